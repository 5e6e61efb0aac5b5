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
    /// The page's JavaScript for each drawn place's state, by place index.
    private static let shownStates = """
        const shownStates = () => [...document.querySelectorAll('#tree g.place')].map((node) => {
          const state = ['empty', 'active', 'inactive', 'detached'].find((name) => node.classList.contains('st-' + name));
          return [Number(node.id.slice('place'.length)), state];
        }).sort((a, b) => a[0] - b[0]).map((pair) => pair[1]);
        """

    private func probe() throws -> ReportProbe {
        ReportProbe(browser: try #require(HeadlessBrowser.installed, "no Chromium or Chrome found; set RIBVIZ_BROWSER to its path"))
    }

    /// Each place's state after `count` events, as the page names it.
    private func states(_ places: SessionPlaces, afterEvents count: Int) -> [String] {
        places.mask(afterEvents: count).states.map { ["empty", "active", "inactive", "detached"][Int($0.rawValue)] }
    }

    @Test("it loads without errors, and the slider and step buttons replay the masks over the one drawing")
    func slider() throws {
        let trace = ExampleSession.ticTacToe.record()
        let places = try SessionPlaces(trace)
        let loggedIn = try #require(trace.events.firstIndex { $0.kind == .attached(trace.ribs[1].id, parent: trace.ribs[0].id) })
        let positions = [0, loggedIn, trace.events.count / 2, 3]
        let result = try probe().run(trace, driver: """
            \(Self.shownStates)
            const slider = document.getElementById('slider');
            const seen = { initial: { position: Number(slider.value), states: shownStates() }, moves: [] };
            const drawing = document.querySelector('#tree svg');
            for (const position of \(positions)) {
              slider.value = String(position);
              slider.dispatchEvent(new Event('input', { bubbles: true }));
              seen.moves.push({
                position: Number(slider.value), states: shownStates(),
                caption: document.getElementById('caption').textContent, address: location.hash,
              });
            }
            seen.sameDrawing = document.querySelector('#tree svg') === drawing;
            document.getElementById('previous').click();
            seen.afterPrevious = { position: Number(slider.value), states: shownStates() };
            return seen;
            """)
        #expect(result.errors == [])
        let seen = result.observations
        let initial = try #require(seen["initial"] as? [String: Any])
        #expect(initial["position"] as? Int == trace.events.count - 1)
        #expect(initial["states"] as? [String] == states(places, afterEvents: trace.events.count))
        let moves = try #require(seen["moves"] as? [[String: Any]])
        try #require(moves.count == positions.count)
        for (move, position) in zip(moves, positions) {
            let event = trace.events[position]
            #expect(move["position"] as? Int == position)
            #expect(move["states"] as? [String] == states(places, afterEvents: position + 1), "after event index \(position)")
            #expect((move["caption"] as? String)?.contains(trace.logLine(for: event.kind)) == true)
            #expect(move["address"] as? String == "#event=\(event.sequence)")
        }
        #expect(seen["sameDrawing"] as? Bool == true)
        let previous = try #require(seen["afterPrevious"] as? [String: Any])
        #expect(previous["position"] as? Int == 2)
        #expect(previous["states"] as? [String] == states(places, afterEvents: 3))
    }

    @Test("clicking a RIB shows its details; clicking the timeline jumps to that moment")
    func clicks() throws {
        let trace = ExampleSession.ticTacToe.record()
        let result = try probe().run(trace, driver: """
            const node = document.getElementById('place0');
            node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
            const seen = {
              title: document.querySelector('#details h2').textContent,
              details: document.getElementById('details').textContent,
              selected: node.classList.contains('selected'),
              address: location.hash,
            };
            const plot = document.querySelector('#timeline g.plot rect').getBoundingClientRect();
            document.querySelector('#timeline g.plot').dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: plot.left + plot.width / 2, clientY: plot.top + 5 }));
            seen.afterTimelineClick = Number(document.getElementById('slider').value);
            seen.plotWidth = plot.width;
            seen.cursorX = Number(document.querySelector('#timeline line.cursor').getAttribute('x1'));
            seen.plotMiddle = document.querySelector('#timeline g.plot rect').getBBox().x + plot.width / 2;
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
        // The middle of the plot is half the session; a click there (with 3 pixels of grace) shows the last event before it.
        let width = try #require(seen["plotWidth"] as? Double)
        let middle = Double(trace.endTime) / 2 + 3 / width * Double(trace.endTime)
        let expected = try #require(trace.events.lastIndex { Double($0.time) <= middle })
        #expect(seen["afterTimelineClick"] as? Int == expected)
        let cursor = try #require(seen["cursorX"] as? Double)
        let plotMiddle = try #require(seen["plotMiddle"] as? Double)
        #expect(cursor <= plotMiddle + 1 && cursor > 0)
    }

    @Test("an anomaly links to its moment, and the address opens the page there")
    func anomalyLinksAndAddresses() throws {
        let session = AnomalousSession()
        let (trace, child, other) = (session.trace, session.child, session.other)
        let places = try SessionPlaces(trace)
        let driver = """
            \(Self.shownStates)
            const seen = { opened: Number(document.getElementById('slider').value), title: document.querySelector('#details h2').textContent };
            document.querySelector('#findings a').click();
            await new Promise((resolve) => setTimeout(resolve, 100));
            seen.afterLink = Number(document.getElementById('slider').value);
            seen.states = shownStates();
            seen.badges = [...document.querySelectorAll('#tree g.badge')].filter((badge) => badge.style.display !== 'none').map((badge) => badge.parentNode.id);
            seen.findings = [...document.querySelectorAll('#findings li')].map((item) => item.textContent);
            document.getElementById('last').click();
            seen.atEnd = shownStates();
            const child = document.getElementById('place1');
            child.focus();
            child.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
            seen.byKeyboard = document.querySelector('#details h2').textContent;
            seen.markers = document.querySelectorAll('#timeline polygon.marker').length;
            return seen;
            """
        let result = try probe().run(trace, driver: driver, fragment: "event=\(trace.events[1].sequence)&rib=\(other.rawValue)")
        #expect(result.errors == [])
        let seen = result.observations
        #expect(seen["opened"] as? Int == 1)
        #expect(seen["title"] as? String == "Other")
        #expect(seen["afterLink"] as? Int == 2)
        #expect(seen["states"] as? [String] == states(places, afterEvents: 3))
        #expect(seen["badges"] as? [String] == ["place\(try #require(places.eventPlaces[2]))"])
        // Child is detached by the last event but still alive: the tree keeps it, red.
        #expect(seen["atEnd"] as? [String] == ["inactive", "detached", "inactive"])
        #expect(places.places[1].occupants == [child])
        #expect(seen["byKeyboard"] as? String == "Child")
        #expect(seen["markers"] as? Int == 1)
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
