/// The words of trace format version 1, shared by the writers and the reader so the two
/// cannot drift apart. `Docs/TraceFormat.md` specifies them.
package enum TraceVocabulary {
    /// The `kind` of an event.
    package enum EventKind: CaseIterable, RawRepresentable {
        case built
        case launch
        case attach
        case detach
        case activate
        case deactivate
        case load
        case deallocate
        case deallocateInteractor
        case share
        case workflowStart
        case stepStart
        case stepFinish
        case workflowEnd
        case anomaly

        /// The word in its quotes, as the writer writes it (`"attach"`): the one place it is
        /// spelled. A `StaticString`, so that the recording hot path copies it as it is.
        @inline(__always)
        package var quotedWord: StaticString {
            switch self {
            case .built: #""built""#
            case .launch: #""launch""#
            case .attach: #""attach""#
            case .detach: #""detach""#
            case .activate: #""activate""#
            case .deactivate: #""deactivate""#
            case .load: #""load""#
            case .deallocate: #""deallocate""#
            case .deallocateInteractor: #""deallocateInteractor""#
            case .share: #""share""#
            case .workflowStart: #""workflowStart""#
            case .stepStart: #""stepStart""#
            case .stepFinish: #""stepFinish""#
            case .workflowEnd: #""workflowEnd""#
            case .anomaly: #""anomaly""#
            }
        }

        /// The word (`attach`).
        package var rawValue: String {
            TraceVocabulary.word(in: quotedWord, between: 1, and: 1)
        }

        /// The kind this word names, if it names one.
        package init?(rawValue: String) {
            guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = kind
        }
    }

    /// The `anomaly` of an event of kind `anomaly`.
    package enum AnomalyKind: String, CaseIterable {
        case attachedTwice
        case detachedNonChild
    }

    /// The `record` of a non-event line in the JSON Lines form.
    package enum RecordKind: String, CaseIterable {
        case header
        case rib
        case scope
        case workflow
        /// When recording stopped, in its `t`: the document form's `end` member.
        case end
        /// A picture of a RIB's view: the document form's `screens` array holds the same.
        case screen
        /// How many screens the recorder refused so far, by reason: the document form's
        /// `screenDrops` member. The last one counts.
        case screenDrops
    }

    /// The unit of `t`; version 1 writes nanoseconds.
    package static let timeUnit = "ns"

    /// The word inside a run the writer writes, without its first `leading` and last
    /// `trailing` bytes of punctuation: `attach` of `"attach"`, `seq` of `,"seq":`.
    static func word(in run: StaticString, between leading: Int, and trailing: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: run.utf8Start + leading, count: run.utf8CodeUnitCount - leading - trailing), as: UTF8.self)
    }
}

extension RibEvent.Kind {
    /// The word the trace format uses for this kind of event. Inlined, so that the writer
    /// reads the case of the event it borrows instead of copying the kind and its strings.
    @inline(__always)
    var vocabulary: TraceVocabulary.EventKind {
        switch self {
        case .built: .built
        case .launched: .launch
        case .attached: .attach
        case .detached: .detach
        case .activated: .activate
        case .deactivated: .deactivate
        case .loaded: .load
        case .deallocated: .deallocate
        case .interactorDeallocated: .deallocateInteractor
        case .sharedObjectCreated: .share
        case .workflowStarted: .workflowStart
        case .stepStarted: .stepStart
        case .stepFinished: .stepFinish
        case .workflowEnded: .workflowEnd
        case .anomaly: .anomaly
        }
    }
}
