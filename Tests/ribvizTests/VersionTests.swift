import Foundation
import RibInspector
import Testing

@Suite("ribviz --version")
struct VersionTests {
    @Test("prints the version that recorded traces name, the package's one definition of it")
    func versionIsTheRecordersVersion() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await RibvizRunner.run(["--version"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == RibInspectorVersion.current + "\n")
        let recorder = RibRecorder(app: AppInfo(name: "Wallet"))
        #expect(recorder.trace().header.session.recorder == "ribviz \(result.standardOutput.dropLast())")
    }
}
