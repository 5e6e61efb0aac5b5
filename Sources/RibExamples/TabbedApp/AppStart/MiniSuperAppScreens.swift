// What each viewful RIB of the tabbed app shows, for the pictures `ribviz demo` records.

extension AppRootTabBarController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        let titles = viewControllers.map { $0.children.first?.title ?? $0.title ?? "" }
        return ScreenMockup(title: titles.indices.contains(selectedIndex) ? titles[selectedIndex] : "MiniSuperApp", parts: [.tabs(titles, selected: selectedIndex)])
    }
}

extension AppHomeViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "Home", parts: [.button("Transport"), .button("Super Pay"), .tabs(["Home", "Finance", "Profile"], selected: 0)])
    }
}

extension FinanceHomeViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "Finance", parts: [.text("Super Pay"), .text(balanceText), .tabs(["Home", "Finance", "Profile"], selected: 1)])
    }
}

extension ProfileHomeViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "Profile", parts: [.text(userName), .tabs(["Home", "Finance", "Profile"], selected: 2)])
    }
}

extension TransportHomeViewController: ScreenMockupProviding {
    var screenMockup: ScreenMockup {
        ScreenMockup(title: "Transport", parts: [.grid([["map", "map"], ["map", "map"]]), .text(balanceText), .button("Call a Taxi"), .button("Close")])
    }
}
