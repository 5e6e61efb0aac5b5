import Foundation

/// Reads back what an HTML report embeds, as its page script does.
struct ReportPageReading {
    /// The page's text.
    let html: String
    /// The embedded content: the JSON of the `ribviz-data` script element.
    let content: [String: Any]

    init(_ data: Data) throws {
        html = String(decoding: data, as: UTF8.self)
        let opening = #"<script type="application/json" id="ribviz-data">"#
        guard let start = html.range(of: opening), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else {
            throw ReadingError.noContent
        }
        let json = Data(html[start.upperBound..<end.lowerBound].utf8)
        guard let content = try JSONSerialization.jsonObject(with: json) as? [String: Any] else { throw ReadingError.noContent }
        self.content = content
    }

    /// A list of objects in the content, such as `events`.
    func list(_ key: String) -> [[String: Any]] {
        content[key] as? [[String: Any]] ?? []
    }

    /// The number of times `text` occurs in the page.
    func occurrences(of text: String) -> Int {
        html.components(separatedBy: text).count - 1
    }

    enum ReadingError: Error {
        case noContent
    }
}
