import BenchmarkSupport
import RecorderBenchmarkSupport
import Foundation
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

// The floors for recording one event: what any thread-safe recorder pays at
// the least, measured in the same run as `RibRecorder` so that the ratio means something
// on a busy machine.

/// The platform's cheapest lock, as the recorder's own (`os_unfair_lock`, `pthread_mutex_t`).
final class FloorLock {
    #if canImport(Darwin)
        private let primitive = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        init() { primitive.initialize(to: os_unfair_lock()) }
        func lock() { os_unfair_lock_lock(primitive) }
        func unlock() { os_unfair_lock_unlock(primitive) }
    #else
        private let primitive = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        init() { pthread_mutex_init(primitive, nil) }
        func lock() { pthread_mutex_lock(primitive) }
        func unlock() { pthread_mutex_unlock(primitive) }
    #endif

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(primitive)
        #endif
        primitive.deallocate()
    }
}

/// The four events every subject records in turn: attach, activate, deactivate, detach of
/// RIB 2 under RIB 1.
enum BenchEvents {
    static let words: [StaticString] = ["attach", "activate", "deactivate", "detach"]
}

/// The memory floor: a lock, a clock read and the append of a 48-byte value to an array
/// that never grows while it is timed. Like the recorder, the floors' state skips the
/// runtime's exclusivity checks, which their lock makes redundant, and their times count
/// from their start.
final class MemoryFloor: EventRecording {
    typealias Event = (sequence: UInt64, time: UInt64, kind: UInt64, rib: UInt64, parent: UInt64, spare: UInt64)

    private let lock = FloorLock()
    @exclusivity(unchecked) private var events: [Event] = []
    private let startTime = monotonicNanoseconds()

    init(expectedEvents: Int) {
        events.reserveCapacity(expectedEvents)
    }

    @inline(never)
    func record(_ index: Int) {
        lock.lock()
        let kind = UInt64(index & 3)
        events.append(
            (
                sequence: UInt64(events.count), time: monotonicNanoseconds() &- startTime, kind: kind, rib: 2,
                parent: kind == 0 || kind == 3 ? 1 : 0, spare: 0
            ))
        lock.unlock()
    }

    func end() -> Int { events.count }
}

/// The file floor: a lock, a clock read, the event's JSON line formatted into a 16 KiB
/// buffer, and one `write()` whenever the buffer is full.
final class FileFloor: EventRecording {
    private static let bufferSize = 16 * 1024
    private let lock = FloorLock()
    private let descriptor: Int32
    private let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: FileFloor.bufferSize + 256)
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var sequence: UInt64 = 0
    @exclusivity(unchecked) private var written = 0
    private let startTime = monotonicNanoseconds()

    init(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0, "cannot create \(path)")
    }

    deinit {
        close(descriptor)
        buffer.deallocate()
    }

    @inline(never)
    func record(_ index: Int) {
        lock.lock()
        let time = monotonicNanoseconds() &- startTime
        append("{\"seq\":")
        append(number: sequence)
        append(",\"t\":")
        append(number: time)
        append(",\"kind\":\"")
        append(BenchEvents.words[index & 3])
        append("\",\"rib\":2")
        if index & 3 == 0 || index & 3 == 3 { append(",\"parent\":1") }
        append("}\n")
        sequence &+= 1
        if count >= Self.bufferSize { writeBuffer() }
        lock.unlock()
    }

    func end() -> Int {
        writeBuffer()
        return written
    }

    @inline(__always)
    private func append(_ text: StaticString) {
        (buffer + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    @inline(__always)
    private func append(number: UInt64) {
        var digits = 1
        var rest = number / 10
        while rest > 0 { digits += 1; rest /= 10 }
        var value = number
        for position in stride(from: count + digits - 1, through: count, by: -1) {
            buffer[position] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
            value /= 10
        }
        count += digits
    }

    private func writeBuffer() {
        written += Foundation.write(descriptor, buffer, count)
        count = 0
    }
}
