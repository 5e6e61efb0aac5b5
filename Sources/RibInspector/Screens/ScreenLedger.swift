/// How much of the pictures apps hand it a ``RibRecorder`` takes.
public struct ScreenLimits: Hashable, Sendable {
    /// The default limit for one picture: 256 KiB.
    public static let defaultMaximumImageByteCount = 256 * 1024
    /// The default budget of a session: 16 MiB of pictures.
    public static let defaultSessionByteBudget = 16 * 1024 * 1024

    /// The most bytes one encoded picture may take; larger ones are refused
    /// (``ScreenDrops/Reason/tooLarge``).
    public var maximumImageByteCount: Int
    /// The most bytes of pictures a session holds, each picture counted once; pictures
    /// past it are refused (``ScreenDrops/Reason/overBudget``). Screens of a picture
    /// already held cost nothing.
    public var sessionByteBudget: Int

    /// Creates limits.
    public init(
        maximumImageByteCount: Int = ScreenLimits.defaultMaximumImageByteCount,
        sessionByteBudget: Int = ScreenLimits.defaultSessionByteBudget
    ) {
        self.maximumImageByteCount = maximumImageByteCount
        self.sessionByteBudget = sessionByteBudget
    }
}

/// What became of a picture handed to ``RibRecorder/recordScreen(of:image:)``.
public enum ScreenRecording: Hashable, Sendable {
    /// The screen was recorded with a picture the recording did not hold yet.
    case recorded(RibScreen)
    /// The screen was recorded, naming a picture an earlier screen carried.
    case referenced(RibScreen)
    /// The picture was refused and counted in ``Trace/droppedScreens``.
    case dropped(ScreenDrops.Reason)
    /// The recording has finished.
    case notRecording
}

/// A recorder's pictures: which it holds, what they cost, and what it refused. Not
/// thread-safe: ``RibRecorder`` holds its lock.
struct ScreenLedger {
    /// Whether a picture is new to the recording or one it holds.
    enum Admission {
        case new
        case known
        case dropped(ScreenDrops.Reason)
    }

    var limits = ScreenLimits()
    /// Whether the screens and pictures are kept for ``RibRecorder/trace()``, or only
    /// streamed to the sinks.
    let keepsScreens: Bool
    private(set) var screens: [RibScreen] = []
    private(set) var images: [ScreenDigest: ScreenImage] = [:]
    private(set) var drops = ScreenDrops()
    /// Every picture taken so far, kept or not: what later screens name instead.
    private var known: Set<ScreenDigest> = []
    private var spentBytes = 0

    init(keepsScreens: Bool) {
        self.keepsScreens = keepsScreens
    }

    /// Takes a picture of a RIB, or counts why it is refused.
    mutating func admit(_ image: ScreenImage, ofDeclaredRib isDeclared: Bool) -> Admission {
        let reason: ScreenDrops.Reason
        if image.bytes.count > limits.maximumImageByteCount {
            reason = .tooLarge
        } else if !isDeclared || image.problem != nil {
            reason = .invalid
        } else if known.contains(image.digest) {
            return .known
        } else if spentBytes &+ image.bytes.count > limits.sessionByteBudget {
            reason = .overBudget
        } else {
            spentBytes += image.bytes.count
            known.insert(image.digest)
            if keepsScreens { images[image.digest] = image }
            return .new
        }
        drops[reason] += 1
        return .dropped(reason)
    }

    /// Keeps a recorded screen for ``RibRecorder/trace()``.
    mutating func keep(_ screen: RibScreen) {
        if keepsScreens { screens.append(screen) }
    }

    /// The screens taken from event `sequence` on, with their pictures: a ring buffer's
    /// window shows only the screens of its events.
    func screens(from sequence: UInt64) -> (screens: [RibScreen], images: [ScreenDigest: ScreenImage]) {
        guard let first = screens.firstIndex(where: { $0.sequence >= sequence }) else { return ([], [:]) }
        guard first > 0 else { return (screens, images) }
        let kept = Array(screens[first...])
        let shown = Set(kept.map(\.image))
        return (kept, images.filter { shown.contains($0.key) })
    }
}
