import Foundation
import Testing

/// The package's sources at its floor, iOS 13, macOS 10.15.4, tvOS 13 and watchOS 6, checked
/// by reading them, since nothing here builds for an Apple system: first the code apps
/// compile (RibInspector, RibvizLocking, RibvizEscaping, RibLiveSink), then the tools', which a Mac builds
/// at macOS 10.15.4 too. See ``AvailabilityScanner`` for what this can and cannot catch.
@Suite("The recording path at iOS 13")
struct RecordingPathAvailabilityTests {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The targets an app that records compiles.
    private static let appTargets = ["RibInspector", "RibvizLocking", "RibvizEscaping", "RibLiveSink"]
    /// The targets only the tools compile.
    private static let toolTargets = [
        "RibInspectorTools", "RibRuntime", "RibExamples", "RibArchitecture", "RibArchitectureTools", "RibScanner",
        "RibRendering", "Graphviz", "RibLiveServer", "RibOTLP", "ribviz", "WebAssetEmbedder",
    ]

    /// What apps build for: the package's platforms.
    private static let appFloor = OSVersions(parsing: "iOS 13, macOS 10.15.4, tvOS 13, watchOS 6")
    /// What the tools build for: macOS (and Linux, which has no availability).
    private static let toolFloor = OSVersions(parsing: "macOS 10.15.4")

    private let scanner = AvailabilityScanner(apis: SystemAPIs.newer, floor: Self.appFloor)

    @Test("no source an app compiles uses a newer system API outside @available or if #available")
    func appSourcesStayAtTheFloor() throws {
        try expectNoFindings(in: Self.appTargets.map { Self.sources.appendingPathComponent($0) }, atLeast: 50, floor: Self.appFloor)
    }

    @Test("no source of the tools uses a newer system API outside @available or if #available")
    func toolSourcesStayAtTheFloor() throws {
        try expectNoFindings(in: Self.toolTargets.map { Self.sources.appendingPathComponent($0) }, atLeast: 200, floor: Self.toolFloor)
    }

    @Test("the app fixture of `make check-core`, which targets the floor, calls no newer API either")
    func floorAppFixture() throws {
        let fixture = Self.sources.deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/CoreOnlyApp")
        try expectNoFindings(in: [fixture.appendingPathComponent("Sources"), fixture.appendingPathComponent("Tests")], atLeast: 3, floor: Self.appFloor)
    }

    @Test("every target of the package is checked")
    func everyTargetIsChecked() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter { $0 != "CGraphviz" }
        #expect(Set(folders) == Set(Self.appTargets + Self.toolTargets))
    }

    private func expectNoFindings(in folders: [URL], atLeast expectedFiles: Int, floor: OSVersions) throws {
        let scanner = AvailabilityScanner(apis: SystemAPIs.newer, floor: floor)
        var files: [URL] = []
        for folder in folders {
            let walk = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            files += walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
        #expect(files.count >= expectedFiles, "the sources were not found under \(Self.sources.path)")
        var findings: [AvailabilityScanner.Finding] = []
        for file in files {
            let name = file.path.replacingOccurrences(of: Self.sources.deletingLastPathComponent().path + "/", with: "")
            findings += try scanner.findings(in: String(contentsOf: file, encoding: .utf8), file: name)
        }
        #expect(findings == [], "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("every system API the recording path uses is at or below the floor")
    func usedAPIsAreAtTheFloor() {
        let floor = Self.appFloor
        for api in SystemAPIs.used {
            #expect(floor.covers(api.introduced), "\(api.name) needs \(api.introduced)")
            #expect(Set(api.introduced.versions.keys) == Set(OSVersions.systems), "\(api.name) names every system")
        }
        for api in SystemAPIs.newer {
            #expect(!floor.covers(api.introduced), "\(api.name) is not newer than the floor")
        }
    }

    @Test("a newer API in unmarked code is found, with its file, line and versions")
    func findsUnguardedUse() throws {
        let source = """
            struct Timer {
                var interval: Duration
                func wait() async throws { try await Task.sleep(for: .seconds(1)) }
            }
            """
        let findings = try scanner.findings(in: source, file: "Timer.swift")
        #expect(
            findings.map(\.description) == [
                "Timer.swift:2: uses Duration (iOS 16, macOS 13, tvOS 16, watchOS 9) outside @available or if #available",
                "Timer.swift:3: uses Task.sleep(for:) and sleep(until:) (iOS 16, macOS 13, tvOS 16, watchOS 9) outside @available or if #available",
            ])
    }

    @Test("@available declarations, if #available and guard #available blocks cover their code, and only it")
    func acceptsGuardedUse() throws {
        let source = """
            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            extension Recorder {
                func start(interval: Duration) { start(nanoseconds: interval.components.seconds) }
            }
            func start() {
                if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                    let clock = ContinuousClock()
                }
                let late: Duration = .zero
            }
            func later() {
                guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
                let clock = SuspendingClock()
            }
            """
        let findings = try scanner.findings(in: source, file: "Recorder.swift")
        #expect(findings.map(\.line) == [9])
    }

    @Test("an @available asking for too old a version, or for some systems only, does not cover")
    func rejectsWeakGuards() throws {
        let source = """
            @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
            func a(_ d: Duration) {}
            @available(iOS 16, *)
            func b(_ d: Duration) {}
            @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
            func c(_ m: Mutex<Int>) {}
            """
        let findings = try scanner.findings(in: source, file: "F.swift")
        #expect(findings.map { "\($0.line) \($0.api)" } == ["2 Duration", "4 Duration", "6 Mutex (Synchronization)"])
    }

    @Test("an API counts only on the systems of the floor, and only where it is newer than the floor")
    func floorDecides() throws {
        let source = """
            func save(_ handle: FileHandle) throws { try handle.seekToEnd() }
            func wait(_ d: Duration) {}
            """
        let tool = AvailabilityScanner(apis: SystemAPIs.newer, floor: OSVersions(parsing: "macOS 10.15.4"))
        #expect(try tool.findings(in: source, file: "T.swift").map { "\($0.line) \($0.introduced)" } == ["2 macOS 13"])
        #expect(try scanner.findings(in: source, file: "T.swift").map(\.line) == [1, 2])
    }

    @Test("comments and string literals do not count")
    func ignoresCommentsAndStrings() throws {
        let source = #"""
            /// Takes a `Duration`, like `Task.sleep(for:)`.
            let text = "a Duration { in a string"   // Duration
            /* Duration */ let other = """
                Duration
                """
            let d: Duration = .zero
            """#
        let findings = try scanner.findings(in: source, file: "G.swift")
        #expect(findings.map(\.line) == [6])
    }
}
