import Foundation
import RibArchitecture

/// Tells which module a scanned file belongs to, from the manifests around it, so that a
/// repository holding several apps or modules can declare the same type name in each.
///
/// The nearest folder above the file that holds a manifest decides (each folder is looked
/// at once, each manifest read once, never run):
///
/// - a `Package.swift`'s targets, from their `path:` (or SwiftPM's default
///   `Sources/<name>`) and `sources:` (``PackageManifestReader``);
/// - a Tuist `Project.swift`'s targets, from their `sources:` globs
///   (``TuistManifestReader``);
/// - an `.xcodeproj`'s targets, from the files their Sources build phases compile
///   (``XcodeProjectReader``).
///
/// The target whose sources cover the file most specifically names its module. A file no
/// target covers belongs to the module the manifest names (`Package(name:)`,
/// `Project(name:)`, the `.xcodeproj`'s name), or, last, to the module named after the
/// manifest's folder. A file with no manifest above it belongs to no known module.
struct ModuleLocator {
    /// A module: its name, and the folder of the manifest that declares it, which tells
    /// apart two modules of the same name.
    struct Module: Hashable, Sendable {
        var name: String
        var folder: String
    }

    private var manifests: [String: ManifestModules?] = [:]

    /// The module of the file at `path`, or `nil` when no manifest is above it.
    mutating func module(of path: String) -> Module? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count > 1 else { return nil }
        var below = [components.removeLast()]
        while !components.isEmpty {
            let joined = components.joined(separator: "/")
            let folder = joined.isEmpty ? "/" : joined
            if let modules = manifests(in: folder) {
                let relative = below.reversed().joined(separator: "/")
                let folderName = components.last.flatMap { $0.isEmpty || $0 == "." ? nil : $0 }
                guard let name = modules.target(covering: relative) ?? modules.projectName ?? folderName else { return nil }
                return Module(name: name, folder: folder)
            }
            below.append(components.removeLast())
        }
        return nil
    }

    /// Sets each file's module, named so that modules sharing a name are told apart
    /// (``ModuleNames``), and returns a warning for each such name.
    mutating func assignModules(to files: inout [CollectedFile]) -> [ScanWarning] {
        let modules = files.map { module(of: $0.path) }
        let names = ModuleNames(Set(modules.compactMap { $0 }))
        for index in files.indices { files[index].module = modules[index].flatMap { names.names[$0] } }
        return names.warnings
    }

    /// What the manifests in `folder` say, or `nil` when it holds none.
    private mutating func manifests(in folder: String) -> ManifestModules? {
        if let known = manifests[folder] { return known }
        let found = Self.read(folder)
        manifests[folder] = .some(found)
        return found
    }

    private static func read(_ folder: String) -> ManifestModules? {
        let files = FileManager.default
        var modules: ManifestModules?
        if let source = text(of: folder + "/Package.swift") {
            let reader = PackageManifestReader { files.fileExists(atPath: folder + "/" + $0) }
            modules = reader.modules(source: source)
        }
        if let source = text(of: folder + "/Project.swift") {
            modules = merged(modules, TuistManifestReader().modules(source: source))
        }
        let projects = ((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        for project in projects {
            modules = merged(modules, XcodeProjectReader().modules(projectPath: folder + "/" + project))
        }
        return modules
    }

    private static func merged(_ modules: ManifestModules?, _ other: ManifestModules) -> ManifestModules {
        guard var modules else { return other }
        modules.merge(other)
        return modules
    }

    /// A manifest's text, or `nil` when there is no such file or it is not UTF-8 text (it
    /// then reads as a manifest without targets).
    private static func text(of path: String) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        switch SourceFileReader().read(path) {
        case .text(let text): return text
        case .skipped: return ""
        }
    }
}
