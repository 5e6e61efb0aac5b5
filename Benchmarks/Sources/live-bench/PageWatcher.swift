import BenchmarkSupport
import Foundation

/// A live page open in headless Chromium, reporting on this machine's wall clock when its
/// DOM took each update: a `MutationObserver` on `#ribviz-live` notes `data-records` (how
/// many records the page has applied) and `Date.now()` each time the page changes it.
/// It also notes each request for updates (when the page asked, when the answer's first
/// and last bytes arrived, from the browser's resource timing, when its JSON was parsed,
/// its size and the server's `Server-Timing`), every timeline drawing the page reports
/// (`data-timeline-ms`), and the browser's long tasks (the main thread blocked over 50 ms).
///
/// Chromium is driven through chromedriver by a small W3C WebDriver client in Python's
/// standard library (`urllib`): Swift's FoundationNetworking on Linux rejects
/// chromedriver's header lines, and the tests' Swift client lives in a test target that
/// this package cannot import. Debian's `chromium` and `chromium-driver` are the tools
/// (`make test-tools` installs them; `RIBVIZ_BROWSER` and `RIBVIZ_CHROMEDRIVER` name
/// others, as for the tests).
final class PageWatcher: @unchecked Sendable {
    // @unchecked: `samples` is only touched while `lock` is held.

    /// One change of the page: how many records it had applied, and when (ms since 1970).
    struct Sample {
        var records: Int
        var wallMilliseconds: Double
    }

    /// One answer to the page's request for updates, times in ms since 1970.
    struct Answer {
        /// The records the answer brings the page to.
        var records: Int
        var asked: Double
        var firstByte: Double
        var lastByte: Double
        /// When `response.json()` gave the page the update.
        var parsed: Double
        /// The answer's body, in bytes.
        var bytes: Int
        /// The server's `Server-Timing`: waiting for records, and computing the update (ms).
        var serverWait: Double
        var serverUpdate: Double
    }

    /// The page's main thread so far, from Chromium's `Performance.getMetrics`, in seconds of
    /// the thread's processor time (not wall clock, which other processes' load stretches):
    /// its tasks, and of that running script, recalculating style and laying the page out
    /// (the rest is mostly painting).
    struct MainThread {
        var wallMilliseconds: Double
        var tasks: Double
        var script: Double
        var style: Double
        var layout: Double
    }

    /// A time span of the page's main thread, ms since 1970 and ms.
    struct Span {
        var start: Double
        var duration: Double
    }

    private let process = Process()
    private let input = Pipe()
    private let lock = NSLock()
    private var samples: [Sample] = []
    private var answerList: [Answer] = []
    private var longTaskList: [Span] = []
    private var timelineList: [Span] = []
    private var mainThreadList: [MainThread] = []
    private var problem: String?
    private var reloads = 0

