import RibArchitecture
import Testing
@testable import RibScanner

/// The expected graph of each fixture app, asserted whole.
@Suite struct FixtureGraphTests {
    @Test func ticTacToeInTheStyleOfUberRIBs() {
        let architecture = Fixtures.scan("TicTacToe")
        #expect(architecture.scannedFileCount == 30)
        #expect(
            architecture.ribLines == [
                "BasicScoreBoard: BasicScoreBoardRouter / BasicScoreBoardInteractor / BasicScoreBoardComponent, viewful, BasicScoreBoardDependency",
                "LoggedIn: LoggedInRouter / LoggedInInteractor / LoggedInComponent, viewless, LoggedInDependency",
                "LoggedOut: LoggedOutRouter / LoggedOutInteractor / LoggedOutComponent, viewful, LoggedOutDependency",
                "OffGame: OffGameRouter / OffGameInteractor / OffGameComponent, viewful, OffGameDependency",
                "RandomWin: RandomWinRouter / RandomWinInteractor / RandomWinComponent, viewful, RandomWinDependency",
                "Root: RootRouter / RootInteractor / RootComponent, viewful launch, RootDependency",
                "TicTacToe: TicTacToeRouter / TicTacToeInteractor / TicTacToeComponent, viewful, TicTacToeDependency",
            ])
        #expect(
            architecture.edgeLines == [
                "LoggedIn -> OffGame: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "LoggedIn -> RandomWin: routingParameter, builtByRouter via RandomWinAdapter",
                "LoggedIn -> TicTacToe: routingParameter, builtByRouter via TicTacToeAdapter",
                "OffGame -> BasicScoreBoard: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> LoggedIn: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> LoggedOut: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        #expect(
            architecture.scopeLines == [
                "AppComponent: satisfies RootDependency; shares ",
                "BasicScoreBoardComponent (BasicScoreBoard): satisfies ; shares ",
                "LoggedInComponent (LoggedIn): satisfies OffGameDependency, RandomWinDependency, TicTacToeDependency; shares games, mutableScoreStream",
                "LoggedOutComponent (LoggedOut): satisfies ; shares ",
                "OffGameComponent (OffGame): satisfies BasicScoreBoardDependency; shares ",
                "RandomWinComponent (RandomWin): satisfies ; shares ",
                "RootComponent (Root): satisfies LoggedInDependency, LoggedOutDependency; shares ",
                "TicTacToeComponent (TicTacToe): satisfies ; shares ",
            ])
        #expect(architecture.adapters.map(\.type) == ["RandomWinAdapter", "TicTacToeAdapter"])
        #expect(architecture.adapters.map(\.listenerProtocols) == [["RandomWinListener"], ["TicTacToeListener"]])
        #expect(architecture.adapters.map(\.buildableProtocols) == [["GameBuildable"], ["GameBuildable"]])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func ticTacToeDependenciesAndLocations() throws {
        let architecture = Fixtures.scan("TicTacToe")
        let loggedIn = try #require(architecture.rib(named: "LoggedIn"))
        #expect(loggedIn.dynamicDependencies.map(\.description) == ["player1Name: String", "player2Name: String"])
        #expect(loggedIn.listenerProtocol == "LoggedInListener")
        #expect(loggedIn.location == SourceLocation(file: "LoggedIn/LoggedInBuilder.swift", line: 40))
        #expect(architecture.rib(named: "OffGame")?.dynamicDependencies.map(\.description) == ["games: [Game]"])
        #expect(
            architecture.dependency(named: "OffGameDependency")?.requirements.map(\.description)
                == ["player1Name: String", "player2Name: String", "scoreStream: ScoreStream"]
        )
        // A conformance written in an extension in another file keeps that file's line.
        let rootScope = try #require(architecture.scope(of: "Root"))
        #expect(
            rootScope.satisfies.map(\.location.description) == [
                "Root/RootComponent+LoggedIn.swift:3", "Root/RootComponent+LoggedOut.swift:4",
            ])
        #expect(architecture.scopes(satisfying: "OffGameDependency").map(\.componentType) == ["LoggedInComponent"])
        let toRandomWin = try #require(architecture.children(of: "LoggedIn").first { $0.child == "RandomWin" })
        #expect(
            toRandomWin.evidence.map(\.description) == [
                "routing method parameter routeToGame(with gameBuilder: GameBuildable) via RandomWinAdapter (LoggedIn/LoggedInRouter.swift:34)",
                "built by the router gameBuilder.build(…) via RandomWinAdapter (LoggedIn/LoggedInRouter.swift:36)",
            ])
    }

    @Test func tabbedAppInTheStyleOfModernRIBs() {
        let architecture = Fixtures.scan("TabbedApp")
        #expect(
            architecture.ribLines == [
                "AppHome: AppHomeRouter / AppHomeInteractor / AppHomeComponent, viewful, AppHomeDependency",
                "AppRoot: AppRootRouter / AppRootInteractor / AppRootComponent, viewful launch, AppRootDependency",
                "FinanceHome: FinanceHomeRouter / FinanceHomeInteractor / FinanceHomeComponent, viewful, FinanceHomeDependency",
                "ProfileHome: ProfileHomeRouter / ProfileHomeInteractor / ProfileHomeComponent, viewful, ProfileHomeDependency",
                "Topup: TopupRouter / TopupInteractor / TopupComponent, viewless, TopupDependency",
                "TransportHome: TransportHomeRouter / TransportHomeInteractor / TransportHomeComponent, viewful, TransportHomeDependency",
            ])
        #expect(
            architecture.edgeLines == [
                "AppHome -> TransportHome: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "AppRoot -> AppHome: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "AppRoot -> FinanceHome: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "AppRoot -> ProfileHome: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "FinanceHome -> Topup: initializerParameter, storedBuilder, builtByRouter",
            ])
        #expect(
            architecture.scopeLines == [
                "AppComponent: satisfies AppRootDependency; shares ",
                "AppHomeComponent (AppHome): satisfies TransportHomeDependency; shares ",
                "AppRootComponent (AppRoot): satisfies AppHomeDependency, FinanceHomeDependency, ProfileHomeDependency, TopupDependency; shares balance",
                "FinanceHomeComponent (FinanceHome): satisfies ; shares ",
                "ProfileHomeComponent (ProfileHome): satisfies ; shares ",
                "TopupComponent (Topup): satisfies ; shares paymentMethodStream",
                "TransportHomeComponent (TransportHome): satisfies ; shares ",
            ])
        #expect(architecture.adapters.isEmpty)
        #expect(architecture.warnings.isEmpty)
    }

    @Test func adapterFromSeed004() {
        let architecture = Fixtures.scan("Adapters")
        #expect(architecture.edgeLines == ["Parent -> Child: initializerParameter, storedBuilder, builtByRouter, builtInBuild via ChildAdapter"])
        #expect(
            architecture.adapters == [
                DeclaredAdapter(
                    type: "ChildAdapter",
                    children: ["Child"],
                    listenerProtocols: ["ChildListener"],
                    buildableProtocols: ["ChildAdapterBuildable"],
                    location: SourceLocation(file: "ChildAdapter.swift", line: 13)
                )
            ])
        // The adapter's own small component is a scope, owned by the adapter.
        #expect(architecture.scopeLines.contains("ChildAdapter.Component (adapter ChildAdapter): satisfies ChildDependency; shares "))
        #expect(architecture.scopes(satisfying: "ChildDependency").map(\.componentType) == ["ChildAdapter.Component"])
        #expect(architecture.rib(named: "Child")?.dependencyProtocol == "ChildDependency")
        #expect(architecture.warnings.isEmpty)
    }

    @Test func builderSubclassesInFrontOfAnotherBuilderAreAdaptersNotRibs() {
        let architecture = Fixtures.scan("BuilderAdapters")
        #expect(architecture.ribs.map(\.name).sorted() == ["Podcast", "Radio", "Station"])
        #expect(architecture.adapters.map(\.type) == ["PodcastBuilderAdapter", "RadioBuilderAdapter"])
        #expect(architecture.adapters.map(\.children) == [["Podcast"], ["Radio"]])
        #expect(Set(architecture.attachments.map { "\($0.parent) -> \($0.child)" }) == ["Station -> Podcast", "Station -> Radio"])
        #expect(architecture.edgeLines.contains { $0.hasPrefix("Station -> Podcast") && $0.hasSuffix("via PodcastBuilderAdapter") })
        #expect(!architecture.warnings.contains { $0.kind == .incompleteRib || $0.kind == .unresolvedRoute }, "\(architecture.warnings.map(\.message))")
    }

    @Test func typedInitialisersInTheStyleOfUberRIBs() {
        let architecture = Fixtures.scan("TypedInit")
        #expect(
            architecture.ribLines == [
                "Detail: DetailRouter / DetailInteractor / DetailComponent, viewless, DetailDependency",
                "Home: HomeRouter / HomeInteractor / HomeComponent, viewful, HomeDependency",
                "Root: RootRouter / RootInteractor / RootComponent, viewful launch, RootDependency",
            ])
        #expect(
            architecture.edgeLines == [
                "Home -> Detail: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> Home: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        #expect(
            architecture.scopeLines == [
                "AppComponent: satisfies RootDependency; shares ",
                "DetailComponent (Detail): satisfies ; shares ",
                "HomeComponent (Home): satisfies DetailDependency; shares session",
                "RootComponent (Root): satisfies HomeDependency; shares ",
            ])
        #expect(architecture.roots.map(\.name) == ["Root"])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func routersTheScanCannotFindAreUnknownEverywhere() throws {
        let architecture = Fixtures.scan("UnknownParts")
        #expect(
            architecture.ribLines == [
                "Onboarding: - / OnboardingInteractor / OnboardingComponent, ? launch?, OnboardingDependency",
                "Root: RootRouter / RootInteractor / RootComponent, viewful launch, RootDependency",
                "Settings: - / SettingsInteractor / SettingsComponent, ? launch?, SettingsDependency",
            ])
        #expect(architecture.edgeLines == ["Root -> Settings: initializerParameter, storedBuilder, builtByRouter, builtInBuild"])
        #expect(
            architecture.warningLines == [
                "incompleteRib Onboarding/OnboardingBuilder.swift:13",
                "unattachedRib Onboarding/OnboardingBuilder.swift:13",
                "incompleteRib Settings/SettingsBuilder.swift:12",
                "orphanRouter Settings/SettingsRouter.swift:9",
            ])
        let messages = architecture.warnings.map(\.message)
        #expect(messages[0].hasSuffix("it creates OnboardingKit.OnboardingRouter, which no scanned file declares: scan the files that declare them"))
        #expect(messages[1].contains("its router is unknown, so whether the app launches it is unknown"))
        #expect(messages[2].contains("its code creates no router class of the scanned files"))
        #expect(!messages.contains { $0.contains("not a LaunchRouter") || $0.contains("scan the file that declares it") })

        let text = ArchitectureTextWriter().write(architecture)
        #expect(text.contains("Root (viewful, launch root)\n└─ Settings (router unknown: view and launch unknown)"))
        #expect(text.contains("Onboarding (router unknown: view and launch unknown)"))
        #expect(text.contains("    router unknown, interactor OnboardingInteractor, component OnboardingComponent"))
        let json = String(decoding: try ArchitectureJSONWriter().write(architecture), as: UTF8.self)
        #expect(json.contains("\"isLaunchRoot\":null") || json.contains("\"isLaunchRoot\" : null"))
        let pages = DeclaredDocumentationWriter().pages(for: architecture)
        let settings = try #require(pages.first { $0.path.hasSuffix("Settings.md") }).contents
        #expect(settings.contains("**Can attach:** unknown: the scan could not find its router."))
        #expect(settings.contains("A RIB whose router the scan could not find"))
        let onboarding = try #require(pages.first { $0.path.hasSuffix("Onboarding.md") }).contents
        #expect(onboarding.contains("**Attached by:** nothing the scan found; whether the app launches it is unknown."))
        let index = try #require(pages.first).contents
        #expect(index.contains("| unknown | `SettingsComponent` | Root | unknown (router not found) |"))
        #expect(index.contains("| unknown | `OnboardingComponent` | launch unknown | unknown (router not found) |"))
        #expect(index.contains("plain boxes are RIBs whose router the scan could not find"))
    }

    @Test func testsVendoredCodeAndACopyOfRIBsAreNotAppCode() {
        let architecture = Fixtures.scan("WithTestsAndVendored")
        #expect(architecture.scannedFileCount == 6)
        #expect(
            architecture.ribLines == [
                "Child: ChildRouter / ChildInteractor / ChildComponent, viewless, ChildDependency",
                "Root: RootRouter / RootInteractor / RootComponent, viewful launch, RootDependency",
            ])
        #expect(architecture.edgeLines == ["Root -> Child: initializerParameter, storedBuilder, builtByRouter, builtInBuild"])
        #expect(
            architecture.scopeLines == [
                "AppComponent: satisfies RootDependency; shares ",
                "ChildComponent (Child): satisfies ; shares ",
                "RootComponent (Root): satisfies ChildDependency; shares ",
            ])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func includingTestsBringsTheMocksBack() {
        let root = Fixtures.path("WithTestsAndVendored")
        let architecture = Fixtures.relative(RibScanner(includesTests: true).scan([root]), to: root)
        #expect(architecture.scannedFileCount == 8)
        #expect(
            architecture.scopes.map(\.componentType) == [
                "AppComponent", "ChildComponent", "ChildDependencyMock", "RootComponent", "RootComponentMock",
            ])
        #expect(architecture.warningLines.contains("ambiguousType Tests/RootTests/RootMocks.swift:14"))
    }

    @Test func needleComponentsAreScopesWithTheirSharedObjects() {
        let architecture = Fixtures.scan("Needle")
        #expect(
            architecture.ribLines == [
                "LoggedIn: LoggedInRouter / LoggedInInteractor / LoggedInComponent, viewless, LoggedInDependency",
                "OffGame: OffGameRouter / OffGameInteractor / OffGameComponent, viewful, OffGameDependency",
                "Root: RootRouter / RootInteractor / RootComponent, viewful launch, -",
            ])
        #expect(
            architecture.edgeLines == [
                "LoggedIn -> OffGame: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> LoggedIn: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        #expect(
            architecture.scopeLines == [
                "LoggedInComponent (LoggedIn): satisfies ; shares mutableScoreStream",
                "OffGameComponent (OffGame): satisfies ; shares ",
                "RootComponent (Root): satisfies ; shares playersStream",
            ])
        #expect(architecture.warnings.isEmpty)
    }

    #if canImport(SwiftSyntax602)
        @Test func namesInAnyScriptResolveLikePlainNames() {
            let architecture = Fixtures.scan("Scripts")
            #expect(
                architecture.ribLines == [
                    "Legacy Onboarding: Legacy Onboarding Router / Legacy Onboarding Interactor / Legacy Onboarding Component, viewless, Legacy Onboarding Dependency",
                    "Root: RootRouter / RootInteractor / RootComponent, viewful launch, RootDependency",
                    "설정: 설정Router / 설정Interactor / 설정Component, viewful, 설정Dependency",
                    "🚀Rocket: 🚀RocketRouter / 🚀RocketInteractor / 🚀RocketComponent, viewless, 🚀RocketDependency",
                ])
            #expect(
                architecture.edgeLines == [
                    "Root -> Legacy Onboarding: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                    "Root -> 설정: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                    "Root -> 🚀Rocket: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                ])
            #expect(architecture.rib(named: "설정")?.listenerProtocol == "설정Listener")
            #expect(architecture.warnings.isEmpty)
            #expect(!ArchitectureTextWriter().tree(of: architecture).contains("`"))
            #expect(architecture.scopes.first { $0.rib == "Legacy Onboarding" }?.componentType == "Legacy Onboarding Component")
        }
    #else
        /// swift-syntax 600 and 601 do not parse Swift 6.2's raw identifiers (`Legacy Onboarding`):
        /// a file that uses them is skipped with a syntax error warning, never read half-way.
        @Test func rawIdentifiersNeedSwiftSyntax602() {
            let architecture = Fixtures.scan("Scripts")
            #expect(architecture.rib(named: "Legacy Onboarding") == nil)
            #expect(architecture.warnings.contains { $0.message.hasPrefix("syntax error:") && $0.location?.file.hasSuffix("LegacyOnboarding.swift") == true })
            #expect(architecture.rib(named: "설정")?.listenerProtocol == "설정Listener")
        }
    #endif

    @Test func whatLooksLikeABuilderButIsNotOneIsAWarning() {
        let architecture = Fixtures.scan("NotBuilders")
        #expect(
            architecture.ribLines == [
                "Root: RootRouter / RootInteractor / RootComponent, viewful launch, RootDependency",
                "Settings: SettingsRouter / SettingsInteractor / -, viewless, SettingsDependency",
            ])
        #expect(architecture.edgeLines.isEmpty)
        #expect(
            architecture.warningLines == [
                "notABuilder Root.swift:31",
                "notABuilder Root.swift:33",
                "unattachedRib Settings.swift:10",
            ])
        #expect(architecture.warnings[0].message.hasPrefix("ReportBuilder is named like a builder but does not inherit RIBs' Builder"))
    }

    @Test func aSharedSubtreeIsShownOnceAndDynamicDependenciesOnce() throws {
        let architecture = Fixtures.scan("SharedSubtrees")
        #expect(
            architecture.edgeLines == [
                "Home -> Map: initializerParameter, builtByRouter, builtInBuild",
                "Map -> Pin: initializerParameter, builtByRouter, builtInBuild",
                "Map -> UserLocation: initializerParameter, builtByRouter, builtInBuild",
                "Root -> Home: initializerParameter, builtByRouter, builtInBuild",
                "Root -> Search: initializerParameter, builtByRouter, builtInBuild",
                "Search -> Map: initializerParameter, builtByRouter, builtInBuild",
            ])
        #expect(
            ArchitectureTextWriter().tree(of: architecture) == """
                Root (viewful, launch root)
                ├─ Home (viewless)
                │  └─ Map (viewless)
                │     ├─ Pin (viewless)
                │     └─ UserLocation (viewless)
                └─ Search (viewless)
                   └─ Map (viewless) (children shown above)
                """)
        let userLocation = try #require(architecture.rib(named: "UserLocation"))
        #expect(userLocation.dynamicDependencies.map(\.description) == ["_ dynamicBuildDependency: UserLocationBuildDependency"])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func theSameNamesInTwoAppsOfOneRepositoryAreToldApartByModule() {
        let architecture = Fixtures.scan("Monorepo")
        #expect(
            architecture.ribLines == [
                "Cart: CartRouter / CartInteractor / CartComponent, viewless, CartDependency",
                "Feed: FeedRouter / FeedInteractor / FeedComponent, viewless, FeedDependency",
                "Home.RootBuilder: Home.RootRouter / Home.RootInteractor / Home.RootComponent, viewful launch, Home.RootDependency",
                "Settings: SettingsRouter / SettingsInteractor / -, viewful, SettingsDependency",
                "Shop.RootBuilder: Shop.RootRouter / Shop.RootInteractor / Shop.RootComponent, viewful launch, Shop.RootDependency",
            ])
        #expect(
            architecture.edgeLines == [
                "Home.RootBuilder -> Feed: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Home.RootBuilder -> Settings: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Shop.RootBuilder -> Cart: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Shop.RootBuilder -> Settings: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        #expect(architecture.scopes(satisfying: "CartDependency").map(\.componentType) == ["Shop.RootComponent"])
        #expect(architecture.warnings.isEmpty)
    }

    @Test func edgeCases() {
        let architecture = Fixtures.scan("EdgeCases")
        #expect(
            architecture.ribLines == [
                "Feed: FeedRouter / FeedInteractor / FeedComponent, viewless, FeedDependency",
                "Home: HomeRouter / HomeInteractor / HomeComponent, viewful launch, HomeDependency",
                "Profile: ProfileRouter / ProfileInteractor / -, viewless, ProfileDependency",
                "Settings: SettingsRouter / SettingsInteractor / -, viewful, SettingsDependency",
            ])
        #expect(
            architecture.edgeLines == [
                "Home -> Feed: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Home -> Profile: createdByRouter, builtByRouter",
                "Home -> Settings: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        #expect(architecture.rib(named: "Feed")?.buildableProtocols == ["ContentBuildable", "FeedBuildable"])
        #expect(architecture.rib(named: "Settings")?.buildableProtocols == ["SettingsBuildable"])
        #expect(architecture.rib(named: "Settings")?.dynamicDependencies.map(\.description) == ["section: Int"])
        #expect(
            architecture.scopeLines == [
                "FeedComponent (Feed): satisfies ; shares ",
                "HomeComponent (Home): satisfies FeedDependency, ProfileDependency, SettingsDependency; shares theme",
            ])
        #expect(
            architecture.warningLines == [
                "syntaxError Broken/BrokenBuilder.swift:4",
                "unsatisfiedDependency Home/HomeBuilder.swift:5",
                "unresolvedType Home/HomeRouter.swift:16",
                "orphanRouter Legacy/LegacyRouter.swift:4",
            ])
        #expect(architecture.warnings.first?.message.contains("expected") == true)
    }
}
