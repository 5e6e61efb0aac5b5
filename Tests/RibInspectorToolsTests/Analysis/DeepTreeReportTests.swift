import Foundation
import RibInspector
import RibInspectorTools
import Testing

@Suite("Reports of deep trees")
struct DeepTreeReportTests {
    @Test("the JSON report of a tree 20,000 deep gives each RIB its depth, from one walk")
    func jsonDepths() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Deep"), clock: .manual(ManualClock()))
        var parent = recorder.declareRib(named: "R0")
        recorder.record(.launched(parent))
        for level in 1..<20_000 {
            let rib = recorder.declareRib(named: "R\(level)")
            recorder.record(.attached(rib, parent: parent))
            parent = rib
        }
        let report = recorder.trace().analysis().jsonReport()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report)) as? [String: Any])
        let tree = try #require(object["finalTree"] as? [[String: Any]])
        #expect(tree.count == 20_000)
        #expect(tree.enumerated().allSatisfy { index, entry in entry["depth"] as? Int == index })
    }
}
