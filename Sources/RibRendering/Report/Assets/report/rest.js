// The parts of the page that have no file of their own yet.
function reportRest(page) {
  const { C, E, ancestors, byId, changePlace, changeState, collapsed, data, depthFirst, dirty, firstPlaceOfRib, forgetEventRows, grow, indexFindings,
    lastEventAtOrBefore, make, makeSVG, occupants, orderPlaces, paintBadge, paintSliderRange, paintVisibility, placeNodes, placeOfRib,
    refreshDetails, reveal, ribs, runSearch, search, searchWords, seconds, selectPlace, show, states, takeChanges, takeEventsOfRibs, takeNodes,
    takePlaces, view, visible } = page;
  // ---- The timeline: a lane per place, drawn by the page ----
  const timeline = byId('timeline');
  const lane = { height: 16, names: 190, axis: 26 };
  // Each lane's finished segments; its last one runs from `since` to the end of the session.
  const segments = [], laneSince = [], laneState = [];
  function takeSegments(from) {
    while (segments.length < page.placeCount) { segments.push([]); laneSince.push(0); laneState.push(0); }
    for (let index = from; index < page.eventCount; index++) {
      for (let change = C.start[index]; change < C.start[index + 1]; change++) {
        const place = changePlace[change];
        if (laneState[place] === changeState[change]) continue;
        if (laneState[place] !== 0 && E.time[index] > laneSince[place]) segments[place].push([laneSince[place], E.time[index], laneState[place]]);
        laneState[place] = changeState[change]; laneSince[place] = E.time[index];
      }
    }
  }
  takeSegments(0);
  // A lane's segments in time order: its finished ones, then the one still open, if any.
  function segmentCount(place) { return segments[place].length + (laneState[place] === 0 ? 0 : 1); }
  function segmentAt(place, index) {
    return index < segments[place].length ? segments[place][index] : [laneSince[place], Math.max(data.end, laneSince[place]), laneState[place]];
  }
  // The index of the lane's first segment that ends at or after `time` (they end in order).
  function firstSegmentUntil(place, time) {
    const finished = segments[place];
    let low = 0, high = finished.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (finished[middle][1] < time) low = middle + 1; else high = middle;
    }
    return low;
  }
  const timeView = { from: 0, to: Math.max(data.end, 1) };
  let plot = null;
  // What the drawing needs of the page's layout, noted when the browser has it at hand (at
  // the start, on scrolling, by a ResizeObserver), so that drawing never makes the browser
  // lay the page out: the box's width, how far it is scrolled, and the most it shows.
  const timelineBox = { width: timeline.clientWidth, top: 0, height: parseFloat(getComputedStyle(timeline).maxHeight) || window.innerHeight };
  // Whether the box is in or near the window, and whether updates came while it was not.
  let timelineInView = true, timelineStale = false;
  // The rows a drawing of `count` lanes draws: those in the box, and a box's height of rows
  // above and below them, so that scrolling a little shows lanes already drawn.
  function rowsInView(count) {
    const margin = Math.ceil(timelineBox.height / lane.height);
    return {
      first: Math.max(0, Math.floor(timelineBox.top / lane.height) - margin),
      last: Math.min(count - 1, Math.ceil((timelineBox.top + timelineBox.height) / lane.height) + margin),
    };
  }
  function lanes() { return depthFirst.filter((place) => data.places[place].drawn && !page.isHiddenPlace(place)); }
  function xOf(time) { return lane.names + (time - timeView.from) / (timeView.to - timeView.from) * plot.width; }
  function timeOf(x) { return timeView.from + (x - lane.names) / plot.width * (timeView.to - timeView.from); }
  function tickStep(span) {
    const rough = span / 8;
    const power = Math.pow(10, Math.floor(Math.log10(rough)));
    return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough);
  }
  function tickLabel(time, step) {
    if (step >= 1e9) return (time / 1e9).toFixed(0) + ' s';
    if (step >= 1e8) return (time / 1e9).toFixed(1) + ' s';
    if (step >= 1e7) return (time / 1e9).toFixed(2) + ' s';
    if (step >= 1e6) return (time / 1e6).toFixed(0) + ' ms';
    return (time / 1e3).toFixed(0) + ' µs';
  }
  // Draws the timeline: the axis, and of the lanes shown (`lanes()`), the rows in view
  // (`rowsInView`), with their bars and findings' markers; the drawing is as tall as all of them.
  function drawTimeline() {
    timelineStale = false;
    const shownLanes = lanes();
    const width = Math.max(timelineBox.width - 2, 480);
    const rows = rowsInView(shownLanes.length);
    plot = { width: width - lane.names - 10, lanes: shownLanes, rows };
    const height = lane.axis + shownLanes.length * lane.height + 4;
    const drawing = makeSVG('svg', { width, height, role: 'img' });
    const body = makeSVG('g', { class: 'plot' });
    body.append(makeSVG('rect', { x: lane.names, y: lane.axis, width: plot.width, height: height - lane.axis, fill: 'white' }));
    const classes = ['', 'bar-active', 'bar-inactive', 'bar-detached'];
    // A segment under a pixel wide (drawn a pixel wide) that the next one starts within a
    // quarter of a pixel of is painted over by it, so it is not drawn: a RIB replaced at its
    // place shows as one bar until the timeline is zoomed in far enough to tell its events apart.
    const hidden = 0.25;
    for (let row = rows.first; row <= rows.last; row++) {
      const place = shownLanes[row];
      const y = lane.axis + row * lane.height;
      body.append(makeSVG('line', { class: 'lane-rule', x1: lane.names, x2: lane.names + plot.width, y1: y + lane.height, y2: y + lane.height }));
      let last = null;
      const count = segmentCount(place);
      for (let index = firstSegmentUntil(place, timeView.from); index < count; index++) {
        const [start, end, state] = segmentAt(place, index);
        if (start > timeView.to) break;
        const x1 = Math.max(xOf(start), lane.names), x2 = Math.min(xOf(end), lane.names + plot.width);
        const next = index + 1 < count ? segmentAt(place, index + 1) : undefined;
        if (x2 - x1 < 1 && next && next[0] <= timeView.to && xOf(next[0]) - x1 < hidden) continue;
        if (last && last.state === state && x1 - last.x2 < 1) { last.x2 = x2; last.rect.setAttribute('width', String(Math.max(last.x2 - last.x1, 1))); continue; }
        const rect = makeSVG('rect', { class: classes[state], x: x1, y: y + 3, width: Math.max(x2 - x1, 1), height: lane.height - 6 });
        body.append(rect);
        last = { state, x1, x2, rect };
      }
    }
    const rowOf = new Map();
    for (let row = rows.first; row <= rows.last; row++) rowOf.set(shownLanes[row], row);
    for (const finding of data.findings) {
      if (finding.rib < 0) continue;
      const place = E.rib[finding.event] === finding.rib && E.place[finding.event] >= 0 ? E.place[finding.event] : firstPlaceOfRib.get(finding.rib);
      if (!rowOf.has(place)) continue;
      const time = E.time[finding.event];
      if (time < timeView.from || time > timeView.to) continue;
      const x = xOf(time), y = lane.axis + rowOf.get(place) * lane.height + lane.height / 2;
      const marker = makeSVG('polygon', { class: 'marker', points: [[-3, -6], [3, -6], [6, -3], [6, 3], [3, 6], [-3, 6], [-6, 3], [-6, -3]].map(([dx, dy]) => (x + dx) + ',' + (y + dy)).join(' ') });
      const title = makeSVG('title');
      title.textContent = finding.kind + ' at ' + seconds(time);
      marker.append(title);
      body.append(marker);
    }
    const cursor = makeSVG('line', { class: 'cursor', y1: lane.axis, y2: height });
    body.append(cursor);
    const selection = makeSVG('rect', { class: 'selection', y: 0, height, width: 0, x: 0 });
    body.append(selection);
    const names = makeSVG('g', { class: 'names' });
    names.append(makeSVG('rect', { class: 'names-bg', x: 0, y: 0, width: lane.names - 4, height }));
    for (let row = rows.first; row <= rows.last; row++) {
      const place = shownLanes[row];
      const indent = '  '.repeat(Math.min(ancestors(place).length, 8));
      const text = makeSVG('text', { class: 'lane-name', x: 4, y: lane.axis + row * lane.height + 12, 'data-place': place });
      text.textContent = indent + shortened(visible(data.places[place].label), 30 - indent.length);
      const title = makeSVG('title');
      title.textContent = visible(data.places[place].label);
      text.append(title);
      text.addEventListener('click', (click) => { click.stopPropagation(); selectPlace(place, { reveal: true }); });
      names.append(text);
    }
    const axis = makeSVG('g', { class: 'axis' });
    axis.append(makeSVG('rect', { class: 'axis-bg', x: 0, y: 0, width, height: lane.axis }));
    const step = tickStep(timeView.to - timeView.from);
    for (let tick = Math.ceil(timeView.from / step) * step; tick <= timeView.to; tick += step) {
      const x = xOf(tick);
      axis.append(makeSVG('line', { x1: x, x2: x, y1: lane.axis - 6, y2: lane.axis }));
      const text = makeSVG('text', { x: x + 2, y: lane.axis - 9 });
      text.textContent = tickLabel(tick, step);
      axis.append(text);
    }
    axis.append(makeSVG('line', { x1: lane.names, x2: lane.names + plot.width, y1: lane.axis, y2: lane.axis }));
    drawing.append(body, names, axis);
    timeline.replaceChildren(drawing);
    plot.cursor = cursor; plot.axis = axis; plot.selection = selection; plot.names = names;
    stickAxis();
    paintCursor();
    paintLaneSelection();
    byId('time-range').textContent = seconds(timeView.from) + ' – ' + seconds(timeView.to);
    body.addEventListener('click', (click) => {
      const box = drawing.getBoundingClientRect();
      const x = click.clientX - box.left;
      if (x < lane.names || page.eventCount === 0) return;
      // A click within 3 pixels of an event counts as on it.
      show(lastEventAtOrBefore(timeOf(x + 3)));
    });
    let drag = null;
    axis.addEventListener('pointerdown', (down) => { drag = { x: down.clientX - drawing.getBoundingClientRect().left }; axis.setPointerCapture(down.pointerId); });
    axis.addEventListener('pointermove', (move) => {
      if (!drag) return;
      const x = move.clientX - drawing.getBoundingClientRect().left;
      selection.setAttribute('x', String(Math.min(x, drag.x)));
      selection.setAttribute('width', String(Math.abs(x - drag.x)));
    });
    axis.addEventListener('pointerup', (up) => {
      if (!drag) return;
      const x = up.clientX - drawing.getBoundingClientRect().left;
      const from = timeOf(Math.max(Math.min(x, drag.x), lane.names)), to = timeOf(Math.min(Math.max(x, drag.x), lane.names + plot.width));
      const dragged = Math.abs(x - drag.x) >= 4;
      drag = null;
      if (dragged && to - from > 1000) setTimeRange(from, to); else selection.setAttribute('width', '0');
    });
  }
  // A name longer than `length` characters keeps its start and its end, where names that
  // share a long start differ (HomeNotif…Confirm, HomeNotif…Settings).
  function shortened(name, length) {
    const characters = Array.from(name);
    if (characters.length <= length) return name;
    const start = Math.ceil((length - 1) * 0.4);
    return characters.slice(0, start).join('') + '…' + characters.slice(characters.length - (length - 1 - start)).join('');
  }
  function stickAxis() { if (plot) plot.axis.setAttribute('transform', 'translate(0,' + timelineBox.top + ')'); }
  // Scrolling keeps the axis at the top, and draws the lanes it brings into view once it
  // passes those drawn.
  timeline.addEventListener('scroll', () => {
    timelineBox.top = timeline.scrollTop;
    stickAxis();
    if (!plot) return;
    const rows = rowsInView(plot.lanes.length);
    if (rows.first < plot.rows.first || rows.last > plot.rows.last) drawTimeline();
  });
  // A new width (the window's, or a scroll bar that comes or goes) draws it again, in the next frame.
  new ResizeObserver((entries) => {
    const width = entries[entries.length - 1].contentRect.width;
    if (width === timelineBox.width) return;
    timelineBox.width = width;
    requestAnimationFrame(drawTimeline);
  }).observe(timeline);
  // Updates do not draw the timeline while it is out of the window (and 256 pixels around it);
  // it is drawn as it comes near.
  new IntersectionObserver((entries) => {
    timelineInView = entries[entries.length - 1].isIntersecting;
    if (timelineInView && timelineStale) drawTimelineTimed();
  }, { rootMargin: '256px 0px' }).observe(timeline);
  function paintCursor() {
    if (!plot || view.event < 0) return;
    const time = E.time[view.event];
    const visible = time >= timeView.from && time <= timeView.to;
    // Written only when it changes: a live page's updates often leave the cursor where it is.
    const display = visible ? '' : 'none', x = visible ? String(xOf(time)) : plot.cursor.getAttribute('x1');
    if (plot.cursor.style.display !== display) plot.cursor.style.display = display;
    if (plot.cursor.getAttribute('x1') !== x) { plot.cursor.setAttribute('x1', x); plot.cursor.setAttribute('x2', x); }
  }
  function paintLaneSelection() {
    if (!plot) return;
    for (const text of plot.names.querySelectorAll('.lane-name')) text.classList.toggle('selected', Number(text.dataset.place) === view.place);
  }
  function setTimeRange(from, to) {
    const end = Math.max(data.end, 1);
    const span = Math.max(to - from, 1000);
    timeView.from = Math.max(0, Math.min(from, end - span));
    timeView.to = Math.min(end, timeView.from + span);
    drawTimeline();
  }
  byId('time-zoom-in').addEventListener('click', () => {
    const centre = view.event >= 0 ? E.time[view.event] : (timeView.from + timeView.to) / 2;
    const half = (timeView.to - timeView.from) / 4;
    setTimeRange(centre - half, centre + half);
  });
  byId('time-zoom-out').addEventListener('click', () => {
    const centre = (timeView.from + timeView.to) / 2, span = timeView.to - timeView.from;
    setTimeRange(centre - span, centre + span);
  });
  byId('time-all').addEventListener('click', () => setTimeRange(0, Math.max(data.end, 1)));
  // ---- Screens: pictures of what viewful RIBs showed ----
  // Each distinct picture is in the data once, in base64, and the screens name it by
  // index. A screen's event is the last event before it was taken (-1 before the first):
  // a RIB's picture at a moment is the last of its screens taken at or before it.
  let S = data.screens || null;
  const screensOfRib = new Map();
  function takeScreenRibs(from) {
    for (let screen = from; screen < S.rib.length; screen++) {
      const rib = S.rib[screen];
      if (!screensOfRib.has(rib)) screensOfRib.set(rib, []);
      screensOfRib.get(rib).push(screen);
    }
  }
  if (S) takeScreenRibs(0);
  // Only pictures of these types become images, and only from base64: a picture's type and
  // bytes come from the trace.
  const screenTypes = new Set(['image/png', 'image/jpeg']);
  const imageAddresses = [];
  function imageAddress(image) {
    if (imageAddresses[image] === undefined) {
      const picture = S.images[image];
      imageAddresses[image] = screenTypes.has(picture.mediaType) && /^[A-Za-z0-9+/]*={0,2}$/.test(picture.base64)
        ? 'data:' + picture.mediaType + ';base64,' + picture.base64 : null;
    }
    return imageAddresses[image];
  }
  // The last of `list`'s screens (in the order taken) taken by the moment after event `event`, or -1.
  function lastScreen(list, event) {
    let low = 0, high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (S.event[list[middle]] <= event) low = middle + 1; else high = middle;
    }
    return low > 0 ? list[low - 1] : -1;
  }
  function screenOf(rib) { return screensOfRib.has(rib) ? lastScreen(screensOfRib.get(rib), view.event) : -1; }
  function screenWords(screen) {
    const rib = ribs.get(S.rib[screen]);
    return (rib ? rib.name : 'RIB ' + S.rib[screen]) + ' at ' + seconds(S.time[screen]);
  }
  function screenImage(screen) {
    const picture = S.images[S.image[screen]];
    const image = make('img');
    image.alt = visible('The screen of ' + screenWords(screen));
    image.width = picture.width; image.height = picture.height;
    image.dataset.screen = String(screen);
    const address = imageAddress(S.image[screen]);
    if (address !== null) image.src = address;
    return image;
  }
  // The details' picture of the selected RIB, changed in place as the moment changes.
  const detailsScreen = { box: null, rib: null, shown: undefined };
  function paintDetailsScreen() {
    if (!detailsScreen.box || !detailsScreen.box.isConnected) return;
    const screen = screenOf(detailsScreen.rib);
    if (screen === detailsScreen.shown) return;
    detailsScreen.shown = screen;
    if (screen < 0) {
      const first = screensOfRib.get(detailsScreen.rib)[0];
      detailsScreen.box.replaceChildren(make('p', 'No picture yet: the first was taken at ' + seconds(S.time[first]) + '.', 'hint'));
      return;
    }
    const figure = make('figure');
    figure.append(screenImage(screen), make('figcaption', 'Taken at ' + seconds(S.time[screen])));
    detailsScreen.box.replaceChildren(figure);
  }
  // The tooltip of a RIB in the tree (hovered, or focused by the keyboard): its picture now.
  let tip = null;
  function makeTip() {
    tip = make('div');
    tip.id = 'screen-tip'; tip.setAttribute('role', 'tooltip'); tip.hidden = true; document.body.append(tip);
  }
  if (S) makeTip();
  let tipPlace = null;
  function showTip(place) {
    // Noted first: a live page's first screens may come while the RIB is pointed at.
    tipPlace = place;
    if (!tip) return;
    const screen = occupants[place] >= 0 ? screenOf(occupants[place]) : -1;
    if (screen < 0) { tip.hidden = true; return; }
    if (tip.dataset.screen !== String(screen)) {
      tip.dataset.screen = String(screen);
      tip.replaceChildren(screenImage(screen), make('p', screenWords(screen)));
    }
    tip.hidden = false;
    const box = placeNodes[place].getBoundingClientRect();
    const width = tip.offsetWidth, height = tip.offsetHeight;
    tip.style.left = Math.max(0, box.right + 8 + width > window.innerWidth ? box.left - 8 - width : box.right + 8) + 'px';
    tip.style.top = Math.max(0, Math.min(box.top, window.innerHeight - height)) + 'px';
  }
  function hideTip() { tipPlace = null; if (tip) tip.hidden = true; }
  // The filmstrip: every screen in the order taken, above the timeline. A thumbnail links
  // to its moment and its RIB, as an anomaly's link does.
  let filmstrip = null;
  const thumbnails = [];
  // Adds the thumbnails of the screens from `from` on, and the filmstrip with the first.
  function takeThumbnails(from) {
    if (!S || page.eventCount === 0) return;
    if (!filmstrip) {
      filmstrip = make('div');
      filmstrip.id = 'filmstrip';
      filmstrip.setAttribute('role', 'group');
      filmstrip.setAttribute('aria-label', 'Screens, in the order they were taken');
      timeline.before(filmstrip);
      from = 0;
    }
    const added = [];
    for (let screen = from; screen < S.event.length; screen++) {
      const link = make('a');
      link.href = '#event=' + E.sequence[Math.max(S.event[screen], 0)] + '&rib=' + S.rib[screen];
      link.title = visible(screenWords(screen));
      const image = screenImage(screen);
      image.loading = 'lazy';
      link.append(image);
      added.push(link);
    }
    thumbnails.push(...added);
    filmstrip.append(...added);
  }
  takeThumbnails(0);
  // Whether a live update's screens (see ReportUpdate.Screens) continue the page's.
  function continuesScreens(update) {
    return !update.screens || (update.screens.firstScreen === (S ? S.event.length : 0) && update.screens.firstImage === (S ? S.images.length : 0));
  }
  // Takes a live update's screens, which continue the page's.
  function takeScreens(update) {
    const held = S ? S.event.length : 0;
    if (!S) { S = data.screens = { images: [], event: [], time: [], rib: [], image: [] }; makeTip(); }
    const U = update.screens;
    S.images.push(...U.images);
    for (const column of ['event', 'time', 'rib', 'image']) S[column].push(...U[column]);
    takeScreenRibs(held);
  }
  // Marks the last screen taken by the moment shown, and scrolls the filmstrip to it in the next frame.
  let currentThumbnail = null;
  function paintFilmstrip() {
    if (!filmstrip) return;
    let low = 0, high = S.event.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (S.event[middle] <= view.event) low = middle + 1; else high = middle;
    }
    const thumbnail = low > 0 ? thumbnails[low - 1] : null;
    if (thumbnail === currentThumbnail) return;
    if (currentThumbnail) { currentThumbnail.classList.remove('current'); currentThumbnail.removeAttribute('aria-current'); }
    currentThumbnail = thumbnail;
    if (!thumbnail) return;
    thumbnail.classList.add('current');
    thumbnail.setAttribute('aria-current', 'true');
    requestAnimationFrame(() => {
      const left = thumbnail.offsetLeft, right = left + thumbnail.offsetWidth;
      if (left < filmstrip.scrollLeft || right > filmstrip.scrollLeft + filmstrip.clientWidth) filmstrip.scrollLeft = left - (filmstrip.clientWidth - thumbnail.offsetWidth) / 2;
    });
  }
  function paintScreens() {
    if (!S) return;
    paintDetailsScreen();
    paintFilmstrip();
    if (tipPlace !== null) showTip(tipPlace);
  }
  // ---- The address remembers the moment and the RIB: #event=42&rib=3 ----
  let restoring = false;
  // The address is written at most four times a second (a browser stops taking the writes
  // of a page that makes many, as a held arrow key would); a step in between is written a
  // moment later, with the moment and the RIB shown then, so the last one always is.
  const addressGap = 250;
  let addressWritten = -Infinity, addressDue = null;
  function remember() {
    if (restoring || view.event < 0 || addressDue !== null) return;
    const wait = addressWritten + addressGap - performance.now();
    if (wait <= 0) writeAddress(); else addressDue = setTimeout(() => { addressDue = null; writeAddress(); }, wait);
  }
  function writeAddress() {
    const hash = '#event=' + E.sequence[view.event] + (view.rib === null || view.rib < 0 ? '' : '&rib=' + view.rib);
    if (location.hash === hash) return;
    history.replaceState(null, '', hash);
    addressWritten = performance.now();
  }
  // Writing the address takes the browser milliseconds: updates write it at most once a second.
  let rememberDue = null;
  function rememberSoon() {
    if (rememberDue === null) rememberDue = setTimeout(() => { rememberDue = null; remember(); }, 1000);
  }
  // `hash` is the address's fragment to show: a hashchange's own, since an address write
  // still due may run between a link's navigation and its event and put the old one back.
  function restore(hash = location.hash) {
    const parameters = new URLSearchParams(hash.slice(1));
    const sequence = parameters.has('event') ? Number(parameters.get('event')) : NaN;
    let index = -1;
    for (let candidate = 0; candidate < page.eventCount; candidate++) if (E.sequence[candidate] === sequence) { index = candidate; break; }
    const rib = parameters.has('rib') ? Number(parameters.get('rib')) : null;
    restoring = true;
    show(index >= 0 ? index : page.eventCount - 1);
    if (rib !== null && ribs.has(rib)) {
      const place = placeOfRib.has(rib) ? placeOfRib.get(rib) : firstPlaceOfRib.get(rib);
      if (place !== undefined) { selectPlace(place, { reveal: true }); view.rib = rib; refreshDetails(); }
    } else {
      selectPlace(null);
      // Show where the moment happens: the current event's RIB, else the first root.
      const place = E.place[view.event] >= 0 ? E.place[view.event] : depthFirst[0];
      if (place !== undefined) reveal(place);
    }
    restoring = false;
    if (hash !== '') remember();
  }
  window.addEventListener('hashchange', (change) => restore(new URL(change.newURL).hash));
  // A link to what the address names already (its write still due) changes nothing in the
  // address: it shows its moment all the same.
  document.addEventListener('click', (click) => {
    const link = click.target instanceof Element ? click.target.closest('a[href^="#"]') : null;
    if (link && link.hash === location.hash) { click.preventDefault(); restore(); }
  });
  // ---- A live page's update, applied in place ----
  // The model grows at its end (events, changes, places, RIBs); the findings, lifetimes and
  // summary figures that changed are replaced. The user's moment stays, unless it was the
  // last one: then the page follows the newest event. Selection, details, search, collapse,
  // zoom and scroll stay. The timeline is drawn again at most once a second.
  function findingItem(finding) {
    const item = make('li');
    const sequence = E.sequence[finding.event];
    const link = make('a', 'event ' + sequence + ' at ' + seconds(E.time[finding.event]) + ': ' + E.line[finding.event], 'finding-link');
    link.href = '#event=' + sequence + (finding.rib >= 0 ? '&rib=' + finding.rib : '');
    item.append(make('span', finding.kind, 'kind'), document.createTextNode(' ' + visible(finding.message) + ' '), link);
    return item;
  }
  // The page keeps its findings of events before update.findingsFrom, with their list items,
  // but for the kinds the update redoes; the update's findings go among them, each after
  // those of its event. Returns the RIBs whose findings may have changed: those of the
  // findings it drops and of those it brings, whatever their events.
  function takeFindings(update) {
    const redone = new Set(update.findingsRedone);
    const kept = [], changed = new Set();
    data.findings.forEach((finding, index) => {
      if (finding.event < update.findingsFrom && !redone.has(finding.kind)) kept.push(index); else changed.add(finding.rib);
    });
    for (const finding of update.findings) changed.add(finding.rib);
    if (update.findings.length === 0 && kept.length === data.findings.length) return changed;
    const findings = [], items = [];
    let next = 0;
    const keepUntil = (event) => {
      for (; next < kept.length && data.findings[kept[next]].event <= event; next++) { findings.push(data.findings[kept[next]]); items.push(page.staticFindings[kept[next]]); }
    };
    for (const finding of update.findings) { keepUntil(finding.event); findings.push(finding); items.push(findingItem(finding)); }
    keepUntil(Infinity);
    data.findings = findings;
    page.staticFindings = items;
    byId('findings').replaceChildren(...items);
    // The event list's rows mark the events that have findings: they are made again.
    forgetEventRows();
    const heading = byId('findings-panel').querySelector('h2');
    const count = findings.length === 0 ? 'No anomalies' : findings.length === 1 ? '1 anomaly' : findings.length + ' anomalies';
    if (heading && heading.firstChild) heading.firstChild.textContent = count + ' ';
    indexFindings();
    return changed;
  }
  // Lifetimes new to the page or retitled come whole; of the others, the figures that changed.
  function takeLifetimes(update) {
    for (const lifetime of update.lifetimes) data.lifetimes[lifetime.index] = { title: lifetime.title, figures: lifetime.figures };
    const F = update.lifetimeFigures;
    for (let index = 0; index < F.lifetime.length; index++) data.lifetimes[F.lifetime[index]].figures[F.figure[index]][1] = F.value[index];
  }
  // The figures change in place when their labels are those shown, which spares laying the header out again.
  function paintSummary(figures) {
    const rows = byId('summary').children;
    if (rows.length === figures.length && figures.every(([label], index) => rows[index].querySelector('dt').textContent === visible(label))) {
      figures.forEach(([, value], index) => {
        const shown = rows[index].querySelector('dd');
        if (shown.textContent !== visible(value)) shown.textContent = visible(value);
      });
      return;
    }
    byId('summary').replaceChildren(...figures.map(([label, value]) => {
      const row = make('div');
      row.append(make('dt', label), make('dd', value));
      return row;
    }));
  }
  // A live page's element's data-timeline-ms says how long the last drawing after updates took.
  function drawTimelineTimed() {
    const started = performance.now();
    drawTimeline();
    const live = document.getElementById('ribviz-live');
    if (live) live.dataset.timelineMs = (performance.now() - started).toFixed(2);
  }
  let timelineDue = null;
  function drawTimelineSoon() {
    if (timelineDue !== null) return;
    timelineDue = setTimeout(() => {
      timelineDue = null;
      if (timelineInView) drawTimelineTimed(); else timelineStale = true;
    }, 1000);
  }
  // Applies an update that continues the page; false when it does not (the page must load
  // the session again).
  function apply(update) {
    if (update.firstEvent !== page.eventCount || update.firstPlace !== page.placeCount || !continuesScreens(update)) return false;
    const following = view.event === page.eventCount - 1;
    const wholeTime = timeView.from === 0 && timeView.to === Math.max(data.end, 1);
    const firstEvent = page.eventCount, firstPlace = page.placeCount;
    for (const place of update.places) { data.places.push(place); searchWords.push(place.search.toLowerCase()); states.push(0); occupants.push(-1); }
    page.placeCount = data.places.length;
    for (const words of update.searchWords) { data.places[words.place].search = words.search; searchWords[words.place] = words.search.toLowerCase(); }
    takePlaces(firstPlace);
    if (page.placeCount > firstPlace) { orderPlaces(); grow(update.drawing || []); }
    takeNodes(firstPlace);
    for (let place = firstPlace; place < page.placeCount; place++) dirty.add(place);
    const U = update.events;
    for (const column of Object.keys(E)) for (const value of U[column]) E[column].push(value);
    for (const column of ['start', 'place', 'state', 'rib']) for (const value of update.changes[column]) C[column].push(value);
    page.eventCount = E.sequence.length;
    if (update.screens) takeScreens(update.screens);
    takeThumbnails(thumbnails.length);
    takeChanges();
    takeEventsOfRibs(firstEvent);
    takeSegments(firstEvent);
    for (const rib of update.ribs) ribs.set(rib.id, rib);
    takeLifetimes(update);
    const findingRibs = takeFindings(update);
    data.end = update.end;
    if (update.summary) paintSummary(update.summary);
    if (wholeTime) timeView.to = Math.max(data.end, 1);
    paintSliderRange();
    show(following ? page.eventCount - 1 : view.event, false);
    // A finding judged where the session ends can come, change or go for an earlier event:
    // the badges of its RIB are painted again, as a page loaded now would show them.
    for (const rib of findingRibs) if (placeOfRib.has(rib)) paintBadge(placeOfRib.get(rib));
    if (page.placeCount > firstPlace) {
      if (search.value.trim() !== '') runSearch(true);
      // New places below a collapsed RIB, or outside the focus, are hidden.
      if (collapsed.size > 0 || view.focus !== null) paintVisibility();
    }
    drawTimelineSoon();
    if (view.place !== null) refreshDetails();
    return true;
  }
  Object.assign(page, { drawTimeline, paintCursor, paintLaneSelection, screensOfRib, detailsScreen, paintDetailsScreen, showTip, hideTip,
    paintScreens, remember, rememberSoon, restore, apply });
}
