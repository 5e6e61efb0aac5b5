import Foundation
import RibArchitecture

/// Reads which files an Xcode project's targets compile, from its `project.pbxproj`:
/// each native target's Sources build phase lists build files, each build file a file
/// reference, whose path is resolved through the groups above it (`<group>`-relative
/// paths, or the project folder's for `SOURCE_ROOT`). A folder that Xcode keeps in sync
/// with the disk (`PBXFileSystemSynchronizedRootGroup`) gives the targets that have it
/// every file below it but those an exception set of the folder lists for that target;
/// an exception set for a target that does not have the folder gives it the files it
/// lists. Paths are relative to the folder holding the `.xcodeproj`.
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
            modules.targets.append(graph.target(targetID, named: name))
        }
        return modules
    }

    /// The project's objects by identifier, with each group's parent.
    private struct ObjectGraph {
        let objects: [String: [String: Any]]
        let projectFolder: String
        private var parents: [String: String] = [:]
        /// The folders kept in sync with the disk, by identifier, in a stable order.
        private let synchronisedFolders: [String]

        init(objects: [String: [String: Any]], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parents[child] = id }
            }
            synchronisedFolders = objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }.keys.sorted()
        }

        /// The target with the files it compiles, the synchronised folders it has and the
        /// files their exception sets take out or add.
        func target(_ id: String, named name: String) -> ManifestModules.Target {
            let target = objects[id] ?? [:]
            var included: [String] = []
            var excluded: [String] = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String, let path = path(of: reference) else { continue }
                    included.append(path)
                }
            }
            let owned = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
            for folderID in synchronisedFolders {
                guard let folder = path(of: folderID) else { continue }
                let exceptions = exceptions(of: folderID, for: id).map { folder.isEmpty ? $0 : folder + "/" + $0 }
                if owned.contains(folderID) {
                    included.append(folder)
                    excluded += exceptions
                } else {
                    included += exceptions
                }
            }
            return ManifestModules.Target(
                name: name,
                sources: included.map { SourceGlob($0, literal: true) },
                excluded: excluded.map { SourceGlob($0, literal: true) }
            )
        }

        /// The paths, relative to a synchronised folder, that its exception sets list for
        /// the target.
        private func exceptions(of folderID: String, for targetID: String) -> [String] {
            (objects[folderID]?["exceptions"] as? [String] ?? []).flatMap { setID -> [String] in
                guard let set = objects[setID], set["target"] as? String == targetID else { return [] }
                return set["membershipExceptions"] as? [String] ?? []
            }
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
