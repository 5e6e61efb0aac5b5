import Foundation

/// Writes traces in format version 1 (version 2 for a trace with opening events), as one JSON document (`trace.json`) or as JSON Lines
/// (what ``TraceFileSink`` streams while an app runs).
///
/// Both forms put one RIB, scope, workflow or event per line, so traces diff well in
/// version control, and write the trace's ``Trace/end`` last, when it has one: the
/// document's `end` member, the end record of JSON Lines. `Docs/TraceFormat.md` specifies
/// the format.
public struct TraceEncoder: Sendable {
    /// The two forms of a trace file.
    public enum Form: Sendable {
        /// One JSON object with `ribs`, `scopes`, `workflows` and `events` arrays.
        case document
        /// One JSON object per line: a header record, declarations and events.
        case jsonLines
    }

    /// The form this encoder writes.
    public var form: Form

    /// Creates an encoder for the given form.
    public init(form: Form = .document) {
        self.form = form
    }

    /// Returns the trace's UTF-8 JSON text.
    public func encode(_ trace: Trace) -> [UInt8] {
        let pictureBytes = trace.screenImages.values.reduce(0) { $0 + $1.bytes.count / 3 * 4 + 256 }
        var json = JSONByteWriter(capacity: 256 + trace.events.count * 64 + trace.screens.count * 128 + pictureBytes)
        switch form {
        case .document: appendDocument(trace, to: &json)
        case .jsonLines: appendLines(trace, to: &json)
        }
        return json.bytes
    }

    /// Writes the trace to a file atomically: a reader never sees a half-written trace.
    public func write(_ trace: Trace, to url: URL) throws {
        try Data(encode(trace)).write(to: url, options: .atomic)
    }

    private func appendDocument(_ trace: Trace, to json: inout JSONByteWriter) {
        json.append(byte: UInt8(ascii: "{"))
        TraceEncoding.appendMembers(of: trace.header, to: &json)
        appendArray(.ribs, trace.ribs, to: &json) { TraceEncoding.append($0, asRecord: false, to: &$1) }
        appendArray(.scopes, trace.scopes, to: &json) { TraceEncoding.append($0, asRecord: false, to: &$1) }
        appendArray(.workflows, trace.workflows, to: &json) { TraceEncoding.append($0, asRecord: false, to: &$1) }
        appendArray(.events, Array(trace.events.enumerated()), to: &json) { element, json in
            TraceEncoding.append(element.element, isOpening: element.offset < trace.openingEventCount, to: &json)
        }
        if !trace.screens.isEmpty {
            var images = ScreenImageWriting()
            appendArray(.screens, trace.screens, to: &json) { screen, json in
                TraceEncoding.append(screen, image: images.image(for: screen, in: trace.screenImages), asRecord: false, to: &json)
            }
        }
        if trace.droppedScreens.total > 0 {
            json.append(raw: ",\n")
            json.append(member: TraceVocabulary.HeaderMember.screenDrops.rawValue, isFirst: true)
            TraceEncoding.append(trace.droppedScreens, asRecord: false, to: &json)
        }
        if let end = writtenEnd(of: trace) {
            json.append(raw: ",\n")
            json.append(member: TraceVocabulary.HeaderMember.end.rawValue, isFirst: true)
            json.append(number: end)
        }
        json.append(raw: "}\n")
    }

    /// The end to write: ``Trace/endTime`` when the trace has an end, so that an end set
    /// before the last event still makes a trace that reads back.
    private func writtenEnd(of trace: Trace) -> UInt64? {
        trace.end == nil ? nil : trace.endTime
    }

    /// Appends one of the document's arrays as a member on a line of its own, one element
    /// per line.
    private func appendArray<Element>(
        _ array: TraceVocabulary.DocumentArray,
        _ elements: [Element],
        to json: inout JSONByteWriter,
        _ appendElement: (Element, inout JSONByteWriter) -> Void
    ) {
        json.append(raw: ",\n")
        json.append(member: array.rawValue, isFirst: true)
        json.append(byte: UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            json.append(raw: index == 0 ? "\n" : ",\n")
            appendElement(element, &json)
        }
        if !elements.isEmpty { json.append(byte: UInt8(ascii: "\n")) }
        json.append(byte: UInt8(ascii: "]"))
    }

    private func appendLines(_ trace: Trace, to json: inout JSONByteWriter) {
        TraceEncoding.appendHeaderRecord(trace.header, to: &json)
        json.append(byte: UInt8(ascii: "\n"))
        // Scopes before the RIBs that name them: every prefix of the lines, as a reader
        // finds a file that is still being written, is a readable trace.
        for scope in trace.scopes {
            TraceEncoding.append(scope, asRecord: true, to: &json)
            json.append(byte: UInt8(ascii: "\n"))
        }
        for rib in trace.ribs {
            TraceEncoding.append(rib, asRecord: true, to: &json)
            json.append(byte: UInt8(ascii: "\n"))
        }
        for workflow in trace.workflows {
            TraceEncoding.append(workflow, asRecord: true, to: &json)
            json.append(byte: UInt8(ascii: "\n"))
        }
        // Each screen comes before the event whose sequence number it carries.
        var images = ScreenImageWriting()
        var screens = trace.screens[...]
        func appendScreens(before sequence: UInt64) {
            while let screen = screens.first, screen.sequence <= sequence {
                TraceEncoding.append(screen, image: images.image(for: screen, in: trace.screenImages), asRecord: true, to: &json)
                json.append(byte: UInt8(ascii: "\n"))
                screens.removeFirst()
            }
        }
        for (index, event) in trace.events.enumerated() {
            appendScreens(before: event.sequence)
            TraceEncoding.append(event, isOpening: index < trace.openingEventCount, to: &json)
            json.append(byte: UInt8(ascii: "\n"))
        }
        appendScreens(before: .max)
        if trace.droppedScreens.total > 0 {
            TraceEncoding.append(trace.droppedScreens, asRecord: true, to: &json)
            json.append(byte: UInt8(ascii: "\n"))
        }
        if let end = writtenEnd(of: trace) {
            TraceEncoding.appendEndRecord(end, to: &json)
            json.append(byte: UInt8(ascii: "\n"))
        }
    }
}
