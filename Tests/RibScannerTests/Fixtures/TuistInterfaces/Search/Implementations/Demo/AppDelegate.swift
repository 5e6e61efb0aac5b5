import RIBs
import Search
import SearchInterfaces
import UIKit

/// The feature's demo app: launches the search alone.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = SearchBuilder(dependency: DemoComponent()).build(withListener: DemoListener())
        return true
    }
}

final class DemoComponent: Component<EmptyDependency>, SearchDependency {}

final class DemoListener: SearchListener {}
