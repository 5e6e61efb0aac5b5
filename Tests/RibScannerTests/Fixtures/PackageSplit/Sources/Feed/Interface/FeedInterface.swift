import RIBs

public protocol FeedDependency: Dependency {}

public protocol FeedListener: AnyObject {}

public protocol FeedBuildable: Buildable {
    func build(withListener listener: FeedListener) -> ViewableRouting
}
