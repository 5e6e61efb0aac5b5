/// A graphviz output format: what a rendering produces.
///
/// The common formats have names (``svg``, ``png``, ``pdf``, ``dot``, ...); any
/// other format the installed graphviz offers works through ``init(name:)``,
/// including an explicit renderer such as `"png:cairo"`.
/// ``GraphvizRenderer/availableFormats`` lists what is installed, and rendering
/// to a format that is not installed throws
/// ``GraphvizError/unknownFormat(_:available:)``.
public struct OutputFormat: Hashable, Sendable {
    /// The format's graphviz name, as in `dot -T<name>`.
    public var name: String

    /// Creates a format by its graphviz name.
    ///
    /// - Parameter name: The name graphviz knows the format by, as in `dot -T<name>`;
    ///   `format:renderer` picks a renderer, as `dot -T` does.
    public init(name: String) {
        self.name = name
    }

    /// Scalable Vector Graphics (text).
    public static let svg = OutputFormat(name: "svg")
    /// PNG image (binary).
    public static let png = OutputFormat(name: "png")
    /// PDF document (binary).
    public static let pdf = OutputFormat(name: "pdf")
    /// DOT with the layout's positions and sizes added as attributes.
    public static let dot = OutputFormat(name: "dot")
    /// DOT as graphviz writes it, with the layout's attributes, pretty-printed.
    public static let canon = OutputFormat(name: "canon")
    /// DOT with drawing instructions (`_draw_`, `_ldraw_`, ...) added.
    public static let xdot = OutputFormat(name: "xdot")
    /// JSON with the layout's attributes and drawing instructions.
    public static let json = OutputFormat(name: "json")
    /// Simple line-based text: positions and sizes in inches.
    public static let plain = OutputFormat(name: "plain")

    /// Devices graphviz has that are never offered nor rendered to, each with the reason:
    /// they do more than hand back the picture's bytes. Rendering to one throws
    /// ``GraphvizError/unknownFormat(_:available:)``.
    public static let withheldDevices: [String: String] = [
        "gtk": "it opens a window instead of producing a file",
        "x11": "it opens a window instead of producing a file",
        "xlib": "it opens a window instead of producing a file",
        "vrml": "graphviz's VRML renderer also writes a PNG file for every node into the current folder, outside any output folder",
    ]

    /// Why this format is never rendered to (see ``withheldDevices``), or `nil` when it may be.
    public var withheldReason: String? {
        Self.withheldDevices[String(device)]
    }

    /// The device part of the name: `png` for `png:cairo`.
    var device: Substring {
        name.prefix { $0 != ":" }
    }
}

extension OutputFormat: CustomStringConvertible {
    /// The format's graphviz name.
    public var description: String { name }
}
