import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "SearchInterfaces",
    targets: [
        .target(
            name: "SearchInterfaces",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.search.interfaces",
            // A value from the project's own description code, which the scan cannot read: Tuist's default, Sources/**.
            sources: .interfaceSources
        )
    ]
)
