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
    /// changed by the threshold or more) and `counts`. `Docs/diff.schema.json` in the ribviz
    /// repository is its JSON Schema.
    ///
    /// - Parameters:
    ///   - oldLabel: How to call the old session, for example its file name.
    ///   - newLabel: How to call the new session.
    public func jsonReport(oldLabel: String? = nil, newLabel: String? = nil) -> [UInt8] {
        ReportJSON.object([
            ("format", .string("ribviz-diff")),
            ("version", .number(1)),
            ("old", Self.sessionJSON(oldHeader, label: oldLabel)),
            ("new", Self.sessionJSON(newHeader, label: newLabel)),
            ("warnings", .array(warnings.map(ReportJSON.string))),
            ("hasStructuralChanges", .bool(hasStructuralChanges)),
            ("hasCountChanges", .bool(hasCountChanges)),
            ("ribs", .array(ribs.map { Self.entryJSON($0, [("name", .string($0.item))]) })),
            (
                "relations",
                .array(
                    relations.map {
                        Self.entryJSON($0, [("parent", .string($0.item.parent)), ("child", .string($0.item.child))])
                    })
            ),
            ("scopes", .array(scopes.map { Self.entryJSON($0, [("name", .string($0.item))]) })),
            (
                "sharedObjects",
                .array(
                    sharedObjects.map {
                        Self.entryJSON($0, [("scope", .string($0.item.scope)), ("name", .string($0.item.name))])
                    })
            ),
            ("hasNewFindings", .bool(behaviour.hasNewFindings)),
            (
                "findings",
                .array(
                    behaviour.findings.map {
                        Self.entryJSON($0, [("kind", .string($0.item.kind.rawValue)), ("subject", .optional($0.item.subject))])
                    })
            ),
            ("newFindings", .array(behaviour.newFindings.map(Self.findingJSON))),
            ("timeThresholdNanoseconds", .unsigned(behaviour.timeThresholdNanoseconds)),
            ("timesInTree", .array(behaviour.timesInTree.map(timeJSON))),
            ("counts", .array(behaviour.counts.map { Self.entryJSON($0, [("name", .string($0.item))]) })),
        ])
        .encoded()
    }

    private static func sessionJSON(_ header: TraceHeader, label: String?) -> ReportJSON {
        .object([
            ("label", .optional(label)),
            ("app", .string(header.app.name)),
            ("appVersion", .optional(header.app.version)),
            ("session", .optional(header.session.name)),
            ("startedAt", .optional(header.session.startedAt)),
        ])
    }

    private static func findingJSON(_ finding: TraceFinding) -> ReportJSON {
        .object([
            ("kind", .string(finding.kind.rawValue)),
            ("eventIndex", .number(finding.event.index)),
            ("eventLine", .string(finding.eventLine)),
            ("message", .string(finding.message)),
            ("description", .string(finding.description)),
        ])
    }

    private func timeJSON(_ time: BehaviourDiff.TimeInTree) -> ReportJSON {
        .object([
            ("name", .string(time.name)),
            ("oldNanoseconds", time.oldNanoseconds.map { .unsigned($0) } ?? .null),
            ("newNanoseconds", time.newNanoseconds.map { .unsigned($0) } ?? .null),
            ("differenceNanoseconds", .number(Int(time.differenceNanoseconds))),
            ("changed", .bool(behaviour.changedEnough(time))),
        ])
    }

    private static func entryJSON<Item>(_ entry: Entry<Item>, _ item: [(key: String, value: ReportJSON)]) -> ReportJSON {
        .object(
            item + [
                ("old", .number(entry.oldCount)),
                ("new", .number(entry.newCount)),
                ("change", .string(entry.change.rawValue)),
            ])
    }
}
