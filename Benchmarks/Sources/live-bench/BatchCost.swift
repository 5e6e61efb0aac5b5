import BenchmarkSupport
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import RibInspector
import RibInspectorTools
import RibLiveServer

/// The server's time per batch of records as a session grows, against what the server
/// used to pay per batch before it read sessions line by line: one `TraceReader` read of
/// the whole session so far, timed in this process on the same bytes, in the same run.
///
/// The session is a tree of `liveRibs` active RIBs whose leaves are replaced one after
/// another (as in the latency part), as a `TraceFileSink` writes it, posted in batches of
/// about `batchEvents` events, each waiting for the server's answer. After each batch a
/// page that follows the session asks for its update (the batch's events), and the
/// server's CPU time for that answer is counted apart; its resident memory is read at
/// every tenth of the session, so that growth with the session's length shows.
struct BatchCost {
    var liveRibs: Int
    var events: Int
    var batchEvents = 50

    func run(server: ServerProcess) throws {
        let batches = try recordedBatches()
        print("   \(batches.count) batches of about \(batchEvents) events (\(batches.reduce(0) { $0 + $1.count } / 1_024) KiB in all)")
        var posted: [Double] = []
        var serverCPU: [Double] = []  // the server's CPU time before each batch, in ms
        var updateCPU: [Double] = []  // the server's CPU time for each batch's update, in ms
        var memoryByTenth: [Int?] = []
        var allocatorByTenth: [AllocatorFigures?] = []
        var sessionSoFar: [UInt8] = []
        var rereads: [(batch: Int, milliseconds: Double)] = []
        let rereadEvery = max(1, batches.count / 12)
        var records: UInt64 = 0
        let memoryAtStart = server.residentKilobytes
        var memoryAfterTree: Int?
        for (index, batch) in batches.enumerated() {
            serverCPU.append(Self.cpuMilliseconds(of: server.pid) ?? .nan)
            let start = monotonicNanoseconds()
            try post(batch, firstRecord: records, to: server.url)
            posted.append(Double(monotonicNanoseconds() - start) / 1e6)
            let beforeUpdate = Self.cpuMilliseconds(of: server.pid) ?? .nan
            try askUpdate(after: records, from: server.url)
            updateCPU.append((Self.cpuMilliseconds(of: server.pid) ?? .nan) - beforeUpdate)
            records += UInt64(batch.count { $0 == UInt8(ascii: "\n") })
            if (index + 1) % max(1, batches.count / 10) == 0 {
                memoryByTenth.append(server.residentKilobytes)
                usleep(600_000)  // the server writes its allocator's figures every half second
                allocatorByTenth.append(server.allocator)
            }
            sessionSoFar += batch
            if index == liveRibs * 3 / batchEvents { memoryAfterTree = server.residentKilobytes }
            if index % rereadEvery == 0 || index == batches.count - 1 {
                // The old server's cost for this batch: the whole session read again.
                let times = (0..<3).map { _ in
                    let start = monotonicNanoseconds()
                    _ = try? TraceReader().read(sessionSoFar, source: "peer")
                    return Double(monotonicNanoseconds() - start) / 1e6
                }
                rereads.append((index, median(times)))
            }
        }
        serverCPU.append(Self.cpuMilliseconds(of: server.pid) ?? .nan)
        let tenth = max(1, posted.count / 10)
        let first = median(Array(posted[tenth..<(2 * tenth)]))
        let last = median(Array(posted.suffix(tenth)))
        // The batches' own CPU time: between one batch's start and the next's, less its update's.
        let cpuSecondTenth =
            (serverCPU[2 * tenth] - serverCPU[tenth] - updateCPU[tenth..<(2 * tenth)].reduce(0, +)) / Double(tenth)
        let cpuLastTenth =
            (serverCPU[posted.count] - serverCPU[posted.count - tenth] - updateCPU.suffix(tenth).reduce(0, +)) / Double(tenth)
        let lastReread = rereads.last?.milliseconds ?? .nan
        print(
            String(
                format: "   server's CPU time per batch (user + system, mean over %d batches): %.2f ms in the second tenth of the session, %.2f ms in the last tenth",
                tenth, cpuSecondTenth, cpuLastTenth))
        print(
            String(
                format: "   a batch's POST answered, round trip through URLSession on loopback (median): %.2f ms in the second tenth, %.2f ms in the last tenth",
                first, last))
        print(
            String(
                format:
                    "   server's CPU time per update of one batch's events for a page that follows (user + system, mean over %d updates): %.2f ms in the second tenth, %.2f ms in the last tenth",
                tenth, updateCPU[tenth..<(2 * tenth)].reduce(0, +) / Double(tenth), updateCPU.suffix(tenth).reduce(0, +) / Double(tenth)))
        for (batch, milliseconds) in rereads {
            print(String(format: "   peer, TraceReader reading the session so far after batch %d: %.2f ms", batch, milliseconds))
        }
        print(
            String(
                format: "   at the end: one re-read of the session so far takes %.1f× the server's CPU time per batch (%.2f ms against %.2f ms)",
                lastReread / cpuLastTenth, lastReread, cpuLastTenth))
        print(
            "   server memory (resident): \(describeKilobytes(memoryAtStart)) before the session, \(describeKilobytes(memoryAfterTree)) once the tree is built, \(describeKilobytes(server.residentKilobytes)) at the end, high-water mark \(describeKilobytes(server.peakKilobytes))"
        )
        print("   server memory (resident) after each tenth of the session: \(memoryByTenth.map(describeKilobytes).joined(separator: ", "))")
        if let second = memoryByTenth.dropFirst().first ?? nil, let end = memoryByTenth.last ?? nil {
            print(String(format: "   from the end of the second tenth to the end: %+.0f%% (target: flat within 10%%)", 100 * Double(end - second) / Double(second)))
        }
        for (moment, figures) in [("after the second tenth", allocatorByTenth.dropFirst().first ?? nil), ("at the end", allocatorByTenth.last ?? nil)] {
            print("   server's allocator \(moment): \(figures.map(String.init(describing:)) ?? "unknown")")
        }
        try printHeldBytes(batches)
    }

