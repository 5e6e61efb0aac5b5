import RibInspector

/// A generated session of a big app, shaped like the apps RIBs is built for: Root with 16
/// feature RIBs in scopes of their own, each with 10 screens, all 177 attached at once;
/// then one screen, PaymentsPicker, is detached and stays alive to the end (a leak).
struct WideSession {
    let trace: Trace
    /// The leaked screen.
    let leaked: RibID

    static let features = [
        "Home", "Feed", "Profile", "Settings", "Payments", "Checkout", "Cart", "Search",
        "Map", "Ride", "Trip", "Driver", "Rider", "Wallet", "Promotions", "Messages",
    ]
    static let screens = ["Details", "List", "Editor", "Picker", "Confirmation", "Summary", "Entry", "Sheet", "Banner", "Flow"]

    init() {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "WideApp"), clock: .manual(clock))
        let rootScope = recorder.declareScope(named: "Root", componentType: "RootComponent")
        let root = recorder.declareRib(named: "Root", routerType: "RootRouter", isViewful: true, scope: rootScope)
        func attach(_ rib: RibID, to parent: RibID) {
            clock.advance(by: .milliseconds(3))
            recorder.record(.attached(rib, parent: parent))
            recorder.record(.activated(rib))
            recorder.record(.loaded(rib))
        }
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        recorder.record(.loaded(root))
        var leaked: RibID?
        var leakedParent: RibID?
        for feature in Self.features {
            let scope = recorder.declareScope(named: feature, componentType: "\(feature)Component", parent: rootScope)
            let featureRib = recorder.declareRib(named: feature, routerType: "\(feature)Router", isViewful: feature != "Rider", scope: scope)
            attach(featureRib, to: root)
            recorder.record(.sharedObjectCreated("\(feature.lowercased())Stream", scope: scope))
            for screen in Self.screens {
                let rib = recorder.declareRib(named: feature + screen, routerType: "\(feature + screen)Router", isViewful: true, scope: scope)
                attach(rib, to: featureRib)
                if feature + screen == "PaymentsPicker" { (leaked, leakedParent) = (rib, featureRib) }
            }
        }
        if let leaked, let leakedParent {
            recorder.record(.deactivated(leaked))
            recorder.record(.detached(leaked, parent: leakedParent))
        }
        clock.advance(by: .seconds(20))
        trace = recorder.trace()
        self.leaked = leaked ?? root
    }
}
