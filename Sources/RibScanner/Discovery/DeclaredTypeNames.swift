/// The names of the types a file declares, read from its bytes without parsing: the name
/// after each `protocol`, `class`, `struct`, `enum` and `actor` keyword. The scan keeps
/// them for the files the keyword filter drops, so that a type the routing code names
/// (`protocol PluginFactory { func plugin(id: String) -> Plugin? }`, in a file that
/// mentions none of RIBs' words) can still be read.
///
/// It errs towards more names: a keyword in a comment or a string counts too, which only
/// makes a file a candidate; the file is parsed before anything of it is used.
enum DeclaredTypeNames {
    /// The names declared in `source`, once each, in order.
    static func names(in source: String) -> [String] {
        var source = source
        return source.withUTF8 { bytes in
            var names: [String] = []
            for keyword in keywords {
                var from = 0
                while let found = ByteSearch.firstIndex(of: keyword, in: bytes, from: from) {
                    from = found + keyword.count
                    guard found == 0 || !BodyScreen.isIdentifierByte(bytes[found - 1]), from < bytes.count, BodyScreen.isSpace(bytes[from]) else {
                        continue
                    }
                    var start = from
                    while start < bytes.count, BodyScreen.isSpace(bytes[start]) { start += 1 }
                    var end = start
                    while end < bytes.count, BodyScreen.isIdentifierByte(bytes[end]) { end += 1 }
                    guard end > start, BodyScreen.isIdentifierStart(bytes[start]) else { continue }
                    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    if !notNames.contains(name), !names.contains(name) { names.append(name) }
                }
            }
            return names
        }
    }

    private static let keywords = ["protocol", "class", "struct", "enum", "actor"].map { Array($0.utf8) }

    /// Words that follow `class` without naming a type (`class func`, `class var`).
    private static let notNames: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "override", "final", "private", "public"]
}
