import Foundation
import Testing
@testable import RibLiveServer

/// Files in the save folder that the server did not write: it must leave them as they are.
@Suite("ribviz live: files in the save folder that the server did not write")
struct LiveSaveFolderTests {
    private let header = #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"A"},"session":{}}"# + "\n"

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Posts the header record as the first batch of `session`.
    private func postHeader(_ live: LiveTestServer, to session: String) async throws -> LiveAnswer {
        try await request(
            live.url.appendingPathComponent("sessions/\(session)/records"), method: "POST", body: Data(header.utf8),
            headers: ["Ribviz-First-Record": "0"])
    }

    @Test("a session named like a file that is not a trace is refused, and the file keeps every byte, its last line too")
    func notATrace() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = Data("my notes\nthe last line, with no newline".utf8)
        let json = Data(#"{"record":"rib","id":1,"name":"Root"}"#.utf8 + [10] + Array("half".utf8))
        try notes.write(to: folder.appendingPathComponent("notes.jsonl"))
        try json.write(to: folder.appendingPathComponent("other.jsonl"))
        let live = try await LiveTestServer.start(folder: folder)
        defer { live.stopAndRemoveFolder() }

        for (name, content) in [("notes", notes), ("other", json)] {
            let posted = try await postHeader(live, to: name)
            #expect(posted.status == 409, "\(name): \(posted.text)")
            #expect(posted.text.contains("is not a trace this server saved"))
            #expect(posted.text.contains("\(name).jsonl"))
            let read = try await request(live.url.appendingPathComponent("sessions/\(name)/trace.jsonl"))
            #expect(read.status == 409)
            #expect(try Data(contentsOf: folder.appendingPathComponent("\(name).jsonl")) == content)
        }
    }

    @Test("a symbolic link in the save folder is never followed: a file outside keeps its bytes, and none is created through a dangling link")
    func symbolicLinks() async throws {
        let folder = try temporaryFolder()
        let outside = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        // A trace with a half line, which the server would cut were it its own.
        let target = outside.appendingPathComponent("target.jsonl")
        let traced = Data((header + #"{"record":"rib","id":1,"na"#).utf8)
        try traced.write(to: target)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("linked.jsonl"), withDestinationURL: target)
        let missing = outside.appendingPathComponent("created.jsonl")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("dangling.jsonl"), withDestinationURL: missing)
        let live = try await LiveTestServer.start(folder: folder)
        defer { live.stopAndRemoveFolder() }

        let linked = try await postHeader(live, to: "linked")
        #expect(linked.status == 409, "\(linked.text)")
        #expect(linked.text.contains("symbolic link"))
        let read = try await request(live.url.appendingPathComponent("sessions/linked/trace.jsonl"))
        #expect(read.status == 409)
        #expect(!read.text.contains("ribviz-trace"))
        #expect(try Data(contentsOf: target) == traced)

        let dangling = try await postHeader(live, to: "dangling")
        #expect(dangling.status == 409, "\(dangling.text)")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test("a session whose name differs only in case from another's or from a saved file's is refused: on a disk that ignores case they would share a file")
    func caseTwins() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await LiveTestServer.start(folder: folder)
        #expect(try await postHeader(first, to: "Shop").status == 200)
        let twin = try await postHeader(first, to: "shop")
        #expect(twin.status == 409)
        #expect(twin.text.contains("differs only in case from session Shop"))
        #expect(try await postHeader(first, to: "Shop").status == 200)
        await first.server.stop()

        // A server started again knows the session by its file only.
        let second = try await LiveTestServer.start(folder: folder)
        defer { second.stopAndRemoveFolder() }
        let afterRestart = try await postHeader(second, to: "SHOP")
        #expect(afterRestart.status == 409)
        #expect(afterRestart.text.contains("Shop.jsonl"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Shop.jsonl"), encoding: .utf8) == header)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("SHOP.jsonl").path))
        #expect(try await postHeader(second, to: "Shop").status == 200)
    }
}
