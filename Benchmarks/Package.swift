// swift-tools-version: 6.0
import PackageDescription

// Benchmarks for the root package's libraries. Run in release mode, for example:
//     swift run -c release --package-path Benchmarks graphviz-bench
//     swift run -c release --package-path Benchmarks render-bench
// Docs/Performance.md has the results and what each benchmark measures.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ribviz", path: ".."),
    ],
    targets: [
        // What every benchmark needs: timing, resident memory, the dot tool, seeded randomness.
        .target(name: "BenchmarkSupport"),
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
        // against one dot process per state, memory over many renders.
        .executableTarget(
            name: "render-bench",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibRendering", package: "ribviz"),
                .product(name: "Graphviz", package: "ribviz"),
            ]
        ),
    ]
)
