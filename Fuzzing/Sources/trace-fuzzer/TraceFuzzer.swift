import RibInspector
import RibInspectorTools

/// libFuzzer's entry point: reads the input as a trace and, when it reads, runs everything
/// that consumes a trace without graphviz: the analysis with its text and JSON reports, a
/// diff against itself, and an encode → read → encode round trip that must give the same
/// bytes. Any trap, or a round trip that differs, is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    guard let trace = try? TraceReader().read(UnsafeRawBufferPointer(bytes)) else { return 0 }
    let analysis = trace.analysis(options: .init(leakGracePeriod: .milliseconds(10), maximumDepth: 3))
    _ = analysis.report()
    _ = analysis.jsonReport()
    let diff = TraceDiff(from: trace, to: trace)
    _ = diff.report()
    _ = diff.jsonReport()
    for form in [TraceEncoder.Form.document, .jsonLines] {
        let encoded = TraceEncoder(form: form).encode(trace)
        guard let reread = try? TraceReader().read(encoded) else {
            fatalError("a trace that was read does not read back after encoding (\(form))")
        }
        guard TraceEncoder(form: form).encode(reread) == encoded else {
            fatalError("encode → read → encode changed the trace (\(form))")
        }
    }
    return 0
}
