import Foundation
import RibExamples
import RibInspector
import RibRendering
import Testing

/// The HTML report in a real browser (headless Chromium): it loads without errors and
/// the controls change what it shows. Skipped when no browser is installed, unless
/// `RIBVIZ_REQUIRE_TEST_TOOLS=1` (CI) makes that a failure.
@Suite(
    "HTML report in a browser",
    .enabled(if: HeadlessBrowser.installed != nil || HeadlessBrowser.isRequired, "needs Chromium or Chrome; set RIBVIZ_BROWSER to its path")
)
struct HTMLReportBrowserTests {
    /// The page's JavaScript for the RIBs shown in the tree, by identifier.
    private static let shownRibs = """
        const shownRibs = () => [...document.querySelectorAll('#tree g.node')]
          .map((node) => node.id).filter((id) => /^rib\\d+$/.test(id)).map((id) => Number(id.slice(3)))
          .sort((a, b) => a - b);
        """

    private func probe() throws -> ReportProbe {
        ReportProbe(browser: try #require(HeadlessBrowser.installed, "no Chromium or Chrome found; set RIBVIZ_BROWSER to its path"))
    }

    /// The RIBs the report draws after `count` events: the live tree and, greyed, the
    /// detached RIBs still alive.
    private func drawnRibs(_ trace: Trace, afterEvents count: Int) throws -> [Int] {
        let snapshot = try trace.snapshot(afterEvents: count)
        let detached = snapshot.detachedSubtreeRoots.flatMap { snapshot.subtree(of: $0) }
        return (snapshot.attachedRibs + detached).map { Int($0.rawValue) }.sorted()
    }

    @Test("it loads without errors, and the slider and step buttons change the shown tree")
    func slider() throws {
        let trace = ExampleSession.ticTacToe.record()
        let loggedIn = try #require(trace.events.firstIndex { $0.kind == .attached(trace.ribs[1].id, parent: trace.ribs[0].id) })
        let positions = [0, loggedIn, trace.events.count / 2]
        let result = try probe().run(trace, driver: """
            \(Self.shownRibs)
            const slider = document.getElementById('slider');
            const seen = { initial: { position: Number(slider.value), ribs: shownRibs() }, moves: [] };
            for (const position of \(positions)) {
              slider.value = String(position);
              slider.dispatchEvent(new Event('input', { bubbles: true }));
              seen.moves.push({
                position: Number(slider.value), ribs: shownRibs(),
                caption: document.getElementById('caption').textContent, address: location.hash,
              });
            }
            document.getElementById('previous').click();
            seen.afterPrevious = { position: Number(slider.value), ribs: shownRibs() };
            return seen;
            """)
        #expect(result.errors == [])
        let seen = result.observations
        let initial = try #require(seen["initial"] as? [String: Any])
        #expect(initial["position"] as? Int == trace.events.count - 1)
        #expect(initial["ribs"] as? [Int] == (try drawnRibs(trace, afterEvents: trace.events.count)))
        let moves = try #require(seen["moves"] as? [[String: Any]])
        try #require(moves.count == positions.count)
        for (move, position) in zip(moves, positions) {
            let event = trace.events[position]
            #expect(move["position"] as? Int == position)
            #expect(move["ribs"] as? [Int] == (try drawnRibs(trace, afterEvents: position + 1)), "after event index \(position)")
            #expect((move["caption"] as? String)?.contains(trace.logLine(for: event.kind)) == true)
            #expect(move["address"] as? String == "#event=\(event.sequence)")
        }
        // The trees differ along the way: the slider really changes the picture.
        #expect(Set(moves.compactMap { $0["ribs"] as? [Int] }).count == positions.count)
        let previous = try #require(seen["afterPrevious"] as? [String: Any])
        #expect(previous["position"] as? Int == positions[positions.count - 1] - 1)
        #expect(previous["ribs"] as? [Int] == (try drawnRibs(trace, afterEvents: positions[positions.count - 1])))
    }

    @Test("clicking a RIB shows its details; clicking the timeline jumps to that moment")
    func clicks() throws {
        let trace = ExampleSession.ticTacToe.record()
        let result = try probe().run(trace, driver: """
            const node = document.querySelector('#tree g.node[id="rib\(trace.ribs[0].id.rawValue)"]');
            node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
            const seen = {
              title: document.querySelector('#details h2').textContent,
              details: document.getElementById('details').textContent,
              selected: node.classList.contains('selected'),
              address: location.hash,
            };
            const timeline = document.querySelector('#timeline svg');
            const axis = timeline.getElementById('\(TimelineGraphBuilder.axisElementID)').getBoundingClientRect();
            timeline.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: axis.left + axis.width / 2, clientY: axis.top }));
            seen.afterTimelineClick = Number(document.getElementById('slider').value);
            const cursor = timeline.querySelector('line.cursor');
            seen.cursorX = Number(cursor.getAttribute('x1'));
            seen.axisMiddle = timeline.getElementById('\(TimelineGraphBuilder.axisElementID)').getBBox().x
              + timeline.getElementById('\(TimelineGraphBuilder.axisElementID)').getBBox().width / 2;
            return seen;
            """)
        #expect(result.errors == [])
        let seen = result.observations
        let root = trace.ribs[0]
        #expect(seen["title"] as? String == trace.displayName(of: root.id))
        #expect(seen["selected"] as? Bool == true)
        let details = try #require(seen["details"] as? String)
        #expect(details.contains(try #require(root.routerType)))
        #expect(details.contains("times attached"))
        #expect(seen["address"] as? String == "#event=\(trace.events[trace.events.count - 1].sequence)&rib=\(root.id.rawValue)")
        // The middle of the axis is half its end time; the slider goes to the last event before it.
        let middle = TimelineGraphBuilder.axisEnd(of: trace) / 2
        let expected = try #require(trace.events.lastIndex { $0.time <= middle })
        #expect(seen["afterTimelineClick"] as? Int == expected)
        let cursor = try #require(seen["cursorX"] as? Double)
        let axisMiddle = try #require(seen["axisMiddle"] as? Double)
        #expect(cursor <= axisMiddle && cursor > 0)
    }

    @Test("an anomaly links to its moment, and the address opens the page there")
    func anomalyLinksAndAddresses() throws {
        let session = AnomalousSession()
        let (trace, root, child, other) = (session.trace, session.root, session.child, session.other)
        let driver = """
            \(Self.shownRibs)
            const seen = { opened: Number(document.getElementById('slider').value), title: document.querySelector('#details h2').textContent };
            document.querySelector('#findings a').click();
            await new Promise((resolve) => setTimeout(resolve, 100));
            seen.afterLink = Number(document.getElementById('slider').value);
            seen.ribs = shownRibs();
            seen.findings = [...document.querySelectorAll('#findings li')].map((item) => item.textContent);
            document.getElementById('last').click();
            seen.atEnd = shownRibs();
            const child = document.querySelector('#tree g.node[id="rib\(child.rawValue)"]');
            child.focus();
            child.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
            seen.byKeyboard = document.querySelector('#details h2').textContent;
            seen.eventRowsAreButtons = document.querySelectorAll('#events li > button').length;
            return seen;
            """
        let result = try probe().run(trace, driver: driver, fragment: "event=\(trace.events[1].sequence)&rib=\(other.rawValue)")
        #expect(result.errors == [])
        let seen = result.observations
        #expect(seen["opened"] as? Int == 1)
        #expect(seen["title"] as? String == "Other")
        #expect(seen["afterLink"] as? Int == 2)
        #expect(seen["ribs"] as? [Int] == [Int(root.rawValue), Int(child.rawValue)])
        // Child is detached by the last event but still alive: the tree keeps it, greyed.
        #expect(seen["atEnd"] as? [Int] == [root, child, other].map { Int($0.rawValue) })
        #expect(seen["byKeyboard"] as? String == "Child")
        #expect(seen["eventRowsAreButtons"] as? Int == trace.events.count)
        let findings = try #require(seen["findings"] as? [String])
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix(TraceFinding.Kind.attachedTwice.title) == true)
    }

    @Test("names from the trace are shown as text and never run")
    func hostileNames() throws {
        let name = #"<img src=x onerror="window.pwned = true"><script>window.pwned = true</script>"#
        var trace = scopedTrace(names: ["Root", name, "OffGame", "TicTacToe"])
        trace.header.app.name = "</script><script>window.pwned = true</script>"
        let rib = try #require(trace.ribs.first { $0.name == name })
        let result = try probe().run(trace, driver: """
            return {
              pwned: window.pwned === true,
              heading: document.querySelector('h1').textContent,
              title: document.querySelector('#details h2').textContent,
              events: document.getElementById('events').textContent,
            };
            """, fragment: "rib=\(rib.id.rawValue)")
        #expect(result.errors == [])
        #expect(result.observations["pwned"] as? Bool == false)
        #expect(result.observations["heading"] as? String == trace.header.app.name)
        #expect(result.observations["title"] as? String == name)
        #expect((result.observations["events"] as? String)?.contains("attach \(name) to Root") == true)
    }
}
