import ProjectDescription

let project = Project(name: "Home", targets: [.target(name: "Home", destinations: .iOS, product: .app, bundleId: "com.example.home", sources: ["Sources/**"])])
