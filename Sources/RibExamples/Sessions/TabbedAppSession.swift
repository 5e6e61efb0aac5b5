/// The tabbed app session's script: what the user taps, and how long they take.
enum TabbedAppSession {
    /// Plays the session and returns the app, still running.
    static func play(as user: ScriptedUser) -> MiniSuperApp {
        let app = MiniSuperApp()
        app.launch()
        user.launched(app.launchRouter)

        user.pause(milliseconds: 3_200)  // looks at the Home widgets
        onHome(of: app) { $0.didTapTransportWidget() }
        user.reached("Transport open")

        user.pause(milliseconds: 4_600)
        onTransport(of: app) { $0.didTapCallTaxi(fare: 8_400) }
        user.pause(milliseconds: 3_900)
        onTransport(of: app) { $0.didTapClose() }
        user.reached("Transport closed")

        user.pause(milliseconds: 2_400)
        app.tabBar?.didSelectTab(at: 1)
        user.pause(milliseconds: 5_100)  // checks the balance
        app.tabBar?.didSelectTab(at: 2)
        user.pause(milliseconds: 3_300)
        app.tabBar?.didSelectTab(at: 0)
        user.reached("tabs switched")

        user.pause(milliseconds: 2_000)
        onHome(of: app) { $0.didTapTransportWidget() }
        user.reached("Transport open again")
        user.pause(milliseconds: 6_000)
        onTransport(of: app) { $0.didTapClose() }
        user.reached("Transport closed again")
        return app
    }

    /// Acts on the Home tab's view, if the Home tab is selected.
    private static func onHome(of app: MiniSuperApp, _ action: (AppHomeViewController) -> Void) {
        let navigation = app.tabBar?.selectedViewController as? NavigationController
        if let home = navigation?.viewControllers.first as? AppHomeViewController {
            action(home)
        }
    }

    /// Acts on the Transport screen, if Home presents it.
    private static func onTransport(of app: MiniSuperApp, _ action: (TransportHomeViewController) -> Void) {
        onHome(of: app) { home in
            if let transport = home.presentedViewController as? TransportHomeViewController {
                action(transport)
            }
        }
    }
}
