import Foundation

/// What the report's timeline shows in its scrolling box, read as a person sees it.
struct TimelineInView: Decodable {
    /// The places of the lanes whose names are wholly inside the box, below the axis, top to bottom.
    var lanes: [Int]
    /// The places of the lanes among them that have a bar in their row.
    var lanesWithBars: [Int]
    /// How far the axis is from the box's top, in CSS pixels.
    var axisOffset: Double
    /// How many lanes the drawing holds rows for (its height).
    var rows: Int
}

extension BrowserSession {
    /// Reads what the open report's timeline box shows now.
    func timelineInView() async throws -> TimelineInView {
        try await execute(
            """
            const timeline = document.getElementById('timeline');
            const box = timeline.getBoundingClientRect();
            const axis = timeline.querySelector('g.axis').getBoundingClientRect();
            const names = [...timeline.querySelectorAll('.lane-name')]
              .filter((name) => { const at = name.getBoundingClientRect(); return at.top >= axis.bottom && at.bottom <= box.bottom; })
              .sort((one, other) => one.getBoundingClientRect().top - other.getBoundingClientRect().top);
            const bars = [...timeline.querySelectorAll('rect[class^="bar-"]')].map((bar) => bar.getBoundingClientRect());
            const hasBar = (name) => { const at = name.getBoundingClientRect(); return bars.some((bar) => bar.top < at.bottom && bar.bottom > at.top); };
            const height = Number(timeline.querySelector('svg').getAttribute('height'));
            return { lanes: names.map((name) => Number(name.dataset.place)), lanesWithBars: names.filter(hasBar).map((name) => Number(name.dataset.place)),
              axisOffset: axis.top - box.top, rows: Math.round((height - 26 - 4) / 16) };
            """)
    }

    /// Turns the mouse wheel over the timeline until its box is scrolled to the bottom.
    func scrollTimelineToBottom() async throws {
        try await scroll(deltaY: 100_000, over: try await element(css: "#timeline"))
        try await waitUntil("((box) => box.scrollTop + box.clientHeight >= box.scrollHeight - 1)(document.getElementById('timeline'))")
        try await nextFrame()
    }
}
