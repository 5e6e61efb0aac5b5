import ProjectDescription
import ProjectDescriptionHelpers

// The project's helper makes the targets: their names are not written here.
let project = Project.module(name: "ProfileInterfaces", targets: [.interfaces])
