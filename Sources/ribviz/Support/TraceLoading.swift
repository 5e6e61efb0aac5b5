import Foundation
import RibInspector

/// Reads the trace files named on the command line, turning reader errors into failures
/// with the right exit code.
enum TraceLoading {
    /// Reads a trace and prints the reader's warnings to standard error.
    static func load(_ path: String, allowsEmpty: Bool = false) throws(CommandFailure) -> Trace {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .missingInput("\(path): no such file. Give the path of a trace recorded by RibInspector, or run `ribviz demo` to get example traces.")
        }
        let trace: Trace
        do {
            trace = try TraceReader().read(contentsOf: URL(fileURLWithPath: path))
        } catch {
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

    /// The tree after the first `count` events of a trace that was read without errors.
    static func replay(_ trace: Trace, to count: Int, file: String) throws(CommandFailure) -> RibTreeSnapshot {
        do {
            return try trace.snapshot(afterEvents: count)
        } catch {
            throw .badInput("\(file): \(error)")
        }
    }
}
