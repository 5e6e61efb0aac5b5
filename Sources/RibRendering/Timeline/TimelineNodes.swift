import Graphviz
import RibInspector

/// The pinned nodes a timeline is drawn with, in drawing order (later ones on top).
struct Nodes {
    private(set) var list: [Node] = []

    private mutating func add(_ role: String, _ attributes: Attributes, x: Double, y: Double, id: String? = nil) {
        var attributes = attributes
        attributes["pos"] = .text("\(rounded(x)),\(rounded(y))!")
        if let id { attributes["id"] = .text(id) }
        list.append(Node("\(role)\(list.count)", attributes: attributes))
    }

    /// A filled rectangle centred at `x`, `y`, sized in points; `id` names its SVG element.
    mutating func box(
        _ role: String, x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil,
        style: String = "filled", id: String? = nil
    ) {
        add(
            role,
            [
                "shape": "box", "style": .text(style), "fixedsize": "true",
                "width": .text(inches(width)), "height": .text(inches(height)),
                "fillcolor": .text(fill), "color": .text(stroke ?? fill), "penwidth": stroke == nil ? "0" : "0.8",
            ], x: x, y: y, id: id)
    }

    /// A bar per interval, from its start to its end, on a lane at `plot.y` of a time axis
    /// that starts at `plot.start` and has `plot.scale` points per nanosecond; the tooltip
    /// says `what`, then the interval.
    mutating func bars(
        _ role: String, _ intervals: [Timeline.Interval], _ plot: (y: Double, scale: Double, start: Double),
        height: Double, fill: String, stroke: String, style: String = "filled", what: String
    ) {
        for interval in intervals {
            let x0 = plot.start + Double(interval.start) * plot.scale
            let width = max(Double(interval.end - interval.start) * plot.scale, 1.5)
            let tooltip = "\(what) \(TimeWording.seconds(interval.start)) – \(TimeWording.seconds(interval.end))"
            add(
                role,
                [
                    "shape": "box", "style": .text(style), "fixedsize": "true",
                    "width": .text(inches(width)), "height": .text(inches(height)),
                    "fillcolor": .text(fill), "color": .text(stroke), "penwidth": "0.6", "tooltip": .text(tooltipEscaped(tooltip)),
                ], x: x0 + width / 2, y: plot.y)
        }
    }

    /// A plain text label.
    mutating func text(_ role: String, _ text: String, x: Double, y: Double, size: Int) {
        add(role, ["shape": "plaintext", "label": .text(labelEscaped(text)), "fontsize": .text(String(size)), "width": "0", "height": "0", "margin": "0"], x: x, y: y)
    }

    /// A label of HTML-like markup; callers escape the text inside it. `id` names its SVG
    /// element.
    mutating func html(_ role: String, _ markup: String, x: Double, y: Double, id: String? = nil) {
        add(role, ["shape": "plaintext", "label": .html(markup), "margin": "0"], x: x, y: y, id: id)
    }

    /// A marker on a lane (or in the legend, with no lane).
    mutating func marker(_ kind: Timeline.Marker.Kind, x: Double, y: Double, lane: String?, time: UInt64?) {
        let style = TimelineMarkerStyle(kind)
        var attributes: Attributes = [
            "shape": .text(style.shape), "style": "filled", "fixedsize": "true",
            "width": .text(inches(9)), "height": .text(inches(9)),
            "fillcolor": .text(style.colour), "color": .text(style.colour), "penwidth": "0.5",
        ]
        if let lane, let time {
            attributes["tooltip"] = .text(tooltipEscaped("\(lane): \(style.describe(kind)) at \(TimeWording.seconds(time))"))
        }
        add("marker", attributes, x: x, y: y)
    }

    private func inches(_ points: Double) -> String { String(rounded(points / 72)) }
    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

/// How a marker looks and what it says.
struct TimelineMarkerStyle {
    let shape: String
    let colour: String
    let legend: String

    init(_ kind: Timeline.Marker.Kind) {
        switch kind {
        case .built: (shape, colour, legend) = ("circle", "#bdbdbd", "built")
        case .loaded: (shape, colour, legend) = ("triangle", "#1565c0", "didLoad")
        case .deallocated: (shape, colour, legend) = ("square", "#212121", "deallocated")
        case .step: (shape, colour, legend) = ("diamond", "#ef6c00", "workflow step")
        case .anomaly: (shape, colour, legend) = ("octagon", "#c62828", "anomaly")
        }
    }

    func describe(_ kind: Timeline.Marker.Kind) -> String {
        switch kind {
        case .step(let name): "workflow step \(name)"
        case .anomaly(let text): text
        default: legend
        }
    }
}
