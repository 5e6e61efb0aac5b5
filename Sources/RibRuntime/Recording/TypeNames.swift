/// How the runtime names types in a trace: as a developer writes them, without the module.
enum TypeNames {
    /// The type's name, qualified by its enclosing types but not by its module:
    /// `RandomWinAdapter.Component` for a nested type, `LoggedInRouter` for a top-level one.
    /// Generic and local types keep their short name.
    static func name(of type: Any.Type) -> String {
        let short = String(describing: type)
        let reflected = String(reflecting: type)
        guard !reflected.contains("<"), !reflected.contains("("), let moduleEnd = reflected.firstIndex(of: ".") else {
            return short
        }
        return String(reflected[reflected.index(after: moduleEnd)...])
    }

    /// The name a developer says for a RIB part: the type's name without `suffix`, so
    /// `LoggedInRouter` is `LoggedIn` and `LoggedInComponent` is `LoggedIn`.
    ///
    /// A nested type named only `suffix` takes its enclosing type's name:
    /// `RandomWinAdapter.Component` is `RandomWinAdapter`. A generic type keeps its whole
    /// name, and so does a name that would become empty.
    static func partName(of type: Any.Type, removing suffix: String) -> String {
        let qualified = name(of: type)
        guard !qualified.contains("<") else { return qualified }
        let components = qualified.split(separator: ".")
        guard let last = components.last else { return qualified }
        if last.count > suffix.count, last.hasSuffix(suffix) {
            return String(last.dropLast(suffix.count))
        }
        if last == suffix, components.count > 1 {
            return String(components[components.count - 2])
        }
        return String(last)
    }
}
