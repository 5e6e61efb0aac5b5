import RibArchitecture

extension DocumentationWording {
    /// A duration in nanoseconds as seconds with whole milliseconds, such as `1.250 s`.
    static func seconds(_ nanoseconds: UInt64) -> String {
        let milliseconds = nanoseconds / 1_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}
