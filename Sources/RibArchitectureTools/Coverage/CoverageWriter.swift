import Foundation
import RibArchitecture
import RibInspector

/// Writes an ``ArchitectureCoverage`` as text for a terminal, Markdown for a pull request
/// comment, or JSON (described by `Docs/coverage.schema.json`) that `--baseline` reads back.
public struct CoverageWriter: Sendable {
    /// A baseline to report against: what it exercised that the coverage does not.
    public var baseline: ArchitectureCoverage?

    /// Creates a writer, with an optional baseline.
    public init(baseline: ArchitectureCoverage? = nil) {
        self.baseline = baseline
    }

    // MARK: - Text

    /// The coverage as text: the totals, each module, every declared relation with how
    /// often and where it was used or where it is declared, then what the sessions did
    /// that the sources do not declare.
    public func text(_ coverage: ArchitectureCoverage) -> String {
        var lines = [headline(coverage), ""]
        lines.append("RIBs exercised: \(share(coverage.ribCoverage))")
        lines.append("Relations exercised: \(share(coverage.relationCoverage))")
        let modules = coverage.modules
        if modules.count > 1 || modules.first?.module != nil {
            lines.append("")
            lines.append("By module:")
            for module in modules {
                lines.append("  \(escaped(module.module ?? "(module unknown)")): RIBs \(share(module.ribs)), relations \(share(module.relations))")
            }
        }
        lines.append("")
        lines.append("Declared relations:")
        if coverage.relations.isEmpty { lines.append("  none") }
        for relation in coverage.relations {
            if relation.attachments > 0 {
                lines.append("  \(escaped(relation.description)): \(relation.attachments)× in \(sessions(relation.traces)) (\(examples(relation)))")
            } else {
                lines.append("  \(escaped(relation.description)): never" + (relation.declaredAt.map { " (declared at \(escaped($0.description)))" } ?? ""))
            }
        }
        let unused = coverage.ribs.filter { $0.uses == 0 }.map(\.name)
        lines.append("")
        lines.append("RIBs never attached or launched: " + (unused.isEmpty ? "none" : unused.map(escaped).joined(separator: ", ")))
        lines.append(
            "Relations the sessions used that the sources do not declare: "
                + (coverage.undeclared.isEmpty ? "none" : coverage.undeclared.map { "\(escaped($0.description)) (\($0.attachments)×)" }.joined(separator: ", ")))
        lines.append("RIBs of the sessions not found in the sources: " + (coverage.unknownRibs.isEmpty ? "none" : coverage.unknownRibs.map(escaped).joined(separator: ", ")))
        if let baseline {
            let lost = coverage.noLongerExercised(since: baseline)
            lines.append(
                "No longer exercised since the baseline: "
                    + (lost.ribs.isEmpty && lost.relations.isEmpty
                        ? "none" : (lost.relations.map { escaped($0.description) } + lost.ribs.map { "RIB \(escaped($0))" }).joined(separator: ", ")))
        }
        if !coverage.skipped.isEmpty {
            lines.append("")
            lines.append("Sessions that could not be read (\(coverage.skipped.count), counted nowhere):")
            for skipped in coverage.skipped { lines.append("  \(escaped(skipped.trace)): \(escaped(skipped.reason))") }
        }
        if let note = unresolvedNote(coverage) {
            lines.append("")
            lines.append(note)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Markdown

    /// The coverage as Markdown, for a pull request comment: the totals, a table per
    /// module, the relations never exercised, and what the sessions did that the sources
    /// do not declare.
    public func markdown(_ coverage: ArchitectureCoverage) -> String {
        var lines = ["### RIB coverage", "", headline(coverage) + ".", ""]
        lines.append("| | exercised | declared | % |")
        lines.append("|---|---:|---:|---:|")
        lines.append(row("RIBs", coverage.ribCoverage))
        lines.append(row("Relations", coverage.relationCoverage))
        let modules = coverage.modules
        if modules.count > 1 || modules.first?.module != nil {
            lines += ["", "| module | RIBs | relations |", "|---|---:|---:|"]
            for module in modules {
                lines.append("| \(md(module.module ?? "(module unknown)")) | \(share(module.ribs)) | \(share(module.relations)) |")
            }
        }
        let never = coverage.relations.filter { $0.attachments == 0 }
        lines += ["", "**Never exercised:** " + (never.isEmpty ? "none." : "")]
        for relation in never {
            lines.append("- \(md(relation.description))" + (relation.declaredAt.map { " (`\(code($0.description))`)" } ?? ""))
        }
        if let baseline {
            let lost = coverage.noLongerExercised(since: baseline)
            lines += ["", "**No longer exercised since the baseline:** " + (lost.ribs.isEmpty && lost.relations.isEmpty ? "none." : "")]
            lines += lost.relations.map { "- \(md($0.description))" } + lost.ribs.map { "- RIB \(md($0))" }
        }
        if !coverage.undeclared.isEmpty {
            lines += ["", "**Used but not declared in the sources:**"]
            lines += coverage.undeclared.map { "- \(md($0.description)) (\($0.attachments)×)" }
        }
        if !coverage.skipped.isEmpty {
            lines += ["", "**Sessions that could not be read:** \(coverage.skipped.count)"]
        }
        if let note = unresolvedNote(coverage) { lines += ["", md(note)] }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - JSON

    /// The coverage as JSON: its totals and modules first, then everything
    /// ``ArchitectureCoverage`` holds, which reads it back.
    public func json(_ coverage: ArchitectureCoverage) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(coverage))
    }

    private struct Document: Encodable {
        var format = "ribviz-coverage"
        var version: Int
        var ribCoverage: ArchitectureCoverage.Share
        var relationCoverage: ArchitectureCoverage.Share
        var modules: [ArchitectureCoverage.ModuleShare]
        var ribs: [ArchitectureCoverage.RibUse]
        var relations: [ArchitectureCoverage.RelationUse]
        var undeclared: [ArchitectureCoverage.RelationUse]
        var unknownRibs: [String]
        var tracesRead: Int
        var skipped: [ArchitectureCoverage.SkippedTrace]
        var unresolvedRoutes: Int

        init(_ coverage: ArchitectureCoverage) {
            version = coverage.version
            ribCoverage = coverage.ribCoverage
            relationCoverage = coverage.relationCoverage
            modules = coverage.modules
            ribs = coverage.ribs
            relations = coverage.relations
            undeclared = coverage.undeclared
            unknownRibs = coverage.unknownRibs
            tracesRead = coverage.tracesRead
            skipped = coverage.skipped
            unresolvedRoutes = coverage.unresolvedRoutes
        }
    }

    // MARK: - Wording

    private func headline(_ coverage: ArchitectureCoverage) -> String {
        "Coverage of the declared RIB tree by \(sessions(coverage.tracesRead))"
            + (coverage.skipped.isEmpty ? "" : " (\(coverage.skipped.count) more could not be read)")
    }

    private func unresolvedNote(_ coverage: ArchitectureCoverage) -> String? {
        guard coverage.unresolvedRoutes > 0 else { return nil }
        return "The scan left \(coverage.unresolvedRoutes) route\(coverage.unresolvedRoutes == 1 ? "" : "s") unresolved: relations through "
            + "\(coverage.unresolvedRoutes == 1 ? "it" : "them") are not in the declared tree, so using them counts as undeclared (see `ribviz scan`'s warnings)."
    }

    private func share(_ share: ArchitectureCoverage.Share) -> String {
        "\(share.exercised) of \(share.declared) (\(String(format: "%.1f", share.percent))%)"
    }

    private func row(_ title: String, _ share: ArchitectureCoverage.Share) -> String {
        "| \(title) | \(share.exercised) | \(share.declared) | \(String(format: "%.1f", share.percent)) |"
    }

    private func sessions(_ count: Int) -> String { "\(count) session\(count == 1 ? "" : "s")" }

    private func examples(_ relation: ArchitectureCoverage.RelationUse) -> String {
        relation.exampleTraces.map(escaped).joined(separator: ", ") + (relation.traces > relation.exampleTraces.count ? ", …" : "")
    }

    private func escaped(_ text: String) -> String { TextEscaping.singleLine(text) }

    private func md(_ text: String) -> String { MarkdownEscaping.text(text) }

    private func code(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "'") }
}
