import RibInspector

/// A run of declarations and events on their way from the parser to the ``TraceBuilder``,
/// in file order, with where each came from.
struct TraceBatch: Sendable {
    /// A declaration, to be added before the event at `eventIndex`.
    struct Declaration: Sendable {
        enum Descriptor: Sendable {
            case rib(RibDescriptor)
            /// A scope and the names its `shared` member lists.
            case scope(ScopeDescriptor, shared: [String])
            case workflow(WorkflowDescriptor)
        }

        /// How many of the batch's events come before this declaration.
        var eventIndex: Int
        var descriptor: Descriptor
        /// The offset of the declaration's `{`.
        var offset: Int
    }

    /// How many events and declarations a batch holds before it is handed on.
    static let capacity = 4096

    var events: [RibEvent] = []
    /// The offset of each event's `{`, for messages.
    var eventOffsets: [Int] = []
    var declarations: [Declaration] = []
    /// Whether the events replay from the first one without a gap, so that one that
    /// contradicts the tree is an error rather than the trace of a dropped event.
    var checksTree = true

    init(checksTree: Bool) {
        self.checksTree = checksTree
        events.reserveCapacity(Self.capacity)
        eventOffsets.reserveCapacity(Self.capacity)
    }

    var isFull: Bool { events.count + declarations.count >= Self.capacity }
    var isEmpty: Bool { events.isEmpty && declarations.isEmpty }

    @inline(__always)
    mutating func append(_ event: RibEvent, at offset: Int) {
        events.append(event)
        eventOffsets.append(offset)
    }

    mutating func append(_ descriptor: Declaration.Descriptor, at offset: Int) {
        declarations.append(Declaration(eventIndex: events.count, descriptor: descriptor, offset: offset))
    }
}
