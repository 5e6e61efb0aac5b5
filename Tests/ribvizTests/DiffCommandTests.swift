import Foundation
import Testing

/// A trace of `app` that launches Root and attaches each child to its parent, by name.
private func trace(app: String = "Wallet", _ attachments: [(child: String, parent: String)]) -> String {
    let names = ["Root"] + attachments.map(\.child)
    let ribs = names.enumerated().map { "{\"id\":\($0.offset + 1),\"name\":\"\($0.element)\"}" }
    var events = ["{\"seq\":0,\"t\":0,\"kind\":\"launch\",\"rib\":1}"]
    for (index, attachment) in attachments.enumerated() {
        let parent = (names.firstIndex(of: attachment.parent) ?? 0) + 1
        events.append("{\"seq\":\(index + 1),\"t\":\(index + 1),\"kind\":\"attach\",\"rib\":\(index + 2),\"parent\":\(parent)}")
    }
    return """
        {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"\(app)"},"session":{},
        "ribs":[\(ribs.joined(separator: ","))],"scopes":[],"workflows":[],
        "events":[\(events.joined(separator: ",\n"))]}
        """
}

/// Root launched and activated, Card attached at 1 s and detached at 3 s; with
/// `deallocatedAt`, Card goes then (in nanoseconds), else it is still alive when the trace
/// ends at 10 s: a leak.
func cardJourney(deallocatedAt: Int?) -> String {
    var events = [
        "{\"seq\":0,\"t\":0,\"kind\":\"launch\",\"rib\":1}",
        "{\"seq\":1,\"t\":1,\"kind\":\"activate\",\"rib\":1}",
        "{\"seq\":2,\"t\":1000000000,\"kind\":\"attach\",\"rib\":2,\"parent\":1}",
        "{\"seq\":3,\"t\":3000000000,\"kind\":\"detach\",\"rib\":2,\"parent\":1}",
    ]
    if let deallocatedAt {
        events.append("{\"seq\":4,\"t\":\(deallocatedAt),\"kind\":\"deallocate\",\"rib\":2}")
    }
    events.append("{\"seq\":5,\"t\":10000000000,\"kind\":\"load\",\"rib\":1}")
    return """
        {"format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"Wallet"},"session":{},
        "ribs":[{"id":1,"name":"Root"},{"id":2,"name":"Card"}],"scopes":[],"workflows":[],
        "events":[\(events.joined(separator: ",\n"))]}
        """
}

@Suite("ribviz diff")
struct DiffCommandTests {
    /// A folder with `old.json` (Root → Pocket → Coin, Root → Promo), `new.json`
    /// (Root → Pocket → Coin twice, Pocket → Card), `more.json` (old with Coin twice) and
    /// `bank.json` (another app). The caller removes it.
    private func folder() throws -> URL {
        let folder = try RibvizRunner.temporaryFolder()
        let files = [
            "old.json": trace([("Pocket", "Root"), ("Coin", "Pocket"), ("Promo", "Root")]),
            "new.json": trace([("Pocket", "Root"), ("Coin", "Pocket"), ("Coin", "Pocket"), ("Card", "Pocket")]),
            "more.json": trace([("Pocket", "Root"), ("Coin", "Pocket"), ("Coin", "Pocket"), ("Promo", "Root")]),
            "bank.json": trace(app: "Bank", [("Pocket", "Root")]),
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test("the example traces compared with themselves are the same: exit 0")
    func same() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try await RibvizRunner.run(["demo", "-o", "."], in: folder)
        try #require(demo.exitCode == 0, "\(demo.standardError)")
        let result = try await RibvizRunner.run(["diff", "tictactoe.trace.json", "tictactoe.trace.json"], in: folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("TicTacToe (tictactoe.trace.json) → TicTacToe (tictactoe.trace.json)\n"))
        #expect(result.standardOutput.contains("Relations (parent → child, attachments): 6 unchanged\n"))
        #expect(result.standardOutput.hasSuffix("The architecture is the same.\nNo new findings.\n"))
    }

    @Test("additions and removals are listed and exit 1")
    func different() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run(["diff", "old.json", "new.json"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("  + Card   0 → 1\n  - Promo  1 → 0\n"))
        #expect(result.standardOutput.contains("  ~ Pocket → Coin  1 → 2\n"))
        #expect(result.standardOutput.hasSuffix("The architecture differs: 2 RIBs, 2 relations added or removed.\nNo new findings.\n"))
        #expect(result.standardError.isEmpty)
    }

    @Test("count changes alone exit 0, or 1 with --counts")
    func counts() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try await RibvizRunner.run(["diff", "old.json", "more.json"], in: folder)
        #expect(plain.exitCode == 0)
        #expect(plain.standardOutput.hasSuffix("The architecture is the same; some counts differ.\nNo new findings.\n"))
        let counted = try await RibvizRunner.run(["diff", "old.json", "more.json", "--counts"], in: folder)
        #expect(counted.exitCode == 1)
    }

