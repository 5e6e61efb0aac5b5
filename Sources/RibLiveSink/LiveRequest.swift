import RibInspector

/// A request that the page of `ribviz live` makes of the app: *Capture now* or *Show on
/// device* in a RIB's details. The sink hands it to the handler of
/// ``LiveTraceSink/answerRequests(scheduler:pollIntervalNanoseconds:_:)`` on the main actor.
public struct LiveRequest: Hashable, Sendable {
    /// What the page asks.
    public enum Kind: String, Hashable, Sendable {
        /// A fresh picture of the RIB's view, recorded as a screen (the page shows it).
        case capture
        /// An outline flashed over the RIB's view on the device for about a second.
        case outline
    }

    /// The server's identifier of the request, which the answer names.
    public var id: UInt64
    /// What the page asks.
    public var kind: Kind
    /// The RIB it asks about.
    public var rib: RibID

    /// A request; the sink makes them from the server's answers.
    public init(id: UInt64, kind: Kind, rib: RibID) {
        self.id = id
        self.kind = kind
        self.rib = rib
    }
}

/// What the app answers to a ``LiveRequest``; the page says it.
public enum LiveRequestAnswer: Hashable, Sendable {
    /// Done: for a capture, the picture was recorded before the answer.
    case done
    /// The RIB is no longer attached.
    case gone
    /// The app could not do it, for this reason (one line, shown on the page).
    case failed(String)
}

extension LiveRequestAnswer {
    /// The answer to *Capture now* when the recorder made `recording` of the picture, or the
    /// screen source gave none (`nil`): done when the screen was recorded, why not otherwise.
    public init(capture recording: ScreenRecording?) {
        switch recording {
        case .recorded, .referenced: self = .done
        case .dropped(let reason): self = .failed("the recorder refused the picture (\(reason))")
        case .notRecording: self = .failed("the recording has finished")
        case nil: self = .failed("its screen source gave no picture of this RIB")
        }
    }
}
