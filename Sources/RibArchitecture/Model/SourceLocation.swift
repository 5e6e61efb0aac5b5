/// A place in a scanned Swift file: the file's path and a line number, counted from 1.
///
/// Every declaration and every warning in a ``DeclaredArchitecture`` carries one, so a
/// reader can open the code a fact comes from. Its description is `path:line`, the form
/// editors and terminals turn into links.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file's path, as the scan reached it (the path given to the scanner, followed by
    /// the folders below it).
    public var file: String
    /// The line, counted from 1.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The order listings use.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }

    /// The value as one line of text.
    public var description: String { "\(file):\(line)" }
}
