import Foundation
import Testing
import RibInspector
@testable import RibInspectorTools

@Suite("Trace reader: screens")
struct TraceScreenTests {
    private let root = #"{"record":"rib","id":1,"name":"Root"}"#
    private let launch = #"{"seq":0,"t":0,"kind":"launch","rib":1}"#
    private let load = #"{"seq":1,"t":5,"kind":"load","rib":1}"#
    private let picture = ScreenPictures.png(7)

    /// A screen record of RIB `rib` before event `seq`, with the picture's bytes unless `carried` is false.
    private func screenLine(
        seq: Int = 2, t: Int = 6, rib: Int = 1, image: ScreenImage? = nil, mediaType: String? = nil,
        base64: String? = nil, carried: Bool = true
    ) -> String {
        let image = image ?? picture
        var line = #"{"record":"screen","seq":\#(seq),"t":\#(t),"rib":\#(rib),"image":"\#(image.digest.hex)""#
        if carried {
            let encoded = base64 ?? Data(image.bytes).base64EncodedString()
            line += #","mediaType":"\#(mediaType ?? image.mediaType.rawValue)","pixelWidth":320,"pixelHeight":568,"base64":"\#(encoded)""#
        }
        return line + "}"
    }

    private func skipWarning(_ reason: String, line: Int, count: Int = 1) -> TraceWarning {
        TraceWarning(line: line, message: "skipped \(reason): \(count) in all, the first on this line; the rest of the trace is read")
    }

    // MARK: - Round trips

    @Test("screens, their pictures and the refused count read back in both forms", arguments: [TraceEncoder.Form.document, .jsonLines])
    func roundTrip(form: TraceEncoder.Form) throws {
        let written = recordedSessionWithEveryEventKind().trace()
        #expect(written.screens.count == 3)
        #expect(written.screenImages.count == 2)
        #expect(written.droppedScreens.invalid == 1)
        let read = try TraceReader().read(TraceEncoder(form: form).encode(written))
        #expect(read.screens == written.screens)
        #expect(read.screenImages == written.screenImages)
        #expect(read.droppedScreens == written.droppedScreens)
        #expect(read.events == written.events)
        #expect(read.warnings.isEmpty)
    }

