import Foundation
import Testing

@Suite("ribviz render and demo")
struct RenderCommandTests {
    @Test("demo writes the example traces and render draws the final tree and the timeline")
    func demoThenRender() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "traces"], in: folder)
        #expect(demo.exitCode == 0)
        #expect(demo.standardOutput.contains("traces/tictactoe.trace.json"))

        let render = try await RibvizRunner.run(["render", "traces/tictactoe.trace.json"], in: folder)
        #expect(render.exitCode == 0, "\(render.standardError)")
        #expect(render.standardOutput.contains("tree-final.svg"))
        #expect(render.standardOutput.contains("timeline.svg"))
        let tree = try String(contentsOf: folder.appendingPathComponent("ribviz-output/tree-final.svg"), encoding: .utf8)
        #expect(tree.contains("LoggedOut#2"))
        let timeline = try String(contentsOf: folder.appendingPathComponent("ribviz-output/timeline.svg"), encoding: .utf8)
        #expect(timeline.contains("BasicScoreBoard#4"))
        #expect(timeline.contains("TicTacToe#2"))
    }

    @Test("--at, formats and --every-state choose what is drawn")
    func moments() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let atEvent = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--at", "33", "-f", "png", "-f", "dot", "--no-timeline", "-o", "at"], in: folder)
        #expect(atEvent.exitCode == 0, "\(atEvent.standardError)")
        let png = try Data(contentsOf: folder.appendingPathComponent("at/tree-000033.png"))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let dot = try String(contentsOf: folder.appendingPathComponent("at/tree-000033.dot"), encoding: .utf8)
        #expect(dot.contains("TicTacToe#1"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("at").path).sorted() == ["tree-000033.dot", "tree-000033.png"])

        // With --at the timeline is drawn only when asked for.
        let atOnly = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--at", "33", "-q", "-o", "at-only"], in: folder)
        #expect(atOnly.exitCode == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("at-only").path) == ["tree-000033.svg"])
        let withTimeline = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--at", "33", "--timeline", "-q", "-o", "with-timeline"], in: folder)
        #expect(withTimeline.exitCode == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("with-timeline").path).sorted() == ["timeline.svg", "tree-000033.svg"])

        let states = try await RibvizRunner.run(["render", "tabbed-app.trace.json", "--every-state", "--no-timeline", "-q", "-o", "states"], in: folder)
        #expect(states.exitCode == 0)
        #expect(states.standardOutput.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("states").path)
        #expect(files.count > 3)
        let contents = try Set(files.map { try Data(contentsOf: folder.appendingPathComponent("states/\($0)")) })
        #expect(contents.count == files.count, "identical states are drawn once")
    }

    @Test("--layout stable draws every state over one layout; --subtree and --depth choose a part; bad choices say what to do")
    func stableLayout() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let compact = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--every-state", "--no-timeline", "-q", "-o", "compact"], in: folder)
        let stable = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--every-state", "--layout", "stable", "--no-timeline", "-q", "-o", "stable"], in: folder)
        #expect(compact.exitCode == 0 && stable.exitCode == 0, "\(stable.standardError)")
        let names = { (sub: String) in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path).sorted() }
        // One picture per distinct state of the stable drawing, named after its event, and the index.
        let stableNames = try names("stable")
        #expect(stableNames.contains("index.md"))
        let pictures = stableNames.filter { $0.hasSuffix(".svg") }
        #expect(pictures.count > 20 && pictures.allSatisfy { $0.hasPrefix("tree-") })
        let index = try String(contentsOf: folder.appendingPathComponent("stable/index.md"), encoding: .utf8)
        #expect(pictures.allSatisfy { index.contains("(\($0))") })
        // Every picture has the size of the whole session's layout.
        let sizes = try Set(
            names("stable").filter { $0.hasSuffix(".svg") }.map { file -> String in
                let svg = try String(contentsOf: folder.appendingPathComponent("stable/\(file)"), encoding: .utf8)
                let viewBox = try #require(svg.range(of: "viewBox=\""))
                return String(svg[viewBox.lowerBound...].prefix(40))
            })
        #expect(sizes.count == 1)

        let part = try await RibvizRunner.run(
            ["render", "tictactoe.trace.json", "--layout", "stable", "--subtree", "LoggedIn", "--depth", "2", "--direction", "lr", "--no-timeline", "-f", "dot", "-o", "part"],
            in: folder
        )
        #expect(part.exitCode == 0, "\(part.standardError)")
        let dot = try String(contentsOf: folder.appendingPathComponent("part/tree-final.dot"), encoding: .utf8)
        #expect(dot.contains("rankdir=LR"))
        #expect(dot.contains(">OffGame<") && dot.contains("+1 below"))
        #expect(!dot.contains(">Root<") && !dot.contains(">BasicScoreBoard<"))

        let compactPart = try await RibvizRunner.run(
            ["render", "tictactoe.trace.json", "--at", "33", "--subtree", "LoggedIn", "--depth", "1", "--no-timeline", "-f", "dot", "-o", "compact-part"], in: folder)
        #expect(compactPart.exitCode == 0, "\(compactPart.standardError)")
        let compactDot = try String(contentsOf: folder.appendingPathComponent("compact-part/tree-000033.dot"), encoding: .utf8)
        #expect(compactDot.contains("LoggedIn") && !compactDot.contains("OffGame") && !compactDot.contains("Root<"))

        let unknown = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--layout", "stable", "--subtree", "Nope", "-o", "x"], in: folder)
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.contains("no RIB named Nope entered the tree; its RIBs include Root, LoggedOut, LoggedIn"))
        let direction = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--direction", "lr", "-o", "x"], in: folder)
        #expect(direction.exitCode == 64)
        #expect(direction.standardError.contains("add --layout stable"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x").path))
    }

    @Test("--every-state writes index.md: one row per picture, in trace order, with its event, time and what it did")
    func everyStateIndex() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let result = try await RibvizRunner.run(["render", "tabbed-app.trace.json", "--every-state", "-f", "svg", "-f", "png", "-o", "states"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("  index.md\n"))
        let index = try String(contentsOf: folder.appendingPathComponent("states/index.md"), encoding: .utf8)
        let rows = index.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| event") }
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("states").path)
            .filter { $0.hasPrefix("tree-") && $0.hasSuffix(".svg") }.sorted()
        #expect(rows.count == pictures.count)
        #expect(index.hasPrefix("# MiniSuperApp: every tree state\n\n\(pictures.count) distinct tree states of tabbed-app.trace.json, in trace order."))
        #expect(rows.contains("| 18 | 3.200 s | attach TransportHome\\#1 to AppHome | [tree-000018.svg](tree-000018.svg) · [tree-000018.png](tree-000018.png) |"))
        let events = rows.compactMap { Int($0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "") }
        #expect(events == events.sorted() && events.count == rows.count, "in trace order")
        #expect(rows.map { "tree-\(String(format: "%06d", Int($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)) ?? -1)).svg" } == pictures)
        #expect(index.hasSuffix("Every RIB's life over the session: [timeline.svg](timeline.svg) · [timeline.png](timeline.png).\n"))

        let single = try await RibvizRunner.run(["render", "tabbed-app.trace.json", "-o", "final"], in: folder)
        #expect(single.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("final/index.md").path), "only --every-state writes an index")
    }

    @Test("--every-state into a folder an earlier run used removes that run's pictures alone")
    func everyStateReplacesEarlierRun() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await RibvizRunner.run(["demo", "-q", "-o", "."], in: folder).exitCode == 0)
        let states = folder.appendingPathComponent("states")
        try FileManager.default.createDirectory(at: states, withIntermediateDirectories: true)
        // The user's own files, one named like a picture, and one outside the folder.
        try Data("mine".utf8).write(to: states.appendingPathComponent("notes.md"))
        try Data("mine".utf8).write(to: states.appendingPathComponent("tree-999999.svg"))
        let outside = folder.appendingPathComponent("outside.svg")
        try Data("outside".utf8).write(to: outside)
        func pictures() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: states.path).filter { $0.hasPrefix("tree-") && $0 != "tree-999999.svg" })
        }
        func listed() throws -> Set<String> {
            let index = try String(contentsOf: states.appendingPathComponent("index.md"), encoding: .utf8)
            return Set(index.split(separator: "](").compactMap { $0.split(separator: ")").first.map(String.init) }.filter { $0.hasPrefix("tree-") })
        }
        let first = try await RibvizRunner.run(["render", "tictactoe.trace.json", "--every-state", "--no-timeline", "-q", "-o", "states"], in: folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let many = try pictures()
        #expect(try listed() == many)
        // One of the first run's pictures replaced by a link out of the folder.
        let linked = try #require(many.sorted().last)
        try FileManager.default.removeItem(at: states.appendingPathComponent(linked))
        try FileManager.default.createSymbolicLink(at: states.appendingPathComponent(linked), withDestinationURL: outside)

        let second = try await RibvizRunner.run(["render", "tabbed-app.trace.json", "--every-state", "--no-timeline", "-q", "-o", "states"], in: folder)
        #expect(second.exitCode == 0, "\(second.standardError)")
        let few = try pictures().subtracting([linked])
        #expect(few.count < many.count - 1)
        #expect(try listed() == few)
        #expect(try String(contentsOf: states.appendingPathComponent("notes.md"), encoding: .utf8) == "mine")
        #expect(try String(contentsOf: states.appendingPathComponent("tree-999999.svg"), encoding: .utf8) == "mine")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "outside")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: states.appendingPathComponent(linked).path) == outside.path)
    }

    @Test("names in index.md cannot add Markdown: links, cells or headings")
    func everyStateIndexEscapesNames() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = """
            {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"# App"},"session":{},
            "ribs":[{"id":1,"name":"Root"},{"id":2,"name":"Evil | [click](https://x.example) <b>"}],"scopes":[],"workflows":[],
            "events":[{"seq":0,"t":0,"kind":"launch","rib":1},{"seq":1,"t":5,"kind":"attach","rib":2,"parent":1}]}
            """
        try Data(trace.utf8).write(to: folder.appendingPathComponent("evil.json"))
        let result = try await RibvizRunner.run(["render", "evil.json", "--every-state", "--no-timeline", "-q", "-o", "states"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        let index = try String(contentsOf: folder.appendingPathComponent("states/index.md"), encoding: .utf8)
        #expect(index.hasPrefix("# \\# App: every tree state\n"))
        #expect(index.contains("| 1 | 0.000 s | attach Evil \\| \\[click\\]\\(https://x.example\\) \\<b\\> to Root | [tree-000001.svg](tree-000001.svg) |"))
        #expect(!index.contains("Every RIB's life"), "no timeline was drawn")
    }

    /// Compared byte for byte when this machine's graphviz is the version that drew the
    /// committed pictures (their first lines name it).
    @Test("the README's pictures in Docs/Images are what render draws now")
    func committedPicturesAreUpToDate() async throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = repository.appendingPathComponent("Docs/Examples/tictactoe.trace.json").path
        let result = try await RibvizRunner.run(["render", trace, "--at", "33", "--types", "--timeline", "-q", "-o", "fresh"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        for (fresh, committed) in [("tree-000033.svg", "tictactoe-tree.svg"), ("timeline.svg", "tictactoe-timeline.svg")] {
            let drawn = try String(contentsOf: folder.appendingPathComponent("fresh/\(fresh)"), encoding: .utf8)
            let kept = try String(contentsOf: repository.appendingPathComponent("Docs/Images/\(committed)"), encoding: .utf8)
            func graphviz(_ svg: String) -> Substring? { svg.split(separator: "\n").first { $0.contains("Generated by graphviz") } }
            guard graphviz(drawn) == graphviz(kept) else { continue }
            #expect(
                drawn == kept,
                """
                Docs/Images/\(committed) is out of date. Regenerate the README's pictures from the repository's root:
                  swift run ribviz render Docs/Examples/tictactoe.trace.json --at 33 --types --timeline -o /tmp/pictures
                  cp /tmp/pictures/tree-000033.svg Docs/Images/tictactoe-tree.svg
                  cp /tmp/pictures/timeline.svg Docs/Images/tictactoe-timeline.svg
                """)
        }
    }

    @Test(
        "bad input and bad options fail with a clear message, the right exit code and no files",
        arguments: [
            (["render", "missing.json"], Int32(66), "no such file"),
            (["render", "empty.json"], 65, "empty"),
            (["render", "other.json"], 65, "not a ribviz trace"),
            (["render", "v3.json"], 65, "newer ribviz"),
            (["render", "tictactoe.trace.json", "--at", "100000"], 64, "has no event 100000"),
            (["render", "tictactoe.trace.json", "--at", "99s"], 64, "has no moment 99.000 s: it ends 45.900 s after it started"),
            (["render", "tictactoe.trace.json", "-f", "nope"], 64, "Available formats:"),
            (["render", "tictactoe.trace.json", "-e", "nope"], 64, "Available engines:"),
            (["render", "tictactoe.trace.json", "--every-state", "--layout", "stable", "-e", "circo"], 64, "ribviz: error: graphviz's circo layout cannot draw scopes as frames"),
            (
                ["render", "tictactoe.trace.json", "-e", "twopi"], 64,
                "ribviz: error: graphviz's twopi layout cannot draw scopes as frames: it would lose them and let RIBs overlap. Use the dot engine (the default), fdp or osage.\n"
            ),
            (["render", "tictactoe.trace.json", "-o", "file.txt/out"], 73, "is a file, not a folder"),
            (["render", "tictactoe.trace.json", "--at", "3", "--every-state"], 64, "one of them"),
        ])
    func failures(arguments: [String], exitCode: Int32, message: String) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        try Data().write(to: folder.appendingPathComponent("empty.json"))
        try Data("{\"hello\": 1}".utf8).write(to: folder.appendingPathComponent("other.json"))
        try Data("{\"format\":\"ribviz-trace\",\"version\":3,\"events\":[]}".utf8).write(to: folder.appendingPathComponent("v3.json"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("file.txt"))
        let result = try await RibvizRunner.run(arguments + ["-o", "out"].filter { _ in !arguments.contains("-o") }, in: folder)
        #expect(result.exitCode == exitCode)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("--at takes any time until the trace's end, also after its last event")
    func momentAfterLastEvent() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = """
            {"format":"ribviz-trace","version":1,"app":{"name":"App"},
            "ribs":[{"id":1,"name":"Root"}],
            "events":[{"seq":0,"t":0,"kind":"launch","rib":1}],
            "end":2000000000}
            """
        try Data(trace.utf8).write(to: folder.appendingPathComponent("ends-later.json"))
        let within = try await RibvizRunner.run(["render", "ends-later.json", "--at", "1.5s", "-f", "dot", "--no-timeline"], in: folder)
        #expect(within.exitCode == 0, "\(within.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("ribviz-output").path)
        #expect(files.count == 1 && files[0].hasPrefix("tree-at-1.5"), "\(files)")
        let after = try await RibvizRunner.run(["render", "ends-later.json", "--at", "3s", "-o", "after"], in: folder)
        #expect(after.exitCode == 64)
        #expect(after.standardError.contains("has no moment 3.000 s: it ends 2.000 s after it started"), "\(after.standardError)")
    }

    @Test("names from the trace cannot inject markup into the pictures")
    func hostileNames() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = """
            {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"<script>alert('app')</script>"},"session":{},
            "ribs":[{"id":1,"name":"Root\\"];\\nevil [label=\\"x"},{"id":2,"name":"<script>alert(1)</script> & \\\\N 민수"}],
            "scopes":[],"workflows":[],
            "events":[{"seq":0,"t":0,"kind":"launch","rib":1},{"seq":1,"t":5,"kind":"attach","rib":2,"parent":1}]}
            """
        try Data(trace.utf8).write(to: folder.appendingPathComponent("hostile.json"))
        let result = try await RibvizRunner.run(["render", "hostile.json", "-f", "svg", "-f", "dot"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        for file in ["tree-final.svg", "timeline.svg"] {
            let svg = try String(contentsOf: folder.appendingPathComponent("ribviz-output/\(file)"), encoding: .utf8)
            #expect(!svg.contains("<script"))
            #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \\N 민수"))
        }
        let dot = try String(contentsOf: folder.appendingPathComponent("ribviz-output/tree-final.dot"), encoding: .utf8)
        // Statements are a tab, a node or edge, a tab and `[`: only the two RIBs and their edge.
        let statements = dot.split(separator: "\n").filter { $0.hasPrefix("\t") && $0.contains("\t[") && !$0.hasPrefix("\t\t") }
        #expect(statements.map { $0.split(separator: "\t").first.map(String.init) } == ["rib1", "rib2", "rib1 -> rib2"], "a name cannot add a node or an edge to the DOT")
    }
}
