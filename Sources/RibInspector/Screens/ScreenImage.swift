/// A picture of what a viewful RIB showed: encoded PNG or JPEG bytes, their media type and
/// their size in pixels, named by the SHA-256 of the bytes (``digest``) so that a trace
/// stores a picture taken twice once.
public struct ScreenImage: Hashable, Sendable {
    /// The encodings a trace holds.
    public enum MediaType: String, Hashable, Sendable, CaseIterable {
        /// `image/png`.
        case png = "image/png"
        /// `image/jpeg`.
        case jpeg = "image/jpeg"

        /// The bytes every file of this type starts with.
        var signature: [UInt8] {
            switch self {
            case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            case .jpeg: [0xFF, 0xD8, 0xFF]
            }
        }

        /// Whether `bytes` start as a file of this type does.
        public func isSigned(_ bytes: [UInt8]) -> Bool {
            bytes.starts(with: signature)
        }
    }

    /// How the bytes are encoded.
    public let mediaType: MediaType
    /// The picture's width in pixels.
    public let pixelWidth: Int
    /// The picture's height in pixels.
    public let pixelHeight: Int
    /// The encoded picture.
    public let bytes: [UInt8]
    /// The SHA-256 of ``bytes``: what screens of the same picture share.
    public let digest: ScreenDigest

    /// Creates a picture from encoded bytes, hashing them.
    public init(bytes: [UInt8], mediaType: MediaType, pixelWidth: Int, pixelHeight: Int) {
        self.init(bytes: bytes, mediaType: mediaType, pixelWidth: pixelWidth, pixelHeight: pixelHeight, digest: ScreenDigest(of: bytes))
    }

    /// Creates a picture whose digest is known to be its bytes' (a reader checked it).
    package init(bytes: [UInt8], mediaType: MediaType, pixelWidth: Int, pixelHeight: Int, digest: ScreenDigest) {
        self.mediaType = mediaType
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.bytes = bytes
        self.digest = digest
    }

    /// What is wrong with the picture as a trace would hold it, or `nil`: its bytes must
    /// start as its media type's do, and it must have pixels.
    public var problem: String? {
        guard pixelWidth > 0, pixelHeight > 0 else { return "its width or height is not a positive number of pixels" }
        guard mediaType.isSigned(bytes) else { return "its bytes are not the \(mediaType.rawValue) it claims" }
        return nil
    }
}

/// The SHA-256 of a picture's bytes, as 64 lowercase hexadecimal digits: how a screen names
/// the picture it shows.
public struct ScreenDigest: Hashable, Sendable, CustomStringConvertible {
    /// The 64 lowercase hexadecimal digits.
    public let hex: String

    /// The digest of `bytes`.
    public init(of bytes: [UInt8]) {
        let digest = bytes.withUnsafeBytes { SHA256.digest(of: $0) }
        let digits = Array("0123456789abcdef".utf8)
        hex = String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] }, as: UTF8.self)
    }

    /// A digest as a trace spells it; `nil` unless it is 64 lowercase hexadecimal digits.
    public init?(hex: String) {
        guard hex.utf8.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        self.hex = hex
    }

    public var description: String { hex }
}

/// A picture of a RIB's view at a moment of the session: which RIB, when, and which picture.
///
/// A screen is not an event: it changes nothing in the tree. Its ``sequence`` is the
/// sequence number of the next event, that is how many events were recorded before it,
/// so that it sits between events without taking a number of their own.
public struct RibScreen: Hashable, Sendable {
    /// The RIB whose view the picture shows.
    public var rib: RibID
    /// How many events were recorded before the screen: it follows event `sequence - 1`
    /// and comes before event `sequence`.
    public var sequence: UInt64
    /// Nanoseconds since the session started, like event times.
    public var time: UInt64
    /// The picture, in ``Trace/screenImages``.
    public var image: ScreenDigest

    /// Creates a screen.
    public init(rib: RibID, sequence: UInt64, time: UInt64, image: ScreenDigest) {
        self.rib = rib
        self.sequence = sequence
        self.time = time
        self.image = image
    }
}

/// How many screens a recorder refused, by reason: a trace says so, so that no picture
/// goes missing unnoticed.
public struct ScreenDrops: Hashable, Sendable {
    /// Why a screen was refused.
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// The picture was larger than the recorder's limit for one picture.
        case tooLarge
        /// The session's byte budget for pictures was spent.
        case overBudget
        /// The picture was not what it claimed (see ``ScreenImage/problem``), or its RIB
        /// was not declared.
        case invalid
    }

    /// Pictures over the limit for one picture.
    public var tooLarge = 0
    /// Pictures past the session's byte budget.
    public var overBudget = 0
    /// Pictures that were not what they claimed, or of undeclared RIBs.
    public var invalid = 0

    /// No drops.
    public init() {}

    /// The count for one reason.
    public subscript(reason: Reason) -> Int {
        get {
            switch reason {
            case .tooLarge: tooLarge
            case .overBudget: overBudget
            case .invalid: invalid
            }
        }
        set {
            switch reason {
            case .tooLarge: tooLarge = newValue
            case .overBudget: overBudget = newValue
            case .invalid: invalid = newValue
            }
        }
    }

    /// How many screens were refused in all.
    public var total: Int { tooLarge + overBudget + invalid }
}
