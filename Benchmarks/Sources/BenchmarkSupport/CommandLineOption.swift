/// The positive integer after `flag` on the command line (`--runs 7`), or
/// `fallback` when the flag is absent or its value is not a positive integer.
public func option(_ flag: String, default fallback: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
        let value = Int(arguments[index + 1]), value > 0
    else { return fallback }
    return value
}

/// The word after `flag` on the command line (`--only file`), or `nil` when the flag is
/// absent or last.
public func textOption(_ flag: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
