import Foundation

/// The two forms of a trace file: one JSON document (`trace.json`) or JSON Lines.
enum TraceForm: String, CaseIterable {
    case document
    case jsonLines = "lines"

    /// What the output calls the form.
    var title: String {
        switch self {
        case .document: "document"
        case .jsonLines: "JSON Lines"
        }
    }

    func file(in files: TraceFiles) -> URL {
        self == .document ? files.document : files.jsonLines
    }

    func size(in files: TraceFiles) -> Int {
        self == .document ? files.documentSize : files.jsonLinesSize
    }
}
