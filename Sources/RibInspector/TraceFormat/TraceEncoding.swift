/// Encodes the parts of a trace as JSON objects, one object per call, identical in the
/// document form and the JSON Lines form. Every member name comes from ``TraceVocabulary``,
/// which the reader reads with.
enum TraceEncoding {
    private typealias Member = TraceVocabulary.RecordMember

    /// The most bytes an event object takes besides its strings (a shared object's or a
    /// step's name, an outcome, an anomaly's word), with a byte to spare for the newline or
    /// comma after it. ``append(_:to:)`` reserves it before an event and again after each
    /// string, so that every other value goes in without a capacity check of its own.
    static let longestEventWithoutStrings = 256

    /// Appends one event object: `{"seq":0,"t":0,"kind":"attach","rib":2,"parent":1}`, with
    /// `"opening":true` after its members when it restates what a ring buffer dropped.
    static func append(_ event: borrowing RibEvent, isOpening: Bool = false, to json: inout JSONByteWriter) {
        json.reserve(longestEventWithoutStrings)
        json.append(uncheckedByte: UInt8(ascii: "{"))
        json.append(uncheckedSeparatedMember: Member.seq.separatedName, isFirst: true)
        json.append(uncheckedNumber: event.sequence)
        json.append(uncheckedSeparatedMember: Member.t.separatedName)
        json.append(uncheckedNumber: event.time)
        json.append(uncheckedSeparatedMember: Member.kind.separatedName)
        json.append(uncheckedRaw: event.kind.vocabulary.quotedWord)
        switch event.kind {
        case .built(let rib), .launched(let rib), .activated(let rib), .deactivated(let rib),
            .loaded(let rib), .deallocated(let rib), .interactorDeallocated(let rib):
            appendRib(rib, to: &json)
        case .attached(let rib, let parent), .detached(let rib, let parent):
            appendRib(rib, to: &json)
            appendParent(parent, to: &json)
        case .sharedObjectCreated(let name, let scope):
            json.append(uncheckedSeparatedMember: Member.scope.separatedName)
            json.append(uncheckedNumber: UInt64(scope.rawValue))
            json.append(uncheckedSeparatedMember: Member.name.separatedName)
            appendEventString(name, to: &json)
        case .workflowStarted(let workflow):
            appendWorkflow(workflow, to: &json)
        case .stepStarted(let step), .stepFinished(let step):
            appendWorkflow(step.workflow, to: &json)
            json.append(uncheckedSeparatedMember: Member.step.separatedName)
            json.append(uncheckedNumber: step.index)
            json.append(uncheckedSeparatedMember: Member.name.separatedName)
            appendEventString(step.name, to: &json)
            if let rib = step.rib { appendRib(rib, to: &json) }
        case .workflowEnded(let workflow, let outcome):
            appendWorkflow(workflow, to: &json)
            json.append(uncheckedSeparatedMember: Member.outcome.separatedName)
            appendEventString(outcome.rawValue, to: &json)
        case .anomaly(let anomaly):
            let (word, rib, parent): (TraceVocabulary.AnomalyKind, RibID, RibID) =
                switch anomaly {
                case .attachedTwice(let rib, let parent): (.attachedTwice, rib, parent)
                case .detachedNonChild(let rib, let parent): (.detachedNonChild, rib, parent)
                }
            json.append(uncheckedSeparatedMember: Member.anomaly.separatedName)
            appendEventString(word.rawValue, to: &json)
            appendRib(rib, to: &json)
            appendParent(parent, to: &json)
        }
        if isOpening {
            json.append(uncheckedSeparatedMember: Member.opening.separatedName)
            json.append(uncheckedRaw: "true")
        }
        json.append(uncheckedByte: UInt8(ascii: "}"))
    }

    /// Appends a string of an event, then reserves the event's room again for what follows.
    private static func appendEventString(_ string: String, to json: inout JSONByteWriter) {
        json.append(string: string)
        json.reserve(longestEventWithoutStrings)
    }

