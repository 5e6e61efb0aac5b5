import RibArchitecture
import Testing

@testable import RibScanner

/// Modules are named by the manifests around the files (a Tuist project's targets and
/// their source globs, a package's targets and their paths, an Xcode project's targets and
/// the files they compile), the folder's name last; modules that share a name are told
/// apart by their paths with a warning, not read as types declared twice.
@Suite struct ModuleTests {
    /// The module of every file the scan finds below a fixture, by path relative to it.
    private func modules(of fixture: String) -> [String: String] {
        let root = Fixtures.path(fixture)
        var files = SourceFileDiscovery().discover([root]).files.map { CollectedFile(path: $0, types: []) }
        var locator = ModuleLocator()
        _ = locator.assignModules(to: &files)
        return Dictionary(
            uniqueKeysWithValues: files.map { (String($0.path.dropFirst(root.count + 1)), $0.module ?? "-") }
        )
    }

    @Test func tuistTargetsNameTheModulesOfTheFilesTheirGlobsCover() {
        #expect(
            modules(of: "TuistInterfaces") == [
                "App/Project.swift": "App",
                "App/Sources/AppDelegate.swift": "App",
                "App/Sources/Root.swift": "App",
                "Feed/Project.swift": "Feed",
                "Feed/Interfaces/FeedInterfaces.swift": "FeedInterfaces",
                "Feed/Implementations/FeedBuilder.swift": "Feed",
                "Feed/Implementations/Demo/AppDelegate.swift": "FeedDemo",
                // Targets made by the project's own description function are not written out: the project's name decides.
                "Profile/Interfaces/Project.swift": "ProfileInterfaces",
                "Profile/Interfaces/Sources/ProfileInterfaces.swift": "ProfileInterfaces",
                "Profile/Implementations/Project.swift": "Profile",
                "Profile/Implementations/Sources/ProfileBuilder.swift": "Profile",
                "Profile/Implementations/Demo/AppDelegate.swift": "ProfileDemo",
                // A target whose sources the scan cannot read gets Tuist's default.
                "Search/Interfaces/Project.swift": "SearchInterfaces",
                "Search/Interfaces/Sources/SearchInterfaces.swift": "SearchInterfaces",
                "Search/Implementations/Project.swift": "Search",
                "Search/Implementations/Sources/SearchBuilder.swift": "Search",
                "Search/Implementations/Demo/AppDelegate.swift": "SearchDemo",
            ])
    }

    @Test func featuresSplitIntoInterfacesAndImplementationsScanWithoutDuplicates() {
        let architecture = Fixtures.scan("TuistInterfaces")
        #expect(
            architecture.ribLines == [
                "Feed: FeedRouter / FeedInteractor / -, viewful, FeedDependency",
                "Profile: ProfileRouter / ProfileInteractor / -, viewful, ProfileDependency",
                "Root: RootRouter / RootInteractor / RootComponent, viewful launch, RootDependency",
                "Search: SearchRouter / SearchInteractor / -, viewful, SearchDependency",
            ])
        #expect(
            architecture.edgeLines == [
                "Root -> Feed: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> Profile: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> Search: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        // Each feature's demo app declares its own `AppDelegate` and `DemoComponent`: types
        // of its demo target, not one type declared three times.
        #expect(
            architecture.scopes.map(\.componentType) == [
                "AppComponent", "FeedDemo.DemoComponent", "ProfileDemo.DemoComponent", "RootComponent", "SearchDemo.DemoComponent",
            ])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func packageTargetsNameTheModulesOfTheirPathsAndSources() {
        #expect(
            modules(of: "PackageSplit") == [
                "Package.swift": "Features",
                "Sources/App/Root.swift": "App",
                "Sources/Feed/Interface/FeedInterface.swift": "Feed",
                "Sources/Feed/Implementation/FeedBuilder.swift": "FeedImp",
                "Sources/Feed/Implementation/ModuleBundle.swift": "FeedImp",
                "Features/Profile/Interface/ProfileInterface.swift": "Profile",
                "Features/Profile/Implementation/Sources/ProfileBuilder.swift": "ProfileImp",
                "Features/Profile/Implementation/Sources/ModuleBundle.swift": "ProfileImp",
            ])
        let architecture = Fixtures.scan("PackageSplit")
        #expect(
            architecture.edgeLines == [
                "Root -> Feed: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> Profile: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        // Each implementation target's own `ModuleBundle` is its module's, not a duplicate.
        #expect(architecture.warnings.isEmpty)
    }

    @Test func xcodeTargetsNameTheModulesOfTheFilesTheyCompile() {
        #expect(
            modules(of: "XcodeTargets") == [
                "App/Sources/RootBuilder.swift": "App",
                "Shared/Theme.swift": "App",
                "AppClip/RootBuilder.swift": "AppClip",
                // In the App Clip's synchronised folder, but an exception for both targets.
                "AppClip/Onboarding.swift": "App",
            ])
        let architecture = Fixtures.scan("XcodeTargets")
        #expect(
            architecture.ribLines == [
                "App.RootBuilder: App.RootRouter / App.RootInteractor / -, viewful launch, App.RootDependency",
                "AppClip.RootBuilder: AppClip.RootRouter / AppClip.RootInteractor / -, viewful launch, AppClip.RootDependency",
            ])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func foldersOfTheSameNameAreAClashNamedByPathNotDuplicateTypes() throws {
        #expect(
            modules(of: "FolderNameClash") == [
                "Home/Demo/Project.swift": "Home/Demo",
                "Home/Demo/Sources/Preview.swift": "Home/Demo",
                "Search/Demo/Project.swift": "Search/Demo",
                "Search/Demo/Sources/Preview.swift": "Search/Demo",
            ])
        let architecture = Fixtures.scan("FolderNameClash")
        #expect(
            architecture.ribLines == [
                "Home/Demo.PreviewBuilder: Home/Demo.PreviewRouter / Home/Demo.PreviewInteractor / -, viewful launch, Home/Demo.PreviewDependency",
                "Search/Demo.PreviewBuilder: Search/Demo.PreviewRouter / Search/Demo.PreviewInteractor / -, viewful launch, Search/Demo.PreviewDependency",
            ])
        #expect(architecture.warningLines == ["moduleNameClash -"])
        let message = try #require(architecture.warnings.first?.message)
        #expect(message.hasPrefix("2 modules are named Demo (in Home/Demo, Search/Demo)"))
        #expect(message.contains("Home/Demo.…, Search/Demo.…"))
    }

    /// A package whose modules Garden and Orchard both declare a `Tree` RIB and its
    /// `TreeBuildable`, and whose App module's router, in a file with `imports`, builds a
    /// `TreeBuildable`; with `demoApp`, a module Demo declares the same yard RIB, importing
    /// nothing.
    private func yard(importing imports: [String], demoApp: Bool = false) throws -> DeclaredArchitecture {
        let folder = try TemporaryFolder()
        try folder.write(
            #"let package = Package(name: "Yard", targets: [.target(name: "App"), .target(name: "Demo"), .target(name: "Garden"), .target(name: "Orchard")])"#,
            to: "Package.swift")
        for module in ["Garden", "Orchard"] {
            try folder.write(
                miniRib("Tree") + "\npublic protocol TreeBuildable: Buildable { func build() -> TreeRouter }\nextension TreeBuilder: TreeBuildable {}",
                to: "Sources/\(module)/Tree.swift")
        }
        let yard = """
            import RIBs
            final class YardBuilder: Builder<EmptyDependency> {
                func build() -> YardRouter { YardRouter(interactor: YardInteractor(), treeBuilder: TreeBuilder(dependency: EmptyComponent())) }
            }
            final class YardInteractor: Interactor {}
            final class YardRouter: LaunchRouter<YardInteractor, ViewControllable> {
                private let treeBuilder: TreeBuildable
                init(interactor: YardInteractor, treeBuilder: TreeBuildable) {
                    self.treeBuilder = treeBuilder
                    super.init(interactor: interactor, viewController: ViewController())
                }
                func plant() { attachChild(treeBuilder.build()) }
            }
            """
        try folder.write(imports.map { "import \($0)\n" }.joined() + yard, to: "Sources/App/Yard.swift")
        if demoApp { try folder.write(yard, to: "Sources/Demo/Yard.swift") }
        return Fixtures.relative(RibScanner().scan([folder.path]), to: folder.path)
    }

    @Test func aNameTwoModulesDeclareMeansTheOneTheFileImports() throws {
        let architecture = try yard(importing: ["Garden"])
        #expect(architecture.attachments.map { "\($0.parent) -> \($0.child)" } == ["Yard -> Garden.TreeBuilder"])
        #expect(!architecture.warnings.contains { $0.kind == .unresolvedRoute })
    }

    @Test func aRouterWhoseNameTwoModulesDeclareStillReadsItsFilesImports() throws {
        let architecture = try yard(importing: ["Garden"], demoApp: true)
        #expect(architecture.attachments.map { "\($0.parent) -> \($0.child)" } == ["App.YardBuilder -> Garden.TreeBuilder"])
        #expect(!architecture.warnings.contains { $0.location?.file == "Sources/App/Yard.swift" })
    }

    @Test(arguments: [[], ["Garden", "Orchard"]])
    func aNameTwoModulesDeclareIsUnresolvedWhenTheImportsDoNotTell(_ imports: [String]) throws {
        let architecture = try yard(importing: imports)
        #expect(architecture.attachments.isEmpty)
        let warning = try #require(architecture.warnings.first { $0.kind == .unresolvedRoute && $0.location?.file == "Sources/App/Yard.swift" })
        #expect(warning.message.contains("several scanned modules declare TreeBuildable"), "\(warning.message)")
        #expect(!warning.message.contains("scan the module"), "\(warning.message)")
        #expect(!architecture.warnings.contains { $0.message.hasPrefix("no scanned router") })
    }

    @Test func twoPackagesDeclaringOneTargetNameAreToldApartByTheirFolders() throws {
        let folder = try TemporaryFolder()
        for app in ["One", "Two"] {
            try folder.write(
                #"let package = Package(name: "Kit", targets: [.target(name: "Kit")])"#, to: "Apps/\(app)/Kit/Package.swift")
            try folder.write(miniRib("Settings"), to: "Apps/\(app)/Kit/Sources/Kit/Settings.swift")
        }
        let architecture = Fixtures.relative(RibScanner().scan([folder.path]), to: folder.path)
        #expect(architecture.ribs.map(\.name) == ["One/Kit.SettingsBuilder", "Two/Kit.SettingsBuilder"])
        #expect(architecture.warnings.filter { $0.kind == .moduleNameClash }.count == 1)
        #expect(!architecture.warnings.contains { $0.kind == .ambiguousType })
        #expect(architecture.warnings.first?.message.hasPrefix("2 modules are named Kit (in Apps/One/Kit, Apps/Two/Kit)") == true)
    }

    @Test func aManifestThatCannotBeReadIsAWarningAndItsFolderNamesTheModule() throws {
        let folder = try TemporaryFolder()
        try folder.write("let project = Project(name: \"Shop\", targets: [\n.target(name: \"Shop\"", to: "Shop/Project.swift")
        try folder.write(miniRib("Cart"), to: "Shop/Sources/Cart.swift")
        try folder.write("// !$*UTF8*$!\n{ objects = {", to: "Home/Home.xcodeproj/project.pbxproj")
        try folder.write(miniRib("Feed"), to: "Home/Sources/Feed.swift")
        var files = [folder.path + "/Shop/Sources/Cart.swift", folder.path + "/Home/Sources/Feed.swift"].map {
            CollectedFile(path: $0, types: [])
        }
        var locator = ModuleLocator()
        let warnings = locator.assignModules(to: &files)
        #expect(files.map(\.module) == ["Shop", "Home"])
        #expect(
            warnings.map { "\($0.kind) \($0.location.map { String($0.file.dropFirst(folder.path.count + 1)) + ":\($0.line)" } ?? "-")" } == [
                "syntaxError Shop/Project.swift:2", "syntaxError Home/Home.xcodeproj/project.pbxproj:1",
            ])
        #expect(warnings.allSatisfy { $0.message.hasSuffix(ManifestCalls.consequence) })
    }
}
