import Dispatch
import Foundation

/// Requests written on threads of their own, one run of spans each, and handed to the
/// caller's thread in turns: the first request of each run, then the second of each, and
/// so on. Each thread has two buffers, so it writes its next request while the caller
/// takes the one before.
final class RequestPipeline: Sendable {
    /// One request's memory, passed between a writing thread and the caller.
    final class Buffer: @unchecked Sendable {
        // @unchecked: a buffer is only touched by the thread that took it from its lane,
        // and lanes hand buffers over under their lock.
        var writer: ProtobufWriter

        init(capacity: Int) {
            writer = ProtobufWriter(reservingCapacity: capacity)
        }
    }

    /// What one writing thread and the caller share: the thread's free buffers and the
    /// requests it wrote that the caller has not taken yet, oldest first.
    final class Lane: @unchecked Sendable {
        // @unchecked: every property below is read and written under `condition`.
        private let condition = NSCondition()
        private var free: [Buffer]
        private var written: [Buffer] = []
        private var finished = false
        private var stopped = false

        init(bufferCapacity: Int) {
            free = [Buffer(capacity: bufferCapacity), Buffer(capacity: bufferCapacity)]
        }

        /// A buffer to write the next request into, once one is free; `nil` once the
        /// caller stopped the pipeline.
        func nextEmpty() -> Buffer? {
            condition.withLock {
                while free.isEmpty && !stopped { condition.wait() }
                return stopped ? nil : free.removeLast()
            }
        }

        /// Passes a written request to the caller.
        func handOver(_ buffer: Buffer) {
            condition.withLock {
                written.append(buffer)
                condition.broadcast()
            }
        }

        /// Says the thread wrote its last request.
        func finish() {
            condition.withLock {
                finished = true
                condition.broadcast()
            }
        }

        /// The oldest request not taken yet, once there is one; `nil` when the thread
        /// finished and every request was taken.
        func nextWritten() -> Buffer? {
            condition.withLock {
                while written.isEmpty && !finished { condition.wait() }
                return written.isEmpty ? nil : written.removeFirst()
            }
        }

        /// Gives a taken request's buffer back to the thread to write into again.
        func giveBack(_ buffer: Buffer) {
            condition.withLock {
                free.append(buffer)
                condition.broadcast()
            }
        }

        /// Tells the thread to write nothing more.
        func stop() {
            condition.withLock {
                stopped = true
                condition.broadcast()
            }
        }
    }

    private let lanes: [Lane]
    private let writing = DispatchGroup()

    /// A pipeline of `runCount` writing threads, each with two buffers of `bufferCapacity`
    /// bytes.
    init(runCount: Int, bufferCapacity: Int) {
        lanes = (0..<runCount).map { _ in Lane(bufferCapacity: bufferCapacity) }
    }

    /// Starts one thread for each run: `write(run, lane)` writes the run's requests, each
    /// into a buffer from `lane.nextEmpty()`, passed on with `lane.handOver(_:)`.
    func start(_ write: @escaping @Sendable (_ run: Int, _ lane: Lane) -> Void) {
        for (run, lane) in lanes.enumerated() {
            writing.enter()
            Thread { [writing] in
                write(run, lane)
                lane.finish()
                writing.leave()
            }.start()
        }
    }

    /// Hands every written request to `body`, in turns over the runs, on the calling thread.
    func forEachRequest(_ body: (Buffer) throws -> Void) rethrows {
        var running = Array(lanes.indices)
        while !running.isEmpty {
            var stillRunning: [Int] = []
            for index in running {
                guard let buffer = lanes[index].nextWritten() else { continue }
                defer { lanes[index].giveBack(buffer) }
                try body(buffer)
                stillRunning.append(index)
            }
            running = stillRunning
        }
    }

    /// Stops the threads (at once when the caller gave up early) and waits for them.
    func stop() {
        for lane in lanes { lane.stop() }
        writing.wait()
    }
}
