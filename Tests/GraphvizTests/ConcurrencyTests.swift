import Dispatch
import Foundation
import Graphviz
import Testing

@Suite("Calls from many threads")
struct ConcurrencyTests {
    static func graph(_ index: Int) -> Graph {
        Graph(
            name: "G\(index)",
            nodes: (0..<20).map { Node("n\(index)-\($0)") },
            edges: (1..<20).map { Edge(from: "n\(index)-\(($0 - 1) / 2)", to: "n\(index)-\($0)") }
        )
    }

    @Test func concurrentTasksAllSucceedWithTheSameOutputAsSerialCalls() async throws {
        let renderer = GraphvizRenderer()
        let expected = try (0..<8).map { try renderer.render(Self.graph($0)) }
        let results = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for round in 0..<5 {
                for index in 0..<8 {
                    group.addTask {
                        let engine: LayoutEngine = round.isMultiple(of: 2) ? .dot : .twopi
                        _ = try GraphvizRenderer().render(Self.graph(index), using: engine, to: .json)
                        _ = try? GraphvizRenderer().render(dotSource: "digraph { broken -> }")
                        return (index, try GraphvizRenderer().render(Self.graph(index)))
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 40)
        for (index, data) in results {
            #expect(data == expected[index])
        }
    }

    @Test func concurrentThreadsAllSucceed() {
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do {
                let svg = try GraphvizRenderer().render(Self.graph(index))
                if !String(decoding: svg, as: UTF8.self).contains("<title>G\(index)</title>") {
                    failures.add("thread \(index): wrong output")
                }
                _ = try GraphvizRenderer().dotSource(for: Self.graph(index))
            } catch {
                failures.add("thread \(index): \(error)")
            }
        }
        #expect(failures.all.isEmpty)
    }
}

/// Failure messages collected from several threads.
private final class Failures: @unchecked Sendable {
    // @unchecked Sendable: `messages` is only touched while holding `lock`.
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        messages.append(message)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}
