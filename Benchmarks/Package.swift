// swift-tools-version: 6.0
import PackageDescription

// ribviz's benchmarks, in a package of their own so that apps depending on ribviz never
// fetch or build them. Run them in release:
//   swift run -c release --package-path Benchmarks trace-bench
let package = Package(
    name: "ribviz-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ribviz", path: ".."),
    ],
    targets: [
        // Timing, medians, peak memory: what every benchmark here reports with.
        .target(name: "BenchmarkSupport"),
        // The cost of recording one event, in memory and streamed to a file.
        .executableTarget(
            name: "recorder-bench",
            dependencies: ["BenchmarkSupport", .product(name: "RibInspector", package: "ribviz")]
        ),
        // Loading and replaying a million-event trace, against Python's json.load.
        .executableTarget(
            name: "trace-bench",
            dependencies: ["BenchmarkSupport", .product(name: "RibInspector", package: "ribviz")]
        ),
    ]
)
