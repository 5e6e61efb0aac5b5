#if !LiveServer
    #error(
        "RibLiveServer needs FlyingFox, which ribviz's LiveServer trait brings: depend on ribviz without `traits: []` (LiveServer is a default trait), or with `traits: [\"LiveServer\"]`."
    )
#endif

import FlyingFox
import FlyingSocks
import Foundation
import RibInspector
import RibInspectorTools
import RibRendering

/// The server of `ribviz live`: it takes the batches of records that `LiveTraceSink`s post,
/// keeps and saves each session, and serves a page per session.
///
/// Endpoints:
/// - `POST /sessions/{name}/records`: a batch of JSON Lines records; the header
///   `Ribviz-First-Record` says the index of its first record in the session. The answer,
///   `{"records":N}`, says how many records the session holds: 200 when the batch continued
///   the session (records it already held are skipped), 409 when records before the batch
///   are missing (resend from N). 400 for lines that do not continue the trace, 401 for a
///   missing or wrong token, 413 for a batch over the size limit, 429 for a new session
///   past ``LiveServerOptions/maximumSessions``.
/// - `GET /`: the sessions, those of the save folder included; the page asks for itself
///   again every 2 s.
/// - `GET /sessions/{name}`: the session's report, as far as it got; its script follows
///   the session through `updates`.
/// - `GET /sessions/{name}/updates?after=N&direction=tb`: once the session holds more than N records,
///   what a page that shows N records needs to catch up (a `ReportUpdate`, or
///   `{"records":M,"reload":true}` for a page further behind than the session's window);
///   `{"records":M}` after ``LiveServerOptions/updatesWaitNanoseconds`` with nothing new
///   (at once with `&wait=0`). Its `Server-Timing` header says how long the request waited for records and how long
///   the update took to compute; an update's `Ribviz-Update-Records` header, how many
///   records the page shows once it applies it (so it can ask for the next one at once).
/// - `GET /sessions/{name}/trace.jsonl`: the session's trace file.
/// - `POST /sessions/{name}/requests?kind=capture|outline&rib=N`: a page asks the app for a
///   fresh picture of a RIB, or to outline its view on the device; answered once the app
///   answers, or after ``LiveServerOptions/appRequestWaitNanoseconds`` (``LiveRequestWire``).
///   The answer to a batch, or to an empty one (the sink's idle poll), carries the requests
///   for the app, `{"records":N,"requests":[…]}` (and the header `Ribviz-Hands-Requests`),
///   and the sink answers them in its next request's `Ribviz-Answers` header.
///
/// Every request must name the server in its `Host` header (421 otherwise), and a write
/// must not come from another site's page (403): ``LiveHostCheck``.
public final class LiveServer: Sendable {
    /// The header that says the index of a batch's first record.
    static let firstRecordHeader = HTTPHeader("Ribviz-First-Record")
    /// The header that says how long an answer to a page waited and was computed.
    static let serverTimingHeader = HTTPHeader("Server-Timing")
    /// The header that says how many records a page shows once it applies the update it answers.
    static let updateRecordsHeader = HTTPHeader("Ribviz-Update-Records")

    public let options: LiveServerOptions
    /// The sessions; internal so that tests can wait on its requests (``LiveSessionStore/waitUntilWaiting(_:for:)``).
    let store: LiveSessionStore
    private let pages: LivePages
    private let hostCheck: LiveHostCheck
    private let http: HTTPServer
    /// The listening socket in front of `http`, which bounds each request's head.
    private let headGuard: LiveHeadGuard
    /// The private folder of the Unix socket `http` listens on, where that socket is a file.
    private let socketFolder: URL?

