import ArgumentParser
import Graphviz

/// `-f, --format`, repeatable, for the commands that draw through graphviz. The names are
/// checked against what the installed graphviz can write when the command runs, so a typo
/// gets the list of formats and a suggestion.
struct GraphvizFormatOption: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("A format graphviz can write: svg, png, pdf, dot, … Repeat for several.", valueName: "format"))
    var format: [String] = []

    /// The names given, or `defaults` when none was.
    func names(default defaults: [String] = []) -> [String] {
        format.isEmpty ? defaults : format
    }

    /// The formats given (or `defaults`), checked against the installed graphviz; none,
    /// without asking graphviz, when there are none.
    ///
    /// - Throws: ``CommandFailure`` naming a format graphviz cannot write, with the ones it can.
    func formats(default defaults: [String] = []) throws(CommandFailure) -> [OutputFormat] {
        let names = names(default: defaults)
        return names.isEmpty ? [] : try GraphvizChoices.formats(names)
    }
}