    /// Where the server's bytes and time per batch go: the reader's share and the analysis's,
    /// measured in this process on the same batches.
    private func printHeldBytes(_ batches: [[UInt8]]) throws {
        let reader = try HeldBytes.measure(batches, in: .none)
        let analysis = try HeldBytes.measure(batches, in: .analysisHolding)
        let lettingGo = try HeldBytes.measure(batches, in: .analysisLettingGo)
        let tree = try HeldBytes.measure(batches, in: .tree)
        let declarations = try HeldBytes.declarationBytes(batches)
        func megabytes(_ bytes: Int?) -> String { bytes.map(BenchmarkSupport.megabytes) ?? "n/a" }
        func perRib(_ bytes: Int?) -> String { bytes.map { String($0 / max(1, declarations.ribs)) } ?? "n/a" }
        let treeBytes = tree.last.heapBytes.flatMap { with in reader.last.heapBytes.map { with - $0 } }
        let analysisBytes = lettingGo.last.heapBytes.flatMap { with in reader.last.heapBytes.map { with - $0 } }
        print(
            "   where the bytes go at the end, per RIB instance declared (\(declarations.ribs)): the declarations \(perRib(declarations.bytes)) bytes"
                + " (a RibDescriptor is \(MemoryLayout<RibDescriptor>.stride)), a RibTree of the events without deallocated RIBs' nodes \(perRib(treeBytes))"
                + " (a node is \(MemoryLayout<RibTree.Node?>.stride); the reader, the analysis and the places have one each),"
                + " the analysis beside the reader \(perRib(analysisBytes)), the reader \(perRib(reader.last.heapBytes))")
        print(
            String(
                format: "   in this process, JSONLinesTraceReader alone: %.3f ms per batch in the second tenth, %.3f ms in the last;",
                reader.second.readMilliseconds, reader.last.readMilliseconds)
                + " heap held \(megabytes(reader.second.heapBytes)) after the second tenth, \(megabytes(reader.last.heapBytes)) at the end")
        print(
            String(
                format:
                    "   in this process, the reader with IncrementalTraceAnalysis holding its declarations: the reader %.3f ms per batch in the second tenth, %.3f ms in the last;",
                analysis.second.readMilliseconds, analysis.last.readMilliseconds)
                + " heap held \(megabytes(analysis.second.heapBytes)) after the second tenth, \(megabytes(analysis.last.heapBytes)) at the end"
                + " (the rest of the server's memory: places, stories, the event window, the HTTP server)")
        print(
            String(
                format:
                    "   in this process, the reader with an IncrementalTraceAnalysis that lets go of its declarations while it reads, as the server does: %.3f ms per batch in the second tenth, %.3f ms in the last;",
                lettingGo.second.readMilliseconds, lettingGo.last.readMilliseconds)
                + " heap held \(megabytes(lettingGo.second.heapBytes)) after the second tenth, \(megabytes(lettingGo.last.heapBytes)) at the end")
    }

