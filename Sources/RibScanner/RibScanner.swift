import RibArchitecture

#if !Scanner
    #error(
        "RibScanner needs swift-syntax, which ribviz's Scanner trait brings: depend on ribviz without `traits: []` (Scanner is a default trait), or with `traits: [\"Scanner\"]`.")
#endif

/// Reads a RIBs app's Swift sources and returns the architecture they declare, without
/// running the app.
///
/// ```swift
/// let architecture = try RibScanner().scan(["App/Sources"])
/// print(ArchitectureTextWriter().write(architecture))
/// ```
///
/// The scan is a pipeline of small stages: find the `.swift` files (skipping build and
/// dependency folders), drop files that mention none of RIBs' words, parse the rest with
/// swift-syntax on every core, collect their declarations, link them across files and
/// modules, and validate. It recognises uber/RIBs and ModernRIBs apps from their types
/// (`Builder`, `ViewableRouter`, `Component`, `Buildable`…), not from naming conventions.
/// What it cannot read or resolve becomes a ``ScanWarning`` with file and line, never a
/// guess.
public struct RibScanner: Sendable {
    /// Whether test folders (`Tests`, `RootTests`…) and test files (`*Tests.swift`) below
    /// the given folders are scanned: by default they are not, since their mocks
    /// (`RootComponentMock: Component<RootDependency>`) would read as scopes and RIB parts.
    public var includesTests: Bool

    /// Creates a scanner.
    ///
    /// - Parameter includesTests: Whether to scan test folders and test files too.
    public init(includesTests: Bool = false) {
        self.includesTests = includesTests
    }

    /// Scans files and folders (recursively). Files given by name are always scanned.
    ///
    /// - Parameter paths: Swift files and folders; locations in the result start with them.
    /// - Returns: The declared architecture. Paths that do not exist, files that are not
    ///   UTF-8 text or do not parse, and symbolic-link loops are warnings in it; the rest is
    ///   still scanned.
    public func scan(_ paths: [String]) -> DeclaredArchitecture {
        let discovery = SourceFileDiscovery(includesTests: includesTests).discover(paths)
        let collect = { @Sendable (path: String, filtering: Bool) -> SwiftFileParser.Outcome in
            switch SourceFileReader().read(path) {
            case .text(let text): SwiftFileParser().collect(text, path: path, filtering: filtering)
            case .skipped(let warning): .skipped(warning)
            }
        }
        let outcomes = ConcurrentMap.map(discovery.files) { collect($0, true) }
        return link(consume outcomes, of: discovery.files, earlierWarnings: discovery.warnings, locatingModules: true) { collect($0, false) }
    }

    /// Scans sources held in memory, for tests and tools that already have the text.
    ///
    /// - Parameter sources: Pairs of a file name (used in locations) and its Swift source.
    public func scan(sources: [(path: String, text: String)]) -> DeclaredArchitecture {
        let outcomes = ConcurrentMap.map(sources.map { SourceText(path: $0.path, text: $0.text) }) { source in
            SwiftFileParser().collect(source.text, path: source.path)
        }
        let texts = Dictionary(sources.map { ($0.path, $0.text) }) { first, _ in first }
        return link(consume outcomes, of: sources.map(\.path), earlierWarnings: [], locatingModules: false) { path in
            SwiftFileParser().collect(texts[path] ?? "", path: path, filtering: false)
        }
    }

    private struct SourceText: Sendable {
        var path: String
        var text: String
    }

    /// Links what the files held, with the files the keyword filter dropped that declare
    /// types the collected code uses (``DroppedFiles``), which `collectUnfiltered` reads.
    /// The outcomes are consumed: once the linker has indexed the declarations, what only
    /// they held (extensions folded into their types, the arrays folding replaced) is
    /// freed before the rest of the linking.
    private func link(
        _ outcomes: consuming [SwiftFileParser.Outcome],
        of paths: [String],
        earlierWarnings: [ScanWarning],
        locatingModules: Bool,
        collectUnfiltered: @escaping @Sendable (String) -> SwiftFileParser.Outcome
    ) -> DeclaredArchitecture {
        let scannedFileCount = outcomes.count
        var gathered = Gathered(warnings: earlierWarnings)
        for (path, outcome) in zip(paths, consume outcomes) { gathered.take(outcome, of: path) }
        // Each round may use types that more dropped files declare.
        var needed = gathered.dropped.takeNeeded(by: gathered.files)
        let collectedBefore = gathered.files.count
        while !needed.isEmpty {
            for (path, outcome) in zip(needed, ConcurrentMap.map(needed, collectUnfiltered)) {
                // A generated file among them stays dropped, as the filter left it, unmentioned.
                if case .generated = outcome { continue }
                gathered.take(outcome, of: path)
            }
            needed = gathered.dropped.takeNeeded(by: gathered.files)
        }
        // Moved out, so that sorting and assigning modules change the only copy.
        var files = gathered.files
        gathered.files = []
        var warnings = gathered.warnings
        let generated = gathered.generated
        // The files in the order the scan reads them, which the linker's order follows.
        if files.count > collectedBefore, locatingModules { files.sort { $0.path < $1.path } }
        if locatingModules {
            var modules = ModuleLocator()
            warnings += modules.assignModules(to: &files)
        }
        if let warning = GeneratedCodeScreen.warning(leavingOut: generated) { warnings.append(warning) }
        return ArchitectureLinker().link(consume files, scannedFileCount: scannedFileCount, warnings: warnings)
    }

    /// What the files' outcomes hold, sorted by kind.
    private struct Gathered {
        var files: [CollectedFile] = []
        var generated: [String] = []
        var warnings: [ScanWarning]
        var dropped = DroppedFiles()

        mutating func take(_ outcome: SwiftFileParser.Outcome, of path: String) {
            switch outcome {
            case .collected(let file): files.append(file)
            case .generated(let path): generated.append(path)
            case .irrelevant(let names): dropped.note(path, declaring: names)
            case .skipped(let warning): warnings.append(warning)
            }
        }
    }
}
