import Foundation
import Testing

@Suite("ribviz docs")
struct DocsCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = repository.appendingPathComponent("Docs/Examples")

    /// The example traces and the folders under Docs/Examples/docs that hold their docs.
    static let examplesAndDocs = [("tictactoe.trace.json", "tictactoe"), ("tabbed-app.trace.json", "tabbed-app")]

    /// Every file under a folder, by relative path, with its bytes.
    private static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test("writes an index and one page per RIB, the same bytes every time")
    func pages() throws {
        let folder = try RibvizRunner.temporaryFolder()
        let trace = Self.examples.appendingPathComponent("tictactoe.trace.json").path
        let first = try RibvizRunner.run(["docs", trace, "-o", "one"], in: folder)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let second = try RibvizRunner.run(["docs", trace, "-o", "two"], in: folder)
        #expect(second.exitCode == 0, "\(second.standardError)")
        let one = try Self.files(in: folder.appendingPathComponent("one"))
        #expect(one.keys.sorted() == ["README.md", "ribs/BasicScoreBoard.md", "ribs/LoggedIn.md", "ribs/LoggedOut.md", "ribs/OffGame.md", "ribs/RandomWin.md", "ribs/Root.md", "ribs/TicTacToe.md"])
        #expect(one == (try Self.files(in: folder.appendingPathComponent("two"))))
        let index = String(decoding: one["README.md"] ?? Data(), as: UTF8.self)
        #expect(index.contains("```mermaid\nflowchart TD\n"))
        #expect(index.contains("| [LoggedIn](ribs/LoggedIn.md) | viewless | LoggedIn | Root (1×) |"))
    }

    @Test("traces of different apps are merged with a warning")
    func differentApps() throws {
        let folder = try RibvizRunner.temporaryFolder()
        let traces = Self.examplesAndDocs.map { Self.examples.appendingPathComponent($0.0).path }
        let run = try RibvizRunner.run(["docs"] + traces + ["-o", "docs"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.contains("warning: the traces come from different apps (TicTacToe, MiniSuperApp)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/ribs/AppRoot.md").path))
    }

    @Test("a missing trace is exit code 66 and writes nothing")
    func missingTrace() throws {
        let folder = try RibvizRunner.temporaryFolder()
        let run = try RibvizRunner.run(["docs", "nowhere.json", "-o", "docs"], in: folder)
        #expect(run.exitCode == 66)
        #expect(run.standardError.contains("nowhere.json: no such file"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs").path))
    }

    @Test("Docs/Examples/docs is what ribviz docs writes for the example traces")
    func committedExampleDocsAreUpToDate() throws {
        for (trace, docs) in Self.examplesAndDocs {
            let folder = try RibvizRunner.temporaryFolder()
            let run = try RibvizRunner.run(["docs", Self.examples.appendingPathComponent(trace).path, "-o", "fresh"], in: folder)
            #expect(run.exitCode == 0, "\(run.standardError)")
            let fresh = try Self.files(in: folder.appendingPathComponent("fresh"))
            let committed = try Self.files(in: Self.examples.appendingPathComponent("docs/" + docs))
            let stale = Set(fresh.keys).union(committed.keys).filter { fresh[$0] != committed[$0] }.sorted()
            #expect(stale.isEmpty, """
                Docs/Examples/docs/\(docs) is out of date (\(stale.joined(separator: ", "))). Regenerate it from the repository's root:
                  rm -rf Docs/Examples/docs/\(docs) && swift run ribviz docs Docs/Examples/\(trace) -o Docs/Examples/docs/\(docs)
                """)
        }
    }
}
