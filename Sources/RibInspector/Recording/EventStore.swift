/// The events a recorder keeps in memory: all of them, the most recent ones, or none.
struct EventStore {
    private var events: [RibEvent] = []
    /// Where the oldest event is once a bounded store has wrapped around.
    private var head = 0
    private let capacity: Int?

    /// Creates a store that keeps at most `capacity` events, or every event when `nil`.
    init(capacity: Int?) {
        self.capacity = capacity.map { max(0, $0) }
        if let capacity = self.capacity { events.reserveCapacity(min(capacity, 1 << 20)) }
    }

    @inline(__always)
    mutating func append(_ event: RibEvent) {
        guard let capacity else {
            events.append(event)
            return
        }
        if events.count < capacity {
            events.append(event)
        } else if capacity > 0 {
            events[head] = event
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// The kept events, oldest first.
    var ordered: [RibEvent] {
        head == 0 ? events : Array(events[head...] + events[..<head])
    }
}
