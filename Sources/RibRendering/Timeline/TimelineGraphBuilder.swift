import Graphviz
import RibInspector

/// Draws a ``Timeline`` on a true time axis: one lane per RIB, a light bar for each stay
/// in the live tree (coloured by the RIB's scope), a dotted red segment while it is alive
/// out of the live tree, a dark line inside while the interactor is active, a dotted grey
/// line after the router's deallocation while its interactor lives on, markers for load,
/// deallocation, workflow steps and every finding of ``RibInspector/TraceAnalysis`` (those
/// about no RIB on the time axis), labelled ticks and a legend.
///
/// Every position is pinned, so render the graph with the `nop` layout engine.
package struct TimelineGraphBuilder: Sendable {
    /// The width of the time axis in points.
    package var plotWidth: Double
    /// The height of one lane in points.
    package var laneHeight: Double

    private let nameColumnWidth = 180.0
    private var plotStart: Double { nameColumnWidth + 20 }

    /// Creates a builder.
    package init(plotWidth: Double = 900, laneHeight: Double = 26) {
        self.plotWidth = plotWidth
        self.laneHeight = laneHeight
    }

    /// The `id` of the time axis in SVG output: a rectangle whose left edge is the
    /// session's start and whose right edge is ``axisEnd(of:)``, for scripts that place a
    /// cursor on the drawing.
    package static let axisElementID = "time_axis"

    /// The `id` of a lane's name in SVG output.
    package static func laneElementID(of rib: RibID) -> String { "lane_rib\(rib.rawValue)" }

    /// The time, in nanoseconds since the session started, at the right end of the time
    /// axis drawn for `trace`: a round value at or after the end of the trace.
    package static func axisEnd(of trace: Trace) -> UInt64 {
        TimeAxis(duration: max(trace.endTime, 1)).end
    }

    /// The graph for a trace's timeline.
    package func graph(for trace: Trace) -> Graph {
        let timeline = Timeline(trace: trace)
        let duration = max(timeline.duration, 1)
        let axis = TimeAxis(duration: duration)
        let scale = plotWidth / Double(axis.end)
        var nodes = Nodes()
        let laneCount = timeline.lanes.count
        let axisY = 30.0
        let laneY = { (index: Int) in axisY + 10 + Double(laneCount - index) * laneHeight }
        let plotTop = laneY(0) + laneHeight / 2

        for tick in axis.ticks {
            let x = plotStart + Double(tick) * scale
            nodes.box("grid", x: x, y: (plotTop + axisY) / 2, width: 0.5, height: plotTop - axisY, fill: "#eeeeee")
            nodes.text("tick", TimeWording.axisLabel(tick, step: axis.step), x: x, y: axisY - 12, size: 10)
        }
        nodes.box(
            "axis", x: plotStart + plotWidth / 2, y: axisY, width: plotWidth, height: 0.8, fill: "#616161",
            id: TimelineGraphBuilder.axisElementID
        )

        let colours = Palette.Assignment(trace: trace)
        for (index, lane) in timeline.lanes.enumerated() {
            let y = laneY(index)
            let scopeName = lane.scope.flatMap { trace.scope($0)?.name }
            let colourKey = scopeName ?? lane.name
            let indent = String(repeating: "&#160;", count: 3 * lane.depth)
            nodes.html(
                "name",
                "<table border=\"0\" cellpadding=\"0\" fixedsize=\"true\" width=\"\(Int(nameColumnWidth))\" height=\"18\">"
                    + "<tr><td align=\"left\">\(indent)\(LabelShortening.html(lane.name))</td></tr></table>",
                x: 10 + nameColumnWidth / 2, y: y, id: TimelineGraphBuilder.laneElementID(of: lane.id)
            )
            let plot = (y: y, scale: scale, start: plotStart)
            let outside = VisualVocabulary.aliveOutsideBar
            let interactor = VisualVocabulary.interactorAfterRouterLine
            let (fill, stroke) = (colours.fill(for: colourKey), colours.stroke(for: colourKey))
            nodes.bars(
                "attached", lane.inLiveTree, plot, height: laneHeight * 0.62, fill: fill, stroke: stroke,
                what: "\(lane.name) in the live tree")
            nodes.bars(
                "offtree", lane.aliveOutsideLiveTree, plot, height: laneHeight * 0.62,
                fill: outside.fill, stroke: outside.stroke, style: outside.style,
                what: "\(lane.name) alive out of the live tree")
            nodes.bars(
                "active", lane.active, plot, height: laneHeight * 0.2, fill: stroke, stroke: stroke,
                what: "\(lane.name) active")
            nodes.bars(
                "interactor", lane.interactorAfterRouter, plot, height: laneHeight * 0.2,
                fill: interactor.fill, stroke: interactor.stroke, style: interactor.style,
                what: "\(lane.name)'s interactor alive after its router was deallocated,")
            for marker in lane.markers {
                nodes.marker(marker.kind, x: plotStart + Double(marker.time) * scale, y: y, lane: lane.name, time: marker.time)
            }
        }
        for marker in timeline.sessionMarkers {
            nodes.marker(marker.kind, x: plotStart + Double(marker.time) * scale, y: axisY, lane: "session", time: marker.time)
        }
        addLegend(
            to: &nodes, scopes: trace.scopes, colours: colours, y: axisY - 34,
            showsInteractors: timeline.lanes.contains { !$0.interactorAfterRouter.isEmpty }
        )
        return Graph(
            name: "RIB lifecycle timeline",
            attributes: [
                "label": .html("<b>\(LabelShortening.html(trace.header.app.name))</b> · RIB lifecycles over \(TimeWording.seconds(timeline.duration))"),
                "labelloc": "t", "fontname": "Helvetica", "fontsize": "14", "pad": "0.3",
            ],
            nodeDefaults: ["fontname": "Helvetica", "fontsize": "11", "label": ""],
            nodes: nodes.list
        )
    }

    private func addLegend(to nodes: inout Nodes, scopes: [ScopeDescriptor], colours: Palette.Assignment, y: Double, showsInteractors: Bool) {
        var row = LegendRow(x: plotStart, y: y)
        row.add("in the live tree", to: &nodes) { $0.box("legend", x: $1, y: $2, width: 14, height: 10, fill: "#dddddd", stroke: "#777777") }
        row.add("alive out of the live tree", to: &nodes) {
            let bar = VisualVocabulary.aliveOutsideBar
            $0.box("legend", x: $1, y: $2, width: 14, height: 10, fill: bar.fill, stroke: bar.stroke, style: bar.style)
        }
        row.add("active", to: &nodes) { $0.box("legend", x: $1, y: $2, width: 14, height: 4, fill: "#555555") }
        for kind in [Timeline.Marker.Kind.built, .loaded, .step(""), .anomaly(""), .deallocated] {
            row.add(TimelineMarkerStyle(kind).legend, to: &nodes) { $0.marker(kind, x: $1, y: $2, lane: nil, time: nil) }
        }
        if showsInteractors {
            row.add("interactor outlives router", to: &nodes) {
                let line = VisualVocabulary.interactorAfterRouterLine
                $0.box("legend", x: $1, y: $2, width: 14, height: 4, fill: line.fill, stroke: line.stroke, style: line.style)
            }
        }
        var scopeRow = LegendRow(x: plotStart, y: y - 18)
        var seen: Set<String> = []
        for scope in scopes where seen.insert(scope.name).inserted && seen.count <= 10 {
            scopeRow.add("\(scope.name) scope", to: &nodes) {
                $0.box("legend", x: $1, y: $2, width: 14, height: 10, fill: colours.fill(for: scope.name), stroke: colours.stroke(for: scope.name))
            }
        }
    }
}

/// Lays legend entries (a sample and its text) left to right.
private struct LegendRow {
    var x: Double
    let y: Double

    mutating func add(_ text: String, to nodes: inout Nodes, sample: (inout Nodes, Double, Double) -> Void) {
        sample(&nodes, x, y)
        let textWidth = Double(text.count) * 5.6
        nodes.text("legend", text, x: x + 10 + textWidth / 2, y: y, size: 10)
        x += 26 + textWidth
    }
}
