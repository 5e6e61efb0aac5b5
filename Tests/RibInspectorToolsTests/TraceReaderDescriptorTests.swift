import Foundation
import Testing
import RibInspector
import RibInspectorTools

@Suite("Trace reader: an open file descriptor, such as standard input")
struct TraceReaderDescriptorTests {
    private let trace = TraceText.lines(#"{"record":"rib","id":1,"name":"Root"}"#, #"{"seq":0,"t":0,"kind":"launch","rib":1}"#)

    @Test("a pipe is read to its end, and errors name the source given")
    func pipe() throws {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(trace.utf8))
        try pipe.fileHandleForWriting.close()
        let read = try TraceReader().read(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, source: "standard input")
        #expect(read.ribs.map(\.name) == ["Root"])
        #expect(read.events.count == 1)

        let bad = Pipe()
        try bad.fileHandleForWriting.write(contentsOf: Data("hello".utf8))
        try bad.fileHandleForWriting.close()
        #expect(throws: TraceReadError.self) {
            try TraceReader().read(fileDescriptor: bad.fileHandleForReading.fileDescriptor, source: "standard input")
        }
        do {
            _ = try TraceReader().read(fileDescriptor: bad.fileHandleForReading.fileDescriptor, source: "standard input")
        } catch {
            #expect(error.description.hasPrefix("standard input: "))
        }
    }

    @Test("an open regular file is read whole, and stays open")
    func regularFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("descriptor-\(UUID()).jsonl")
        try Data(trace.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        #expect(try TraceReader().read(fileDescriptor: handle.fileDescriptor, source: "trace").events.count == 1)
        #expect(try TraceReader().read(fileDescriptor: handle.fileDescriptor, source: "trace").events.count == 1)
    }
}
