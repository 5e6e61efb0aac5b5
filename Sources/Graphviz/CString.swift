/// Calls `body` with a NUL-terminated copy of `text`, typed as the `char *` that
/// graphviz declares for parameters it only reads (it copies them with `agstrdup`).
///
/// - Parameters:
///   - text: Text without NUL characters (``GraphTexts`` checks that).
///   - body: Receives the C string, valid only during the call.
func withGraphvizString<Result>(
    _ text: String,
    _ body: (UnsafeMutablePointer<CChar>) throws -> Result
) rethrows -> Result {
    try text.withCString { try body(UnsafeMutablePointer(mutating: $0)) }
}
