import Foundation

extension TimeInterval {
    /// `nanoseconds` in seconds, for Foundation's dates.
    init(nanoseconds: UInt64) {
        self = Double(nanoseconds) / 1_000_000_000
    }
}
