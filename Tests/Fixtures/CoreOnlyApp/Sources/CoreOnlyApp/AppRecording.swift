import RibInspector

/// The glue an app adds to show its RIB tree to ribviz (Docs/Integrations/RIBs.md): an
/// observer that turns the router tree into a recorder's events.
@MainActor
public func makeTreeObserver(recorder: RibRecorder, root: @escaping () -> AppRouter?) -> RibTreeObserver<AppRouter> {
    RibTreeObserver(
        recorder: recorder,
        root: root,
        children: { $0.children },
        describe: { ObservedRib(name: $0.name, routerType: "\($0.name)Router") },
        isActive: { $0.isActive }
    )
}
