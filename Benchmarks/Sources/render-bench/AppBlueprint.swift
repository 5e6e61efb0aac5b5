import BenchmarkSupport

/// The RIBs an app can build: a random but seeded tree of RIB types with names like
/// `PaymentsPicker`, viewful and viewless RIBs, adapters, and nested scopes.
///
/// Parents come before their children, so index order is a valid attach order.
struct AppBlueprint {
    /// One RIB the app can build.
    struct Rib {
        /// The RIB's name, for example `RideConfirmation`.
        var name: String
        /// The index of the RIB that attaches it; nil for the root.
        var parent: Int?
        /// Whether it has a view controller.
        var isViewful: Bool
        /// The adapter that builds it, if an adapter does.
        var adapterType: String?
        /// Whether it brings its own component (a new scope) instead of sharing its parent's.
        var startsScope: Bool
        /// Whether its parent attaches it when it loads and keeps it attached (a
        /// permanent child), rather than routing to it as a screen.
        var isPermanent: Bool
        /// What its scope shares, if it starts one.
        var sharedObjects: [String]
    }

    /// The RIBs, parents first.
    let ribs: [Rib]
    /// For each RIB, the indices of the RIBs it attaches, in blueprint order.
    let children: [[Int]]

    private static let features = [
        "Home", "Feed", "Profile", "Settings", "Payments", "Checkout", "Cart", "Search", "Map", "Ride",
        "Trip", "Driver", "Rider", "Wallet", "Promotions", "Messages", "Notifications", "Onboarding",
        "Login", "Signup", "Help", "Rewards", "Order", "Menu", "Restaurant", "Delivery", "Receipt",
        "Rating", "Tip", "Account", "Safety", "Schedule", "Favorites", "Invite", "Family", "Business",
    ]
    private static let screens = [
        "", "Details", "List", "Editor", "Picker", "Confirmation", "Summary", "Entry", "Sheet",
        "Banner", "Flow", "Carousel", "Toolbar", "Overview", "History", "Form",
    ]
    private static let streams = ["Stream", "Store", "Manager", "Service", "Cache", "Client"]

    /// A random tree of `count` RIBs: every RIB after the root hangs under a uniformly
    /// chosen earlier one; the root's children and about one in five other RIBs bring
    /// their own scope, sharing up to two objects; one in ten is built by an adapter; one
    /// in five is viewless; `permanentShare` of them (0 to 1) are permanent children. With
    /// `uniqueNames`, a name drawn again gets a number (`PaymentsPicker2`).
    init(ribCount count: Int, permanentShare: Double, uniqueNames: Bool = false, using generator: inout SeededGenerator) {
        var ribs: [Rib] = []
        var drawn: [String: Int] = [:]
        for index in 0..<max(count, 1) {
            let feature = Self.features.randomElement(using: &generator) ?? "Feature"
            let screen = Self.screens.randomElement(using: &generator) ?? ""
            let isRoot = index == 0
            let parent = isRoot ? nil : Int.random(in: 0..<index, using: &generator)
            let startsScope = isRoot || parent == 0 || Double.random(in: 0..<1, using: &generator) < 0.2
            var shared: [String] = []
            if startsScope {
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    let object =
                        feature.prefix(1).lowercased() + feature.dropFirst()
                        + (Self.streams.randomElement(using: &generator) ?? "Stream")
                    if !shared.contains(object) { shared.append(object) }
                }
            }
            var name = isRoot ? "Root" : feature + screen
            drawn[name, default: 0] += 1
            if uniqueNames, let count = drawn[name], count > 1 { name += String(count) }
            ribs.append(
                Rib(
                    name: name,
                    parent: parent,
                    isViewful: isRoot || Double.random(in: 0..<1, using: &generator) < 0.8,
                    adapterType: !isRoot && Double.random(in: 0..<1, using: &generator) < 0.1 ? "\(feature)\(screen)Adapter" : nil,
                    startsScope: startsScope,
                    isPermanent: !isRoot && Double.random(in: 0..<1, using: &generator) < permanentShare,
                    sharedObjects: shared
                ))
        }
        self.ribs = ribs
        var children = [[Int]](repeating: [], count: ribs.count)
        for (index, rib) in ribs.enumerated() {
            if let parent = rib.parent { children[parent].append(index) }
        }
        self.children = children
    }
}
