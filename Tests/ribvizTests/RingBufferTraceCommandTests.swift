import Foundation
import RibInspector
import Testing

@Suite("Commands on a ring buffer's trace")
struct RingBufferTraceCommandTests {
    /// A trace of the last `count` events of a session whose window starts with Root, Home
    /// and Card attached and active, in which Card is detached and deallocated.
    private static func ringTrace(keeping count: Int) -> Data {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Wallet"), retention: .mostRecent(count), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root")
        let home = recorder.declareRib(named: "Home")
        let card = recorder.declareRib(named: "Card")
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        for (rib, parent) in [(home, root), (card, home)] {
            recorder.record(.attached(rib, parent: parent))
            recorder.record(.activated(rib))
            recorder.record(.loaded(rib))
        }
        clock.advance(by: .seconds(1))
        recorder.record(.deactivated(card))
        recorder.record(.detached(card, parent: home))
        recorder.record(.deallocated(card))
        clock.advance(by: .seconds(2))
        return Data(TraceEncoder(form: .jsonLines).encode(recorder.trace()))
    }

    @Test("render, report, inspect --strict, docs and diff read it and say it starts mid-session", arguments: [1, 2, 4])
    func commandsReadWindow(count: Int) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.ringTrace(keeping: count).write(to: folder.appendingPathComponent("ring.jsonl"))
        let notKept = 11 - count
        let commands = [
            ["render", "ring.jsonl", "-f", "dot", "--no-timeline"], ["report", "ring.jsonl"], ["inspect", "--strict", "ring.jsonl"],
            ["docs", "ring.jsonl", "-o", "docs"], ["diff", "ring.jsonl", "ring.jsonl"],
        ]
        for arguments in commands {
            let result = try await RibvizRunner.run(arguments, in: folder)
            #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
            #expect(
                (result.standardOutput + result.standardError).contains("the first \(notKept) events were not kept"),
                "\(arguments): \(result.standardOutput) \(result.standardError)")
        }
    }
}
