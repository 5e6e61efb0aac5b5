/// Tick positions for a time axis: a round step (1, 2 or 5 times a power of ten
/// nanoseconds) that gives about eight ticks.
///
/// Any duration a trace can hold works, up to `UInt64.max` nanoseconds (584 years): the
/// arithmetic never overflows, and the axis then ends at `UInt64.max`.
struct TimeAxis {
    /// The distance between ticks in nanoseconds.
    let step: UInt64
    /// The tick positions, from 0 to ``end``.
    let ticks: [UInt64]
    /// The axis's last tick, at or after the trace's duration.
    let end: UInt64

    init(duration: UInt64) {
        var chosen: UInt64 = 1
        var magnitude: UInt64 = 1
        // 5 × 10^18 nanoseconds is below UInt64.max and gives at most 4 ticks for any
        // duration, so the search always ends with a step.
        search: while true {
            for multiple: UInt64 in [1, 2, 5] where duration / (magnitude * multiple) <= 8 {
                chosen = magnitude * multiple
                break search
            }
            magnitude *= 10
        }
        step = chosen
        let (whole, remainder) = duration.quotientAndRemainder(dividingBy: chosen)
        let count = max(whole + (remainder == 0 ? 0 : 1), 1)
        var ticks: [UInt64] = []
        for index in 0...count {
            let (tick, overflow) = index.multipliedReportingOverflow(by: chosen)
            ticks.append(overflow ? UInt64.max : tick)
            if overflow { break }
        }
        self.ticks = ticks
        end = ticks[ticks.count - 1]
    }
}
