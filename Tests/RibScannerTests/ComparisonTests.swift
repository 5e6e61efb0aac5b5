import Foundation
import RibArchitecture
import RibArchitectureTools
import RibExamples
import RibInspector
import RibInspectorTools
import Testing
@testable import RibScanner

/// The declared architecture held against traces: the example apps' real sources against
/// their recorded sessions, and a trace doctored to show every kind of finding.
@Suite struct ComparisonTests {
    /// `Sources/RibExamples`: real RIBs code that compiles, on ribviz's reference runtime.
    static let examples = Fixtures.folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/RibExamples").path

    @Test func ticTacToeSessionUsesEveryDeclaredRelation() {
        let declared = RibScanner().scan([Self.examples + "/TicTacToe"])
        #expect(
            declared.edgeLines == [
                "LoggedIn -> OffGame: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "LoggedIn -> RandomWin: routingParameter, builtByRouter, builtInBuild via RandomWinAdapter",
                "LoggedIn -> TicTacToe: routingParameter, builtByRouter, builtInBuild via TicTacToeAdapter",
                "OffGame -> BasicScoreBoard: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> LoggedIn: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
                "Root -> LoggedOut: initializerParameter, storedBuilder, builtByRouter, builtInBuild",
            ])
        #expect(declared.warnings.isEmpty)
        let comparison = ArchitectureComparison(declared: declared, trace: ExampleSession.ticTacToe.record())
        #expect(comparison.isConsistent)
        #expect(comparison.neverAttached.isEmpty)
        #expect(comparison.neverBuilt.isEmpty)
        #expect(comparison.confirmed.map(\.item.description) == declared.attachments.map(\.description))
        #expect(comparison.unrelatedAppWarning == nil)
        #expect(
            comparison.report() == """
                Declared relations seen at run time (6 of 6):
                  LoggedIn → OffGame (4×)
                  LoggedIn → RandomWin (1×)
                  LoggedIn → TicTacToe (2×)
                  OffGame → BasicScoreBoard (4×)
                  Root → LoggedIn (1×)
                  Root → LoggedOut (2×)

                Declared but never attached in this trace (dead or untested paths): none

                Attached at run time but not declared in the sources (attached outside its builders?): none

                Built but never attached (didLoad never ran): none

                Declared but never built in this trace: none

                In the trace but not found in the sources: none

                """)
    }

    @Test func sessionsComparedTogetherAddUp() {
        let declared = RibScanner().scan([Self.examples + "/TicTacToe"])
        let session = ExampleSession.ticTacToe.record()
        let once = ArchitectureComparison(declared: declared, trace: session)
        let twice = ArchitectureComparison(
            declared: declared,
            observed: ObservedArchitecture(traces: [
                .init(label: "a.json", trace: session), .init(label: "b.json", trace: session),
            ]))
        #expect(twice.isConsistent)
        #expect(twice.confirmed.map(\.item) == once.confirmed.map(\.item))
        #expect(twice.confirmed.map(\.count) == once.confirmed.map { $0.count * 2 })
    }

    @Test func aTraceOfAnotherAppIsFlagged() {
        let declared = RibScanner().scan([Self.examples + "/TicTacToe"])
        let other = ArchitectureComparison(declared: declared, trace: ExampleSession.tabbedApp.record())
        #expect(other.knownToSource.isEmpty)
        #expect(
            other.unrelatedAppWarning
                == "the trace (app MiniSuperApp) may come from another app than the scanned sources: none of its 5 RIBs are declared in them (not found: AppHome, AppRoot, FinanceHome, …). Check that the trace and the folders belong together."
        )
        let nothingScanned = ArchitectureComparison(declared: DeclaredArchitecture(), trace: ExampleSession.ticTacToe.record())
        #expect(nothingScanned.unrelatedAppWarning?.contains("none of its 7 RIBs") == true)
    }

    @Test func tabbedSessionUsesEveryDeclaredRelation() {
        let declared = RibScanner().scan([Self.examples + "/TabbedApp"])
        #expect(declared.ribs.map(\.name) == ["AppHome", "AppRoot", "FinanceHome", "ProfileHome", "TransportHome"])
        let comparison = ArchitectureComparison(declared: declared, trace: ExampleSession.tabbedApp.record())
        #expect(comparison.isConsistent)
        #expect(
            comparison.confirmed.map(\.item.description) == [
                "AppHome → TransportHome", "AppRoot → AppHome", "AppRoot → FinanceHome", "AppRoot → ProfileHome",
            ])
        #expect(comparison.confirmed.first?.count == 2)
    }

    @Test func doctoredTraceShowsEveryKindOfFinding() throws {
        let declared = Fixtures.scan("TicTacToe")
        func rib(_ id: UInt32, _ name: String, router: String? = nil) -> RibDescriptor {
            RibDescriptor(id: RibID(rawValue: id), name: name, routerType: router ?? "\(name)Router")
        }
        let ids = (1...6).map { RibID(rawValue: $0) }
        let kinds: [RibEvent.Kind] = [
            .built(ids[0]), .launched(ids[0]),
            .built(ids[1]), .attached(ids[1], parent: ids[0]),  // Root -> LoggedOut: declared
            .built(ids[2]), .attached(ids[2], parent: ids[0]),  // Root -> OffGame: not declared
            .built(ids[3]),  // LoggedIn built, never attached
            .built(ids[4]), .attached(ids[4], parent: ids[0]),  // a RIB the sources do not have
            .built(ids[5]), .attached(ids[5], parent: ids[0]),  // matched by router type
        ]
        let trace = try Trace(
            header: TraceHeader(app: AppInfo(name: "Doctored")),
            ribs: [
                rib(1, "Root"), rib(2, "LoggedOut"), rib(3, "OffGame"), rib(4, "LoggedIn"), rib(5, "Mystery"),
                rib(6, "Renamed", router: "TicTacToe.TicTacToeRouter"),
            ],
            events: kinds.enumerated().map { RibEvent(sequence: UInt64($0.offset), time: 0, kind: $0.element) }
        )
        let comparison = ArchitectureComparison(declared: declared, trace: trace)
        #expect(!comparison.isConsistent)
        #expect(comparison.confirmed.map(\.item.description) == ["Root → LoggedOut"])
        #expect(comparison.undeclared.map(\.item.description) == ["Root → Mystery", "Root → OffGame", "Root → TicTacToe"])
        #expect(comparison.builtButNeverAttached == ["LoggedIn"])
        #expect(comparison.unknownToSource == ["Mystery"])
        #expect(comparison.neverBuilt == ["BasicScoreBoard", "RandomWin"])
        #expect(comparison.knownToSource == ["LoggedIn", "LoggedOut", "OffGame", "Root", "TicTacToe"])
        #expect(comparison.unrelatedAppWarning == nil)
        #expect(
            comparison.neverAttached.map(\.description) == [
                "LoggedIn → OffGame", "LoggedIn → RandomWin", "LoggedIn → TicTacToe", "OffGame → BasicScoreBoard", "Root → LoggedIn",
            ])
        let report = comparison.report()
        #expect(report.contains("Attached at run time but not declared in the sources (attached outside its builders?):\n  Root → Mystery (1×)"))
        #expect(report.contains("Built but never attached (didLoad never ran):\n  LoggedIn"))
        #expect(report.contains("  Root → LoggedIn (Root/RootRouter.swift:16)"))
        #expect(report.hasPrefix("Declared relations seen at run time (1 of 6):\n  Root → LoggedOut (1×)\n\n"))
    }

    @Test func aRouterTypeSeveralRibsShareMatchesNone() throws {
        // Leaf and Wizard's Leaf build RIBs' own ViewableRouter: it tells no RIB apart.
        let declared = Fixtures.scan("RoutingThroughObjects")
        #expect(declared.ribs.filter { $0.routerType == "ViewableRouter" }.map(\.name) == ["Leaf"])
        var twoLeaves = declared
        twoLeaves.ribs.append(DeclaredRib(name: "Other", builderType: "OtherBuilder", routerType: "ViewableRouter", location: SourceLocation(file: "Other.swift", line: 1)))
        let id = RibID(rawValue: 1)
        let trace = try Trace(
            header: TraceHeader(app: AppInfo(name: "Leaves")),
            ribs: [RibDescriptor(id: id, name: "Renamed", routerType: "RIBs.ViewableRouter<LeafInteractable, LeafViewControllable>")],
            events: [RibEvent(sequence: 0, time: 0, kind: .built(id)), RibEvent(sequence: 1, time: 0, kind: .launched(id))]
        )
        #expect(ArchitectureComparison(declared: declared, trace: trace).knownToSource == ["Leaf"])
        #expect(ArchitectureComparison(declared: twoLeaves, trace: trace).unknownToSource == ["Renamed"])
    }
}
