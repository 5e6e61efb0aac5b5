import RibInspector
import RibInspectorTools
import RibRendering

/// The screens of a live session so far, each distinct picture once, for the pages that
/// follow it: an update brings the screens that arrived after the page's records, with the
/// bytes of only the pictures that none of the page's screens showed.
///
/// It holds what a reader of the session's file holds: pictures up to the reader's limits
/// (the reader skips screens past them, with a warning), and at most
/// ``maximumCount`` screens; the screens past that reach no page, while the saved file
/// keeps them.
struct LiveScreens: Sendable {
    /// The most screens the state keeps, as a reader holds.
    static let maximumCount = ScreenReading.Limits().maximumScreenCount

    /// The screens and their pictures, in the order they arrived, as a page holds them.
    private var all = ReportScreens()
    private var imageIndex: [ScreenDigest: Int] = [:]
    /// How many records the session held once each picture's first screen arrived.
    private var imageRecords: [Int] = []
    /// How many records the session held once each screen arrived.
    private var screenRecords: [Int] = []

    /// Takes the screens and new pictures of the records read up to record `records`,
    /// whose `events` follow `eventsBefore` events.
    mutating func take(
        _ taken: (screens: [RibScreen], images: [ScreenDigest: ScreenImage]), events: [JSONLinesTraceReader.LineEvent],
        eventsBefore: Int, records: Int
    ) {
        var next = 0
        for screen in taken.screens {
            guard screenRecords.count < Self.maximumCount else { return }
            // A screen comes after the events numbered below its sequence.
            while next < events.count, events[next].event.sequence < screen.sequence { next += 1 }
            let index: Int
            if let known = imageIndex[screen.image] {
                index = known
            } else if let picture = taken.images[screen.image] {
                index = all.add(picture, to: &imageIndex)
                imageRecords.append(records)
            } else {
                continue
            }
            all.append(screen, afterEvent: eventsBefore + next - 1, image: index)
            screenRecords.append(records)
        }
    }

    /// The screens a page that shows `records` records lacks, with the pictures it lacks;
    /// `nil` when it lacks none.
    func update(afterRecords records: Int) -> ReportUpdate.Screens? {
        let firstScreen = Self.firstIndex(in: screenRecords, above: records)
        guard firstScreen < screenRecords.count else { return nil }
        let firstImage = Self.firstIndex(in: imageRecords, above: records)
        return ReportUpdate.Screens(
            firstScreen: firstScreen, firstImage: firstImage, screens: all.suffix(fromScreen: firstScreen, fromImage: firstImage))
    }

    /// The index of the first of `sorted` above `records`.
    private static func firstIndex(in sorted: [Int], above records: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= records { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
