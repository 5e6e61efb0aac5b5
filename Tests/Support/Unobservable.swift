/// Why a test cannot observe the signal it would wait for: the system does not offer it.
public struct Unobservable: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
