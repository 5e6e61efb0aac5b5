import ProjectDescription
import ProjectDescriptionHelpers

// A function of the project's description makes the targets: their names are not written here.
let project = Project.module(name: "ProfileInterfaces", targets: [.interfaces])
