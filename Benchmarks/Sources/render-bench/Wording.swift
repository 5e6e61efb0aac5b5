import BenchmarkSupport

/// `4,534`.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index).isMultiple(of: 3) { result += "," }
        result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
}

/// `met` or `MISSED`.
func verdict(_ isMet: Bool) -> String { isMet ? "met" : "MISSED" }

/// `312.4 ms` below ten seconds, `23.4 s` below 1,000 seconds, `23,286 s (6.5 h)` above.
func readable(_ duration: Duration) -> String {
    let seconds = duration / .seconds(1)
    if seconds < 10 { return milliseconds(duration) }
    if seconds < 1_000 { return String(format: "%.1f s", seconds) }
    return "\(grouped(Int(seconds.rounded()))) s (\(String(format: "%.1f", seconds / 3_600)) h)"
}

/// `16.1 MB`, or `57.8 GB` from 10 GB up.
func readableSize(_ bytes: Int) -> String {
    bytes < 10_000_000_000 ? megabytes(bytes) : String(format: "%.1f GB", Double(bytes) / 1e9)
}
