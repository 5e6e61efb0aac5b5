import RibInspector
import RibInspectorTools

/// The last picture of a RIB's screen that the documented sessions hold: from the last
/// session (in the order given) that pictured the RIB, its last picture there.
public struct LatestScreen: Sendable {
    /// The session the picture comes from.
    public let traceLabel: String
    /// When it was taken, in nanoseconds since that session started.
    public let time: UInt64
    /// The picture.
    public let image: ScreenImage

    /// The file extension of the picture's type: `png` or `jpg`.
    public var fileExtension: String {
        image.mediaType == .png ? "png" : "jpg"
    }

    /// Each pictured RIB's latest screen, by RIB name.
    public static func byRibName(in architecture: ObservedArchitecture) -> [String: LatestScreen] {
        var latest: [String: LatestScreen] = [:]
        for source in architecture.sources {
            let trace = source.trace
            for screen in trace.screens.sorted(by: { $0.sequence < $1.sequence }) {
                guard let name = trace.rib(screen.rib)?.name, let image = trace.screenImages[screen.image] else { continue }
                latest[name] = LatestScreen(traceLabel: source.label, time: screen.time, image: image)
            }
        }
        return latest
    }
}
