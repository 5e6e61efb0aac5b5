import RibArchitecture

/// What one folder's manifests (`Package.swift`, `Project.swift`, `*.xcodeproj`) say about
/// the modules of the files below it: each target with the sources it compiles, and the
/// name the manifest gives the whole package or project.
struct ManifestModules: Sendable {
    /// A target and its sources, relative to the manifest's folder.
    struct Target: Sendable {
        var name: String
        private let sources: SourceSet
        /// What the manifest takes out of the sources (`excluding:`, `exclude:`).
        private let excluded: SourceSet

        init(name: String, sources: [SourceGlob], excluded: [SourceGlob] = []) {
            self.name = name
            self.sources = SourceSet(sources)
            self.excluded = SourceSet(excluded)
        }

        /// How specifically the target's sources cover `relativePath`, or `nil` when they
        /// do not or the target excludes it.
        func specificity(covering relativePath: String) -> Int? {
            excluded.specificity(covering: relativePath) == nil ? sources.specificity(covering: relativePath) : nil
        }
    }

    /// Globs, those without wildcards kept by path: an Xcode project lists thousands of
    /// files, and a lookup per folder above a file finds its own in constant time each.
    private struct SourceSet: Sendable {
        private var paths: Set<String> = []
        private var patterns: [SourceGlob] = []

        init(_ globs: [SourceGlob]) {
            for glob in globs {
                if let path = glob.literalPath { paths.insert(path) } else { patterns.append(glob) }
            }
        }

        /// The specificity of the most specific glob that covers `path`, if any does.
        func specificity(covering path: String) -> Int? {
            var best: Int?
            if !paths.isEmpty, paths.count <= Self.pathsComparedDirectly {
                // A package target's one `path:` or a few: compared in place, no lookups.
                for candidate in paths where candidate.count > (best ?? -1) && Self.path(path, isWithin: candidate) {
                    best = candidate.count
                }
            } else if !paths.isEmpty {
                var candidate = Substring(path)
                while best == nil {
                    if paths.contains(String(candidate)) {
                        best = candidate.count
                    } else if let slash = candidate.lastIndex(of: "/") {
                        candidate = candidate[..<slash]
                    } else {
                        best = paths.contains("") ? 0 : nil
                        break
                    }
                }
            }
            for glob in patterns where glob.specificity > (best ?? -1) && glob.matches(path) { best = glob.specificity }
            return best
        }

        /// Up to how many literal paths are compared with a file's path one by one, rather
        /// than looked up folder by folder.
        private static let pathsComparedDirectly = 16

        /// Whether `path` is `folder` or below it; the empty folder holds everything.
        private static func path(_ path: String, isWithin folder: String) -> Bool {
            guard !folder.isEmpty else { return true }
            guard path.hasPrefix(folder) else { return false }
            let rest = path.utf8.dropFirst(folder.utf8.count)
            return rest.isEmpty || rest.first == UInt8(ascii: "/")
        }
    }

    var targets: [Target] = []
    /// `Package(name: "Kit")`, `Project(name: "Feed")`, an Xcode project's file name: the
    /// module of a file no target covers, when there is one.
    var projectName: String?
    /// Why a manifest could not be read, for each that could not.
    var warnings: [ScanWarning] = []

    /// The target whose sources cover `relativePath` (below the manifest's folder) most
    /// specifically (`Sources/Widget/**` before `Sources/**`), unless it excludes it; the
    /// first declared on a tie.
    func target(covering relativePath: String) -> String? {
        var best: (name: String, specificity: Int)?
        for target in targets {
            guard let specificity = target.specificity(covering: relativePath) else { continue }
            if best.map({ specificity > $0.specificity }) ?? true { best = (target.name, specificity) }
        }
        return best?.name
    }

    /// Adds another manifest's targets, as when a folder holds both a `Package.swift` and a
    /// `Project.swift`.
    mutating func merge(_ other: ManifestModules) {
        targets += other.targets
        projectName = projectName ?? other.projectName
        warnings += other.warnings
    }
}
