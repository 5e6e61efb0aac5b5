import RibArchitecture

/// What one folder's manifests (`Package.swift`, `Project.swift`, `*.xcodeproj`) say about
/// the modules of the files below it: each target with the sources it compiles, and the
/// name the manifest gives the whole package or project.
struct ManifestModules: Sendable {
    /// A target and its sources, relative to the manifest's folder.
    struct Target: Sendable {
        var name: String
        var sources: [SourceGlob]
        /// What the manifest takes out of the sources (`excluding:`, `exclude:`).
        var excluded: [SourceGlob] = []
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
        for target in targets where !target.excluded.contains(where: { $0.matches(relativePath) }) {
            for glob in target.sources where glob.matches(relativePath) {
                if best.map({ glob.specificity > $0.specificity }) ?? true { best = (target.name, glob.specificity) }
            }
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
