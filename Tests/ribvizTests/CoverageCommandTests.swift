import Foundation
import Testing

@Suite("ribviz coverage")
struct CoverageCommandTests {
    static let ticTacToeSources = ScanCommandTests.ticTacToeSources

    /// A new folder with the example traces in `traces/`; the caller removes it.
    private func folderWithTraces() async throws -> URL {
        let folder = try RibvizRunner.temporaryFolder()
        let demo = try await RibvizRunner.run(["demo", "-q", "-o", "traces"], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        return folder
    }

    @Test("text: what the sessions exercised of the declared tree, from a folder of traces")
    func text() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "traces"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("Coverage of the declared RIB tree by 2 sessions\n\nRIBs exercised: 7 of 7 (100.0%)\nRelations exercised: 6 of 6 (100.0%)\n"))
        #expect(run.standardOutput.contains("  Root → LoggedOut: 2× in 1 session (traces/tictactoe.trace.json)"))
        #expect(run.standardOutput.contains("RIBs of the sessions not found in the sources: AppHome, AppRoot, FinanceHome, ProfileHome, TransportHome"))
    }

    @Test("--min-coverage fails the run below it; json holds what --baseline reads back")
    func minimumAndBaseline() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "traces", "-f", "json", "-o", "main", "--min-coverage", "100%"], in: folder)
        #expect(full.exitCode == 0, "\(full.standardError)")
        #expect(full.standardError == "ribviz: wrote main/coverage.json\n")
        let other = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "traces/tabbed-app.trace.json", "--min-coverage", "50"], in: folder)
        #expect(other.exitCode == 1)
        #expect(other.standardError.contains("relation coverage 0.0% is below --min-coverage 50%"))
        let baseline = try await RibvizRunner.run(
            ["coverage", "--sources", Self.ticTacToeSources, "traces/tabbed-app.trace.json", "--baseline", "main/coverage.json", "-f", "markdown"], in: folder)
        #expect(baseline.exitCode == 0, "\(baseline.standardError)")
        #expect(baseline.standardOutput.contains("**No longer exercised since the baseline:** \n- LoggedIn → OffGame\n"))
    }

    @Test("a picture of the declared tree marked with what was exercised")
    func picture() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "traces/tictactoe.trace.json", "-f", "svg", "-o", "."], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let svg = try String(contentsOf: folder.appendingPathComponent("coverage.svg"), encoding: .utf8)
        #expect(svg.contains("RIB coverage: 6 of 6 relations by 1 session"))
        #expect(svg.contains(">4×</text>"))
    }

    @Test("bad input: an unreadable trace is skipped with its name; no traces, no sources or a bad percentage are clear errors")
    func badInput() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not json".utf8).write(to: folder.appendingPathComponent("traces/broken.json"))
        let skipped = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "traces"], in: folder)
        #expect(skipped.exitCode == 0)
        #expect(skipped.standardError.hasPrefix("ribviz: warning: skipped traces/broken.json: "))
        #expect(skipped.standardOutput.hasPrefix("Coverage of the declared RIB tree by 2 sessions (1 more could not be read)"))
        let onlyBroken = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "traces/broken.json"], in: folder)
        #expect(onlyBroken.exitCode == 65)
        let missing = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "nothing-here"], in: folder)
        #expect(missing.exitCode == 66)
        #expect(missing.standardError.contains("nothing-here: no such file or folder"))
        let noSources = try await RibvizRunner.run(["coverage", "traces"], in: folder)
        #expect(noSources.exitCode == 64)
        #expect(noSources.standardError.contains("give the declared tree once"))
        let percent = try await RibvizRunner.run(["coverage", "--sources", Self.ticTacToeSources, "traces", "--min-coverage", "120%"], in: folder)
        #expect(percent.exitCode == 64)
        let savedScan = try await RibvizRunner.run(["coverage", "--scan", "traces/tictactoe.trace.json", "traces"], in: folder)
        #expect(savedScan.exitCode == 65)
        #expect(savedScan.standardError.contains("not a saved scan"))
    }

    @Test("--scan reads a saved scan instead of scanning")
    func savedScan() async throws {
        let folder = try await folderWithTraces()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = try await RibvizRunner.run(["scan", Self.ticTacToeSources, "-f", "json", "-o", "scan"], in: folder)
        #expect(scan.exitCode == 0, "\(scan.standardError)")
        let run = try await RibvizRunner.run(["coverage", "--scan", "scan/architecture.json", "traces/tictactoe.trace.json"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Relations exercised: 6 of 6 (100.0%)"))
    }
}
