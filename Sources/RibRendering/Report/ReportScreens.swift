import Foundation
import RibInspector

/// The pictures of RIBs' views a report page shows (``RibInspector/Trace/screens``): each
/// distinct picture once, in base64, and the screens as columns that name it by index, so a
/// picture taken a hundred times costs its bytes once.
package struct ReportScreens: Encodable, Equatable {
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
    package init() {}

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
            append(screen, afterEvent: nextEvent - 1, image: index)
        }
        guard !event.isEmpty else { return nil }
    }

    /// Appends `screen`, which follows the event at index `event` (-1 before the first
    /// event) and shows the picture at index `image` in ``images``.
    package mutating func append(_ screen: RibScreen, afterEvent event: Int, image: Int) {
        self.event.append(event)
        time.append(screen.time)
        rib.append(screen.rib.rawValue)
        self.image.append(image)
    }

    /// The screens from index `firstScreen` on, with the pictures from index `firstImage`
    /// on; the screens still name pictures by their index among all of them.
    package func suffix(fromScreen firstScreen: Int, fromImage firstImage: Int) -> ReportScreens {
        var screens = ReportScreens()
        screens.images = Array(images[firstImage...])
        screens.event = Array(event[firstScreen...])
        screens.time = Array(time[firstScreen...])
        screens.rib = Array(rib[firstScreen...])
        screens.image = Array(image[firstScreen...])
        return screens
    }

    /// Adds a picture to ``images`` and returns its index.
    package mutating func add(_ picture: ScreenImage, to index: inout [ScreenDigest: Int]) -> Int {
        index[picture.digest] = images.count
        images.append(
            Image(
                mediaType: picture.mediaType.rawValue, width: picture.pixelWidth, height: picture.pixelHeight,
                base64: Data(picture.bytes).base64EncodedString()))
        return images.count - 1
    }
}
