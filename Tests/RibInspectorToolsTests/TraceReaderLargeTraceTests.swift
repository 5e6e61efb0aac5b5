import Foundation
import Testing
import RibInspector
@testable import RibInspectorTools

/// Traces large enough that the reader replays them on a second thread while it parses.
@Suite("Trace reader: large traces")
struct TraceReaderLargeTraceTests {
    /// A session of `ribCount` RIBs that are each built, attached under the root, used and
    /// deallocated: seven events per RIB.
    private static func churn(ribCount: Int) -> Trace {
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Churn"), clock: .manual(clock))
        let root = recorder.declareRib(named: "Root", routerType: "RootRouter")
        recorder.record(.launched(root))
        for index in 0..<ribCount {
            let rib = recorder.declareRib(named: "Screen\(index % 40)", routerType: "Screen\(index % 40)Router", scope: nil)
            for kind: RibEvent.Kind in [
                .built(rib), .attached(rib, parent: root), .activated(rib), .loaded(rib),
                .deactivated(rib), .detached(rib, parent: root), .deallocated(rib),
            ] {
                clock.advance(by: .microseconds(3))
                recorder.record(kind)
            }
        }
        return recorder.trace()
    }

    private static let trace = churn(ribCount: 12_000)

    @Test("a large trace reads the same in both forms, with the tree its events build", arguments: [TraceEncoder.Form.document, .jsonLines])
    func largeTrace(form: TraceEncoder.Form) throws {
        let bytes = TraceEncoder(form: form).encode(Self.trace)
        #expect(bytes.count >= TraceBuildQueue.threadThreshold)
        let snapshot = try TraceReader().readFinalSnapshot(bytes)
        #expect(snapshot.trace.ribs == Self.trace.ribs)
        #expect(snapshot.trace.events == Self.trace.events)
        #expect(snapshot.tree == (try Self.trace.finalSnapshot()).tree)
    }

    @Test("a trace file reads the same whether it is small enough to be read whole or large enough to be mapped")
    func readOrMapped() throws {
        let small = Self.churn(ribCount: 100)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("read-or-mapped-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        for trace in [small, Self.trace] {
            try TraceEncoder().write(trace, to: url)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
            #expect((size < TraceFileBytes.mappingThreshold) == (trace.events.count == small.events.count))
            let read = try TraceReader().read(contentsOf: url)
            #expect(read.ribs == trace.ribs)
            #expect(read.events == trace.events)
        }
    }

    @Test("a contradiction is reported before a later parse error, though another thread finds it")
    func errorsInFileOrder() throws {
        var events = Self.trace.events
        let index = events.count - 100
        events[index].kind = .detached(RibID(rawValue: 5), parent: RibID(rawValue: 1))  // RIB 5 was deallocated long ago
        let damaged = try Trace(header: Self.trace.header, ribs: Self.trace.ribs, events: events)
        var bytes = TraceEncoder().encode(damaged)
        bytes.removeLast(20)  // and the file ends early, after the contradiction
        let error = try #require(readError(bytes))
        #expect(
            error.problem
                == .contradiction(
                    sequence: events[index].sequence,
                    .notAChild(RibID(rawValue: 5), parent: RibID(rawValue: 1), actualParent: nil)))
        // The document puts the header, "ribs":[, the declarations, "],", the empty
        // scopes and workflows, and "events":[ before the first event.
        #expect(error.position?.line == 1 + 1 + damaged.ribs.count + 1 + 2 + 1 + index + 1)
    }

    @Test("a parse error after a large, consistent part is reported once the replay caught up")
    func parseErrorAfterLargePart() throws {
        var bytes = TraceEncoder(form: .jsonLines).encode(Self.trace)
        bytes += Array(#"{"seq":"oops"}"#.utf8) + [UInt8(ascii: "\n")]
        let error = try #require(readError(bytes))
        #expect(error.problem == .invalidValue(field: "seq", expected: "a whole number", found: "a string"))
        // The header line, the declarations, the events and the end record come before it.
        #expect(error.position?.line == 1 + Self.trace.ribs.count + Self.trace.events.count + 1 + 1)
    }
}
