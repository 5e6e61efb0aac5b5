import ArgumentParser
import RibRendering

/// `--direction`, `--subtree` and `--depth`: how the session's stable layout is drawn.
struct StableLayoutArguments: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Which way the tree grows: tb (top to bottom), lr (left to right), or auto, which picks lr for wide trees.",
            valueName: "auto|tb|lr"
        ))
    var direction: LayoutDirection = .automatic

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw only the subtrees of the RIBs with this name (for example LoggedIn).",
            valueName: "name"
        ))
    var subtree: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw at most this many levels from the top (1: only the top); RIBs with hidden children say how many are below.",
            valueName: "levels"
        ))
    var depth: Int?

    func validate() throws {
        if let depth, depth < 1 {
            throw ValidationError("--depth \(depth) draws nothing; give 1 or more (1 draws only the top).")
        }
    }

    /// A selection that selects nothing, or too much, as a usage failure that says which
    /// option to change.
    static func failure(_ error: PlaceSelectionError, trace: String) -> CommandFailure {
        switch error {
        case .tooManyPlaces(let count, let limit):
            .usage(
                "\(trace): the session used \(count) RIB places, more than the \(limit) a readable picture holds "
                    + "(graphviz would take minutes). Draw part of it with --subtree NAME or --depth N.")
        default:
            .usage("\(trace): \(error)")
        }
    }

    /// The layout options these arguments choose.
    func options(showsTypes: Bool) -> StableLayoutOptions {
        StableLayoutOptions(direction: direction, showsTypes: showsTypes, selection: PlaceSelection(subtree: subtree, depth: depth))
    }
}

extension LayoutDirection: ExpressibleByArgument {}
