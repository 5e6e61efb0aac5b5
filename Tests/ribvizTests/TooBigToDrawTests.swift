import Foundation
import Testing

/// A session with `count` RIBs attached under one Root.
func wideTrace(count: Int) -> String {
    var ribs = [#"{"id":1,"name":"Root"}"#]
    var events = [#"{"seq":0,"t":0,"kind":"launch","rib":1}"#]
    for index in 2...count {
        ribs.append(#"{"id":\#(index),"name":"Child\#(index)"}"#)
        events.append(#"{"seq":\#(index - 1),"t":\#(index),"kind":"attach","rib":\#(index),"parent":1}"#)
    }
    return """
        {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Wide"},"session":{},
        "ribs":[\(ribs.joined(separator: ",\n"))],"scopes":[],"workflows":[],
        "events":[\(events.joined(separator: ",\n"))]}
        """
}

@Suite("Drawings too big to be useful")
struct TooBigToDrawTests {
    @Test(
        "render says up front that 6,000 RIBs are too many to draw, and how to draw a part",
        arguments: [
            (
                ["render", "wide.json"],
                "the timeline would have 6000 lanes, more than the 5000 a readable picture holds (graphviz would take minutes). Leave it out with --no-timeline"
            ),
            (
                ["render", "wide.json", "--no-timeline"],
                "the tree right after event 5999 holds 6000 RIBs, more than the 5000 a readable picture holds (graphviz would take minutes). Draw part of it with --subtree NAME or --depth N."
            ),
        ])
    func tooBig(arguments: [String], message: String) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try wideTrace(count: 6_000).write(to: folder.appendingPathComponent("wide.json"), atomically: true, encoding: .utf8)
        let result = try await RibvizRunner.run(arguments, in: folder)
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.duration < .seconds(60))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("ribviz-output").path))
    }

    @Test("a part of it draws")
    func part() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try wideTrace(count: 6_000).write(to: folder.appendingPathComponent("wide.json"), atomically: true, encoding: .utf8)
        let result = try await RibvizRunner.run(["render", "wide.json", "--no-timeline", "--depth", "1", "-f", "dot", "-q"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
    }
}
