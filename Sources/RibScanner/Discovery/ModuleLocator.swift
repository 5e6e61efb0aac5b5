import Foundation

/// Tells which module a scanned file belongs to, from the project files around it, so that
/// a repository holding several apps or modules can declare the same type name in each:
///
/// - in a Swift package (a folder with `Package.swift`), a file under `Sources/<Target>/`
///   belongs to the target `<Target>`;
/// - in a Tuist module (a folder with `Project.swift`) or an Xcode project (a folder with a
///   `.xcodeproj`), a file belongs to the module named after that folder.
///
/// The nearest such folder above the file decides; a file with none above it belongs to
/// no known module. Each folder is looked at once.
struct ModuleLocator {
    private enum Marker {
        case package, project, none
    }

    private var markers: [String: Marker] = [:]

    /// The module of the file at `path`, or `nil` when no project file says.
    mutating func module(of path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count > 1 else { return nil }
        components.removeLast()
        var below: [String] = []
        while !components.isEmpty {
            let folder = components.joined(separator: "/")
            switch marker(of: folder.isEmpty ? "/" : folder) {
            case .package:
                // `Sources/<Target>/…` below the package folder.
                guard below.count >= 2, below[below.count - 1] == "Sources" else { return nil }
                return below[below.count - 2]
            case .project:
                return components.last.flatMap { $0.isEmpty || $0 == "." ? nil : $0 }
            case .none:
                below.append(components.removeLast())
            }
        }
        return nil
    }

    private mutating func marker(of folder: String) -> Marker {
        if let known = markers[folder] { return known }
        let files = FileManager.default
        let marker: Marker
        if files.fileExists(atPath: folder + "/Package.swift") {
            marker = .package
        } else if files.fileExists(atPath: folder + "/Project.swift")
            || ((try? files.contentsOfDirectory(atPath: folder))?.contains { $0.hasSuffix(".xcodeproj") } ?? false)
        {
            marker = .project
        } else {
            marker = .none
        }
        markers[folder] = marker
        return marker
    }
}
