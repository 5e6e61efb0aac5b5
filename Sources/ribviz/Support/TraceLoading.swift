import Foundation
import RibInspector
import RibInspectorTools
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the trace files named on the command line, turning reader errors into failures
/// with the right exit code.
enum TraceLoading {
    /// The path that names standard input, as in `cat trace.json | ribviz inspect -`.
    static let standardInput = "-"

    /// What messages call the trace at `path`: the path, or "standard input" for `-`.
    static func label(for path: String) -> String {
        path == standardInput ? "standard input" : path
    }

    /// Refuses a list of traces that names standard input more than once: it can be read
    /// only once.
    static func checkStandardInputOnce(_ paths: [String]) throws(CommandFailure) {
        if paths.filter({ $0 == standardInput }).count > 1 {
            throw .usage("'-' (standard input) is given more than once, but it can be read only once. Save all but one of those traces to files.")
        }
    }

    /// Reads a trace (from standard input for `-`) and prints the reader's warnings to
    /// standard error.
    static func load(_ path: String, allowsEmpty: Bool = false, quiet: Bool = false) throws(CommandFailure) -> Trace {
        if path == standardInput {
            return try checked(readStandardInput(), path: path, allowsEmpty: allowsEmpty)
        }
        guard FileManager.default.fileExists(atPath: path) else {
            if let near = nearbyFile(to: path) {
                throw .missingInput("\(path): no such file. Did you mean \(near)?")
            }
            throw .missingInput("\(path): no such file. Give the path of a trace recorded by RibInspector, or run `ribviz demo` to get example traces.")
        }
        let trace: Trace
        do {
            let size = ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int).map {
                ByteCountFormatter.string(fromByteCount: Int64($0), countStyle: .file)
            }
            trace = try SlowWorkNotice.run("reading \(path)" + (size.map { " (\($0))" } ?? ""), quiet: quiet) { () throws(TraceReadError) -> Trace in
                try TraceReader().read(contentsOf: URL(fileURLWithPath: path))
            }
        } catch {
            // A file that cannot be opened, or a folder, is an input that cannot be had
            // (66), not a damaged trace (65).
            if case .unreadable = error.problem { throw .missingInput(error.description) }
            throw .badInput(error.description)
        }
        return try checked(trace, path: path, allowsEmpty: allowsEmpty)
    }

    /// The trace on standard input, read to its end.
    private static func readStandardInput() throws(CommandFailure) -> Trace {
        do {
            return try TraceReader().read(fileDescriptor: STDIN_FILENO, source: label(for: standardInput))
        } catch {
            if case .unreadable = error.problem { throw .missingInput(error.description) }
            throw .badInput(error.description)
        }
    }

    /// Prints the trace's warnings and refuses a trace without events unless `allowsEmpty`.
    private static func checked(_ trace: Trace, path: String, allowsEmpty: Bool) throws(CommandFailure) -> Trace {
        for warning in trace.warnings {
            Terminal.standardError.write("ribviz: warning: \(label(for: path)): \(warning)\n")
        }
        if trace.events.isEmpty && !allowsEmpty {
            throw .badInput("\(label(for: path)): the trace has no events, so there is nothing to draw. Record a session that launches or attaches at least one RIB.")
        }
        return trace
    }

    /// A file in the same folder whose name is one or two typos away from the missing
    /// file's, as a path written the way the user wrote theirs; `nil` when there is none,
    /// the path names no file (it is empty or ends with `/`), or the folder is too large
    /// to look through quickly. It splits the path at its last `/` itself, so no path,
    /// however short or odd, reaches Foundation's path arithmetic.
    static func nearbyFile(to path: String) -> String? {
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let folder = String(path[..<nameStart])
        let name = String(path[nameStart...])
        guard !name.isEmpty,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder),
            names.count <= 10_000,
            let near = Suggestion.closest(to: name, among: names.filter { !$0.hasPrefix(".") })
        else { return nil }
        return folder + near
    }

    /// The tree after the first `count` events of the replayed trace, reached by applying
    /// only the events after the replay's position (it starts over for an earlier count),
    /// so that drawing many moments in order replays the trace once.
    static func advance(_ replay: inout TraceReplay, to count: Int, file: String) throws(CommandFailure) -> RibTreeSnapshot {
        do {
            try replay.advance(to: count)
            return replay.snapshot
        } catch {
            throw .badInput("\(file): \(error)")
        }
    }
}
