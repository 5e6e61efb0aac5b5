import Foundation
import Synchronization
import Testing
import RibInspector
import RibInspectorTools
@testable import RibLiveServer

@Suite("ribviz live: saving a session's batches")
struct LiveSessionFileTests {
    private let header = #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"App"},"session":{}}"# + "\n"
    private let root = #"{"record":"rib","id":1,"name":"Root"}"# + "\n"
    private let batch = #"{"record":"rib","id":2,"name":"Child"}"# + "\n" + #"{"seq":0,"t":0,"kind":"launch","rib":1}"# + "\n"

    /// A disk that fills up in the middle of a batch while ``isFull`` is set.
    private final class Disk: Sendable {
        let isFull: Mutex<Bool>

        init(isFull: Bool) { self.isFull = Mutex(isFull) }

        /// Writes the first half of the bytes and then fails, when the disk is full.
        var write: LiveSessionFile.Write {
            { [self] handle, bytes in
                guard isFull.withLock({ $0 }) else { return try handle.write(contentsOf: bytes) }
                try handle.write(contentsOf: bytes.prefix(bytes.count / 2))
                throw CocoaError(.fileWriteOutOfSpace)
            }
        }
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        "a batch whose saving fails half way is refused and leaves nothing of itself: the file and the session hold the records before it, and the batch sent again is saved whole")
    func failedSaveLeavesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = Disk(isFull: false)
        var session = try LiveSession(name: LiveSessionName("disk")!, folder: folder, write: disk.write)
        #expect(try session.receive(Array((header + root).utf8), firstRecord: 0))

        disk.isFull.withLock { $0 = true }
        do throws(LiveRefusal) {
            _ = try session.receive(Array(batch.utf8), firstRecord: 2)
            Issue.record("a batch that could not be saved was taken")
        } catch {
            #expect(error.status == 500)
            #expect(error.message.contains("cannot save session disk"))
        }
        #expect(try String(contentsOf: session.file, encoding: .utf8) == header + root)
        #expect(session.recordCount == 2)
        #expect(session.savedRecords() == Array((header + root).utf8))

        disk.isFull.withLock { $0 = false }
        #expect(try session.receive(Array(batch.utf8), firstRecord: 2))
        #expect(session.recordCount == 4)
        #expect(try String(contentsOf: session.file, encoding: .utf8) == header + root + batch)
        let trace = try TraceReader().read(contentsOf: session.file)
        #expect(trace.ribs.map { $0.name } == ["Root", "Child"])
        #expect(trace.events.count == 1)
    }

    @Test("the first batch failing to save leaves no session and an empty file")
    func failedFirstSave() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = try LiveSession(name: LiveSessionName("first")!, folder: folder, write: Disk(isFull: true).write)
        #expect(throws: LiveRefusal.self) { try session.receive(Array((header + root).utf8), firstRecord: 0) }
        #expect(session.recordCount == 0)
        #expect(try Data(contentsOf: session.file).isEmpty)
    }

    @Test("bytes after the saved records, left by a save that could not be undone, are cut off before the next batch")
    func leftoverCutBeforeNextBatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var session = try LiveSession(name: LiveSessionName("leftover")!, folder: folder)
        #expect(try session.receive(Array((header + root).utf8), firstRecord: 0))
        let handle = try FileHandle(forWritingTo: session.file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"record":"rib","id":2,"na"#.utf8))
        try handle.close()

        #expect(try session.receive(Array(batch.utf8), firstRecord: 2))
        #expect(try String(contentsOf: session.file, encoding: .utf8) == header + root + batch)
    }
}
