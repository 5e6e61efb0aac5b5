import Foundation
import RibInspector

/// The pictures of a trace's screens as files, for graphviz to draw beside their RIBs
/// (``SnapshotOptions/screenFiles``), in a temporary folder of its own that it removes
/// when it is released (or at ``remove()``).
///
/// Graphviz reads an `image` node's file from disk, in ribviz's process as in `dot`, to
/// learn its size and, for PNG and PDF, to paint its pixels into the picture; pictures held
/// in memory it cannot use. So the files exist only while the drawings are made. An SVG
/// would still name the file, which is gone afterwards: ``embedded(inSVG:)`` replaces each
/// file's path with the picture itself as a `data:` URI, so the SVG stands alone.
///
/// A picture that is not a whole PNG or JPEG of the size the trace gives it is left out,
/// with a sentence in ``skipped``: graphviz would fail on it, or draw a broken picture.
package final class ScreenImageFiles {
    /// Each written picture's file path, by digest.
    package let paths: [ScreenDigest: String]
    /// Why pictures were left out, one sentence each, in the trace's order of screens.
    package let skipped: [String]
    private let folder: URL?
    private let dataURIs: [String: String]

    /// Writes every picture of `trace`'s screens into a new temporary folder.
    ///
    /// - Throws: The file system's error when the folder or a file cannot be written.
    package init(trace: Trace) throws {
        var problems: [String] = []
        var usable: [(ScreenDigest, ScreenImage)] = []
        var seen: Set<ScreenDigest> = []
        for screen in trace.screens where seen.insert(screen.image).inserted {
            guard let image = trace.screenImages[screen.image] else { continue }
            if let problem = Self.problem(of: image) {
                problems.append("the picture \(screen.image.hex.prefix(12)) of \(TextEscaping.singleLine(trace.displayName(of: screen.rib))) \(problem); it is drawn without it")
            } else {
                usable.append((screen.image, image))
            }
        }
        skipped = problems
        guard !usable.isEmpty else {
            (paths, folder, dataURIs) = ([:], nil, [:])
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribviz-screens-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        self.folder = folder
        var paths: [ScreenDigest: String] = [:]
        var dataURIs: [String: String] = [:]
        do {
            for (digest, image) in usable {
                let file = folder.appendingPathComponent("\(digest.hex).\(image.mediaType == .png ? "png" : "jpg")")
                try Data(image.bytes).write(to: file)
                paths[digest] = file.path
                dataURIs[file.path] = "data:\(image.mediaType.rawValue);base64,\(Data(image.bytes).base64EncodedString())"
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        self.paths = paths
        self.dataURIs = dataURIs
    }

    deinit {
        remove()
    }

    /// Removes the folder and its pictures; drawings made afterwards cannot use them.
    package func remove() {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// An SVG graphviz drew with these files, with each file's path replaced by its picture
    /// as a `data:` URI.
    package func embedded(inSVG svg: Data) -> Data {
        guard !dataURIs.isEmpty else { return svg }
        var text = String(decoding: svg, as: UTF8.self)
        for (path, uri) in dataURIs {
            text = text.replacingOccurrences(of: "\"\(path)\"", with: "\"\(uri)\"")
        }
        return Data(text.utf8)
    }

    /// What keeps graphviz from drawing a picture, or `nil`: a PNG must hold its header of
    /// the size the trace gives and end with its end chunk; a JPEG must end with its end
    /// marker.
    static func problem(of image: ScreenImage) -> String? {
        let bytes = image.bytes
        switch image.mediaType {
        case .png:
            guard bytes.count >= 45, bytes[12..<16].elementsEqual("IHDR".utf8) else { return "has no PNG header" }
            let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
            guard number(16) == image.pixelWidth, number(20) == image.pixelHeight else {
                return "is \(number(16))×\(number(20)) pixels, not the \(image.pixelWidth)×\(image.pixelHeight) the trace says"
            }
            guard bytes[(bytes.count - 8)..<(bytes.count - 4)].elementsEqual("IEND".utf8) else { return "is a cut-off PNG" }
        case .jpeg:
            guard bytes.count >= 4, bytes.suffix(2).elementsEqual([0xFF, 0xD9]) else { return "is a cut-off JPEG" }
        }
        return nil
    }
}

extension Trace {
    /// Each RIB's latest screen after the first `eventCount` events: the last picture
    /// taken of it before event `eventCount` happened.
    func latestScreens(afterEvents eventCount: Int) -> [RibID: RibScreen] {
        var latest: [RibID: RibScreen] = [:]
        for screen in screens where screen.sequence <= UInt64(max(eventCount, 0)) {
            if let earlier = latest[screen.rib], earlier.sequence > screen.sequence { continue }
            latest[screen.rib] = screen
        }
        return latest
    }
}
