import Foundation
import Testing

@Suite("ribviz suggests what a mistyped name meant")
struct SuggestionTests {
    /// A new folder with the example traces; the caller removes it.
    private func folder() async throws -> URL {
        let folder = try RibvizRunner.temporaryFolder()
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        return folder
    }

    @Test(
        "a mistyped command names the command it is closest to, and exits 64",
        arguments: [
            ("rendr", "render"), ("isnpect", "inspect"), ("DIFF", "diff"), ("dosc", "docs"),
        ])
    func command(typed: String, meant: String) async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run([typed, "tictactoe.trace.json"], in: folder)
        #expect(result.exitCode == 64)
        #expect(
            result.standardError == """
                ribviz: error: unknown command '\(typed)'. Did you mean '\(meant)'?
                Run 'ribviz --help' to see what each command does.

                """)
    }

    @Test("a word close to no command lists the commands; a trace given without a command gets an example")
    func noCloseCommand() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let far = try await RibvizRunner.run(["visualize"], in: folder)
        #expect(far.exitCode == 64)
        #expect(far.standardError.hasPrefix("ribviz: error: unknown command 'visualize'. The commands are render, "))
        for command in ["inspect", "diff", "scan", "docs", "demo"] {
            #expect(far.standardError.contains(" \(command),") || far.standardError.contains(" \(command).\n"), "it lists \(command)")
        }
        let file = try await RibvizRunner.run(["tictactoe.trace.json"], in: folder)
        #expect(file.exitCode == 64)
        #expect(
            file.standardError.hasPrefix("ribviz: error: unknown command 'tictactoe.trace.json'. Name a command before the file, for example 'ribviz render tictactoe.trace.json'"))
    }

    @Test("commands, options, --version and help still work as before")
    func knownWords() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await RibvizRunner.run(["--version"], in: folder).exitCode == 0)
        #expect(try await RibvizRunner.run(["help", "render"], in: folder).standardOutput.contains("OVERVIEW: Draw a trace"))
        #expect(try await RibvizRunner.run(["inspect", "tictactoe.trace.json"], in: folder).exitCode == 0)
        // swift-argument-parser suggests options itself.
        let option = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--every-stat"], in: folder)
        #expect(option.exitCode == 64)
        #expect(option.standardError.contains("Did you mean '--every-state'?"))
    }

    @Test(
        "a mistyped format or engine names the closest one graphviz offers",
        arguments: [
            (["-f", "sgv"], "cannot write the format 'sgv'. Did you mean 'svg'? Available formats:"),
            (["-e", "twop"], "no layout engine 'twop'. Did you mean 'twopi'? Available engines:"),
        ])
    func graphvizNames(options: [String], message: String) async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run(["render", "tictactoe.trace.json", "-o", "out"] + options, in: folder)
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test("a missing trace with a near name in its folder suggests that file; one with none explains what to give")
    func tracePath() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("traces"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("tictactoe.trace.json"), to: folder.appendingPathComponent("traces/login.json"))
        let near = try await RibvizRunner.run(["inspect", "tictactoe.trace.jsn"], in: folder)
        #expect(near.exitCode == 66)
        #expect(near.standardError == "ribviz: error: tictactoe.trace.jsn: no such file. Did you mean tictactoe.trace.json?\n")
        let nested = try await RibvizRunner.run(["render", "traces/lgoin.json"], in: folder)
        #expect(nested.standardError == "ribviz: error: traces/lgoin.json: no such file. Did you mean traces/login.json?\n")
        let far = try await RibvizRunner.run(["inspect", "checkout.json"], in: folder)
        #expect(far.exitCode == 66)
        #expect(far.standardError.contains("checkout.json: no such file. Give the path of a trace recorded by RibInspector"))
    }
}
