import Foundation
import RibArchitecture

/// Reads which files an Xcode project's targets compile, from its `project.pbxproj`:
/// each native target's Sources build phase lists build files, each build file a file
/// reference, whose path is resolved through the groups above it (`<group>`-relative
/// paths, or the project folder's for `SOURCE_ROOT`). A folder that Xcode keeps in sync
/// with the disk (`PBXFileSystemSynchronizedRootGroup`) gives its target every file below
/// it. Paths are relative to the folder holding the `.xcodeproj`.
struct XcodeProjectReader {
    /// The targets of the project at `projectPath` (a `.xcodeproj` folder), or no targets
    /// and a warning when its `project.pbxproj` cannot be read; the project's file name is
    /// its name.
    func modules(projectPath: String) -> ManifestModules {
        let fileName = projectPath.split(separator: "/").last.map(String.init) ?? projectPath
        var modules = ManifestModules()
        modules.projectName = fileName.hasSuffix(".xcodeproj") ? String(fileName.dropLast(".xcodeproj".count)) : fileName
        let file = projectPath + "/project.pbxproj"
        guard let data = FileManager.default.contents(atPath: file) else { return modules }
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
            let objects = plist["objects"] as? [String: [String: Any]],
            let root = (plist["rootObject"] as? String).flatMap({ objects[$0] })
        else {
            modules.warnings.append(
                ScanWarning(
                    .syntaxError,
                    at: SourceLocation(file: file, line: 1),
                    "not an Xcode project file the scan can read (a property list with objects and a root object); \(ManifestCalls.consequence)"
                )
            )
            return modules
        }
        let graph = ObjectGraph(objects: objects, projectFolder: root["projectDirPath"] as? String ?? "")
        for targetID in root["targets"] as? [String] ?? [] {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget",
                let name = target["name"] as? String
            else { continue }
            modules.targets.append(ManifestModules.Target(name: name, sources: graph.sources(of: target)))
        }
        return modules
    }

    /// The project's objects by identifier, with each group's parent.
    private struct ObjectGraph {
        let objects: [String: [String: Any]]
        let projectFolder: String
        private var parents: [String: String] = [:]

        init(objects: [String: [String: Any]], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parents[child] = id }
            }
        }

        /// The files a target compiles and the synchronised folders it takes whole.
        func sources(of target: [String: Any]) -> [SourceGlob] {
            var paths: [String] = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String, let path = path(of: reference) else { continue }
                    paths.append(path)
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                if let path = path(of: groupID) { paths.append(path) }
            }
            return paths.map { SourceGlob($0, literal: true) }
        }

        /// The path of a file or group relative to the folder holding the `.xcodeproj`, or
        /// `nil` when it is outside that folder or relative to something else (the SDK,
        /// build products, an absolute path).
        func path(of id: String) -> String? {
            var components: [String] = []
            var current = id
            for _ in 0...objects.count {
                guard let object = objects[current] else { return nil }
                if let path = object["path"] as? String { components.insert(path, at: 0) }
                switch object["sourceTree"] as? String ?? "<group>" {
                case "<group>":
                    guard let parent = parents[current] else { return normalised([projectFolder] + components) }
                    current = parent
                case "SOURCE_ROOT":
                    return normalised([projectFolder] + components)
                default:
                    return nil
                }
            }
            return nil
        }

        /// The path with `.` and `..` folded, or `nil` when it leaves the project's folder.
        private func normalised(_ parts: [String]) -> String? {
            var result: [Substring] = []
            for component in parts.joined(separator: "/").split(separator: "/") {
                switch component {
                case ".": continue
                case "..":
                    guard !result.isEmpty else { return nil }
                    result.removeLast()
                default: result.append(component)
                }
            }
            return result.joined(separator: "/")
        }
    }
}
