import Foundation
import Graphviz
import RibArchitecture
import RibArchitectureTools
import RibExamples
import RibInspector
import RibInspectorTools
import Testing
@testable import RibRendering

/// A session that launches `Root` and attaches each (child, parent) pair in order, 250 ms
/// apart, every RIB in a scope of its own under its parent's; `builtOnly` RIBs are built
/// and never attached.
private func tree(_ attachments: [(String, String)], builtOnly: [String] = [], app: String = "Wallet") -> Trace {
    let clock = ManualClock()
    let recorder = RibRecorder(app: AppInfo(name: app), clock: .manual(clock))
    var ids: [String: RibID] = [:]
    var scopes: [String: ScopeID] = [:]
    func rib(_ name: String, parent: String?) -> RibID {
        if let id = ids[name] { return id }
        let scope = recorder.declareScope(named: name, parent: parent.flatMap { scopes[$0] })
        scopes[name] = scope
        let id = recorder.declareRib(named: name, isViewful: true, scope: scope)
        ids[name] = id
        return id
    }
    recorder.record(.launched(rib("Root", parent: nil)))
    for (child, parent) in attachments {
        clock.advance(by: .milliseconds(250))
        recorder.record(.attached(rib(child, parent: parent), parent: rib(parent, parent: nil)))
    }
    for name in builtOnly {
        recorder.record(.built(rib(name, parent: "Root")))
    }
    return recorder.trace()
}

/// Every node of a graph, clusters included, by name.
private func nodeNames(_ graph: Graph) -> [String] {
    func names(_ subgraph: Subgraph) -> [String] { subgraph.nodes.map(\.name) + subgraph.subgraphs.flatMap(names) }
    return graph.nodes.map(\.name) + graph.subgraphs.flatMap(names)
}

@Suite("First attachment snapshots")
struct FirstAttachmentTests {
    @Test("each RIB's first attachment is the first attach or launch of the first session that has one")
    func moments() throws {
        let architecture = ObservedArchitecture(traces: [
            .init(label: "a.json", trace: tree([("Pocket", "Root"), ("Coin", "Pocket")], builtOnly: ["Card"])),
            .init(label: "b.json", trace: tree([("Pocket", "Root"), ("Card", "Root")])),
        ])
        let root = try #require(architecture.rib(named: "Root")?.firstAttachment)
        #expect(root.isLaunch && root.traceIndex == 0 && root.eventCount == 1 && root.sequence == 0)
        let coin = try #require(architecture.rib(named: "Coin")?.firstAttachment)
        #expect(!coin.isLaunch && coin.traceLabel == "a.json" && coin.eventCount == 3 && coin.time == 500_000_000)
        // Card is only built in a.json: its first attachment is in b.json.
        let card = try #require(architecture.rib(named: "Card")?.firstAttachment)
        #expect(card.traceIndex == 1 && card.traceLabel == "b.json" && card.eventCount == 3)
    }

