/// Which part of a session's places a drawing shows: a subtree by RIB name, a number of
/// levels, or both.
public struct PlaceSelection: Hashable, Sendable {
    /// Draw only the subtrees of the places with this RIB name (each such place and
    /// everything below it); `nil` starts from the roots.
    public var subtree: String?
    /// Draw at most this many levels from the top of the drawing (1: only the top);
    /// `nil` draws every level.
    public var depth: Int?
    /// The most places a drawing may hold; more is an error
    /// (``PlaceSelectionError/tooManyPlaces(_:limit:)``) instead of minutes of layout.
    public var maximumPlaces: Int

    /// Creates a selection; by default everything, up to 5,000 places.
    public init(subtree: String? = nil, depth: Int? = nil, maximumPlaces: Int = 5_000) {
        self.subtree = subtree
        self.depth = depth
        self.maximumPlaces = maximumPlaces
    }
}

/// A ``PlaceSelection`` that selects nothing of a session.
public enum PlaceSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No RIB of the session has the name, which the selection asks for; `known` lists a
    /// few names that are there.
    case noRibNamed(String, known: [String])
    /// The depth is not at least 1.
    case depthBelowOne(Int)
    /// The selection holds more places than a readable drawing can (`limit`): graphviz
    /// would take minutes and the picture would be unreadable.
    case tooManyPlaces(Int, limit: Int)

    public var description: String {
        switch self {
        case .noRibNamed(let name, let known):
            let list = known.isEmpty ? "the session attached no RIB" : "its RIBs include \(known.joined(separator: ", "))"
            return "no RIB named \(name) entered the tree; \(list)"
        case .depthBelowOne(let depth):
            return "a depth of \(depth) draws nothing; give 1 or more (1 draws only the top)"
        case .tooManyPlaces(let count, let limit):
            return "the session used \(count) RIB places, more than the \(limit) a readable drawing holds; draw a subtree or fewer levels"
        }
    }
}

extension SessionPlaces {
    /// The places a selection draws, parents before children, and for each drawn place
    /// whose children are left out, how many places are below it.
    package func places(selectedBy selection: PlaceSelection) throws(PlaceSelectionError) -> (drawn: [Int], hiddenBelow: [Int: Int]) {
        if let depth = selection.depth, depth < 1 { throw .depthBelowOne(depth) }
        var tops = roots
        if let name = selection.subtree {
            let named = places.filter { $0.name == name }.map(\.id)
            guard !named.isEmpty else {
                var seen: Set<String> = []
                let known = places.map(\.name).filter { seen.insert($0).inserted }.prefix(8)
                throw .noRibNamed(name, known: Array(known))
            }
            let namedSet = Set(named)
            // A named place below another named place is drawn as part of the upper one.
            tops = named.filter { place in
                var ancestor = places[place].parent
                while let next = ancestor {
                    if namedSet.contains(next) { return false }
                    ancestor = places[next].parent
                }
                return true
            }
        }
        var drawn: [Int] = []
        var hiddenBelow: [Int: Int] = [:]
        var stack = tops.reversed().map { (place: $0, level: 1) }
        while let (place, level) = stack.popLast() {
            drawn.append(place)
            let below = children(of: place)
            if let depth = selection.depth, level >= depth {
                if !below.isEmpty { hiddenBelow[place] = descendants(of: place).count }
                continue
            }
            stack.append(contentsOf: below.reversed().map { ($0, level + 1) })
        }
        guard drawn.count <= selection.maximumPlaces else { throw .tooManyPlaces(drawn.count, limit: selection.maximumPlaces) }
        return (drawn, hiddenBelow)
    }
}
