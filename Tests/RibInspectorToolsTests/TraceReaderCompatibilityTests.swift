import Foundation
import Testing
import RibInspector
import RibInspectorTools

@Suite("Trace reader: forward compatibility and leniency")
struct TraceReaderCompatibilityTests {
    private let root = #"{"record":"rib","id":1,"name":"Root"}"#
    private let child = #"{"record":"rib","id":2,"name":"Child"}"#

    @Test("members this version does not know are ignored, whatever their value")
    func unknownMembers() throws {
        let text = """
            {"record":"header","format":"ribviz-trace","version":1,"future":{"a":[1,2.5e-3,-4,true,null,"x"]},"app":{"name":"App","icon":"🎮"},"session":{"device":[{}],"metadata":{"os":"iOS 18"}}}
            {"record":"rib","id":1,"name":"Root","color":"blue","layout":{"x":1}}
            {"seq":0,"t":0,"kind":"launch","rib":1,"thread":"main","stack":["a","b"]}
            """
        let trace = try readTrace(text)
        #expect(trace.ribs == [RibDescriptor(id: RibID(rawValue: 1), name: "Root")])
        #expect(trace.events.map(\.kind) == [.launched(RibID(rawValue: 1))])
        #expect(trace.header.session.metadata == ["os": "iOS 18"])
        #expect(trace.warnings.isEmpty)
    }

