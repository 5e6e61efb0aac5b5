import Foundation
import RibInspector
import Testing

/// `ribviz render --screens`: the pictures of RIBs' screens beside them.
@Suite("ribviz render --screens")
struct RenderScreensTests {
    /// A whole 2×2 PNG, as the trace format's documentation shows one.
    static let png = ScreenImage(
        bytes: [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mMwTpsJRAwQCgAf7gTJFqfs3QAAAABJRU5ErkJggg==")!),
        mediaType: .png, pixelWidth: 2, pixelHeight: 2)

    /// A session of a viewful root `Home<&>` and a viewless child `Card`, with `picture` of
    /// Home's screen once it loaded (none when `nil`), written as `trace.json` in `folder`.
    static func writeTrace(picture: ScreenImage?, into folder: URL) throws {
        let recorder = RibRecorder(app: AppInfo(name: "Screens"), clock: .manual(ManualClock()))
        let home = recorder.declareRib(named: "Home<&>", isViewful: true)
        let card = recorder.declareRib(named: "Card", isViewful: false)
        recorder.record(.launched(home))
        recorder.record(.activated(home))
        recorder.record(.loaded(home))
        if let picture { _ = recorder.recordScreen(of: home, image: picture) }
        recorder.record(.attached(card, parent: home))
        recorder.record(.activated(card))
        recorder.record(.loaded(card))
        try TraceEncoder().write(recorder.trace(), to: folder.appendingPathComponent("trace.json"))
    }

    private static func render(_ arguments: [String], in folder: URL) async throws -> (run: RibvizRunner.Result, svg: String) {
        let run = try await RibvizRunner.run(["render", "trace.json", "--no-timeline", "-o", "out"] + arguments, in: folder)
        let svg = (try? String(contentsOf: folder.appendingPathComponent("out/tree-final.svg"), encoding: .utf8)) ?? ""
        return (run, svg)
    }

    @Test("--screens draws a RIB's picture beside it as a data: URI, and none for a RIB without one")
    func picturesBesideTheirRibs() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeTrace(picture: Self.png, into: folder)
        let (run, svg) = try await Self.render(["--screens"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(svg.components(separatedBy: "<image").count - 1 == 1)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,\(Data(Self.png.bytes).base64EncodedString())\""))
        #expect(svg.contains("id=\"screen1\"") && !svg.contains("id=\"screen2\""))
        #expect(svg.contains("Home&lt;&amp;&gt;") && !svg.contains("Home<&>"))
        #expect(!svg.contains("ribviz-screens-"), "the SVG names no temporary file")
    }

    @Test("without --screens, or for a trace without screens, the picture is what it was")
    func noScreensDrawsAsBefore() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeTrace(picture: Self.png, into: folder)
        let plain = try await Self.render([], in: folder)
        #expect(plain.run.exitCode == 0 && !plain.svg.contains("<image"))
        try Self.writeTrace(picture: nil, into: folder)
        let without = try await Self.render([], in: folder)
        let with = try await Self.render(["--screens"], in: folder)
        #expect(with.run.exitCode == 0, "\(with.run.standardError)")
        #expect(with.svg == without.svg && with.svg == plain.svg)
        #expect(with.run.standardError.contains("holds no pictures of screens"))
    }

    @Test("a cut-off picture is left out with a warning, and the tree is drawn")
    func brokenPicture() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cut = ScreenImage(bytes: Array(Self.png.bytes.dropLast(12)), mediaType: .png, pixelWidth: 2, pixelHeight: 2)
        try Self.writeTrace(picture: cut, into: folder)
        let (run, svg) = try await Self.render(["--screens", "-f", "svg", "-f", "png"], in: folder)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.contains("ribviz: warning: trace.json: the picture \(cut.digest.hex.prefix(12)) of Home<&> is a cut-off PNG; it is drawn without it"))
        #expect(svg.contains("Home&lt;&amp;&gt;") && !svg.contains("<image"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/tree-final.png").path))
    }

    @Test("--screens with the stable layout is refused with exit code 64 and writes nothing")
    func stableLayoutRefused() async throws {
        let folder = try RibvizRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeTrace(picture: Self.png, into: folder)
        let (run, _) = try await Self.render(["--screens", "--layout", "stable"], in: folder)
        #expect(run.exitCode == 64)
        #expect(run.standardError.contains("--screens draws pictures in the compact layout only"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
