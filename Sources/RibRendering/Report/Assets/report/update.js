// A live page's update, applied in place to the model and the view.
function reportUpdates(page) {
  const { C, E, byId, collapsed, continuesScreens, data, dirty, drawTimelineSoon, forgetEventRows, grow, indexFindings, make, occupants, orderPlaces,
    paintBadge, paintSliderRange, paintVisibility, placeOfRib, refreshDetails, ribs, runSearch, search, searchWords, seconds, show, states,
    takeChanges, takeEventsOfRibs, takeNodes, takePlaces, takeScreens, takeSegments, takeThumbnails, thumbnails, timeView, view, visible } = page;
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
  Object.assign(page, { apply });
}
