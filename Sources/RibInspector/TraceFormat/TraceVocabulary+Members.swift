extension TraceVocabulary {
    /// The member names of declarations (`rib`, `scope`, `workflow`), events and the JSON
    /// Lines records, in trace format version 1: what the writer writes and the reader
    /// recognises, spelled once, in ``separatedName``.
    ///
    /// The raw values number the members from 0, so a reader can keep one bit per member.
    package enum RecordMember: Int, CaseIterable, Sendable {
        case record
        case id, name, router, interactor, builder, adapter, viewful, interactorTracked, scope, component, parent, shared
        case seq, t, kind, rib, workflow, step, outcome, anomaly, opening
        case image, mediaType, pixelWidth, pixelHeight, base64, tooLarge, overBudget, invalid

        /// The member as the writer writes it after an earlier member, `,"seq":`: the one
        /// place its name is spelled. A `StaticString`, so that writing a member on the
        /// recording hot path is one copy of bytes known at compile time.
        @inline(__always)
        package var separatedName: StaticString {
            switch self {
            case .record: #","record":"#
            case .id: #","id":"#
            case .name: #","name":"#
            case .router: #","router":"#
            case .interactor: #","interactor":"#
            case .builder: #","builder":"#
            case .adapter: #","adapter":"#
            case .viewful: #","viewful":"#
            case .interactorTracked: #","interactorTracked":"#
            case .scope: #","scope":"#
            case .component: #","component":"#
            case .parent: #","parent":"#
            case .shared: #","shared":"#
            case .seq: #","seq":"#
            case .t: #","t":"#
            case .kind: #","kind":"#
            case .rib: #","rib":"#
            case .workflow: #","workflow":"#
            case .step: #","step":"#
            case .outcome: #","outcome":"#
            case .anomaly: #","anomaly":"#
            case .opening: #","opening":"#
            case .image: #","image":"#
            case .mediaType: #","mediaType":"#
            case .pixelWidth: #","pixelWidth":"#
            case .pixelHeight: #","pixelHeight":"#
            case .base64: #","base64":"#
            case .tooLarge: #","tooLarge":"#
            case .overBudget: #","overBudget":"#
            case .invalid: #","invalid":"#
            }
        }

        /// The member's name as the trace spells it (`seq`), for tables and messages.
        package var text: String {
            TraceVocabulary.word(in: separatedName, between: 2, and: 2)
        }
    }

    /// The members of the trace header: the document's first members, and the JSON Lines
    /// header record's. `record` is that record's first member (the word
    /// ``RecordMember/record`` names); `end` and `screenDrops` are the document form's (a
    /// JSON Lines trace has an end record and screen drop records instead).
    package enum HeaderMember: String, CaseIterable, Sendable {
        case format, version, timeUnit, app, session, record, end, screenDrops
    }

    /// The members of the header's `app` object.
    package enum AppMember: String, CaseIterable, Sendable {
        case name, version
    }

    /// The members of the header's `session` object.
    package enum SessionMember: String, CaseIterable, Sendable {
        case name, startedAt, recorder, metadata
    }

    /// The arrays of the document form, in the order they must come.
    package enum DocumentArray: String, CaseIterable, Sendable {
        case ribs, scopes, workflows, events, screens
    }
}
