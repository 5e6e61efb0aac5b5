import Foundation
import Testing
@testable import ribviz

@Suite("OutputFolder")
struct OutputFolderTests {
    /// Every entry under a folder, by relative path, folders ending in `/`.
    private static func entries(in folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path
        var entries: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
            entries.append(String(url.standardizedFileURL.path.dropFirst(root.count + 1)) + (isFolder ? "/" : ""))
        }
        return entries.sorted()
    }

    /// Runs `chattr` (Linux, ext4 and the like, as root): whether it worked.
    private static func chattr(_ flag: String, _ folder: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["chattr", flag, folder.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test("a folder nothing can be created in is named, never ribviz's staging folder inside it")
    func unwritableFolderIsNamed() throws {
        let root = try RibvizRunner.temporaryFolder()
        let locked = root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        defer {
            _ = Self.chattr("-i", locked)
            try? FileManager.default.removeItem(at: root)
        }
        // An immutable folder refuses new entries even to root (where permissions would not).
        try #require(Self.chattr("+i", locked), "needs chattr +i on the temporary folder (Linux, as root)")
        let folder = OutputFolder(url: locked)
        folder.add("tree.svg", Data("<svg/>".utf8))
        do {
            _ = try folder.commit()
            Issue.record("the commit into an immutable folder succeeded")
        } catch {
            #expect(error.exitCode.rawValue == 73)
            #expect(error.message.hasPrefix("cannot write into \(locked.path): cannot create the folder (Operation not permitted)"))
            #expect(!error.message.contains(".partial"))
        }
    }

    @Test("writes files in subfolders, creating them, in the order added")
    func subfolders() throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = OutputFolder(url: root.appendingPathComponent("docs"))
        folder.add("README.md", Data("index".utf8))
        folder.add("ribs/Root.md", Data("root".utf8))
        folder.add("ribs/deeper/Child.svg", Data("<svg/>".utf8))
        let written = try folder.commit()
        #expect(written.map(\.lastPathComponent) == ["README.md", "Root.md", "Child.svg"])
        #expect(Self.entries(in: root) == ["docs/", "docs/README.md", "docs/ribs/", "docs/ribs/Root.md", "docs/ribs/deeper/", "docs/ribs/deeper/Child.svg"])
        #expect(try String(contentsOf: root.appendingPathComponent("docs/ribs/Root.md"), encoding: .utf8) == "root")
    }

    @Test("adding a path again replaces its contents")
    func replaces() throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = OutputFolder(url: root)
        folder.add("a.txt", Data("first".utf8))
        folder.add("b.txt", Data("b".utf8))
        folder.add("a.txt", Data("second".utf8))
        #expect(try folder.commit().map(\.lastPathComponent) == ["a.txt", "b.txt"])
        #expect(try String(contentsOf: root.appendingPathComponent("a.txt"), encoding: .utf8) == "second")
    }

    @Test(
        "rejects absolute names and names that climb out, before writing anything",
        arguments: [
            "/etc/passwd", "../outside.md", "ribs/../../outside.md", "ribs/./Root.md", "ribs//Root.md", "", "ribs/",
        ])
    func rejectsUnsafeNames(name: String) throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = OutputFolder(url: root.appendingPathComponent("docs"))
        folder.add("README.md", Data("index".utf8))
        folder.add(name, Data("x".utf8))
        #expect(throws: CommandFailure.self) { try folder.commit() }
        #expect(Self.entries(in: root).isEmpty)
    }

    @Test("when a file is in the way of a subfolder, nothing is written and nothing is left behind")
    func fileInTheWay() throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("old".utf8).write(to: root.appendingPathComponent("README.md"))
        try Data("not a folder".utf8).write(to: root.appendingPathComponent("ribs"))
        let folder = OutputFolder(url: root)
        folder.add("README.md", Data("new".utf8))
        folder.add("images/graph.svg", Data("<svg/>".utf8))
        folder.add("ribs/Root.md", Data("root".utf8))
        do {
            _ = try folder.commit()
            Issue.record("the commit should fail")
        } catch {
            #expect(error.exitCode.rawValue == 73)
            #expect(error.message.contains("ribs: it is a file, not a folder"))
        }
        #expect(Self.entries(in: root) == ["README.md", "ribs"])
        #expect(try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) == "old")
    }

    @Test("when a folder has a file's name, nothing is written")
    func folderInTheWay() throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ribs/Root.md"), withIntermediateDirectories: true)
        let folder = OutputFolder(url: root)
        folder.add("README.md", Data("new".utf8))
        folder.add("ribs/Root.md", Data("root".utf8))
        #expect(throws: CommandFailure.self) { try folder.commit() }
        #expect(Self.entries(in: root) == ["ribs/", "ribs/Root.md/"])
    }

    @Test("each added file goes to disk at once, hidden, so only one is held in memory; a run that stops before committing leaves nothing")
    func stagesAsAdded() throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let folder = OutputFolder(url: root.appendingPathComponent("states"))
            folder.add("tree-000001.svg", Data(repeating: 1, count: 100_000))
            folder.add("tree-000002.svg", Data(repeating: 2, count: 100_000))
            let staged = Self.entries(in: root).filter { !$0.hasSuffix("/") }
            #expect(staged.count == 2)
            #expect(staged.allSatisfy { $0.hasPrefix("states/.ribviz-") && $0.contains(".partial/") })
            // The command fails here (graphviz, say) and never commits.
        }
        #expect(Self.entries(in: root).isEmpty)
    }

    @Test("a staged file that cannot be written is a failure with the system's reason, naming the output folder")
    func stagedWriteFailure() throws {
        let root = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = root.appendingPathComponent("gone/.ribviz-1-2.partial/0")
        do {
            try OutputFolder.writeStaged(Data("<svg/>".utf8), to: missing)
            Issue.record("a file in a missing folder was written")
        } catch {
            let failure = OutputFolder.writeFailure(error, folder: root)
            #expect(failure.message.contains(root.path), "\(failure.message)")
            #expect(failure.message.contains("No such file or directory"), "\(failure.message)")
            #expect(!failure.message.contains(".partial"))
        }
    }
}
