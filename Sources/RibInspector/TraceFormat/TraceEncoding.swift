/// Encodes the parts of a trace as JSON objects, one object per call, identical in the
/// document form and the JSON Lines form.
enum TraceEncoding {
    /// Appends one event object: `{"seq":0,"t":0,"kind":"attach","rib":2,"parent":1}`.
    static func append(_ event: RibEvent, to json: inout JSONByteWriter) {
        json.append(raw: "{\"seq\":")
        json.append(number: event.sequence)
        json.append(raw: ",\"t\":")
        json.append(number: event.time)
        json.append(raw: ",\"kind\":\"")
        appendKindWord(event.kind.vocabulary, to: &json)
        json.append(byte: UInt8(ascii: "\""))
        switch event.kind {
        case .built(let rib), .launched(let rib), .activated(let rib), .deactivated(let rib),
             .loaded(let rib), .deallocated(let rib), .interactorDeallocated(let rib):
            appendRib(rib, to: &json)
        case .attached(let rib, let parent), .detached(let rib, let parent):
            appendRib(rib, to: &json)
            appendParent(parent, to: &json)
        case .sharedObjectCreated(let name, let scope):
            json.append(raw: ",\"scope\":")
            json.append(number: UInt64(scope.rawValue))
            json.append(raw: ",\"name\":")
            json.append(string: name)
        case .workflowStarted(let workflow):
            appendWorkflow(workflow, to: &json)
        case .stepStarted(let step), .stepFinished(let step):
            appendWorkflow(step.workflow, to: &json)
            json.append(raw: ",\"step\":")
            json.append(number: step.index)
            json.append(raw: ",\"name\":")
            json.append(string: step.name)
            if let rib = step.rib { appendRib(rib, to: &json) }
        case .workflowEnded(let workflow, let outcome):
            appendWorkflow(workflow, to: &json)
            json.append(raw: ",\"outcome\":")
            json.append(string: outcome.rawValue)
        case .anomaly(let anomaly):
            let (word, rib, parent): (TraceVocabulary.AnomalyKind, RibID, RibID) =
                switch anomaly {
                case .attachedTwice(let rib, let parent): (.attachedTwice, rib, parent)
                case .detachedNonChild(let rib, let parent): (.detachedNonChild, rib, parent)
                }
            json.append(raw: ",\"anomaly\":")
            json.append(string: word.rawValue)
            appendRib(rib, to: &json)
            appendParent(parent, to: &json)
        }
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends one RIB declaration. With `record`, as a JSON Lines record.
    static func append(_ rib: RibDescriptor, asRecord record: Bool, to json: inout JSONByteWriter) {
        json.append(byte: UInt8(ascii: "{"))
        if record { json.append(raw: "\"record\":\"rib\",") }
        json.append(raw: "\"id\":")
        json.append(number: UInt64(rib.id.rawValue))
        json.append(raw: ",\"name\":")
        json.append(string: rib.name)
        appendOptional(",\"router\":", rib.routerType, to: &json)
        appendOptional(",\"interactor\":", rib.interactorType, to: &json)
        appendOptional(",\"builder\":", rib.builderType, to: &json)
        appendOptional(",\"adapter\":", rib.adapterType, to: &json)
        if let isViewful = rib.isViewful {
            json.append(raw: ",\"viewful\":")
            if isViewful { json.append(raw: "true") } else { json.append(raw: "false") }
        }
        if let scope = rib.scope {
            json.append(raw: ",\"scope\":")
            json.append(number: UInt64(scope.rawValue))
        }
        if rib.tracksInteractorDeallocation { json.append(raw: ",\"interactorTracked\":true") }
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends one scope declaration. With `record`, as a JSON Lines record.
    static func append(_ scope: ScopeDescriptor, asRecord record: Bool, to json: inout JSONByteWriter) {
        json.append(byte: UInt8(ascii: "{"))
        if record { json.append(raw: "\"record\":\"scope\",") }
        json.append(raw: "\"id\":")
        json.append(number: UInt64(scope.id.rawValue))
        json.append(raw: ",\"name\":")
        json.append(string: scope.name)
        appendOptional(",\"component\":", scope.componentType, to: &json)
        if let parent = scope.parent {
            json.append(raw: ",\"parent\":")
            json.append(number: UInt64(parent.rawValue))
        }
        if !scope.sharedObjects.isEmpty {
            json.append(raw: ",\"shared\":[")
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
        json.append(byte: UInt8(ascii: "{"))
        if record { json.append(raw: "\"record\":\"workflow\",") }
        json.append(raw: "\"id\":")
        json.append(number: UInt64(workflow.id.rawValue))
        json.append(raw: ",\"name\":")
        json.append(string: workflow.name)
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends the end record of the JSON Lines form: `{"record":"end","t":5000}`.
    static func appendEndRecord(_ end: UInt64, to json: inout JSONByteWriter) {
        json.append(raw: "{\"record\":\"end\",\"t\":")
        json.append(number: end)
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends the header's members (`"format":…,"version":…,…`) without braces, so the
    /// document form can continue the object and the JSON Lines form can prefix a record.
    static func appendMembers(of header: TraceHeader, to json: inout JSONByteWriter) {
        json.append(raw: "\"format\":")
        json.append(string: TraceHeader.formatName)
        json.append(raw: ",\"version\":")
        json.append(number: header.version)
        json.append(raw: ",\"timeUnit\":")
        json.append(string: TraceVocabulary.timeUnit)
        json.append(raw: ",\"app\":{\"name\":")
        json.append(string: header.app.name)
        appendOptional(",\"version\":", header.app.version, to: &json)
        json.append(raw: "},\"session\":{")
        var separator = false
        func member(_ key: StaticString, _ value: String?) {
            guard let value else { return }
            if separator { json.append(byte: UInt8(ascii: ",")) }
            json.append(key: key)
            json.append(string: value)
            separator = true
        }
        member("name", header.session.name)
        member("startedAt", header.session.startedAt)
        member("recorder", header.session.recorder)
        if !header.session.metadata.isEmpty {
            if separator { json.append(byte: UInt8(ascii: ",")) }
            json.append(raw: "\"metadata\":{")
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

    private static func appendKindWord(_ word: TraceVocabulary.EventKind, to json: inout JSONByteWriter) {
        var text = word.rawValue
        text.withUTF8 { json.append(utf8: $0) }
    }

    private static func appendRib(_ rib: RibID, to json: inout JSONByteWriter) {
        json.append(raw: ",\"rib\":")
        json.append(number: UInt64(rib.rawValue))
    }

    private static func appendParent(_ parent: RibID, to json: inout JSONByteWriter) {
        json.append(raw: ",\"parent\":")
        json.append(number: UInt64(parent.rawValue))
    }

    private static func appendWorkflow(_ workflow: WorkflowID, to json: inout JSONByteWriter) {
        json.append(raw: ",\"workflow\":")
        json.append(number: UInt64(workflow.rawValue))
    }

    private static func appendOptional(_ prefix: StaticString, _ value: String?, to json: inout JSONByteWriter) {
        guard let value else { return }
        json.append(raw: prefix)
        json.append(string: value)
    }
}
