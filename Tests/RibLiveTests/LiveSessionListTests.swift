import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing
@testable import RibLiveServer

@Suite("ribviz live: the list of sessions")
struct LiveSessionListTests {
    private static let header = Array(
        (#"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"ns","app":{"name":"A"},"session":{}}"# + "\n").utf8)

    /// A client that opens as many connections to the server as it is asked for at once.
    private static func client(connections: Int) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connections
        configuration.timeoutIntervalForRequest = 60
        return URLSession(configuration: configuration)
    }

    @Test("a hundred loads of the list of a thousand sessions at once are all answered, each with every session")
    func concurrentLoads() async throws {
        let live = try await LiveTestServer.start(maximumSessions: 1_000)
        defer { live.stopAndRemoveFolder() }
        for index in 0..<1_000 {
            let name = try #require(LiveSessionName("s\(index)"))
            _ = try await live.server.store.receive(Self.header, firstRecord: 0, for: name)
        }
        let client = Self.client(connections: 100)
        // Each answer's status and how many sessions it lists.
        let answers = try await withThrowingTaskGroup(of: (status: Int, rows: Int).self) { group in
            for _ in 0..<100 {
                group.addTask {
                    let answer = try await request(live.url, client: client)
                    return (answer.status, answer.text.components(separatedBy: "<tr><td>").count - 1)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.count == 100)
        #expect(answers.allSatisfy { $0.status == 200 && $0.rows == 1_000 })
    }

    @Test("a new session past the limit is refused with 429, saying the limit and what to do; the sessions held go on, and nothing is saved of it")
    func limit() async throws {
        let live = try await LiveTestServer.start(maximumSessions: 2)
        defer { live.stopAndRemoveFolder() }
        func post(_ session: String, _ body: [UInt8], firstRecord: Int) async throws -> LiveAnswer {
            try await request(
                live.url.appendingPathComponent("sessions/\(session)/records"), method: "POST", body: Data(body),
                headers: ["Ribviz-First-Record": "\(firstRecord)"])
        }
        // A refused first batch does not count.
        #expect(try await post("bad", Array("nonsense\n".utf8), firstRecord: 0).status == 400)
        #expect(try await post("one", Self.header, firstRecord: 0).status == 200)
        #expect(try await post("two", Self.header, firstRecord: 0).status == 200)
        let third = try await post("three", Self.header, firstRecord: 0)
        #expect(third.status == 429)
        #expect(third.text.contains("holds 2 sessions, its limit (--max-sessions 2)"))
        #expect(third.text.contains("start ribviz live again"))
        #expect(!FileManager.default.fileExists(atPath: live.folder.appendingPathComponent("three.jsonl").path))

        let rib = Array((#"{"record":"rib","id":1,"name":"Root"}"# + "\n").utf8)
        #expect(try await post("one", rib, firstRecord: 1).text == #"{"records":2}"#)
        // A page asked for a session that does not exist takes no room.
        #expect(try await request(live.url.appendingPathComponent("sessions/nowhere")).status == 404)
        let list = try await request(live.url)
        #expect(list.text.components(separatedBy: "<tr><td>").count - 1 == 2)
    }
}
