import Foundation
import Testing

/// `ribviz docs` and `ribviz scan --format docs` regenerate a folder: they delete only the
/// files an earlier run wrote, and never write or delete through a symbolic link.
@Suite("Documentation folders: only ribviz's own files are deleted")
struct DocumentationFolderSafetyTests {
    private static let examples = DocsCommandTests.examples
    private static let traces = DocsCommandTests.examplesAndDocs.map { examples.appendingPathComponent($0.0).path }

    /// The ways each command writes docs into `folder`: from both example traces, then
    /// from fewer RIBs, so the second run has stale pages to delete.
    private static let writers: [(first: [String], fewer: [String])] = [
        (["docs"] + traces + ["--no-svg"], ["docs", traces[0], "--no-svg"]),
        (
            ["scan", ScanCommandTests.fixtures + "/TicTacToe", "--format", "docs"],
            ["scan", ScanCommandTests.fixtures + "/Adapters", "--format", "docs"]
        ),
    ]

    @Test("a user's file and folder in ribs/ survive the first run and a run that deletes stale pages", arguments: 0..<2)
    func userFilesSurvive(writer: Int) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ribs = folder.appendingPathComponent("docs/ribs")
        try FileManager.default.createDirectory(at: ribs.appendingPathComponent("Guide.md"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: ribs.appendingPathComponent("Guide.md/inside.md"))
        try Data("my notes".utf8).write(to: ribs.appendingPathComponent("Notes.md"))
        try Data("my picture".utf8).write(to: folder.appendingPathComponent("docs/rib-graph.svg.bak"))

        let first = try await RibvizRunner.run(Self.writers[writer].first + ["-o", "docs"], in: folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        #expect(!first.standardError.contains("removed"), "\(first.standardError)")
        let fewer = try await RibvizRunner.run(Self.writers[writer].fewer + ["-o", "docs"], in: folder)
        #expect(fewer.exitCode == 0, "\(fewer.standardError)")
        #expect(fewer.standardError.contains("removed"), "\(fewer.standardError)")

        #expect(try String(contentsOf: ribs.appendingPathComponent("Notes.md"), encoding: .utf8) == "my notes")
        #expect(try String(contentsOf: ribs.appendingPathComponent("Guide.md/inside.md"), encoding: .utf8) == "mine")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/rib-graph.svg.bak").path))
        // What remains in ribs/ is the user's and the pages of the second run, listed in the manifest.
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("docs/.ribviz-manifest.json"))) as? [String: Any]
        let listed = Set((manifest?["files"] as? [String]) ?? [])
        let pages = try FileManager.default.contentsOfDirectory(atPath: ribs.path)
        for page in pages where page != "Notes.md" && page != "Guide.md" {
            #expect(listed.contains("ribs/" + page), "\(page) is neither the user's nor written by the last run")
        }
        #expect(!listed.contains("ribs/Notes.md"))
    }

    @Test("a ribs folder that is a symbolic link is refused, and nothing is written or deleted where it points", arguments: 0..<2)
    func symbolicLinkRefused(writer: Int) async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: elsewhere.appendingPathComponent("Root.md"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("docs/ribs").path, withDestinationPath: "../elsewhere")

        let run = try await RibvizRunner.run(Self.writers[writer].first + ["-o", "docs"], in: folder)
        #expect(run.exitCode == 73)
        #expect(run.standardError.contains("docs/ribs: it is a symbolic link, and ribviz writes only inside the output folder"), "\(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["Root.md"])
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("Root.md"), encoding: .utf8) == "keep")
    }

    @Test("a manifest entry that leaves the folder, crosses a link or names a folder deletes nothing; a plain file in it goes")
    func manifestCannotReachOut() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let docs = folder.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs.appendingPathComponent("ribs/Folder.md"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("outside.md"))
        try Data("keep".utf8).write(to: folder.appendingPathComponent("elsewhere/Page.md"))
        try FileManager.default.createSymbolicLink(atPath: docs.appendingPathComponent("link").path, withDestinationPath: "../elsewhere")
        try FileManager.default.createSymbolicLink(atPath: docs.appendingPathComponent("ribs/Linked.md").path, withDestinationPath: "../../outside.md")
        try Data("written by an earlier run".utf8).write(to: docs.appendingPathComponent("ribs/Stale.md"))
        let entries = ["../outside.md", "ribs/../../outside.md", "link/Page.md", "ribs/Folder.md", "ribs/Linked.md", "/etc/hostname", "", "ribs/Stale.md"]
        let manifest = try JSONSerialization.data(withJSONObject: ["files": entries])
        try manifest.write(to: docs.appendingPathComponent(".ribviz-manifest.json"))

        let run = try await RibvizRunner.run(["docs", Self.traces[0], "--no-svg", "-o", "docs"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        // Only the plain file inside the folder goes.
        #expect(run.standardError.contains("removed 1 files"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: docs.appendingPathComponent("ribs/Stale.md").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("outside.md").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere/Page.md").path))
        #expect(FileManager.default.fileExists(atPath: docs.appendingPathComponent("ribs/Folder.md").path))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: docs.appendingPathComponent("ribs/Linked.md").path)) == "../../outside.md")
    }
}
