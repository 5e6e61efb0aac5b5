// swift-tools-version: 6.0
import PackageDescription

// An app that embeds ribviz as the README and Docs/Integrations say: the RibInspector
// library and nothing else. `make check-core` (run by CI) builds and tests it. SwiftPM builds
// only the targets a product needs, so this proves that RibInspector compiles, records,
// writes, replays and analyses traces without RibInspectorTools (the trace file reader, the
// diff, the JSON reports), graphviz or swift-syntax. It targets ribviz's floor, iOS 13 and
// macOS 10.15.4, and so calls none of the APIs that need a `Duration` (Docs/Platforms.md).
let package = Package(
    name: "CoreOnlyApp",
    platforms: [.macOS("10.15.4"), .iOS(.v13)],
    dependencies: [
        .package(name: "ribviz", path: "../../..")
    ],
    targets: [
        .target(name: "CoreOnlyApp", dependencies: [.product(name: "RibInspector", package: "ribviz")]),
        .testTarget(
            name: "CoreOnlyAppTests",
            dependencies: ["CoreOnlyApp", .product(name: "RibInspector", package: "ribviz")]
        ),
    ]
)
