import Foundation

extension TraceEncoding {
    private typealias Member = TraceVocabulary.RecordMember

    /// Appends one screen object, `{"seq":4,"t":150000,"rib":2,"image":"…"}`, followed by
    /// the picture's media type, size and base64 bytes when `image` is given (the first
    /// screen of a picture). With `record`, as a JSON Lines record.
    static func append(_ screen: RibScreen, image: ScreenImage?, asRecord record: Bool, to json: inout JSONByteWriter) {
        json.append(byte: UInt8(ascii: "{"))
        if record {
            json.append(separatedMember: Member.record.separatedName, isFirst: true)
            json.append(string: TraceVocabulary.RecordKind.screen.rawValue)
        }
        json.append(separatedMember: Member.seq.separatedName, isFirst: !record)
        json.append(number: screen.sequence)
        json.append(separatedMember: Member.t.separatedName)
        json.append(number: screen.time)
        json.append(separatedMember: Member.rib.separatedName)
        json.append(number: UInt64(screen.rib.rawValue))
        json.append(separatedMember: Member.image.separatedName)
        json.append(string: screen.image.hex)
        if let image {
            json.append(separatedMember: Member.mediaType.separatedName)
            json.append(string: image.mediaType.rawValue)
            json.append(separatedMember: Member.pixelWidth.separatedName)
            json.append(number: image.pixelWidth)
            json.append(separatedMember: Member.pixelHeight.separatedName)
            json.append(number: image.pixelHeight)
            json.append(separatedMember: Member.base64.separatedName)
            json.append(string: Data(image.bytes).base64EncodedString())
        }
        json.append(byte: UInt8(ascii: "}"))
    }

    /// Appends the counts of refused screens, `{"tooLarge":1,"overBudget":0,"invalid":0}`.
    /// With `record`, as a JSON Lines record.
    static func append(_ drops: ScreenDrops, asRecord record: Bool, to json: inout JSONByteWriter) {
        json.append(byte: UInt8(ascii: "{"))
        if record {
            json.append(separatedMember: Member.record.separatedName, isFirst: true)
            json.append(string: TraceVocabulary.RecordKind.screenDrops.rawValue)
        }
        let members: [(Member, ScreenDrops.Reason)] = [(.tooLarge, .tooLarge), (.overBudget, .overBudget), (.invalid, .invalid)]
        for (index, (member, reason)) in members.enumerated() {
            json.append(separatedMember: member.separatedName, isFirst: !record && index == 0)
            json.append(number: drops[reason])
        }
        json.append(byte: UInt8(ascii: "}"))
    }
}

/// Decides which screen of a trace carries each picture's bytes: the first that shows it.
struct ScreenImageWriting {
    private var written: Set<ScreenDigest> = []

    /// The picture to write with `screen`: its image the first time, `nil` after.
    mutating func image(for screen: RibScreen, in images: [ScreenDigest: ScreenImage]) -> ScreenImage? {
        guard written.insert(screen.image).inserted else { return nil }
        return images[screen.image]
    }
}
