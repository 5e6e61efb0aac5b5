/// Tick positions for a time axis: a round step (1, 2 or 5 times a power of ten
/// nanoseconds) that gives about eight ticks.
struct TimeAxis {
    /// The distance between ticks in nanoseconds.
    let step: UInt64
    /// The tick positions, from 0 to ``end``.
    let ticks: [UInt64]
    /// The axis's last tick, at or after the trace's duration.
    let end: UInt64

    init(duration: UInt64) {
        var magnitude: UInt64 = 1
        var chosen: UInt64 = 1
        search: while magnitude < UInt64.max / 10 {
            for multiple: UInt64 in [1, 2, 5] where duration / (magnitude * multiple) <= 8 {
                chosen = magnitude * multiple
                break search
            }
            magnitude *= 10
        }
        step = chosen
        let count = (duration + chosen - 1) / chosen
        end = max(count, 1) * chosen
        ticks = (0...max(count, 1)).map { $0 * chosen }
    }
}