    @Test("--baseline exits 1 on a leak the baseline does not have, naming it, and 0 otherwise")
    func baseline() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(cardJourney(deallocatedAt: 3_100_000_000).utf8).write(to: folder.appendingPathComponent("main.json"))
        try Data(cardJourney(deallocatedAt: nil).utf8).write(to: folder.appendingPathComponent("pr.json"))
        let leaking = try await RibvizRunner.run(["diff", "--baseline", "main.json", "pr.json"], in: folder)
        #expect(leaking.exitCode == 1, "\(leaking.standardError)")
        #expect(leaking.standardOutput.contains("Findings (by kind and RIB): 1 added\n  + leak of Card  0 → 1\n"))
        #expect(leaking.standardOutput.contains("New findings:\n  leak (event 3 at 3.000 s): Card"))
        #expect(leaking.standardOutput.hasSuffix("The architecture is the same.\n1 new finding: leak of Card.\n"))
        let fixed = try await RibvizRunner.run(["diff", "--baseline", "pr.json", "main.json"], in: folder)
        #expect(fixed.exitCode == 0, "\(fixed.standardOutput)")
        #expect(fixed.standardOutput.hasSuffix("No new findings.\n"))
        let graceful = try await RibvizRunner.run(["diff", "--baseline", "main.json", "pr.json", "--leak-grace", "20s"], in: folder)
        #expect(graceful.exitCode == 0, "\(graceful.standardOutput)")
        let json = try await RibvizRunner.run(["diff", "--baseline", "--json", "main.json", "pr.json"], in: folder)
        #expect(json.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(report["hasNewFindings"] as? Bool == true)
        #expect((report["findings"] as? [[String: Any]])?.contains { $0["subject"] as? String == "Card" } == true)
        let timed = try await RibvizRunner.run(["diff", "main.json", "pr.json", "--time-threshold", "1s"], in: folder)
        #expect(timed.exitCode == 0)
        #expect(timed.standardOutput.contains("Time in the tree (changes of 1.000 s or more): none\n"))
        let both = try await RibvizRunner.run(["diff", "--baseline", "--counts", "main.json", "pr.json"], in: folder)
        #expect(both.exitCode == 64)
        #expect(both.standardError.contains("--counts judges the architecture and --baseline the findings: choose one."))
    }

    @Test("two different apps are compared, with the warning once on standard error and in the JSON")
    func differentApps() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let warning = "the traces come from different apps (Wallet and Bank); they are compared all the same"
        let result = try await RibvizRunner.run(["diff", "old.json", "bank.json"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "ribviz: warning: \(warning)\n")
        #expect(!result.standardOutput.contains("different apps"), "the warning is printed once, on standard error")

        let json = try await RibvizRunner.run(["diff", "old.json", "bank.json", "--json"], in: folder)
        #expect(json.standardError == "ribviz: warning: \(warning)\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["warnings"] as? [String] == [warning])
    }

    @Test("--format draws the comparison; --json keeps standard output pure JSON")
    func pictureAndJSON() async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run(["diff", "old.json", "new.json", "--json", "-f", "svg", "-f", "dot", "-o", "pictures"], in: folder)
        #expect(result.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "ribviz-diff")
        #expect((object["ribs"] as? [[String: Any]])?.compactMap { $0["change"] as? String } == ["unchanged", "unchanged", "countChanged", "added", "removed"])
        #expect(result.standardError.contains("pictures/diff.svg"))
        let svg = try String(contentsOf: folder.appendingPathComponent("pictures/diff.svg"), encoding: .utf8)
        #expect(svg.contains("Card") && svg.contains("Promo"))
        let dot = try String(contentsOf: folder.appendingPathComponent("pictures/diff.dot"), encoding: .utf8)
        #expect(dot.contains("#c62828"), "removals are red")
    }

    @Test(
        "bad input and bad options fail with a clear message, the right exit code and no files",
        arguments: [
            (["diff", "old.json", "missing.json"], Int32(66), "no such file"),
            (["diff", "old.json", "broken.json"], 65, "broken.json"),
            (["diff", "old.json", "new.json", "-f", "nope"], 64, "Available formats:"),
            (["diff", "old.json"], 64, "Missing expected argument"),
        ])
    func failures(arguments: [String], exitCode: Int32, message: String) async throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"format\":\"ribviz-trace\",".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let result = try await RibvizRunner.run(arguments + ["-o", "out"], in: folder)
        #expect(result.exitCode == exitCode)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
