import Foundation
import RibInspector

/// Reads a JSON Lines trace chunk by chunk as it grows: the header line first, then any
/// number of whole lines at a time, for a session that is still being recorded.
///
/// ```swift
/// var reader = JSONLinesTraceReader(source: "session demo")
/// for chunk in chunks {                     // each chunk ends with a line break
///     for read in try reader.read(chunk) {
///         print("line \(read.line): \(reader.declarations.logLine(for: read.event.kind))")
///     }
/// }
/// ```
///
/// It makes every check ``TraceReader`` makes, with the same errors and warnings and the
/// same line numbers: the chunks so far read as the bytes so far would read in one go,
/// except that a chunk's last line must be whole (a file's may be cut short), and that a
/// declaration may name a scope a later chunk declares (the trace must declare it before
/// its end record). It keeps
/// only what the checks need — the header, the declarations, the tree of RIBs not
/// deallocated and a bit for each deallocated one, the last sequence number and time —
/// never the events nor the bytes: each chunk's events are handed back
/// once. A chunk that fails is refused whole: the reader stays as it was, its changes
/// undone (it notes them as it reads, so a chunk costs its own size, not the trace's).
public struct JSONLinesTraceReader: Sendable {
    /// An event with the line it was read from.
    public struct LineEvent: Sendable {
        /// The line, from 1 (the header line).
        public var line: Int
        /// The event.
        public var event: RibEvent
    }

    /// What error messages call the bytes, for example a file name.
    public let source: String
    /// What the chunks so far made, once the header line is read.
    private var interpreter: RecordInterpreter?
    private var warningLog = TraceWarningLog()
    /// Where the end record is, once it is read, for an error that a later chunk reveals.
    private var endPosition: TraceReadError.Position?
    /// Scopes that declarations name before any declaration of them: a later chunk may
    /// declare them, and the trace may not end before it does.
    private var scopeReferences: [(scope: UInt32, error: TraceReadError)] = []
    /// Whether each chunk must declare, by its last line, every scope that its
    /// declarations or earlier chunks' name, so that the chunks so far always read as a
    /// whole trace (as `ribviz live`'s saved file must); a chunk that does not is refused
    /// with ``TraceReadError/Problem/undeclaredReference(_:from:)``. Off by default: a
    /// trace may declare a scope after the RIBs in it, before its end record.
    package var requiresScopesByChunkEnd = false
    /// How many lines the chunks so far hold (the header line included).
    public private(set) var lineCount = 0
    /// How many bytes the chunks so far hold.
    public private(set) var byteCount = 0
    /// How many events the chunks so far hold (records skipped with a warning not counted).
    public private(set) var eventCount = 0

    /// Creates a reader for a trace that error messages call `source`.
    public init(source: String = "trace") {
        self.source = source
    }

    /// The header and the declarations read so far, with the warnings and the end once
    /// the end record is read; its ``Trace/events`` is empty. `nil` before the header line.
    public var declarations: Trace? {
        guard var trace = interpreter?.declarations else { return nil }
        trace.warnings = warningLog.finished()
        return trace
    }

    /// The tree after the events read so far, without the nodes of deallocated RIBs (see
    /// ``RibInspector/RibTree/init(keepsDeallocatedRibs:)``), so that the reader keeps only
    /// a bit for each: a long session costs its live RIBs.
    public var tree: RibTree {
        interpreter?.tree ?? RibTree(keepsDeallocatedRibs: false)
    }

    /// Lets go of the declarations of `ribs`, which ``declarations`` then lacks (see
    /// ``RibInspector/Trace/forgetRibs(_:)``): for a holder that needs the descriptors of
    /// deallocated RIBs no more. The checks stay as they were: the reader still knows that
    /// they are declared, and that they are deallocated, so a later declaration of one of
    /// them, or an event for one, gets the same error as before.
    package mutating func forgetDeclarations(of ribs: [RibID]) {
        guard !ribs.isEmpty else { return }
        interpreter?.forgetRibs(ribs)
    }

    /// Whether the reader keeps the screens each chunk holds until ``takeScreens()`` hands
    /// them over. Off by default: a reader that shows no pictures holds none, only their
    /// digests (so that it checks later screens the same way).
    public var keepsScreens = false

