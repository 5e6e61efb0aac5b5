import RibArchitecture
import SwiftParser
import SwiftSyntax

/// The calls a Swift manifest (`Package.swift`, Tuist's `Project.swift`) makes, parsed with
/// swift-syntax and never run: `.target(name: "Feed", path: "Sources/Feed")` is the call
/// `target` with a `name` and a `path` argument. What a manifest computes (a variable, an
/// interpolation, another function's body) is not evaluated; readers take string literals only.
struct ManifestCalls {
    /// One call: `Target.target(name: "Feed", sources: ["Sources/**"])`.
    struct Call {
        /// The type or value the function is called on: `Target`, `Project`; `nil` for a
        /// plain call (`Target(…)`) or an implicit member (`.target(…)`).
        var base: String?
        /// The function's name: `target`, or the type's for an initialiser (`Target`).
        var name: String
        var arguments: LabeledExprListSyntax
        /// Whether the call is inside a `dependencies:` or `plugins:` argument, where
        /// `.target(name:)` or `.plugin(name:)` names what a target uses instead of
        /// declaring a target.
        var isReference: Bool

        /// The argument with this label.
        func argument(_ label: String) -> ExprSyntax? {
            arguments.first { $0.label?.text == label }?.expression
        }

        /// The argument with this label, when it is a string literal without interpolation.
        func string(_ label: String) -> String? {
            argument(label).flatMap(ManifestCalls.string)
        }
    }

    /// Every call in the manifest, in source order, outer calls before the calls in their
    /// arguments; empty when the manifest does not parse.
    let calls: [Call]
    /// Why the manifest could not be read, when it could not.
    let warning: ScanWarning?

    /// What the scan does with a manifest it cannot read, as its warning says.
    static let consequence =
        "its targets are not read, so the files below it get the module named after the project or its folder; fix it to give them their targets' modules"

    /// - Parameter path: The manifest's path, for the warning when it does not parse.
    init(source: String, path: String) {
        if let nesting = NestingScreen.firstTooDeep(in: source) {
            calls = []
            warning = ScanWarning(
                .tooDeeplyNested,
                at: SourceLocation(file: path, line: LineTable(source).line(at: nesting)),
                "brackets nested over \(NestingScreen.maximumNesting) deep; \(Self.consequence)"
            )
            return
        }
        let tree = Parser.parse(source: source)
        guard !tree.hasError else {
            calls = []
            warning = SwiftFileParser.syntaxWarning(tree, path: path, lines: LineTable(source), consequence: Self.consequence)
            return
        }
        let visitor = CallVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        calls = visitor.calls
        warning = nil
    }

    /// Labels of the arguments whose calls refer to targets rather than declare them.
    static let referenceLabels: Set<String> = ["dependencies", "plugins"]

    /// The text of a string literal without interpolation.
    static func string(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// The texts of a string literal or of an array of them, or `nil` when the expression
    /// is anything else or any element is not one.
    static func strings(_ expression: ExprSyntax) -> [String]? {
        if let string = string(expression) { return [string] }
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var strings: [String] = []
        for element in array.elements {
            guard let string = string(element.expression) else { return nil }
            strings.append(string)
        }
        return strings
    }

    private final class CallVisitor: SyntaxVisitor {
        var calls: [Call] = []
        /// How many `dependencies:` or `plugins:` arguments the visit is inside.
        private var referenceDepth = 0

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression
            let isReference = referenceDepth > 0
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                calls.append(Call(base: nil, name: reference.baseName.text, arguments: node.arguments, isReference: isReference))
            } else if let member = callee.as(MemberAccessExprSyntax.self) {
                let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                calls.append(
                    Call(base: base, name: member.declName.baseName.text, arguments: node.arguments, isReference: isReference))
            }
            return .visitChildren
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if let label = node.label?.text, ManifestCalls.referenceLabels.contains(label) { referenceDepth += 1 }
            return .visitChildren
        }

        override func visitPost(_ node: LabeledExprSyntax) {
            if let label = node.label?.text, ManifestCalls.referenceLabels.contains(label) { referenceDepth -= 1 }
        }
    }
}
