import Foundation
import RibArchitecture
import Testing
@testable import RibScanner

/// Files and folders the scan must survive: each becomes a warning with file and line,
/// and the rest is still scanned.
@Suite struct BadInputTests {
    @Test func fileThatDoesNotParseIsReportedAndTheRestScanned() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Good.swift")
        try folder.write("import RIBs\n\nfinal class BadBuilder: Builder<X> {\n    func build( -> Y {\n}\n", to: "Bad.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        let warning = try #require(architecture.warnings.first { $0.kind == .syntaxError })
        #expect(warning.location == SourceLocation(file: folder.path + "/Bad.swift", line: 4))
        #expect(warning.description.hasPrefix(folder.path + "/Bad.swift:4: warning: syntax error: "))
        #expect(architecture.scannedFileCount == 2)
    }

    @Test func spacingOlderCompilersAcceptedIsReadAsWritten() throws {
        let folder = try TemporaryFolder()
        // `@available (…)`: a space swift-syntax refuses and older compilers took with a warning.
        let rib = miniRib("Panel").replacingOccurrences(
            of: "final class PanelInteractor: Interactor {}",
            with: "final class PanelInteractor: Interactor {\n    weak var listener: AnyObject?\n    @available (*, unavailable)\n    required init?(coder: Int) { nil }\n}")
        #expect(rib.contains("@available (*"))
        try folder.write(rib, to: "Panel.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(!architecture.warnings.contains { $0.kind == .syntaxError }, "\(architecture.warnings.map(\.message))")
        #expect(architecture.rib(named: "Panel")?.interactorType == "PanelInteractor")
    }

    /// A builder whose dependency is `Array<Array<…<Int>…>>` nested `depth` deep.
    private func deeplyGenericBuilder(depth: Int) -> String {
        "import RIBs\n\nfinal class DeepBuilder: Builder<" + String(repeating: "Array<", count: depth) + "Int"
            + String(repeating: ">", count: depth) + "> {}\n"
    }

    @Test func genericsNestedAThousandDeepParseOnALargeStack() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Good.swift")
        try folder.write(deeplyGenericBuilder(depth: 1_000), to: "Deep.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name).sorted() == ["Deep", "Good"])
        #expect(!architecture.warnings.contains { $0.kind == .tooDeeplyNested || $0.kind == .syntaxError })
    }

    /// A builder whose `build` nests a call `depth` calls deep, as view code nests closures.
    private func deeplyCallingBuilder(depth: Int) -> String {
        "import RIBs\n\nfinal class CallsBuilder: Builder<D> {\n    func build() -> ViewableRouting {\n        let v = "
            + String(repeating: "Wrap(", count: depth) + "0" + String(repeating: ")", count: depth)
            + "\n        return CallsRouter(interactor: I(), viewController: V())\n    }\n}\n"
    }

    /// swift-syntax's own limit is 20 levels in a debug build: the scan parses as deep as its
    /// nesting screen lets files through, in a debug build (the tests') as in a release one.
    @Test(arguments: [40, 1_400])
    func callsNestedDeepParse(depth: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Good.swift")
        try folder.write(deeplyCallingBuilder(depth: depth), to: "Calls.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name).sorted() == ["Calls", "Good"])
        #expect(!architecture.warnings.contains { $0.kind == .tooDeeplyNested || $0.kind == .syntaxError })
    }

    @Test func nestingBeyondTheLimitSkipsTheFileWithAWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Good.swift")
        try folder.write(deeplyGenericBuilder(depth: 20_000), to: "Deep.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        let warning = try #require(architecture.warnings.first { $0.kind == .tooDeeplyNested })
        #expect(warning.description.hasPrefix(folder.path + "/Deep.swift:3: warning: brackets or generic arguments nested over 1500 deep"))
    }

    @Test func aFileLargerThanTheScanReadsIsSkippedWithItsSize() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Good.swift")
        let filler = String(repeating: "// padding\n", count: SourceFileReader.maximumBytes / 11 + 1)
        try folder.write(miniRib("Huge") + filler, to: "Huge.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        let warning = try #require(architecture.warnings.first { $0.kind == .tooLarge })
        #expect(warning.description.hasPrefix(folder.path + "/Huge.swift:1: warning: skipped a file of 8.0 MiB, more than the 8.0 MiB the scan reads"))
    }

    @Test func nonUTF8FileIsSkippedWithItsLine() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Good.swift")
        var latin1 = Data("// fine\n// caf".utf8)
        latin1.append(0xE9)  // é in Latin-1: not UTF-8
        latin1.append(contentsOf: Array("\nfinal class XBuilder: Builder<D> {}\n".utf8))
        try folder.write(latin1, to: "Latin1.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        #expect(architecture.warningLines.contains("notText \(folder.path)/Latin1.swift:2"))
    }

    @Test func binaryFileIsSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Good.swift")
        try folder.write(Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x00, 0x01, 0x02]), to: "Binary.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        let warning = try #require(architecture.warnings.first { $0.kind == .notText })
        #expect(warning.message.contains("binary"))
        #expect(warning.message.contains("byte offset 6"))
    }

