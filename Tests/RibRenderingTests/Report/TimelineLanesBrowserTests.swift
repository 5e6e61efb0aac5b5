import Foundation
import RibInspector
import RibRendering
import Testing

/// The report's timeline draws the lanes a person can see in its scrolling box: scrolled
/// with the mouse wheel, the box shows the right lanes, each with its bars, under an axis
/// that stays at the top.
@Suite(
    "The timeline's lanes in view, in a browser", .serialized, .sharedBrowser,
    .enabled(if: BrowserTools.shouldRun, Comment(rawValue: BrowserTools.missingAdvice))
)
final class TimelineLanesBrowserTests {
    private let browser: BrowserSession
    private let folder: URL
    private let session = WideSession()
    private let places: SessionPlaces

    init() throws {
        browser = try BrowserSession.shared()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-timeline-lanes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        places = try SessionPlaces(session.trace)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every place, depth first: the timeline's lanes in order.
    private var laneOrder: [Int] {
        places.places.filter { $0.parent == nil }.flatMap { [$0.id] + places.descendants(of: $0.id) }
    }

    @Test("scrolled with the wheel, the timeline's box shows the next lanes in tree order, each with its bar, under the axis; at the bottom, the last lanes")
    func scrollingShowsTheRightLanes() async throws {
        let page = folder.appendingPathComponent("wide.report.html")
        try HTMLReport().render(session.trace).write(to: page)
        try await browser.open(page)
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