    @Test("a focused snapshot draws the RIB's ancestors, siblings and subtree, not the other branches")
    func branch() throws {
        let trace = tree([("Home", "Root"), ("Feed", "Home"), ("Story", "Home"), ("Settings", "Root"), ("Like", "Feed"), ("Heart", "Like")])
        let snapshot = try trace.finalSnapshot()
        func id(_ name: String) throws -> RibID { try #require(trace.ribs.first { $0.name == name }?.id) }
        func drawn(_ focus: SnapshotFocus?) -> [String] {
            let graph = SnapshotGraphBuilder(options: SnapshotOptions(focus: focus)).graph(for: snapshot)
            return nodeNames(graph).compactMap { node in trace.ribs.first { "rib\($0.id.rawValue)" == node }?.name }.sorted()
        }
        #expect(drawn(SnapshotFocus(rib: try id("Feed"))) == ["Feed", "Heart", "Home", "Like", "Root", "Story"])
        #expect(drawn(SnapshotFocus(rib: try id("Heart"), ancestors: 2)) == ["Feed", "Heart", "Like"])
        #expect(drawn(SnapshotFocus(rib: try id("Heart"), ancestors: 1)) == ["Heart", "Like"])
        #expect(drawn(SnapshotFocus(rib: try id("Root"), ancestors: 2)) == trace.ribs.map(\.name).sorted())
        #expect(drawn(nil) == trace.ribs.map(\.name).sorted())
    }

    @Test("one picture per attached RIB, of the moment it joined, the RIB outlined in green")
    func pictures() throws {
        let architecture = ObservedArchitecture(traces: [
            .init(label: "a.json", trace: tree([("Home", "Root"), ("Feed", "Home"), ("Settings", "Root"), ("Like", "Feed")], builtOnly: ["Orphan"]))
        ])
        var told: [[Int]] = []
        let pictures = try FirstAttachmentRenderer().render(architecture) { told.append([$0, $1]) }
        #expect(pictures.keys.sorted() == ["Feed", "Home", "Like", "Root", "Settings"])
        #expect(told == (1...5).map { [$0, 5] })
        let like = String(decoding: try #require(pictures["Like"]), as: UTF8.self)
        #expect(like.contains(">Like</text>") && like.contains(">Feed</text>") && like.contains(">Home</text>") && !like.contains(">Root</text>"))
        let feed = String(decoding: try #require(pictures["Feed"]), as: UTF8.self)
        #expect(feed.contains("after event 2 at 0.500 s"))
        #expect(feed.contains(">Feed</text>") && feed.contains(">Home</text>") && feed.contains(">Root</text>"))
        #expect(!feed.contains(">Settings</text>"))
        #expect(feed.contains("stroke=\"#2e7d32\""))
        let home = String(decoding: try #require(pictures["Home"]), as: UTF8.self)
        #expect(!home.contains(">Feed</text>"))
        #expect(try FirstAttachmentRenderer().render(architecture) == pictures)
    }

    @Test("names are escaped in the pictures")
    func hostileNames() throws {
        let hostile = "<script>alert(1)</script> \" & \\N"
        let architecture = ObservedArchitecture(traces: [.init(label: "x.json", trace: tree([(hostile, "Root")], app: "A & <B>"))])
        let svg = String(decoding: try #require(try FirstAttachmentRenderer().render(architecture)[hostile]), as: UTF8.self)
        #expect(!svg.contains("<script"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(svg.contains("A &amp; &lt;B&gt;"))
    }

    @Test("a session that cannot be replayed is named in the error")
    func replayFailure() throws {
        var trace = tree([("Home", "Root")])
        let home = try #require(trace.ribs.first { $0.name == "Home" }?.id)
        let root = try #require(trace.ribs.first { $0.name == "Root" }?.id)
        trace.events.insert(RibEvent(sequence: 1, time: 1, kind: .detached(home, parent: root)), at: 1)
        let architecture = ObservedArchitecture(traces: [.init(label: "fine.json", trace: tree([])), .init(label: "broken.json", trace: trace)])
        do {
            _ = try FirstAttachmentRenderer().render(architecture)
            Issue.record("rendering should fail")
        } catch let failure as FirstAttachmentRenderer.ReplayFailure {
            #expect(failure.traceIndex == 1)
            #expect(failure.description.hasPrefix("broken.json: event 1"))
        }
    }
}

@Suite("RIB pages with snapshots")
struct RibPageSnapshotTests {
    @Test("each page shows its picture and says which moment it is")
    func snapshotSection() throws {
        let architecture = ObservedArchitecture(traces: [
            .init(label: "a.json", trace: tree([("Home", "Root"), ("Feed", "Home")], builtOnly: ["Orphan"]))
        ])
        let pages = TraceDocumentationWriter(snapshotImages: true).pages(for: architecture)
        let feed = try #require(pages.first { $0.path == "ribs/Feed.md" }).contents
        #expect(
            feed.contains(
                """
                ## Snapshot

                Feed's branch of the tree once Feed was first attached in event 2 of a.json, 0.500 s into the session, and what followed at that \
                instant (its activation, its `didLoad`), outlined in green, with the RIBs above it (up to two levels), beside it and below it, in \
                their scopes; `ribviz render` with `--at 2` draws the whole tree right after that event.

                ![Feed once it was first attached](Feed.svg)
                """))
        let root = try #require(pages.first { $0.path == "ribs/Root.md" }).contents
        #expect(
            root.contains(
                "once Root was launched in event 0 of a.json, 0.000 s into the session, and what followed at that instant (its activation, its `didLoad`), outlined in green, with the RIBs below it, in their scopes;"
            ))
        let orphan = try #require(pages.first { $0.path == "ribs/Orphan.md" }).contents
        #expect(orphan.contains("No session attached Orphan, so there is no snapshot of it."))
        #expect(!orphan.contains("Orphan.svg"))
        #expect(!TraceDocumentationWriter().pages(for: architecture).contains { $0.contents.contains("## Snapshot") })
    }

    @Test(
        "pictures of names that collide once made safe get distinct files, like their pages",
        arguments: [
            ["a/b", "a?b", "A.B"], ["Pay ment", "Pay.ment"], ["민수", "영희"], ["..", "."],
        ])
    func collidingNames(names: [String]) throws {
        let architecture = ObservedArchitecture(traces: [.init(label: "x.json", trace: tree(names.map { ($0, "Root") }))])
        let files = DocumentationFileNames(ribs: architecture.ribs.map(\.name))
        let images = architecture.ribs.map { files.image(of: $0.name) }
        #expect(Set(images.map { $0.lowercased() }).count == images.count)
        for image in images {
            #expect(image.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
            #expect(!image.hasPrefix("."))
        }
        for (rib, image) in zip(architecture.ribs, images) {
            #expect(files.page(of: rib.name).dropLast(3) == image.dropLast(4))
            let page = try #require(TraceDocumentationWriter(snapshotImages: true).pages(for: architecture).first { $0.path == "ribs/" + files.page(of: rib.name) })
            #expect(page.contents.contains("](\(image))"))
        }
    }
}

@Suite("First attachment snapshots of the examples")
struct FirstAttachmentExampleTests {
    @Test("each RIB is drawn once it is active: after its attachment and what followed at that instant, still outlined green")
    func activeOnceAttached() throws {
        let trace = ExampleSession.ticTacToe.record()
        let architecture = ObservedArchitecture(traces: [.init(label: "tictactoe.trace.json", trace: trace)])
        let pictures = try FirstAttachmentRenderer().render(architecture)
        #expect(pictures.count == 7)
        for (rib, data) in pictures {
            let svg = String(decoding: data, as: UTF8.self)
            #expect(!svg.contains(">inactive<"), "\(rib) is drawn inactive")
            #expect(svg.contains("stroke=\"#2e7d32\""), "\(rib) is not outlined green")
        }
        let ticTacToe = String(decoding: try #require(pictures["TicTacToe"]), as: UTF8.self)
        #expect(ticTacToe.contains("attach TicTacToe#1 to LoggedIn (event 33) and what followed at that instant"))
    }
}
