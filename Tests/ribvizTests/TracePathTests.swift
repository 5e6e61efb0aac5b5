import Foundation
import Testing

@testable import ribviz

@Suite("ribviz reads the trace a path names, or standard input for -")
struct TracePathTests {
    /// A new folder with the example traces, a file named `s` and a Swift file; the
    /// caller removes it.
    private func folder() async throws -> URL {
        let folder = try RibvizRunner.temporaryFolder()
        _ = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try Data("s".utf8).write(to: folder.appendingPathComponent("s"))
        try Data("final class RootBuilder {}\n".utf8).write(to: folder.appendingPathComponent("Root.swift"))
        return folder
    }

    /// Each command that reads a trace, reading the one at `path`.
    private static func commands(reading path: String) -> [[String]] {
        [
            ["inspect", path], ["render", path, "-o", "out"], ["report", path, "-o", "out"],
            ["diff", path, "tictactoe.trace.json"], ["docs", path, "-o", "out"],
            ["scan", "Root.swift", "--compare", path],
        ]
    }

    @Test(
        "a missing path of any shape is a missing input (66) for every command, never a crash",
        arguments: ["x", "~", "é", "a/", "/no/such/x", "ab/", "\u{FFFF}", " "])
    func oddMissingPath(path: String) async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in Self.commands(reading: path) {
            let result = try await RibvizRunner.run(command, in: folder)
            #expect(result.exitCode == 66, "\(command): \(result.standardError)")
            #expect(result.standardError.contains("ribviz: error: \(path): no such file."), "\(command): \(result.standardError)")
        }
    }

    @Test("an empty path suggests nothing, even next to a file of one letter")
    func emptyPath() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run(["inspect", ""], in: folder)
        #expect(result.exitCode == 66)
        #expect(!result.standardError.contains("Did you mean"), "\(result.standardError)")
    }

    @Test("the look-up of a near name returns for any string, and only names a file in the path's folder")
    func nearbyFileLookUp() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strange = ["", "x", "-", "~", "é", "a/", "/", "//", "./", "../", ".", "..", "\u{0}", "\u{FFFE}/x", "🎮", "a//b/"]
        for path in strange {
            _ = TraceLoading.nearbyFile(to: path)
        }
        #expect(TraceLoading.nearbyFile(to: "") == nil)
        #expect(TraceLoading.nearbyFile(to: folder.path + "/") == nil)
        #expect(TraceLoading.nearbyFile(to: folder.path + "/tictactoe.trace.jsn") == folder.path + "/tictactoe.trace.json")
        #expect(TraceLoading.nearbyFile(to: folder.path + "//tictactoe.trace.jsn") == folder.path + "//tictactoe.trace.json")
    }

    @Test("- reads the trace from standard input for every command that reads one")
    func standardInput() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try Data(contentsOf: folder.appendingPathComponent("tictactoe.trace.json"))
        let fromFile = try await RibvizRunner.run(["inspect", "tictactoe.trace.json"], in: folder)
        let fromInput = try await RibvizRunner.run(["inspect", "-"], in: folder, standardInput: trace)
        #expect(fromInput.exitCode == 0, "\(fromInput.standardError)")
        #expect(fromInput.standardOutput == fromFile.standardOutput)

        let render = try await RibvizRunner.run(["render", "-", "-o", "pictures", "--every-state", "--jobs", "2", "-q"], in: folder, standardInput: trace)
        #expect(render.exitCode == 0, "\(render.standardError)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("pictures").path)
        #expect(pictures.contains("index.md") && pictures.contains("timeline.svg") && pictures.count > 10)
        let index = try String(contentsOf: folder.appendingPathComponent("pictures/index.md"), encoding: .utf8)
        #expect(index.contains("standard input"))

        let report = try await RibvizRunner.run(["report", "-", "-o", "reports", "-q"], in: folder, standardInput: trace)
        #expect(report.exitCode == 0, "\(report.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("reports/stdin.report.html").path))

        let diff = try await RibvizRunner.run(["diff", "-", "tictactoe.trace.json"], in: folder, standardInput: trace)
        #expect(diff.exitCode == 0, "\(diff.standardError)")
        #expect(diff.standardOutput.contains("standard input"), "\(diff.standardOutput)")

        let docs = try await RibvizRunner.run(["docs", "-", "-o", "docs", "--no-svg", "-q"], in: folder, standardInput: trace)
        #expect(docs.exitCode == 0, "\(docs.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/README.md").path))

        let scan = try await RibvizRunner.run(["scan", "Root.swift", "--compare", "-"], in: folder, standardInput: trace)
        #expect(scan.exitCode == 0 || scan.exitCode == 1, "\(scan.standardError)")
        #expect(!scan.standardError.contains("no such file"))
    }

    @Test("a damaged trace on standard input is named so; standard input given twice is refused")
    func standardInputErrors() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let damaged = try await RibvizRunner.run(["inspect", "-"], in: folder, standardInput: Data("{\"format\":1".utf8))
        #expect(damaged.exitCode == 65)
        #expect(damaged.standardError.hasPrefix("ribviz: error: standard input: line 1, column "), "\(damaged.standardError)")
        let empty = try await RibvizRunner.run(["render", "-"], in: folder, standardInput: Data())
        #expect(empty.exitCode == 65)
        #expect(empty.standardError.hasPrefix("ribviz: error: standard input: the file is empty."), "\(empty.standardError)")
        for command in [["diff", "-", "-"], ["docs", "-", "-", "-o", "out"]] {
            let twice = try await RibvizRunner.run(command, in: folder, standardInput: Data())
            #expect(twice.exitCode == 64, "\(command)")
            #expect(twice.standardError.contains("'-' (standard input) is given more than once"), "\(twice.standardError)")
        }
    }

    @Test("an endless device given as the trace is refused at its first byte by every command")
    func endlessDevice() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in Self.commands(reading: "/dev/zero") {
            let result = try await RibvizRunner.run(command, in: folder)
            #expect(result.exitCode == 65, "\(command): \(result.standardError)")
            #expect(result.standardError.contains("/dev/zero: line 1, column 1 (byte 0): this is not valid JSON: expected '{' to start a ribviz trace, found byte 0x0."))
        }
    }

    @Test("each command's help says that - reads standard input")
    func help() async throws {
        let folder = try await folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["inspect", "render", "report", "diff", "docs", "scan"] {
            let help = try await RibvizRunner.run(["help", command], in: folder)
            #expect(help.standardOutput.contains("standard input"), "\(command)")
        }
    }
}