    /// Hands over the screens the chunks read since the last call, with the pictures first
    /// seen among them and the latest counts of screens the recorder refused; nothing
    /// unless ``keepsScreens`` is on. The reader keeps only the pictures' digests, so that
    /// later screens may name them: call it after each chunk to keep its memory to one
    /// chunk's pictures.
    public mutating func takeScreens() -> (screens: [RibScreen], images: [ScreenDigest: ScreenImage], drops: ScreenDrops) {
        interpreter?.takeScreens() ?? ([], [:], ScreenDrops())
    }

    /// Whether the end record was read: the trace is complete.
    public var hasEnded: Bool { endPosition != nil }

    /// Reads the next chunk: the header line (in the first chunk) and whole lines, each
    /// ending with a line break except perhaps the last.
    ///
    /// - Returns: The chunk's events, in order, with their lines.
    /// - Throws: ``TraceReadError`` when the chunk does not continue the trace; the reader
    ///   is then as it was before the call.
    public mutating func read(_ chunk: some ContiguousBytes) throws(TraceReadError) -> [LineEvent] {
        try chunk.withUnsafeBytes { bytes in
            Result { () throws(TraceReadError) in try read(bytes) }
        }.get()
    }

    private mutating func read(_ bytes: UnsafeRawBufferPointer) throws(TraceReadError) -> [LineEvent] {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else {
            guard interpreter != nil else { throw TraceReadError(source: source, position: nil, problem: .empty) }
            return []
        }
        var diagnostics = Diagnostics(
            base: base, count: bytes.count, firstLine: lineCount + 1, firstByte: byteCount, warnings: warningLog)
        var parser = TraceParser(chunk: base, count: bytes.count, diagnostics: diagnostics)
        var next: RecordInterpreter
        let chunk: (events: [RibEvent], offsets: [Int])
        do {
            if let interpreter {
                next = interpreter.startingChunk()
                try parser.parseChunk(into: &next)
            } else {
                next = try parser.parseFirstChunk()
            }
            chunk = try next.settleChunk()
        } catch {
            interpreter?.undoChunk()
            throw readError(error, diagnostics: &diagnostics)
        }
        diagnostics = Diagnostics(
            base: base, count: bytes.count, firstLine: lineCount + 1, firstByte: byteCount, warnings: parser.warnings)
        let references =
            (scopeReferences + next.takeScopeReferences().map { ($0.scope, readError($0.failure, diagnostics: &diagnostics)) })
            .filter { !next.declaresScope($0.scope) }
        if next.endOffset != nil || requiresScopesByChunkEnd, let unresolved = references.first {
            interpreter?.undoChunk()
            throw unresolved.error
        }
        let events = zip(chunk.events, chunk.offsets).map { event, offset in
            LineEvent(line: diagnostics.position(of: offset).line, event: event)
        }
        if endPosition == nil, let end = next.endOffset {
            endPosition = diagnostics.position(of: end)
        }
        next.moveOffsets(by: bytes.count)
        if !keepsScreens { _ = next.takeScreens() }
        interpreter = next
        scopeReferences = references
        warningLog = diagnostics.warnings
        lineCount += Self.lineCount(of: bytes)
        byteCount += bytes.count
        eventCount += events.count
        return events
    }

    /// The error for a failure in the chunk, or, at a negative offset, at the end record
    /// of an earlier chunk.
    private func readError(_ failure: ReadFailure, diagnostics: inout Diagnostics) -> TraceReadError {
        let position: TraceReadError.Position?
        if failure.problem == .empty {
            position = nil
        } else if failure.offset < 0 {
            position = endPosition
        } else {
            position = diagnostics.position(of: failure.offset)
        }
        return TraceReadError(source: source, position: position, problem: failure.problem)
    }

    /// The lines in a chunk: its line breaks, and one more when the last line has none.
    private static func lineCount(of bytes: UnsafeRawBufferPointer) -> Int {
        let breaks = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return bytes.last == UInt8(ascii: "\n") ? breaks : breaks + 1
    }
}
