import Graphviz

/// The pages of a flip-book over a session's stable layout: for each chosen moment, the
/// ``Graphviz/Restyling`` that shows it on the graph of
/// ``StableGraphBuilder/graph(showing:statesAsClasses:)``.
///
/// Masks are built incrementally, one moment from the one before, so a flip-book of
/// every distinct state costs one pass over the events:
///
/// ```swift
/// let builder = try StableGraphBuilder(places: SessionPlaces(trace))
/// let pages = StableFlipBook(builder: builder, moments: [10, 20, 30])
/// try GraphvizRenderer().render(builder.graph(showing: pages.firstMask), restyled: pages, to: [.svg]) { page, _, svg in
///     // one SVG per moment, every RIB in the same place
/// }
/// ```
public struct StableFlipBook: Sequence, Sendable {
    /// The drawing's builder.
    public let builder: StableGraphBuilder
    /// Event counts, one per page: the moment after that many events.
    public let moments: [Int]

    /// Creates the pages of `moments`, which must not decrease.
    public init(builder: StableGraphBuilder, moments: [Int]) {
        self.builder = builder
        self.moments = moments
    }

    /// The mask of the first page, to build the graph with.
    public var firstMask: SessionMask {
        builder.places.mask(afterEvents: moments.first ?? 0)
    }

    public func makeIterator() -> Iterator {
        Iterator(book: self)
    }

    /// Walks the pages in order.
    public struct Iterator: IteratorProtocol {
        private let book: StableFlipBook
        private var mask: SessionMask
        private var applied = 0
        private var page = 0
        /// What the graph shows after the last page: the first page restyles everything.
        private var shown: (mask: SessionMask, eventIndex: Int?)?

        init(book: StableFlipBook) {
            self.book = book
            mask = SessionMask(placeCount: book.builder.places.places.count)
        }

        public mutating func next() -> Restyling? {
            guard page < book.moments.count else { return nil }
            let count = book.moments[page]
            page += 1
            let places = book.builder.places
            if count < applied {
                mask = places.mask(afterEvents: count)
                applied = count
            }
            while applied < count {
                for change in places.changes(ofEvent: applied) { mask.apply(change) }
                applied += 1
            }
            let eventIndex = count > 0 ? count - 1 : nil
            let restyling = book.builder.restyling(for: mask, afterEventAt: eventIndex, from: shown)
            shown = (mask, eventIndex)
            return restyling
        }
    }
}
