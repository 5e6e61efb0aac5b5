// ---- Live mode (ribviz live): new records arrive, the view follows them ----
// The server answers /updates?after=N once the session holds more than N records, with
// what the page needs to show them (see `apply`), or asks it to load the session again.
// The element's data-records attribute says how many records the page shows, set right
// after each update is applied to the page (benchmarks read it), and data-apply-ms how
// long applying the last update took.
function followLiveSession(shown) {
  const feedElement = document.getElementById('ribviz-live');
  if (!feedElement) return;
  const feed = JSON.parse(feedElement.textContent);
  const token = new URLSearchParams(location.search).get('token');
  const withToken = (address) => address + (token ? (address.includes('?') ? '&' : '?') + 'token=' + encodeURIComponent(token) : '');
  const pause = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
  let records = feed.records;
  feedElement.dataset.records = String(records);
  // The drawing grows to the right and downwards: it stays at the left, where growing moves nothing.
  document.getElementById('tree').classList.add('live');
  // New places are set near their parents as they arrive; a fresh layout of the whole session frames each scope once.
  const tidy = document.createElement('button');
  Object.assign(tidy, { type: 'button', id: 'tidy', textContent: 'Tidy layout', hidden: true,
    title: 'Lay the whole session out again, with the RIBs that arrived since the page opened in their places (reloads the page)' });
  tidy.addEventListener('click', () => {
    // Following the newest event, the fresh page follows it too: the address drops the moment.
    if (shown.atLastEvent()) {
      const parameters = new URLSearchParams(location.hash.slice(1));
      parameters.delete('event');
      history.replaceState(null, '', location.pathname + location.search + (parameters.toString() ? '#' + parameters : ''));
    }
    location.reload();
  });
  document.getElementById('expand-all').after(tidy);
  // Capture now and Show on device: the server hands the request to the app's sink and
  // answers once the app did it, or says why not (a RIB gone, an app that did not answer).
  if (feed.requests) {
    shown.offerAppRequests(async (kind, rib) => {
      try {
        const response = await fetch(withToken(feed.requests + '?kind=' + kind + '&rib=' + rib), { method: 'POST', cache: 'no-store' });
        if (!response.ok) return { state: 'failed', message: (await response.text()).trim() || 'HTTP ' + response.status };
        return await response.json();
      } catch (error) {
        return { state: 'failed', message: 'The server did not answer (' + error.message + '): is ribviz live still running?' };
      }
    });
  }
  // The answer for a page that shows `after` records: `brings`, how many records the page
  // shows once it applies the update (its Ribviz-Update-Records header, which arrives
  // before the body; null when the answer is no update), and `update`, the parsed JSON.
  // Their failures are handled where they are awaited.
  // `atOnce` asks the server not to wait for new records (a page that lost it learns at once that it is back).
  const ask = (after, atOnce = false) => {
    const answer = fetch(withToken(feed.updates + '?after=' + after + '&direction=' + shown.data.direction + (atOnce ? '&wait=0' : '')), { cache: 'no-store' })
      .then((response) => { if (!response.ok) throw new Error('HTTP ' + response.status); return response; });
    const brings = answer.then((response) => { const header = response.headers.get('Ribviz-Update-Records'); return header === null ? null : Number(header); });
    const asking = { brings, update: answer.then((response) => response.json()) };
    asking.brings.catch(() => {});
    asking.update.catch(() => {});
    return asking;
  };
  const follow = async () => {
    // The next request is asked as soon as an answer's headers say how many records it
    // brings, before its body is parsed and applied, so the server can answer it with the
    // records that arrive meanwhile.
    let asking = ask(records);
    // Failed requests in a row: the next try waits 1 s, then 2, 4 and 8, then 10 s each.
    let failures = 0;
    for (;;) {
      try {
        const answer = asking;
        const brings = await answer.brings;
        failures = 0;
        status.reachable = true;
        if (brings !== null && brings > records) asking = ask(brings);
        const update = await answer.update;
        if (update.reload) { location.reload(); return; }
        if (update.records <= records || update.events === undefined) { asking = ask(records); continue; }
        if (asking === answer) asking = ask(update.records);
        const started = performance.now();
        if (!shown.apply(update)) { location.reload(); return; }
        records = update.records;
        feedElement.dataset.records = String(records);
        feedElement.dataset.applyMs = (performance.now() - started).toFixed(2);
        grace.take(update.firstEvent, update.ended);
        if (update.places.length > 0) tidy.hidden = false;
        status.lastRecord = performance.now();
        status.ended = update.ended;
        paintGrace();
        paintStatus();
      } catch (error) {
        status.reachable = false;
        paintStatus();
        await pause(Math.min(1000 * 2 ** failures, 10000));
        failures = Math.min(failures + 1, 4);
        asking = ask(records, true);
      }
    }
  };

  // ---- The session's state, in words: live, reconnecting, ended, or silent ----
  // Silent: no record arrived for as long as the session list waits before it says so,
  // while the session goes on (an app paused in the debugger, or killed). The word is a
  // status region, read out when it changes; the seconds beside it are not.
  const silence = 10000;
  const status = { reachable: true, ended: feed.ended, lastRecord: performance.now() - feed.silentMilliseconds };
  const statusLine = document.createElement('p'), statusWord = document.createElement('strong');
  statusLine.id = 'live-status';
  statusWord.setAttribute('role', 'status');
  statusLine.append(statusWord, document.createTextNode(''));
  document.querySelector('header h1').after(statusLine);
  function paintStatus() {
    const quiet = performance.now() - status.lastRecord;
    const [state, word, words] = status.ended ? ['ended', 'Ended', ': the session’s end record arrived; no more records will come.']
      : !status.reachable ? ['reconnecting', 'Reconnecting', ': the server does not answer; the page keeps trying, less often as it stays away.']
      : quiet >= silence ? ['silent', 'Silent', ' for ' + Math.floor(quiet / 1000) + ' s: no record has arrived from the app; it may be paused in the debugger, or gone.']
      : ['live', 'Live', ': records appear as the app sends them.'];
    if (statusLine.dataset.state !== state) statusLine.dataset.state = state;
    if (statusWord.textContent !== word) statusWord.textContent = word;
    if (statusLine.lastChild.data !== words) statusLine.lastChild.data = words;
  }
  paintStatus();

  // ---- Leak grace: each RIB alive out of the tree counts down to a leak ----
  // The session's clock runs on between records (until the session ends): its time
  // now is the newest event's plus the time since that update arrived. A RIB still out
  // of the tree when the analysis' leak grace runs out is a leak, as the analysis will
  // find once the next record arrives.
  class Grace {
    constructor(feed) {
      this.out = new Map();
      this.grace = feed.leakGrace;
      this.take(0, feed.ended);
    }
    // Takes the page's events from index `from` on.
    take(from, ended) {
      const E = shown.data.events, C = shown.data.changes;
      for (let event = from; event < E.time.length; event++) {
        for (let change = C.start[event]; change < C.start[event + 1]; change++) {
          const place = C.place[change], rib = C.rib[change];
          if (C.state[change] !== 3) this.out.delete(place);
          else if (!this.out.has(place) || this.out.get(place).rib !== rib) this.out.set(place, { rib, left: E.time[event] });
        }
      }
      this.leaks = new Set(shown.data.findings.filter((finding) => finding.kind === 'leak').map((finding) => finding.rib));
      this.newest = E.time.length > 0 ? E.time[E.time.length - 1] : 0;
      this.arrived = performance.now();
      this.ended = ended;
    }
    get items() {
      return [...this.out.values()].sort((one, other) => one.left - other.left).map((item) => {
        const rib = shown.ribs.get(item.rib);
        return { name: rib ? rib.name : 'unknown', left: item.left, leaked: this.leaks.has(item.rib) };
      });
    }
  }
  let grace = new Grace(feed);
  function paintGrace() {
    let list = document.getElementById('grace');
    const items = grace.items;
    if (items.length === 0) { if (list) list.parentElement.remove(); return; }
    if (!list) {
      const panel = document.createElement('section');
      panel.id = 'grace-panel';
      const heading = document.createElement('h2');
      heading.textContent = 'Out of the tree: leak grace ' + shown.seconds(grace.grace);
      list = document.createElement('ol');
      list.id = 'grace';
      panel.append(heading, list);
      document.getElementById('findings-panel').before(panel);
    }
    // An ended session's clock stopped at its end, which its end record may set after its
    // last event.
    const now = grace.ended ? Math.max(grace.newest, shown.data.end) : grace.newest + (performance.now() - grace.arrived) * 1e6;
    list.replaceChildren(...items.map((item) => {
      const out = Math.max(0, now - item.left), left = grace.grace - out;
      const entry = document.createElement('li');
      const name = document.createElement('strong');
      name.textContent = shown.visible(item.name);
      const leaked = item.leaked || left <= 0;
      entry.className = leaked ? 'leaked' : grace.ended ? 'ended' : 'counting';
      entry.append(name, leaked ? ' is a leak: alive ' + shown.seconds(out) + ' after leaving the tree'
        : grace.ended ? ' was out of the tree when the session ended, ' + shown.seconds(left) + ' before its leak grace ran out'
        : ' becomes a leak in ' + shown.seconds(left) + ' unless it is deallocated or attached again');
      return entry;
    }));
  }
  paintGrace();
  setInterval(() => { paintGrace(); paintStatus(); }, 100);
  follow();
}
