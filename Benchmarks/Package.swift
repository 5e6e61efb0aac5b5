// swift-tools-version: 6.0
import PackageDescription

// Benchmarks for the Graphviz library of the root package. Run in release mode:
//     swift run -c release --package-path Benchmarks graphviz-bench
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ribviz", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        // Timing against the dot tool, and memory over many renders.
        .executableTarget(
            name: "graphviz-bench",
            dependencies: [.product(name: "Graphviz", package: "ribviz")]
        ),
        // Every kind of call N times, to run under a leak checker.
        .executableTarget(
            name: "graphviz-leak-check",
            dependencies: [.product(name: "Graphviz", package: "ribviz")]
        ),
        // Scanning RIBs sources against parsing them alone (target: at most 1.3×).
        .executableTarget(
            name: "scan-bench",
            dependencies: [
                .product(name: "RibScanner", package: "ribviz"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ]
)
