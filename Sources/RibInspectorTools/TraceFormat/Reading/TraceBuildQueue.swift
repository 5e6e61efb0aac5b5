import Foundation
import RibInspector

/// Hands the parser's batches to a ``TraceBuilder``: directly for a small trace, and for a
/// large one through a queue to a thread of its own, so that replaying events into the
/// tree overlaps with parsing the next ones. With two cores a large trace then loads in
/// little more than the time parsing it takes.
///
/// ``send(_:)`` waits while a few batches are already queued, so memory stays bounded;
/// ``finish(warnings:)`` waits for the last one. Errors come out in file order: a batch
/// fails before any later one is built.
final class TraceBuildQueue: @unchecked Sendable {
    // @unchecked: with a thread, every stored `var` is read and written only while
    // `condition` is locked, except `builder`, which only the builder thread touches until
    // it sets `isDone`. Without one, only the parser's thread uses the queue.

    /// Traces at least this large are built on a second thread, when there is a second core.
    static let threadThreshold = 4 << 20
    /// How many batches may wait for the builder before the parser waits.
    private static let maximumQueued = 8

    private let usesThread: Bool
    private var builder: TraceBuilder
    private let condition = NSCondition()
    private var queue: [TraceBatch] = []
    private var isClosed = false
    private var isDone = false
    private var failure: ReadFailure?

    /// Creates a queue for a trace of `byteCount` bytes, starting a thread if it is large.
    init(_ builder: TraceBuilder, byteCount: Int) {
        self.builder = builder
        usesThread = byteCount >= Self.threadThreshold && ProcessInfo.processInfo.activeProcessorCount > 1
        guard usesThread else { return }
        let thread = Thread { [self] in run() }
        thread.name = "ribviz trace builder"
        thread.start()
    }

    /// Builds a batch now, or queues it for the builder's thread.
    ///
    /// - Throws: The builder's failure on this batch, or with a thread, on an earlier one.
    func send(_ batch: TraceBatch) throws(ReadFailure) {
        guard usesThread else {
            try builder.add(batch)
            return
        }
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= Self.maximumQueued, failure == nil { condition.wait() }
        if let failure { throw failure }
        queue.append(batch)
        condition.broadcast()
    }

    /// Waits until every batch is built, and returns the trace and its final tree.
    ///
    /// - Throws: The builder's failure, if it failed.
    func finish(warnings: [TraceWarning]) throws(ReadFailure) -> (Trace, RibTree) {
        if usesThread {
            condition.lock()
            isClosed = true
            condition.broadcast()
            while !isDone { condition.wait() }
            let failure = self.failure
            condition.unlock()
            if let failure { throw failure }
        }
        return builder.finish(warnings: warnings)
    }

    // MARK: Chunk by chunk

    /// Starts a chunk of a trace read chunk by chunk; only for a queue without a thread.
    func startChunk() {
        builder.startChunk()
    }

    /// Undoes what the builder took since ``startChunk()``; only for a queue without a thread.
    func undoChunk() {
        builder.undoChunk()
    }

    /// Lets go of the declarations of `ribs`; only for a queue without a thread.
    func forgetRibs(_ ribs: [RibID]) {
        builder.forgetRibs(ribs)
    }

    /// The events built since the last call, with their offsets; only for a queue without
    /// a thread (a thread, when there is one, owns the builder).
    func takeEvents() -> (events: [RibEvent], offsets: [Int]) {
        builder.takeEvents()
    }

    /// The header and the declarations built so far; only for a queue without a thread.
    var declarations: Trace { builder.trace }

    /// The tree after the events built so far; only for a queue without a thread.
    var tree: RibTree { builder.tree }

    /// The builder thread's loop.
    private func run() {
        while let batch = nextBatch() {
            do {
                try builder.add(batch)
            } catch {
                condition.lock()
                failure = error
                queue.removeAll()
                isDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }

    /// The next batch, waiting for one; `nil` once the parser has finished and the queue
    /// is empty, which ends the thread.
    private func nextBatch() -> TraceBatch? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty, !isClosed { condition.wait() }
        guard !queue.isEmpty else {
            isDone = true
            condition.broadcast()
            return nil
        }
        let batch = queue.removeFirst()
        condition.broadcast()
        return batch
    }
}
