import Foundation
import Testing

@Suite("ribviz scan")
struct ScanCommandTests {
    /// The repository's root: the example apps' real sources live under Sources/RibExamples.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/RibScannerTests/Fixtures").path
    static let ticTacToeSources = repository.appendingPathComponent("Sources/RibExamples/TicTacToe").path

    @Test("text shows the declared tree")
    func text() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = try await RibvizRunner.run(["scan", Self.fixtures + "/TicTacToe"], in: folder)
        #expect(scan.exitCode == 0, "\(scan.standardError)")
        #expect(scan.standardOutput.hasPrefix("7 RIBs, 6 attachments, 2 adapters in 30 Swift files\n\nRoot (viewful, launch root)\n├─ LoggedIn (viewless)\n"))
        #expect(scan.standardError.isEmpty)
    }

    @Test("json, mermaid, markdown, dot and svg, to standard output or into a folder")
    func formats() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapters = Self.fixtures + "/Adapters"
        let json = try await RibvizRunner.run(["scan", adapters, "--format", "json", "-o", "out"], in: folder)
        #expect(json.exitCode == 0, "\(json.standardError)")
        #expect(json.standardOutput.isEmpty)
        #expect(json.standardError == "ribviz: wrote out/architecture.json\n")
        let decoded = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out/architecture.json"))) as? [String: Any]
        #expect((decoded?["ribs"] as? [Any])?.count == 2)

        let mermaid = try await RibvizRunner.run(["scan", adapters, "-f", "mermaid"], in: folder)
        #expect(mermaid.standardOutput.contains("rib1 -->|\"via ChildAdapter\"| rib0"))

        let markdown = try await RibvizRunner.run(["scan", adapters, "-f", "markdown"], in: folder)
        #expect(markdown.standardOutput.hasPrefix("# RIB architecture\n"))
        #expect(markdown.standardOutput.contains("## Child\n"))
        #expect(markdown.standardOutput.contains("- Child through `ChildAdapter`: "))

        let dot = try await RibvizRunner.run(["scan", adapters, "-f", "dot"], in: folder)
        #expect(dot.standardOutput.contains("adapter<br/>ChildAdapter"))

        let svg = try await RibvizRunner.run(["scan", adapters, "-f", "svg", "-o", "out"], in: folder)
        #expect(svg.exitCode == 0, "\(svg.standardError)")
        let drawing = try String(contentsOf: folder.appendingPathComponent("out/architecture.svg"), encoding: .utf8)
        #expect(drawing.contains("<svg"))
        #expect(drawing.contains(">Parent</text>"))
        let svgToTerminal = try await RibvizRunner.run(["scan", adapters, "-f", "svg"], in: folder)
        #expect(svgToTerminal.standardOutput.hasPrefix("<?xml"))
    }

    @Test("--output names a folder, like the other commands'; binary formats and docs need one")
    func outputFolder() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let adapters = Self.fixtures + "/Adapters"
        let png = try await RibvizRunner.run(["scan", adapters, "-f", "png"], in: folder)
        #expect(png.exitCode == 64)
        #expect(png.standardOutput.isEmpty)
        #expect(
            png.standardError
                == "ribviz: error: png is binary and cannot go to the terminal; name a folder with --output (for example --output .) and scan writes architecture.png into it.\n")
        let pngInFolder = try await RibvizRunner.run(["scan", adapters, "-f", "png", "-o", "new/nested"], in: folder)
        #expect(pngInFolder.exitCode == 0, "\(pngInFolder.standardError)")
        let picture = try Data(contentsOf: folder.appendingPathComponent("new/nested/architecture.png"))
        #expect(picture.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        let fileName = try await RibvizRunner.run(["scan", adapters, "-f", "svg", "-o", "pictures/tree.svg"], in: folder)
        #expect(fileName.exitCode == 64)
        #expect(
            fileName.standardError.contains(
                "pictures/tree.svg looks like a file name, but --output names a folder, into which scan writes architecture.svg. Give a folder instead (for example --output pictures)."
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pictures").path))

        try Data().write(to: folder.appendingPathComponent("taken"))
        let onAFile = try await RibvizRunner.run(["scan", adapters, "-o", "taken"], in: folder)
        #expect(onAFile.exitCode == 73)
        #expect(onAFile.standardError.hasSuffix("taken: it is a file, not a folder. Move it aside or choose another folder with --output.\n"))
        #expect(!onAFile.standardError.contains(".."))

        let text = try await RibvizRunner.run(["scan", adapters, "-o", "."], in: folder)
        #expect(text.exitCode == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("architecture.txt"), encoding: .utf8).hasPrefix("2 RIBs, 1 attachment"))

        let help = try await RibvizRunner.run(["scan", "--help"], in: folder).standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("--output names a folder (created if needed). scan writes architecture.<format> into it"))
        #expect(help.contains("docs and binary formats (png, pdf…) need --output"))
    }

    @Test("--format docs writes the layout of ribviz docs, the same bytes every time, and deletes pages of RIBs that are gone")
    func docs() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await RibvizRunner.run(["scan", Self.fixtures + "/TicTacToe", "--format", "docs", "-o", "docs"], in: folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let one = try GeneratedFolders.files(in: folder.appendingPathComponent("docs"))
        let ribs = ["BasicScoreBoard", "LoggedIn", "LoggedOut", "OffGame", "RandomWin", "Root", "TicTacToe"]
        #expect(one.keys.sorted() == [".ribviz-manifest.json", "README.md", "rib-graph.svg"] + ribs.map { "ribs/\($0).md" })
        let index = String(decoding: one["README.md"] ?? Data(), as: UTF8.self)
        #expect(index.hasPrefix("# RIB architecture of TicTacToe\n"))
        #expect(index.contains("| [LoggedIn](ribs/LoggedIn.md) | viewless | `LoggedInComponent` |"))
        // Every link to the sources, followed from the page, reaches the file.
        let root = String(decoding: one["ribs/Root.md"] ?? Data(), as: UTF8.self)
        let targets = root.matches(of: /\]\(([^)#]*\.swift)#L[0-9]+\)/).map { String($0.output.1) }
        #expect(targets.count > 3)
        for target in targets {
            let file = folder.appendingPathComponent("docs/ribs").appendingPathComponent(target.removingPercentEncoding ?? target).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: file.path), "\(target)")
        }
        let svg = String(decoding: one["rib-graph.svg"] ?? Data(), as: UTF8.self)
        #expect(svg.contains(">LoggedIn</text>"))

        let again = try await RibvizRunner.run(["scan", Self.fixtures + "/TicTacToe", "--format", "docs", "-o", "docs"], in: folder)
        #expect(again.exitCode == 0)
        #expect(try GeneratedFolders.files(in: folder.appendingPathComponent("docs")) == one)

        let other = try await RibvizRunner.run(["scan", Self.fixtures + "/Adapters", "--format", "docs", "-o", "docs"], in: folder)
        #expect(other.exitCode == 0, "\(other.standardError)")
        #expect(other.standardError.contains("removed 7 files of RIBs the sources no longer declare"))
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("docs/ribs").path).sorted()
        #expect(pages == ["Child.md", "Parent.md"])

        let noFolder = try await RibvizRunner.run(["scan", Self.fixtures + "/Adapters", "--format", "docs"], in: folder)
        #expect(noFolder.exitCode == 64)
        #expect(noFolder.standardError.contains("--format docs writes a folder"))
    }

    @Test("warnings go to standard error for formats that have no place for them; --strict fails on them")
    func warnings() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edgeCases = Self.fixtures + "/EdgeCases"
        let mermaid = try await RibvizRunner.run(["scan", edgeCases, "-f", "mermaid"], in: folder)
        #expect(mermaid.exitCode == 0)
        #expect(mermaid.standardError.contains("Broken/BrokenBuilder.swift:4: warning: syntax error: "))
        let strict = try await RibvizRunner.run(["scan", edgeCases, "--strict"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput.contains("Warnings\n"))
    }

    @Test("--format xcode prints only the warnings, each as absolute-path:line: warning:, for an Xcode build phase")
    func xcode() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let edgeCases = Self.fixtures + "/EdgeCases"
        let relative = try await RibvizRunner.run(["scan", "EdgeCases", "--format", "xcode"], in: URL(fileURLWithPath: Self.fixtures))
        #expect(relative.exitCode == 0)
        let lines = relative.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(edgeCases + "/") && $0.contains(".swift:") && $0.contains(": warning: ") })
        #expect(relative.standardOutput.contains(edgeCases + "/Broken/BrokenBuilder.swift:4: warning: syntax error: "))
        #expect(relative.standardError.isEmpty)
        let strict = try await RibvizRunner.run(["scan", edgeCases, "--format", "xcode", "--strict"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput == relative.standardOutput)
        let clean = try await RibvizRunner.run(["scan", Self.fixtures + "/Adapters", "--format", "xcode", "--strict"], in: folder)
        #expect(clean.exitCode == 0 && clean.standardOutput.isEmpty, "\(clean.standardOutput)")
        let generated = try await RibvizRunner.run(
            ["scan", Self.fixtures + "/Needle", Self.fixtures + "/NeedleGenerated", "--format", "xcode", "--strict"], in: folder)
        #expect(generated.exitCode == 0, "\(generated.standardOutput)")
        #expect(generated.standardOutput.hasPrefix("note: ribviz: 3 generated files left out: "))
        #expect(generated.standardOutput.split(separator: "\n").count == 1)
        let nowhere = try await RibvizRunner.run(["scan", ".", "--format", "xcode"], in: folder)
        #expect(nowhere.standardOutput.hasPrefix("warning: ribviz: no RIBs found"))
        let toFolder = try await RibvizRunner.run(["scan", edgeCases, "--format", "xcode", "-o", "out"], in: folder)
        #expect(toFolder.exitCode == 64)
        #expect(toFolder.standardError.contains("--format xcode prints the warnings for Xcode on standard output; leave out --output."))
    }

    @Test("--compare holds the example app's sources against its recorded session")
    func compare() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let consistent = try await RibvizRunner.run(
            ["scan", Self.ticTacToeSources, "--compare", "tictactoe.trace.json", "--strict"], in: folder
        )
        #expect(consistent.exitCode == 0, "\(consistent.standardError)")
        #expect(
            consistent.standardOutput.hasPrefix(
                """
                Declared relations seen at run time (6 of 6):
                  LoggedIn → OffGame (4×)
                  LoggedIn → RandomWin (1×)
                """))
        for heading in [
            "Declared but never attached in this trace (dead or untested paths)", "Attached at run time but not declared in the sources (attached outside its builders?)",
            "Built but never attached (didLoad never ran)",
        ] {
            #expect(consistent.standardOutput.contains("\n\(heading): none\n"))
        }
        #expect(consistent.standardError.isEmpty)

        let other = try await RibvizRunner.run(["scan", Self.ticTacToeSources, "--compare", "tabbed-app.trace.json", "--strict", "-o", "report"], in: folder)
        #expect(other.exitCode == 1)
        let report = try String(contentsOf: folder.appendingPathComponent("report/comparison.txt"), encoding: .utf8)
        #expect(
            report.contains("Attached at run time but not declared in the sources (attached outside its builders?):\n  AppHome → TransportHome (2×)\n  AppRoot → AppHome (1×)\n"))
        #expect(report.contains("Declared but never attached in this trace (dead or untested paths):\n  LoggedIn → OffGame ("))
        #expect(report.contains("In the trace but not found in the sources:\n  AppHome"))
        #expect(
            other.standardError.components(
                separatedBy: "warning: the trace (app MiniSuperApp) may come from another app than the scanned sources: none of its 5 RIBs are declared in them"
            ).count == 2)
    }

    @Test("bad usage and missing input have their exit codes")
    func failures() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try await RibvizRunner.run(["scan", "nowhere"], in: folder)
        #expect(missing.exitCode == 66)
        #expect(missing.standardError == "ribviz: error: nowhere: no such file or folder. Give the folders that hold the app's Swift sources.\n")
        let conflicting = try await RibvizRunner.run(["scan", ".", "--compare", "t.json", "-f", "json"], in: folder)
        #expect(conflicting.exitCode == 64)
        let unknownFormat = try await RibvizRunner.run(["scan", Self.fixtures + "/Adapters", "-f", "nonsense"], in: folder)
        #expect(unknownFormat.exitCode == 64)
        #expect(unknownFormat.standardError.contains("cannot write the format 'nonsense'"))
        let empty = try await RibvizRunner.run(["scan", "."], in: folder)
        #expect(empty.exitCode == 0)
        #expect(empty.standardOutput.contains("warning: no RIBs found in 0 Swift files"))
    }
}