    /// Opens `page` and returns once the observer watches it. With `profile`, the page's
    /// main thread is sampled (Chromium's `Profiler`, every 200 µs) from then until the
    /// watcher ends, and the profile written there (a `.cpuprofile`, as DevTools saves it).
    /// With `trace`, the browser traces its rendering (the `devtools.timeline`, `blink`, `cc`
    /// and invalidation-tracking categories: which writes restyle, lay out and paint what)
    /// for `traceSeconds` from 5 s after the page is watched, and the trace is written there
    /// (`{"traceEvents": […]}`, for DevTools' Performance panel or Perfetto).
    init(page: URL, profile: URL? = nil, trace: URL? = nil) throws {
        guard let python = programPath("python3") else { throw BenchmarkError("python3 not found: it drives Chromium") }
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.driver, page.absoluteString, profile?.path ?? "", trace?.path ?? "", String(Self.traceSeconds)]
        process.standardInput = input
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let ready = DispatchSemaphore(value: 0)
        let reader = Thread { [self] in
            var text = ""
            var buffer = [UInt8](repeating: 0, count: 4096)
            var isReady = false
            while true {
                let count = read(output.fileHandleForReading.fileDescriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                text += String(decoding: buffer[0..<count], as: UTF8.self)
                while let newline = text.firstIndex(of: "\n") {
                    let line = String(text[..<newline])
                    text.removeSubrange(...newline)
                    if line == "ready" {
                        isReady = true
                        ready.signal()
                    } else {
                        take(line)
                    }
                }
            }
            if !isReady { ready.signal() }
        }
        reader.start()
        ready.wait()
        if let problem = lock.withLock({ problem }) { throw BenchmarkError(problem) }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// How many seconds a trace covers: a few hundred updates, tens of megabytes.
    static let traceSeconds = 5

    /// The page's changes so far, in order.
    var observed: [Sample] {
        lock.withLock { samples }
    }

    /// What went wrong in the browser or its driver, if anything did.
    var failure: String? {
        lock.withLock { problem }
    }

    /// How many times the page loaded itself again (a page too far behind the session is
    /// told to).
    var reloadCount: Int {
        lock.withLock { reloads }
    }

    /// The answers to the page's requests for updates, in order.
    var answers: [Answer] { lock.withLock { answerList } }

    /// The browser's long tasks: its main thread blocked for over 50 ms.
    var longTasks: [Span] { lock.withLock { longTaskList } }

    /// The page's timeline drawings after updates (when each ended, and how long it took).
    var timelineDrawings: [Span] { lock.withLock { timelineList } }

    /// The page's main thread's totals, every two seconds.
    var mainThread: [MainThread] { lock.withLock { mainThreadList } }

    /// The number of records the page shows now.
    var recordsShown: Int {
        lock.withLock { samples.last?.records ?? 0 }
    }

    private func take(_ line: String) {
        let fields = line.split(separator: " ")
        let numbers = fields.dropFirst().compactMap { Double($0) }
        lock.withLock {
            switch (fields.first, numbers.count) {
            case ("error", _): problem = String(line.dropFirst(6))
            case ("reloaded", _): reloads += 1
            case ("r", 2): samples.append(Sample(records: Int(numbers[0]), wallMilliseconds: numbers[1]))
            case ("u", 8):
                answerList.append(
                    Answer(
                        records: Int(numbers[0]), asked: numbers[1], firstByte: numbers[2], lastByte: numbers[3], parsed: numbers[4],
                        bytes: Int(numbers[5]), serverWait: numbers[6], serverUpdate: numbers[7]))
            case ("l", 2): longTaskList.append(Span(start: numbers[0], duration: numbers[1]))
            case ("t", 2): timelineList.append(Span(start: numbers[0], duration: numbers[1]))
            case ("m", 5):
                mainThreadList.append(
                    MainThread(wallMilliseconds: numbers[0], tasks: numbers[1], script: numbers[2], style: numbers[3], layout: numbers[4]))
            default: break
            }
        }
    }

    /// Opens the page, installs the observers, prints `ready`, then prints a line for every
    /// change (`r records time`), answer (`u …`), timeline drawing (`t end ms`) and long task
    /// (`l start ms`), the main thread's totals every two seconds (`m time tasks script style
    /// layout`), and `reloaded` when the page loads itself again (then watches the new
    /// page), until its standard input closes; then writes the page's profile if asked to.
    /// Its arguments: the page's address, the profile's and the trace's paths (empty when
    /// not asked for), and the trace's seconds.
    private static let driver = #"""
        import base64, json, os, select, shutil, socket, struct, subprocess, sys, tempfile, threading, time, urllib.request

        def first(names):
            return next((path for path in map(shutil.which, names) if path), None)

        browser = os.environ.get('RIBVIZ_BROWSER') or first(['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'])
        driver = os.environ.get('RIBVIZ_CHROMEDRIVER') or first(['chromedriver'])
        if not browser or not driver:
            print('error needs Chromium and its chromedriver: run make test-tools, or set RIBVIZ_BROWSER and RIBVIZ_CHROMEDRIVER', flush=True)
            sys.exit(1)
        probe = socket.socket()
        probe.bind(('127.0.0.1', 0))
        port = probe.getsockname()[1]
        probe.close()
        chromedriver = subprocess.Popen([driver, '--port=%d' % port], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        profile = tempfile.mkdtemp(prefix='live-bench-chromium-')

        def call(method, path, body=None):
            data = None if body is None else json.dumps(body).encode()
            request = urllib.request.Request('http://127.0.0.1:%d%s' % (port, path), data=data, method=method,
                                             headers={'Content-Type': 'application/json'})
            with urllib.request.urlopen(request, timeout=120) as answer:
                return json.load(answer)['value']

        OBSERVE = '''
            window.__lines = [];
            window.__parsedAnswers = 0;
            const wall = (pageTime) => pageTime + Date.now() - performance.now();
            const feed = document.getElementById('ribviz-live');
            const note = () => window.__lines.push('r ' + Number(feed.dataset.records || 0) + ' ' + Date.now());
            note();
            new MutationObserver(note).observe(feed, { attributes: true, attributeFilter: ['data-records'] });
            new MutationObserver(() => window.__lines.push('t ' + Date.now() + ' ' + feed.dataset.timelineMs))
                .observe(feed, { attributes: true, attributeFilter: ['data-timeline-ms'] });
            new PerformanceObserver((list) => {
                for (const task of list.getEntries()) window.__lines.push('l ' + wall(task.startTime) + ' ' + task.duration);
            }).observe({ type: 'longtask' });
            performance.setResourceTimingBufferSize(10000);
            const fetchPage = window.fetch;
            window.fetch = function (address, options) {
                const asked = Date.now();
                return fetchPage.call(this, address, options).then((response) => {
                    const json = response.json.bind(response);
                    response.json = () => json().then((update) => {
                        const parsed = Date.now();
                        const entry = performance.getEntriesByName(new URL(String(address), location.href).href).pop();
                        // The page asks for its next update before it parses this one, so the
                        // buffer may hold that request's entry too: it is emptied only now and then.
                        if (++window.__parsedAnswers % 500 === 0) performance.clearResourceTimings();
                        const server = Object.fromEntries((entry ? entry.serverTiming : []).map((metric) => [metric.name, metric.duration]));
                        if (entry) window.__lines.push(['u', update.records, asked, wall(entry.responseStart), wall(entry.responseEnd), parsed,
                            entry.encodedBodySize, server.wait ?? -1, server.update ?? -1].join(' '));
                        return update;
                    });
                    return response;
                });
            };
        '''
        TAKE = 'if (!window.__lines) return null; const taken = window.__lines; window.__lines = []; return taken;'

        def cdp(command, parameters=None):
            return call('POST', '/session/%s/goog/cdp/execute' % session, {'cmd': command, 'params': parameters or {}})

        profile_path, trace_path, trace_seconds = sys.argv[2] or None, sys.argv[3] or None, float(sys.argv[4])

        def trace(path, after, seconds):
            # The trace comes as protocol events, which chromedriver's CDP command cannot
            # hand over: it is asked for on the browser's own DevTools socket, through a
            # minimal WebSocket client (the port is in the profile's DevToolsActivePort).
            try:
                time.sleep(after)
                port, target = open(os.path.join(profile, 'DevToolsActivePort')).read().split('\n')[:2]
                connection = socket.create_connection(('127.0.0.1', int(port)))
                connection.sendall(('GET %s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
                                    'Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n'
                                    % (target, port, base64.b64encode(os.urandom(16)).decode())).encode())
                received = b''
                while b'\r\n\r\n' not in received:
                    received += connection.recv(65536)
                received = received.split(b'\r\n\r\n', 1)[1]
                def send(message):
                    body, mask = json.dumps(message).encode(), os.urandom(4)
                    length = bytes([0x80 | len(body)]) if len(body) < 126 else bytes([0x80 | 126]) + struct.pack('>H', len(body))
                    connection.sendall(bytes([0x81]) + length + mask + bytes(byte ^ mask[index % 4] for index, byte in enumerate(body)))
                def take(count):
                    nonlocal received
                    while len(received) < count:
                        chunk = connection.recv(1 << 20)
                        if not chunk:
                            raise EOFError('the browser closed its DevTools socket')
                        received += chunk
                    taken, received = received[:count], received[count:]
                    return taken
                def receive():
                    message = b''
                    while True:
                        head, length = take(2)
                        length &= 0x7f
                        if length >= 126:
                            length = struct.unpack('>H' if length == 126 else '>Q', take(2 if length == 126 else 8))[0]
                        message += take(length)
                        if head & 0x80:
                            return json.loads(message)
                categories = ['devtools.timeline', 'blink', 'cc', 'v8', 'disabled-by-default-devtools.timeline',
                              'disabled-by-default-devtools.timeline.invalidationTracking']
                send({'id': 1, 'method': 'Tracing.start', 'params': {'transferMode': 'ReportEvents',
                      'traceConfig': {'includedCategories': categories, 'recordMode': 'recordAsMuchAsPossible'}}})
                time.sleep(seconds)
                send({'id': 2, 'method': 'Tracing.end'})
                events = []
                while True:
                    message = receive()
                    if message.get('method') == 'Tracing.dataCollected':
                        events.extend(message['params']['value'])
                    elif message.get('method') == 'Tracing.tracingComplete':
                        break
                with open(path, 'w') as file:
                    json.dump({'traceEvents': events}, file)
                connection.close()
            except Exception as error:
                print("error the page's trace:", str(error).replace('\n', ' '), flush=True)
        tracer = None

        def observe():
            # The page may be loading (after a reload): try until its feed element is there.
            for _ in range(600):
                try:
                    return call('POST', '/session/%s/execute/sync' % session, {'script': OBSERVE, 'args': []})
                except Exception:
                    time.sleep(0.05)
            raise RuntimeError('the page never showed its #ribviz-live element')
        session = None
        try:
            for _ in range(200):
                try:
                    if call('GET', '/status').get('ready'):
                        break
                except OSError:
                    time.sleep(0.05)
            session = call('POST', '/session', {'capabilities': {'alwaysMatch': {'browserName': 'chrome', 'goog:chromeOptions': {
                'binary': browser,
                'args': ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
                         '--user-data-dir=' + profile, '--window-size=1400,1000']}}}})['sessionId']
            call('POST', '/session/%s/url' % session, {'url': sys.argv[1]})
            observe()
            if profile_path:
                cdp('Profiler.enable')
                cdp('Profiler.setSamplingInterval', {'interval': 200})
                cdp('Profiler.start')
            cdp('Performance.enable', {'timeDomain': 'threadTicks'})
            print('ready', flush=True)
            if trace_path:
                tracer = threading.Thread(target=trace, args=(trace_path, 5, trace_seconds))
                tracer.start()
            measured = 0
            while True:
                if time.time() >= measured + 2:
                    measured = time.time()
                    metrics = {metric['name']: metric['value'] for metric in cdp('Performance.getMetrics')['metrics']}
                    print('m', int(measured * 1000), *(metrics.get(name, 0) for name in
                          ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']), flush=True)
                taken = call('POST', '/session/%s/execute/sync' % session, {'script': TAKE, 'args': []})
                if taken is None:
                    # The page loaded itself again (the server told it to): watch the new one.
                    print('reloaded', flush=True)
                    observe()
                    continue
                for line in taken:
                    print(line, flush=True)
                if select.select([sys.stdin], [], [], 0.25)[0] and not sys.stdin.buffer.read1(1):
                    break
        except Exception as error:
            print('error', str(error).replace('\n', ' '), flush=True)
        finally:
            if tracer:
                tracer.join()
            if session and profile_path:
                try:
                    with open(profile_path, 'w') as file:
                        json.dump(cdp('Profiler.stop')['profile'], file)
                except Exception as error:
                    print("error the page's profile:", str(error).replace('\n', ' '), flush=True)
            if session:
                try:
                    call('DELETE', '/session/' + session)
                except Exception:
                    pass
            chromedriver.terminate()
            chromedriver.wait()
            shutil.rmtree(profile, ignore_errors=True)
        """#
}
