import RibArchitecture

/// Inside the scanner, `SourceLocation` is ribviz's file-and-line, not swift-syntax's.
typealias SourceLocation = RibArchitecture.SourceLocation