    @Test("a picture taken twice is written once; the later screen names it by its SHA-256", arguments: [TraceEncoder.Form.document, .jsonLines])
    func picturesStoredOnce(form: TraceEncoder.Form) throws {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(ManualClock()))
        let rib = recorder.declareRib(named: "Root", isViewful: true)
        recorder.record(.launched(rib))
        #expect(recorder.recordScreen(of: rib, image: picture) == .recorded(RibScreen(rib: rib, sequence: 1, time: 0, image: picture.digest)))
        recorder.record(.loaded(rib))
        #expect(recorder.recordScreen(of: rib, image: picture) == .referenced(RibScreen(rib: rib, sequence: 2, time: 0, image: picture.digest)))
        let text = String(decoding: TraceEncoder(form: form).encode(recorder.trace()), as: UTF8.self)
        #expect(text.components(separatedBy: Data(picture.bytes).base64EncodedString()).count == 2)
        #expect(text.components(separatedBy: picture.digest.hex).count == 3)
        let read = try readTrace(text)
        #expect(read.screens.map(\.image) == [picture.digest, picture.digest])
        #expect(read.screenImages == [picture.digest: picture])
    }

    @Test("in JSON Lines a screen sits before the event whose sequence number it carries")
    func screenPlaceInLines() throws {
        let recorder = RibRecorder(app: AppInfo(name: "Test"), clock: .manual(ManualClock()))
        let rib = recorder.declareRib(named: "Root")
        recorder.record(.launched(rib))
        recorder.recordScreen(of: rib, image: picture)
        recorder.record(.activated(rib))
        let lines = String(decoding: TraceEncoder(form: .jsonLines).encode(recorder.trace()), as: UTF8.self).split(separator: "\n")
        #expect(lines[2].hasPrefix(#"{"seq":0,"#))
        #expect(
            lines[3].hasPrefix(#"{"record":"screen","seq":1,"t":0,"rib":1,"image":"\#(picture.digest.hex)","mediaType":"image/png","pixelWidth":320,"pixelHeight":568,"base64":""#))
        #expect(lines[4].hasPrefix(#"{"seq":1,"#))
    }

    // MARK: - Bad input

    @Test("a screen with broken base64 is skipped with a warning naming its line; the rest reads")
    func brokenBase64() throws {
        let trace = try readTrace(TraceText.lines(root, launch, load, screenLine(base64: "iVBORw0K!!!="), #"{"seq":2,"t":7,"kind":"activate","rib":1}"#))
        #expect(trace.screens.isEmpty)
        #expect(trace.events.count == 3)
        #expect(trace.warnings == [skipWarning("screen records whose base64 is broken", line: 5)])
        let unpadded = String(Data(picture.bytes).base64EncodedString().dropLast())
        #expect(try readTrace(TraceText.lines(root, launch, load, screenLine(base64: unpadded))).warnings.count == 1)
    }

    @Test("a picture whose bytes are not the media type it claims is skipped", arguments: ["image/jpeg", "image/png"])
    func wrongMagicBytes(claimed: String) throws {
        let image = claimed == "image/png" ? ScreenPictures.jpeg(1) : picture
        let trace = try readTrace(TraceText.lines(root, launch, load, screenLine(image: image, mediaType: claimed)))
        #expect(trace.screens.isEmpty)
        #expect(trace.warnings == [skipWarning("screen records whose bytes are not the \(claimed) they claim", line: 5)])
    }

    @Test("a media type other than PNG and JPEG is skipped, its name escaped")
    func unknownMediaType() throws {
        let trace = try readTrace(TraceText.lines(root, launch, load, screenLine(mediaType: "image/gif\\n")))
        #expect(trace.warnings == [skipWarning(#"screen records of unknown media type "image/gif\n""#, line: 5)])
    }

    @Test("a screen of an undeclared RIB is skipped")
    func unknownRib() throws {
        let trace = try readTrace(TraceText.lines(root, launch, load, screenLine(rib: 9)))
        #expect(trace.screens.isEmpty)
        #expect(trace.warnings == [skipWarning("screen records whose RIB is not declared before them", line: 5)])
    }

    @Test("a screen naming a picture no screen before it carries is skipped; one naming a carried picture reads")
    func unknownHash() throws {
        let trace = try readTrace(
            TraceText.lines(
                root, launch, load, screenLine(carried: false), screenLine(), screenLine(seq: 2, t: 7, carried: false),
                screenLine(seq: 2, t: 8, image: ScreenPictures.png(9), carried: false)))
        #expect(trace.screens.map(\.time) == [6, 7])
        #expect(
            trace.warnings == [
                skipWarning("screen records that name a picture no screen before them carries", line: 5, count: 2)
            ])
    }

    @Test("bytes that do not match the SHA-256 the screen names are skipped")
    func digestMismatch() throws {
        let other = Data(ScreenPictures.png(8).bytes).base64EncodedString()
        let trace = try readTrace(TraceText.lines(root, launch, load, screenLine(base64: other)))
        #expect(trace.warnings == [skipWarning("screen records whose bytes do not match their image SHA-256", line: 5)])
    }

    @Test("a screen out of order with the events around it is skipped, never an error")
    func outOfOrder() throws {
        let trace = try readTrace(TraceText.lines(root, launch, load, screenLine(seq: 1, t: 6)))
        #expect(trace.screens.isEmpty)
        #expect(trace.warnings.first?.message.hasPrefix("skipped screen records out of order") == true)
    }

    @Test("a picture over the reader's limit is skipped before it is decoded")
    func pictureOverLimit() throws {
        var reader = TraceReader()
        reader.screenLimits.maximumImageByteCount = 16
        let text = TraceText.lines(root, launch, load, screenLine())
        let trace = try reader.read(Array(text.utf8))
        #expect(trace.screens.isEmpty)
        #expect(trace.warnings == [skipWarning("screen records whose picture is over the 16 bytes a reader takes for one", line: 5)])
    }

    @Test("a flood of pictures stops at the reader's budget: the rest of the trace still reads and one warning counts them")
    func floodOfPictures() throws {
        var reader = TraceReader()
        reader.screenLimits.maximumTotalByteCount = 3 * 24
        reader.screenLimits.maximumScreenCount = 5
        var lines = [root, launch, load]
        for number in 0..<8 { lines.append(screenLine(seq: 2, t: 6 + number, image: ScreenPictures.png(UInt8(number)))) }
        for number in 0..<4 { lines.append(screenLine(seq: 2, t: 20 + number, image: ScreenPictures.png(0), carried: false)) }
        lines.append(#"{"seq":2,"t":30,"kind":"activate","rib":1}"#)
        let trace = try reader.read(Array(TraceText.lines(lines).utf8))
        #expect(trace.screenImages.count == 3)
        #expect(trace.screens.count == 5)
        #expect(trace.events.count == 3)
        #expect(
            trace.warnings == [
                skipWarning("screen records past the 72 bytes of pictures a reader holds", line: 8, count: 5),
                skipWarning("screen records past the 5 screens a reader holds", line: 15, count: 2),
            ])
    }

    @Test("a screen without its required members is skipped; a mistyped member is an error naming it")
    func missingAndMistypedMembers() throws {
        let trace = try readTrace(TraceText.lines(root, launch, #"{"record":"screen","seq":1,"t":1,"rib":1}"#))
        #expect(trace.warnings == [skipWarning("screen records without seq, t, rib or image", line: 4)])
        let error = readError(TraceText.lines(root, launch, #"{"record":"screen","seq":1,"t":1,"rib":1,"image":"x","pixelWidth":"wide"}"#))
        #expect(error?.position?.line == 4)
        #expect(error?.description.contains("pixelWidth") == true)
    }

    @Test("the document's screens and screenDrops read; screens that break are skipped there too")
    func documentScreens() throws {
        var text = TraceText.document(ribs: TraceText.twoRibs, events: [#"{"seq":0,"t":0,"kind":"launch","rib":1}"#])
        text.removeLast(2)
        let element = String(screenLine(seq: 1, t: 3).dropFirst(#"{"record":"screen","#.count))
        text +=
            ",\n\"screens\":[\n{\(element),\n{\"seq\":1,\"t\":4,\"rib\":7,\"image\":\"\(picture.digest.hex)\"}\n],\n\"screenDrops\":{\"tooLarge\":2,\"overBudget\":1,\"invalid\":0},\n\"end\":9}\n"
        let trace = try readTrace(text)
        #expect(trace.screens == [RibScreen(rib: RibID(rawValue: 1), sequence: 1, time: 3, image: picture.digest)])
        #expect(trace.droppedScreens.tooLarge == 2 && trace.droppedScreens.overBudget == 1)
        #expect(trace.end == 9)
        #expect(trace.warnings == [skipWarning("screen records whose RIB is not declared before them", line: 13)])
    }

    @Test("damaged screen lines never trap the reader: every byte flipped reads or throws")
    func flippedBytes() {
        let text = TraceText.lines(root, launch, load, screenLine(), screenLine(seq: 2, t: 7, carried: false))
        let bytes = Array(text.utf8)
        let start = bytes.count - screenLine().utf8.count - screenLine(carried: false).utf8.count - 2
        for index in start..<bytes.count {
            for replacement: UInt8 in [0, UInt8(ascii: "\""), UInt8(ascii: "A"), 0xFF] {
                var damaged = bytes
                damaged[index] = replacement
                _ = readError(damaged)
            }
        }
    }

    // MARK: - Older readers

    @Test("a reader that knows no screens reads the same trace and analysis, warning once about the records it skips", arguments: [TraceEncoder.Form.document, .jsonLines])
    func olderReader(form: TraceEncoder.Form) throws {
        let written = recordedSessionWithEveryEventKind().trace()
        let text = String(decoding: TraceEncoder(form: form).encode(written), as: UTF8.self)
        // What a reader written before screens meets: record kinds and members it does not know.
        let unknown =
            text
            .replacingOccurrences(of: #""record":"screen""#, with: #""record":"futureScreen""#)
            .replacingOccurrences(of: #""record":"screenDrops""#, with: #""record":"futureScreenDrops""#)
            .replacingOccurrences(of: #""screens":"#, with: #""futureScreens":"#)
            .replacingOccurrences(of: #""screenDrops":"#, with: #""futureScreenDrops":"#)
        let current = try readTrace(text)
        let older = try readTrace(unknown)
        #expect(older.screens.isEmpty)
        #expect(older.events == current.events)
        #expect(older.ribs == current.ribs)
        #expect(older.end == current.end)
        #expect(Self.figures(older) == Self.figures(current))
        var withoutScreens = written
        withoutScreens.screens = []
        withoutScreens.screenImages = [:]
        withoutScreens.droppedScreens = ScreenDrops()
        #expect(Self.figures(try readTrace(String(decoding: TraceEncoder(form: form).encode(withoutScreens), as: UTF8.self))) == Self.figures(older))
        if form == .jsonLines {
            #expect(
                older.warnings.map(\.message) == [
                    #"skipped records of unknown kind "futureScreen": 3 in all, the first on this line; a newer ribviz may know them"#,
                    #"skipped records of unknown kind "futureScreenDrops": 1 in all, the first on this line; a newer ribviz may know them"#,
                ])
        } else {
            #expect(older.warnings.isEmpty)
        }
    }

    /// What an analysis of the trace finds, as `ribviz inspect` reports it.
    private static func figures(_ trace: Trace) -> (SessionSummary, [RibLifetime], [TraceFinding], String) {
        let analysis = trace.analysis()
        return (analysis.summary, analysis.lifetimes, analysis.findings, analysis.description)
    }

    // MARK: - Chunk by chunk

    @Test("the JSON Lines reader that reads chunk by chunk holds no screens unless asked, then hands each chunk's over once")
    func chunkReader() throws {
        var ignoring = JSONLinesTraceReader(source: "live")
        _ = try ignoring.read(Array((TraceText.lines(root, launch, load, screenLine())).utf8))
        #expect(ignoring.takeScreens().screens.isEmpty)
        #expect(try ignoring.read(Array((screenLine(seq: 2, t: 7, carried: false) + "\n").utf8)).isEmpty)
        #expect(ignoring.declarations?.warnings.isEmpty == true)

        var reader = JSONLinesTraceReader(source: "live")
        reader.keepsScreens = true
        _ = try reader.read(Array((TraceText.lines(root, launch, load, screenLine())).utf8))
        let first = reader.takeScreens()
        #expect(first.screens.count == 1 && first.images == [picture.digest: picture])
        _ = try reader.read(Array((screenLine(seq: 2, t: 7, carried: false) + "\n").utf8))
        let second = reader.takeScreens()
        #expect(second.screens.map(\.time) == [7] && second.images.isEmpty)
        #expect(reader.takeScreens().screens.isEmpty)
    }
}

extension TraceText {
    /// A JSON Lines trace: the header line, then `lines`.
    static func lines(_ lines: [String]) -> String {
        ([headerLine] + lines).joined(separator: "\n") + "\n"
    }
}
