#if OTLPExport
    import RibOTLP

    extension OTLPHTTPExporter {
        /// An exporter for the endpoint and headers the command line gives.
        convenience init(_ endpoint: OTLPEndpoint) {
            self.init(endpoint: endpoint.url, headers: endpoint.headers.map { Header(name: $0.name, value: $0.value) })
        }

        /// Posts one request body and waits for the receiver's answer, for the commands'
        /// synchronous code and the forwarder's thread.
        func sendWaiting(_ body: [UInt8]) throws(OTLPExportError) {
            let answer = BlockingResult<Void>()
            Task {
                do { answer.set(.success(try await send(body))) } catch { answer.set(.failure(error)) }
            }
            do {
                try answer.wait()
            } catch let error as OTLPExportError {
                throw error
            } catch {
                throw .unreachable(endpoint: endpoint, reason: "\(error)")
            }
        }
    }
#endif
