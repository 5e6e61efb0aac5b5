/// Times and durations as ribviz writes them for people, in test messages, reports and
/// pictures alike: seconds with three decimals and a unit, `12.345 s`, rounded to the
/// nearest millisecond.
package enum TimeWording {
    /// A time in nanoseconds (since the session started, or a length): `12.345 s`.
    package static func seconds(_ nanoseconds: UInt64) -> String {
        // Rounded without adding first, which could overflow for a time near UInt64.max.
        let milliseconds = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 >= 500_000 ? 1 : 0)
        let fraction = String(milliseconds % 1_000)
        return "\(milliseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}
