// swift-tools-version: 6.1
import PackageDescription

// An app whose dependency graph pins swift-syntax 600.0.1, as many macro packages do, and
// that adds ribviz for recording (RibInspector). `make check-consumers` (run by CI)
// resolves, builds and tests it: the proof that adding ribviz does not break such an app's
// dependency resolution. ribviz accepts swift-syntax 600.0.0 up to (not including) 604.0.0
// for its scanner; an app whose graph needs another swift-syntax leaves the scanner out
// with `traits: []` on the `.package` line, and ribviz then asks for no swift-syntax at
// all (Docs/Integrations/RIBs.md, "Adding the package").
let package = Package(
    name: "SwiftSyntax600App",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // Pinned exactly, as a macro package in the graph would. No target uses it (SwiftPM
        // says so in a warning): building swift-syntax would add minutes to CI and prove
        // nothing about resolution.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "600.0.1"),
        .package(name: "ribviz", path: "../../.."),
    ],
    targets: [
        .target(
            name: "SwiftSyntax600App",
            dependencies: [.product(name: "RibInspector", package: "ribviz")]
        ),
        .testTarget(
            name: "SwiftSyntax600AppTests",
            dependencies: ["SwiftSyntax600App", .product(name: "RibInspector", package: "ribviz")]
        ),
    ]
)
