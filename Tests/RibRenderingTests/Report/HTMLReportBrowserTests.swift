import Foundation
import RibExamples
import RibInspector
import RibRendering
import RibvizTestSupport
import Testing

/// The HTML report in a real browser (headless Chromium driven through ChromeDriver): it
/// loads without errors, and clicks and keys change what it shows. Skipped when the
/// browser or its driver is missing, unless `RIBVIZ_REQUIRE_TEST_TOOLS=1` (CI) makes that
/// a failure.
@Suite(
    "HTML report in a browser", .serialized, .sharedBrowser,
    .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.missingAdvice))
)
final class HTMLReportBrowserTests {
    private let browser: BrowserSession
    private let folder: URL

    init() throws {
        browser = try BrowserSession.shared()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes the report of `trace` and opens it at `fragment`.
    private func open(_ trace: Trace, fragment: String? = nil) async throws {
        let page = folder.appendingPathComponent("report.html")
        try HTMLReport().render(trace).write(to: page)
        try await browser.open(page, fragment: fragment)
    }

    /// What the page shows at the moment.
    private struct Shown: Decodable {
        /// The slider's position: the index of the event shown.
        var position: Int
        /// Each drawn place's state, by place index.
        var states: [String]
        var caption: String
        var address: String
        /// The heading of the RIB details.
        var title: String
    }

    private func shown() async throws -> Shown {
        try await browser.execute(
            """
            return {
              position: Number(document.getElementById('slider').value),
              states: [...document.querySelectorAll('#tree g.place')].map((node) => {
                const state = ['empty', 'active', 'inactive', 'detached'].find((name) => node.classList.contains('st-' + name));
                return [Number(node.id.slice('place'.length)), state];
              }).sort((a, b) => a[0] - b[0]).map((pair) => pair[1]),
              caption: document.getElementById('caption').textContent,
              address: location.hash,
              title: document.querySelector('#details h2').textContent,
            };
            """)
    }

    /// What the page shows once its address names the event `sequence`: the address is
    /// written at most a few times a second, so a step's reaches it a moment later.
    private func shown(addressing sequence: UInt64) async throws -> Shown {
        try await browser.waitUntil("new URLSearchParams(location.hash.slice(1)).get('event') === '\(sequence)'")
        return try await shown()
    }

    private func text(of selector: String) async throws -> String {
        try await browser.execute("return document.querySelector(arguments[0]).textContent;", arguments: [selector])
    }

    /// Each place's state after `count` events, as the page names it.
    private func states(_ places: SessionPlaces, afterEvents count: Int) -> [String] {
        places.mask(afterEvents: count).states.map { ["empty", "active", "inactive", "detached"][Int($0.rawValue)] }
    }

    @Test("it loads without errors, and the slider's keys and the step buttons replay the masks over the one drawing")
    func slider() async throws {
        let trace = ExampleSession.ticTacToe.record()
        let places = try SessionPlaces(trace)
        let loggedIn = try #require(trace.events.firstIndex { $0.kind == .attached(trace.ribs[1].id, parent: trace.ribs[0].id) })
        let middle = trace.events.count / 2
        try #require(0 < loggedIn && loggedIn < middle && middle > 3)
        try await open(trace)
        let initial = try await shown()
        #expect(initial.position == trace.events.count - 1)
        #expect(initial.states == states(places, afterEvents: trace.events.count))
        let drawing = try await browser.element(css: "#tree svg")

        // Keys on the focused slider: Home, then arrows forwards and back.
        try await browser.focus(try await browser.element(css: "#slider"))
        var moves: [(position: Int, shown: Shown)] = []
        let sequence = { (position: Int) in trace.events[position].sequence }
        try await browser.press(.home)
        moves.append((0, try await shown(addressing: sequence(0))))
        try await browser.press(.arrowRight, times: loggedIn)
        moves.append((loggedIn, try await shown(addressing: sequence(loggedIn))))
        try await browser.press(.arrowRight, times: middle - loggedIn)
        moves.append((middle, try await shown(addressing: sequence(middle))))
        try await browser.press(.arrowLeft, times: middle - 3)
        moves.append((3, try await shown(addressing: sequence(3))))
        for (position, move) in moves {
            let event = trace.events[position]
            #expect(move.position == position)
            #expect(move.states == states(places, afterEvents: position + 1), "after event index \(position)")
            #expect(move.caption.contains(trace.logLine(for: event.kind)))
            #expect(move.address == "#event=\(event.sequence)")
        }
        #expect(try await browser.element(css: "#tree svg") == drawing, "one drawing, never replaced")

        try await browser.click(try await browser.element(css: "#previous"))
        let previous = try await shown()
        #expect(previous.position == 2)
        #expect(previous.states == states(places, afterEvents: 3))
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("clicking a RIB shows its details; clicking the timeline jumps to that moment")
    func clicks() async throws {
        let trace = ExampleSession.ticTacToe.record()
        let root = trace.ribs[0]
        try await open(trace)
        let node = try await browser.element(css: "#place0")
        try await browser.click(node)
        let afterClick = try await shown()
        #expect(afterClick.title == trace.displayName(of: root.id))
        #expect(try await browser.execute("return arguments[0].classList.contains('selected');", arguments: [node]) == true)
        let details = try await text(of: "#details")
        #expect(details.contains(try #require(root.routerType)))
        #expect(details.contains("times attached"))
        #expect(afterClick.address == "#event=\(trace.events[trace.events.count - 1].sequence)&rib=\(root.id.rawValue)")

        // A click 5 pixels below the top of the plot, in its middle; the page is watched
        // for where the click landed.
        let plot = try await browser.element(css: "#timeline g.plot rect")
        try await browser.scrollIntoView(plot)
        let box = try await browser.rect(of: plot)
        try await browser.run("document.addEventListener('click', (click) => { window.clickedX = click.clientX; }, true);")
        try await browser.click(plot, offsetX: 0, offsetY: 5 - Int(box.height / 2))
        let clickedX: Double = try await browser.execute("return window.clickedX;")
        // The page shows the last event at or before the time there, with 3 pixels of grace.
        let time = (clickedX - box.x + 3) / box.width * Double(trace.endTime)
        let expected = try #require(trace.events.lastIndex { Double($0.time) <= time })
        #expect(try await shown().position == expected)
        let cursorX: Double = try await browser.execute("return Number(document.querySelector('#timeline line.cursor').getAttribute('x1'));")
        let plotX: Double = try await browser.execute("return arguments[0].getBBox().x;", arguments: [plot])
        #expect(cursorX > 0 && cursorX <= plotX + (clickedX - box.x) + 3)
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("an anomaly links to its moment, and the address opens the page there")
    func anomalyLinksAndAddresses() async throws {
        let session = AnomalousSession()
        let (trace, child, other) = (session.trace, session.child, session.other)
        let places = try SessionPlaces(trace)
        try await open(trace, fragment: "event=\(trace.events[1].sequence)&rib=\(other.rawValue)")
        let opened = try await shown()
        #expect(opened.position == 1)
        #expect(opened.title == "Other")

        let findings: [String] = try await browser.execute("return [...document.querySelectorAll('#findings li')].map((item) => item.textContent);")
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix(TraceFinding.Kind.attachedTwice.title) == true)
        try await browser.click(try await browser.element(css: "#findings a"))
        try await browser.nextFrame()
        let afterLink = try await shown()
        #expect(afterLink.position == 2)
        #expect(afterLink.states == states(places, afterEvents: 3))
        let badges: [String] = try await browser.execute(
            """
            return [...document.querySelectorAll('#tree g.badge')].filter((badge) => badge.style.display !== 'none')
              .map((badge) => badge.parentNode.id);
            """)
        #expect(badges == ["place\(try #require(places.eventPlaces[2]))"])

        try await browser.click(try await browser.element(css: "#last"))
        // Child is detached by the last event but still alive: the tree keeps it, red.
        #expect(try await shown().states == ["inactive", "detached", "inactive"])
        #expect(places.places[1].occupants == [child])

        try await browser.focus(try await browser.element(css: "#place1"))
        try await browser.press(.enter)
        #expect(try await shown().title == "Child")
        #expect(try await browser.elements(css: "#timeline polygon.marker").count == 1)
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("a link followed while an address write is due shows the link's moment, not the one the write puts back")
    func linkBeatsDueAddressWrite() async throws {
        let trace = AnomalousSession().trace
        let (shownFirst, linked) = (trace.events[1].sequence, trace.events[2].sequence)
        try await open(trace, fragment: "event=\(shownFirst)")
        #expect(try await shown().position == 1)
        // The navigation queues its hashchange; the write, as a due one would, puts the
        // address of the moment still shown back before that event runs.
        try await browser.run("location.hash = '#event=\(linked)'; history.replaceState(null, '', '#event=\(shownFirst)');")
        try await browser.waitUntil("Number(document.getElementById('slider').value) === 2")
        #expect(try await shown(addressing: linked).position == 2)
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("long names that share their start keep their ends in the timeline's lanes, and the whole name as the lane's tooltip")
    func longNamesStayApart() async throws {
        let names = ["Root", "HomeNotificationsPreferences", "HomeNotificationsPreferencesConfirm", "HomeNotificationsPreferencesSettings"]
        try await open(scopedTrace(names: names))
        let lanes: [[String]] = try await browser.execute(
            """
            return [...document.querySelectorAll('#timeline .lane-name')]
              .map((lane) => [lane.firstChild.data.trim(), lane.querySelector('title').textContent]);
            """)
        #expect(lanes.map { $0[1] } == names)
        let labels = lanes.map { $0[0] }
        #expect(Set(labels).count == labels.count, "labels shown: \(labels)")
        for (label, name) in zip(labels, names) {
            #expect(label.count <= 30, "\(label) is short enough for the lane")
            #expect(label == name || label.contains("…") && name.hasPrefix(label.prefix { $0 != "…" }), "\(label) starts as \(name)")
        }
        #expect(labels[3].hasSuffix("Settings") && labels[2].hasSuffix("Confirm"))
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("names from the trace are shown as text and never run")
    func hostileNames() async throws {
        let name = #"<img src=x onerror="window.pwned = true"><script>window.pwned = true</script>"#
        var trace = scopedTrace(names: ["Root", name, "OffGame", "TicTacToe"])
        trace.header.app.name = "</script><script>window.pwned = true</script>"
        let rib = try #require(trace.ribs.first { $0.name == name })
        try await open(trace, fragment: "rib=\(rib.id.rawValue)")
        // An image's failed load would run its handler a moment later.
        try await browser.nextFrame()
        #expect(try await browser.execute("return window.pwned === true;") == false)
        #expect(try await text(of: "h1") == trace.header.app.name)
        #expect(try await shown().title == name)
        #expect(try await text(of: "#events").contains("attach \(name) to Root"))
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("a name with a bidirectional control or a line break shows them as escapes, in the page's HTML and in what its script writes")
    func disguisedNames() async throws {
        let name = "Evil\u{202E}gpj.exe\nNext"
        var trace = scopedTrace(names: ["Root", name, "OffGame", "TicTacToe"])
        trace.header.app.name = "App\u{2066}"
        let rib = try #require(trace.ribs.first { $0.name == name })
        try await open(trace, fragment: "rib=\(rib.id.rawValue)")
        let shownName = "Evil\\u{202e}gpj.exe\\nNext"
        #expect(try await text(of: "h1") == "App\\u{2066}")
        #expect(try await shown().title == shownName)
        #expect(try await text(of: "#events").contains("attach \(shownName) to Root"))
        #expect(try await text(of: "#timeline").contains("Evil\\u{202e}"))
        let raw: Bool = try await browser.execute("return /[\\u202e\\u2066]/.test(document.body.innerText);")
        #expect(raw == false)
    }

    // MARK: Screens

    /// Waits until the image `selector` finds has loaded at `width` × `height` pixels.
    private func waitForImage(_ selector: String, width: Int, height: Int) async throws {
        try await browser.waitUntil(
            "(() => { const image = document.querySelector('\(selector)'); "
                + "return image !== null && image.complete && image.naturalWidth === \(width) && image.naturalHeight === \(height); })()")
    }

    @Test("the details of a RIB show its picture at the moment the slider is at, and none before its first")
    func detailsScreen() async throws {
        let session = ScreenedSession()
        let trace = session.trace
        try await open(trace, fragment: "event=\(trace.events[0].sequence)&rib=\(session.root.rawValue)")
        #expect(try await shown().title == "Root")
        #expect(try await text(of: "#details-screen").hasPrefix("No picture yet"))
        #expect(try await browser.elements(css: "#details-screen img").isEmpty)
        #expect(try await browser.elements(css: "#details button[data-request]").isEmpty, "a report has no app to ask for a picture")

        try await browser.focus(try await browser.element(css: "#slider"))
        try await browser.press(.arrowRight)
        try await waitForImage("#details-screen img", width: 2, height: 2)
        #expect(try await shown().position == 1)
        try await browser.press(.arrowRight, times: 3)
        try await waitForImage("#details-screen img", width: 3, height: 1)
        #expect(try await shown().position == 4)
        #expect(try await text(of: "#details-screen").contains("Taken at 1.600 s"))
        try await browser.press(.arrowRight)
        try await waitForImage("#details-screen img", width: 2, height: 2)
        try await browser.press(.arrowLeft, times: 5)
        try await browser.waitUntil("document.querySelector('#details-screen img') === null")
        #expect(try await shown().position == 0)
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("hovering a RIB in the tree, or focusing it, shows its picture now as a tooltip")
    func screenTooltip() async throws {
        let session = ScreenedSession()
        let places = try SessionPlaces(session.trace)
        let childPlace = try #require(places.places.firstIndex { $0.occupants.contains(session.child) })
        try await open(session.trace)
        #expect(try await browser.execute("return document.getElementById('screen-tip').hidden;") == true)
        let root = try await browser.element(css: "#place0")
        try await browser.scrollIntoView(root)
        try await browser.hover(root)
        try await browser.waitUntil("!document.getElementById('screen-tip').hidden")
        try await waitForImage("#screen-tip img", width: 2, height: 2)
        #expect(try await text(of: "#screen-tip").contains("Root at 2.600 s"))

        try await browser.focus(try await browser.element(css: "#place\(childPlace)"))
        try await waitForImage("#screen-tip img", width: 4, height: 5)
        #expect(try await text(of: "#screen-tip").contains("Child at 0.600 s"))
        try await browser.focus(try await browser.element(css: "#slider"))
        try await browser.waitUntil("document.getElementById('screen-tip').hidden")
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("the filmstrip shows every screen in order; a thumbnail opens its moment and selects its RIB")
    func filmstrip() async throws {
        let session = ScreenedSession()
        let trace = session.trace
        try await open(trace, fragment: "event=\(trace.events[0].sequence)")
        try await browser.scrollIntoView(try await browser.element(css: "#filmstrip"))
        let sizes: [[Int]] = try await browser.execute(
            """
            return Promise.all([...document.querySelectorAll('#filmstrip a img')].map((image) =>
              image.decode().then(() => [image.naturalWidth, image.naturalHeight])));
            """)
        #expect(sizes == session.screens.map { [$0.picture.pixelWidth, $0.picture.pixelHeight] })

        let thumbnails = try await browser.elements(css: "#filmstrip a")
        try await browser.click(thumbnails[2])
        let moment = session.screens[2].event
        let opened = try await shown(addressing: trace.events[moment].sequence)
        #expect(opened.position == moment)
        #expect(opened.title == "Root")
        #expect(opened.address == "#event=\(trace.events[moment].sequence)&rib=\(session.root.rawValue)")
        #expect(try await browser.execute("return document.getElementById('place0').classList.contains('selected');") == true)
        #expect(try await browser.execute("return arguments[0].classList.contains('current');", arguments: [thumbnails[2]]) == true)
        try await waitForImage("#details-screen img", width: 3, height: 1)

        try await browser.click(thumbnails[1])
        let child = try await shown(addressing: trace.events[session.screens[1].event].sequence)
        #expect(child.position == session.screens[1].event)
        #expect(child.title == "Child")
        try await waitForImage("#details-screen img", width: 4, height: 5)
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("a screen's RIB name stays text, and a picture of a type other than PNG or JPEG never becomes an image")
    func hostileScreens() async throws {
        let name = #"<img src=x onerror="window.pwned = true">"#
        let clock = ManualClock()
        let recorder = RibRecorder(app: AppInfo(name: "Hostile"), clock: .manual(clock))
        let root = recorder.declareRib(named: name, isViewful: true)
        recorder.record(.launched(root))
        recorder.recordScreen(of: root, image: ScreenedSession.square)
        let page = folder.appendingPathComponent("report.html")
        try HTMLReport().render(recorder.trace()).write(to: page)
        try await browser.open(page, fragment: "rib=\(root.rawValue)")
        let thumbnail = try await browser.element(css: "#filmstrip a")
        #expect(try await browser.execute("return arguments[0].title;", arguments: [thumbnail]) == "\(name) at 0.000 s")
        try await browser.hover(try await browser.element(css: "#place0"))
        try await waitForImage("#screen-tip img", width: 2, height: 2)
        #expect(try await text(of: "#screen-tip").contains(name))
        #expect(try await browser.execute("return window.pwned === true;") == false)

        // A page whose data claims another media type shows no image for it.
        let html = try String(contentsOf: page, encoding: .utf8)
        let tampered = folder.appendingPathComponent("tampered.html")
        #expect(html.contains(#""mediaType":"image/png""#))
        try html.replacingOccurrences(of: #""mediaType":"image/png""#, with: #""mediaType":"text/html""#).write(to: tampered, atomically: true, encoding: .utf8)
        try await browser.open(tampered, fragment: "rib=\(root.rawValue)")
        let sources: [Bool] = try await browser.execute(
            "return [...document.querySelectorAll('#filmstrip img, #details-screen img')].map((image) => image.hasAttribute('src'));")
        #expect(sources == [false, false])
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("a report without screens has no filmstrip, no tooltip and no screen in the details")
    func noScreens() async throws {
        let session = ScreenedSession()
        try await open(session.withoutScreens, fragment: "rib=\(session.root.rawValue)")
        #expect(try await shown().title == "Root")
        let found: [Bool] = try await browser.execute(
            "return ['filmstrip', 'screen-tip', 'details-screen'].map((id) => document.getElementById(id) !== null);")
        #expect(found == [false, false, false])
        #expect(try await browser.javaScriptErrors() == [])
    }
}
