/// The name a user probably meant when they mistyped one: the "Did you mean …?" of
/// ribviz's errors for commands, formats, engines and file names.
enum Suggestion {
    /// The candidate closest to `typed`, or `nil` when none is close enough to be a typo
    /// of it: at most one edit in three letters, and never more than three edits. Letter
    /// case does not count; between equally close candidates, the one of the typed
    /// length wins (`sgv` is `svg`, not `gv`).
    static func closest(to typed: String, among candidates: some Sequence<String>) -> String? {
        let typedLetters = Array(typed.lowercased())
        let allowed = min(3, max(1, typedLetters.count / 3))
        var best: (name: String, rank: (Int, Int))?
        for candidate in candidates {
            let letters = Array(candidate.lowercased())
            let distance = editDistance(typedLetters, letters)
            let rank = (distance, abs(letters.count - typedLetters.count))
            if distance <= allowed, best.map({ rank < $0.rank }) ?? true {
                best = (candidate, rank)
            }
        }
        return best?.name
    }

    /// How many letters must be inserted, deleted, replaced or swapped with their
    /// neighbour to turn one word into the other (the optimal string alignment distance).
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty else { return second.count }
        var beforePrevious = Array(repeating: 0, count: second.count + 1)
        var previous = Array(0...second.count)
        var current = previous
        for row in first.indices {
            current[0] = row + 1
            for column in second.indices {
                let replacement = previous[column] + (first[row] == second[column] ? 0 : 1)
                current[column + 1] = min(replacement, previous[column + 1] + 1, current[column] + 1)
                if row > 0, column > 0, first[row] == second[column - 1], first[row - 1] == second[column] {
                    current[column + 1] = min(current[column + 1], beforePrevious[column - 1] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[second.count]
    }
}
