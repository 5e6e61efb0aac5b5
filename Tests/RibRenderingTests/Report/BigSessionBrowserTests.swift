import Foundation
import RibInspector
import RibRendering
import Testing

/// The HTML report of a big app in a real browser, used as a person would: typing a search,
/// pressing keys, collapsing, focusing, zooming, clicking an anomaly and scrolling the
/// timeline, with the RIB concerned always inside the viewport.
@Suite(
    "HTML report of a 177-RIB session in a browser", .serialized, .sharedBrowser,
    .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.missingAdvice))
)
final class BigSessionBrowserTests {
    private let browser: BrowserSession
    private let folder: URL
    private let session = WideSession()
    private let places: SessionPlaces

    init() throws {
        browser = try BrowserSession.shared()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-big-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        places = try SessionPlaces(session.trace)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func open(fragment: String? = nil) async throws {
        let page = folder.appendingPathComponent("wide.report.html")
        try HTMLReport().render(session.trace).write(to: page)
        try await browser.open(page, fragment: fragment)
    }

    private func place(named name: String) throws -> Int {
        try #require(places.places.first { $0.name == name }?.id)
    }

    private func node(_ place: Int) async throws -> WebElement {
        try await browser.element(css: "#place\(place)")
    }

    private func isHidden(_ place: Int) async throws -> Bool {
        try await browser.execute("return document.getElementById(arguments[0]).classList.contains('hidden');", arguments: ["place\(place)"])
    }

    @Test("the wide tree is drawn left to right, and opens on the last event's RIB, inside the viewport")
    func opensReadable() async throws {
        try await open()
        let direction: String = try await browser.execute("return JSON.parse(document.getElementById('ribviz-data').textContent).direction;")
        #expect(direction == "lr")
        let leaked = try place(named: "PaymentsPicker")
        #expect(try await browser.isInViewport(try await node(leaked)))
        // Alive out of the tree, red, with the leak's badge.
        #expect(
            try await browser.execute(
                """
                const node = document.getElementById(arguments[0]);
                return node.classList.contains('st-detached') && getComputedStyle(node.querySelector('.badge')).display !== 'none';
                """, arguments: ["place\(leaked)"]) == true)
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("/ focuses the search; typing highlights the matches and scrolls the first into view; Enter opens it, then goes to the next")
    func search() async throws {
        try await open()
        try await browser.run("document.getElementById('tree').scrollTo(0, 0);")
        try await browser.press(.slash)
        let search = try await browser.element(css: "#search")
        #expect(try await browser.execute("return document.activeElement === arguments[0];", arguments: [search]) == true)
        try await browser.sendKeys("summary", to: search)
        let summaries = places.places.filter { $0.name.lowercased().contains("summary") }.map(\.id)
        #expect(summaries.count == 16)
        #expect(try await browser.execute("return document.getElementById('search-count').textContent;") == "1 of 16 RIBs")
        let matched: [String] = try await browser.execute("return [...document.querySelectorAll('#tree g.match')].map((node) => node.id).sort();")
        #expect(matched == summaries.map { "place\($0)" }.sorted())
        let first: String = try await browser.execute("return document.querySelector('#tree g.match-current').id;")
        #expect(try await browser.isInViewport(try await browser.element(css: "#\(first)")))
        // The first Enter opens the match shown; each one after goes to the next.
        try await browser.press(.enter, times: 10)
        let tenth: String = try await browser.execute("return document.querySelector('#tree g.match-current').id;")
        #expect(tenth != first)
        #expect(try await browser.isInViewport(try await browser.element(css: "#\(tenth)")))
        #expect(try await browser.execute("return document.getElementById('search-count').textContent;") == "10 of 16 RIBs")
        // By type too: the router's name finds its RIB.
        try await browser.press(.escape)
        try await browser.press(.slash)
        try await browser.sendKeys("WalletEditorRouter", to: search)
        #expect(try await browser.execute("return document.querySelector('#tree g.match-current').id;") == "place\(try place(named: "WalletEditor"))")
        #expect(try await browser.javaScriptErrors() == [])
    }

    /// How the search's ring around the current match looks beside that RIB's node.
    private struct SearchRing: Decodable {
        /// The RIB the search shows.
        var match: String
        /// Whether a ring is drawn, and how far outside the node's shape it lies on its
        /// nearest side, in CSS pixels.
        var drawn: Bool
        var gap: Double
        /// Whether every stroke of the ring has a colour other than the node's fill and its outline.
        var distinct: Bool
        /// The ring's opacity, with that of everything around it.
        var opacity: Double
    }

    private func searchRing() async throws -> SearchRing {
        try await browser.execute(
            """
            const node = document.querySelector('#tree g.match-current'), ring = document.querySelector('#tree .search-ring');
            if (!node || !ring || getComputedStyle(ring).display === 'none') return { match: node ? node.id : '', drawn: false, gap: 0, distinct: false, opacity: 0 };
            const shape = node.querySelector('path, polygon, ellipse'), inner = shape.getBoundingClientRect(), outer = ring.getBoundingClientRect();
            const gap = Math.min(inner.left - outer.left, inner.top - outer.top, outer.right - inner.right, outer.bottom - inner.bottom);
            const look = getComputedStyle(shape), strokes = [ring, ...ring.querySelectorAll('*')]
              .map((part) => getComputedStyle(part).stroke).filter((stroke) => stroke !== 'none');
            let opacity = 1;
            for (let element = ring; element; element = element.parentElement) opacity *= Number(getComputedStyle(element).opacity);
            return { match: node.id, drawn: true, gap, opacity,
              distinct: strokes.length > 0 && strokes.every((stroke) => stroke !== look.fill && stroke !== look.stroke) };
            """)
    }

    /// Types `name` into the emptied search box, as a person who pressed `/`.
    private func find(_ name: String) async throws {
        try await browser.press(.escape)
        try await browser.press(.slash)
        try await browser.sendKeys(name, to: try await browser.element(css: "#search"))
    }

    @Test("the search draws a ring outside the RIB it shows, in colours of its own, on a red RIB, a faint one and one out of the tree that is hidden")
    func searchRingOnEveryStyle() async throws {
        try await open(fragment: "event=\(session.trace.events[0].sequence)")
        let leaked = try place(named: "PaymentsPicker"), editor = try place(named: "WalletEditor")
        try await find("WalletEditor")
        let faint = try await searchRing()
        #expect(faint.match == "place\(editor)")
        #expect(try await browser.execute("return document.getElementById(arguments[0]).classList.contains('st-empty');", arguments: ["place\(editor)"]))
        try await browser.press(.escape)
        try await browser.press(.end)
        try await find("PaymentsPicker")
        let red = try await searchRing()
        #expect(red.match == "place\(leaked)")
        try await browser.click(try await browser.element(css: "#show-detached"))
        let hidden = try await searchRing()
        for (style, ring) in [("faint", faint), ("red", red), ("hidden out of the tree", hidden)] {
            #expect(ring.drawn, "\(style)")
            #expect(ring.gap >= 2, "\(style): the ring lies outside the node")
            #expect(ring.distinct, "\(style): the ring has colours of its own")
            #expect(ring.opacity == 1, "\(style): the ring is not faded with the node")
        }
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("typing a name and pressing Enter selects that RIB and opens its details; Enter again goes to the next match")
    func searchOpensDetails() async throws {
        try await open()
        let title = { () async throws -> String in try await self.browser.execute("return document.querySelector('#details h2').textContent;") }
        try await find("WalletEditor")
        try await browser.press(.enter)
        #expect(try await title() == "WalletEditor")
        #expect(try await browser.execute("return document.getElementById(arguments[0]).classList.contains('selected');", arguments: ["place\(try place(named: "WalletEditor"))"]))
        #expect(try await browser.execute("return document.activeElement.id;") == "search", "the search keeps the keys")
        // "Home" is a RIB and the start of its screens' names: the first Enter opens Home itself.
        try await find("Home")
        try await browser.press(.enter)
        #expect(try await title() == "Home")
        try await browser.press(.enter)
        #expect(try await title() == "HomeDetails")
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("holding the right arrow writes the address a few times a second, and it shows the last moment once the key is up; an anomaly's link still goes")
    func addressKeepsUpWithHeldKeys() async throws {
        try await open()
        try await browser.press(.home)
        try await browser.run(
            """
            window.addressWrites = [];
            const write = history.replaceState.bind(history);
            history.replaceState = (...parameters) => { window.addressWrites.push(performance.now()); return write(...parameters); };
            """)
        let steps = 300
        try #require(session.trace.events.count > steps)
        try await browser.press(.arrowRight, times: steps)
        #expect(try await browser.execute("return Number(document.getElementById('slider').value);") == steps)
        try await browser.waitUntil("location.hash === '#event=\(session.trace.events[steps].sequence)'")
        let gaps: [Double] = try await browser.execute("return window.addressWrites.slice(1).map((time, index) => time - window.addressWrites[index]);")
        #expect(gaps.allSatisfy { $0 >= 200 }, "at most five writes a second: \(gaps.filter { $0 < 200 }.count) came sooner")

        let link = try await browser.element(css: "#findings a")
        let target: String = try await browser.execute("return arguments[0].hash;", arguments: [link])
        try await browser.scrollIntoView(link)
        try await browser.click(link)
        try await browser.waitUntil("Number(document.getElementById('slider').value) === \(session.trace.events.count - 1)")
        try await browser.waitUntil("location.hash === '\(target)'")
        #expect(try await browser.execute("return document.querySelector('#details h2').textContent;") == "PaymentsPicker")
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("double-clicking a RIB collapses its subtree without selecting text, and the RIB stays where it was on screen")
    func doubleClickKeepsTheRib() async throws {
        try await open()
        let root = try place(named: "Root")
        let node = try await node(root)
        // The RIB in the upper half of the window, the page scrolled down so far that
        // collapsing, which makes the timeline below shorter, makes the page too short for it.
        try await browser.scrollIntoView(node)
        try await browser.run("window.scrollBy(0, innerHeight * 0.3);")
        let before = try await browser.rect(of: node)
        try await browser.doubleClick(node)
        try await browser.nextFrame()
        #expect(try await isHidden(try place(named: "Payments")))
        #expect(try await browser.execute("return String(window.getSelection());") == "")
        let after = try await browser.rect(of: node)
        #expect(try await browser.isInViewport(node))
        #expect(abs(after.x - before.x) <= 2 && abs(after.y - before.y) <= 2, "moved from \(before) to \(after)")
        #expect(try await browser.javaScriptErrors() == [])
    }

    /// The timeline's lanes: how many the drawing has rows for, and the places of those drawn
    /// (the rows in and around its box).
    private func timelineLanes() async throws -> (rows: Int, drawn: [Int]) {
        let lanes: [Int] = try await browser.execute(
            """
            const timeline = document.getElementById('timeline');
            return [Math.round((Number(timeline.querySelector('svg').getAttribute('height')) - 30) / 16),
              ...[...timeline.querySelectorAll('.lane-name')].map((name) => Number(name.dataset.place))];
            """)
        return (lanes[0], Array(lanes.dropFirst()))
    }

    @Test("double-clicking a RIB collapses its subtree, which says how many RIBs are below; its timeline lanes go too; the fold expands it")
    func collapse() async throws {
        try await open()
        let payments = try place(named: "Payments")
        let screens = places.descendants(of: payments)
        #expect(screens.count == 10)
        let lanesBefore = try await timelineLanes()
        #expect(Set(lanesBefore.drawn).isSuperset(of: screens))
        try await browser.run("arguments[0].dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));", arguments: [try await node(payments)])
        for screen in screens { #expect(try await isHidden(screen)) }
        #expect(try await browser.execute("return document.querySelector('#place\(payments) .fold text').textContent;") == "+10")
        let lanesAfter = try await timelineLanes()
        #expect(lanesAfter.rows == lanesBefore.rows - 10)
        #expect(Set(lanesAfter.drawn).isDisjoint(with: screens))
        try await browser.click(try await browser.element(css: "#place\(payments) .fold"))
        for screen in screens { #expect(try await !isHidden(screen)) }
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("focusing a subtree hides the rest and fits it in view; Show all brings everything back")
    func focus() async throws {
        try await open()
        let wallet = try place(named: "Wallet")
        try await browser.click(try await node(wallet))
        try await browser.click(try await browser.element(css: "#details .actions button:nth-child(2)"))
        #expect(try await isHidden(try place(named: "Home")))
        #expect(try await !isHidden(try place(named: "WalletFlow")))
        #expect(try await browser.isInViewport(try await node(try place(named: "WalletFlow"))))
        #expect(try await browser.isInViewport(try await node(try place(named: "WalletDetails"))))
        try await browser.click(try await browser.element(css: "#expand-all"))
        #expect(try await !isHidden(try place(named: "Home")))
    }

    @Test("clicking the anomaly goes to its moment and scrolls its RIB into view, wherever the tree was scrolled")
    func anomalyInView() async throws {
        try await open(fragment: "event=0")
        let leaked = try place(named: "PaymentsPicker")
        try await browser.run("const tree = document.getElementById('tree'); tree.scrollTo(tree.scrollWidth, tree.scrollHeight); window.scrollTo(0, document.body.scrollHeight);")
        let link = try await browser.element(css: "#findings a")
        try await browser.scrollIntoView(link)
        try await browser.click(link)
        try await browser.waitUntil("Number(document.getElementById('slider').value) === \(session.trace.events.count - 1)")
        #expect(try await browser.isInViewport(try await node(leaked)))
        #expect(try await browser.execute("return document.querySelector('#details h2').textContent;") == "PaymentsPicker")
    }

    /// The event of the row the event list marks current ("Event 12"), when that row is wholly inside the list's box.
    private func currentEventRowInBox() async throws -> String {
        // The list scrolls to the current row in the frame after a step.
        try await browser.nextFrame()
        return try await browser.execute(
            """
            const list = document.getElementById('events'), row = list.querySelector('li.current');
            if (!row) return 'no current row';
            const box = list.getBoundingClientRect(), at = row.getBoundingClientRect();
            if (at.top < box.top || at.bottom > box.bottom) return 'current row out of the box';
            return row.querySelector('button').title.split(':')[0];
            """)
    }

    @Test("zoom buttons and keys change the drawing's size around what is shown; the arrow keys step")
    func zoomAndKeys() async throws {
        try await open()
        let width = { () async throws -> Double in try await self.browser.execute("return document.querySelector('#tree svg').getBoundingClientRect().width;") }
        let start = try await width()
        try await browser.click(try await browser.element(css: "#zoom-in"))
        let larger = try await width()
        #expect(larger > start * 1.2)
        try await browser.focus(try await browser.element(css: "#tree"))
        try await browser.press(.character("-"), times: 2)
        #expect(try await width() < larger)
        try await browser.press(.home)
        #expect(try await browser.execute("return Number(document.getElementById('slider').value);") == 0)
        try await browser.press(.arrowRight, times: 5)
        #expect(try await browser.execute("return Number(document.getElementById('slider').value);") == 5)
        // The event list scrolls by rows of one height: the current event's row is in its box, at the start and at the end.
        #expect(try await currentEventRowInBox() == "Event \(session.trace.events[5].sequence)")
        let states: [String] = try await browser.execute(
            """
            return [...document.querySelectorAll('#tree g.place')].sort((a, b) => Number(a.id.slice(5)) - Number(b.id.slice(5)))
              .map((node) => ['empty', 'active', 'inactive', 'detached'].find((name) => node.classList.contains('st-' + name)));
            """)
        #expect(states == places.mask(afterEvents: 6).states.map { ["empty", "active", "inactive", "detached"][Int($0.rawValue)] })
        try await browser.press(.end)
        #expect(try await currentEventRowInBox() == "Event \(try #require(session.trace.events.last).sequence)")
        #expect(try await browser.javaScriptErrors() == [])
    }

    @Test("the event list scrolled away by the user comes back to the current event at the next step")
    func eventListComesBackAfterTheUserScrollsIt() async throws {
        try await open()
        try await browser.focus(try await browser.element(css: "#tree"))
        try await browser.press(.home)
        try await browser.press(.arrowRight, times: 30)
        #expect(try await currentEventRowInBox() == "Event \(session.trace.events[30].sequence)")
        try await browser.scroll(deltaY: 2_000, over: try await browser.element(css: "#events"))
        #expect(try await currentEventRowInBox() == "current row out of the box")
        try await browser.focus(try await browser.element(css: "#tree"))
        try await browser.press(.arrowRight)
        #expect(try await currentEventRowInBox() == "Event \(session.trace.events[31].sequence)")
    }

    /// Every place, depth first: the timeline's lanes in order.
    private var laneOrder: [Int] {
        places.places.filter { $0.parent == nil }.flatMap { [$0.id] + places.descendants(of: $0.id) }
    }

    @Test("scrolled with the wheel, the timeline's box shows the next lanes in tree order, each with its bar, under the axis; at the bottom, the last lanes")
    func scrollingShowsTheRightLanes() async throws {
        try await open()
        let timeline = try await browser.element(css: "#timeline")
        try await browser.scrollIntoView(timeline)
        let order = laneOrder
        #expect(order.count == 177)

        let top = try await browser.timelineInView()
        #expect(top.rows == order.count)
        #expect(top.lanes.count >= 30, "the box is full of lanes")
        #expect(top.lanes == Array(order.prefix(top.lanes.count)))
        #expect(top.lanesWithBars == top.lanes)
        #expect(abs(top.axisOffset) < 2)

        // Down by about 60 lanes: the lanes below the first screenful, drawn as they come.
        try await browser.scroll(deltaY: 960, over: timeline)
        try await browser.waitUntil("document.getElementById('timeline').scrollTop > 0")
        try await browser.nextFrame()
        let middle = try await browser.timelineInView()
        let first = try #require(middle.lanes.first.flatMap { order.firstIndex(of: $0) })
        #expect(first > top.lanes.count, "the lanes of the first screenful scrolled away")
        #expect(abs(middle.lanes.count - top.lanes.count) <= 1)
        #expect(middle.lanes == Array(order[first..<(first + middle.lanes.count)]))
        #expect(middle.lanesWithBars == middle.lanes)
        #expect(abs(middle.axisOffset) < 2, "the axis stays at the top of the box")

        // To the bottom: the last lanes, the last one at the bottom.
        try await browser.scrollTimelineToBottom()
        let bottom = try await browser.timelineInView()
        #expect(bottom.lanes.count >= 30)
        #expect(bottom.lanes == Array(order.suffix(bottom.lanes.count)))
        #expect(bottom.lanesWithBars == bottom.lanes)
        #expect(abs(bottom.axisOffset) < 2)

        // A lane's name there still selects its RIB.
        let last = try #require(order.last)
        try await browser.click(try await browser.element(css: "#timeline .lane-name[data-place='\(last)']"))
        #expect(try await browser.execute("return document.querySelector('#details h2').textContent;") == places.places[last].name)
        #expect(try await browser.javaScriptErrors() == [])
    }
}
