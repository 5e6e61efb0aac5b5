/// Where the UTF-8 offsets of a text parsed with blocks cut out (``BodyBlanking``) are in the
/// text as written, so that lines and positions name the file as the developer reads it.
struct WrittenOffsets: Sendable {
    /// One cut: where it is in the parsed text, and how many bytes were cut there and at
    /// every cut before it.
    struct Cut: Sendable, Equatable {
        var parsedOffset: Int
        var cutBytes: Int
    }

    /// The cuts, in the order of the text.
    private let cuts: [Cut]

    /// The offsets of a text parsed as written.
    static let unchanged = WrittenOffsets(cuts: [])

    /// - Parameter cuts: The cuts, in the order of the text.
    init(cuts: [Cut]) {
        self.cuts = cuts
    }

    /// The offset in the written text of the byte at `parsedOffset` in the parsed one.
    func written(_ parsedOffset: Int) -> Int {
        var low = 0
        var high = cuts.count
        while low < high {
            let middle = (low + high) / 2
            if cuts[middle].parsedOffset <= parsedOffset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? parsedOffset : parsedOffset + cuts[low - 1].cutBytes
    }
}
