import Foundation
import RibExamples
import RibInspector
import RibInspectorTools
import Testing

/// The analysis fed one event at a time gives, at any point, the analysis of the trace so far.
@Suite("Incremental trace analysis")
struct IncrementalTraceAnalysisTests {
    @Test(
        "after each chunk, the analysis so far is the analysis of the bytes so far, with or without the nodes of deallocated RIBs",
        arguments: [0, 1], [true, false])
    func soFar(session: Int, keepsDeallocatedRibs: Bool) throws {
        let (name, trace) = JSONLinesTraceReaderTests.sessions[session]
        let bytes = TraceEncoder(form: .jsonLines).encode(trace)
        var random = SplitMix64(seed: UInt64(session) + 5)
        let chunks = JSONLinesTraceReaderTests.chunks(of: bytes, random: &random)
        var reader = JSONLinesTraceReader(source: name)
        var analysis: IncrementalTraceAnalysis?
        var bytesSoFar: [UInt8] = []
        var compared = 0
        for (index, chunk) in chunks.enumerated() {
            let events = try reader.read(chunk)
            bytesSoFar += chunk
            let declarations = try #require(reader.declarations)
            if analysis == nil { analysis = IncrementalTraceAnalysis(declarations: declarations, keepsDeallocatedRibs: keepsDeallocatedRibs) }
            analysis?.declare(declarations)
            for read in events { analysis?.analyze(read.event) }
            // Every chunk of TicTacToe; every 25th of the long session, and its last.
            guard session == 0 || index % 25 == 0 || index == chunks.count - 1 else { continue }
            let traceSoFar = try TraceReader().read(bytesSoFar, source: name)
            let expected = TraceAnalysis(traceSoFar)
            let actual = try #require(analysis?.soFar())
            #expect(actual.summary == expected.summary, "after \(bytesSoFar.count) bytes")
            #expect(actual.lifetimes == expected.lifetimes, "after \(bytesSoFar.count) bytes")
            #expect(actual.findings == expected.findings, "after \(bytesSoFar.count) bytes")
            if keepsDeallocatedRibs {
                #expect(actual.finalSnapshot.tree == expected.finalSnapshot.tree)
            } else {
                #expect(actual.finalSnapshot.tree == (try JSONLinesTraceReaderTests.treeWithoutDeallocatedRibs(traceSoFar.events)))
                #expect(actual.finalSnapshot.text(showsState: true, includesDetached: true) == expected.finalSnapshot.text(showsState: true, includesDetached: true))
            }
            compared += 1
        }
        #expect(compared >= min(chunks.count, 10))
    }
}
