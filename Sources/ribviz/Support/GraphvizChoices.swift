import Graphviz
import RibRendering

/// Checks the command line's engine and format names against what the installed
/// graphviz offers, and turns graphviz failures into command failures.
enum GraphvizChoices {
    /// The output formats for the given names, or a usage error listing the available ones.
    static func formats(_ names: [String]) throws(CommandFailure) -> [OutputFormat] {
        let available = try rendering { GraphvizRenderer().availableFormats }
        return try names.map { name throws(CommandFailure) in
            if let reason = OutputFormat(name: name.lowercased()).withheldReason {
                throw .usage("ribviz does not write the format '\(name)': \(reason). Choose another format, such as svg or png.")
            }
            guard let format = available.first(where: { $0.name == name.lowercased() }) else {
                throw .usage(
                    "graphviz here cannot write the format '\(name)'.\(didYouMean(name, among: available.map(\.name))) Available formats: \(available.map(\.name).joined(separator: ", "))."
                )
            }
            return format
        }
    }

    /// The layout engine for the given name, or a usage error listing the available ones.
    static func engine(_ name: String) throws(CommandFailure) -> LayoutEngine {
        let available = try rendering { GraphvizRenderer().availableEngines }
        guard let engine = available.first(where: { $0.name == name.lowercased() }) else {
            throw .usage(
                "graphviz here has no layout engine '\(name)'.\(didYouMean(name, among: available.map(\.name))) Available engines: \(available.map(\.name).joined(separator: ", "))."
            )
        }
        return engine
    }

    /// ` Did you mean 'svg'?` when a name is close to the mistyped one; nothing otherwise.
    private static func didYouMean(_ name: String, among names: [String]) -> String {
        Suggestion.closest(to: name, among: names).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// Runs a graphviz call, turning its errors into a failure with exit code 69.
    static func rendering<Result>(_ body: () throws -> Result) throws(CommandFailure) -> Result {
        do {
            return try body()
        } catch {
            throw failure(error)
        }
    }

    /// A graphviz call's error as a failure with exit code 69; an engine that cannot draw
    /// the picture is a usage error (64), and a command's own failure (from a callback
    /// that writes the picture) stays what it is.
    static func failure(_ error: any Error) -> CommandFailure {
        if let failure = error as? CommandFailure {
            return failure
        }
        if let error = error as? UnsupportedLayoutError {
            return .usage("\(error)")
        }
        if let error = error as? GraphvizError {
            return .graphviz("graphviz: \(error)")
        }
        return .graphviz("graphviz failed: \(error)")
    }
}

extension OutputFormat {
    /// The file extension for this format: its name up to any `:` (`png:cairo` → `png`).
    var fileExtension: String {
        String(name.split(separator: ":").first ?? Substring(name))
    }
}
