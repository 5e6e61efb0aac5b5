import RibInspector

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
