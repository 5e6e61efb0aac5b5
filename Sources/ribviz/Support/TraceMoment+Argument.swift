import ArgumentParser
import RibRendering

/// `--at`: an event's sequence number (`12`) or a time since the session started
/// (`2.5s`, `1500ms`, `300us`, `42ns`).
extension TraceMoment: ExpressibleByArgument {
    public init?(argument: String) {
        let units: [(suffix: String, nanoseconds: Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)]
        if let value = UInt64(argument) {
            self = .event(value)
            return
        }
        for unit in units where argument.hasSuffix(unit.suffix) {
            guard let number = Double(argument.dropLast(unit.suffix.count)), number >= 0, number.isFinite,
                number * unit.nanoseconds < Double(UInt64.max)
            else { return nil }
            self = .time(UInt64(number * unit.nanoseconds))
            return
        }
        return nil
    }

    public static var defaultCompletionKind: CompletionKind { .default }
}
