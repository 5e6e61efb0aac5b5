/// Everything an HTML report shows, as the JSON its page script reads: texts are final
/// (formatted for people), drawings are SVG markup from graphviz, and events, RIBs and
/// findings refer to each other by index or RIB identifier.
struct ReportContent: Encodable {
    /// A labelled value, such as `events` and `106`.
    struct Figure: Encodable {
        var label: String
        var value: String
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
        /// The tree state (an index into ``ReportContent/states``) right after the event.
        var state: Int
        /// The RIB the event is about, if any.
        var rib: UInt32?
        /// `attached` or `detached` when the event changed the tree's shape.
        var change: String?
        /// The findings this event shows, by index.
        var findings: [Int]
    }

    /// One RIB instance.
    struct Rib: Encodable {
        var id: UInt32
        /// The display name: `TransportHome#2` when several instances share a name.
        var name: String
        /// What the trace declares about it: types, scope, what the scope shares.
        var facts: [Figure]
        /// The lifetime figures of every instance of its name.
        var lifetime: [Figure]
        /// The events about it, by index.
        var events: [Int]
        /// The findings about it, by index.
        var findings: [Int]
    }

    /// One finding of the analysis.
    struct Finding: Encodable {
        /// The kind in a few words: `leak`.
        var kind: String
        var message: String
        /// The event that shows it, by index.
        var event: Int
        var rib: UInt32?
    }

    /// The lifecycle timeline.
    struct Timeline: Encodable {
        var svg: String
        /// Nanoseconds at the right end of the time axis.
        var axisEnd: UInt64
        /// The `id` of the time axis in ``svg``.
        var axisElementID: String
    }

    var title: String
    var subtitle: String
    var summary: [Figure]
    var thresholds: String
    var events: [Event]
    /// The distinct tree states, as SVG markup.
    var states: [String]
    var ribs: [Rib]
    var findings: [Finding]
    var timeline: Timeline
}
