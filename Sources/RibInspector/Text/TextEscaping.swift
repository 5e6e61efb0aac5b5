import RibvizEscaping

/// Makes user-provided names safe for one-line text output: the package's one
/// ``RibvizEscaping/TextEscaping``, which lives in `RibvizEscaping` so that the declared
/// architecture (`RibArchitecture`) escapes names the same way without depending on
/// RibInspector. Every module that imports RibInspector uses it by this name.
package typealias TextEscaping = RibvizEscaping.TextEscaping
