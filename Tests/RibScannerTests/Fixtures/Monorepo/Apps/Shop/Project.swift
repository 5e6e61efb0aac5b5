import ProjectDescription

let project = Project(name: "Shop", targets: [.target(name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop", sources: ["Sources/**"])])
