import Feed
import Profile
import RIBs
import Search
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private var launchRouter: LaunchRouting?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let router = RootBuilder(dependency: AppComponent()).build()
        launchRouter = router
        return true
    }
}

final class AppComponent: Component<EmptyDependency>, RootDependency {}
