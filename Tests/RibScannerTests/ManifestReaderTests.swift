import RibArchitecture
import Testing

@testable import RibScanner

/// The manifests are read, never run: targets whose names and sources are string literals,
/// SwiftPM's and Tuist's defaults where a manifest does not write them.
@Suite struct ManifestReaderTests {
    private func targets(_ modules: ManifestModules, covering paths: [String]) -> [String] {
        paths.map { modules.target(covering: $0) ?? "-" }
    }

    @Test func packageTargetsTakeTheirPathOrSwiftPMsDefaultFolder() {
        let reader = PackageManifestReader { $0 == "Source/Legacy" }
        let modules = reader.modules(
            source: """
                let name = "Generated"
                let package = Package(
                    name: "Kit",
                    targets: [
                        .target(name: "Kit", dependencies: [.target(name: "Other"), "Feed"], plugins: [.plugin(name: "Lint", package: "Lint")]),
                        .target(name: "Legacy"),
                        .executableTarget(name: "Tool", path: "Tools/Tool", sources: ["main.swift", "Commands"], exclude: ["Commands/Legacy"]),
                        .target(name: "Feed", path: "Sources/\\(name)"),
                        .testTarget(name: "KitTests"),
                        .macro(name: "Macros"),
                    ]
                )
                """,
            path: "Package.swift")
        #expect(modules.projectName == "Kit")
        #expect(modules.targets.map(\.name) == ["Kit", "Legacy", "Tool", "Feed", "KitTests", "Macros"])
        #expect(
            targets(
                modules,
                covering: [
                    "Sources/Kit/A.swift", "Source/Legacy/A.swift", "Tools/Tool/main.swift", "Tools/Tool/Commands/Run.swift",
                    "Tools/Tool/Commands/Legacy/Old.swift", "Tools/Tool/Other.swift", "Sources/Feed/A.swift", "Tests/KitTests/A.swift",
                    "Sources/Macros/A.swift", "Sources/Other/A.swift",
                ]) == ["Kit", "Legacy", "Tool", "Tool", "-", "-", "Feed", "KitTests", "Macros", "-"])
    }

    @Test func tuistTargetsTakeTheirLiteralGlobsOrTuistsDefault() {
        let modules = TuistManifestReader().modules(
            source: """
                let project = Project(
                    name: "Feed",
                    targets: [
                        Target(name: "FeedInterfaces", sources: ["Interfaces/**"], dependencies: [.target(name: "Core")]),
                        .target(name: "Feed", sources: .glob("Implementations/**", excluding: ["Implementations/Demo/**"])),
                        .target(name: "FeedAll", sources: ["**"]),
                        .target(name: "FeedWidget", sources: SourceFilesList(globs: [.glob(.relativeToManifest("Widget/{Small,Large}/*.swift"))])),
                        .target(name: "FeedDemo", sources: demoSources),
                        .target(name: "FeedShared", sources: [.glob(.relativeToRoot("Shared/**"))]),
                        .target(name: "\\(name)Tests", sources: ["Tests/**"]),
                        .feature(name: "FeedSettings", sources: ["Settings/**"]),
                    ]
                )
                """,
            path: "Project.swift")
        #expect(modules.projectName == "Feed")
        #expect(
            modules.targets.map(\.name) == ["FeedInterfaces", "Feed", "FeedAll", "FeedWidget", "FeedDemo", "FeedShared", "FeedSettings"])
        #expect(
            targets(
                modules,
                covering: [
                    "Interfaces/A.swift", "Implementations/Deep/A.swift", "Implementations/Demo/A.swift", "Widget/Small/A.swift",
                    "Widget/Medium/A.swift", "Sources/A.swift", "Settings/A.swift", "Tests/A.swift",
                ]) == ["FeedInterfaces", "Feed", "FeedAll", "FeedWidget", "FeedAll", "FeedDemo", "FeedSettings", "FeedAll"])
    }

    @Test func aManifestThatDoesNotParseHasNoTargetsAndSaysWhere() throws {
        let modules = TuistManifestReader().modules(
            source: "let project = Project(\n    name: \"Feed\",\n    targets: [.target(name: \"Feed\" sources: [])]\n)",
            path: "Feed/Project.swift")
        #expect(modules.targets.isEmpty)
        let warning = try #require(modules.warnings.first)
        #expect(warning.kind == .syntaxError)
        #expect(warning.location?.description == "Feed/Project.swift:3")
        #expect(warning.message.hasSuffix("; " + ManifestCalls.consequence))
    }

    @Test func globsMatchFoldersNamesAndAlternatives() {
        #expect(SourceGlob("Sources/**").matches("Sources/A.swift"))
        #expect(SourceGlob("Sources/**").matches("Sources/Deep/Down/A.swift"))
        #expect(!SourceGlob("Sources/**").matches("Tests/A.swift"))
        #expect(SourceGlob("Sources/**/*.swift").matches("Sources/A.swift"))
        #expect(SourceGlob("Sources/**/*Builder.swift").matches("Sources/Feed/FeedBuilder.swift"))
        #expect(!SourceGlob("Sources/**/*Builder.swift").matches("Sources/Feed/FeedRouter.swift"))
        #expect(SourceGlob("./Sources/Feed/").matches("Sources/Feed/A.swift"))
        #expect(SourceGlob("Sources/{Feed,Home}/**").matches("Sources/Home/A.swift"))
        #expect(!SourceGlob("Sources/{Feed,Home}/**").matches("Sources/Shop/A.swift"))
        #expect(SourceGlob("Sources/Fe?d.swift").matches("Sources/Feed.swift"))
        #expect(SourceGlob("Sources/*.swift", literal: true).matches("Sources/*.swift"))
        #expect(!SourceGlob("Sources/*.swift", literal: true).matches("Sources/A.swift"))
        #expect(SourceGlob(".").matches("Anything/A.swift"))
        #expect(SourceGlob("Sources/**").specificity > SourceGlob("**").specificity)
    }
}
