// The parts of the page that have no file of their own yet.
function reportRest(page) {
  const { C, E, byId, collapsed, data, depthFirst, dirty, drawTimelineSoon, firstPlaceOfRib, forgetEventRows, grow, indexFindings, make, occupants,
    orderPlaces, paintBadge, paintSliderRange, paintVisibility, placeNodes, placeOfRib, refreshDetails, reveal, ribs, runSearch, search, searchWords,
    seconds, selectPlace, show, states, takeChanges, takeEventsOfRibs, takeNodes, takePlaces, takeSegments, timeView, timeline, view, visible } = page;
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
  Object.assign(page, { screensOfRib, detailsScreen, paintDetailsScreen, showTip, hideTip, paintScreens, remember, rememberSoon, restore, apply });
}
