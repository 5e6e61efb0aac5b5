import RibArchitecture
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one file with swift-syntax and collects its declarations, or explains in a
/// warning where the file stops being valid Swift.
///
/// A file with a syntax error is skipped whole: swift-syntax recovers from errors by
/// guessing what was meant, and the scan shows no guess as a fact.
struct SwiftFileParser {
    /// A file's declarations, or the warning that replaces them.
    enum Outcome: Sendable {
        case collected(CollectedFile)
        /// The keyword filter dropped the file: it cannot declare RIBs. `declaring` names
        /// the types it may declare (``DeclaredTypeNames``), which the scan reads after all
        /// when routing code names one of them.
        case irrelevant(declaring: [String])
        /// A generator wrote the file (see ``GeneratedCodeScreen``): its declarations are
        /// the generator's plumbing, left out.
        case generated(path: String)
        case skipped(ScanWarning)
    }

    /// The file's declarations, unless it is generated, the keyword filter drops it (with
    /// `filtering`) or it does not parse.
    func collect(_ source: String, path: String, filtering: Bool = true) -> Outcome {
        // A file that mentions none of RIBs' words is irrelevant, generated or not.
        if filtering, !KeywordFilter().mayDeclareRibs(source) { return .irrelevant(declaring: DeclaredTypeNames.names(in: source)) }
        if GeneratedCodeScreen().isGenerated(source, path: path) { return .generated(path: path) }
        if let nesting = NestingScreen.firstTooDeep(in: source) {
            return .skipped(
                ScanWarning(
                    .tooDeeplyNested,
                    at: SourceLocation(file: path, line: LineTable(source).line(at: nesting)),
                    "brackets or generic arguments nested over \(NestingScreen.maximumNesting) deep; skipped this file, which no RIB needs"
                ))
        }
        let (tree, screen, offsets) = Self.parse(source)
        let lines = LineTable(source)
        if tree.hasError, !Self.holdsOnlyToleratedErrors(tree) {
            return .skipped(Self.syntaxWarning(tree, path: path, lines: lines))
        }
        return .collected(DeclarationCollector.collect(tree, path: path, lines: lines, offsets: offsets, screen: screen))
    }

    /// The file's syntax, with the blocks the collector would not walk cut out
    /// (``BodyBlanking``), the screen of the text parsed and where its offsets are in the
    /// file; as written when there are no such blocks, or when the text so blanked does
    /// not parse cleanly.
    ///
    /// The collector's screen reads bodies in the text that was parsed (see
    /// ``BodyScreen/parsing(_:)``).
    private static func parse(_ source: String) -> (SourceFileSyntax, BodyScreen, WrittenOffsets) {
        let screen = BodyScreen(bytes: Array(source.utf8))
        if let blanked = BodyBlanking.blanked(screen.written, screen: screen) {
            let tree = parse(blanked.bytes)
            if !tree.hasError { return (tree, screen.parsing(blanked.bytes), blanked.offsets) }
        }
        return (parse(screen.written), screen, .unchanged)
    }

    /// Parses as deep as ``NestingScreen`` lets files through. swift-syntax's own limit
    /// (20 levels in a debug build, 256 in a release one) would make a debug build skip
    /// ordinary files (a call nested in twenty others) as if they did not parse; the scan
    /// parses on threads with the stack for this depth (``ConcurrentMap/stackSize``).
    private static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: NestingScreen.maximumNesting) }
    }

    /// Whether every error in the tree is one that leaves the rest of the file read as
    /// written, with nothing guessed:
    /// - an editor placeholder (`<#T##Service#>`), Xcode's unfinished code, which stands
    ///   where an expression or a type goes;
    /// - whitespace swift-syntax does not permit around a token that older compilers
    ///   accepted with a warning (`@available (*, unavailable)`): the token is read as
    ///   written, only its spacing is refused.
    private static func holdsOnlyToleratedErrors(_ tree: SourceFileSyntax) -> Bool {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        return !diagnostics.isEmpty
            && diagnostics.allSatisfy { diagnostic in
                diagnostic.message == Self.editorPlaceholderMessage
                    || Self.spacingErrors.contains(String(describing: type(of: diagnostic.diagMessage)))
            }
    }

    private static let editorPlaceholderMessage = "editor placeholder in source file"

    /// swift-syntax's errors for whitespace before or after a token that must touch its neighbour.
    private static let spacingErrors: Set<String> = ["ExtraneousLeadingWhitespaceError", "ExtraneousTrailingWhitespaceError"]

    /// Where a tree with errors first stops being valid Swift, and `consequence`: what the
    /// scan does about it.
    static func syntaxWarning(
        _ tree: SourceFileSyntax,
        path: String,
        lines: LineTable,
        consequence: String = "skipped this file, fix it to scan its declarations"
    ) -> ScanWarning {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        let first = diagnostics.first { $0.diagMessage.severity == .error } ?? diagnostics.first
        let line = first.map { lines.line(at: $0.position.utf8Offset) } ?? 1
        let message = first?.message ?? "the file is not valid Swift"
        return ScanWarning(
            .syntaxError,
            at: SourceLocation(file: path, line: line),
            "syntax error: \(message); \(consequence)"
        )
    }
}
