import RibInspector

/// Builds the ``Trace`` and replays its events into a ``RibTree``, batch by batch: the half
/// of reading that needs no bytes, so it can run on a thread of its own.
struct TraceBuilder: Sendable {
    /// The header and the declarations so far (the events are in ``events`` until
    /// ``finish(warnings:)``).
    private(set) var trace: Trace
    private var events: [RibEvent] = []
    /// The offset of each event of ``events``, when the builder keeps them.
    private var eventOffsets: [Int] = []
    private let keepsOffsets: Bool
    /// The tree after the events built so far; a builder that reads chunk by chunk (a
    /// session still growing) drops the nodes of deallocated RIBs.
    private(set) var tree: RibTree
    /// What the chunk being read changed, for ``undoChunk()``: noted only by a builder that
    /// keeps offsets (one that reads a trace chunk by chunk).
    private var chunk = ChunkChanges()

    /// What a chunk changed besides adding declarations and events, each as it was before.
    private struct ChunkChanges {
        var declarations = Trace.DeclarationCounts()
        /// Scopes that events shared objects into, each with its count of shared objects before.
        var sharedObjects: [(scope: ScopeID, count: Int)] = []
        var tree = RibTree.UndoLog()
    }

    /// A builder for a trace of about `expectedEventCount` events; `keepsOffsets` keeps
    /// where each event came from, for ``takeEvents()``.
    init(header: TraceHeader, expectedEventCount: Int, keepsOffsets: Bool = false) {
        trace = Trace(header: header)
        self.keepsOffsets = keepsOffsets
        tree = RibTree(keepsDeallocatedRibs: !keepsOffsets)
        events.reserveCapacity(expectedEventCount)
    }

    /// Adds the batch's declarations and events in file order.
    ///
    /// - Throws: A contradiction between an event and the tree, when the batch checks the tree.
    mutating func add(_ batch: TraceBatch) throws(ReadFailure) {
        var nextDeclaration = 0
        for index in batch.events.indices {
            while nextDeclaration < batch.declarations.count, batch.declarations[nextDeclaration].eventIndex <= index {
                try declare(batch.declarations[nextDeclaration])
                nextDeclaration += 1
            }
            let event = batch.events[index]
            do {
                if keepsOffsets { try tree.apply(event, undoableIn: &chunk.tree) } else { try tree.apply(event) }
            } catch let error where batch.checksTree {
                throw ReadFailure(offset: batch.eventOffsets[index], problem: .contradiction(sequence: event.sequence, error))
            } catch {
                // After a gap the tree lacks the dropped events; the event is kept unchecked.
            }
            if case .sharedObjectCreated(let name, let scope) = event.kind { addSharedObject(name, to: scope) }
            events.append(event)
            if keepsOffsets { eventOffsets.append(batch.eventOffsets[index]) }
        }
        for declaration in batch.declarations[nextDeclaration...] { try declare(declaration) }
    }

    private mutating func addSharedObject(_ name: String, to scope: ScopeID) {
        if keepsOffsets, let count = trace.scope(scope)?.sharedObjects.count { chunk.sharedObjects.append((scope, count)) }
        trace.addSharedObject(name, to: scope)
    }

    private mutating func declare(_ declaration: TraceBatch.Declaration) throws(ReadFailure) {
        do {
            switch declaration.descriptor {
            case .rib(let rib):
                try trace.declare(rib)
            case .scope(let scope, let shared):
                try trace.declare(scope)
                for name in shared { trace.addSharedObject(name, to: scope.id) }
            case .workflow(let workflow):
                try trace.declare(workflow)
            }
        } catch {
            switch error {
            case .duplicateDeclaration(let what):
                throw ReadFailure(offset: declaration.offset, problem: .duplicateDeclaration(what))
            }
        }
    }

    /// Hands over the events built since the last call, with their offsets when the
    /// builder keeps them, so that a trace read chunk by chunk never holds them all.
    mutating func takeEvents() -> (events: [RibEvent], offsets: [Int]) {
        defer {
            events = []
            eventOffsets = []
        }
        return (events, eventOffsets)
    }

    /// Lets go of the declarations of `ribs` (see ``RibInspector/Trace/forgetRibs(_:)``).
    mutating func forgetRibs(_ ribs: [RibID]) {
        trace.forgetRibs(ribs)
    }

    /// Starts a chunk: ``undoChunk()`` undoes what the builder takes from here on.
    mutating func startChunk() {
        chunk = ChunkChanges()
        chunk.declarations = trace.declarationCounts
    }

    /// Undoes what the builder took since ``startChunk()`` — declarations, shared objects,
    /// the tree's changes and the events — in the time that took, not the trace's size.
    mutating func undoChunk() {
        for (scope, count) in chunk.sharedObjects.reversed() { trace.removeSharedObjects(of: scope, after: count) }
        trace.removeDeclarations(after: chunk.declarations)
        tree.undo(chunk.tree)
        trace.events = []
        events = []
        eventOffsets = []
        startChunk()
    }

    /// The trace and the tree after its last event.
    mutating func finish(warnings: [TraceWarning]) -> (Trace, RibTree) {
        trace.events = events
        events = []
        trace.warnings = warnings
        return (trace, tree)
    }
}
