import RibInspector

extension TraceDiff {
    /// The comparison as UTF-8 JSON, for machines: what `ribviz diff --json` prints.
    ///
    /// The outer object holds `format` (`ribviz-diff`), `version` (1), `old` and `new`
    /// (each session's app, session name and label), `warnings`, `hasStructuralChanges`,
    /// `hasCountChanges`, and one array per section (`ribs`, `relations`, `scopes`,
    /// `sharedObjects`) listing every entry, unchanged ones included, with its `old` and
    /// `new` counts and its `change` (a ``Change`` raw value). The behaviour follows:
    /// `hasNewFindings`, `findings` (by kind and subject), `newFindings` (the new session's
    /// findings a baseline check fails on), `timeThresholdNanoseconds`, `timesInTree` (each
    /// RIB's total time in the live tree in each session, in nanoseconds, and whether it
    /// changed by the threshold or more) and `counts`. Keys are sorted.
    /// `Docs/diff.schema.json` in the ribviz repository is its JSON Schema.
    ///
    /// - Parameters:
    ///   - oldLabel: How to call the old session, for example its file name.
    ///   - newLabel: How to call the new session.
    public func jsonReport(oldLabel: String? = nil, newLabel: String? = nil) -> [UInt8] {
        ReportEncoding.encode(DiffReport(self, oldLabel: oldLabel, newLabel: newLabel))
    }
}

/// What `ribviz diff --json` writes, member for member.
private struct DiffReport: Encodable {
    struct Session: Encodable {
        var label: Nullable<String>
        var app: String
        var appVersion: Nullable<String>
        var session: Nullable<String>
        var startedAt: Nullable<String>

        init(_ header: TraceHeader, label: String?) {
            self.label = Nullable(label)
            app = header.app.name
            appVersion = Nullable(header.app.version)
            session = Nullable(header.session.name)
            startedAt = Nullable(header.session.startedAt)
        }
    }

    /// An entry of a section: the item's own members, then its counts and change.
    struct Entry<Item: Encodable>: Encodable {
        enum CodingKeys: String, CodingKey {
            case old, new, change
        }

        var item: Item
        var old: Int
        var new: Int
        var change: String

        init<Compared>(_ entry: TraceDiff.Entry<Compared>, _ item: Item) {
            self.item = item
            old = entry.oldCount
            new = entry.newCount
            change = entry.change.rawValue
        }

        func encode(to encoder: any Encoder) throws {
            try item.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(old, forKey: .old)
            try container.encode(new, forKey: .new)
            try container.encode(change, forKey: .change)
        }
    }

    struct Named: Encodable {
        var name: String
    }

    struct Relation: Encodable {
        var parent: String
        var child: String
    }

    struct SharedObject: Encodable {
        var scope: String
        var name: String
    }

    struct FindingCount: Encodable {
        var kind: String
        var subject: Nullable<String>
    }

    struct Finding: Encodable {
        var kind: String
        var eventIndex: Int
        var eventLine: String
        var message: String
        var description: String
    }

    struct TimeInTree: Encodable {
        var name: String
        var oldNanoseconds: Nullable<UInt64>
        var newNanoseconds: Nullable<UInt64>
        var differenceNanoseconds: Int64
        var changed: Bool
    }

    let format = "ribviz-diff"
    let version = 1
    var old: Session
    var new: Session
    var warnings: [String]
    var hasStructuralChanges: Bool
    var hasCountChanges: Bool
    var ribs: [Entry<Named>]
    var relations: [Entry<Relation>]
    var scopes: [Entry<Named>]
    var sharedObjects: [Entry<SharedObject>]
    var hasNewFindings: Bool
    var findings: [Entry<FindingCount>]
    var newFindings: [Finding]
    var timeThresholdNanoseconds: UInt64
    var timesInTree: [TimeInTree]
    var counts: [Entry<Named>]

    init(_ diff: TraceDiff, oldLabel: String?, newLabel: String?) {
        let behaviour = diff.behaviour
        old = Session(diff.oldHeader, label: oldLabel)
        new = Session(diff.newHeader, label: newLabel)
        warnings = diff.warnings
        hasStructuralChanges = diff.hasStructuralChanges
        hasCountChanges = diff.hasCountChanges
        ribs = diff.ribs.map { Entry($0, Named(name: $0.item)) }
        relations = diff.relations.map { Entry($0, Relation(parent: $0.item.parent, child: $0.item.child)) }
        scopes = diff.scopes.map { Entry($0, Named(name: $0.item)) }
        sharedObjects = diff.sharedObjects.map { Entry($0, SharedObject(scope: $0.item.scope, name: $0.item.name)) }
        hasNewFindings = behaviour.hasNewFindings
        findings = behaviour.findings.map { Entry($0, FindingCount(kind: $0.item.kind.rawValue, subject: Nullable($0.item.subject))) }
        newFindings = behaviour.newFindings.map { finding in
            Finding(
                kind: finding.kind.rawValue,
                eventIndex: finding.event.index,
                eventLine: finding.eventLine,
                message: finding.message,
                description: finding.description
            )
        }
        timeThresholdNanoseconds = behaviour.timeThresholdNanoseconds
        timesInTree = behaviour.timesInTree.map { time in
            TimeInTree(
                name: time.name,
                oldNanoseconds: Nullable(time.oldNanoseconds),
                newNanoseconds: Nullable(time.newNanoseconds),
                differenceNanoseconds: time.differenceNanoseconds,
                changed: behaviour.changedEnough(time)
            )
        }
        counts = behaviour.counts.map { Entry($0, Named(name: $0.item)) }
    }
}
