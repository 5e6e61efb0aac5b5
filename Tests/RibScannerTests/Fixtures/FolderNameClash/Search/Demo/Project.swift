import ProjectDescription
import ProjectDescriptionHelpers

// The project's helper names the project and its target after the feature.
let project = Project.demoApp(for: .search)
