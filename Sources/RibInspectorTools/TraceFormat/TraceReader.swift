import Foundation
import RibInspector

/// Reads trace files in format version 1, in either form ``TraceEncoder`` and
/// ``TraceFileSink`` write: one JSON document (`trace.json`) or JSON Lines.
///
/// ```swift
/// let trace = try TraceReader().read(contentsOf: URL(fileURLWithPath: "trace.json"))
/// for warning in trace.warnings { print(warning) }   // what was skipped
/// ```
///
/// The reader checks the whole trace while it reads: declarations before the events that
/// use them, increasing sequence numbers and times, and events that replay into a possible
/// RIB tree. A problem throws a ``TraceReadError`` that names the line. What a newer
/// writer may add (unknown members, unknown event kinds) and the incomplete last line of
/// a JSON Lines file from a crashed app are skipped and reported in ``Trace/warnings``.
///
/// It reads a file of 1 MiB or more in place (mapped, not copied), a smaller one whole
/// with one call, and never builds a tree of JSON values, so a million-event trace loads
/// in a fraction of a second. `Docs/TraceFormat.md`
/// specifies the format.
public struct TraceReader: Sendable {
    /// How many pictures of screens the reader holds at most; a seam for tests.
    package var screenLimits = ScreenReading.Limits()

    /// Creates a reader.
    public init() {}

    /// Reads the trace file at `url`.
    ///
    /// - Throws: ``TraceReadError`` when the file cannot be read or is not a valid trace.
    public func read(contentsOf url: URL) throws(TraceReadError) -> Trace {
        try readFinalSnapshot(contentsOf: url).trace
    }

    /// Reads a trace from bytes in memory.
    ///
    /// - Parameters:
    ///   - bytes: The trace's UTF-8 text, in either form.
    ///   - source: What error messages call the bytes, for example a file name.
    /// - Throws: ``TraceReadError`` when the bytes are not a valid trace.
    public func read(_ bytes: some ContiguousBytes, source: String = "trace") throws(TraceReadError) -> Trace {
        try readFinalSnapshot(bytes, source: source).trace
    }

    /// Reads the trace file at `url` together with its final tree: the replay the reader
    /// does to check the events, handed back so the caller need not replay them again.
    ///
    /// - Throws: ``TraceReadError`` when the file cannot be read or is not a valid trace.
    public func readFinalSnapshot(contentsOf url: URL) throws(TraceReadError) -> RibTreeSnapshot {
        let source = url.relativePath
        return try TraceFileBytes.withContents(of: url) { bytes, pages in
            Self.parse(bytes, source: source, pages: pages, screenLimits: screenLimits)
        }.get()
    }

    /// Reads the trace in the open file `descriptor`, for example standard input
    /// (`STDIN_FILENO`) with `source` "standard input". A regular file is read whole; a
    /// pipe is read to its end. The descriptor stays open.
    ///
    /// - Throws: ``TraceReadError`` when the descriptor cannot be read or does not hold a
    ///   valid trace.
    public func read(fileDescriptor: Int32, source: String) throws(TraceReadError) -> Trace {
        try TraceFileBytes.withContents(ofDescriptor: fileDescriptor, source: source) { bytes, pages in
            Self.parse(bytes, source: source, pages: pages, screenLimits: screenLimits)
        }.get().trace
    }

    /// Reads a trace from bytes in memory together with its final tree.
    ///
    /// - Parameters:
    ///   - bytes: The trace's UTF-8 text, in either form.
    ///   - source: What error messages call the bytes, for example a file name.
    /// - Throws: ``TraceReadError`` when the bytes are not a valid trace.
    public func readFinalSnapshot(_ bytes: some ContiguousBytes, source: String = "trace") throws(TraceReadError) -> RibTreeSnapshot {
        try bytes.withUnsafeBytes { Self.parse($0, source: source, pages: nil, screenLimits: screenLimits) }.get()
    }

    private static func parse(
        _ bytes: UnsafeRawBufferPointer,
        source: String,
        pages: PageReleaser?,
        screenLimits: ScreenReading.Limits
    ) -> Result<RibTreeSnapshot, TraceReadError> {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return .failure(TraceReadError(source: source, position: nil, problem: .empty))
        }
        var parser = TraceParser(base: base.assumingMemoryBound(to: UInt8.self), count: bytes.count, pages: pages, screenLimits: screenLimits)
        do {
            let (trace, tree) = try parser.parse()
            return .success(RibTreeSnapshot(trace: trace, tree: tree, eventCount: trace.events.count))
        } catch {
            let position = error.problem == .empty ? nil : parser.position(of: error.offset)
            return .failure(TraceReadError(source: source, position: position, problem: error.problem))
        }
    }
}
