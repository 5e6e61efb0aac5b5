// The moment shown: `show`, the slider and its keys, the caption, and the list of events
// around the current one.
function reportEvents(page) {
  const { E, applyEvents, byId, data, dirty, findingsByEvent, make, paintBadges, paintDirty, placeNodes, search, seconds, setScale, setText,
    textPart, view, visible } = page;
  // ---- Events ----
  function lastEventAtOrBefore(time) {
    let low = 0, high = page.eventCount - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (E.time[middle] <= time) low = middle; else high = middle - 1;
    }
    return low;
  }
  function eventItem(index) {
    const item = make('li');
    const button = make('button', undefined, 'event');
    button.type = 'button';
    button.append(textPart('time'), textPart());
    button.addEventListener('click', () => show(item.event));
    item.append(button);
    fillEventItem(item, index);
    return item;
  }
  // Makes a row of the event list show event `index`, changing only what differs, so that
  // a row kept for another event costs the browser its changed texts, not a new row.
  function fillEventItem(item, index) {
    item.event = index;
    const button = item.firstChild, [time, line] = button.children;
    setText(time.firstChild, seconds(E.time[index]));
    setText(line.firstChild, E.line[index]);
    const findings = findingsByEvent.get(index) || [];
    const kind = findings.length > 0 ? '⚠ ' + data.findings[findings[0]].kind : null;
    const mark = button.children[2];
    if (kind === null) { if (mark) mark.remove(); } else if (mark) setText(mark.firstChild, kind); else button.append(make('span', kind, 'kind'));
    if (button.classList.contains('has-finding') !== (kind !== null)) button.classList.toggle('has-finding');
    const title = 'Event ' + E.sequence[index] + ': ' + E.line[index];
    if (button.title !== title) button.title = title;
    if (item.classList.contains('current') !== (index === view.event)) item.classList.toggle('current');
  }
  // The event list shows a window of events around the current one; a step inside
  // the window only moves the highlight, and rows have one height, so nothing is
  // measured while stepping. A new window keeps the rows of the old one that it shows
  // (a live page following new events adds only theirs), and notes above and below it
  // count the events it leaves out.
  const eventWindow = 60, followWindow = 24;
  const listing = { first: -1, last: -1, items: [], current: null, row: 0, earlier: make('li', undefined, 'more'), later: make('li', undefined, 'more') };
  function moveListing(list, first, last) {
    // Following the newest event, a window as long as the one shown moves down: its rows
    // stay where they are and show the events after (each update would otherwise remove
    // and add the rows of all its events, the most work the browser has per update).
    if (view.event === page.eventCount - 1 && listing.first >= 0 && first > listing.first && last - first === listing.last - listing.first) {
      listing.items.forEach((item, offset) => fillEventItem(item, first + offset));
      listing.first = first; listing.last = last;
      return;
    }
    const overlaps = listing.first >= 0 && first <= listing.last && last >= listing.first;
    const keepFrom = overlaps ? Math.max(first, listing.first) : last + 1, keepTo = overlaps ? Math.min(last, listing.last) : last;
    const kept = overlaps ? listing.items.slice(keepFrom - listing.first, keepTo - listing.first + 1) : [];
    const leaving = overlaps ? [...listing.items.slice(0, keepFrom - listing.first), ...listing.items.slice(keepTo - listing.first + 1)] : listing.items;
    for (const item of leaving) item.remove();
    const above = [], below = [];
    for (let index = first; index < keepFrom; index++) above.push(eventItem(index));
    for (let index = Math.max(keepTo + 1, first); index <= last; index++) below.push(eventItem(index));
    if (kept.length > 0) { kept[0].before(...above); kept[kept.length - 1].after(...below); } else {
      // A whole new window (a jump): the browser lays out only the rows in the box. Not for
      // rows added to a window, most of them in view, which it would lay out twice.
      for (const item of above) item.classList.add('lazy');
      list.append(...above);
    }
    listing.items = [...above, ...kept, ...below];
    if (leaving.includes(listing.current)) listing.current = null;
    listing.first = first; listing.last = last;
  }
  function paintEventList() {
    const list = byId('events');
    const inside = view.event >= listing.first + 10 && view.event <= listing.last - 10
      || (listing.first === 0 && view.event >= 0 && view.event <= listing.last - 10)
      || (listing.last === page.eventCount - 1 && view.event >= listing.first + 10 && view.event <= listing.last);
    if (!inside) {
      // Following the newest event, the list needs only the rows its box shows above it.
      const before = view.event === page.eventCount - 1 ? followWindow : eventWindow;
      moveListing(list, Math.max(0, view.event - before), Math.min(page.eventCount - 1, view.event + eventWindow));
      // Measured once (rows have one height): reading a size makes the browser lay the page out.
      if (!listing.row && listing.items.length > 0) {
        listing.row = listing.items[0].getBoundingClientRect().height;
        listing.height = list.clientHeight;
      }
    }
    paintNote(list, listing.earlier, listing.first, listing.first + ' earlier events', true);
    paintNote(list, listing.later, page.eventCount - 1 - listing.last, (page.eventCount - 1 - listing.last) + ' later events', false);
    // The current row's class is changed only when another row is current: a row that
    // stays current, as the newest one while following, is not styled again.
    const current = listing.items[view.event - listing.first] || null;
    if (listing.current && listing.current !== current) listing.current.classList.remove('current');
    listing.current = current;
    if (current && !current.classList.contains('current')) current.classList.add('current');
    const offset = (view.event - listing.first + (listing.first > 0 ? 1 : 0)) * listing.row;
    listing.scroll = offset - listing.height / 2 + listing.row / 2;
    // Scrolled in the next frame, before it is drawn: setting scrollTop now would make the
    // browser lay the page out at once, and again in the frame for what changes after.
    if (!listing.scrollDue) {
      listing.scrollDue = true;
      requestAnimationFrame(() => { listing.scrollDue = false; list.scrollTop = listing.scroll; });
    }
  }
  // Drops the list's rows, which are made again: a live update changed the events that have findings.
  function forgetEventRows() {
    for (const item of listing.items) item.remove();
    listing.items = []; listing.first = listing.last = -1; listing.current = null;
  }
  // A note at the start or the end of a list, there while `count` is above zero; its text set only when it changes.
  function paintNote(list, note, count, text, atStart) {
    if (count <= 0) { note.remove(); return; }
    if (note.textContent !== text) note.textContent = text;
    if (atStart ? list.firstChild !== note : list.lastChild !== note) { if (atStart) list.prepend(note); else list.append(note); }
  }

  const slider = byId('slider');
  // The slider reaches the newest event.
  function paintSliderRange() {
    slider.max = String(Math.max(page.eventCount - 1, 0));
    slider.disabled = page.eventCount === 0;
  }
  paintSliderRange();
  slider.addEventListener('input', () => show(Number(slider.value)));
  byId('first').addEventListener('click', () => show(0));
  byId('previous').addEventListener('click', () => show(view.event - 1));
  byId('next').addEventListener('click', () => show(view.event + 1));
  byId('last').addEventListener('click', () => show(page.eventCount - 1));
  document.addEventListener('keydown', (key) => {
    if (key.altKey || key.ctrlKey || key.metaKey) return;
    const focus = document.activeElement;
    if (focus instanceof HTMLInputElement && focus.type !== 'range') return;
    if (focus instanceof HTMLInputElement && focus.type === 'range' && key.key.startsWith('Arrow')) return;
    const moves = { ArrowLeft: view.event - 1, ArrowRight: view.event + 1, Home: 0, End: page.eventCount - 1 };
    if (key.key in moves) { key.preventDefault(); show(moves[key.key]); return; }
    const actions = {
      '/': () => search.focus(), '+': () => setScale(view.scale * 1.25), '=': () => setScale(view.scale * 1.25),
      '-': () => setScale(view.scale / 1.25), '0': () => byId('fit').click(), '1': () => setScale(1),
    };
    if (key.key in actions) { key.preventDefault(); actions[key.key](); }
  });

  let currentMarked = [];
  // Shows the moment after event `index`; `rememberNow` false writes it into the address
  // within a second instead of at once (a live page's updates, many a second).
  function show(index, rememberNow = true) {
    if (page.eventCount === 0) {
      byId('caption').textContent = 'The trace has no events.';
      return;
    }
    index = Math.max(0, Math.min(page.eventCount - 1, Math.round(index)));
    const previous = view.event;
    view.event = index;
    applyEvents(index + 1);
    const touched = new Set(dirty);
    paintDirty();
    for (const [node, name] of currentMarked) node.classList.remove(name);
    currentMarked = [];
    const place = E.place[index];
    if (place >= 0 && placeNodes[place]) {
      const name = E.change[index] === 1 ? 'current-attached' : E.change[index] === 2 ? 'current-detached' : 'current';
      placeNodes[place].classList.add(name);
      currentMarked.push([placeNodes[place], name]);
    }
    paintBadges(touched, previous, index);
    slider.value = String(index);
    byId('first').disabled = byId('previous').disabled = index === 0;
    byId('next').disabled = byId('last').disabled = index === page.eventCount - 1;
    paintCaption(index);
    slider.setAttribute('aria-valuetext', byId('caption').textContent);
    paintEventList();
    page.paintCursor();
    if (view.place !== null && (touched.has(view.place) || previous < 0)) page.refreshDetails();
    page.paintScreens();
    if (rememberNow) page.remember(); else page.rememberSoon();
  }

  const captionParts = { sequence: textPart('sequence'), counts: document.createTextNode(''), time: textPart('time'), line: textPart(), kinds: [] };
  function paintCaption(index) {
    const caption = byId('caption'), parts = captionParts;
    if (parts.sequence.parentNode !== caption) caption.replaceChildren(parts.sequence, parts.counts, parts.time, document.createTextNode(': '), parts.line);
    setText(parts.sequence.firstChild, 'Event ' + E.sequence[index]);
    setText(parts.counts, ' · ' + (index + 1) + ' of ' + page.eventCount + ' events · ');
    setText(parts.time.firstChild, seconds(E.time[index]));
    setText(parts.line.firstChild, E.line[index]);
    const change = E.change[index] === 1 ? 'change-attached' : E.change[index] === 2 ? 'change-detached' : '';
    if (parts.line.className !== change) parts.line.className = change;
    const kinds = (findingsByEvent.get(index) || []).map((finding) => '⚠ ' + data.findings[finding].kind);
    if (kinds.map(visible).join('\n') === parts.kinds.map((kind) => kind.textContent).join('\n')) return;
    for (const kind of parts.kinds) kind.remove();
    parts.kinds = kinds.map((kind) => make('span', kind, 'kind'));
    caption.append(...parts.kinds);
  }
  window.addEventListener('resize', () => { listing.row = 0; });
  Object.assign(page, { lastEventAtOrBefore, eventItem, show, forgetEventRows, paintSliderRange });
}
