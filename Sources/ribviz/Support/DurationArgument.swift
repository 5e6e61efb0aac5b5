import ArgumentParser
import RibRendering

/// A duration given on the command line with its unit: `1s`, `500ms`, `2.5s`, `300us`.
///
/// It reads times the way `--at` does (`TraceMoment`); a bare number is refused, since it could mean
/// seconds or milliseconds.
struct DurationArgument: ExpressibleByArgument {
    /// The duration in nanoseconds.
    var nanoseconds: UInt64

    /// A duration for a default value.
    init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    init?(argument: String) {
        guard case .time(let nanoseconds)? = TraceMoment(argument: argument) else { return nil }
        self.nanoseconds = nanoseconds
    }

    /// The value as `--help` shows a default: in the largest unit that divides it.
    var defaultValueDescription: String {
        let units: [(suffix: String, nanoseconds: UInt64)] = [("s", 1_000_000_000), ("ms", 1_000_000), ("us", 1_000)]
        let unit = units.first { nanoseconds.isMultiple(of: $0.nanoseconds) } ?? ("ns", 1)
        return "\(nanoseconds / unit.nanoseconds)\(unit.suffix)"
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
