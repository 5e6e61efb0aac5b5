import SwiftSyntax

extension TokenSyntax {
    /// The name a token declares or refers to, without the backticks of a raw or escaped
    /// identifier: `Default` for `` `Default` ``, so a RIB's name never carries them.
    var plainName: String {
        identifier?.name ?? text
    }
}