    @Test func folderWithoutRibsSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write("struct Point { var x = 0 }\n", to: "Point.swift")
        try folder.write("final class Cache { let limit = 4 }\n", to: "Cache.swift")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.isEmpty)
        #expect(
            architecture.warnings.map(\.description) == [
                "warning: no RIBs found in 2 Swift files: no class inherits RIBs' Builder; check the path"
            ])
    }

    @Test func missingPathIsAWarningAndOtherPathsAreScanned() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(miniRib("Good"), to: "Good.swift")
        let architecture = RibScanner().scan([folder.path + "/nowhere", file])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        #expect(architecture.warnings.filter { $0.location == nil }.map(\.kind) == [.unreadablePath])
        #expect(architecture.warnings.first?.message.contains("/nowhere does not exist") == true)
    }

    @Test(.timeLimit(.minutes(1))) func symbolicLinkLoopsDoNotHang() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "App/Good/Good.swift")
        try folder.link("App/Good/loop", to: folder.path + "/App")
        try folder.link("App/self", to: ".")
        let architecture = RibScanner().scan([folder.path + "/App"])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        #expect(architecture.scannedFileCount == 1)
        #expect(architecture.warnings.filter { $0.location == nil }.map(\.kind) == [.symbolicLinkLoop, .symbolicLinkLoop])
    }

    @Test func buildAndDependencyFoldersAreSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write(miniRib("Good"), to: "Sources/Good.swift")
        for skipped in [".build", ".build-scanner", ".build_x", "Pods", "DerivedData", ".git", "Carthage", "Tuist/Templates", "Plugin/ProjectDescriptionHelpers"] {
            try folder.write(miniRib("Hidden"), to: "\(skipped)/Hidden.swift")
        }
        try folder.write(miniRib("NotSwift"), to: "Sources/NotSwift.txt")
        let architecture = RibScanner().scan([folder.path])
        #expect(architecture.ribs.map(\.name) == ["Good"])
        #expect(architecture.scannedFileCount == 1)
    }

    @Test func twoModulesDeclaringTheSameTypeLeaveItUnresolved() {
        let architecture = RibScanner().scan(sources: [
            ("A/Good.swift", miniRib("Good")),
            ("B/Shared.swift", "protocol ChildBuildable: Buildable {}"),
            ("C/Shared.swift", "protocol ChildBuildable: Buildable {}"),
        ])
        #expect(architecture.warningLines.contains("ambiguousType C/Shared.swift:1"))
    }

    @Test func aFileReachedTwiceIsScannedOnce() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(miniRib("Good"), to: "App/Good.swift")
        try folder.link("App/Alias.swift", to: file)
        let architecture = RibScanner().scan([folder.path + "/App", file])
        #expect(architecture.scannedFileCount == 1)
        #expect(architecture.ribs.map(\.name) == ["Good"])
        #expect(!architecture.warnings.contains { $0.kind == .ambiguousType })
    }
}
