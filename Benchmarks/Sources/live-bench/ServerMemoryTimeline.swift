import BenchmarkSupport
import Foundation

/// The server's memory over a sustained run: its resident memory every second, and at the
/// run's start, once the server's window of recent events has filled, and at the end, each
/// with what its allocator held then.
///
/// The server keeps page data for its most recent 10,000 to 12,500 events
/// (`LiveReportState.windowEventCount` and a quarter more): until the window is full its
/// memory grows by design, bounded. Both figures are printed: from the start, and from when
/// the window is full.
struct ServerMemoryTimeline {
    /// One reading of the server's memory.
    struct Reading {
        var seconds: Double
        var residentKilobytes: Int?
        var allocator: AllocatorFigures?

        init(_ server: ServerProcess, at seconds: Double) {
            self.seconds = seconds
            residentKilobytes = server.residentKilobytes
            allocator = server.allocator
        }
    }

    /// When the window is full at `rate` events a second: its most events, and a margin.
    let windowFullSeconds: Double
    private(set) var start: Reading?
    private(set) var windowFull: Reading?
    private(set) var end: Reading?
    private var residentSamples: [Int] = []

    /// A timeline for a run at `rate` events a second.
    init(rate: Int) {
        windowFullSeconds = 12_500 / Double(max(1, rate)) + 2.5
    }

    /// Takes the reading of `seconds` into the run (one a second).
    mutating func sample(_ server: ServerProcess, at seconds: Double) {
        let reading = Reading(server, at: seconds)
        if start == nil { start = reading }
        if windowFull == nil, seconds >= windowFullSeconds { windowFull = reading }
        residentSamples.append(reading.residentKilobytes ?? 0)
    }

    /// Takes the reading at the run's end.
    mutating func finish(_ server: ServerProcess, at seconds: Double) {
        end = Reading(server, at: seconds)
    }

    func print(highWaterMark: Int?) {
        let peak = residentSamples.max() ?? 0
        let startKilobytes = start?.residentKilobytes ?? 0
        let endKilobytes = end?.residentKilobytes ?? 0
        Swift.print(
            String(
                format: "server memory (resident): start %@, end %@, peak %@ over the run (%+.0f%% at the end, %+.0f%% at the peak; target: within 10%%), high-water mark %@",
                describeKilobytes(start?.residentKilobytes), describeKilobytes(end?.residentKilobytes), describeKilobytes(peak),
                percentChange(from: startKilobytes, to: endKilobytes), percentChange(from: startKilobytes, to: peak),
                describeKilobytes(highWaterMark)))
        if let windowFull, let full = windowFull.residentKilobytes {
            Swift.print(
                String(
                    format: "server memory (resident) from %.0f s in, once the window of recent events is full: %@ -> %@ (%+.0f%%)",
                    windowFull.seconds, describeKilobytes(full), describeKilobytes(end?.residentKilobytes), percentChange(from: full, to: endKilobytes)))
        } else {
            Swift.print(String(format: "server memory once the window of recent events is full: unknown (the run is shorter than %.0f s)", windowFullSeconds))
        }
        for (moment, reading) in [("at the start", start), ("once the window is full", windowFull), ("at the end", end)] {
            guard let reading else { continue }
            Swift.print("server's allocator \(moment): \(reading.allocator.map(String.init(describing:)) ?? "unknown")")
        }
    }

    private func percentChange(from start: Int, to value: Int) -> Double {
        start > 0 ? (Double(value) / Double(start) - 1) * 100 : .nan
    }
}
