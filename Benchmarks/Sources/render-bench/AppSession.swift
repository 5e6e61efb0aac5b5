import BenchmarkSupport
import RibInspector

/// Plays an ``AppBlueprint`` into a ``RibRecorder`` the way RIBs does: attaching
/// activates then loads a child, loading attaches the permanent children, detaching
/// deactivates first. A manual clock moves a few milliseconds between events.
final class AppSession {
    /// The app being played.
    let blueprint: AppBlueprint
    private let recorder: RibRecorder
    private let clock = ManualClock()
    private var ids: [RibID] = []
    private var scopes: [ScopeID] = []
    private var loaded: Set<Int> = []
    private var generator: SeededGenerator

    /// Declares every RIB and scope of `blueprint` in a new recorder.
    init(app name: String, blueprint: AppBlueprint, seed: UInt64) {
        self.blueprint = blueprint
        generator = SeededGenerator(seed: seed)
        recorder = RibRecorder(
            app: AppInfo(name: name),
            session: SessionInfo(startedAt: "2026-01-01T09:00:00Z", recorder: "render-bench"),
            clock: .manual(clock)
        )
        var scopeOf: [ScopeID] = []
        for rib in blueprint.ribs {
            let scope: ScopeID
            if let parent = rib.parent, !rib.startsScope {
                scope = scopeOf[parent]
            } else {
                let parentScope = rib.parent.map { scopeOf[$0] }
                scope = recorder.declareScope(named: rib.name, componentType: "\(rib.name)Component", parent: parentScope)
            }
            scopeOf.append(scope)
            ids.append(
                recorder.declareRib(
                    named: rib.name,
                    routerType: "\(rib.name)Router",
                    interactorType: "\(rib.name)Interactor",
                    builderType: "\(rib.name)Builder",
                    adapterType: rib.adapterType,
                    isViewful: rib.isViewful,
                    scope: scope
                ))
        }
        scopes = scopeOf
    }

    /// How many events were recorded so far.
    var eventCount: Int { Int(recorder.eventCount) }

    /// The trace recorded so far.
    func trace() -> Trace { recorder.trace() }

    /// Launches the root: activates and loads it (which attaches its permanent children).
    func launch() {
        record(.launched(ids[0]))
        record(.activated(ids[0]))
        load(0)
    }

    /// Attaches a RIB to its blueprint parent, activates it and loads it the first time.
    func attach(_ index: Int) {
        guard let parent = blueprint.ribs[index].parent else { return }
        record(.attached(ids[index], parent: ids[parent]))
        record(.activated(ids[index]))
        if !loaded.contains(index) { load(index) }
    }

    /// Deactivates a RIB and detaches it from its blueprint parent; its subtree stays.
    func detach(_ index: Int) {
        guard let parent = blueprint.ribs[index].parent else { return }
        record(.deactivated(ids[index]))
        record(.detached(ids[index], parent: ids[parent]))
    }

    /// Deactivates a RIB's interactor and activates it again (the app went to the
    /// background and came back).
    func pauseAndResume(_ index: Int) {
        record(.deactivated(ids[index]))
        record(.activated(ids[index]))
    }

    private func load(_ index: Int) {
        loaded.insert(index)
        record(.loaded(ids[index]))
        if blueprint.ribs[index].startsScope {
            for object in blueprint.ribs[index].sharedObjects {
                record(.sharedObjectCreated(object, scope: scopes[index]))
            }
        }
        for child in blueprint.children[index] where blueprint.ribs[child].isPermanent {
            attach(child)
        }
    }

    private func record(_ kind: RibEvent.Kind) {
        clock.advance(by: .milliseconds(Int.random(in: 1...40, using: &generator)))
        recorder.record(kind)
    }
}
