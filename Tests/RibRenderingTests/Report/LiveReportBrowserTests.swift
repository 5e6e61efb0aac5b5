import Foundation
import RibInspector
import RibLiveServer
import RibLiveSink
import RibvizLocking
import RibvizTestSupport
import Testing

/// The page of `ribviz live` in a real browser (headless Chromium driven through
/// ChromeDriver): as events arrive, its tree and slider change without a reload.
@Suite(
    "ribviz live page in a browser", .serialized, .sharedBrowser,
    .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.missingAdvice))
)
final class LiveReportBrowserTests {
    private let browser: BrowserSession

    init() throws {
        browser = try BrowserSession.shared()
    }

    @Test("a RIB attached while the page is open appears in its tree, and the page follows the newest event, without a reload")
    func followsTheSession() async throws {
        let live = try await LiveFixture.start(session: "page")
        defer { live.stop() }
        let recorder = live.recorder
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        try await browser.run("window.__ribvizSamePage = true;")
        let before: String = try await browser.execute("return document.getElementById('tree').textContent;")
        #expect(!before.contains("AttachedLater"))

        let child = recorder.declareRib(named: "AttachedLater")
        recorder.record(.built(child))
        recorder.record(.attached(child, parent: root))
        recorder.record(.activated(child))
        try await browser.waitUntil("document.getElementById('tree').textContent.includes('AttachedLater')", seconds: 10)
        let shown: [String] = try await browser.execute(
            """
            const slider = document.getElementById('slider');
            return [slider.max, slider.value, String(window.__ribvizSamePage)];
            """)
        #expect(shown == ["4", "4", "true"])
        // The page says how many records it applied (the header, two declarations, five events).
        try await waitForPage(records: 8)
        // The summary counts the five events; the event list shows the newest, in its box;
        // the address names it within a second or so.
        let summary: [String] = try await browser.execute(
            "return [...document.querySelectorAll('#summary div')].map((row) => row.querySelector('dt').textContent + '=' + row.querySelector('dd').textContent);")
        #expect(summary.contains("events=5"), "\(summary)")
        try await browser.waitUntil(Self.currentEventInItsBox)
        let current: String = try await browser.execute("return document.querySelector('#events li.current').textContent;")
        #expect(current.contains("activate AttachedLater"))
        let newest = try #require(recorder.trace().events.last?.sequence)
        try await browser.waitUntil("location.hash === '#event=\(newest)'", seconds: 5)
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty)
    }

    @Test("a detached RIB that is still alive counts its leak grace down on screen, and turns into a leak when it runs out")
    func leakGraceCountsDown() async throws {
        let live = try await LiveFixture.start(session: "grace", leakGrace: .seconds(3))
        defer { live.stop() }
        let recorder = live.recorder
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        let child = recorder.declareRib(named: "Lingering")
        recorder.record(.built(child))
        recorder.record(.attached(child, parent: root))
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        #expect(try await browser.elements(css: "#grace li").isEmpty, "nothing is out of the tree yet")
        // Detached once the page is open: its grace counts down from the moment the detach
        // arrives, however long the page took to load on a busy machine.
        recorder.record(.detached(child, parent: root))
        try await browser.waitUntil("document.querySelector('#grace li.counting') !== null", seconds: 30)
        let counting: String = try await browser.execute("return document.getElementById('grace').textContent;")
        #expect(counting.contains("Lingering becomes a leak in "), "\(counting)")
        // No record arrives meanwhile: the page's own clock runs the 3 s grace out. The wait
        // ends as soon as it does; its 30 s only guard a machine so busy that the page's
        // timers and frames run late.
        try await browser.waitUntil("document.querySelector('#grace li.leaked') !== null", seconds: 30)
        let leaked: String = try await browser.execute("return document.querySelector('#grace li.leaked').textContent;")
        // Alive at least the 3 s grace (more on a busy machine, whose page ticks late).
        let prefix = "Lingering is a leak: alive "
        #expect(leaked.hasPrefix(prefix), "\(leaked)")
        let alive = Double(leaked.dropFirst(prefix.count).prefix { $0.isNumber || $0 == "." }) ?? 0
        #expect(alive >= 3, "\(leaked)")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty)
    }

    @Test("a RIB out of the tree when the session ended, before its leak grace ran out, shows so and does not count down")
    func leakGraceStopsWithTheSession() async throws {
        let live = try await LiveFixture.start(session: "ended")
        defer { live.stop() }
        let recorder = live.recorder
        let (root, child) = launchRootWithLingeringChild(recorder)
        recorder.record(.detached(child, parent: root))
        try recorder.finish()
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        let first: String = try await browser.execute("return document.getElementById('grace').textContent;")
        #expect(first.hasPrefix("Lingering was out of the tree when the session ended, "), "\(first)")
        #expect(first.hasSuffix(" before its leak grace ran out"), "\(first)")
        // The session's clock stopped: with the page's clock moved 10 s on, far past the
        // grace, the list's next paint reads as before and never becomes a leak.
        let later: String = try await browser.execute(
            """
            const list = document.getElementById('grace');
            const now = performance.now.bind(performance);
            performance.now = () => now() + 10000;
            return new Promise((resolve) => {
              new MutationObserver((_, observer) => { observer.disconnect(); resolve(list.textContent); })
                .observe(list, { childList: true });
            });
            """)
        #expect(later == first)
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty)
    }

    @Test("a RIB out of the tree when the session ended after its leak grace is listed as a leak alive until the session's end, as its finding says")
    func leakGraceCountsToTheSessionsEnd() async throws {
        let clock = ManualClock()
        let live = try await LiveFixture.start(session: "ended-later", clock: clock)
        defer { live.stop() }
        let recorder = live.recorder
        let (root, child) = launchRootWithLingeringChild(recorder)
        clock.advance(byNanoseconds: 15_000_000)
        recorder.record(.detached(child, parent: root))
        // The session ends 3 s after its last event, past the 1 s leak grace.
        clock.advance(byNanoseconds: 3_000_000_000)
        try recorder.finish()
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        let line: String = try await browser.execute("return document.getElementById('grace').textContent;")
        #expect(line == "Lingering is a leak: alive 3.000 s after leaving the tree", "\(line)")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty)
    }

    @Test(
        "events about RIBs already placed are applied in place: the page is not reloaded, the chosen moment, the selected RIB and the search stay, and a finding appears when it happens"
    )
    func updatesInPlace() async throws {
        let live = try await LiveFixture.start(session: "in-place")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot()
        let screen = recorder.declareRib(named: "Screen")
        recorder.record(.attached(screen, parent: root))
        recorder.record(.detached(screen, parent: root))
        let other = recorder.declareRib(named: "Other")
        recorder.record(.attached(other, parent: root))
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        try await browser.run("window.__ribvizSamePage = true;")
        try await browser.click(try await browser.element(css: "#place2"))
        try await browser.sendKeys("Screen", to: try await browser.element(css: "#search"))
        try await browser.click(try await browser.element(css: "#first"))
        let records = try await pageRecords()

        // Screen comes back under a Root that is no longer active: an anomaly, and no new place.
        recorder.record(.deactivated(root))
        recorder.record(.attached(screen, parent: root))
        recorder.record(.activated(screen))
        try await waitForPage(records: records + 3)
        let shown: [String] = try await browser.execute(
            """
            const slider = document.getElementById('slider');
            return [String(window.__ribvizSamePage), slider.max, slider.value,
              document.querySelector('#details h2').textContent, String(document.getElementById('place2').classList.contains('selected')),
              document.getElementById('search-count').textContent, document.getElementById('findings').textContent,
              String(Number(document.getElementById('ribviz-live').dataset.applyMs) >= 0)];
            """)
        #expect(shown[0] == "true", "the page was reloaded")
        #expect(shown[1] == "7", "the slider reaches the newest event")
        #expect(shown[2] == "0", "the chosen moment stays")
        #expect(shown[3] == "Other")
        #expect(shown[4] == "true")
        #expect(shown[5] == "1 of 1 RIB")
        #expect(shown[6].contains("attached under an inactive parent"), "\(shown[6])")
        #expect(shown[7] == "true")
        // The finding links to the moment that shows it (through the address, whose change
        // the page hears after the click). The findings are painted again after updates, so
        // a link found just before a repaint may be gone by the click: find it again then.
        var moved = false
        for _ in 0..<3 where !moved {
            try await browser.click(try await browser.element(css: "#findings a.finding-link"))
            moved = (try? await browser.waitUntil("document.getElementById('slider').value === '6'", seconds: 5)) != nil
        }
        #expect(moved, "the finding's link did not move the slider to its moment")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "RIBs attached while the page is open are drawn near their parents without a reload: no place already drawn moves, the selection stays, and search finds a new RIB and scrolls it into view"
    )
    func newPlacesMoveNothing() async throws {
        let live = try await LiveFixture.start(session: "growing")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot(isViewful: true)
        var features: [RibID] = []
        for name in ["Home", "Profile", "Settings"] {
            let feature = recorder.declareRib(named: name, isViewful: true)
            recorder.record(.attached(feature, parent: root))
            recorder.record(.activated(feature))
            features.append(feature)
        }
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        try await browser.run("window.__ribvizSamePage = true;")
        try await browser.click(try await browser.element(css: "#place1"))
        let before: [[Double]] = try await browser.execute(Self.placeBoxes)
        #expect(before.count == 4)
        let records = try await pageRecords()

        let newcomer = recorder.declareRib(named: "Newcomer<b>", isViewful: true)
        recorder.record(.attached(newcomer, parent: features[1]))
        let deeper = recorder.declareRib(named: "Deeper", isViewful: false)
        recorder.record(.attached(deeper, parent: newcomer))
        let sibling = recorder.declareRib(named: "Sibling", isViewful: true)
        recorder.record(.attached(sibling, parent: root))
        try await waitForPage(records: records + 6)

        let after: [[Double]] = try await browser.execute(Self.placeBoxes)
        #expect(after.count == 7)
        Self.expectStill(before, after)
        let shown: [String] = try await browser.execute(
            """
            const slider = document.getElementById('slider');
            return [String(window.__ribvizSamePage), String(slider.value === slider.max), slider.max,
              String(document.getElementById('place1').classList.contains('selected')),
              String(document.getElementById('tidy').hidden), document.getElementById('place4').textContent.trim(),
              String(document.getElementById('link4') !== null), String(document.getElementById('link6') !== null),
              document.querySelector('#place5 ellipse') ? 'oval' : 'box'];
            """)
        #expect(shown == ["true", "true", "10", "true", "false", "Newcomer<b>", "true", "true", "oval"])

        try await browser.sendKeys("Deeper", to: try await browser.element(css: "#search"))
        let count: String = try await browser.execute("return document.getElementById('search-count').textContent;")
        #expect(count == "1 of 1 RIB")
        #expect(try await browser.isInViewport(try await browser.element(css: "#place5")))
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")

        // Tidy layout: one fresh layout of the whole session, which still follows the newest event.
        try await browser.click(try await browser.element(css: "#tidy"))
        try await browser.waitUntil("window.__ribvizSamePage === undefined && document.getElementById('place6') !== null", seconds: 10)
        let tidied: [String] = try await browser.execute(
            """
            const slider = document.getElementById('slider');
            return [slider.value, slider.max, String(document.querySelectorAll('#tree g.grown').length), String(document.getElementById('tidy').hidden)];
            """)
        #expect(tidied == ["10", "10", "0", "true"])
    }

    @Test(
        "a new RIB position arrives in the frame of its scope, and an adapter's tag with it: the page's edge from the parent ends at the tag and takes the place's state, and nothing already drawn moves"
    )
    func newPlacesComeFramed() async throws {
        let live = try await LiveFixture.start(session: "framed")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot(isViewful: true)
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        let before: [[Double]] = try await browser.execute(Self.placeBoxes)
        let records = try await pageRecords()

        let scope = recorder.declareScope(named: "Feature<i>")
        let feature = recorder.declareRib(named: "Feature", adapterType: "FeatureAdapter<i>", isViewful: true, scope: scope)
        recorder.record(.attached(feature, parent: root))
        recorder.record(.activated(feature))
        let inside = recorder.declareRib(named: "Inside", isViewful: true, scope: scope)
        recorder.record(.attached(inside, parent: feature))
        try await waitForPage(records: records + 6)

        let after: [[Double]] = try await browser.execute(Self.placeBoxes)
        #expect(after.count == 3)
        Self.expectStill(before, after)
        let shown: [String] = try await browser.execute(
            """
            const lead = document.querySelector('#link1_adapter path');
            const end = lead.getPointAtLength(lead.getTotalLength()).matrixTransform(lead.getScreenCTM());
            const tag = document.querySelector('#adapter1 :is(path, polygon, ellipse)').getBoundingClientRect();
            const frame = document.getElementById('subtree1_scope1');
            return [String(Math.abs(end.y - tag.top) < 1.5 && end.x > tag.left && end.x < tag.right),
              String(document.querySelector('#link1_adapter polygon') === null),
              String(document.getElementById('link1_adapter').classList.contains('st-active')),
              String(document.getElementById('adapter1').classList.contains('st-active')),
              document.getElementById('adapter1').textContent.trim(),
              frame ? frame.textContent.trim() : 'no frame',
              String(document.querySelectorAll('#tree [id="subtree1_scope1"]').length)];
            """)
        #expect(shown == ["true", "true", "true", "true", "adapter\nFeatureAdapter<i>", "Feature<i> scope", "1"])
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "many RIBs attached one at a time under one parent wrap into rows near it: the grown drawing stays about as wide as tall, no longer than a fresh layout, its edges under the places, and nothing drawn moves"
    )
    func manyNewPlacesWrap() async throws {
        let live = try await LiveFixture.start(session: "many-children")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot(isViewful: true)
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        var records = try await pageRecords()
        var before: [[Double]] = try await browser.execute(Self.placeBoxes)

        for index in 0..<40 {
            let screen = recorder.declareRib(named: "Screen\(index)", isViewful: true)
            recorder.record(.attached(screen, parent: root))
            records += 2
            try await waitForPage(records: records)
            let after: [[Double]] = try await browser.execute(Self.placeBoxes)
            #expect(after.count == before.count + 1)
            Self.expectStill(before, after)
            before = after
        }
        let grown: [Double] = try await browser.execute(Self.drawingSize)
        let edgesUnder: Bool = try await browser.execute(
            """
            const places = [...document.querySelectorAll('#tree g.place')];
            return [...Array(40).keys()].every((index) => {
              const edge = document.getElementById('link' + (index + 1));
              return edge !== null && places.every((place) => (edge.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
            });
            """)
        #expect(edgesUnder, "every new edge is drawn before, so under, every place")
        try await browser.click(try await browser.element(css: "#tidy"))
        try await browser.waitUntil("document.getElementById('tidy').hidden && document.getElementById('place40') !== null", seconds: 10)
        let fresh: [Double] = try await browser.execute(Self.drawingSize)
        #expect(grown.count == 2 && fresh.count == 2)
        #expect(grown[0] <= 2.5 * grown[1], "the grown drawing is \(grown[0]) × \(grown[1]) pt")
        #expect(max(grown[0], grown[1]) <= max(fresh[0], fresh[1]), "grown \(grown), fresh \(fresh)")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("with the timeline scrolled to its last lanes, a RIB attached while the page is open gets its lane below them, with its bar, without a reload")
    func timelineDrawsNewLaneAfterScrolling() async throws {
        let live = try await LiveFixture.start(session: "long-timeline")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot()
        for index in 0..<120 {
            let screen = recorder.declareRib(named: "Screen\(index)")
            recorder.record(.attached(screen, parent: root))
            recorder.record(.activated(screen))
        }
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        try await browser.run("window.__ribvizSamePage = true;")
        try await browser.scrollIntoView(try await browser.element(css: "#timeline"))
        try await browser.scrollTimelineToBottom()
        let before = try await browser.timelineInView()
        #expect(before.rows == 121)
        #expect(before.lanes.last == 120, "Screen119's lane, the last, is at the bottom")
        let records = try await pageRecords()

        let newcomer = recorder.declareRib(named: "Newcomer")
        recorder.record(.attached(newcomer, parent: root))
        recorder.record(.activated(newcomer))
        try await waitForPage(records: records + 3)
        // The timeline is drawn again within a second of the update; its new lane is the last.
        try await browser.waitUntil("document.querySelector('#timeline .lane-name[data-place=\"121\"]') !== null", seconds: 5)
        try await browser.scrollTimelineToBottom()
        let after = try await browser.timelineInView()
        #expect(after.rows == 122)
        #expect(after.lanes.suffix(2) == [120, 121])
        #expect(after.lanesWithBars == after.lanes)
        #expect(abs(after.axisOffset) < 2)
        #expect(try await browser.execute("return window.__ribvizSamePage === true;") == true)
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("a RIB attached below a collapsed RIB is set one rank below its hidden parent, where expanding the RIB shows it with its edge")
    func newPlaceBelowAHiddenParent() async throws {
        let live = try await LiveFixture.start(session: "hidden-parent")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot(isViewful: true)
        let home = recorder.declareRib(named: "Home", isViewful: true)
        recorder.record(.attached(home, parent: root))
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        let records = try await pageRecords()

        // Collapse Root through its details: Home is hidden.
        try await browser.click(try await browser.element(css: "#place0"))
        _ = try await browser.run("[...document.querySelectorAll('#details button')].find((b) => b.textContent.startsWith('Collapse')).id = 'collapse-button';")
        try await browser.click(try await browser.element(css: "#collapse-button"))
        let hidden: Bool = try await browser.execute("return document.getElementById('place1').classList.contains('hidden');")
        #expect(hidden)

        let newcomer = recorder.declareRib(named: "Newcomer", isViewful: true)
        recorder.record(.attached(newcomer, parent: home))
        try await waitForPage(records: records + 2)
        let stillHidden: Bool = try await browser.execute("return document.getElementById('place2').classList.contains('hidden');")
        #expect(stillHidden, "a new place below a collapsed RIB is hidden with it")

        _ = try await browser.run("[...document.querySelectorAll('#details button')].find((b) => b.textContent === 'Expand').id = 'expand-button';")
        try await browser.click(try await browser.element(css: "#expand-button"))
        let geometry: [Double] = try await browser.execute(
            """
            const graph = document.querySelector('#tree g.graph'), back = graph.getCTM().inverse();
            const box = (id) => {
              const shape = document.querySelector('#' + id + ' :is(path, polygon, ellipse)'), b = shape.getBBox(), into = back.multiply(shape.getCTM());
              const one = new DOMPoint(b.x, b.y).matrixTransform(into), other = new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(into);
              return { top: one.y, bottom: other.y, middle: (one.x + other.x) / 2 };
            };
            const parent = box('place1'), child = box('place2');
            const edge = document.querySelector('#link2 path'), start = edge.getPointAtLength(0).matrixTransform(back.multiply(edge.getCTM()));
            return [child.top - parent.bottom, start.y - parent.bottom, start.x - parent.middle];
            """)
        #expect(geometry.count == 3)
        #expect(abs(geometry[0] - 36) < 0.5, "one rank (36 pt) below Home: \(geometry)")
        #expect(abs(geometry[1]) < 0.5 && abs(geometry[2]) < 0.5, "the edge starts at Home's bottom: \(geometry)")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("a finding the page loaded with keeps its words beside those that arrive; a leak whose time alive grows is listed once, then as deallocated")
    func findingsKeptAndReplaced() async throws {
        let clock = ManualClock()
        let live = try await LiveFixture.start(session: "findings", leakGrace: .milliseconds(200), clock: clock)
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot()
        let twice = recorder.declareRib(named: "Twice")
        recorder.record(.attached(twice, parent: root))
        recorder.record(.anomaly(.attachedTwice(twice, parent: root)))
        let lingering = recorder.declareRib(named: "Lingering")
        recorder.record(.attached(lingering, parent: root))
        recorder.record(.detached(lingering, parent: root))
        let sent = await live.sent()
        #expect(sent)

        try await browser.open(live.page)
        let findings = """
            return [document.querySelector('#findings-panel h2').firstChild.textContent,
              ...[...document.querySelectorAll('#findings li')].map((item) => item.textContent)];
            """
        let loaded: [String] = try await browser.execute(findings)
        #expect(loaded.count == 2 && loaded[1].contains("Root attaches Twice"), "\(loaded)")
        // Past the grace, each event makes the leak's time alive grow.
        var listed: [[String]] = []
        for step in 0..<3 {
            clock.advance(by: .milliseconds(300))
            let records = try await pageRecords()
            if step == 2 {
                recorder.record(.deallocated(lingering))
            } else {
                recorder.record(.attached(recorder.declareRib(named: "Next\(step)"), parent: root))
            }
            try await waitForPage(records: records + (step == 2 ? 1 : 2))
            listed.append(try await browser.execute(findings))
        }
        for shown in listed {
            #expect(shown.count == 3 && shown[0] == "2 anomalies ", "\(shown)")
            #expect(shown.count == 3 && shown[1] == loaded[1], "the finding the page loaded with keeps its words: \(shown)")
        }
        #expect(listed[0].last?.contains("Lingering is still alive") == true, "\(listed[0])")
        #expect(listed[1].last != listed[0].last, "the leak's time alive grew: \(listed[1])")
        #expect(listed[2].last?.contains("Lingering was deallocated") == true, "\(listed[2])")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "following new events, the event list's rows stay and show the newest events in order (none made again), its note counts the earlier ones, a finding marks its row, and going back to the first event lists the start"
    )
    func eventListFollows() async throws {
        let live = try await LiveFixture.start(session: "list")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot()
        let screen = recorder.declareRib(named: "Screen")
        recorder.record(.attached(screen, parent: root))
        for _ in 0..<30 {
            recorder.record(.activated(screen))
            recorder.record(.deactivated(screen))
        }
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        let rows = """
            const list = document.getElementById('events');
            return [...list.children].map((item) => item.classList.contains('more') ? 'note ' + item.textContent
              : (item.classList.contains('current') ? 'current ' : '') + (item.querySelector('.has-finding') ? 'finding ' : '')
                + item.querySelector('button').title.split(':')[0]);
            """
        // Marks the rows shown now, to tell them from rows made later.
        let markRows = "for (const item of document.querySelectorAll('#events > li:not(.more)')) item.shownBefore = true; return true;"
        let rowsKept = "return [...document.querySelectorAll('#events > li:not(.more)')].every((item) => item.shownBefore === true);"
        // Updates of a few events each: the rows stay where they are and show the newest events.
        for round in 0..<4 {
            let records = try await pageRecords()
            let marked: Bool = try await browser.execute(markRows)
            #expect(marked)
            for _ in 0..<(round + 3) {
                recorder.record(.activated(screen))
                recorder.record(.deactivated(screen))
            }
            if round == 3 {
                // Attached under a Root no longer active: an anomaly, judged at its event.
                recorder.record(.deactivated(root))
                recorder.record(.attached(recorder.declareRib(named: "Late"), parent: root))
            }
            try await waitForPage(records: records + 2 * (round + 3) + (round == 3 ? 3 : 0))
            let shown: [String] = try await browser.execute(rows)
            let sequences = recorder.trace().events.map(\.sequence)
            let listed = shown.filter { !$0.hasPrefix("note ") }
            let expected = sequences.suffix(listed.count).map { "Event \($0)" }
            #expect(listed.map { $0.replacingOccurrences(of: "current ", with: "").replacingOccurrences(of: "finding ", with: "") } == expected, "\(shown)")
            #expect(listed.count <= 25 && listed.count < sequences.count, "\(shown)")
            #expect(shown.first == "note \(sequences.count - listed.count) earlier events", "\(shown)")
            #expect(listed.last?.hasPrefix("current ") == true && listed.dropLast().allSatisfy { !$0.hasPrefix("current ") }, "\(shown)")
            if round == 3 {
                #expect(listed.last?.hasPrefix("current finding ") == true, "the anomaly's event is marked: \(shown)")
            } else {
                // A finding marks rows anew; events alone leave every row in place.
                let kept: Bool = try await browser.execute(rowsKept)
                #expect(kept, "rows were made again in round \(round): \(shown)")
            }
        }
        try await browser.waitUntil(Self.currentEventInItsBox)
        // The user scrolls the list away from the newest event; the next update brings it back.
        try await browser.scroll(deltaY: -2_000, over: try await browser.element(css: "#events"))
        let stillInBox: Bool = try await browser.execute("return \(Self.currentEventInItsBox);")
        #expect(!stillInBox)
        let beforeOne = try await pageRecords()
        recorder.record(.activated(screen))
        try await waitForPage(records: beforeOne + 1)
        try await browser.waitUntil(Self.currentEventInItsBox)
        try await browser.click(try await browser.element(css: "#first"))
        let first: [String] = try await browser.execute(rows)
        let sequences = recorder.trace().events.map(\.sequence)
        #expect(first.first == "current Event \(sequences[0])", "\(first)")
        #expect(first.last == "note \(sequences.count - (first.count - 1)) later events", "\(first)")
        try await browser.waitUntil(Self.currentEventInItsBox)
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "the badges follow the anomalies as records arrive: after each step they are those of the same records loaded fresh, a leak found for an earlier event gets its badge and a finished step's badge goes"
    )
    func badgesMatchAFreshPage() async throws {
        let clock = ManualClock()
        let live = try await LiveFixture.start(session: "badges", leakGrace: .milliseconds(200), clock: clock)
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot()
        let screen = recorder.declareRib(named: "Screen")
        recorder.record(.attached(screen, parent: root))
        recorder.record(.activated(screen))
        let workflow = recorder.declareWorkflow(named: "Login")
        let step = WorkflowStep(workflow: workflow, index: 0, name: "routeToScreen", rib: root)
        let other = recorder.declareRib(named: "Other")
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)

        // Each step and the records it brings.
        let steps: [(records: Int, record: () -> Void)] = [
            (1, { recorder.record(.workflowStarted(workflow)) }),
            (1, { recorder.record(.stepStarted(step)) }),  // an unfinished step, on Root
            (1, { recorder.record(.stepFinished(step)) }),  // no longer
            (
                2,
                {
                    recorder.record(.deactivated(screen))
                    recorder.record(.detached(screen, parent: root))
                }
            ),
            (
                2,
                {
                    // Past the leak grace: the next event makes the detach a leak's.
                    clock.advance(by: .milliseconds(300))
                    recorder.record(.attached(other, parent: root))
                    recorder.record(.activated(other))
                }
            ),
            (1, { recorder.record(.deallocated(screen)) }),
            (1, { recorder.record(.workflowEnded(workflow, .completed)) }),
        ]
        var shownBadges: [[String]] = []
        for (index, step) in steps.enumerated() {
            let records = try await pageRecords()
            step.record()
            try await waitForPage(records: records + step.records)
            let badges: [String] = try await browser.execute(Self.badges)
            let fresh: [String] = try await browser.inNewTab(live.page) { try await browser.execute(Self.badges) }
            #expect(badges == fresh, "after step \(index + 1), the page's badges are those of a fresh page")
            shownBadges.append(badges)
        }
        #expect(shownBadges[1] == ["place0 unfinished step"], "\(shownBadges)")
        #expect(shownBadges[2].isEmpty, "\(shownBadges)")
        #expect(shownBadges[4].contains("place1 leak"), "\(shownBadges)")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "the page says in words how it follows the session: live, reconnecting while the server is away, live again once it is back, and ended once the end record arrives"
    )
    func saysWhetherItFollows() async throws {
        let live = try await LiveFixture.start(session: "state")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot()
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        #expect(try await statusLine() == ["live", "Live: records appear as the app sends them."])

        await live.server.stop()
        try await waitForStatus("reconnecting")
        #expect(
            try await statusLine() == ["reconnecting", "Reconnecting: the server does not answer; the page keeps trying, less often as it stays away."])

        // The server comes back, with the session from its save folder; so do the app's records.
        let restarted = try await live.restartedServer()
        defer { Task { await restarted.stop() } }
        let records = try await pageRecords()
        recorder.record(.deactivated(root))
        try await waitForPage(records: records + 1, seconds: 30)
        #expect(try await statusLine() == ["live", "Live: records appear as the app sends them."])

        try recorder.finish()
        try await waitForPage(records: records + 2)
        #expect(try await statusLine() == ["ended", "Ended: the session’s end record arrived; no more records will come."])
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("a session that receives no record for a while is said to be silent, for how long, until the next record arrives")
    func saysWhenTheSessionIsSilent() async throws {
        let live = try await LiveFixture.start(session: "silent")
        defer { live.stop() }
        let recorder = live.recorder
        let root = live.activeRoot()
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        #expect(try await statusLine().first == "live")

        // The page's clock moves 12 s on, past the 10 s after which a session is silent.
        try await browser.run("const now = performance.now.bind(performance); performance.now = () => now() + 12000;")
        try await waitForStatus("silent")
        let silent = try await statusLine()
        let prefix = "Silent for "
        #expect(silent[1].hasPrefix(prefix), "\(silent)")
        #expect(silent[1].hasSuffix(" s: no record has arrived from the app; it may be paused in the debugger, or gone."), "\(silent)")
        let seconds = Int(silent[1].dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
        #expect(seconds >= 12, "\(silent)")

        let records = try await pageRecords()
        recorder.record(.deactivated(root))
        try await waitForPage(records: records + 1)
        #expect(try await statusLine().first == "live")
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "the session list follows the server without a reload: a session that starts while it is open appears, a server away is said to be so, and a server started again lists the sessions of its save folder"
    )
    func sessionListFollows() async throws {
        let live = try await LiveFixture.start(session: "listed")
        defer { live.stop() }
        _ = live.activeRoot()
        let sent = await live.sent()
        #expect(sent)
        let list = try #require(URL(string: "/", relativeTo: live.page)?.absoluteURL)
        try await browser.open(list)
        try await browser.run("window.__ribvizSamePage = true;")
        #expect(try await browser.execute(Self.listRows) == ["listed App 2 receiving"])

        // Another app starts once the list is open.
        let sink = LiveTraceSink(url: list, session: "later")
        let recorder = RibRecorder(app: AppInfo(name: "Later"), sinks: [sink])
        recorder.record(.launched(recorder.declareRib(named: "Root")))
        try await browser.waitUntil("document.querySelectorAll('#sessions tbody tr').length === 2", seconds: 10)
        let both: [String] = try await browser.execute(Self.listRows)
        #expect(both.sorted() == ["later Later 1 receiving", "listed App 2 receiving"], "\(both)")

        await live.server.stop()
        try await browser.waitUntil("document.getElementById('list-status').textContent.startsWith('Reconnecting')", seconds: 10)
        // Started again, the server has received nothing of the sessions, which its save folder holds.
        let restarted = try await live.restartedServer()
        defer { Task { await restarted.stop() } }
        try await browser.waitUntil("document.getElementById('list-status').textContent === ''", seconds: 30)
        let saved: [String] = try await browser.execute(Self.listRows)
        #expect(saved.sorted() == ["later Later – saved by an earlier server", "listed App – saved by an earlier server"], "\(saved)")
        #expect(try await browser.execute("return window.__ribvizSamePage === true;") == true)

        // A page opened now lists them too, and a link leads to its session.
        try await browser.open(list)
        #expect(try await browser.execute(Self.listRows) == saved)
        try await browser.click(try await browser.element(css: "#sessions a[href='/sessions/later']"))
        try await browser.waitUntil("document.getElementById('ribviz-live') !== null", seconds: 10)
        #expect(try await pageRecords() == 3)
        let errors = try await browser.javaScriptErrors()
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The session list's rows: each one's session, app, events and state (a JavaScript function body).
    private static let listRows = """
        return [...document.querySelectorAll('#sessions tbody tr')].map((row) =>
          [...row.children].slice(0, 4).map((cell) => cell.textContent).join(' '));
        """

    /// The status line's state and text.
    private func statusLine() async throws -> [String] {
        try await browser.execute(
            "const line = document.getElementById('live-status'); return line ? [line.dataset.state, line.textContent] : [];")
    }

    /// Waits until the status line says `state`.
    private func waitForStatus(_ state: String) async throws {
        try await browser.waitUntil("document.getElementById('live-status')?.dataset.state === '\(state)'", seconds: 30)
    }

    /// The badges the tree shows, as `place<index> <kinds>`, sorted (a JavaScript function body).
    private static let badges = """
        return [...document.querySelectorAll('#tree g.place')].flatMap((node) => {
          const badge = node.querySelector('g.badge');
          return badge && badge.style.display !== 'none' ? [node.id + ' ' + badge.querySelector('title').textContent] : [];
        }).sort();
        """

    /// How many records the page shows.
    @Test("a screen recorded while the page is open shows in the RIB's details and the filmstrip, without a reload; its picture taken again comes by name")
    func screensArrive() async throws {
        let live = try await LiveFixture.start(session: "screens")
        defer { live.stop() }
        let root = live.activeRoot(isViewful: true)
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        try await browser.run("window.__ribvizSamePage = true;")
        let records = try await pageRecords()
        try await browser.click(try await browser.element(css: "#place0"))
        #expect(try await browser.elements(css: "#details-screen").isEmpty, "no picture of Root yet")
        #expect(try await browser.elements(css: "#filmstrip").isEmpty)

        live.recorder.recordScreen(of: root, image: ScreenedSession.square)
        try await waitForPage(records: records + 1)
        try await waitForImage("#details-screen img", width: 2, height: 2)
        #expect(try await browser.elements(css: "#filmstrip a").count == 1)
        // Root's place in the tree shows the picture as a tooltip.
        try await browser.focus(try await browser.element(css: "#place0"))
        try await waitForImage("#screen-tip:not([hidden]) img", width: 2, height: 2)

        // The same picture again, then another: the page holds each picture once.
        live.recorder.recordScreen(of: root, image: ScreenedSession.square)
        live.recorder.recordScreen(of: root, image: ScreenedSession.tall)
        try await waitForPage(records: records + 3)
        try await waitForImage("#details-screen img", width: 4, height: 5)
        let counts: [Int] = try await browser.execute(
            "return [document.querySelectorAll('#filmstrip a').length, new Set([...document.querySelectorAll('#filmstrip img')].map((image) => image.src)).size];")
        #expect(counts == [3, 2])
        let samePage: Bool = try await browser.execute("return window.__ribvizSamePage === true;")
        #expect(samePage)

        let saved = try String(contentsOf: live.folder.appendingPathComponent("screens.jsonl"), encoding: .utf8)
        let screenLines = saved.split(separator: "\n").filter { $0.contains(#""record":"screen""#) }
        #expect(screenLines.map { $0.contains(#""base64""#) } == [true, false, true])
        #expect(try await browser.javaScriptErrors().isEmpty)
    }

    @Test("Capture now asks an idle app for a picture, which shows in the RIB's details; Show on device says the app outlined the RIB")
    func captureNowAndShowOnDevice() async throws {
        let live = try await LiveFixture.start(session: "capture-now")
        defer { live.stop() }
        let root = live.activeRoot(isViewful: true)
        let recorder = live.recorder
        let outlined = Locked<[RibID]>([])
        live.sink.answerRequests { request in
            switch request.kind {
            case .capture: recorder.recordScreen(of: request.rib, image: ScreenedSession.square)
            case .outline: outlined.withLock { $0.append(request.rib) }
            }
            return .done
        }
        let sent = await live.sent()
        #expect(sent, "the app records nothing from here on")
        try await browser.open(live.page)
        try await browser.click(try await browser.element(css: "#place0"))
        #expect(try await browser.elements(css: "#details-screen").isEmpty, "no picture of Root yet")

        try await browser.click(try await browser.element(css: "#details button[data-request='capture']"))
        try await waitForAppAnswer("done")
        try await waitForImage("#details-screen img", width: 2, height: 2)
        #expect(try await appAnswer() == ["done", "The app took a picture of Root: it shows at the newest event."])

        try await browser.click(try await browser.element(css: "#details button[data-request='outline']"))
        try await browser.waitUntil("document.querySelector('#details .app-answer')?.textContent.includes('outlined')", seconds: 60)
        #expect(try await appAnswer() == ["done", "The app outlined Root on the device."])
        #expect(outlined.withLock { $0 } == [root])
        #expect(try await browser.javaScriptErrors().isEmpty)
    }

    @Test("a request for a RIB that is gone, or to an app that does not answer in time, gets a clear message in the RIB's details")
    func appRequestsThatFail() async throws {
        let live = try await LiveFixture.start(session: "requests-fail")
        defer { live.stop() }
        let (root, child) = launchRootWithLingeringChild(live.recorder)
        live.recorder.record(.detached(child, parent: root))
        let attached = Locked<Set<RibID>>([root])
        live.sink.answerRequests { request in
            attached.withLock { $0.contains(request.rib) } ? .done : .gone
        }
        let sent = await live.sent()
        #expect(sent)
        try await browser.open(live.page)
        try await browser.click(try await browser.element(css: "#place1"))
        try await browser.click(try await browser.element(css: "#details button[data-request='outline']"))
        try await waitForAppAnswer("gone")
        #expect(try await appAnswer() == ["gone", "Lingering is no longer attached in the app."])

        // An app whose sink answers no requests: the page says that it did not answer.
        let silent = try await LiveFixture.start(session: "silent-app", appRequestWaitNanoseconds: 500_000_000)
        defer { silent.stop() }
        _ = silent.activeRoot()
        let silentSent = await silent.sent()
        #expect(silentSent)
        try await browser.open(silent.page)
        try await browser.click(try await browser.element(css: "#place0"))
        try await browser.click(try await browser.element(css: "#details button[data-request='capture']"))
        try await waitForAppAnswer("expired")
        let answer = try await appAnswer()
        #expect(answer.last?.hasPrefix("The app did not answer within 0.5 s") == true, "\(answer)")
        #expect(try await browser.javaScriptErrors().isEmpty)
    }

    /// The state and words of the answer the selected RIB's details show.
    private func appAnswer() async throws -> [String] {
        try await browser.execute(
            "const line = document.querySelector('#details .app-answer'); return line ? [line.dataset.state || '', line.textContent] : [];")
    }

    /// Waits until the selected RIB's details show an answer of the app in `state`.
    private func waitForAppAnswer(_ state: String) async throws {
        try await browser.waitUntil("document.querySelector('#details .app-answer')?.dataset.state === '\(state)'", seconds: 60)
    }

    /// Waits until the image `selector` finds has loaded at `width` × `height` pixels.
    private func waitForImage(_ selector: String, width: Int, height: Int) async throws {
        try await browser.waitUntil(
            "(() => { const image = document.querySelector('\(selector)'); "
                + "return image !== null && image.complete && image.naturalWidth === \(width) && image.naturalHeight === \(height); })()")
    }

    private func pageRecords() async throws -> Int {
        let records: String = try await browser.execute("return document.getElementById('ribviz-live').dataset.records;")
        return try #require(Int(records))
    }

    /// Waits until the page shows `records` records; `seconds` only bounds a page that
    /// never gets there, generously for a loaded machine.
    private func waitForPage(records: Int, seconds: TimeInterval = 30) async throws {
        try await browser.waitUntil("document.getElementById('ribviz-live').dataset.records === '\(records)'", seconds: seconds)
    }

    /// Whether the event list's current row is wholly inside the list's box (a JavaScript expression).
    private static let currentEventInItsBox = """
        ((list, row) => row !== null && row.getBoundingClientRect().top >= list.getBoundingClientRect().top
          && row.getBoundingClientRect().bottom <= list.getBoundingClientRect().bottom)(document.getElementById('events'), document.querySelector('#events li.current'))
        """

    /// Expects every place of `before` (``placeBoxes``) where it stood.
    private static func expectStill(_ before: [[Double]], _ after: [[Double]]) {
        for (old, new) in zip(before, after) {
            #expect(zip(old, new).allSatisfy { abs($0 - $1) < stillness }, "place \(Int(old[0])) moved from \(old) to \(new)")
        }
    }

    /// How far, in CSS pixels, a place may seem to move and still not have moved: Chrome
    /// sizes the drawing in 1/64 px units, so a grown drawing's scale can differ from the
    /// old one in the fifth digit (0.01 px for a box 72 px wide). A real move is pixels.
    private static let stillness = 0.1

    /// Every place's index and the box of its shape on screen, in place order.
    private static let placeBoxes = """
        return [...document.querySelectorAll('#tree g.place')].map((node) => {
          const box = node.querySelector('path, polygon, ellipse').getBoundingClientRect();
          return [Number(node.id.slice(5)), box.x, box.y, box.width, box.height];
        }).sort((one, other) => one[0] - other[0]);
        """

    /// The tree's drawing's width and height, in points (its view box).
    private static let drawingSize = "const box = document.querySelector('#tree svg').viewBox.baseVal; return [box.width, box.height];"

    /// Launches `Root` and attaches `Lingering` under it: the sessions of the leak-grace tests.
    private func launchRootWithLingeringChild(_ recorder: RibRecorder) -> (root: RibID, child: RibID) {
        let root = recorder.declareRib(named: "Root")
        recorder.record(.launched(root))
        let child = recorder.declareRib(named: "Lingering")
        recorder.record(.built(child))
        recorder.record(.attached(child, parent: root))
        return (root, child)
    }
}

/// A live server on a free loopback port, saving into a new folder, and a recorder that
/// streams one session to it.
private struct LiveFixture {
    let server: LiveServer
    let folder: URL
    let sink: LiveTraceSink
    let recorder: RibRecorder
    /// The session's page.
    let page: URL

    static func start(
        session: String, leakGrace: Duration = TraceAnalysis.Options.defaultLeakGracePeriod, clock: ManualClock? = nil,
        appRequestWaitNanoseconds: UInt64 = 60_000_000_000
    ) async throws -> LiveFixture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-page-\(UUID())")
        var options = LiveServerOptions(port: 0, saveFolder: folder)
        options.analysisOptions.leakGracePeriod = leakGrace
        options.appRequestWaitNanoseconds = appRequestWaitNanoseconds
        let server = try LiveServer(options: options)
        let address = try await server.start()
        let sink = LiveTraceSink(url: address, session: session)
        let recorder = RibRecorder(app: AppInfo(name: "App"), sinks: [sink], clock: clock.map { .manual($0) } ?? .monotonic)
        return LiveFixture(server: server, folder: folder, sink: sink, recorder: recorder, page: address.appendingPathComponent("sessions/\(session)"))
    }

    /// Records a root RIB named Root, launched and activated.
    func activeRoot(isViewful: Bool? = nil) -> RibID {
        let root = recorder.declareRib(named: "Root", isViewful: isViewful)
        recorder.record(.launched(root))
        recorder.record(.activated(root))
        return root
    }

    /// Waits until the server holds every record, on a thread of its own: the in-process
    /// server needs the few threads Swift concurrency has.
    func sent() async -> Bool {
        let sink = sink
        return await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: sink.waitUntilSent(timeout: .seconds(10))) }.start()
        }
    }

    /// A new server on the port and save folder of ``server``, once that one stopped: it
    /// resumes the session from its saved file.
    func restartedServer() async throws -> LiveServer {
        var options = server.options
        options.port = try #require(page.port.flatMap { UInt16(exactly: $0) })
        let restarted = try LiveServer(options: options)
        try await restarted.start()
        return restarted
    }

    func stop() {
        let server = server
        Task { await server.stop() }
        try? FileManager.default.removeItem(at: folder)
    }
}
