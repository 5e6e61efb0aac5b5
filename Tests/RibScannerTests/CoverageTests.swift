import Foundation
import RibArchitecture
@testable import RibArchitectureTools
import RibExamples
import RibInspector
import Testing
@testable import RibScanner

/// The coverage of a declared tree by recorded sessions: counts, shares, modules,
/// undeclared relations, unreadable traces, baselines and the JSON that reads back.
@Suite struct CoverageTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/RibExamples").path

    /// A session of the TicTacToe fixture that launches Root and attaches LoggedOut twice
    /// and LoggedIn once, and a RIB the sources do not have.
    private func partialSession() throws -> Trace {
        let ids = (1...4).map { RibID(rawValue: $0) }
        let kinds: [RibEvent.Kind] = [
            .built(ids[0]), .launched(ids[0]),
            .built(ids[1]), .attached(ids[1], parent: ids[0]), .detached(ids[1], parent: ids[0]),
            .attached(ids[1], parent: ids[0]),
            .built(ids[2]), .attached(ids[2], parent: ids[0]),
            .built(ids[3]), .attached(ids[3], parent: ids[2]),
        ]
        return try Trace(
            header: TraceHeader(app: AppInfo(name: "Partial")),
            ribs: [
                RibDescriptor(id: ids[0], name: "Root", routerType: "RootRouter"),
                RibDescriptor(id: ids[1], name: "LoggedOut", routerType: "LoggedOutRouter"),
                RibDescriptor(id: ids[2], name: "LoggedIn", routerType: "LoggedInRouter"),
                RibDescriptor(id: ids[3], name: "Mystery", routerType: "MysteryRouter"),
            ],
            events: kinds.enumerated().map { RibEvent(sequence: UInt64($0.offset), time: 0, kind: $0.element) }
        )
    }

    @Test func countsWhatEachSessionExercised() throws {
        let declared = Fixtures.scan("TicTacToe")
        let coverage = CoverageCollector(declared: declared).coverage(of: [("a.json", try partialSession()), ("b.json", try partialSession())])
        #expect(coverage.tracesRead == 2)
        #expect(coverage.ribCoverage == ArchitectureCoverage.Share(exercised: 3, declared: 7))
        #expect(coverage.relationCoverage == ArchitectureCoverage.Share(exercised: 2, declared: 6))
        let used = coverage.relations.filter { $0.attachments > 0 }
        #expect(used.map(\.description) == ["Root → LoggedIn", "Root → LoggedOut"])
        #expect(used.map(\.attachments) == [2, 4])
        #expect(used.map(\.traces) == [2, 2])
        #expect(used.map(\.exampleTraces) == [["a.json", "b.json"], ["a.json", "b.json"]])
        #expect(coverage.ribs.first { $0.name == "Root" }?.uses == 2)
        #expect(coverage.ribs.first { $0.name == "LoggedOut" }?.uses == 4)
        #expect(coverage.undeclared.map(\.description) == ["LoggedIn → Mystery"])
        #expect(coverage.unknownRibs == ["Mystery"])
        let never = try #require(coverage.relations.first { $0.description == "LoggedIn → OffGame" })
        #expect(never.attachments == 0)
        #expect(never.declaredAt == SourceLocation(file: "LoggedIn/LoggedInRouter.swift", line: 30))
    }

    @Test func theExampleSessionExercisesItsWholeDeclaredTree() {
        let declared = RibScanner().scan([Self.examples + "/TicTacToe"])
        let coverage = CoverageCollector(declared: declared).coverage(of: [("tictactoe", ExampleSession.ticTacToe.record())])
        #expect(coverage.relationCoverage.percent == 100)
        #expect(coverage.ribCoverage.percent == 100)
        #expect(coverage.undeclared.isEmpty)
        // The examples are a package target: the scan knows their module.
        #expect(coverage.modules.map(\.module) == [declared.ribs.first?.module])
    }

    @Test func filesAreFoldedOnEveryCoreAndAnUnreadableOneIsNamedAndSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for index in 0..<12 {
            let file = folder.appendingPathComponent("session-\(index).json")
            try TraceEncoder().write(try partialSession(), to: file)
            files.append(file)
        }
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"format\": \"not a trace\"".utf8).write(to: broken)
        let collector = CoverageCollector(declared: Fixtures.scan("TicTacToe"))
        let done = Counter()
        let parallel = collector.collect(traceFiles: files + [broken], workers: 4) { _ in done.increment() }
        let serial = collector.collect(traceFiles: files + [broken], workers: 1)
        #expect(done.value == 13)
        #expect(parallel == serial)
        #expect(parallel.tracesRead == 12)
        #expect(parallel.skipped.map(\.trace) == [broken.relativePath])
        #expect(parallel.relations.first { $0.description == "Root → LoggedOut" }?.attachments == 24)
        #expect(parallel.relations.first { $0.description == "Root → LoggedOut" }?.exampleTraces.count == CoverageCollector.exampleCount)
        #if canImport(Glibc)
            // The workers keep the memory they free, so that they do not stop each other.
            #expect(HeapRetention.keepFreedMemory())
        #endif
    }

    @Test func aBaselineTellsWhatAChangeStoppedExercising() throws {
        let declared = Fixtures.scan("TicTacToe")
        let collector = CoverageCollector(declared: declared)
        let before = collector.coverage(of: [("a", try partialSession())])
        let after = collector.coverage(of: [("b", ExampleSession.tabbedApp.record())])
        let lost = after.noLongerExercised(since: before)
        #expect(lost.relations.map(\.description) == ["Root → LoggedIn", "Root → LoggedOut"])
        #expect(lost.ribs == ["LoggedIn", "LoggedOut", "Root"])
        let text = CoverageWriter(baseline: before).text(after)
        #expect(text.contains("No longer exercised since the baseline: Root → LoggedIn, Root → LoggedOut, RIB LoggedIn, RIB LoggedOut, RIB Root"))
    }

    @Test func modulesHaveTheirOwnShares() {
        let coverage = ArchitectureCoverage(
            ribs: [
                .init(name: "A", module: "Home", uses: 1, traces: 1), .init(name: "B", module: "Home", uses: 0, traces: 0),
                .init(name: "C", module: nil, uses: 2, traces: 1),
            ],
            relations: [
                .init(parent: "A", child: "B", attachments: 0, traces: 0, exampleTraces: [], declaredAt: nil, module: "Home"),
                .init(parent: "C", child: "A", attachments: 3, traces: 1, exampleTraces: ["t"], declaredAt: nil, module: nil),
            ],
            undeclared: [], unknownRibs: [], tracesRead: 1, skipped: [], unresolvedRoutes: 2
        )
        #expect(
            coverage.modules == [
                .init(module: "Home", ribs: .init(exercised: 1, declared: 2), relations: .init(exercised: 0, declared: 1)),
                .init(module: nil, ribs: .init(exercised: 1, declared: 1), relations: .init(exercised: 1, declared: 1)),
            ])
        let text = CoverageWriter().text(coverage)
        #expect(text.contains("  Home: RIBs 1 of 2 (50.0%), relations 0 of 1 (0.0%)\n  (module unknown): RIBs 1 of 1 (100.0%)"))
        #expect(text.contains("The scan left 2 routes unresolved"))
        let markdown = CoverageWriter().markdown(coverage)
        #expect(markdown.contains("| Relations | 1 | 2 | 50.0 |"))
        #expect(markdown.contains("**Never exercised:** \n- A → B"))
    }

    @Test func theJSONReadsBackAsTheSameCoverage() throws {
        let coverage = CoverageCollector(declared: Fixtures.scan("TicTacToe")).coverage(of: [("a.json", try partialSession())])
        let data = try CoverageWriter().json(coverage)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? String == "ribviz-coverage")
        #expect((object["relationCoverage"] as? [String: Int]) == ["exercised": 2, "declared": 6])
        #expect(try JSONDecoder().decode(ArchitectureCoverage.self, from: data) == coverage)
    }

    @Test func namesFromTracesAreEscapedInText() {
        let coverage = ArchitectureCoverage(
            ribs: [.init(name: "Evil\u{1B}[2J", module: nil, uses: 0, traces: 0)], relations: [], undeclared: [],
            unknownRibs: ["Bad\nName"], tracesRead: 1, skipped: [.init(trace: "x\ny.json", reason: "bad")], unresolvedRoutes: 0)
        let text = CoverageWriter().text(coverage)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("Bad\nName"))
        #expect(!text.contains("x\ny.json"))
    }
}

/// A count that threads can increment.
private final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
