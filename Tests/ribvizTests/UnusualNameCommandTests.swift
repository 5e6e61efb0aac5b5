import Foundation
import Testing

@Suite("Names the trace format allows draw with every command")
struct UnusualNameCommandTests {
    /// A trace whose app, RIBs, types, adapter, scope, shared object, workflow and step
    /// are all named `name`.
    private static func trace(allNamed name: String) throws -> Data {
        func json(_ text: String) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self)
        }
        let (n, x, y) = (try json(name), try json(name + "x"), try json(name + "y"))
        return Data(
            """
            {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":\(n)},"session":{},
            "ribs":[{"id":1,"name":\(n),"router":\(n),"interactor":\(n),"builder":\(n),"scope":1,"viewful":true},
            {"id":2,"name":\(n),"router":\(n),"scope":1},{"id":3,"name":\(x),"adapter":\(n)}],
            "scopes":[{"id":1,"name":\(n),"component":\(n),"shared":[\(n),\(y)]}],
            "workflows":[{"id":1,"name":\(n)}],
            "events":[{"seq":0,"t":0,"kind":"launch","rib":1},{"seq":1,"t":1,"kind":"activate","rib":1},
            {"seq":2,"t":2,"kind":"attach","rib":2,"parent":1},{"seq":3,"t":3,"kind":"attach","rib":3,"parent":1},
            {"seq":4,"t":4,"kind":"workflowStart","workflow":1},{"seq":5,"t":5,"kind":"stepStart","workflow":1,"step":0,"name":\(n),"rib":2},
            {"seq":6,"t":6,"kind":"detach","rib":2,"parent":1}]}
            """.utf8)
    }

    @Test(
        "an empty name, a tab, a line break or U+FFFE/U+FFFF in every name renders, reports, documents and diffs",
        arguments: ["", "\t", "\n", "\u{FFFE}", "\u{FFFF}", "a\tb\nc\u{FFFE}"])
    func everyCommand(name: String) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.trace(allNamed: name).write(to: folder.appendingPathComponent("trace.json"))
        try Self.trace(allNamed: "Other").write(to: folder.appendingPathComponent("other.json"))
        let commands = [
            ["render", "trace.json", "--types", "-o", "compact"], ["render", "trace.json", "--layout", "stable", "--every-state", "--types", "--jobs", "1", "-o", "stable"],
            ["report", "trace.json", "-o", "report"], ["docs", "trace.json", "-o", "docs"], ["diff", "other.json", "trace.json", "-f", "svg", "-o", "diff"],
        ]
        for command in commands {
            let result = try await RibvizRunner.run(command + ["-q"].filter { _ in command[0] != "diff" }, in: folder)
            #expect(result.exitCode == 0 || (command[0] == "diff" && result.exitCode == 1), "\(command): \(result.standardError)")
        }
        let tree = try String(contentsOf: folder.appendingPathComponent("compact/tree-final.svg"), encoding: .utf8)
        #expect(!tree.contains("\u{FFFE}") && !tree.contains("\u{FFFF}"))
    }
}
