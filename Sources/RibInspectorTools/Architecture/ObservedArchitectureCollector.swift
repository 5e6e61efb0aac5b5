import RibInspector

/// Gathers an ``ObservedArchitecture`` trace by trace, keeping first-seen order.
struct ObservedArchitectureCollector {
    private(set) var appNames: [String] = []
    private(set) var ribs: [ObservedArchitecture.Rib] = []
    private(set) var relations = Tally<ObservedArchitecture.Relation>()
    private(set) var scopes: [ObservedArchitecture.Scope] = []
    private(set) var sharedObjects = Tally<ObservedArchitecture.SharedObject>()
    private var ribIndex: [String: Int] = [:]
    private var scopeIndex: [String: Int] = [:]
    private var traceCount = 0

    /// Adds one session, with its analysis for the RIBs' lifetimes and findings (none
    /// without one).
    mutating func add(_ source: ObservedArchitecture.Source, analysis: TraceAnalysis?) {
        let trace = source.trace
        let traceIndex = traceCount
        traceCount += 1
        appendOnce(trace.header.app.name, to: &appNames)
        for scope in trace.scopes {
            let index = scopeSlot(scope.name)
            scopes[index].instances += 1
            if let type = scope.componentType { appendOnce(type, to: &scopes[index].componentTypes) }
            if let parent = scope.parent.flatMap(trace.scope) { appendOnce(parent.name, to: &scopes[index].parents) }
            for object in scope.sharedObjects {
                appendOnce(object, to: &scopes[index].sharedObjects)
                sharedObjects.add(ObservedArchitecture.SharedObject(scope: scope.name, name: object))
            }
        }
        for rib in trace.ribs {
            let index = ribSlot(rib.name)
            ribs[index].instances += 1
            switch rib.isViewful {
            case true?: ribs[index].declaredViewful = true
            case false?: ribs[index].declaredViewless = true
            case nil: break
            }
            if let type = rib.builderType { appendOnce(type, to: &ribs[index].builderTypes) }
            if let type = rib.routerType { appendOnce(type, to: &ribs[index].routerTypes) }
            if let scope = rib.scope.flatMap(trace.scope) {
                appendOnce(scope.name, to: &ribs[index].scopes)
                appendOnce(rib.name, to: &scopes[scopeSlot(scope.name)].ribs)
            }
        }
        addEvents(of: source, traceIndex: traceIndex)
        guard let analysis else { return }
        for lifetime in analysis.lifetimes {
            ribs[ribSlot(lifetime.name)].lifetimes.append(ObservedArchitecture.Lifetime(traceLabel: source.label, lifetime: lifetime))
        }
        for finding in analysis.findings {
            guard let rib = finding.rib else { continue }
            ribs[ribSlot(Self.name(of: rib, in: trace))].findings.append(ObservedArchitecture.Finding(traceLabel: source.label, finding: finding))
        }
    }

    /// Counts the relations and the instances built and attached, and notes each RIB's
    /// first attachment.
    private mutating func addEvents(of source: ObservedArchitecture.Source, traceIndex: Int) {
        let trace = source.trace
        var built: Set<RibID> = []
        var attached: Set<RibID> = []
        for (index, event) in trace.events.enumerated() {
            let joined: RibID
            let isLaunch: Bool
            switch event.kind {
            case .built(let rib):
                built.insert(rib)
                continue
            case .attached(let child, let parent):
                let relation = ObservedArchitecture.Relation(parent: Self.name(of: parent, in: trace), child: Self.name(of: child, in: trace))
                _ = ribSlot(relation.parent)
                _ = ribSlot(relation.child)
                relations.add(relation)
                (joined, isLaunch) = (child, false)
            case .launched(let root):
                built.insert(root)
                ribs[ribSlot(Self.name(of: root, in: trace))].isLaunchRoot = true
                (joined, isLaunch) = (root, true)
            default:
                continue
            }
            attached.insert(joined)
            let slot = ribSlot(Self.name(of: joined, in: trace))
            if ribs[slot].firstAttachment == nil {
                ribs[slot].firstAttachment = ObservedArchitecture.Moment(
                    traceIndex: traceIndex, traceLabel: source.label, eventCount: index + 1,
                    sequence: event.sequence, time: event.time, rib: joined, isLaunch: isLaunch
                )
            }
        }
        // A RIB built but neither declared nor attached has no slot and gets none: it is
        // known by nothing but an identifier.
        for rib in built {
            if let slot = ribIndex[Self.name(of: rib, in: trace)] { ribs[slot].builtInstances += 1 }
        }
        for rib in attached { ribs[ribSlot(Self.name(of: rib, in: trace))].attachedInstances += 1 }
    }

    private mutating func ribSlot(_ name: String) -> Int {
        if let index = ribIndex[name] { return index }
        ribIndex[name] = ribs.count
        ribs.append(ObservedArchitecture.Rib(name: name))
        return ribs.count - 1
    }

    private mutating func scopeSlot(_ name: String) -> Int {
        if let index = scopeIndex[name] { return index }
        scopeIndex[name] = scopes.count
        scopes.append(ObservedArchitecture.Scope(name: name))
        return scopes.count - 1
    }

    /// A RIB's name without the instance number: every `TransportHome` is one RIB. A RIB
    /// the trace never declared is named by its identifier.
    private static func name(of rib: RibID, in trace: Trace) -> String {
        trace.rib(rib)?.name ?? rib.description
    }

    private func appendOnce(_ item: String, to list: inout [String]) {
        if !list.contains(item) { list.append(item) }
    }
}
