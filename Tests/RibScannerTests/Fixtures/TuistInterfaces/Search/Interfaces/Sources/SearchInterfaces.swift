import RIBs

public protocol SearchDependency: Dependency {}

public protocol SearchListener: AnyObject {}

public protocol SearchBuildable: Buildable {
    func build(withListener listener: SearchListener) -> ViewableRouting
}
