import Foundation
import Testing

/// A trace with one of several anomalies: Card attached twice and detached by a router that
/// is not its parent, Home detached at 1 s with Card below it and both still alive at 3 s,
/// and a workflow step that never finishes.
let anomalousTrace = """
    {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Wallet"},"session":{"name":"anomalies"},
    "ribs":[{"id":1,"name":"Root"},{"id":2,"name":"Home"},{"id":3,"name":"Card"},{"id":4,"name":"Stranger"}],
    "scopes":[],"workflows":[{"id":1,"name":"OpenWorkflow"}],
    "events":[
    {"seq":0,"t":0,"kind":"launch","rib":1},
    {"seq":1,"t":0,"kind":"activate","rib":1},
    {"seq":2,"t":0,"kind":"load","rib":1},
    {"seq":3,"t":0,"kind":"attach","rib":2,"parent":1},
    {"seq":4,"t":0,"kind":"activate","rib":2},
    {"seq":5,"t":0,"kind":"attach","rib":3,"parent":2},
    {"seq":6,"t":0,"kind":"activate","rib":3},
    {"seq":7,"t":500000000,"kind":"anomaly","anomaly":"attachedTwice","rib":3,"parent":1},
    {"seq":8,"t":500000000,"kind":"anomaly","anomaly":"detachedNonChild","rib":3,"parent":4},
    {"seq":9,"t":1000000000,"kind":"deactivate","rib":3},
    {"seq":10,"t":1000000000,"kind":"deactivate","rib":2},
    {"seq":11,"t":1000000000,"kind":"detach","rib":2,"parent":1},
    {"seq":12,"t":2000000000,"kind":"workflowStart","workflow":1},
    {"seq":13,"t":2000000000,"kind":"stepStart","workflow":1,"step":0,"name":"open","rib":1},
    {"seq":14,"t":3000000000,"kind":"built","rib":4}
    ]}
    """

/// A trace with the anomalies ``anomalousTrace`` lacks: Page attached under an inactive Home
/// and activated after its detach, Card deeper than a limit of 1, a workflow step started
/// twice and a workflow that never ends. (A contradictory event cannot be shown here: the
/// reader refuses a trace that has one.)
let moreAnomaliesTrace = """
    {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Wallet"},"session":{"name":"more anomalies"},
    "ribs":[{"id":1,"name":"Root"},{"id":2,"name":"Home"},{"id":3,"name":"Card"},{"id":4,"name":"Page"}],
    "scopes":[],"workflows":[{"id":1,"name":"OpenWorkflow"},{"id":2,"name":"SignInWorkflow"}],
    "events":[
    {"seq":0,"t":0,"kind":"launch","rib":1},
    {"seq":1,"t":0,"kind":"activate","rib":1},
    {"seq":2,"t":100000000,"kind":"attach","rib":2,"parent":1},
    {"seq":3,"t":100000000,"kind":"activate","rib":2},
    {"seq":4,"t":200000000,"kind":"attach","rib":3,"parent":2},
    {"seq":5,"t":200000000,"kind":"activate","rib":3},
    {"seq":6,"t":300000000,"kind":"deactivate","rib":2},
    {"seq":7,"t":400000000,"kind":"attach","rib":4,"parent":2},
    {"seq":8,"t":400000000,"kind":"activate","rib":4},
    {"seq":9,"t":500000000,"kind":"deactivate","rib":4},
    {"seq":10,"t":500000000,"kind":"detach","rib":4,"parent":2},
    {"seq":11,"t":600000000,"kind":"activate","rib":4},
    {"seq":12,"t":700000000,"kind":"workflowStart","workflow":1},
    {"seq":13,"t":700000000,"kind":"stepStart","workflow":1,"step":0,"name":"open","rib":1},
    {"seq":14,"t":800000000,"kind":"stepStart","workflow":1,"step":0,"name":"open","rib":1},
    {"seq":15,"t":900000000,"kind":"stepFinish","workflow":1,"step":0,"name":"open","rib":1},
    {"seq":16,"t":900000000,"kind":"workflowEnd","workflow":1,"outcome":"completed"},
    {"seq":17,"t":1000000000,"kind":"workflowStart","workflow":2}
    ]}
    """

