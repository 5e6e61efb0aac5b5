import Testing
@testable import RibInspector

/// Stand-ins with the shape of RIBs' protocols: routers are reached through a class-bound
/// protocol, as `any Routing` in an uber/RIBs or ModernRIBs app.
private protocol FakeInteractable: AnyObject {
    var isActive: Bool { get }
}

private protocol FakeRouting: AnyObject {
    var interactable: FakeInteractable { get }
    var children: [FakeRouting] { get }
}

private protocol FakeViewableRouting: FakeRouting {}

private final class FakeInteractor: FakeInteractable {
    var isActive = true
}

private class FakeBaseRouter: FakeRouting {
    let interactable: FakeInteractable = FakeInteractor()
    var children: [FakeRouting] = []
}

private final class RootRouter: FakeBaseRouter, FakeViewableRouting {}
private final class LoggedInRouter: FakeBaseRouter {}

@MainActor
@Suite("Tree observer over a protocol")
struct ObserverProtocolTests {
    @Test("routers reached through a class-bound protocol are told apart by identity and named by type")
    func existentialNodes() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Observed"))
        let root = RootRouter()
        let loggedIn = LoggedInRouter()
        root.children = [loggedIn]
        let observer = RibTreeObserver<any FakeRouting>(
            recorder: recorder,
            root: { [weak root] in root },
            identity: { $0 },
            children: { $0.children },
            describe: { ObservedRib(router: $0, interactor: $0.interactable, isViewful: $0 is FakeViewableRouting) },
            isActive: { $0.interactable.isActive },
            interactor: { $0.interactable }
        )
        observer.sync()
        let trace = recorder.trace()
        #expect(trace.ribs.map(\.name) == ["Root", "LoggedIn"])
        #expect(trace.ribs.map(\.routerType) == ["RootRouter", "LoggedInRouter"])
        #expect(trace.ribs.map(\.interactorType) == ["FakeInteractor", "FakeInteractor"])
        #expect(trace.ribs.map(\.isViewful) == [true, false])
        #expect(trace.ribs.map(\.tracksInteractorDeallocation) == [true, true])
        #expect(observer.ribID(of: loggedIn) == RibID(rawValue: 2))

        root.children = []
        #expect(observer.sync().map(recorder.trace().logLine(for:)) == ["detach LoggedIn from Root"])
    }

    @Test("RIB names follow RIBs' naming convention")
    func naming() {
        #expect(ObservedRib.ribName(forRouterType: "LoggedInRouter") == "LoggedIn")
        #expect(ObservedRib.ribName(forRouterType: "Router") == "Router")
        #expect(ObservedRib.ribName(forRouterType: "RoutingMock") == "RoutingMock")
    }
}
