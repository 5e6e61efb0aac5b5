import Foundation

/// A folder of its own in the system's temporary directory, removed with everything in it
/// when the value is released: a suite that is a class keeps one per test and lets it go
/// with the test.
public final class TemporaryFolder: Sendable {
    /// The folder, created empty.
    public let url: URL

    /// Creates the folder; `prefix` starts its name, so a leftover says which test left it.
    public init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    public func appending(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
