extension TraceAnalysis {
    /// The analysis as a terminal report: the session, the final tree, the detached RIBs
    /// still alive, each RIB's time in the live tree and every finding. It is the ``description`` and what
    /// `ribviz inspect` prints.
    ///
    /// ```text
    /// MiniSuperApp · session tabbedApp · started 2026-01-01T09:00:00Z
    /// 30.500 s, 31 events, 6 RIB instances of 5 RIBs, 7 scopes, 0 workflows
    /// at most 5 RIBs attached at once; deepest: TransportHome#1 at depth 2 (event 18 at 3.200 s)
    ///
    /// Final tree:
    ///   AppRoot
    ///   ├─ AppHome
    ///   ├─ FinanceHome
    ///   └─ ProfileHome
    ///
    /// Time in the live tree:
    ///   RIB            instances  attachments     total    median  attached at end
    ///   AppRoot                1            1  30.500 s  30.500 s                1
    ///   …
    ///   TransportHome          2            2  14.500 s   7.250 s                0
    ///
    /// No anomalies (leak grace 1.000 s, maximum depth 5).
    /// ```
    public func report() -> String {
        var lines = sessionLines()
        lines.append("")
        lines.append("Final tree:")
        let tree = finalSnapshot.textLines(under: finalSnapshot.tree.roots, showsState: summary.recordsActivity)
        lines.append(contentsOf: tree.isEmpty ? ["  (empty)"] : tree.map { "  \($0)" })
        let detached = finalSnapshot.textLines(under: finalSnapshot.detachedSubtreeRoots, showsState: summary.recordsActivity)
        if !detached.isEmpty {
            lines.append("")
            lines.append("Detached, still alive:")
            lines.append(contentsOf: detached.map { "  \($0)" })
        }
        lines.append("")
        lines.append("Time in the live tree:")
        lines.append(contentsOf: lifetimeTable().map { "  \($0)" })
        lines.append("")
        let thresholds = options.description
        switch findings.count {
        case 0: lines.append("No anomalies (\(thresholds)).")
        case 1: lines.append("1 anomaly (\(thresholds)):")
        default: lines.append("\(findings.count) anomalies (\(thresholds)):")
        }
        lines.append(contentsOf: findings.map { "  \($0)" })
        return lines.joined(separator: "\n")
    }

    private func sessionLines() -> [String] {
        let header = summary.header
        var title = TextEscaping.singleLine(header.app.name)
        if let version = header.app.version { title += " \(TextEscaping.singleLine(version))" }
        if let name = header.session.name { title += " · session \(TextEscaping.singleLine(name))" }
        if let started = header.session.startedAt { title += " · started \(TextEscaping.singleLine(started))" }

        let figures = [
            TimeWording.seconds(summary.durationNanoseconds),
            Self.counted(summary.eventCount, "event"),
            "\(Self.counted(summary.ribInstanceCount, "RIB instance")) of \(Self.counted(summary.ribCount, "RIB"))",
            Self.counted(summary.scopeCount, "scope"),
            Self.counted(summary.workflowCount, "workflow"),
        ]
        var tree = "at most \(Self.counted(summary.peakAttachedCount, "RIB")) attached at once"
        if let deepest = summary.deepest {
            let name = TextEscaping.singleLine(trace.displayName(of: deepest.rib))
            tree += "; deepest: \(name) at depth \(deepest.depth) (\(deepest.event))"
        }
        var lines = [title, figures.joined(separator: ", "), tree]
        if summary.droppedEventCount > 0 {
            let dropped = Int(clamping: summary.droppedEventCount)
            lines.append("\(Self.counted(dropped, "event")) of the session \(dropped == 1 ? "is" : "are") missing from the trace; some findings may come from the missing part.")
        }
        if !summary.recordsActivity, summary.eventCount > 0 {
            lines.append("The trace records no interactor activity; the activity checks were skipped.")
        }
        return lines
    }

    private func lifetimeTable() -> [String] {
        let header = ["RIB", "instances", "attachments", "total", "median", "attached at end"]
        let rows = lifetimes.map { lifetime in
            [
                TextEscaping.singleLine(lifetime.name),
                String(lifetime.instances.count),
                String(lifetime.timesAttached),
                TimeWording.seconds(lifetime.totalAttachedNanoseconds),
                lifetime.medianAttachedNanoseconds.map { TimeWording.seconds($0) } ?? "-",
                String(lifetime.attachedAtEnd),
            ]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                // The name column reads left-aligned, the figures right-aligned.
                return column == 0 ? row[column] + padding : padding + row[column]
            }
            .joined(separator: "  ")
            .trimmingSuffixSpaces()
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

private extension String {
    func trimmingSuffixSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
