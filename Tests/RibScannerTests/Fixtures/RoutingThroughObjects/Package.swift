// swift-tools-version: 5.9
import PackageDescription

// A modular app: one target a feature, each in its own folder.
let package = Package(
    name: "RoutingThroughObjects",
    targets: [
        .target(name: "RootFeature", dependencies: ["FeedFeature", "AgendaFeature", "WizardFeature"], path: "Root"),
        .target(name: "FeedFeature", dependencies: ["DetailFeature", "CardsFeature"], path: "Feed"),
        .target(name: "DetailFeature", path: "Detail"),
        .target(name: "CardsFeature", path: "Cards"),
        .target(name: "AgendaFeature", dependencies: ["ItemFeature", "NoteFeature"], path: "Agenda"),
        .target(name: "ItemFeature", path: "Item"),
        .target(name: "NoteFeature", path: "Note"),
        .target(name: "WizardFeature", dependencies: ["LeafFeature"], path: "Wizard"),
        .target(name: "LeafFeature", path: "Leaf"),
        .target(name: "ExternalFeature", path: "External"),
    ]
)
