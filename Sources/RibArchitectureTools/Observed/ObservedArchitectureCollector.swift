import RibInspector

/// Gathers an ``ObservedArchitecture`` trace by trace, keeping first-seen order.
struct ObservedArchitectureCollector {
    private(set) var appNames: [String] = []
    private(set) var ribs: [ObservedRib] = []
    private(set) var relations: [ObservedRelation] = []
    private(set) var scopes: [ObservedScope] = []
    private var ribIndex: [String: Int] = [:]
    private var relationIndex: [RelationKey: Int] = [:]
    private var scopeIndex: [String: Int] = [:]
    private var traceCount = 0

    private struct RelationKey: Hashable {
        var parent: String
        var child: String
    }

    mutating func add(_ source: ObservedArchitecture.Source) {
        let trace = source.trace
        let traceIndex = traceCount
        traceCount += 1
        appendOnce(trace.header.app.name, to: &appNames)
        for scope in trace.scopes {
            let index = scopeSlot(scope.name)
            if let type = scope.componentType { appendOnce(type, to: &scopes[index].componentTypes) }
            if let parent = scope.parent.flatMap(trace.scope) { appendOnce(parent.name, to: &scopes[index].parents) }
            for object in scope.sharedObjects { appendOnce(object, to: &scopes[index].sharedObjects) }
        }
        for rib in trace.ribs {
            let index = ribSlot(rib.name)
            if ribs[index].isViewful == nil { ribs[index].isViewful = rib.isViewful }
            if let type = rib.routerType { appendOnce(type, to: &ribs[index].routerTypes) }
            if let scope = rib.scope.flatMap(trace.scope) {
                appendOnce(scope.name, to: &ribs[index].scopes)
                appendOnce(rib.name, to: &scopes[scopeSlot(scope.name)].ribs)
            }
        }
        for (index, event) in trace.events.enumerated() {
            let joined: RibID
            let isLaunch: Bool
            switch event.kind {
            case .attached(let child, let parent):
                countRelation(parent: Self.name(of: parent, in: trace), child: Self.name(of: child, in: trace))
                (joined, isLaunch) = (child, false)
            case .launched(let root):
                ribs[ribSlot(Self.name(of: root, in: trace))].isLaunchRoot = true
                (joined, isLaunch) = (root, true)
            default:
                continue
            }
            let slot = ribSlot(Self.name(of: joined, in: trace))
            if ribs[slot].firstAttachment == nil {
                ribs[slot].firstAttachment = ObservedMoment(
                    traceIndex: traceIndex, traceLabel: source.label, eventCount: index + 1,
                    sequence: event.sequence, time: event.time, rib: joined, isLaunch: isLaunch
                )
            }
        }
        let analysis = trace.analysis()
        for lifetime in analysis.lifetimes {
            ribs[ribSlot(lifetime.name)].lifetimes.append(ObservedLifetime(traceLabel: source.label, lifetime: lifetime))
        }
        for finding in analysis.findings {
            guard let rib = finding.rib else { continue }
            ribs[ribSlot(Self.name(of: rib, in: trace))].findings.append(ObservedFinding(traceLabel: source.label, finding: finding))
        }
    }

    private mutating func ribSlot(_ name: String) -> Int {
        if let index = ribIndex[name] { return index }
        ribIndex[name] = ribs.count
        ribs.append(ObservedRib(name: name, isViewful: nil, isLaunchRoot: false, routerTypes: [], scopes: [], lifetimes: [], firstAttachment: nil, findings: []))
        return ribs.count - 1
    }

    private mutating func scopeSlot(_ name: String) -> Int {
        if let index = scopeIndex[name] { return index }
        scopeIndex[name] = scopes.count
        scopes.append(ObservedScope(name: name, componentTypes: [], parents: [], sharedObjects: [], ribs: []))
        return scopes.count - 1
    }

    private mutating func countRelation(parent: String, child: String) {
        _ = ribSlot(parent)
        _ = ribSlot(child)
        let key = RelationKey(parent: parent, child: child)
        if let index = relationIndex[key] {
            relations[index].count += 1
        } else {
            relationIndex[key] = relations.count
            relations.append(ObservedRelation(parent: parent, child: child, count: 1))
        }
    }

    /// A RIB's name without the instance number: every `TransportHome` is one RIB.
    private static func name(of rib: RibID, in trace: Trace) -> String {
        trace.rib(rib)?.name ?? rib.description
    }

    private func appendOnce(_ item: String, to list: inout [String]) {
        if !list.contains(item) { list.append(item) }
    }
}
