// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer harness for the trace reader and the analysis, in a package of its own so
// that apps depending on ribviz never fetch or build it. It builds only with libFuzzer
// (`--sanitize fuzzer`, which supplies `main`); run it with `scripts/fuzz.sh`.
let package = Package(
    name: "ribviz-fuzzing",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ribviz", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "trace-fuzzer",
            dependencies: [
                .product(name: "RibInspector", package: "ribviz"),
                .product(name: "RibInspectorTools", package: "ribviz"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    ]
)
