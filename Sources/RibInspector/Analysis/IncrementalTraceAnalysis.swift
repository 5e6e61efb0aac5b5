/// The analysis of a trace that is still growing: fed its events as they come, with the
/// declarations so far, it gives the analysis of the events so far at any point, without
/// holding the events.
///
/// ```swift
/// var analysis = IncrementalTraceAnalysis(declarations: reader.declarations!)
/// for chunk in chunks {
///     let events = try reader.read(chunk)
///     analysis.declare(reader.declarations!)        // before the events that use them
///     for read in events { analysis.analyze(read.event) }
///     print(analysis.soFar().findings.count)
/// }
/// ```
///
/// Fed a whole trace, ``soFar()`` is ``TraceAnalysis/init(_:options:)``'s result, except
/// that its ``TraceAnalysis/trace`` holds the declarations alone. Memory grows with the
/// RIBs, the findings and the RIBs out of the tree, never with the events; made with
/// `keepsDeallocatedRibs: false`, with the RIBs alive and one bit for each deallocated one.
public struct IncrementalTraceAnalysis: Sendable {
    private var analyzer: TraceAnalyzer
    private var declarations: Trace
    /// How many events were analysed.
    public private(set) var eventCount = 0
    private var lastEventTime: UInt64 = 0

    /// Starts before the first event of a trace with these `declarations` (a trace's
    /// events, if it has any, are not read).
    ///
    /// - Parameter keepsDeallocatedRibs: `false` drops each deallocated RIB's node from the
    ///   analysis's tree (see ``RibTree/init(keepsDeallocatedRibs:)``): the findings,
    ///   lifetimes and summary are the same, but the tree of ``TraceAnalysis/finalSnapshot``
    ///   then has no node for deallocated RIBs.
    public init(declarations: Trace, options: TraceAnalysis.Options = TraceAnalysis.Options(), keepsDeallocatedRibs: Bool = true) {
        var declarations = declarations
        declarations.events = []
        self.declarations = declarations
        analyzer = TraceAnalyzer(declarations: declarations, options: options, keepsDeallocatedRibs: keepsDeallocatedRibs)
    }

    /// Takes the declarations so far: the same header and every declaration it has, then
    /// more. Call it before analysing the events that use them.
    public mutating func declare(_ declarations: Trace) {
        var declarations = declarations
        declarations.events = []
        self.declarations = declarations
        analyzer.declare(declarations)
    }

    /// Whether an analysed event activated an interactor. Until one does, the analysis so
    /// far holds back its findings of RIBs attached under an inactive parent (without
    /// activity in the trace, every interactor looks inactive); the first activation brings
    /// them all.
    public var recordsActivity: Bool { analyzer.recordsActivity }

    /// Lets go of the declarations until the next ``declare(_:)``: a reader that holds
    /// them too then adds the next ones in place instead of copying them all. Call
    /// ``declare(_:)`` before ``analyze(_:)`` or ``soFar()`` again.
    public mutating func releaseDeclarations() {
        declarations = Trace(header: declarations.header)
        analyzer.releaseDeclarations(keeping: declarations)
    }

    /// Whether ``soFar()`` may name `rib` from the declarations (the deepest RIB so far, a
    /// leak's RIB, a workflow step's RIB), so that a holder of the declarations that lets go
    /// of deallocated RIBs' descriptors keeps this one's. Other findings are worded when
    /// they are found, and lifetimes go by name.
    package func namesFromDeclarations(_ rib: RibID) -> Bool {
        analyzer.namesFromDeclarations(rib)
    }

    /// Analyses the next event.
    public mutating func analyze(_ event: RibEvent) {
        analyzer.analyze(event, at: eventCount)
        eventCount += 1
        lastEventTime = event.time
    }

    /// The analysis of the events so far, as if the trace ended now: at its end record, if
    /// it has one, or at its last event (``Trace/endTime``).
    public func soFar() -> TraceAnalysis {
        analyzer.analysis(
            of: declarations, eventCount: eventCount, endTime: max(declarations.end ?? 0, lastEventTime))
    }
}
