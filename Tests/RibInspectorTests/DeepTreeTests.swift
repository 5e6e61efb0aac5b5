import RibInspector
import Testing

/// A launched chain of `depth` RIBs, `R0` at the root, each attached below the previous one.
private func chainTrace(depth: Int) -> Trace {
    let recorder = RibRecorder(app: AppInfo(name: "Deep"), clock: .manual(ManualClock()))
    var parent = recorder.declareRib(named: "R0")
    recorder.record(.launched(parent))
    for level in 1..<depth {
        let rib = recorder.declareRib(named: "R\(level)")
        recorder.record(.attached(rib, parent: parent))
        parent = rib
    }
    return recorder.trace()
}

@Suite("Deep trees")
struct DeepTreeTests {
    @Test("the text tree of a tree 100,000 deep draws every RIB, with lines of bounded length")
    func deepTextTree() throws {
        var replay = TraceReplay(chainTrace(depth: 100_000))
        try replay.advanceToEnd()
        let lines = replay.snapshot.text().split(separator: "\n")
        #expect(lines.count == 100_000)
        #expect(lines.first == "R0")
        #expect(lines[1] == "└─ R1")
        #expect(lines[2] == "   └─ R2")
        #expect(lines.last?.hasSuffix("└─ (depth 99999) R99999") == true)
        let longest = lines.map(\.count).max() ?? 0
        #expect(longest <= TextTree.maximumIndentation * 3 + "(depth 99999) R99999".count)
    }

    @Test("deep lines keep the guides of the levels they show")
    func guidesAtTheIndentationLimit() {
        // 0 has children 1 and 2; 1 is a chain down past the limit.
        let limit = TextTree.maximumIndentation
        let lines = TextTree.lines(under: [0]) { item, _ in
            let children: [Int] =
                switch item {
                case 0: [1, -1]
                case -1: []
                case limit + 1: []
                default: [item + 1]
                }
            return TextTree.Entry(text: "\(item)", children: children)
        }
        #expect(lines[1] == "├─ 1")
        #expect(lines[2] == "│  └─ 2")
        #expect(lines[limit] == "│" + String(repeating: " ", count: 2) + String(repeating: "   ", count: limit - 2) + "└─ \(limit)")
        #expect(lines[limit + 1] == "│" + String(repeating: " ", count: 2) + String(repeating: "   ", count: limit - 2) + "└─ (depth \(limit + 1)) \(limit + 1)")
        #expect(lines.last == "└─ -1")
    }

    @Test("the analysis of a tree 20,000 deep names each too-deep RIB with a short path")
    func deepAnalysis() {
        let analysis = chainTrace(depth: 20_000).analysis()
        #expect(analysis.summary.deepest?.depth == 19_999)
        let deepest = analysis.findings.last { $0.kind == .tooDeep }
        #expect(deepest?.message == "R19999 is at depth 19999 (… → R19992 → R19993 → R19994 → R19995 → R19996 → R19997 → R19998 → R19999), deeper than the limit of 5")
        #expect(analysis.report().split(separator: "\n").allSatisfy { $0.count < 300 })
    }
}
