import Foundation

/// Turns a trace's event times (nanoseconds since the session started) into the
/// nanoseconds since 1970 that OTLP carries, from the session's recorded start.
struct SessionClock: Hashable, Sendable {
    /// The session's start, in nanoseconds since 1970 (UTC).
    var startUnixNanoseconds: UInt64

    /// The clock of a session that started at `startedAt`, an ISO 8601 date and time with
    /// a time zone and up to nine digits of fractions of a second
    /// (`2026-01-01T09:00:00.250Z`); `nil` when it is not one, or before 1970.
    init?(startedAt: String) {
        var whole = Substring(startedAt)
        var fraction: UInt64 = 0
        if let dot = startedAt.firstIndex(of: ".") {
            let digits = startedAt[startedAt.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            for (position, digit) in digits.prefix(9).enumerated() {
                fraction += UInt64(digit.wholeNumberValue ?? 0) * Self.powersOfTen[8 - position]
            }
            whole = startedAt[..<dot] + startedAt[digits.endIndex...]
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        guard let date = formatter.date(from: String(whole)), date.timeIntervalSince1970 >= 0 else { return nil }
        startUnixNanoseconds = UInt64(date.timeIntervalSince1970) * 1_000_000_000 + fraction
    }

    /// The moment `time` nanoseconds after the session started.
    func unixNanoseconds(_ time: UInt64) -> UInt64 {
        startUnixNanoseconds &+ time
    }

    private static let powersOfTen: [UInt64] = (0..<9).map { (0..<$0).reduce(1) { value, _ in value * 10 } }
}
