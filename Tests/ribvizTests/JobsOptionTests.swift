import Foundation
import Testing

@Suite("render --jobs and RIBVIZ_JOBS")
struct JobsOptionTests {
    @Test(
        "a huge number of drawing processes draws every picture, with no more processes than pictures",
        arguments: [(["--jobs", "4611686018427387904"], [:]), ([], ["RIBVIZ_JOBS": "9223372036854775807"])])
    func hugeJobs(options: [String], environment: [String: String]) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(anomalousTrace.utf8).write(to: folder.appendingPathComponent("trace.json"))
        let one = try await RibvizRunner.run(["render", "trace.json", "--every-state", "--no-timeline", "-q", "-o", "one", "--jobs", "1"], in: folder)
        #expect(one.exitCode == 0, "\(one.standardError)")
        let many = try await RibvizRunner.run(["render", "trace.json", "--every-state", "--no-timeline", "-q", "-o", "many"] + options, in: folder, environment: environment)
        #expect(many.exitCode == 0, "\(many.standardError)")
        let pictures = try GeneratedFolders.files(in: folder.appendingPathComponent("one"))
        #expect(pictures.count > 2)
        #expect(try GeneratedFolders.files(in: folder.appendingPathComponent("many")) == pictures)
    }
}