    /// The CPU time a process has used, user and system, in milliseconds (Linux only).
    private static func cpuMilliseconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ")
        else { return nil }
        // After the name: state is field 3, utime and stime are fields 14 and 15.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) * 1_000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The session as a TraceFileSink writes it, cut into batches of whole lines with about
    /// `batchEvents` events each.
    private func recordedBatches() throws -> [[UInt8]] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("live-bench-batches-\(getpid()).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorder = RibRecorder(app: AppInfo(name: "Bench"), retention: .nothing, sinks: [try TraceFileSink(url: file)])
        let shape = Latency(liveRibs: liveRibs, rate: 1, seconds: 1)
        var clock = RecordClock()
        var leaves = shape.buildTree(recorder, clock: &clock)
        var recorded = 0
        var step = 0
        while recorded < events {
            recorded += shape.replaceLeaf(&leaves, step: step, recorder: recorder, clock: &clock, budget: events - recorded)
            step += 1
        }
        try recorder.finish()
        let bytes = try Data(contentsOf: file)
        var batches: [[UInt8]] = []
        var batch: [UInt8] = []
        var eventsInBatch = 0
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            batch += line
            batch.append(UInt8(ascii: "\n"))
            if line.starts(with: Array(#"{"seq""#.utf8)) { eventsInBatch += 1 }
            if eventsInBatch == batchEvents {
                batches.append(batch)
                batch = []
                eventsInBatch = 0
            }
        }
        if !batch.isEmpty { batches.append(batch) }
        return batches
    }

    /// Asks the server for the update of a page that shows `records` records, as the live
    /// page does after each update, and waits for the answer.
    private func askUpdate(after records: UInt64, from server: URL) throws {
        var components = URLComponents(url: server.appendingPathComponent("sessions/batches/updates"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "after", value: String(records))]
        guard let url = components?.url else { throw BenchmarkError("cannot make the update's address from \(server)") }
        let status = Self.status(answering: URLRequest(url: url))
        guard status == 200 else {
            throw BenchmarkError("the server refused the update after record \(records): status \(status.map(String.init) ?? "none")")
        }
    }

    private func post(_ batch: [UInt8], firstRecord: UInt64, to server: URL) throws {
        var request = URLRequest(url: server.appendingPathComponent("sessions/batches/records"))
        request.httpMethod = "POST"
        request.setValue(String(firstRecord), forHTTPHeaderField: "Ribviz-First-Record")
        request.httpBody = Data(batch)
        let status = Self.status(answering: request)
        guard status == 200 else {
            throw BenchmarkError("the server refused the batch at record \(firstRecord): status \(status.map(String.init) ?? "none")")
        }
    }

    /// Sends a request and waits for the answer's status (`nil` without an answer).
    private static func status(answering request: URLRequest) -> Int? {
        let answer = Answer()
        URLSession.shared.dataTask(with: request) { _, response, _ in
            answer.status = (response as? HTTPURLResponse)?.statusCode
            answer.done.signal()
        }.resume()
        answer.done.wait()
        return answer.status
    }
}

/// A request's status, set by URLSession's thread before it signals `done`.
private final class Answer: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var status: Int?
}
