import CGraphviz
import Foundation
import RibvizLocking

/// The process's one graphviz context, and the lock that serialises every
/// graphviz call.
///
/// Graphviz is not thread-safe, not even with one context per thread (its
/// dictionaries reorganise themselves on look-ups), and its error reporting is
/// process-global. So the process keeps one long-lived `GVC_t` (a context per
/// render would also leak), and every graphviz call happens inside
/// ``withSession(_:)``, which holds the lock.
final class GraphvizContext: @unchecked Sendable {
    // @unchecked Sendable: graphviz's state (reached through `gvc`, and the
    // callback text in GraphvizMessages) is only touched while `lock` is held;
    // every other stored property is immutable after init.

    /// The context of this process.
    static let shared = GraphvizContext()

    private let lock = Lock()
    private let gvc: OpaquePointer?
    /// The layout engines the installed graphviz offers.
    let engines: [String]
    /// The output formats the installed graphviz offers, without ``OutputFormat/withheldDevices``.
    let formats: [String]

    private init() {
        (gvc, engines, formats) = lock.withLock {
            GraphvizMessages.install()
            GraphvizMessages.reset()
            defer { GraphvizMessages.reset() }
            let gvc = gvContext()
            let engines = Self.pluginNames(of: "layout", in: gvc)
            let formats = Self.pluginNames(of: "device", in: gvc).filter { OutputFormat.withheldDevices[$0] == nil }
            return (gvc, engines, formats)
        }
    }

    /// Runs `body` while holding the lock, with graphviz's error state reset and
    /// its messages routed to ``GraphvizMessages``.
    ///
    /// - Parameter body: The graphviz work; the session it gets is valid only
    ///   inside `body`.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``GraphvizError/graphvizFailure(message:)``
    ///   if graphviz could not create its context.
    func withSession<Result>(_ body: (borrowing GraphvizSession) throws -> Result) throws -> Result {
        try lock.withLock {
            guard let gvc else {
                throw GraphvizError.graphvizFailure(message: "graphviz could not create its context (gvContext failed)")
            }
            // Re-installed on every call in case other code in the process replaced it.
            GraphvizMessages.install()
            GraphvizMessages.reset()
            let session = GraphvizSession(gvc: gvc, engines: engines, formats: formats)
            return try body(session)
        }
    }

    /// The names of the installed plugins of one kind (`layout`, `device`, ...),
    /// without duplicates, in graphviz's order.
    private static func pluginNames(of kind: String, in gvc: OpaquePointer?) -> [String] {
        guard let gvc else { return [] }
        var count: Int32 = 0
        guard let list = cgraphviz_plugin_list(gvc, kind, &count) else { return [] }
        defer { free(list) }
        var names: [String] = []
        for index in 0..<Int(max(count, 0)) {
            guard let name = list[index] else { continue }
            let text = String(cString: name)
            free(name)
            if !names.contains(text) {
                names.append(text)
            }
        }
        return names
    }
}
