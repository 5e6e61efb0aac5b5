// swift-tools-version: 5.9
import PackageDescription

// Each feature is split into an interface target `X` and an implementation target `XImp`,
// in folders of the package's own choosing.
let package = Package(
    name: "Features",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "App", targets: ["App"])
    ],
    dependencies: [
        .package(url: "https://github.com/uber/RIBs-iOS", from: "1.0.0")
    ],
    targets: [
        .target(
            name: "App",
            dependencies: ["Feed", "FeedImp", "Profile", "ProfileImp", .product(name: "RIBs", package: "RIBs-iOS")]
        ),
        .target(name: "Feed", dependencies: [.product(name: "RIBs", package: "RIBs-iOS")], path: "Sources/Feed/Interface"),
        .target(
            name: "FeedImp",
            dependencies: [.target(name: "Feed"), .product(name: "RIBs", package: "RIBs-iOS")],
            path: "Sources/Feed/Implementation"
        ),
        .target(name: "Profile", dependencies: [.product(name: "RIBs", package: "RIBs-iOS")], path: "Features/Profile/Interface"),
        .target(
            name: "ProfileImp",
            dependencies: ["Profile", .product(name: "RIBs", package: "RIBs-iOS")],
            path: "Features/Profile/Implementation",
            sources: ["Sources"]
        ),
        .testTarget(name: "FeedImpTests", dependencies: ["FeedImp"]),
    ]
)