    /// Appends one RIB declaration. With `record`, as a JSON Lines record.
    static func append(_ rib: RibDescriptor, asRecord record: Bool, to json: inout JSONByteWriter) {
        appendDeclarationStart(record ? .rib : nil, id: rib.id.rawValue, name: rib.name, to: &json)
        appendOptional(.router, rib.routerType, to: &json)
        appendOptional(.interactor, rib.interactorType, to: &json)
        appendOptional(.builder, rib.builderType, to: &json)
        appendOptional(.adapter, rib.adapterType, to: &json)
        if let isViewful = rib.isViewful {
            json.append(separatedMember: Member.viewful.separatedName)
            if isViewful { json.append(raw: "true") } else { json.append(raw: "false") }
        }
        if let scope = rib.scope {
            json.append(separatedMember: Member.scope.separatedName)
            json.append(number: UInt64(scope.rawValue))
        }
        if rib.tracksInteractorDeallocation {
            json.append(separatedMember: Member.interactorTracked.separatedName)
            json.append(raw: "true")
        }
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends one scope declaration. With `record`, as a JSON Lines record.
    static func append(_ scope: ScopeDescriptor, asRecord record: Bool, to json: inout JSONByteWriter) {
        appendDeclarationStart(record ? .scope : nil, id: scope.id.rawValue, name: scope.name, to: &json)
        appendOptional(.component, scope.componentType, to: &json)
        if let parent = scope.parent {
            json.append(separatedMember: Member.parent.separatedName)
            json.append(number: UInt64(parent.rawValue))
        }
        if !scope.sharedObjects.isEmpty {
            json.append(separatedMember: Member.shared.separatedName)
            json.append(byte: UInt8(ascii: "["))
            for (index, name) in scope.sharedObjects.enumerated() {
                if index > 0 { json.append(byte: UInt8(ascii: ",")) }
                json.append(string: name)
            }
            json.append(byte: UInt8(ascii: "]"))
        }
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends one workflow declaration. With `record`, as a JSON Lines record.
    static func append(_ workflow: WorkflowDescriptor, asRecord record: Bool, to json: inout JSONByteWriter) {
        appendDeclarationStart(record ? .workflow : nil, id: workflow.id.rawValue, name: workflow.name, to: &json)
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends the end record of the JSON Lines form: `{"record":"end","t":5000}`.
    static func appendEndRecord(_ end: UInt64, to json: inout JSONByteWriter) {
        appendRecordStart(.end, to: &json)
        json.append(separatedMember: Member.t.separatedName)
        json.append(number: end)
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends the header record of the JSON Lines form, `{"record":"header","format":…}`.
    static func appendHeaderRecord(_ header: TraceHeader, to json: inout JSONByteWriter) {
        appendRecordStart(.header, to: &json)
        json.append(byte: UInt8(ascii: ","))
        appendMembers(of: header, to: &json)
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends `{"record":"rib"`: the start of a JSON Lines record.
    private static func appendRecordStart(_ kind: TraceVocabulary.RecordKind, to json: inout JSONByteWriter) {
        json.append(byte: UInt8(ascii: "{"))
        json.append(separatedMember: Member.record.separatedName, isFirst: true)
        json.append(string: kind.rawValue)
    }

    /// Appends `{"id":3,"name":"Root"` of a declaration, or with a `record` kind,
    /// `{"record":"rib","id":3,"name":"Root"` of a JSON Lines record.
    private static func appendDeclarationStart(
        _ record: TraceVocabulary.RecordKind?,
        id: UInt32,
        name: String,
        to json: inout JSONByteWriter
    ) {
        if let record {
            appendRecordStart(record, to: &json)
            json.append(separatedMember: Member.id.separatedName)
        } else {
            json.append(byte: UInt8(ascii: "{"))
            json.append(separatedMember: Member.id.separatedName, isFirst: true)
        }
        json.append(number: UInt64(id))
        json.append(separatedMember: Member.name.separatedName)
        json.append(string: name)
    }

    /// Appends the header's members (`"format":…,"version":…,…`) without braces, so the
    /// document form can continue the object and the JSON Lines form can prefix a record.
    static func appendMembers(of header: TraceHeader, to json: inout JSONByteWriter) {
        typealias Header = TraceVocabulary.HeaderMember
        json.append(member: Header.format.rawValue, isFirst: true)
        json.append(string: TraceHeader.formatName)
        json.append(member: Header.version.rawValue)
        json.append(number: header.version)
        json.append(member: Header.timeUnit.rawValue)
        json.append(string: TraceVocabulary.timeUnit)
        json.append(member: Header.app.rawValue)
        json.append(byte: UInt8(ascii: "{"))
        json.append(member: TraceVocabulary.AppMember.name.rawValue, isFirst: true)
        json.append(string: header.app.name)
        if let version = header.app.version {
            json.append(member: TraceVocabulary.AppMember.version.rawValue)
            json.append(string: version)
        }
        json.append(byte: UInt8(ascii: "}"))
        json.append(member: Header.session.rawValue)
        json.append(byte: UInt8(ascii: "{"))
        var isFirst = true
        func member(_ key: TraceVocabulary.SessionMember, _ value: String?) {
            guard let value else { return }
            json.append(member: key.rawValue, isFirst: isFirst)
            json.append(string: value)
            isFirst = false
        }
        member(.name, header.session.name)
        member(.startedAt, header.session.startedAt)
        member(.recorder, header.session.recorder)
        if !header.session.metadata.isEmpty {
            json.append(member: TraceVocabulary.SessionMember.metadata.rawValue, isFirst: isFirst)
            json.append(byte: UInt8(ascii: "{"))
            for (index, key) in header.session.metadata.keys.sorted().enumerated() {
                if index > 0 { json.append(byte: UInt8(ascii: ",")) }
                json.append(string: key)
                json.append(byte: UInt8(ascii: ":"))
                json.append(string: header.session.metadata[key] ?? "")
            }
            json.append(byte: UInt8(ascii: "}"))
        }
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends `,"rib":2` within the event's reserved room.
    private static func appendRib(_ rib: RibID, to json: inout JSONByteWriter) {
        json.append(uncheckedSeparatedMember: Member.rib.separatedName)
        json.append(uncheckedNumber: UInt64(rib.rawValue))
    }

    /// Appends `,"parent":1` within the event's reserved room.
    private static func appendParent(_ parent: RibID, to json: inout JSONByteWriter) {
        json.append(uncheckedSeparatedMember: Member.parent.separatedName)
        json.append(uncheckedNumber: UInt64(parent.rawValue))
    }

    /// Appends `,"workflow":3` within the event's reserved room.
    private static func appendWorkflow(_ workflow: WorkflowID, to json: inout JSONByteWriter) {
        json.append(uncheckedSeparatedMember: Member.workflow.separatedName)
        json.append(uncheckedNumber: UInt64(workflow.rawValue))
    }

    private static func appendOptional(_ member: Member, _ value: String?, to json: inout JSONByteWriter) {
        guard let value else { return }
        json.append(separatedMember: member.separatedName)
        json.append(string: value)
    }
}
