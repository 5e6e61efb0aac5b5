import Foundation

/// A second tab beside the test's page: to compare a page that changed in place with the
/// same page loaded fresh, without leaving the first one.
extension BrowserSession {
    /// Opens `page` in a new tab, runs `body` there, closes the tab and comes back to the
    /// tab that was current, which keeps its page as it was (its scripts run on meanwhile).
    func inNewTab<Result: Sendable>(_ page: URL, _ body: () async throws -> Result) async throws -> Result {
        let current = try Self.decode(try await send(.get, "/window"), as: String.self, for: "GET /window")
        let opened = try await send(.post, "/window/new", ["type": "tab"])
        let handle = try Self.decode((opened as? [String: Any])?["handle"] ?? opened, as: String.self, for: "POST /window/new")
        try await send(.post, "/window", ["handle": handle])
        let result: Result
        do {
            try await open(page)
            result = try await body()
        } catch {
            _ = try? await send(.delete, "/window")
            try await send(.post, "/window", ["handle": current])
            throw error
        }
        try await send(.delete, "/window")
        try await send(.post, "/window", ["handle": current])
        return result
    }
}
