/// Formats nanoseconds since the session started for people.
public enum TimeWording {
    /// Seconds with three decimals and a unit, rounded to the nearest millisecond as
    /// `ribviz inspect` writes them: `12.345 s`.
    public static func seconds(_ nanoseconds: UInt64) -> String {
        let milliseconds = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 >= 500_000 ? 1 : 0)
        let fraction = String(milliseconds % 1_000)
        return "\(milliseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }

    /// A length of time in seconds with three decimals: `1.250 s`. Negative durations
    /// read as `0.000 s`.
    public static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return Self.seconds(UInt64(0)) }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (total, carry) = whole.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
        return Self.seconds(overflow || carry ? UInt64.max : total)
    }
}

extension TimeWording {
    /// A tick label with as many decimals as the step needs: `0 s`, `0.5 s`, `250 ms`.
    static func axisLabel(_ nanoseconds: UInt64, step: UInt64) -> String {
        if step >= 1_000_000_000 { return "\(nanoseconds / 1_000_000_000) s" }
        if step >= 100_000_000 { return "\(nanoseconds / 1_000_000_000).\(nanoseconds % 1_000_000_000 / 100_000_000) s" }
        if step >= 1_000_000 { return "\(nanoseconds / 1_000_000) ms" }
        if step >= 1_000 { return "\(nanoseconds / 1_000) µs" }
        return "\(nanoseconds) ns"
    }
}
