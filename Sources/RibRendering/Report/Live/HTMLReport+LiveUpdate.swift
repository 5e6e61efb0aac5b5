import Foundation
import RibInspector

extension HTMLReport {
    /// The JSON `ribviz live` answers `/sessions/{name}/updates?after=N` with: the
    /// ``ReportUpdate`` that takes the page of `shown` (the trace of the session's first
    /// N records) to the session's `current` trace, which holds `records` records; or
    /// `{"records":…,"reload":true}` when the page must load the session again (`shown`
    /// is `nil`, unreadable as the start of `current`, or not continued by it).
    ///
    /// - Throws: ``RibInspector/TraceReplayError`` when an event of `current` contradicts
    ///   the tree the events before it built; ``PlaceSelectionError`` when the layout
    ///   options select nothing; ``Graphviz/GraphvizError`` when graphviz fails to lay
    ///   out new places.
    package func liveUpdate(from shown: Trace?, to current: Trace, records: UInt64, ended: Bool) throws -> Data {
        let now = try contentBuilder(for: current).undrawnContent()
        guard let shown, let shownContent = try? contentBuilder(for: shown).undrawnContent().content,
            var update = ReportUpdate(from: shownContent, to: now.content, records: records, ended: ended)
        else { return ReportUpdate.reload(records: records) }
        if !update.places.isEmpty {
            update.drawing = try NewPlacesDrawing(layout: now.layout).subtrees(of: update.firstPlace..<now.content.script.places.count, graphviz: graphviz)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(update)
    }
}

extension ReportUpdate {
    /// The answer to a page the session cannot be followed from: it loads the session again.
    static func reload(records: UInt64) -> Data {
        Data(#"{"records":\#(records),"reload":true}"#.utf8)
    }
}
