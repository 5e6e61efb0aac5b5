import ProjectDescription
import ProjectDescriptionHelpers

// A function of the project's description names the project and its target after the feature.
let project = Project.demoApp(for: .search)
