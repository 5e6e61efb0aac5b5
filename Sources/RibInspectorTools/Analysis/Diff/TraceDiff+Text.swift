import RibInspector

extension TraceDiff {
    /// The comparison as a terminal report: what was added (`+`), removed (`-`) and
    /// counted a different number of times (`~`), section by section (the architecture,
    /// then the behaviour: findings, times in the tree, counts), the new findings, then
    /// the verdicts on the architecture and on the findings.
    /// It is the ``description`` and what `ribviz diff` prints.
    ///
    /// ```text
    /// TicTacToe (before.json) → TicTacToe (after.json)
    ///
    /// RIBs (instances): 1 added, 1 with another count, 6 unchanged
    ///   + RandomWin           0 → 1
    ///   ~ OffGame             3 → 4
    /// Relations (parent → child, attachments): 1 added, 7 unchanged
    ///   + LoggedIn → RandomWin  0 → 1
    /// …
    /// Findings (by kind and RIB): 1 added
    ///   + leak of RandomWin  0 → 1
    /// …
    /// New findings:
    ///   leak (event 52 at 9.100 s): RandomWin is still alive …
    ///
    /// The architecture differs: 1 RIB, 1 relation added or removed.
    /// 1 new finding: leak of RandomWin.
    /// ```
    ///
    /// - Parameters:
    ///   - oldLabel: How to call the old session, for example its file name; its app and
    ///     session name by default.
    ///   - newLabel: How to call the new session.
    ///   - includesWarnings: Whether to list the ``warnings`` under the title; pass `false`
    ///     when they are shown elsewhere, as `ribviz diff` does on standard error.
    public func report(oldLabel: String? = nil, newLabel: String? = nil, includesWarnings: Bool = true) -> String {
        var lines = ["\(Self.title(oldHeader, label: oldLabel)) → \(Self.title(newHeader, label: newLabel))"]
        if includesWarnings {
            lines += warnings.map { "warning: \($0)" }
        }
        lines.append("")
        lines += Self.section("RIBs (instances)", ribs) { TextEscaping.singleLine($0) }
        lines += Self.section("Relations (parent → child, attachments)", relations) {
            "\(TextEscaping.singleLine($0.parent)) → \(TextEscaping.singleLine($0.child))"
        }
        lines += Self.section("Scopes (instances)", scopes) { TextEscaping.singleLine($0) }
        lines += Self.section("Shared objects (scopes sharing them)", sharedObjects) {
            "\(TextEscaping.singleLine($0.name)) in \(TextEscaping.singleLine($0.scope))"
        }
        lines += Self.section("Findings (by kind and RIB)", behaviour.findings) { $0.description }
        lines += timeSection
        lines += Self.section("Counts", behaviour.counts) { $0 }
        if behaviour.hasNewFindings {
            lines.append("New findings:")
            lines += behaviour.newFindings.map { "  \($0)" }
        }
        lines.append("")
        lines.append(verdict)
        lines.append(findingsVerdict)
        return lines.joined(separator: "\n")
    }

    /// The behaviour's outcome in one sentence: the new findings by kind and RIB, or none.
    public var findingsVerdict: String {
        let grown = behaviour.findings.filter { $0.newCount > $0.oldCount }
        guard !grown.isEmpty else { return "No new findings." }
        let count = behaviour.newFindings.count
        let noun = count == 1 ? "1 new finding" : "\(count) new findings"
        return "\(noun): \(grown.map(\.item.description).joined(separator: ", "))."
    }

    /// The RIBs whose time in the tree changed by the threshold or more.
    private var timeSection: [String] {
        let heading = "Time in the tree (changes of \(TimeWording.seconds(behaviour.timeThresholdNanoseconds)) or more)"
        let changes = behaviour.timeChanges
        guard !changes.isEmpty else { return ["\(heading): none"] }
        let names = changes.map { TextEscaping.singleLine($0.name) }
        let width = names.map(\.count).max() ?? 0
        let rows = zip(changes, names).map { change, name in
            let padding = String(repeating: " ", count: width - name.count)
            let sign = change.differenceNanoseconds < 0 ? "-" : "+"
            let magnitude = change.differenceNanoseconds.magnitude
            return "  ~ \(name)\(padding)  \(Self.time(change.oldNanoseconds)) → \(Self.time(change.newNanoseconds)) (\(sign)\(TimeWording.seconds(magnitude)))"
        }
        return ["\(heading): \(changes.count) changed"] + rows
    }

    /// A time in the tree, or `none` for a RIB the session does not have.
    private static func time(_ nanoseconds: UInt64?) -> String {
        nanoseconds.map { TimeWording.seconds($0) } ?? "none"
    }

    /// The comparison's outcome in one sentence.
    public var verdict: String {
        let structural: [(noun: String, count: Int)] = [
            ("RIB", Self.structuralCount(ribs)),
            ("relation", Self.structuralCount(relations)),
            ("scope", Self.structuralCount(scopes)),
            ("shared object", Self.structuralCount(sharedObjects)),
        ]
        let parts: [String] = structural.filter { $0.count > 0 }.map { $0.count == 1 ? "1 \($0.noun)" : "\($0.count) \($0.noun)s" }
        if !parts.isEmpty {
            return "The architecture differs: \(parts.joined(separator: ", ")) added or removed."
        }
        return hasCountChanges
            ? "The architecture is the same; some counts differ."
            : "The architecture is the same."
    }

    private static func structuralCount<Item>(_ entries: [Entry<Item>]) -> Int {
        entries.count { $0.change.isStructural }
    }

    private static func title(_ header: TraceHeader, label: String?) -> String {
        let app = TextEscaping.singleLine(header.app.name)
        if let label { return "\(app) (\(TextEscaping.singleLine(label)))" }
        if let session = header.session.name { return "\(app) (session \(TextEscaping.singleLine(session)))" }
        return app
    }

    /// A heading with the counts of each change, then one line per entry that changed.
    private static func section<Item>(_ heading: String, _ entries: [Entry<Item>], name: (Item) -> String) -> [String] {
        var counts: [String] = []
        for (change, words) in [(Change.added, "added"), (.removed, "removed"), (.countChanged, "with another count"), (.unchanged, "unchanged")] {
            let count = entries.count { $0.change == change }
            if count > 0 { counts.append("\(count) \(words)") }
        }
        guard !counts.isEmpty else { return ["\(heading): none"] }
        let changed = entries.filter { $0.change != .unchanged }
        let names = changed.map { name($0.item) }
        let width = names.map(\.count).max() ?? 0
        let rows = zip(changed, names).map { entry, name in
            let mark =
                switch entry.change {
                case .added: "+"
                case .removed: "-"
                case .countChanged, .unchanged: "~"
                }
            let padding = String(repeating: " ", count: width - name.count)
            return "  \(mark) \(name)\(padding)  \(entry.oldCount) → \(entry.newCount)"
        }
        return ["\(heading): \(counts.joined(separator: ", "))"] + rows
    }
}

extension TraceDiff.Change {
    /// Whether the item appears in one session only.
    var isStructural: Bool { self == .added || self == .removed }
}
