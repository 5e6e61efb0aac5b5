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

    /// The sessions a page of the list names, in order, and the address of its next page.
    private static func sessions(on page: String) -> (names: [String], older: String?) {
        let names = page.components(separatedBy: "<tr><td><a href=\"/sessions/").dropFirst().map { row in
            String(row.prefix { $0 != "\"" && $0 != "?" })
        }
        let older = page.components(separatedBy: "<a rel=\"next\" href=\"").dropFirst().first.map { rest in
            String(rest.prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
        }
        return (names, older)
    }

    @Test("the list shows a page of sessions at a time, most recently active first; the pages together name each session once, and their links keep the token")
    func pages() async throws {
        let live = try await LiveTestServer.start(token: "secret", maximumSessions: 1_000)
        defer { live.stopAndRemoveFolder() }
        let count = LiveSessionList.pageSize * 2 + 50
        for index in 0..<count {
            let name = try #require(LiveSessionName("s\(index)"))
            _ = try await live.server.store.receive(Self.header, firstRecord: 0, for: name)
        }
        let origin = try #require(URL(string: "/", relativeTo: live.url)).absoluteURL
        var address: String? = "/?token=secret"
        var pages: [[String]] = []
        while let next = address, pages.count <= 3 {
            let answer = try await request(try #require(URL(string: next, relativeTo: origin)).absoluteURL)
            #expect(answer.status == 200, "\(next): \(answer.text)")
            let (names, older) = Self.sessions(on: answer.text)
            pages.append(names)
            address = older
        }
        #expect(pages.map(\.count) == [LiveSessionList.pageSize, LiveSessionList.pageSize, 50])
        // The most recently active first: the last session to send is first on the first page.
        #expect(pages.first?.first == "s\(count - 1)")
        #expect(Set(pages.joined()).count == count)
        #expect(pages.joined().count == count)

        let past = try await request(try #require(URL(string: "/?page=4&token=secret", relativeTo: origin)).absoluteURL)
        #expect(past.status == 404)
        #expect(past.text.contains("has 3 pages, not 4"))
        for wrong in ["0", "-1", "two"] {
            let answer = try await request(try #require(URL(string: "/?page=\(wrong)&token=secret", relativeTo: origin)).absoluteURL)
            #expect(answer.status == 400)
            #expect(answer.text.contains("a whole number from 1, not '\(wrong)'"))
        }
    }

    @Test("a hundred loads of the list of a thousand sessions at once are all answered, each with its first page")
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
        #expect(answers.allSatisfy { $0.status == 200 && $0.rows == LiveSessionList.pageSize })
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
