#!/usr/bin/env python3
"""How the live page follows a session: whether places already drawn move, and what an update costs.

Starts `ribviz live`, sends it a session's records, opens the session's page in headless
Chromium (through chromedriver, W3C WebDriver, Python's standard library only), then sends
the rest of the records as the app would and watches the page apply each update in place.

  growth: one record per update. Each time the page gains places, every place drawn before
          is compared with where it stood (its shape's box in the drawing's coordinates):
          how many moved (the page promises none). At the end, how many of the edges drawn
          into new subtrees pass under a place, and the grown drawing's size against a fresh
          whole layout of the same session (the page reloaded, as "Tidy layout" does).
  apply:  batches of events on a session of many events: the median and the slowest time
          the page took to apply an update (`data-apply-ms`, measured by the page with
          performance.now()).

Sessions: a JSON Lines trace (`ribviz demo --json-lines` writes TicTacToe's), `wide` (177
RIBs attached at once: Root, 16 features in scopes of their own, 10 screens each, as
render-bench generates it) or `events:N` (Root and 100 screens attached, activated,
deactivated and detached in turn, N events).

Usage: scripts/live-layout-growth.py <path to ribviz> growth <trace.jsonl | wide>
       scripts/live-layout-growth.py <path to ribviz> apply events:100000 [batch size, default 10]
"""
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port():
    probe = socket.socket()
    probe.bind(('127.0.0.1', 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


def record_lines(source):
    """The session's records, and how many of them the page opens on."""
    if source == 'wide':
        return wide_session()
    if source.startswith('events:'):
        return many_events(int(source.split(':')[1]))
    with open(source, encoding='utf-8') as file:
        lines = [line for line in file.read().split('\n') if line]
    declarations = next(index for index, line in enumerate(lines) if line.startswith('{"seq"'))
    return lines, declarations + 1


def header(name):
    return json.dumps({'record': 'header', 'format': 'ribviz-trace', 'version': 1, 'timeUnit': 'ns', 'app': {'name': name},
                       'session': {'name': name}}, separators=(',', ':'))


def event(sequence, kind, rib, parent=None):
    fields = {'seq': sequence, 't': sequence * 3_000_000, 'kind': kind, 'rib': rib}
    if parent is not None:
        fields['parent'] = parent
    return json.dumps(fields, separators=(',', ':'))


def wide_session():
    features = ['Home', 'Feed', 'Profile', 'Settings', 'Payments', 'Checkout', 'Cart', 'Search',
                'Map', 'Ride', 'Trip', 'Driver', 'Rider', 'Wallet', 'Promotions', 'Messages']
    screens = ['Details', 'List', 'Editor', 'Picker', 'Confirmation', 'Summary', 'Entry', 'Sheet', 'Banner', 'Flow']
    declarations = [header('WideApp'), json.dumps({'record': 'scope', 'id': 1, 'name': 'Root', 'component': 'RootComponent'}),
                    json.dumps({'record': 'rib', 'id': 1, 'name': 'Root', 'router': 'RootRouter', 'viewful': True, 'scope': 1})]
    attachments = []
    for number, feature in enumerate(features):
        scope, feature_rib = number + 2, len(declarations)
        declarations.append(json.dumps({'record': 'scope', 'id': scope, 'name': feature, 'component': feature + 'Component', 'parent': 1}))
        feature_rib = 2 + number * (len(screens) + 1)
        declarations.append(json.dumps({'record': 'rib', 'id': feature_rib, 'name': feature, 'router': feature + 'Router',
                                        'viewful': feature != 'Rider', 'scope': scope}))
        attachments.append((feature_rib, 1))
        for offset, screen in enumerate(screens):
            rib = feature_rib + 1 + offset
            declarations.append(json.dumps({'record': 'rib', 'id': rib, 'name': feature + screen, 'router': feature + screen + 'Router',
                                            'viewful': True, 'scope': scope}))
            attachments.append((rib, feature_rib))
    events = [event(0, 'launch', 1), event(1, 'activate', 1)]
    for rib, parent in attachments:
        events.append(event(len(events), 'attach', rib, parent))
        events.append(event(len(events), 'activate', rib))
    return declarations + events, len(declarations) + 2


def many_events(count):
    lines = [header('ManyEvents'), json.dumps({'record': 'rib', 'id': 1, 'name': 'Root', 'viewful': True})]
    screens = 100
    for number in range(screens):
        lines.append(json.dumps({'record': 'rib', 'id': number + 2, 'name': 'Screen%d' % number, 'viewful': True}))
    lines += [event(0, 'launch', 1), event(1, 'activate', 1)]
    sequence = 2
    cycle = ['attach', 'activate', 'deactivate', 'detach']
    while sequence < count:
        screen = 2 + ((sequence - 2) // 4) % screens
        kind = cycle[(sequence - 2) % 4]
        lines.append(event(sequence, kind, screen, 1 if kind in ('attach', 'detach') else None))
        sequence += 1
    return lines, len(lines) - 200


class Server:
    def __init__(self, ribviz):
        self.port = free_port()
        self.folder = tempfile.mkdtemp(prefix='live-growth-')
        self.process = subprocess.Popen([ribviz, 'live', '--port', str(self.port), '--save-dir', self.folder],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(600):
            try:
                urllib.request.urlopen('http://127.0.0.1:%d/' % self.port, timeout=5).read()
                return
            except OSError:
                time.sleep(0.1)
        raise SystemExit('ribviz live did not start')

    def send(self, lines, first):
        body = ('\n'.join(lines) + '\n').encode()
        request = urllib.request.Request('http://127.0.0.1:%d/sessions/measured/records' % self.port, data=body, method='POST',
                                         headers={'Ribviz-First-Record': str(first), 'Content-Type': 'application/x-ndjson'})
        with urllib.request.urlopen(request, timeout=600) as answer:
            return json.load(answer)['records']

    def stop(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


class Browser:
    def __init__(self):
        first = lambda names: next((path for path in map(shutil.which, names) if path), None)
        browser = os.environ.get('RIBVIZ_BROWSER') or first(['chromium', 'chromium-browser', 'google-chrome'])
        driver = os.environ.get('RIBVIZ_CHROMEDRIVER') or first(['chromedriver'])
        if not browser or not driver:
            raise SystemExit('needs Chromium and its chromedriver: run make test-tools')
        self.port = free_port()
        self.driver = subprocess.Popen([driver, '--port=%d' % self.port], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.profile = tempfile.mkdtemp(prefix='live-growth-chromium-')
        for _ in range(200):
            try:
                if self.call('GET', '/status').get('ready'):
                    break
            except OSError:
                time.sleep(0.05)
        options = {'binary': browser, 'args': ['--headless=new', '--no-sandbox', '--window-size=1400,1000', '--user-data-dir=' + self.profile]}
        self.session = self.call('POST', '/session', {'capabilities': {'alwaysMatch': {'browserName': 'chrome', 'goog:chromeOptions': options}}})['sessionId']

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request('http://127.0.0.1:%d%s' % (self.port, path), data=data, method=method,
                                         headers={'Content-Type': 'application/json'})
        with urllib.request.urlopen(request, timeout=600) as answer:
            return json.load(answer)['value']

    def open(self, address):
        self.call('POST', '/session/%s/url' % self.session, {'url': address})

    def run(self, script, *arguments):
        return self.call('POST', '/session/%s/execute/sync' % self.session, {'script': script, 'args': list(arguments)})

    def wait_for_records(self, records):
        script = '''const deadline = performance.now() + 600000;
            return new Promise((resolve) => { const check = () => {
              if (document.getElementById('ribviz-live').dataset.records === arguments[0]) resolve(true);
              else if (performance.now() > deadline) resolve(false); else setTimeout(check, 2); }; check(); });'''
        if not self.run(script, str(records)):
            raise SystemExit('the page never showed %d records' % records)

    def stop(self):
        try:
            self.call('DELETE', '/session/%s' % self.session)
        finally:
            self.driver.terminate()
            self.driver.wait()
            shutil.rmtree(self.profile, ignore_errors=True)


# Every place's shape box in the drawing's own coordinates (independent of zoom and scroll).
PLACES = '''const graph = document.querySelector('#tree svg g.graph');
    const back = graph.getCTM().inverse();
    const boxes = {};
    for (const node of document.querySelectorAll('#tree g.place')) {
      const shape = node.querySelector('path, polygon, ellipse');
      const box = shape.getBBox(), into = back.multiply(shape.getCTM());
      const one = new DOMPoint(box.x, box.y).matrixTransform(into), other = new DOMPoint(box.x + box.width, box.y + box.height).matrixTransform(into);
      boxes[node.id] = [one.x, one.y, other.x, other.y];
    }
    return boxes;'''
SIZE = 'const box = document.querySelector("#tree svg").viewBox.baseVal; return [box.width, box.height];'
# The edges the page drew into new subtrees, and how many of them pass under a place's
# shape (a point of the edge, every 3 pt, well inside the shape) other than their ends.
UNDER = '''const graph = document.querySelector('#tree svg g.graph'), back = graph.getCTM().inverse();
    const boxes = [...graph.querySelectorAll('g.node')].map((node) => {
      const shape = node.querySelector('path, polygon, ellipse'), box = shape.getBBox(), into = back.multiply(shape.getCTM());
      const one = new DOMPoint(box.x, box.y).matrixTransform(into), other = new DOMPoint(box.x + box.width, box.y + box.height).matrixTransform(into);
      return [one.x + 2, one.y + 2, other.x - 2, other.y - 2];
    });
    const edges = [...graph.querySelectorAll('g.grown-edges path')];
    const under = edges.filter((path) => {
      const length = path.getTotalLength();
      for (let at = 6; at < length - 6; at += 3) {
        const point = path.getPointAtLength(at);
        if (boxes.some((box) => point.x > box[0] && point.x < box[2] && point.y > box[1] && point.y < box[3])) return true;
      }
      return false;
    });
    return [edges.length, under.length];'''


def growth(server, browser, lines, opened, page):
    server.send(lines[:opened], 0)
    browser.open(page)
    browser.wait_for_records(opened)
    before = browser.run(PLACES)
    growths = moved = compared = 0
    for index in range(opened, len(lines)):
        server.send([lines[index]], index)
        browser.wait_for_records(index + 1)
        now = browser.run(PLACES)
        if len(now) == len(before):
            continue
        growths += 1
        for place, box in before.items():
            compared += 1
            if max(abs(a - b) for a, b in zip(box, now[place])) > 0.01:
                moved += 1
        before = now
    grown = browser.run(SIZE)
    edges, under = browser.run(UNDER)
    browser.open(page)
    browser.wait_for_records(len(lines))
    fresh = browser.run(SIZE)
    print('%d records, %d on the page when it opened; %d places at the end' % (len(lines), opened, len(before)))
    print('%d updates added places; %d of %d places already drawn moved' % (growths, moved, compared))
    print('%d edges drawn into new subtrees, %d of them passing under a place' % (edges, under))
    print('grown drawing %.0f x %.0f pt, fresh whole layout %.0f x %.0f pt: %.2fx as wide, %.2fx as tall, %.2fx the area'
          % (grown[0], grown[1], fresh[0], fresh[1], grown[0] / fresh[0], grown[1] / fresh[1], grown[0] * grown[1] / (fresh[0] * fresh[1])))


def apply_timing(server, browser, lines, opened, page, batch):
    server.send(lines[:opened], 0)
    started = time.time()
    browser.open(page)
    browser.wait_for_records(opened)
    print('page of %d records opened in %.1f s' % (opened, time.time() - started))
    timings = []
    for first in range(opened, len(lines), batch):
        chunk = lines[first:first + batch]
        server.send(chunk, first)
        browser.wait_for_records(first + len(chunk))
        timings.append(float(browser.run("return document.getElementById('ribviz-live').dataset.applyMs;")))
    events = sum(1 for line in lines if line.startswith('{"seq"'))
    print('%d events; %d updates of %d records: applying one took %.2f ms median, %.2f ms at most (load %s)'
          % (events, len(timings), batch, statistics.median(timings), max(timings), ' '.join(open('/proc/loadavg').read().split()[:3])))


def main():
    if len(sys.argv) < 4 or sys.argv[2] not in ('growth', 'apply'):
        raise SystemExit(__doc__)
    ribviz, mode, source = sys.argv[1], sys.argv[2], sys.argv[3]
    lines, opened = record_lines(source)
    server, browser = Server(ribviz), None
    try:
        browser = Browser()
        page = 'http://127.0.0.1:%d/sessions/measured' % server.port
        if mode == 'growth':
            growth(server, browser, lines, opened, page)
        else:
            apply_timing(server, browser, lines, opened, page, int(sys.argv[4]) if len(sys.argv) > 4 else 10)
        errors = browser.run('return window.__ribvizErrors || [];')
        if errors:
            print('JavaScript errors: %s' % errors)
    finally:
        if browser:
            browser.stop()
        server.stop()


if __name__ == '__main__':
    main()
