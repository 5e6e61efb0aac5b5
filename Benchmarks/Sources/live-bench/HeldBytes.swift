import BenchmarkSupport
import RibInspector
import RibInspectorTools

/// Where the server's bytes and per-batch time go, measured in this process on the
/// session's batches: what a `JSONLinesTraceReader` alone holds on the heap and takes per
/// batch, and what an `IncrementalTraceAnalysis` fed the reader's events adds, in the
/// second tenth of the session and in its last. The server's places, stories and event
/// window are the rest of its memory.
struct HeldBytes {
    /// What reads beside the reader.
    enum Company {
        case none
        /// An analysis that holds the declarations while the reader reads.
        case analysisHolding
        /// An analysis that lets go of them while the reader reads, as the server's state does.
        case analysisLettingGo
        /// A `RibTree` replaying the reader's events, dropping deallocated RIBs' nodes as the
        /// server's places and analysis do.
        case tree
    }

    /// The heap bytes held at the end of a tenth of the session, and the mean time per
    /// batch that the reader took in it.
    struct Tenth {
        var heapBytes: Int?
        var readMilliseconds: Double
    }

    /// The second and the last tenth of feeding `batches` to a reader in `company`.
    static func measure(_ batches: [[UInt8]], in company: Company) throws -> (second: Tenth, last: Tenth) {
        let tenth = max(1, batches.count / 10)
        let heapBefore = heapBytesInUse()
        var reader = JSONLinesTraceReader(source: "held bytes")
        var analysis: IncrementalTraceAnalysis?
        var tree = RibTree(keepsDeallocatedRibs: false)
        var readNanoseconds: [UInt64] = []
        var secondTenthHeap: Int?
        for (index, batch) in batches.enumerated() {
            if company == .analysisLettingGo { analysis?.releaseDeclarations() }
            let start = monotonicNanoseconds()
            let events = try reader.read(batch)
            readNanoseconds.append(monotonicNanoseconds() - start)
            if company == .tree {
                for read in events { try? tree.apply(read.event) }
            } else if company != .none, let declarations = reader.declarations {
                // Made as the server's state makes it: without the nodes of deallocated RIBs.
                if analysis == nil {
                    analysis = IncrementalTraceAnalysis(declarations: declarations, keepsDeallocatedRibs: false)
                } else {
                    analysis?.declare(declarations)
                }
                for read in events { analysis?.analyze(read.event) }
            }
            if index + 1 == 2 * tenth { secondTenthHeap = heldSince(heapBefore) }
        }
        let lastHeap = heldSince(heapBefore)
        withExtendedLifetime((reader, analysis, tree)) {}
        func mean(_ times: ArraySlice<UInt64>) -> Double { Double(times.reduce(0, +)) / 1e6 / Double(max(1, times.count)) }
        return (
            Tenth(heapBytes: secondTenthHeap, readMilliseconds: mean(readNanoseconds[tenth..<(2 * tenth)])),
            Tenth(heapBytes: lastHeap, readMilliseconds: mean(readNanoseconds.suffix(tenth)))
        )
    }

    /// The heap a copy of the session's RIB declarations holds (a `Trace` that declares
    /// them one by one, as the reader does), and how many there are.
    static func declarationBytes(_ batches: [[UInt8]]) throws -> (bytes: Int?, ribs: Int) {
        var reader = JSONLinesTraceReader(source: "held bytes")
        for batch in batches { _ = try reader.read(batch) }
        guard let declarations = reader.declarations else { return (nil, 0) }
        let heapBefore = heapBytesInUse()
        var copy = Trace(header: declarations.header)
        for rib in declarations.ribs { try copy.declare(rib) }
        let bytes = heldSince(heapBefore)
        withExtendedLifetime(copy) {}
        return (bytes, declarations.ribs.count)
    }

    private static func heldSince(_ before: Int?) -> Int? {
        guard let before, let now = heapBytesInUse() else { return nil }
        return now - before
    }
}