    @Test("events of an unknown kind are skipped with one warning per kind that counts them")
    func unknownKinds() throws {
        let text = TraceText.lines(
            root,
            #"{"seq":0,"t":0,"kind":"launch","rib":1}"#,
            #"{"seq":1,"t":1,"kind":"teleport","rib":1,"to":"moon"}"#,
            #"{"seq":2,"t":2,"kind":"activate","rib":1}"#,
            #"{"seq":3,"t":3,"kind":"teleport"}"#,
            #"{"seq":4,"t":4,"kind":"anomaly","anomaly":"leaked","rib":1,"parent":1}"#,
            #"{"record":"bookmark","name":"here"}"#
        )
        let trace = try readTrace(text)
        #expect(trace.events.map(\.sequence) == [0, 2])
        #expect(
            trace.warnings == [
                TraceWarning(line: 4, message: #"skipped events of unknown kind "teleport": 2 in all, the first on this line; a newer ribviz may know them"#),
                TraceWarning(line: 7, message: #"skipped anomaly events of unknown kind "leaked": 1 in all, the first on this line; a newer ribviz may know them"#),
                TraceWarning(line: 8, message: #"skipped records of unknown kind "bookmark": 1 in all, the first on this line; a newer ribviz may know them"#),
            ])
    }

    @Test("a skipped event still counts for the order of sequence numbers and times")
    func skippedEventsStillOrdered() throws {
        let text = TraceText.lines(root, #"{"seq":0,"t":5,"kind":"teleport"}"#, #"{"seq":1,"t":4,"kind":"launch","rib":1}"#)
        #expect(readError(text)?.problem == .timeWentBackwards(previous: 5, found: 4))
    }

    @Test("the truncated last line of a crashed app's JSON Lines is skipped with a warning")
    func truncatedLastLine() throws {
        let complete = TraceText.lines(root, #"{"seq":0,"t":0,"kind":"launch","rib":1}"#, #"{"seq":1,"t":1,"kind":"activate","rib":1}"#)
        let lastLine = #"{"seq":2,"t":2,"kind":"load","rib":1}"#
        for cut in 1..<lastLine.utf8.count {
            let trace = try readTrace(complete + String(lastLine.prefix(cut)))
            #expect(trace.events.map(\.sequence) == [0, 1])
            #expect(trace.warnings == [TraceWarning(line: 5, message: "skipped the last line: it is incomplete, probably because the app stopped while writing it")])
        }
        // A complete last line without its line break is read as usual.
        #expect(try readTrace(complete + lastLine).events.count == 3)
        // A line break added after the cut (an editor, a copy from the device) changes nothing.
        let edited = try readTrace(complete + String(lastLine.prefix(10)) + "\n\n")
        #expect(edited.events.map(\.sequence) == [0, 1])
        #expect(edited.warnings.count == 1)
    }

    @Test(
        "a last line cut inside true, false or null is skipped too",
        arguments: [
            #"{"record":"rib","id":2,"name":"Child","viewful":false}"#,
            #"{"record":"rib","id":2,"name":"Child","viewful":true}"#,
            #"{"record":"rib","id":2,"name":"Child","router":null}"#,
        ])
    func truncatedInsideLiteral(lastLine: String) throws {
        for cut in 1..<lastLine.utf8.count {
            let trace = try readTrace(TraceText.lines(root) + String(lastLine.prefix(cut)))
            #expect(trace.ribs.count == 1, "cut after \(cut) bytes")
            #expect(trace.warnings == [TraceWarning(line: 3, message: "skipped the last line: it is incomplete, probably because the app stopped while writing it")])
        }
    }

    @Test("a last line cut inside a multi-byte character is skipped too")
    func truncatedInsideCharacter() throws {
        var bytes = Array(TraceText.lines(root).utf8)
        bytes += Array(#"{"record":"rib","id":2,"name":"한"#.utf8).dropLast(1)
        let trace = try TraceReader().read(bytes)
        #expect(trace.ribs.count == 1)
        #expect(trace.warnings.count == 1)
    }

    @Test("a ring buffer's trace without opening events starts late: a warning, and no contradiction for what it lacks")
    func ringBufferTrace() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Ring"), retention: .mostRecent(2))
        let root = recorder.declareRib(named: "Root")
        let child = recorder.declareRib(named: "Child")
        recorder.record(.launched(root))
        recorder.record(.attached(child, parent: root))
        recorder.record(.deactivated(child))
        recorder.record(.detached(child, parent: root))  // kept, but its attach was dropped
        // As an older recorder wrote it: the kept events only, in version 1.
        var recorded = recorder.trace()
        recorded.events.removeFirst(recorded.openingEventCount)
        recorded.openingEventCount = 0
        recorded.header.version = 1
        for form in [TraceEncoder.Form.document, .jsonLines] {
            let trace = try TraceReader().read(TraceEncoder(form: form).encode(recorded))
            #expect(trace.events.map(\.sequence) == [2, 3])
            #expect(trace.warnings.count == 1)
            #expect(trace.warnings.first?.message.hasPrefix("the trace starts at event 2") == true)
        }
    }

    @Test("a gap in the middle stops checking the tree from there on, with a warning")
    func gapInTheMiddle() throws {
        let text = TraceText.lines(
            root, child,
            #"{"seq":0,"t":0,"kind":"launch","rib":1}"#,
            #"{"seq":5,"t":1,"kind":"detach","rib":2,"parent":1}"#)
        let trace = try readTrace(text)
        #expect(trace.events.count == 2)
        #expect(trace.warnings == [TraceWarning(line: 5, message: "events 1 to 4 are missing, so from here events that contradict the tree are not reported")])
        let one = try readTrace(TraceText.lines(root, child, #"{"seq":0,"t":0,"kind":"launch","rib":1}"#, #"{"seq":2,"t":1,"kind":"launch","rib":2}"#))
        #expect(one.warnings.map(\.message) == ["event 1 is missing, so from here events that contradict the tree are not reported"])
    }

    @Test("times in us, ms and s are converted to nanoseconds")
    func timeUnits() throws {
        for (unit, scale) in [("ns", UInt64(1)), ("us", 1_000), ("ms", 1_000_000), ("s", 1_000_000_000)] {
            let text =
                #"{"record":"header","format":"ribviz-trace","version":1,"timeUnit":"\#(unit)","app":{"name":"x"}}"#
                + "\n\(root)\n" + #"{"seq":0,"t":3,"kind":"launch","rib":1}"#
            #expect(try readTrace(text).events.first?.time == 3 * scale)
        }
    }

    @Test("layout is free: byte order mark, CRLF, blank lines, indentation, member order, escaped names")
    func layout() throws {
        let lines =
            "\u{FEFF}" + TraceText.headerLine + "\r\n\r\n  " + root + " \r\n"
            + #"{"rib":1,"kind":"launch","t":0,"seq":0}"# + "\r\n"
            + #"{"\u0073eq":1,"t":1,"\u006Bind":"\u0061ctivate","rib":1}"# + "\r\n"
        let trace = try readTrace(lines)
        #expect(trace.events.map(\.kind) == [.launched(RibID(rawValue: 1)), .activated(RibID(rawValue: 1))])

        let pretty = """
            {
              "version" : 1,
              "format" : "ribviz-trace",
              "app" : { "name" : "Pretty" },
              "ribs" : [ { "name" : "R\\u00e9sum\\u00E9 \\ud83c\\udfae", "id" : 1, "router" : null, "viewful" : true } ],
              "events" : [
                { "kind" : "launch", "rib" : 1, "seq" : 0, "t" : 0 }
              ]
            }
            """
        let read = try readTrace(pretty)
        #expect(read.ribs == [RibDescriptor(id: RibID(rawValue: 1), name: "Résumé 🎮", isViewful: true)])
        #expect(read.events.count == 1)
    }

    @Test("a scope's shared list and its share events fill the same list, without repeats")
    func sharedObjects() throws {
        let text = TraceText.lines(
            #"{"record":"scope","id":1,"name":"LoggedIn","shared":["scoreStream","scoreStream","player"]}"#,
            #"{"seq":0,"t":0,"kind":"share","scope":1,"name":"player"}"#,
            #"{"seq":1,"t":0,"kind":"share","scope":1,"name":"mutableScoreStream"}"#
        )
        let trace = try readTrace(text)
        #expect(trace.scopes.first?.sharedObjects == ["scoreStream", "player", "mutableScoreStream"])
        #expect(trace.events.count == 2)
    }

    @Test("a document may omit arrays it does not need")
    func minimalDocument() throws {
        let trace = try readTrace(#"{"format":"ribviz-trace","version":1,"app":{"name":"Minimal"}}"#)
        #expect(trace.header.app.name == "Minimal")
        #expect(trace.events.isEmpty)
    }
}
