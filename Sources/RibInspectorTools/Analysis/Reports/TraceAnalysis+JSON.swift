import RibInspector

extension TraceAnalysis {
    /// The analysis as UTF-8 JSON, for machines: what `ribviz inspect --json` prints.
    ///
    /// Times are nanoseconds since the session started, as in the trace; RIBs appear by
    /// their identifier in the trace and their display name. The outer object holds
    /// `format` (`ribviz-inspect`), `version` (1), `app`, `session`, `options`, `summary`,
    /// `finalTree` (the live tree, then detached subtrees still alive, parents first),
    /// `lifetimes` and `findings`, each finding with its `kind` (a ``TraceFinding/Kind``
    /// raw value), `event`, `eventLine` and `message`. `Docs/inspect.schema.json` in the
    /// ribviz repository is its JSON Schema.
    public func jsonReport() -> [UInt8] {
        ReportJSON.object([
            ("format", .string("ribviz-inspect")),
            ("version", .number(1)),
            (
                "app",
                .object([
                    ("name", .string(summary.header.app.name)),
                    ("version", .optional(summary.header.app.version)),
                ])
            ),
            (
                "session",
                .object([
                    ("name", .optional(summary.header.session.name)),
                    ("startedAt", .optional(summary.header.session.startedAt)),
                    ("recorder", .optional(summary.header.session.recorder)),
                ])
            ),
            (
                "options",
                .object([
                    ("leakGraceNanoseconds", .unsigned(options.leakGraceNanoseconds)),
                    ("maximumDepth", .number(options.maximumDepth)),
                ])
            ),
            ("summary", summaryJSON()),
            ("finalTree", .array(finalTreeJSON())),
            ("lifetimes", .array(lifetimes.map(lifetimeJSON))),
            ("findings", .array(findings.map(findingJSON))),
        ])
        .encoded()
    }

    private func summaryJSON() -> ReportJSON {
        .object([
            ("eventCount", .number(summary.eventCount)),
            ("droppedEventCount", .unsigned(summary.droppedEventCount)),
            ("durationNanoseconds", .unsigned(summary.durationNanoseconds)),
            ("ribInstanceCount", .number(summary.ribInstanceCount)),
            ("ribCount", .number(summary.ribCount)),
            ("scopeCount", .number(summary.scopeCount)),
            ("workflowCount", .number(summary.workflowCount)),
            ("peakAttachedCount", .number(summary.peakAttachedCount)),
            ("recordsActivity", .bool(summary.recordsActivity)),
            (
                "deepest",
                summary.deepest.map { deepest in
                    .object([
                        ("depth", .number(deepest.depth)),
                        ("rib", ribJSON(deepest.rib)),
                        ("ribName", .string(trace.displayName(of: deepest.rib))),
                        ("event", positionJSON(deepest.event)),
                    ])
                } ?? .null
            ),
        ])
    }

    /// The live tree and the detached subtrees still alive, parents before children.
    private func finalTreeJSON() -> [ReportJSON] {
        let snapshot = finalSnapshot
        // Depths from one walk each, not a walk up per RIB: linear however deep the tree.
        let attached = snapshot.depthFirst(from: snapshot.tree.roots).map { ($0.rib, $0.depth, false) }
        let detached = snapshot.depthFirst(from: snapshot.detachedSubtreeRoots).map { ($0.rib, $0.depth, true) }
        return (attached + detached).map { rib, depth, isDetached in
            let node = snapshot.tree[rib]
            return .object([
                ("rib", ribJSON(rib)),
                ("name", .string(trace.displayName(of: rib))),
                ("parent", node?.parent.map(ribJSON) ?? .null),
                ("depth", .number(depth)),
                ("active", .bool(node?.isActive ?? false)),
                ("detached", .bool(isDetached)),
            ])
        }
    }

    private func lifetimeJSON(_ lifetime: RibLifetime) -> ReportJSON {
        .object([
            ("name", .string(lifetime.name)),
            ("instances", .array(lifetime.instances.map(ribJSON))),
            ("timesAttached", .number(lifetime.timesAttached)),
            ("totalAttachedNanoseconds", .unsigned(lifetime.totalAttachedNanoseconds)),
            ("medianAttachedNanoseconds", lifetime.medianAttachedNanoseconds.map { .unsigned($0) } ?? .null),
            ("attachedAtEnd", .number(lifetime.attachedAtEnd)),
        ])
    }

    private func findingJSON(_ finding: TraceFinding) -> ReportJSON {
        var members: [(key: String, value: ReportJSON)] = [
            ("kind", .string(finding.kind.rawValue)),
            ("event", positionJSON(finding.event)),
            ("eventLine", .string(finding.eventLine)),
        ]
        if let rib = finding.rib {
            members += [("rib", ribJSON(rib)), ("ribName", .string(trace.displayName(of: rib)))]
        }
        if let step = finding.step {
            members.append(
                (
                    "step",
                    .object([
                        ("workflow", .unsigned(UInt64(step.workflow.rawValue))),
                        ("index", .number(step.index)),
                        ("name", .string(step.name)),
                    ])
                ))
        }
        if let related = finding.relatedEvent {
            members.append(("relatedEvent", positionJSON(related)))
        }
        members.append(("message", .string(finding.message)))
        return .object(members)
    }

    private func positionJSON(_ position: TraceEventPosition) -> ReportJSON {
        .object([
            ("index", .number(position.index)),
            ("seq", .unsigned(position.sequence)),
            ("t", .unsigned(position.time)),
        ])
    }

    private func ribJSON(_ rib: RibID) -> ReportJSON {
        .unsigned(UInt64(rib.rawValue))
    }
}
