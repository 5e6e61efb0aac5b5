/// The events a recorder keeps in memory: all of them, the most recent ones, or none.
///
/// Events live in chunks of ``chunkSize`` that are allocated as they fill and never move,
/// so an append costs the same whether it is the first or the millionth: no array doubles
/// and copies everything it holds. A bounded store wraps around inside its chunks.
///
/// Not thread-safe: its owner serialises every call (``RibRecorder`` holds its lock).
struct EventStore: ~Copyable {
    /// Events per chunk: a power of two, so a position splits into chunk and slot by shifts.
    static let chunkSize = 1 << chunkShift
    private static let chunkShift = 12

    private var chunks: [UnsafeMutablePointer<RibEvent>] = []
    /// How many slots hold an event; at most `limit`.
    private var count = 0
    /// Where the oldest event is once a bounded store has wrapped around.
    private var head = 0
    /// How many events are kept at most.
    private let limit: Int

    /// Creates a store that keeps at most `capacity` events, or every event when `nil`.
    init(capacity: Int?) {
        limit = capacity.map { max(0, $0) } ?? .max
    }

    deinit {
        var remaining = count
        for chunk in chunks {
            let initialized = min(remaining, Self.chunkSize)
            chunk.deinitialize(count: initialized)
            chunk.deallocate()
            remaining -= initialized
        }
    }

    /// Keeps a copy of `event`, if the store keeps any: a store that keeps nothing copies
    /// nothing.
    @inline(__always)
    mutating func append(_ event: borrowing RibEvent) {
        append(event) { _ in }
    }

    /// Keeps a copy of `event`, handing `dropped` the event the store lets go of for it: the
    /// oldest once a bounded store is full, or `event` itself in a store that keeps none.
    @inline(__always)
    mutating func append(_ event: borrowing RibEvent, dropped: (borrowing RibEvent) -> Void) {
        if count < limit {
            let slot = count & (Self.chunkSize - 1)
            if slot == 0 { chunks.append(.allocate(capacity: min(Self.chunkSize, limit - count))) }
            (chunks[count >> Self.chunkShift] + slot).initialize(to: copy event)
            count += 1
        } else if limit > 0 {
            let slot = chunks[head >> Self.chunkShift] + (head & (Self.chunkSize - 1))
            dropped(slot.pointee)
            slot.pointee = copy event
            head = head + 1 == limit ? 0 : head + 1
        } else {
            dropped(event)
        }
    }

    /// The kept events, oldest first.
    var ordered: [RibEvent] {
        var events: [RibEvent] = []
        events.reserveCapacity(count)
        for position in head..<count { events.append(self[position]) }
        for position in 0..<head { events.append(self[position]) }
        return events
    }

    private subscript(position: Int) -> RibEvent {
        chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }
}
