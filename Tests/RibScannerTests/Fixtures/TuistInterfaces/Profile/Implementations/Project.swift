import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
    name: "Profile",
    targets: [
        Target.target(
            name: "Profile",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.profile",
            sources: SourceFilesList(globs: ["Sources/**"]),
            dependencies: [.project(target: "ProfileInterfaces", path: "../Interfaces")]
        ),
        .target(
            name: "ProfileDemo",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.profile.demo",
            sources: ["Demo/**"],
            dependencies: [.target(name: "Profile")]
        ),
    ]
)