    /// Prepares a server; ``start()`` opens it.
    ///
    /// - Throws: ``LiveServerError`` when `options.host` is not an IPv4 address, or when
    ///   the folder of its inner socket cannot be made.
    public init(options: LiveServerOptions) throws {
        self.options = options
        store = LiveSessionStore(
            folder: options.saveFolder, analysisOptions: options.analysisOptions, maximumSessions: options.maximumSessions, token: options.token,
            sessionEnded: options.sessionEnded)
        pages = LivePages(analysisOptions: options.analysisOptions)
        for saved in LiveSavedSession.all(in: options.saveFolder) { store.list.noteSaved(saved) }
        hostCheck = LiveHostCheck(listeningOn: options.host)
        var address = in_addr()
        guard inet_pton(AF_INET, options.host, &address) == 1 else {
            throw LiveServerError("--host \(options.host) is not an IPv4 address; use 127.0.0.1 (this machine) or 0.0.0.0 (every interface)")
        }
        // FlyingFox listens on a Unix socket that only the guard in front of it connects to;
        // the guard listens on the host and port. On Linux the socket has a name of the
        // abstract namespace, which leaves no file behind; elsewhere it is a file in a folder
        // only this user may enter.
        let backend: sockaddr_un
        #if canImport(Glibc)
            backend = .unix(abstractNamespace: "ribviz-live-\(UUID().uuidString)")
            socketFolder = nil
        #else
            var template = Array((FileManager.default.temporaryDirectory.path + "/ribviz-live-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else {
                throw LiveServerError(
                    "cannot make a folder for the server's inner socket in \(FileManager.default.temporaryDirectory.path): \(String(cString: strerror(errno)))")
            }
            let folder = URL(fileURLWithPath: String(cString: made), isDirectory: true)
            socketFolder = folder
            backend = .unix(path: folder.appendingPathComponent("http.sock").path)
        #endif
        headGuard = LiveHeadGuard(backend: backend, limits: LiveHeadGuard.Limits(headNanoseconds: options.requestHeadNanoseconds))
        // FlyingFox answers 500 to a handler still running after `timeout`: a page's request
        // for updates must be answered by its own wait first. It times each request with a
        // task in `Task.sleep`, which on Linux stays in memory until its time is up even when
        // the request was answered long before, so under steady traffic the heap holds one
        // such task for every request of the last `timeout`. Hence the short default wait.
        let handlerTimeout = max(15, Double(options.updatesWaitNanoseconds) / 1_000_000_000 + 10)
        http = HTTPServer(config: HTTPServer.Configuration(address: backend, timeout: handlerTimeout, logger: .disabled))
    }

    /// Opens the server and returns once it listens.
    ///
    /// - Returns: The address it listens on, for example `http://127.0.0.1:8080`.
    /// - Throws: ``LiveServerError`` when it cannot listen (the port is taken).
    @discardableResult
    public func start() async throws -> URL {
        await addRoutes()
        let server = http
        let running = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 30)
        } catch {
            running.cancel()
            let reason = await (try? running.value).map { _ in "it stopped" } ?? "\(error)"
            throw LiveServerError("cannot start the HTTP server behind the listening socket (\(reason))")
        }
        let port: UInt16
        do {
            port = try headGuard.start(host: options.host, port: options.port)
        } catch {
            await http.stop()
            removeSocketFolder()
            throw LiveServerError("cannot listen on \(options.host):\(options.port) (\(error)); is another server on that port? Pick another with --port")
        }
        return URL(string: "http://\(options.host):\(port)")!
    }

    /// Follows a JSON Lines trace file that a `TraceFileSink` writes, as sessions named after
    /// the file, until the returned task is cancelled; `report` hears each problem once.
    public func follow(_ file: URL, report: @escaping @Sendable (String) -> Void) -> Task<Void, Never> {
        let follower = LiveFileFollower(file: file)
        let store = store
        return Task { await follower.run(into: store, report: report) }
    }

    /// Stops listening; requests under way get `timeout` seconds to finish.
    public func stop(timeout: TimeInterval = 1) async {
        await http.stop(timeout: timeout)
        headGuard.stop()
        removeSocketFolder()
    }

    private func removeSocketFolder() {
        guard let socketFolder else { return }
        try? FileManager.default.removeItem(at: socketFolder.appendingPathComponent("http.sock"))
        try? FileManager.default.removeItem(at: socketFolder)
    }

    private func addRoutes() async {
        await http.appendRoute("POST /sessions/:name/records") { [self] request in
            await respond(to: request) { () async throws(LiveRefusal) in try await receiveRecords(request) }
        }
        await http.appendRoute("POST /sessions/:name/requests") { [self] request in
            await respond(to: request) { () async throws(LiveRefusal) in try await askApp(request) }
        }
        await http.appendRoute("GET /sessions/:name/updates") { [self] request in
            await respond(to: request) { () async throws(LiveRefusal) in try await updates(request) }
        }
        await http.appendRoute("GET /sessions/:name/trace.jsonl") { [self] request in
            await respond(to: request) { () async throws(LiveRefusal) in try await traceFile(request) }
        }
        await http.appendRoute("GET /sessions/:name") { [self] request in
            await respond(to: request) { () async throws(LiveRefusal) in try await sessionPage(request) }
        }
        await http.appendRoute("GET /") { [self] request in
            await respond(to: request) { () async throws(LiveRefusal) in
                try authorize(request)
                return try pages.sessionList(store.list.drawing(), page: try listPage(request), of: store.list)
            }
        }
        // Last, so that a request for another host learns nothing, not even which paths exist.
        await http.appendRoute("*") { [self] request in
            await respond(to: request) { () throws(LiveRefusal) in
                throw LiveRefusal(status: 404, message: "no such page: the sessions are at /")
            }
        }
    }

    private func receiveRecords(_ request: HTTPRequest) async throws(LiveRefusal) -> HTTPResponse {
        try authorize(request)
        let name = try sessionName(request)
        guard let first = request.headers[Self.firstRecordHeader].flatMap(UInt64.init) else {
            throw .badRequest("the request has no \(Self.firstRecordHeader.rawValue) header with the index of its first record (0 for the header record)")
        }
        let body = try await boundedBody(of: request)
        // An empty batch is the sink's idle poll: it asks for requests, and brings answers.
        let (continued, records) = body.isEmpty ? (true, try await store.heldRecords(of: name)) : try await store.receive(body, firstRecord: first, for: name)
        let answers = LiveRequestWire.answers(in: request.headers[HTTPHeader(LiveRequestWire.answersHeader)])
        let requests = await store.exchangeRequests(answers: answers, of: name)
        return HTTPResponse(
            statusCode: continued ? .ok : .conflict,
            headers: [.contentType: "application/json", HTTPHeader(LiveRequestWire.handsRequestsHeader): "1"],
            body: LiveRequestWire.batchAnswer(records: records, requests: requests)
        )
    }

    /// A page's request of the app (``LiveSessionStore/ask(_:rib:of:waitingAtMostNanoseconds:)``),
    /// answered with what became of it.
    private func askApp(_ request: HTTPRequest) async throws(LiveRefusal) -> HTTPResponse {
        try authorize(request)
        let name = try sessionName(request)
        guard let kind = request.query.first(where: { $0.name == "kind" }).flatMap({ LiveAppRequests.Kind(rawValue: $0.value) }),
            let rib = request.query.first(where: { $0.name == "rib" }).flatMap({ UInt32($0.value) }).map(RibID.init(rawValue:))
        else {
            throw .badRequest("requests needs ?kind=capture or ?kind=outline and &rib=<the RIB's identifier>")
        }
        let wait = options.appRequestWaitNanoseconds
        let outcome = try await store.ask(kind, rib: rib, of: name, waitingAtMostNanoseconds: wait)
        let ribName = await store.ribName(rib, of: name)
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: LiveRequestWire.pageAnswer(outcome, ribName: ribName, waitedNanoseconds: wait))
    }

    private func sessionPage(_ request: HTTPRequest) async throws(LiveRefusal) -> HTTPResponse {
        try authorize(request)
        let name = try sessionName(request)
        guard let session = try await store.sessionForPage(named: name) else {
            throw LiveRefusal(status: 404, message: "no session \(name) yet; the sessions are at /")
        }
        return try pages.sessionPage(session)
    }

    /// Answers the update for a page that shows `after` records as soon as the session holds
    /// more (a batch wakes the request), or `{"records":N}` after
    /// ``LiveServerOptions/updatesWaitNanoseconds`` with nothing new (the page asks again).
    private func updates(_ request: HTTPRequest) async throws(LiveRefusal) -> HTTPResponse {
        try authorize(request)
        let name = try sessionName(request)
        guard let text = request.query.first(where: { $0.name == "after" })?.value, let after = UInt64(text) else {
            throw .badRequest("updates needs ?after=<number of records the page shows>")
        }
        // The page's drawing direction, for the drawing of new places (`tb` when it does not say).
        let direction = request.query.first(where: { $0.name == "direction" }).flatMap { LayoutDirection(rawValue: $0.value) } ?? .topToBottom
        // `wait=0` answers at once: a page that lost the server learns that it is back.
        let wait = request.query.first(where: { $0.name == "wait" })?.value == "0" ? 0 : options.updatesWaitNanoseconds
        let update = try await store.update(of: name, after: after, direction: direction, waitingAtMostNanoseconds: wait)
        var headers: HTTPHeaders = [.contentType: "application/json", .cacheControl: "no-store", Self.serverTimingHeader: update.serverTiming]
        if let records = update.records { headers[Self.updateRecordsHeader] = String(records) }
        return HTTPResponse(statusCode: .ok, headers: headers, body: update.body)
    }

    private func traceFile(_ request: HTTPRequest) async throws(LiveRefusal) -> HTTPResponse {
        try authorize(request)
        let name = try sessionName(request)
        guard let session = try await store.existingSession(named: name) else {
            throw LiveRefusal(status: 404, message: "no session \(name) yet; the sessions are at /")
        }
        return HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "application/x-ndjson", .contentDisposition: "attachment; filename=\"\(name).jsonl\""],
            body: Data(session.savedRecords())
        )
    }

    private func authorize(_ request: HTTPRequest) throws(LiveRefusal) {
        guard let token = options.token else { return }
        let presented =
            request.headers[.authorization].map { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : $0 }
            ?? request.query.first { $0.name == "token" }?.value
        guard let presented else {
            throw LiveRefusal(
                status: 401, message: "this server needs its token: send 'Authorization: Bearer <token>' (LiveTraceSink(url:token:)), or add ?token=<token> to the page's address")
        }
        guard presented.utf8.count == token.utf8.count,
            zip(presented.utf8, token.utf8).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0
        else {
            throw LiveRefusal(status: 401, message: "wrong token: use the one `ribviz live` printed when it started")
        }
    }

    /// The page of the list a request asks for: `?page=N`, from 1; the first without one.
    private func listPage(_ request: HTTPRequest) throws(LiveRefusal) -> Int {
        guard let text = request.query.first(where: { $0.name == "page" })?.value else { return 1 }
        guard let page = Int(text), page >= 1 else {
            throw .badRequest("the page of the list must be a whole number from 1, not '\(text)'")
        }
        return page
    }

    private func sessionName(_ request: HTTPRequest) throws(LiveRefusal) -> LiveSessionName {
        let text = request.routeParameters["name"] ?? ""
        guard let name = LiveSessionName(text) else {
            throw .badRequest("the session name is not valid: it must be \(LiveSessionName.rule)")
        }
        return name
    }

    private func boundedBody(of request: HTTPRequest) async throws(LiveRefusal) -> [UInt8] {
        let limit = options.maximumBatchBytes
        if let declared = request.bodySequence.count, declared > limit {
            throw LiveRefusal(status: 413, message: "the batch has \(declared) bytes, more than the limit of \(limit); send smaller batches (LiveTraceSink's batchSize)")
        }
        var body: [UInt8] = []
        do {
            for try await chunk in request.bodySequence {
                body.append(contentsOf: chunk)
                if body.count > limit {
                    throw LiveRefusal(status: 413, message: "the batch has more than the limit of \(limit) bytes; send smaller batches (LiveTraceSink's batchSize)")
                }
            }
        } catch let refusal as LiveRefusal {
            throw refusal
        } catch {
            throw .badRequest("the batch could not be read whole: \(error)")
        }
        return body
    }

    /// The response for `work`, or for its refusal, or for the refusal of a request for
    /// another host or a write from another origin (``LiveHostCheck``): one line of text
    /// with its status.
    private func respond(to request: HTTPRequest, _ work: () async throws(LiveRefusal) -> HTTPResponse) async -> HTTPResponse {
        do throws(LiveRefusal) {
            let isWrite = request.method != .GET && request.method != .HEAD
            if let refusal = hostCheck.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")], isWrite: isWrite) {
                throw refusal
            }
            return try await work()
        } catch {
            return HTTPResponse(
                statusCode: HTTPStatusCode(error.status, phrase: Self.phrase(error.status)),
                headers: [.contentType: "text/plain; charset=utf-8"],
                body: Data("\(error.message)\n".utf8)
            )
        }
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 421: "Misdirected Request"
        case 429: "Too Many Requests"
        default: "Internal Server Error"
        }
    }
}

/// A server that cannot start, in one line that says what to do.
public struct LiveServerError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
