import Foundation
import RibInspector

/// The screens of a trace as a reader meets them: each checked, and skipped with a warning
/// when broken, so that a bad picture never costs the rest of the trace. The pictures it
/// holds are bounded by its ``Limits``.
package struct ScreenReading: Sendable {
    /// How much of a trace's pictures a reader takes.
    package struct Limits: Sendable {
        /// The largest picture a reader takes: 16 MiB, far above what recorders write.
        package var maximumImageByteCount = 16 * 1024 * 1024
        /// The most bytes of pictures a reader holds: 256 MiB.
        package var maximumTotalByteCount = 256 * 1024 * 1024
        /// The most screens a reader holds.
        package var maximumScreenCount = 1_000_000

        /// The limits `ribviz` reads with.
        package init() {}
    }

    private let limits: Limits

    /// Where in the trace a screen is read, and what came before it.
    struct Context {
        /// The sequence number the next event gets, and the last event's time, in JSON
        /// Lines, where a screen sits among the events; `nil` in a document's array.
        var nextEvent: (sequence: UInt64, time: UInt64)?
        /// Nanoseconds per unit of `t`.
        var timeScale: UInt64
        /// The RIBs declared so far.
        var ribs: IdentifierSet
    }

    private(set) var screens: [RibScreen] = []
    /// The pictures read and not yet handed over, by digest.
    private(set) var images: [ScreenDigest: ScreenImage] = [:]
    /// The last screen drop counts read.
    private(set) var drops = ScreenDrops()
    /// Every picture read, handed over or not: what later screens may name.
    private var known: Set<ScreenDigest> = []
    private var heldBytes = 0
    private var last: (sequence: UInt64, time: UInt64)?

    init(limits: Limits) {
        self.limits = limits
    }

    /// Reads one screen; returns why it is skipped, or `nil` when it is kept.
    mutating func read(_ fields: RecordFields, in text: JSONScanner, context: Context) -> String? {
        guard let sequence = fields.seq, let unscaledTime = fields.t, let rib = fields.rib, let imageToken = fields.image else {
            return "screen records without seq, t, rib or image"
        }
        let (time, overflow) = unscaledTime.multipliedReportingOverflow(by: context.timeScale)
        guard !overflow, time <= UInt64(Int64.max) else { return "screen records whose t is later than 2^63 nanoseconds" }
        if let next = context.nextEvent, sequence < next.sequence || time < next.time {
            return "screen records out of order: a screen's seq is the next event's, and its t is not before the last event's"
        }
        if let last, sequence < last.sequence || time < last.time {
            return "screen records out of order: seq and t go back from the screen before"
        }
        guard context.ribs.contains(rib) else { return "screen records whose RIB is not declared before them" }
        guard let digest = ScreenDigest(hex: text.string(imageToken)) else {
            return "screen records whose image is not a SHA-256 (64 lowercase hexadecimal digits)"
        }
        guard screens.count < limits.maximumScreenCount else {
            return "screen records past the \(limits.maximumScreenCount) screens a reader holds"
        }
        if !known.contains(digest) {
            guard fields.base64 != nil else { return "screen records that name a picture no screen before them carries" }
            if let problem = readImage(fields, digest: digest, in: text) { return problem }
        }
        screens.append(RibScreen(rib: RibID(rawValue: rib), sequence: sequence, time: time, image: digest))
        last = (sequence, time)
        return nil
    }

    /// Reads the picture of the first screen that shows it; returns why it is skipped.
    private mutating func readImage(_ fields: RecordFields, digest: ScreenDigest, in text: JSONScanner) -> String? {
        guard let mediaToken = fields.mediaType, let base64 = fields.base64 else { return "screen records without mediaType" }
        let mediaText = text.string(mediaToken)
        guard let mediaType = ScreenImage.MediaType(rawValue: mediaText) else {
            return "screen records of unknown media type \"\(TextEscaping.singleLine(mediaText))\""
        }
        guard let width = fields.pixelWidth, let height = fields.pixelHeight, width > 0, height > 0 else {
            return "screen records without a positive pixelWidth and pixelHeight"
        }
        // Four characters of base64 hold three bytes.
        let length = (base64.end - base64.start) / 4 * 3
        guard length <= limits.maximumImageByteCount else {
            return "screen records whose picture is over the \(Self.bytes(limits.maximumImageByteCount)) a reader takes for one"
        }
        guard heldBytes + length <= limits.maximumTotalByteCount else {
            return "screen records past the \(Self.bytes(limits.maximumTotalByteCount)) of pictures a reader holds"
        }
        let encoded =
            base64.isEscaped
            ? Data(text.string(base64).utf8) : Data(UnsafeBufferPointer(start: text.base + base64.start, count: base64.end - base64.start))
        guard let bytes = Data(base64Encoded: encoded).map(Array.init) else { return "screen records whose base64 is broken" }
        guard mediaType.isSigned(bytes) else { return "screen records whose bytes are not the \(mediaType.rawValue) they claim" }
        guard ScreenDigest(of: bytes) == digest else { return "screen records whose bytes do not match their image SHA-256" }
        images[digest] = ScreenImage(bytes: bytes, mediaType: mediaType, pixelWidth: Int(width), pixelHeight: Int(height), digest: digest)
        known.insert(digest)
        heldBytes += bytes.count
        return nil
    }

    /// A count of bytes for a message: in MiB when it is whole MiB.
    private static func bytes(_ count: Int) -> String {
        count % (1024 * 1024) == 0 ? "\(count / 1024 / 1024) MiB" : "\(count) bytes"
    }

    /// Reads the counts of a screenDrops record or member: the latest counts win.
    mutating func readDrops(_ fields: RecordFields) {
        var drops = ScreenDrops()
        drops.tooLarge = Int(fields.tooLarge ?? 0)
        drops.overBudget = Int(fields.overBudget ?? 0)
        drops.invalid = Int(fields.invalid ?? 0)
        self.drops = drops
    }

    /// Hands over the screens and pictures read since the last call; the pictures stay
    /// known, so that later screens may name them.
    mutating func take() -> (screens: [RibScreen], images: [ScreenDigest: ScreenImage]) {
        defer {
            screens = []
            images = [:]
        }
        return (screens, images)
    }
}
