import Foundation
import RibInspector

/// The pictures of RIBs' views a report page shows (``RibInspector/Trace/screens``): each
/// distinct picture once, in base64, and the screens as columns that name it by index, so a
/// picture taken a hundred times costs its bytes once.
struct ReportScreens: Encodable, Equatable {
    /// One distinct picture.
    struct Image: Encodable, Equatable {
        /// `image/png` or `image/jpeg`: the only types the page makes an image of.
        var mediaType: String
        var width: Int
        var height: Int
        /// The picture's bytes in standard base64, as a `data:` address holds them.
        var base64: String
    }

    var images: [Image] = []
    /// For each screen, in the order they were taken: the index of the last event before
    /// it (the moment that first shows it), or -1 before the first event.
    var event: [Int] = []
    /// Nanoseconds since the session started.
    var time: [UInt64] = []
    /// The RIB whose view it shows.
    var rib: [UInt32] = []
    /// Its picture, an index into ``images``.
    var image: [Int] = []

    /// No screen.
    init() {}

    /// The screens of `trace`, or `nil` when it has none (its page is then as it was
    /// before traces held screens). A screen whose picture the trace lacks is left out.
    init?(_ trace: Trace) {
        guard !trace.screens.isEmpty else { return nil }
        var imageIndex: [ScreenDigest: Int] = [:]
        var nextEvent = 0
        for screen in trace.screens {
            // A screen comes after the events numbered below its sequence, as a trace file
            // writes it.
            while nextEvent < trace.events.count, trace.events[nextEvent].sequence < screen.sequence { nextEvent += 1 }
            let index: Int
            if let known = imageIndex[screen.image] {
                index = known
            } else if let picture = trace.screenImages[screen.image] {
                index = add(picture, to: &imageIndex)
            } else {
                continue
            }
            event.append(nextEvent - 1)
            time.append(screen.time)
            rib.append(screen.rib.rawValue)
            image.append(index)
        }
        guard !event.isEmpty else { return nil }
    }

    /// Adds a picture to ``images`` and returns its index.
    mutating func add(_ picture: ScreenImage, to index: inout [ScreenDigest: Int]) -> Int {
        index[picture.digest] = images.count
        images.append(
            Image(
                mediaType: picture.mediaType.rawValue, width: picture.pixelWidth, height: picture.pixelHeight,
                base64: Data(picture.bytes).base64EncodedString()))
        return images.count - 1
    }
}
