import ArgumentParser
import RibInspector

/// The thresholds a trace's analysis judges it by, as options shared by the commands that
/// report anomalies (`inspect`, `report`, `live`).
struct AnalysisThresholds: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "How long a detached RIB may stay alive before it counts as leaked, with a unit: 1s, 500ms, …",
            valueName: "duration"
        ))
    var leakGrace = DurationArgument(nanoseconds: TraceAnalysis.Options.defaultLeakGraceNanoseconds)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The deepest a RIB may sit in the live tree, the root being at depth 0.",
            valueName: "depth"
        ))
    var maxDepth = TraceAnalysis.Options.defaultMaximumDepth

    func validate() throws {
        if maxDepth < 0 {
            throw ValidationError("--max-depth must be 0 or more: the root is at depth 0.")
        }
    }

    /// The analysis options these thresholds choose.
    var options: TraceAnalysis.Options {
        TraceAnalysis.Options(leakGraceNanoseconds: leakGrace.nanoseconds, maximumDepth: maxDepth)
    }
}
