// swift-tools-version: 6.0
import PackageDescription

// Benchmarks for the Graphviz library of the root package. Run in release mode:
//     swift run -c release --package-path Benchmarks graphviz-bench
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ribviz", path: ".."),
    ],
    targets: [
        // Timing against the dot tool, and memory over many renders.
        .executableTarget(
            name: "graphviz-bench",
            dependencies: [.product(name: "Graphviz", package: "ribviz")]
        ),
        // `ribviz inspect`'s analysis against loading and replaying a long trace.
        .executableTarget(
            name: "inspect-bench",
            dependencies: [.product(name: "RibInspector", package: "ribviz")]
        ),
        // Every kind of call N times, to run under a leak checker.
        .executableTarget(
            name: "graphviz-leak-check",
            dependencies: [.product(name: "Graphviz", package: "ribviz")]
        ),
    ]
)
