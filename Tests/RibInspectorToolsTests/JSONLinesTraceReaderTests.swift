import Foundation
import RibExamples
import RibInspector
import RibInspectorTools
import Testing

/// Reading a JSON Lines trace chunk by chunk gives what one read of the bytes so far gives.
@Suite("JSON Lines trace reader, chunk by chunk")
struct JSONLinesTraceReaderTests {
    static let sessions: [(name: String, trace: Trace)] = [
        ("TicTacToe", ExampleSession.ticTacToe.record()),
        ("500 live RIBs", SteadySession(liveRibs: 500, replacements: 1_500).trace()),
    ]

    @Test("random cuts at line boundaries read the same as one read", arguments: [0, 1])
    func randomCuts(session: Int) throws {
        let (name, trace) = Self.sessions[session]
        let bytes = TraceEncoder(form: .jsonLines).encode(trace)
        var random = SplitMix64(seed: UInt64(session) + 11)
        let whole = try TraceReader().readFinalSnapshot(bytes, source: name)
        var reader = JSONLinesTraceReader(source: name)
        var events: [RibEvent] = []
        var eventLines: [Int] = []
        for chunk in Self.chunks(of: bytes, random: &random) {
            for read in try reader.read(chunk) {
                events.append(read.event)
                eventLines.append(read.line)
            }
        }
        #expect(events == whole.trace.events)
        #expect(reader.eventCount == whole.trace.events.count)
        #expect(reader.tree == (try Self.treeWithoutDeallocatedRibs(whole.trace.events)))
        #expect(reader.tree.nodeCount == whole.tree.nodes.values.count { !$0.isDeallocated })
        let declarations = try #require(reader.declarations)
        #expect(declarations.events.isEmpty)
        #expect(declarations.header == whole.trace.header)
        #expect(declarations.ribs == whole.trace.ribs)
        #expect(declarations.scopes == whole.trace.scopes)
        #expect(declarations.workflows == whole.trace.workflows)
        #expect(declarations.end == whole.trace.end)
        #expect(reader.lineCount == bytes.count { $0 == UInt8(ascii: "\n") })
        #expect(reader.byteCount == bytes.count)
        // Each event's line is the line it is on in the file.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in eventLines.enumerated() {
            #expect(String(decoding: lines[line - 1], as: UTF8.self).contains("\"seq\":\(events[index].sequence),"))
        }
    }

    @Test("warnings are the same as one read's, with the same lines")
    func warnings() throws {
        let text = TraceText.lines(
            #"{"record":"rib","id":1,"name":"Root"}"#,
            #"{"seq":0,"t":1,"kind":"launch","rib":1}"#,
            #"{"seq":1,"t":2,"kind":"teleport","rib":1}"#,
            #"{"seq":3,"t":3,"kind":"activate","rib":1}"#,
            #"{"seq":4,"t":4,"kind":"teleport","rib":1}"#,
            #"{"record":"mystery"}"#,
            #"{"seq":5,"t":5,"kind":"deactivate","rib":1}"#)
        let bytes = Array(text.utf8)
        let whole = try TraceReader().read(bytes)
        #expect(whole.warnings.count == 3)
        for cut in 1..<8 {
            var reader = JSONLinesTraceReader()
            let lines = Self.lines(of: bytes)
            _ = try reader.read(Array(lines[..<cut].joined()))
            _ = try reader.read(Array(lines[cut...].joined()))
            #expect(reader.declarations?.warnings == whole.warnings, "cut after line \(cut)")
        }
    }

    /// Lines that break the trace, each as the `index`th event line of the steady session.
    static let badLines = [
        #"{"seq":7,"t":1,"kind":"activate","rib":1}"#,  // sequence and time go back
        #"{"seq":99999999,"t":99999999999,"kind":"activate","rib":77777}"#,  // undeclared RIB
        #"{"seq":99999999,"t":99999999999,"kind":"detach","rib":1,"parent":2}"#,  // contradicts the tree
        #"{"seq":99999999,"t":99999999999,"kind":"activate","rib":1"#,  // cut short
        #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"A"},"session":{}}"#,
        #"{"record":"rib","id":1,"name":"Again"}"#,
    ]

    @Test("a bad line is refused with one read's error, and the reader stays as it was", arguments: badLines.indices)
    func badLine(_ bad: Int) throws {
        let trace = Self.sessions[1].trace
        var lines = Self.lines(of: TraceEncoder(form: .jsonLines).encode(trace))
        let badIndex = lines.count / 2
        let good = lines[badIndex]
        lines[badIndex] = Array(Self.badLines[bad].utf8) + [UInt8(ascii: "\n")]
        let before = Array(lines[..<(badIndex - 3)].joined())
        let chunk = Array(lines[(badIndex - 3)..<(badIndex + 3)].joined())
        let wholeError = try #require(readError(before + chunk, source: "s"))

        var reader = JSONLinesTraceReader(source: "s")
        _ = try reader.read(before)
        let (lineCount, eventCount, tree, ribs) = (reader.lineCount, reader.eventCount, reader.tree, reader.declarations?.ribs)
        #expect(throws: wholeError) { try reader.read(chunk) }
        #expect(reader.lineCount == lineCount)
        #expect(reader.eventCount == eventCount)
        #expect(reader.tree == tree)
        #expect(reader.declarations?.ribs == ribs)
        // The good lines continue from where the reader stands.
        lines[badIndex] = good
        let rest = try reader.read(Array(lines[(badIndex - 3)...].joined()))
        #expect(reader.eventCount == trace.events.count)
        #expect(rest.last?.event == trace.events.last)
    }

    /// The changes a chunk can make, each of which a refused chunk must undo: new
    /// declarations (one renames rib 2 to `Child#1`), a share, and the tree's changes
    /// (a detach, a deallocation that frees a child, a RIB built and launched).
    static let undoneChanges = [
        #"{"record":"scope","id":2,"name":"Child"}"#,
        #"{"record":"rib","id":5,"name":"Child","scope":2}"#,
        #"{"record":"workflow","id":1,"name":"W"}"#,
        #"{"seq":4,"t":5,"kind":"share","scope":1,"name":"b"}"#,
        #"{"seq":5,"t":6,"kind":"deactivate","rib":2}"#,
        #"{"seq":6,"t":7,"kind":"detach","rib":2,"parent":1}"#,
        #"{"seq":7,"t":8,"kind":"deallocate","rib":2}"#,
        #"{"seq":8,"t":9,"kind":"built","rib":5}"#,
        #"{"seq":9,"t":10,"kind":"launch","rib":5}"#,
    ]

    @Test(
        "a refused chunk's declarations, shares and tree changes are undone, and the good lines read on as one read",
        arguments: [
            #"{"seq":10,"t":11,"kind":"activate","rib":77}"#,  // undeclared: the parser refuses it
            #"{"seq":10,"t":11,"kind":"detach","rib":4,"parent":1}"#,  // contradicts the tree: the builder refuses it
        ])
    func refusedChunkUndone(bad: String) throws {
        let first = Array(
            TraceText.lines(
                #"{"record":"scope","id":1,"name":"Root","shared":["a"]}"#,
                #"{"record":"rib","id":1,"name":"Root","scope":1}"#,
                #"{"record":"rib","id":2,"name":"Child"}"#,
                #"{"record":"rib","id":4,"name":"Leaf"}"#,
                #"{"seq":0,"t":1,"kind":"launch","rib":1}"#,
                #"{"seq":1,"t":2,"kind":"attach","rib":2,"parent":1}"#,
                #"{"seq":2,"t":3,"kind":"attach","rib":4,"parent":2}"#,
                #"{"seq":3,"t":4,"kind":"activate","rib":2}"#
            ).utf8)
        let changes = Array((Self.undoneChanges.joined(separator: "\n") + "\n").utf8)
        let badLine = Array((bad + "\n").utf8)
        let wholeError = try #require(readError(first + changes + badLine, source: "s"))
        var reader = JSONLinesTraceReader(source: "s")
        _ = try reader.read(first)
        let before = try #require(reader.declarations)
        let tree = reader.tree

        #expect(throws: wholeError) { try reader.read(changes + badLine) }
        let after = try #require(reader.declarations)
        #expect(after.ribs == before.ribs)
        #expect(after.scopes == before.scopes)
        #expect(after.workflows == before.workflows)
        #expect(after.displayName(of: RibID(rawValue: 2)) == "Child")
        #expect(reader.tree == tree)
        #expect(reader.tree.roots == tree.roots)
        #expect(reader.eventCount == 4)

        let rest = try reader.read(changes)
        let whole = try TraceReader().readFinalSnapshot(first + changes, source: "s")
        #expect(rest.map(\.event) == Array(whole.trace.events.dropFirst(4)))
        #expect(reader.tree == (try Self.treeWithoutDeallocatedRibs(whole.trace.events)))
        #expect(reader.declarations?.ribs == whole.trace.ribs)
        #expect(reader.declarations?.scopes == whole.trace.scopes)
        #expect(reader.declarations?.workflows == whole.trace.workflows)
        #expect(reader.declarations?.displayName(of: RibID(rawValue: 2)) == "Child#1")
    }

    @Test(
        "a reader that let go of deallocated RIBs' declarations refuses what one read refuses, with the same error",
        arguments: [
            #"{"record":"rib","id":2,"name":"Again"}"#,  // a second declaration of rib 2
            #"{"seq":4,"t":5,"kind":"activate","rib":2}"#,  // an event for the deallocated rib 2
            #"{"seq":4,"t":5,"kind":"activate","rib":9}"#,  // an undeclared RIB
        ])
    func forgottenDeclarationsKeepTheChecks(bad: String) throws {
        let first = Array(
            TraceText.lines(
                #"{"record":"rib","id":1,"name":"Root"}"#,
                #"{"record":"rib","id":2,"name":"Child"}"#,
                #"{"record":"rib","id":3,"name":"Child"}"#,
                #"{"seq":0,"t":1,"kind":"launch","rib":1}"#,
                #"{"seq":1,"t":2,"kind":"attach","rib":2,"parent":1}"#,
                #"{"seq":2,"t":3,"kind":"detach","rib":2,"parent":1}"#,
                #"{"seq":3,"t":4,"kind":"deallocate","rib":2}"#
            ).utf8)
        let badLine = Array((bad + "\n").utf8)
        let wholeError = try #require(readError(first + badLine, source: "s"))
        var reader = JSONLinesTraceReader(source: "s")
        _ = try reader.read(first)
        reader.forgetDeclarations(of: [RibID(rawValue: 2)])
        let declarations = try #require(reader.declarations)
        #expect(declarations.ribs.map(\.id.rawValue) == [1, 3])
        #expect(declarations.rib(RibID(rawValue: 2)) == nil)
        #expect(declarations.declaredRibCount == 3)
        #expect(declarations.displayName(of: RibID(rawValue: 3)) == "Child#2")

        #expect(throws: wholeError) { try reader.read(badLine) }
        #expect(reader.declarations?.ribs.map(\.id.rawValue) == [1, 3])
        // The good lines read on, and a new RIB of the name is its third.
        let rest = Array((#"{"record":"rib","id":4,"name":"Child"}"# + "\n" + #"{"seq":4,"t":5,"kind":"attach","rib":4,"parent":1}"# + "\n").utf8)
        #expect(try reader.read(rest).map(\.event.kind) == [.attached(RibID(rawValue: 4), parent: RibID(rawValue: 1))])
        #expect(reader.declarations?.displayName(of: RibID(rawValue: 4)) == "Child#3")
        #expect(reader.declarations?.ribs(declaredAfter: 3).map(\.id.rawValue) == [4])
    }

    @Test("an event after the end record is refused at the end record, as one read refuses it")
    func eventAfterEnd() throws {
        let first = Array(
            TraceText.lines(
                #"{"record":"rib","id":1,"name":"Root"}"#,
                #"{"seq":0,"t":5,"kind":"launch","rib":1}"#,
                #"{"record":"end","t":6}"#
            ).utf8)
        let second = Array("{\"seq\":1,\"t\":9,\"kind\":\"activate\",\"rib\":1}\n".utf8)
        var reader = JSONLinesTraceReader()
        _ = try reader.read(first)
        #expect(reader.hasEnded)
        #expect(reader.declarations?.end == 6)
        let wholeError = try #require(readError(first + second, source: "trace"))
        #expect(throws: wholeError) { try reader.read(second) }
        #expect(reader.eventCount == 1)
    }

    @Test("a first chunk that is not a JSON Lines header is refused")
    func notJSONLines() {
        var reader = JSONLinesTraceReader()
        #expect(throws: TraceReadError.self) { try reader.read(Array(TraceText.document(ribs: TraceText.twoRibs).utf8)) }
        #expect(throws: TraceReadError(source: "trace", position: nil, problem: .empty)) { try reader.read([UInt8]()) }
        #expect(reader.declarations == nil)
    }

    // MARK: - Helpers

    /// The lines of `bytes`, each with its line break.
    static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(Array(bytes[start...index]))
            start = index + 1
        }
        return lines
    }

    /// `bytes` cut at random line boundaries into chunks of 1 to 60 lines.
    /// The tree the reader keeps after `events`: one that drops deallocated RIBs' nodes.
    static func treeWithoutDeallocatedRibs(_ events: [RibEvent]) throws -> RibTree {
        var tree = RibTree(keepsDeallocatedRibs: false)
        for event in events { try tree.apply(event) }
        return tree
    }

    static func chunks(of bytes: [UInt8], random: inout SplitMix64) -> [[UInt8]] {
        let lines = lines(of: bytes)
        var chunks: [[UInt8]] = []
        var index = 0
        while index < lines.count {
            let count = Int(random.next() % 60) + 1
            chunks.append(Array(lines[index..<min(lines.count, index + count)].joined()))
            index += count
        }
        return chunks
    }
}
