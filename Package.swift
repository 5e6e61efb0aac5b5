// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ribviz",
    // What apps record from: iOS 13 (ModernRIBs' floor; uber/RIBs-iOS needs 15), tvOS 13 and
    // watchOS 6, the first systems with Swift concurrency, and macOS 10.15.4 (the CLI's live
    // server needs its FileHandle API). APIs that need newer systems (`Duration`, clocks) say
    // so with `@available`, and each has a twin in nanoseconds: Docs/Platforms.md.
    platforms: [.macOS("10.15.4"), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        // What an app or a test target embeds: the trace model, recording, the writer of the
        // trace format, the tree observer, replay, and the test helpers with their analysis
        // (leaks, findings). No graphviz, no trace reader.
        .library(name: "RibInspector", targets: ["RibInspector"]),
        // What only the tools need on top of RibInspector: the memory-mapped trace reader,
        // the diff of two traces, and the text and JSON reports of an analysis.
        .library(name: "RibInspectorTools", targets: ["RibInspectorTools"]),
        // Streams a recording to `ribviz live` over HTTP (URLSession); apps add it in DEBUG builds.
        .library(name: "RibLiveSink", targets: ["RibLiveSink"]),
        // The server of `ribviz live` (FlyingFox, with the LiveServer trait), for tools and
        // live-bench; apps never need it.
        .library(name: "RibLiveServer", targets: ["RibLiveServer"]),
        // A small RIBs runtime with exact RIBs semantics that reports to RibInspector.
        .library(name: "RibRuntime", targets: ["RibRuntime"]),
        // Pictures of traces through libgraphviz (macOS and Linux with graphviz installed).
        .library(name: "RibRendering", targets: ["RibRendering"]),
        // The Swift layer over libgraphviz that RibRendering draws with.
        .library(name: "Graphviz", targets: ["Graphviz"]),
        // The declared RIB architecture of a RIBs app's sources (swift-syntax), and its model
        // with its text, JSON, Mermaid and Markdown writers (no swift-syntax, no RibInspector).
        .library(name: "RibScanner", targets: ["RibScanner"]),
        .library(name: "RibArchitecture", targets: ["RibArchitecture"]),
        // Where the declared and the recorded architecture meet: documentation from traces
        // and the comparison of a trace with the declared architecture.
        .library(name: "RibArchitectureTools", targets: ["RibArchitectureTools"]),
        // Recorded sessions as OpenTelemetry traces: the spans and events of a trace, their
        // OTLP protobuf encoding, and (with the OTLPExport trait) the OTLP/HTTP client of
        // `ribviz export --otlp`. For the tools; apps never need it.
        .library(name: "RibOTLP", targets: ["RibOTLP"]),
        .executable(name: "ribviz", targets: ["ribviz"]),
    ],
    // The scanner's swift-syntax is the one dependency an app may already have in another
    // version. The default trait Scanner brings it, and the default trait LiveServer brings
    // FlyingFox for `ribviz live`'s server; an app that only records depends on ribviz with
    // `traits: []`, and then resolves neither swift-syntax nor FlyingFox (SwiftPM leaves out
    // dependencies used only under disabled traits). Tests/Fixtures/SwiftSyntax600App and
    // `make check-consumers` check an app pinning swift-syntax 600.0.1 with the default trait.
    traits: [
        .trait(name: "Scanner", description: "RibScanner and `ribviz scan`: reading a RIBs app's sources with swift-syntax."),
        .trait(name: "LiveServer", description: "RibLiveServer and `ribviz live`: the local server, on FlyingFox."),
        // Off by default: AsyncHTTPClient and SwiftNIO add minutes to a clean build
        // (Docs/Fleet.md). `swift build --traits default,OTLPExport`; CI builds and tests it.
        .trait(name: "OTLPExport", description: "`ribviz export --otlp`: sending sessions to an OpenTelemetry collector over OTLP/HTTP, with AsyncHTTPClient."),
        .default(enabledTraits: ["Scanner", "LiveServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // 600 to 603: the scanner compiles against each (TypeReference.swift bridges 600's
        // generic arguments); `make check-scanner-600` runs its tests on 600.0.1. Below 602
        // it cannot parse Swift 6.2's raw identifiers: such files are skipped with a warning.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // The HTTP server of `ribviz live` (the CLI only; never linked into apps).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // The HTTP client of `ribviz export --otlp` (the CLI only, with the OTLPExport trait).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // The package's one lock, for RibInspector, Graphviz and RibScanner alike (package
        // access: no product shows it).
        .target(name: "RibvizLocking"),
        // The package's one escaping of names for one-line text (package access), for
        // RibInspector and the declared architecture alike.
        .target(name: "RibvizEscaping"),
        .target(name: "Graphviz", dependencies: ["CGraphviz", "RibvizLocking", "RibvizEscaping"]),
        // RibInspector depends on no other package: apps embed it.
        .target(name: "RibInspector", dependencies: ["RibvizLocking", "RibvizEscaping"]),
        .target(name: "RibInspectorTools", dependencies: ["RibInspector"]),
        // Depends on RibInspector and Foundation only: apps embed it in DEBUG builds.
        .target(name: "RibLiveSink", dependencies: ["RibInspector"]),
        .target(name: "RibRuntime", dependencies: ["RibInspector"]),
        .target(name: "RibExamples", dependencies: ["RibRuntime", "RibInspector"]),
        // The declared architecture is a leaf: the scanner never depends on the recorder.
        .target(name: "RibArchitecture", dependencies: ["RibvizEscaping"]),
        .target(name: "RibArchitectureTools", dependencies: ["RibArchitecture", "RibInspector", "RibInspectorTools", "RibvizLocking"]),
        .target(
            name: "RibScanner",
            dependencies: [
                "RibArchitecture",
                "RibvizLocking",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Scanner"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Scanner"])),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax", condition: .when(traits: ["Scanner"])),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Scanner"])),
            ]
        ),
        // The report's script and stylesheet are files in Report/Assets, embedded at build
        // time by the EmbedWebAssets plugin: the CLI stays one file that needs nothing beside it.
        .target(
            name: "RibRendering",
            dependencies: ["RibInspector", "RibInspectorTools", "RibArchitecture", "RibArchitectureTools", "Graphviz"],
            exclude: ["Report/Assets"],
            plugins: ["EmbedWebAssets"]
        ),
        .executableTarget(name: "WebAssetEmbedder"),
        .plugin(name: "EmbedWebAssets", capability: .buildTool(), dependencies: ["WebAssetEmbedder"]),
        // The server of `ribviz live`: the CLI only, never apps.
        .target(
            name: "RibLiveServer",
            dependencies: [
                "RibInspector", "RibInspectorTools", "RibRendering", "RibvizLocking",
                .product(name: "FlyingFox", package: "FlyingFox", condition: .when(traits: ["LiveServer"])),
                .product(name: "FlyingSocks", package: "FlyingFox", condition: .when(traits: ["LiveServer"])),
            ]
        ),
        // Sessions as OpenTelemetry spans and their OTLP encoding need no other package; the
        // HTTP client comes with the OTLPExport trait.
        .target(
            name: "RibOTLP",
            dependencies: [
                "RibInspector", "RibInspectorTools",
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["OTLPExport"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["OTLPExport"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["OTLPExport"])),
            ]
        ),
        .executableTarget(
            name: "ribviz",
            dependencies: [
                "RibInspector", "RibInspectorTools", "RibRendering", "RibExamples", "RibArchitecture", "RibArchitectureTools", "RibScanner",
                "RibLiveServer", "RibLiveSink", "RibOTLP", "Graphviz", "RibvizLocking",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What several test targets share: waiting for a process to end, as the kernel reports
        // it, a short session with pictures of its views, and small sessions of RIBs in scopes.
        .target(name: "RibvizTestSupport", dependencies: ["RibInspector"], path: "Tests/Support"),
        .testTarget(name: "RibInspectorTests", dependencies: ["RibInspector", "RibRuntime"]),
        .testTarget(name: "RibInspectorToolsTests", dependencies: ["RibInspectorTools", "RibInspector", "RibExamples"]),
        .testTarget(name: "RibRuntimeTests", dependencies: ["RibRuntime", "RibInspector"]),
        .testTarget(name: "GraphvizTests", dependencies: ["Graphviz"]),
        .testTarget(
            name: "RibRenderingTests",
            dependencies: [
                "RibRendering", "RibInspector", "RibInspectorTools", "RibExamples", "RibArchitecture", "RibArchitectureTools", "RibLiveServer", "RibLiveSink", "Graphviz",
                "RibvizLocking", "RibvizTestSupport",
            ]),
        .testTarget(
            name: "RibScannerTests",
            dependencies: [
                "RibScanner", "RibArchitecture", "RibArchitectureTools", "RibInspector", "RibInspectorTools", "RibExamples",
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Scanner"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Scanner"])),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "RibArchitectureTests", dependencies: ["RibArchitecture"]),
        .testTarget(
            name: "RibArchitectureToolsTests",
            dependencies: ["RibArchitectureTools", "RibArchitecture", "RibInspector", "RibInspectorTools", "RibExamples", "RibvizTestSupport"]),
        .testTarget(name: "RibExamplesTests", dependencies: ["RibExamples", "RibInspector", "RibRuntime"]),
        .testTarget(name: "ribvizTests", dependencies: ["ribviz", "RibInspector", "RibInspectorTools", "RibExamples", "RibLiveServer", "RibLiveSink", "RibvizTestSupport"]),
        .testTarget(
            name: "RibLiveTests",
            dependencies: [
                "RibLiveServer", "RibLiveSink", "RibInspector", "RibInspectorTools", "RibRendering", "RibExamples", "Graphviz",
                "RibvizLocking", "RibvizTestSupport",
                .product(name: "FlyingFox", package: "FlyingFox", condition: .when(traits: ["LiveServer"])),
            ]
        ),
        .testTarget(name: "RibLiveSinkTests", dependencies: ["RibLiveSink", "RibInspector"]),
        .testTarget(
            name: "RibOTLPTests", dependencies: ["RibOTLP", "RibInspector", "RibvizLocking", "RibvizTestSupport"]),
        .testTarget(name: "DocumentationExamplesTests", dependencies: ["RibInspector", "RibRuntime", "RibExamples"]),
    ]
)
