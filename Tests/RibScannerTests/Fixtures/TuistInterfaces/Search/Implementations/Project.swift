import ProjectDescription

let project = Project(
    name: "Search",
    targets: [
        .target(
            name: "Search",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.search",
            sources: "Sources/**",
            dependencies: [.project(target: "SearchInterfaces", path: "../Interfaces")]
        ),
        .target(
            name: "SearchDemo",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.search.demo",
            sources: ["Demo/**"],
            dependencies: [.target(name: "Search")]
        ),
    ]
)
