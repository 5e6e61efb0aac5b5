import ProjectDescription

// One project per feature: the interfaces and the implementation are two targets.
let project = Project(
    name: "Feed",
    targets: [
        Target(
            name: "FeedInterfaces",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.feed.interfaces",
            sources: ["Interfaces/**"]
        ),
        .target(
            name: "Feed",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.feed",
            sources: .glob("Implementations/**", excluding: ["Implementations/Demo/**"]),
            dependencies: [.target(name: "FeedInterfaces")]
        ),
        .target(
            name: "FeedDemo",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.feed.demo",
            sources: ["Implementations/Demo/**"],
            dependencies: [.target(name: "Feed")]
        ),
    ]
)
