import Foundation

/// Writes a ``DeclaredArchitecture`` as JSON: the same fields as the Swift value, keys
/// sorted, so a diff of two scans shows what changed in the code.
///
/// Read it back with `JSONDecoder().decode(DeclaredArchitecture.self, from: data)`.
public struct ArchitectureJSONWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The architecture as pretty-printed UTF-8 JSON, ending with a line break.
    public func write(_ architecture: DeclaredArchitecture) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(architecture)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
