import SwiftSyntax

/// Reads a Tuist `Project.swift`'s targets without running it: every `Target(…)`,
/// `.target(…)` or `Target.target(…)` call, and any other call with a `sources:` argument
/// (a project's own function, such as `.feature(name: "Feed", sources: ["Sources/**"])`),
/// whose `name:` is a string literal. Its sources are the globs its `sources:` writes as
/// literals (`["Interfaces/**"]`, `.glob("Sources/**", excluding: ["**/Legacy/**"])`,
/// `SourceFilesList(globs: […])`) less what their `excluding:` literals take out; when
/// there is no `sources:` or it is not written in literals, Tuist's default `Sources/**`.
struct TuistManifestReader {
    /// The sources of a target whose `sources:` cannot be read.
    static let defaultSources = "Sources/**"

    /// Labels of the arguments that hold globs, in the calls a `sources:` argument makes;
    /// unlabelled arguments hold globs too.
    static let globLabels: Set<String> = ["globs", "glob", "pattern", "paths"]

    /// The project's targets and its name, from the text of the manifest at `path`.
    func modules(source: String, path: String) -> ManifestModules {
        let manifest = ManifestCalls(source: source, path: path)
        var modules = ManifestModules(warnings: manifest.warning.map { [$0] } ?? [])
        for call in manifest.calls where !call.isReference {
            if call.base == "Project" || (call.base == nil && call.name == "Project") {
                modules.projectName = modules.projectName ?? call.string("name")
                continue
            }
            let isTarget = (call.base == nil && call.name == "Target") || (call.name == "target" && call.base != "TargetDependency")
            guard isTarget || call.argument("sources") != nil, let name = call.string("name") else { continue }
            let globs = call.argument("sources").flatMap(Self.globs) ?? ([Self.defaultSources], [])
            modules.targets.append(
                ManifestModules.Target(
                    name: name,
                    sources: globs.included.map { SourceGlob($0) },
                    excluded: globs.excluded.map { SourceGlob($0) }
                )
            )
        }
        return modules
    }

    /// The globs a `sources:` argument writes and those its `excluding:` arguments take
    /// out, or `nil` when any glob is not a literal or is relative to something else than
    /// the manifest (`.relativeToRoot`). Exclusions that are not literals are left out.
    static func globs(_ expression: ExprSyntax) -> (included: [String], excluded: [String])? {
        var found: [String] = []
        var excluded: [String] = []
        var pending = [expression]
        while let next = pending.popLast() {
            if let string = ManifestCalls.string(next) {
                found.append(string)
            } else if let array = next.as(ArrayExprSyntax.self) {
                pending += array.elements.reversed().map(\.expression)
            } else if let call = next.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                guard callee != "relativeToRoot" else { return nil }
                for argument in call.arguments where argument.label?.text == "excluding" {
                    excluded += ManifestCalls.strings(argument.expression) ?? []
                }
                let globArguments = call.arguments.filter { $0.label.map { globLabels.contains($0.text) } ?? true }
                guard !globArguments.isEmpty else { return nil }
                pending += globArguments.reversed().map(\.expression)
            } else {
                return nil
            }
        }
        return found.isEmpty ? nil : (found, excluded)
    }
}
