import RIBs

public protocol ProfileDependency: Dependency {}

public protocol ProfileListener: AnyObject {}

public protocol ProfileBuildable: Buildable {
    func build(withListener listener: ProfileListener) -> ViewableRouting
}
