#if OTLPExport
    import AsyncHTTPClient
    import Foundation
    import NIOCore
    import NIOHTTP1

    /// Sends OTLP/HTTP trace requests to a collector or a back end, one at a time, and says
    /// why one was not accepted. A connection that cannot be made fails its request at once
    /// (the HTTP client's pool would otherwise try again until the timeout). Call
    /// ``close()`` when done.
    public final class OTLPHTTPExporter: Sendable {
        /// Where requests go: the full URL, such as `http://localhost:4318/v1/traces`.
        public let endpoint: String
        /// Headers sent with every request, such as an API key.
        public let headers: [Header]
        /// How long one request may take, connecting included, in seconds.
        public let timeoutSeconds: Int64
        private let client: HTTPClient

        /// A header's name and value.
        public struct Header: Hashable, Sendable {
            /// The header's name: `x-honeycomb-team`.
            public var name: String
            /// Its value.
            public var value: String

            /// Creates a header.
            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }

        /// Creates an exporter and its HTTP client.
        public init(endpoint: String, headers: [Header] = [], timeoutSeconds: Int64 = 30) {
            self.endpoint = endpoint
            self.headers = headers
            self.timeoutSeconds = timeoutSeconds
            var configuration = HTTPClient.Configuration()
            configuration.connectionPool.retryConnectionEstablishment = false
            configuration.timeout.connect = .seconds(min(timeoutSeconds, 10))
            client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        }

        /// Why a request got no answer, in words: the system's for a failed connection.
        private static func reason(_ error: any Error) -> String {
            guard let error = error as? IOError else { return "\(error)" }
            return "\(String(cString: strerror(error.errnoCode))) (errno \(error.errnoCode))"
        }

        /// Shuts the HTTP client down; call it from synchronous code once every request is answered.
        public func close() {
            try? client.syncShutdown()
        }

        /// Posts one `ExportTraceServiceRequest` body and returns once the receiver has
        /// accepted all of it.
        ///
        /// - Throws: ``OTLPExportError`` when the request could not be sent, or the receiver
        ///   refused it or some of its spans.
        public func send(_ body: [UInt8]) async throws(OTLPExportError) {
            var request = HTTPClientRequest(url: endpoint)
            request.method = .POST
            request.headers.add(name: "Content-Type", value: "application/x-protobuf")
            request.headers.add(name: "User-Agent", value: "ribviz")
            for header in headers { request.headers.add(name: header.name, value: header.value) }
            request.body = .bytes(ByteBuffer(bytes: body))
            let status: UInt
            let answer: [UInt8]
            do {
                let response = try await client.execute(request, timeout: .seconds(timeoutSeconds))
                status = response.status.code
                answer = Array(buffer: try await response.body.collect(upTo: 1 << 20))
            } catch {
                throw .unreachable(endpoint: endpoint, reason: Self.reason(error))
            }
            guard (200..<300).contains(status) else {
                throw .refused(endpoint: endpoint, status: Int(status), message: OTLPResponse.refusalMessage(in: answer))
            }
            if let rejected = OTLPResponse.rejectedSpans(in: answer) {
                throw .spansRejected(endpoint: endpoint, count: rejected.count, message: rejected.message)
            }
        }
    }
#endif
