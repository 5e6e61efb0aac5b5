// swift-tools-version: 6.0
import PackageDescription

// ribviz's benchmarks, in a package of their own so that apps depending on ribviz never
// fetch or build them. Run them in release, for example:
//   swift run -c release --package-path Benchmarks trace-bench
// Docs/Performance.md has the latest results and every command.
let package = Package(
    name: "ribviz-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ribviz", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        // Timing, medians, peak memory: what every benchmark here reports with.
        .target(name: "BenchmarkSupport", dependencies: ["CHeapUsage"]),
        // glibc's mallinfo2, which Swift's Glibc module does not import: the heap bytes in use.
        .target(name: "CHeapUsage"),
        // The cost of one `record` call, timed in batches: recorder-bench and live-bench.
        .target(
            name: "RecorderBenchmarkSupport",
            dependencies: ["BenchmarkSupport", .product(name: "RibInspector", package: "ribviz")]
        ),
        // The cost of recording one event, in memory and streamed to a file.
        .executableTarget(
            name: "recorder-bench",
            dependencies: ["BenchmarkSupport", "RecorderBenchmarkSupport", .product(name: "RibInspector", package: "ribviz")]
        ),
        // `ribviz live`: the cost of LiveTraceSink in the app, the latency from `record` to
        // the page in headless Chromium, and the server's memory over a sustained run.
        .executableTarget(
            name: "live-bench",
            dependencies: [
                "BenchmarkSupport", "RecorderBenchmarkSupport",
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibInspectorTools", package: "ribviz"),
                .product(name: "RibLiveSink", package: "ribviz"),
                .product(name: "RibLiveServer", package: "ribviz"),
            ]
        ),
        // One periodic RibTreeObserver sync of an unchanged tree of 1,011 routers.
        .executableTarget(
            name: "observer-bench",
            dependencies: ["BenchmarkSupport", .product(name: "RibInspector", package: "ribviz")]
        ),
        // Loading and replaying a million-event trace, against Python's json, orjson and
        // pysimdjson (setup-python-peers.sh installs the last two).
        .executableTarget(
            name: "trace-bench",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibInspectorTools", package: "ribviz"),
            ]
        ),
        // A long session in the shape of a tabbed app: inspect-bench and otlp-bench.
        .target(name: "LongSessionSupport", dependencies: [.product(name: "RibInspector", package: "ribviz")]),
        // `ribviz inspect`'s analysis against loading and replaying a long trace.
        .executableTarget(
            name: "inspect-bench",
            dependencies: [
                "BenchmarkSupport", "LongSessionSupport",
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibInspectorTools", package: "ribviz"),
            ]
        ),
        // `ribviz export --otlp`'s work on a long trace (analysis, spans, protobuf) against
        // loading it.
        .executableTarget(
            name: "otlp-bench",
            dependencies: [
                "BenchmarkSupport", "LongSessionSupport",
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibInspectorTools", package: "ribviz"),
                .product(name: "RibOTLP", package: "ribviz"),
            ]
        ),
        // Timing against the dot tool, and memory over many renders.
        .executableTarget(
            name: "graphviz-bench",
            dependencies: ["BenchmarkSupport", .product(name: "Graphviz", package: "ribviz")]
        ),
        // Every kind of call N times, to run under a leak checker.
        .executableTarget(
            name: "graphviz-leak-check",
            dependencies: [.product(name: "Graphviz", package: "ribviz")]
        ),
        // RIB tree snapshots: one big tree against dot, every state of a long trace
        // against one dot process per state, memory over many renders; `ribviz docs`
        // against its trace's largest snapshot.
        .executableTarget(
            name: "render-bench",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "RibArchitectureTools", package: "ribviz"),
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibInspectorTools", package: "ribviz"),
                .product(name: "RibRendering", package: "ribviz"),
                .product(name: "Graphviz", package: "ribviz"),
            ]
        ),
        // `ribviz coverage` folding thousands of traces, against reading them alone.
        .executableTarget(
            name: "coverage-bench",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "RibArchitecture", package: "ribviz"),
                .product(name: "RibArchitectureTools", package: "ribviz"),
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibInspectorTools", package: "ribviz"),
                .product(name: "RibScanner", package: "ribviz"),
            ]
        ),
        // Scanning RIBs sources against parsing them alone (target: at most 1.3×).
        .executableTarget(
            name: "scan-bench",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "RibScanner", package: "ribviz"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)
