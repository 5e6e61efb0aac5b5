import Foundation
import RibInspectorTools

/// A session that an earlier server saved in the save folder, as the session list shows it
/// before any of its records arrives again: read from its file's header record alone.
struct LiveSavedSession: Sendable {
    let name: LiveSessionName
    /// The app's name, from the header record.
    let app: String
    let file: URL
    /// When the file last changed: the session's last record.
    let modified: Date

    /// The sessions saved in `folder`, by name: each file `<name>.jsonl` whose name is a
    /// session's and whose first line is a trace's header record (the server reads nothing
    /// else of it, and nothing of any other file, and follows no link).
    static func all(in folder: URL) -> [LiveSavedSession] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { fileName in
            guard fileName.hasSuffix(".jsonl"), let name = LiveSessionName(String(fileName.dropLast(".jsonl".count))) else { return nil }
            let url = folder.appendingPathComponent(fileName)
            guard let line = LiveSessionFile(url: url).savedHeaderLine() else { return nil }
            var reader = JSONLinesTraceReader(source: url.path)
            guard (try? reader.read(line)) != nil, let header = reader.declarations?.header else { return nil }
            let modified = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date()
            return LiveSavedSession(name: name, app: header.app.name, file: url, modified: modified)
        }
    }
}
