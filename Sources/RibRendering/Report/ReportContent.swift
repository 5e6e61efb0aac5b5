/// Everything an HTML report shows: what the page holds as HTML (readable without
/// JavaScript) and the data its script needs to step through the events.
struct ReportContent {
    /// A labelled value, such as `events` and `106`.
    struct Figure: Encodable {
        var label: String
        var value: String
    }

    /// One finding of the analysis, as the page lists it.
    struct Finding {
        /// The kind in a few words: `leak`.
        var kind: String
        var message: String
        /// The event that shows it, by index.
        var event: Int
        var rib: UInt32?
    }

    var title: String
    var subtitle: String
    var summary: [Figure]
    /// The analysis's thresholds in words: `leak grace 1.000 s, maximum depth 5`.
    var thresholds: String
    var findings: [Finding]
    /// The tree after the last event, as SVG markup.
    var finalDrawing: String
    /// The lifecycle timeline, as SVG markup.
    var timelineDrawing: String
    /// The graphviz version that drew the pictures, as graphviz names itself.
    var graphvizVersion: String?
    /// What the page's script reads.
    var script: ReportScriptData
}

/// The JSON the report's script reads: texts are final (formatted for people), drawings
/// are SVG markup from graphviz, and events, RIBs and findings refer to each other by
/// index or RIB identifier.
struct ReportScriptData: Encodable {
    /// How an event changed the tree's shape.
    enum Change: String, Encodable {
        case attached
        case detached
    }

    /// One event of the trace.
    struct Event: Encodable {
        /// The event's sequence number.
        var sequence: UInt64
        /// Nanoseconds since the session started.
        var time: UInt64
        /// The time for people: `1.520 s`.
        var timeText: String
        /// The event as the trace's event log writes it: `attach LoggedIn to Root`.
        var line: String
        /// The tree state (an index into ``ReportScriptData/states``) right after the event.
        var state: Int
        /// The RIB the event is about, if any.
        var rib: UInt32?
        var change: Change?
        /// The findings this event shows, by index.
        var findings: [Int]
    }

    /// One RIB instance.
    struct Rib: Encodable {
        var id: UInt32
        /// The display name: `TransportHome#2` when several instances share a name.
        var name: String
        /// What the trace declares about it: types, scope, what the scope shares.
        var facts: [ReportContent.Figure]
        /// This instance's own story: built, each attachment, its end.
        var history: [ReportContent.Figure]
        /// The heading of ``lifetime``: it covers every instance of the name.
        var lifetimeTitle: String
        /// The lifetime figures of every instance of its name.
        var lifetime: [ReportContent.Figure]
        /// The events about it, by index.
        var events: [Int]
        /// The findings about it, by index.
        var findings: [Int]
    }

    /// One finding, for the caption and a RIB's details (the page lists them in full).
    struct Finding: Encodable {
        var kind: String
        var event: Int
    }

    /// The time axis of the timeline drawing, to place a cursor on it.
    struct TimeAxis: Encodable {
        /// Nanoseconds at the right end of the axis.
        var end: UInt64
        /// The `id` of the axis in the timeline drawing.
        var elementID: String
    }

    var events: [Event]
    /// The distinct tree states, as SVG markup.
    var states: [String]
    var ribs: [Rib]
    var findings: [Finding]
    var timeAxis: TimeAxis
}
