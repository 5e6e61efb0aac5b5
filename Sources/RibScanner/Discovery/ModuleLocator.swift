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
/// - an `.xcodeproj`'s targets, from the files their Sources build phases compile and
///   the folders Xcode keeps in sync for them (``XcodeProjectReader``).
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
    /// The nearest folder with manifests, and its modules, of each folder looked at.
    private var nearest: [String: (folder: String, modules: ManifestModules)?] = [:]
    /// Why manifests could not be read, for each read that could not.
    private var manifestWarnings: [ScanWarning] = []

    /// The module of the file at `path`, or `nil` when no manifest is above it.
    mutating func module(of path: String) -> Module? {
        guard let slash = path.lastIndex(of: "/"), let (folder, modules) = nearestManifests(from: String(path[..<slash])) else {
            return nil
        }
        let relative = String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
        let lastComponent = folder == "/" ? "" : folder.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? folder
        let folderName = lastComponent.isEmpty || lastComponent == "." ? nil : lastComponent
        guard let name = modules.target(covering: relative) ?? modules.projectName ?? folderName else { return nil }
        return Module(name: name, folder: folder)
    }

    /// The manifests of the nearest folder at or above `start` that has any, with that
    /// folder; remembered for every folder on the way, so that files in one folder look once.
    private mutating func nearestManifests(from start: String) -> (folder: String, modules: ManifestModules)? {
        var visited: [String] = []
        var result: (folder: String, modules: ManifestModules)?
        var current: Substring? = start[...]
        while let folderText = current {
            let key = String(folderText)
            if let known = nearest[key] {
                result = known
                break
            }
            visited.append(key)
            let folder = key.isEmpty ? "/" : key
            if let modules = manifests(in: folder) {
                result = (folder, modules)
                break
            }
            current = folderText.isEmpty ? nil : folderText.lastIndex(of: "/").map { folderText[..<$0] }
        }
        for key in visited { nearest[key] = .some(result) }
        return result
    }

    mutating func assignModules(to files: inout [CollectedFile]) -> [ScanWarning] {
        let modules = files.map { module(of: $0.path) }
        let names = ModuleNames(Set(modules.compactMap { $0 }))
        for index in files.indices { files[index].module = modules[index].flatMap { names.names[$0] } }
        return manifestWarnings + names.warnings
    }

    /// What the manifests in `folder` say, or `nil` when it holds none.
    private mutating func manifests(in folder: String) -> ManifestModules? {
        if let known = manifests[folder] { return known }
        let found = Self.read(folder)
        manifests[folder] = .some(found)
        manifestWarnings += found?.warnings ?? []
        return found
    }

    private static func read(_ folder: String) -> ManifestModules? {
        let files = FileManager.default
        var modules: ManifestModules?
        let package = folder + "/Package.swift"
        if let source = text(of: package) {
            let reader = PackageManifestReader { files.fileExists(atPath: folder + "/" + $0) }
            modules = source.read { reader.modules(source: $0, path: package) }
        }
        let project = folder + "/Project.swift"
        if let source = text(of: project) {
            modules = merged(modules, source.read { TuistManifestReader().modules(source: $0, path: project) })
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

    /// A manifest's text or why it cannot be read, or `nil` when there is no such file.
    private static func text(of path: String) -> SourceFileReader.Outcome? {
        FileManager.default.fileExists(atPath: path) ? SourceFileReader().read(path) : nil
    }
}

extension SourceFileReader.Outcome {
    /// What `reader` makes of the text, or a manifest without targets that says why the
    /// file could not be read.
    fileprivate func read(_ reader: (String) -> ManifestModules) -> ManifestModules {
        switch self {
        case .text(let text): reader(text)
        case .skipped(let warning): ManifestModules(warnings: [warning])
        }
    }
}
