import Profile
import ProfileInterfaces
import RIBs
import UIKit

/// The feature's demo app: launches the profile alone.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = ProfileBuilder(dependency: DemoComponent()).build(withListener: DemoListener())
        return true
    }
}

final class DemoComponent: Component<EmptyDependency>, ProfileDependency {}

final class DemoListener: ProfileListener {}
