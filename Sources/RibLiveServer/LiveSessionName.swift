/// A session's name as the sink chose it: it names the session's URL and its file in the
/// save folder, so only letters, digits, `-`, `_` and `.` (not first), 1 to 100 of them.
struct LiveSessionName: Hashable, Sendable, Comparable, CustomStringConvertible {
    let rawValue: String

    /// `nil` when `text` is not a valid session name.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard (1...100).contains(bytes.count), bytes[0] != UInt8(ascii: "."),
            bytes.allSatisfy({ Self.allowed($0) })
        else { return nil }
        rawValue = text
    }

    var description: String { rawValue }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What a valid name looks like, for error messages.
    static let rule = "1 to 100 letters, digits, '-', '_' or '.', not starting with '.'"

    private static func allowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}
