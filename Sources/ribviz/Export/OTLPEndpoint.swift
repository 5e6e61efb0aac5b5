import ArgumentParser
import Foundation

/// An OTLP/HTTP traces endpoint and the headers of its requests, as the command line gives
/// them (`ribviz export --otlp`, `ribviz live --otlp`).
struct OTLPEndpoint {
    /// The endpoint's URL, with its path: `http://localhost:4318/v1/traces`.
    var url: String
    /// The headers every request carries, such as an API key.
    var headers: [(name: String, value: String)]

    /// Checks the options.
    ///
    /// - Parameters:
    ///   - urlOption, headerOption: The options' names, for the errors.
    /// - Throws: `ValidationError` naming the option that is not an http(s) URL or not a
    ///   `name=value` header.
    init(url: String, headers: [String], urlOption: String = "--otlp", headerOption: String) throws {
        guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host?.isEmpty == false else {
            throw ValidationError("\(urlOption) \(url): give the http:// or https:// URL of an OTLP/HTTP traces endpoint, such as http://localhost:4318/v1/traces.")
        }
        var pairs: [(name: String, value: String)] = []
        for header in headers {
            guard let pair = Self.header(header) else {
                throw ValidationError("\(headerOption) \(header): write it as name=value, such as x-honeycomb-team=KEY.")
            }
            pairs.append(pair)
        }
        self.url = url
        self.headers = pairs
    }

    /// The name and value of a `name=value` header, or `nil` when it is not one.
    static func header(_ text: String) -> (name: String, value: String)? {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        return (String(text[..<equals]).trimmingCharacters(in: .whitespaces), String(text[text.index(after: equals)...]))
    }

    /// What a ribviz built without the OTLPExport trait says when asked to send spans.
    static let unavailable = CommandFailure(
        message: "this ribviz was built without OTLP export. Build it with the OTLPExport trait: swift build --traits default,OTLPExport (Docs/Fleet.md).",
        exitCode: ExitCode(69))
}
