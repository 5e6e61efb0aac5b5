import SwiftSyntax

extension TokenSyntax {
    /// The name a token declares or refers to, without the backticks of a raw or escaped
    /// identifier: `Default` for `` `Default` ``, so a RIB's name never carries them.
    var plainName: String {
        let text = text
        // Only a name in backticks differs from its text; reading `identifier` for every
        // token would build one.
        guard text.utf8.first == UInt8(ascii: "`") else { return text }
        return identifier?.name ?? text
    }
}
