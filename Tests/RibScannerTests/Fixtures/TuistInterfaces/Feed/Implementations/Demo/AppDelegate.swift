import Feed
import FeedInterfaces
import RIBs
import UIKit

/// The feature's demo app: launches the feed alone.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = FeedBuilder(dependency: DemoComponent()).build(withListener: DemoListener())
        return true
    }
}

final class DemoComponent: Component<EmptyDependency>, FeedDependency {}

final class DemoListener: FeedListener {}
