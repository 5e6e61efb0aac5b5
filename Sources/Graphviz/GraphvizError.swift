import Foundation

/// Why graphviz could not produce a picture.
///
/// Messages graphviz reports are captured (never printed) and returned in the
/// cases that carry a `message`. A failed call leaves no trace: the next call
/// starts clean.
public enum GraphvizError: Error, Hashable, Sendable {
    /// The installed graphviz has no layout engine by that name.
    case unknownEngine(String, available: [String])
    /// The installed graphviz has no output format by that name.
    case unknownFormat(String, available: [String])
    /// Graphviz found no plugins at all: its plugin configuration is missing.
    ///
    /// Graphviz loads its engines and formats from plugins listed in a
    /// configuration file (`config6a` on graphviz 2.x) that the package
    /// installer writes by running `dot -c`.
    case pluginsNotConfigured
    /// The DOT source could not be parsed; `message` is graphviz's own.
    case syntaxError(message: String)
    /// A value cannot be passed to graphviz, such as text with a NUL character.
    case invalidInput(String)
    /// Graphviz itself failed outside layout and rendering (building a graph,
    /// writing DOT, creating its context), typically for lack of memory.
    case graphvizFailure(message: String)
    /// The layout engine failed or reported an error; `message` is graphviz's own.
    case layoutFailed(engine: String, message: String)
    /// Rendering failed or reported an error; `message` is graphviz's own.
    case renderingFailed(format: String, message: String)
}

extension GraphvizError: CustomStringConvertible {
    /// A sentence that says what went wrong and, where possible, how to fix it.
    public var description: String {
        switch self {
        case let .unknownEngine(name, available):
            "Unknown graphviz layout engine \"\(name)\". Available engines: \(available.joined(separator: ", "))."
        case let .unknownFormat(name, available):
            "Unknown graphviz output format \"\(name)\". Available formats: \(available.joined(separator: ", "))."
        case .pluginsNotConfigured:
            """
            Graphviz has no layout engines or output formats configured (for example \
            'Layout type: "dot" not recognized'): its plugin configuration file is missing. \
            Fix it by running `dot -c` as root (for example `sudo dot -c`), or reinstall graphviz.
            """
        case let .syntaxError(message):
            "The DOT source is not valid: \(message)"
        case let .invalidInput(reason):
            "Graphviz cannot take this input: \(reason)"
        case let .graphvizFailure(message):
            "Graphviz failed: \(message)"
        case let .layoutFailed(engine, message):
            "Graphviz layout with \"\(engine)\" failed: \(message)"
        case let .renderingFailed(format, message):
            "Graphviz rendering to \"\(format)\" failed: \(message)"
        }
    }
}

extension GraphvizError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
