import Foundation
import RibInspector
import RibInspectorTools

/// Reads the trace files named on the command line, turning reader errors into failures
/// with the right exit code.
enum TraceLoading {
    /// Reads a trace and prints the reader's warnings to standard error.
    static func load(_ path: String, allowsEmpty: Bool = false, quiet: Bool = false) throws(CommandFailure) -> Trace {
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
        for warning in trace.warnings {
            Terminal.standardError.write("ribviz: warning: \(path): \(warning)\n")
        }
        if trace.events.isEmpty && !allowsEmpty {
            throw .badInput("\(path): the trace has no events, so there is nothing to draw. Record a session that launches or attaches at least one RIB.")
        }
        return trace
    }

    /// A file in the same folder whose name is one or two typos away from the missing
    /// file's, as a path written the way the user wrote theirs; `nil` when there is none
    /// or the folder is too large to look through quickly.
    private static func nearbyFile(to path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder),
            names.count <= 10_000,
            let near = Suggestion.closest(to: name, among: names.filter { !$0.hasPrefix(".") })
        else { return nil }
        return folder.isEmpty ? near : (folder as NSString).appendingPathComponent(near)
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
