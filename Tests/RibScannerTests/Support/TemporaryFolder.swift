import Foundation

/// A folder under the system's temporary folder, removed when the test is done with it.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("ribscanner-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` as UTF-8 to `relativePath`, creating folders on the way.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> String {
        try write(Data(text.utf8), to: relativePath)
    }

    /// Writes `data` to `relativePath`, creating folders on the way.
    @discardableResult
    func write(_ data: Data, to relativePath: String) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// Creates a symbolic link at `relativePath` pointing to `destination`.
    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: URL(fileURLWithPath: path).appendingPathComponent(relativePath).path,
            withDestinationPath: destination
        )
    }
}

/// A small, valid RIB for tests that need one: a builder, a router and an interactor.
func miniRib(_ name: String, routerBase: String = "ViewableRouter<\(String.placeholder), ViewControllable>") -> String {
    """
    import RIBs
    protocol \(name)Dependency: Dependency {}
    final class \(name)Builder: Builder<\(name)Dependency> {
        func build() -> \(name)Router { \(name)Router(interactor: \(name)Interactor()) }
    }
    final class \(name)Router: \(routerBase.replacingOccurrences(of: String.placeholder, with: "\(name)Interactor")) {}
    final class \(name)Interactor: Interactor {}
    """
}

extension String {
    static let placeholder = "__INTERACTOR__"
}
