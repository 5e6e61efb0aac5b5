import Foundation
import RibLiveSink

/// Notes, on this machine's wall clock, when the server acknowledged each of a
/// `LiveTraceSink`'s records: a thread reads `sentRecordCount` every half millisecond and
/// keeps each change, until it is stopped.
final class AcknowledgementWatcher: @unchecked Sendable {
    // @unchecked: `changes` and `running` are only touched while `lock` is held.

    /// From this time on (ms since 1970), the server held `records` records.
    struct Change {
        var records: Int
        var wallMilliseconds: Double
    }

    private let lock = NSLock()
    private var changes: [Change] = []
    private var running = true

    init(_ sink: LiveTraceSink) {
        let thread = Thread { [self] in
            var last: UInt64 = 0
            while lock.withLock({ running }) {
                let held = sink.sentRecordCount
                if held != last {
                    last = held
                    let change = Change(records: Int(held), wallMilliseconds: wallMilliseconds())
                    lock.withLock { changes.append(change) }
                }
                usleep(500)
            }
        }
        thread.name = "live-bench.acknowledgements"
        thread.start()
    }

    /// Stops watching and returns the changes, in order.
    func stop() -> [Change] {
        lock.withLock {
            running = false
            return changes
        }
    }
}
