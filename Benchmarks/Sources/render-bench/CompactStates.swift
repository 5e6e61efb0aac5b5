import BenchmarkSupport
import Foundation
import RibInspector
import RibRendering

/// Tree states drawn as compact snapshots in this process, each laid out on its own: what
/// `ribviz render --every-state` does, and what the HTML report did before it had the
/// stable layout.
enum CompactStates {
    /// Draws the snapshot after each event count in `moments` (which must not decrease)
    /// with one forward replay, and hands each SVG to `page` with its index.
    ///
    /// - Returns: The bytes of SVG drawn.
    static func draw(
        _ trace: Trace,
        at moments: [Int],
        options: SnapshotOptions = SnapshotOptions(),
        with renderer: TraceRenderer,
        page: (_ index: Int, _ svg: Data) throws -> Void = { _, _ in }
    ) throws -> Int {
        var bytes = 0
        var replay = TraceReplay(trace)
        for (index, moment) in moments.enumerated() {
            try replay.advance(to: moment)
            let svg = try renderer.render(replay.snapshot, options: options)
            try page(index, svg)
            bytes += svg.count
        }
        return bytes
    }
}
