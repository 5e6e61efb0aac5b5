/// Cuts a session's spans into runs of about the same encoded size, one for each thread
/// that writes requests.
enum SpanRuns {
    /// Contiguous runs of `spans`' indices, at most `count` of them, each estimated at
    /// `leastBytes` or more of protobuf; one run holding every index when the spans are
    /// too few to share out.
    static func cut(_ spans: [OTLPSpan], into count: Int, leastBytes: Int) -> [Range<Int>] {
        let sizes = spans.map(estimatedBytes)
        let total = sizes.reduce(0, +)
        let runCount = min(max(count, 1), total / max(leastBytes, 1))
        guard runCount > 1 else { return [spans.indices] }
        var runs: [Range<Int>] = []
        var start = 0
        var written = 0
        for (index, size) in sizes.enumerated() {
            written += size
            // The run ends once the spans so far reach its share of the total.
            if written * runCount >= total * (runs.count + 1), runs.count < runCount - 1 {
                runs.append(start..<index + 1)
                start = index + 1
            }
        }
        if start < spans.count { runs.append(start..<spans.count) }
        return runs
    }

    /// About how many bytes `span` takes in a request: its names and a few bytes for each
    /// field, identifier and time; exact enough to share work out, never used as a length.
    static func estimatedBytes(_ span: OTLPSpan) -> Int {
        var bytes = 64 + span.name.utf8.count + span.attributes.count * 32
        for event in span.events {
            bytes += 40 + event.name.utf8.count + event.attributes.count * 32
        }
        return bytes
    }
}