@Suite("ribviz inspect")
struct InspectCommandTests {
    @Test("the example traces: summary, final tree, lifetimes; TicTacToe's leak fails --strict, the tabbed app passes it")
    func examples() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let ticTacToe = try await RibvizRunner.run(["inspect", "tictactoe.trace.json", "--strict"], in: folder)
        #expect(ticTacToe.exitCode == 1, "\(ticTacToe.standardError)")
        #expect(ticTacToe.standardOutput.hasPrefix("TicTacToe · session ticTacToe · started 2026-01-01T09:00:00Z\n45.900 s, 117 events"))
        #expect(ticTacToe.standardOutput.contains("Final tree:\n  Root\n  └─ LoggedOut#2\n\nDetached, still alive:\n  RandomWin (inactive)\n"))
        #expect(ticTacToe.standardOutput.contains("  BasicScoreBoard          4            4  14.900 s   3.550 s                0\n"))
        #expect(
            ticTacToe.standardOutput.hasSuffix(
                """
                1 anomaly (leak grace 1.000 s, maximum depth 5):
                  leak (event 62 at 25.200 s): RandomWin is still alive at the end of the trace, 20.700 s after it left the tree (detach RandomWin from LoggedIn); allowed: 1.000 s

                """))

        let tabbed = try await RibvizRunner.run(["inspect", "tabbed-app.trace.json", "--strict"], in: folder)
        #expect(tabbed.exitCode == 0)
        #expect(tabbed.standardOutput.hasSuffix("No anomalies (leak grace 1.000 s, maximum depth 5).\n"))
        #expect(tabbed.standardOutput.contains("deepest: TransportHome#1 at depth 2 (event 18 at 3.200 s)"))
    }

    @Test("each anomaly is listed with its event; --strict turns them into exit code 1")
    func anomalies() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let result = try await RibvizRunner.run(["inspect", "trace.json"], in: folder)
        #expect(result.exitCode == 0, "anomalies are normal input")
        let findings = result.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("5 anomalies") }
        #expect(
            findings.map(String.init) == [
                "5 anomalies (leak grace 1.000 s, maximum depth 5):",
                "  attached twice (event 7 at 0.500 s): Root attaches Card, which is already attached to Home; the tree is unchanged",
                "  detached a non-child (event 8 at 0.500 s): Stranger detaches Card, which is not its child (its parent is Home); the tree is unchanged",
                "  leak (event 11 at 1.000 s): Home is still alive at the end of the trace, 2.000 s after it left the tree (detach Home from Root); allowed: 1.000 s",
                "  leak (event 11 at 1.000 s): Card is still alive at the end of the trace, 2.000 s after it left the tree (detach Home from Root); allowed: 1.000 s",
                "  unfinished step (event 13 at 2.000 s): open (step 0 of OpenWorkflow) started and never finished",
            ])
        let strict = try await RibvizRunner.run(["inspect", "trace.json", "--strict"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput == result.standardOutput)
    }

    @Test("every kind of anomaly reads as one sentence that names its event once and repeats no phrase")
    func wording() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("some.json"))
        try Data(moreAnomaliesTrace.utf8).write(to: folder.appendingPathComponent("more.json"))
        let some = try await RibvizRunner.run(["inspect", "some.json"], in: folder)
        let more = try await RibvizRunner.run(["inspect", "more.json", "--max-depth", "1"], in: folder)
        #expect(more.exitCode == 0, "\(more.standardError)")
        let moreFindings = more.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("6 anomalies") }.dropFirst()
        #expect(
            moreFindings.map(String.init) == [
                "  too deep (event 4 at 0.200 s): Card is at depth 2 (Root → Home → Card), deeper than the limit of 1",
                "  too deep (event 7 at 0.400 s): Page is at depth 2 (Root → Home → Page), deeper than the limit of 1",
                "  attached under an inactive parent (event 7 at 0.400 s): Home attaches Page while Home's interactor is inactive; RIBs activates Page anyway",
                "  active while detached (event 11 at 0.600 s): Page's interactor becomes active, but Page is not in the live tree: it is detached",
                "  repeated step (event 14 at 0.800 s): open (step 0 of OpenWorkflow) starts again; it first started in event 13 at 0.700 s",
                "  unfinished workflow (event 17 at 1.000 s): SignInWorkflow started and never ended; its step 0 never started (the step's actionable item never became active)",
            ])
        #expect(
            some.standardOutput.hasPrefix(
                """
                Wallet · session anomalies
                3.000 s, 15 events, 4 RIB instances of 4 RIBs, 0 scopes, 1 workflow
                at most 3 RIBs attached at once; deepest: Card at depth 2 (event 5 at 0.000 s)

                Final tree:
                  Root

                Detached, still alive:
                  Home (inactive, not loaded)
                  └─ Card (inactive, not loaded)

                """))

        for line in (some.standardOutput + more.standardOutput).split(separator: "\n") {
            #expect(!line.contains("seq") && !line.contains("t="), "events are named one way: \(line)")
            let words = line.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
            let phrases = (0..<max(words.count - 3, 0)).map { words[$0..<$0 + 4].joined(separator: " ") }
            #expect(Set(phrases).count == phrases.count, "no phrase of four words comes twice in: \(line)")
        }
    }

    @Test("--leak-grace and --max-depth set the thresholds")
    func thresholds() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let patient = try await RibvizRunner.run(["inspect", "trace.json", "--leak-grace", "2.5s", "--max-depth", "1"], in: folder)
        #expect(!patient.standardOutput.contains("leak ("))
        #expect(patient.standardOutput.contains("  too deep (event 5 at 0.000 s): Card is at depth 2 (Root → Home → Card), deeper than the limit of 1\n"))
        #expect(patient.standardOutput.contains("(leak grace 2.500 s, maximum depth 1)"))
    }

    @Test("--json prints the analysis for machines")
    func json() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let result = try await RibvizRunner.run(["inspect", "trace.json", "--json"], in: folder)
        #expect(result.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "ribviz-inspect")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["attachedTwice", "detachedNonChild", "leak", "leak", "unfinishedStep"])
        #expect(findings.map { ($0["event"] as? [String: Any])?["seq"] as? Int } == [7, 8, 11, 11, 13])
        #expect((object["summary"] as? [String: Any])?["eventCount"] as? Int == 15)
    }

    @Test(
        "bad input and bad options fail with a clear message and the right exit code",
        arguments: [
            (["inspect", "missing.json"], Int32(66), "no such file"),
            (["inspect", "other.json"], 65, "not a ribviz trace"),
            (["inspect", "folder"], 66, "folder: cannot read the file: it is a folder"),
            (["inspect", "trace.json", "--leak-grace", "2"], 64, "--leak-grace"),
            (["inspect", "trace.json", "--max-depth", "-1"], 64, "--max-depth"),
        ])
    func failures(arguments: [String], exitCode: Int32, message: String) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        try Data("{\"hello\": 1}".utf8).write(to: folder.appendingPathComponent("other.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder"), withIntermediateDirectories: false)
        let result = try await RibvizRunner.run(arguments, in: folder)
        #expect(result.exitCode == exitCode)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test("inspect and render name an event at the largest time a trace can hold the same way, without overflowing")
    func largestTime() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = """
            {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"W"},"session":{},
            "ribs":[{"id":1,"name":"Root"},{"id":2,"name":"Home"}],"scopes":[],"workflows":[],
            "events":[{"seq":0,"t":0,"kind":"launch","rib":1},
            {"seq":1,"t":9223372036854775807,"kind":"attach","rib":2,"parent":1},
            {"seq":2,"t":9223372036854775807,"kind":"anomaly","anomaly":"attachedTwice","rib":2,"parent":1}]}
            """
        try Data(trace.utf8).write(to: folder.appendingPathComponent("late.json"))
        let inspect = try await RibvizRunner.run(["inspect", "late.json"], in: folder)
        #expect(inspect.exitCode == 0, "\(inspect.standardError)")
        #expect(inspect.standardOutput.contains("attached twice (event 2 at 9223372036.855 s)"))
        let render = try await RibvizRunner.run(["render", "late.json", "--at", "1", "-f", "dot", "--no-timeline", "-q"], in: folder)
        #expect(render.exitCode == 0, "\(render.standardError)")
        let dot = try String(contentsOf: folder.appendingPathComponent("ribviz-output/tree-000001.dot"), encoding: .utf8)
        #expect(dot.contains("after event 1 at 9223372036.855 s"))
    }

    @Test("a name with a line break cannot break a finding's line apart")
    func hostileNames() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = anomalousTrace.replacingOccurrences(of: "\"name\":\"Card\"", with: "\"name\":\"Card\\nFAKE line\"")
        try Data(trace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let result = try await RibvizRunner.run(["inspect", "trace.json"], in: folder)
        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("FAKE") })
        #expect(result.standardOutput.contains("Root attaches Card\\nFAKE line, which is already attached"))
    }
}
