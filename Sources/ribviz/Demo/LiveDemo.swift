import RibExamples
import RibInspector
import RibLiveSink

/// `ribviz demo --live`'s player: plays an example session through a live sink in real time
/// and answers its page's requests (*Capture now*, *Show on device*). The player holds the
/// main actor while the session plays, so the requests are answered in the user's pauses
/// (``PlayerPauses``), with the app as it is at that moment.
@MainActor
enum LiveDemo {
    /// Why the demo cannot show a RIB on a device, as the page says it.
    static let noDevice = "the demo runs on no device, so it has no screen to outline the RIB on; in your app, Show on device flashes an outline over the RIB's view"

    /// Plays `session` through `sink`, each pause of its user divided by `speedUp`, answering
    /// the page's requests meanwhile.
    ///
    /// - Parameters:
    ///   - pauses: Where the pauses pass and the requests are answered.
    ///   - holdsAt: A seam for tests: a pause where it returns `true` for the stage lasts until
    ///     `pauses.endHeldPause()`, answering requests meanwhile.
    /// - Returns: The recording, once the session is over and the sink got its end record.
    static func play(
        _ session: ExampleSession, through sink: LiveTraceSink, speedUp: Double,
        pauses: PlayerPauses = PlayerPauses(), holdsAt: @escaping (ExampleStage) -> Bool = { _ in false }
    ) -> ExampleRecording {
        let holder = StageHolder()
        sink.answerRequests(scheduler: pauses) { request in
            guard let stage = holder.stage else { return .failed("the demo is between two steps of its session") }
            return answer(request, on: stage)
        }
        return session.performLive(streamingTo: [sink], speedUp: speedUp, drawingScreensWith: MockScreenPicture.image(of:)) { nanoseconds, stage in
            holder.stage = stage
            pauses.pause(nanoseconds: holdsAt(stage) ? nil : nanoseconds)
            holder.stage = nil
        }
    }

    /// The demo's answer to `request`: a fresh picture of the RIB's mock screen, or why not.
    static func answer(_ request: LiveRequest, on stage: ExampleStage) -> LiveRequestAnswer {
        switch request.kind {
        case .capture:
            switch stage.capture(request.rib) {
            case .taken(let recording): LiveRequestAnswer(capture: recording)
            case .notAttached: .gone
            case .viewless: .failed("the RIB is viewless, so it has no view to picture")
            case .noPicture: LiveRequestAnswer(capture: nil)
            }
        case .outline:
            stage.isAttached(request.rib) ? .failed(noDevice) : .gone
        }
    }

    /// The stage of the pause under way, for the request handler, which runs only in pauses.
    @MainActor
    private final class StageHolder {
        var stage: ExampleStage?
    }
}
