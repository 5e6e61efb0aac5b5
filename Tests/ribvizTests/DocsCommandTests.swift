import Foundation
import Testing

@Suite("ribviz docs")
struct DocsCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = repository.appendingPathComponent("Docs/Examples")

    /// The example traces and the folders under Docs/Examples/docs that hold their docs.
    static let examplesAndDocs = [("tictactoe.trace.json", "tictactoe"), ("tabbed-app.trace.json", "tabbed-app")]

    @Test("writes an index and one page per RIB, the same bytes every time")
    func pages() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = Self.examples.appendingPathComponent("tictactoe.trace.json").path
        let first = try await RibvizRunner.run(["docs", trace, "-o", "one"], in: folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let second = try await RibvizRunner.run(["docs", trace, "-o", "two"], in: folder)
        #expect(second.exitCode == 0, "\(second.standardError)")
        let one = try GeneratedFolders.files(in: folder.appendingPathComponent("one"))
        let ribs = ["BasicScoreBoard", "LoggedIn", "LoggedOut", "OffGame", "RandomWin", "Root", "TicTacToe"]
        // LoggedIn is viewless: no picture of its screen.
        let screens = ribs.filter { $0 != "LoggedIn" }.map { "ribs/\($0).screen.png" }
        let expected = [".ribviz-manifest.json", "README.md", "rib-graph.svg"] + ribs.flatMap { ["ribs/\($0).md", "ribs/\($0).svg"] } + screens
        #expect(one.keys.sorted() == expected.sorted())
        #expect(one == (try GeneratedFolders.files(in: folder.appendingPathComponent("two"))))
        let index = String(decoding: one["README.md"] ?? Data(), as: UTF8.self)
        #expect(index.contains("```mermaid\nflowchart TD\n"))
        #expect(index.contains("| [LoggedIn](ribs/LoggedIn.md) | viewless | LoggedIn | Root (1×) |"))
        #expect(index.contains("![The RIB graph drawn by graphviz](rib-graph.svg)"))
        let loggedIn = String(decoding: one["ribs/LoggedIn.md"] ?? Data(), as: UTF8.self)
        #expect(loggedIn.contains("once LoggedIn was first attached in event 12 of tictactoe.trace.json, 6.400 s into the session, and what followed at that instant"))
        #expect(loggedIn.contains("![LoggedIn once it was first attached](LoggedIn.svg)"))
        let snapshot = String(decoding: one["ribs/LoggedIn.svg"] ?? Data(), as: UTF8.self)
        #expect(snapshot.contains("attach LoggedIn to Root (event 12) and what followed at that instant"))
        #expect(snapshot.contains(">LoggedIn</text>") && snapshot.contains(">Root</text>") && !snapshot.contains(">LoggedOut</text>"))

        let withoutPictures = try await RibvizRunner.run(["docs", trace, "--no-svg", "-o", "two"], in: folder)
        #expect(withoutPictures.standardError.contains("removed 8 files"))
        #expect(
            try GeneratedFolders.files(in: folder.appendingPathComponent("two")).keys.allSatisfy {
                $0.hasSuffix(".md") || $0.hasSuffix(".screen.png") || $0 == ".ribviz-manifest.json"
            })

        let markdownOnly = try await RibvizRunner.run(["docs", trace, "--no-svg", "-o", "three"], in: folder)
        #expect(markdownOnly.exitCode == 0, "\(markdownOnly.standardError)")
        let three = try GeneratedFolders.files(in: folder.appendingPathComponent("three"))
        #expect(three.keys.filter { $0.hasSuffix(".svg") }.isEmpty)
        #expect(three.allSatisfy { !String(decoding: $0.value, as: UTF8.self).contains(".svg") })
    }

    @Test("regenerating deletes the pages of RIBs the traces no longer show")
    func stalePages() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traces = Self.examplesAndDocs.map { Self.examples.appendingPathComponent($0.0).path }
        #expect(try await RibvizRunner.run(["docs"] + traces + ["-o", "docs"], in: folder).exitCode == 0)
        let again = try await RibvizRunner.run(["docs", traces[0], "-o", "docs"], in: folder)
        #expect(again.exitCode == 0, "\(again.standardError)")
        #expect(again.standardError.contains("removed 15 files"))
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("docs/ribs").path)
        #expect(pages.count == 20)
        #expect(!pages.contains("AppRoot.md") && !pages.contains("AppRoot.svg") && !pages.contains("AppRoot.screen.png"))
    }

    @Test("the index, the picture and the RIB pages are written all together or not at all")
    func allOrNothing() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traces = Self.examplesAndDocs.map { Self.examples.appendingPathComponent($0.0).path }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("in the way".utf8).write(to: folder.appendingPathComponent("docs/ribs"))
        let blocked = try await RibvizRunner.run(["docs", traces[0], "-o", "docs"], in: folder)
        #expect(blocked.exitCode == 73)
        #expect(blocked.standardError.contains("docs/ribs: it is a file, not a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("docs").path) == ["ribs"])

        // A failed regeneration keeps the earlier docs whole, stale pages included.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("docs/ribs"))
        #expect(try await RibvizRunner.run(["docs"] + traces + ["-o", "docs"], in: folder).exitCode == 0)
        let root = folder.appendingPathComponent("docs/ribs/Root.md")
        try FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let failed = try await RibvizRunner.run(["docs", traces[0], "-o", "docs"], in: folder)
        #expect(failed.exitCode == 73)
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("docs/ribs").path)
        #expect(pages.contains("AppRoot.md"))
        #expect(!pages.contains { $0.hasPrefix(".") })
    }

    @Test("traces of different apps are merged with a warning")
    func differentApps() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traces = Self.examplesAndDocs.map { Self.examples.appendingPathComponent($0.0).path }
        let run = try await RibvizRunner.run(["docs"] + traces + ["-o", "docs"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.contains("warning: the traces come from different apps (TicTacToe, MiniSuperApp)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/ribs/AppRoot.md").path))
    }

    @Test("traces with more distinct RIB names than RIB pages are refused at once, naming the limit, and write nothing")
    func tooManyNames() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ribs = (1...5_001).map { #"{"id":\#($0),"name":"Rib\#($0)"}"# }.joined(separator: ",")
        let trace =
            #"{"format":"ribviz-trace","version":1,"app":{"name":"Names"},"ribs":["# + ribs
            + #"],"events":[{"seq":0,"t":0,"kind":"launch","rib":1}]}"#
        try Data(trace.utf8).write(to: folder.appendingPathComponent("names.json"))
        let run = try await RibvizRunner.run(["docs", "names.json", "-o", "docs"], in: folder)
        #expect(run.exitCode == 64, "\(run.standardError)")
        #expect(
            run.standardError.hasPrefix(
                "ribviz: error: names.json: the traces have 5001 distinct RIB names, more than the 5000 RIB pages a docs folder holds"),
            "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs").path))
    }

    @Test("a missing trace is exit code 66 and writes nothing")
    func missingTrace() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await RibvizRunner.run(["docs", "nowhere.json", "-o", "docs"], in: folder)
        #expect(run.exitCode == 66)
        #expect(run.standardError.contains("nowhere.json: no such file"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs").path))
    }

    /// Markdown is compared byte for byte; the SVG too when this machine's graphviz is the
    /// version that drew the committed one.
    @Test("Docs/Examples/docs is what ribviz docs writes for the example traces")
    func committedExampleDocsAreUpToDate() async throws {
        for (trace, docs) in Self.examplesAndDocs {
            let folder = try RibvizRunner.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try await RibvizRunner.run(["docs", Self.examples.appendingPathComponent(trace).path, "-o", "fresh"], in: folder)
            #expect(run.exitCode == 0, "\(run.standardError)")
            let fresh = try GeneratedFolders.files(in: folder.appendingPathComponent("fresh"))
            let committed = try GeneratedFolders.files(in: Self.examples.appendingPathComponent("docs/" + docs))
            let stale = GeneratedFolders.differences(fresh: fresh, committed: committed)
            #expect(
                stale.isEmpty,
                """
                Docs/Examples/docs/\(docs) is out of date (\(stale.joined(separator: ", "))). Regenerate it from the repository's root:
                  rm -rf Docs/Examples/docs/\(docs) && swift run ribviz docs Docs/Examples/\(trace) -o Docs/Examples/docs/\(docs)
                """)
        }
    }

    @Test("docs writes each RIB's latest screen next to its page, links it, and lists it in its manifest")
    func docsShowScreens() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try RenderScreensTests.writeTrace(picture: RenderScreensTests.png, into: folder)
        let run = try await RibvizRunner.run(["docs", "trace.json", "--no-svg", "-q", "-o", "docs"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let docs = folder.appendingPathComponent("docs")
        let picture = try Data(contentsOf: docs.appendingPathComponent("ribs/Home___.screen.png"))
        #expect([UInt8](picture) == RenderScreensTests.png.bytes)
        let page = try String(contentsOf: docs.appendingPathComponent("ribs/Home___.md"), encoding: .utf8)
        #expect(page.contains(#"![What Home\<\&\> showed](Home___.screen.png)"#))
        #expect(page.contains("## Screen"))
        let card = try String(contentsOf: docs.appendingPathComponent("ribs/Card.md"), encoding: .utf8)
        #expect(!card.contains("## Screen"))
        #expect(!FileManager.default.fileExists(atPath: docs.appendingPathComponent("ribs/Card.screen.png").path))
        let manifest = try String(contentsOf: docs.appendingPathComponent(".ribviz-manifest.json"), encoding: .utf8)
        #expect(manifest.contains("Home___.screen.png"))
    }
}
