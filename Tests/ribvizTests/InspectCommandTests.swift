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

@Suite("ribviz inspect")
struct InspectCommandTests {
    @Test("the example traces: summary, final tree, lifetimes and no anomalies, even with --strict")
    func examples() throws {
        let folder = try RibvizRunner.temporaryFolder()
        _ = try RibvizRunner.run(["demo", "-o", "."], in: folder)
        let ticTacToe = try RibvizRunner.run(["inspect", "tictactoe.trace.json", "--strict"], in: folder)
        #expect(ticTacToe.exitCode == 0, "\(ticTacToe.standardError)")
        #expect(ticTacToe.standardOutput.hasPrefix("TicTacToe · session ticTacToe · started 2026-01-01T09:00:00Z\n45.900 s, 106 events"))
        #expect(ticTacToe.standardOutput.contains("Final tree:\n  Root\n  └─ LoggedOut#2\n"))
        #expect(ticTacToe.standardOutput.contains("  BasicScoreBoard          4            4  14.900 s   3.550 s       0\n"))
        #expect(ticTacToe.standardOutput.hasSuffix("No anomalies (leak grace 1.000 s, maximum depth 5).\n"))

        let tabbed = try RibvizRunner.run(["inspect", "tabbed-app.trace.json"], in: folder)
        #expect(tabbed.exitCode == 0)
        #expect(tabbed.standardOutput.contains("deepest: depth 2, TransportHome#1"))
    }

    @Test("each anomaly is listed with its event; --strict turns them into exit code 1")
    func anomalies() throws {
        let folder = try RibvizRunner.temporaryFolder()
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let result = try RibvizRunner.run(["inspect", "trace.json"], in: folder)
        #expect(result.exitCode == 0, "anomalies are normal input")
        let findings = result.standardOutput.split(separator: "\n").drop { !$0.hasPrefix("5 anomalies") }
        #expect(findings.map(String.init) == [
            "5 anomalies (leak grace 1.000 s, maximum depth 5):",
            "  attached twice at event 7 (seq 7, t=0.500 s), \"anomaly: attach Card to Root while it is already attached\": Card is attached to Root while it is already attached to Home; the tree is unchanged",
            "  detached a non-child at event 8 (seq 8, t=0.500 s), \"anomaly: detach Card from Stranger, which is not its parent\": Stranger detaches Card, which is not its child (its parent is Home); the tree is unchanged",
            "  leak at event 11 (seq 11, t=1.000 s), \"detach Home from Root\": Home is still alive at the end of the trace, 2.000 s after it left the tree (allowed: 1.000 s)",
            "  leak at event 11 (seq 11, t=1.000 s), \"detach Home from Root\": Card is still alive at the end of the trace, 2.000 s after it left the tree (allowed: 1.000 s)",
            "  unfinished step at event 13 (seq 13, t=2.000 s), \"start step 0 open of OpenWorkflow on Root\": step 0 open of OpenWorkflow started and never finished",
        ])
        let strict = try RibvizRunner.run(["inspect", "trace.json", "--strict"], in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput == result.standardOutput)
    }

    @Test("--leak-grace and --max-depth set the thresholds")
    func thresholds() throws {
        let folder = try RibvizRunner.temporaryFolder()
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let patient = try RibvizRunner.run(["inspect", "trace.json", "--leak-grace", "2.5s", "--max-depth", "1"], in: folder)
        #expect(!patient.standardOutput.contains("leak at"))
        #expect(patient.standardOutput.contains("too deep at event 5 (seq 5, t=0.000 s), \"attach Card to Home\": Card is at depth 2, deeper than the limit of 1: Root › Home › Card"))
        #expect(patient.standardOutput.contains("(leak grace 2.500 s, maximum depth 1)"))
    }

    @Test("--json prints the analysis for machines")
    func json() throws {
        let folder = try RibvizRunner.temporaryFolder()
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let result = try RibvizRunner.run(["inspect", "trace.json", "--json"], in: folder)
        #expect(result.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "ribviz-inspect")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["attachedTwice", "detachedNonChild", "leak", "leak", "unfinishedStep"])
        #expect(findings.map { ($0["event"] as? [String: Any])?["seq"] as? Int } == [7, 8, 11, 11, 13])
        #expect((object["summary"] as? [String: Any])?["eventCount"] as? Int == 15)
    }

    @Test("bad input and bad options fail with a clear message and the right exit code", arguments: [
        (["inspect", "missing.json"], Int32(66), "no such file"),
        (["inspect", "other.json"], 65, "not a ribviz trace"),
        (["inspect", "trace.json", "--leak-grace", "2"], 64, "--leak-grace"),
        (["inspect", "trace.json", "--max-depth", "-1"], 64, "--max-depth"),
    ])
    func failures(arguments: [String], exitCode: Int32, message: String) throws {
        let folder = try RibvizRunner.temporaryFolder()
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        try Data("{\"hello\": 1}".utf8).write(to: folder.appendingPathComponent("other.json"))
        let result = try RibvizRunner.run(arguments, in: folder)
        #expect(result.exitCode == exitCode)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test("a name with a line break cannot break a finding's line apart")
    func hostileNames() throws {
        let folder = try RibvizRunner.temporaryFolder()
        let trace = anomalousTrace.replacingOccurrences(of: "\"name\":\"Card\"", with: "\"name\":\"Card\\nFAKE line\"")
        try Data(trace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let result = try RibvizRunner.run(["inspect", "trace.json"], in: folder)
        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.split(separator: "\n").contains { $0.hasPrefix("FAKE") })
        #expect(result.standardOutput.contains("Card\\nFAKE line is attached to Root"))
    }
}
