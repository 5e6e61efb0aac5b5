import SwiftSyntax

/// Reads a `Package.swift`'s targets without running it: `.target`, `.executableTarget`,
/// `.testTarget`, `.macro` and `.plugin` calls with a literal `name:`, each with its
/// `path:` (SwiftPM's default folder when there is none, or when it is not a literal),
/// the `sources:` below that path and what `exclude:` takes out.
struct PackageManifestReader {
    /// The folders SwiftPM looks for a target in when `path:` is not given, by kind of target.
    static let defaultFolders: [String: [String]] = [
        "target": ["Sources", "Source", "src", "srcs"],
        "executableTarget": ["Sources", "Source", "src", "srcs"],
        "macro": ["Sources", "Source", "src", "srcs"],
        "testTarget": ["Tests"],
        "plugin": ["Plugins"],
    ]

    /// Whether a folder exists, relative to the package's folder: SwiftPM takes the first
    /// of the default folders that holds the target.
    var folderExists: (String) -> Bool

    /// The package's targets and its name, from the text of the manifest at `path`.
    func modules(source: String, path: String) -> ManifestModules {
        let manifest = ManifestCalls(source: source, path: path)
        var modules = ManifestModules(warnings: manifest.warning.map { [$0] } ?? [])
        for call in manifest.calls where !call.isReference {
            if call.base == nil, call.name == "Package" {
                modules.projectName = modules.projectName ?? call.string("name")
                continue
            }
            guard call.base == nil || call.base == "Target", let folders = Self.defaultFolders[call.name],
                let name = call.string("name")
            else { continue }
            let root = call.string("path") ?? defaultPath(of: name, in: folders)
            let sources = call.argument("sources").flatMap(ManifestCalls.strings) ?? [""]
            let excluded = call.argument("exclude").flatMap(ManifestCalls.strings) ?? []
            modules.targets.append(
                ManifestModules.Target(
                    name: name,
                    sources: sources.map { SourceGlob(Self.joined(root, $0), literal: true) },
                    excluded: excluded.map { SourceGlob(Self.joined(root, $0), literal: true) }
                )
            )
        }
        return modules
    }

    private func defaultPath(of name: String, in folders: [String]) -> String {
        let candidates = folders.map { $0 + "/" + name }
        return candidates.first(where: folderExists) ?? candidates[0]
    }

    private static func joined(_ root: String, _ path: String) -> String {
        path.isEmpty ? root : root + "/" + path
    }
}
