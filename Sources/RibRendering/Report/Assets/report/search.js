// Collapse and focus, which hide parts of the tree (page.isHiddenPlace), and the search for
// RIBs by name.
function reportSearch(page) {
  const { ancestors, boxOf, byId, children, data, depthFirst, descendants, fitTo, graph, makeSVG, placeNodes, placeParts, reveal, view } = page;
  // ---- Collapse and focus ----
  const collapsed = new Set();
  const folds = new Map();
  function paintVisibility() {
    const hidden = new Set();
    for (const place of collapsed) for (const below of descendants(place)) hidden.add(below);
    if (view.focus !== null) {
      const keep = new Set([view.focus, ...descendants(view.focus), ...ancestors(view.focus)]);
      for (let place = 0; place < page.placeCount; place++) if (!keep.has(place)) hidden.add(place);
    }
    for (let place = 0; place < page.placeCount; place++) {
      const isHidden = hidden.has(place);
      if (placeNodes[place]) placeNodes[place].classList.toggle('hidden', isHidden);
      for (const part of placeParts[place]) part.classList.toggle('hidden', isHidden);
    }
    for (const [place, fold] of folds) if (!collapsed.has(place)) { fold.remove(); folds.delete(place); }
    for (const place of collapsed) {
      if (folds.has(place) || !placeNodes[place]) continue;
      const shape = placeNodes[place].querySelector('path, polygon, ellipse');
      if (!shape) continue;
      const box = shape.getBBox();
      const fold = makeSVG('g', { class: 'fold' });
      fold.append(makeSVG('rect', { x: box.x + box.width / 2 - 18, y: box.y + box.height - 6, width: 36, height: 13, rx: 6 }));
      const text = makeSVG('text', { x: box.x + box.width / 2, y: box.y + box.height + 4 });
      text.textContent = '+' + descendants(place).length;
      fold.append(text);
      fold.addEventListener('click', (click) => { click.stopPropagation(); toggleCollapse(place); });
      placeNodes[place].append(fold);
      folds.set(place, fold);
    }
    const note = byId('scope-note');
    note.hidden = view.focus === null;
    note.textContent = view.focus === null ? '' : 'Showing the subtree of ' + data.places[view.focus].label + ' and its ancestors. “Show all” shows the whole tree again.';
    page.isHiddenPlace = (place) => hidden.has(place);
    paintSearchRing();
    page.drawTimeline();
  }
  page.isHiddenPlace = () => false;
  // Collapsing and expanding change the height of the timeline below the tree, and of the
  // page: the page stays at least as tall as the window shows it, and the window scrolls so
  // that the RIB stays where it was on screen.
  function toggleCollapse(place) {
    if (children[place].length === 0) return;
    const node = placeNodes[place], before = node ? node.getBoundingClientRect().top : 0;
    document.documentElement.style.minHeight = (window.scrollY + window.innerHeight) + 'px';
    if (collapsed.has(place)) collapsed.delete(place); else collapsed.add(place);
    paintVisibility();
    if (view.place !== null) page.refreshDetails();
    const shift = node ? node.getBoundingClientRect().top - before : 0;
    if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
  }
  function focusOn(place) {
    view.focus = place;
    for (const below of [place, ...descendants(place)]) collapsed.delete(below);
    paintVisibility();
    fitTo([place, ...descendants(place)]);
    page.refreshDetails();
  }
  function showAll() {
    view.focus = null;
    collapsed.clear();
    paintVisibility();
    page.refreshDetails();
  }
  // Makes a place visible: expands its collapsed ancestors, leaves a focus that excludes it.
  function uncover(place) {
    let changed = false;
    for (const ancestor of ancestors(place)) if (collapsed.delete(ancestor)) changed = true;
    if (view.focus !== null && view.focus !== place && !descendants(view.focus).includes(place) && !ancestors(view.focus).includes(place)) {
      view.focus = null; changed = true;
    }
    if (changed) paintVisibility();
  }
  // ---- Search ----
  const search = byId('search');
  const searchWords = data.places.map((place) => place.search.toLowerCase());
  // Finds the places that match the search; `keep` keeps the current match and the view
  // where they are (new places arrived), otherwise the first match is shown.
  function runSearch(keep) {
    const current = keep && view.match >= 0 ? view.matches[view.match] : null;
    for (const place of view.matches) if (placeNodes[place]) placeNodes[place].classList.remove('match', 'match-current');
    const query = search.value.trim().toLowerCase();
    view.matches = query === '' ? [] : depthFirst.filter((place) => placeNodes[place] && searchWords[place].includes(query));
    view.match = -1;
    for (const place of view.matches) placeNodes[place].classList.add('match');
    byId('search-count').textContent = query === '' ? '' : view.matches.length === 0 ? 'no RIB matches'
      : view.matches.length === 1 ? '1 RIB' : view.matches.length + ' RIBs';
    if (current !== null && view.matches.includes(current)) {
      view.match = view.matches.indexOf(current);
      placeNodes[current].classList.add('match-current');
      byId('search-count').textContent = (view.match + 1) + ' of ' + view.matches.length + (view.matches.length === 1 ? ' RIB' : ' RIBs');
    } else if (view.matches.length > 0 && !keep) nextMatch(1);
    paintSearchRing();
  }
  function nextMatch(step) {
    if (view.matches.length === 0) return;
    if (view.match >= 0) placeNodes[view.matches[view.match]].classList.remove('match-current');
    view.match = (view.match + step + view.matches.length) % view.matches.length;
    const place = view.matches[view.match];
    placeNodes[place].classList.add('match-current');
    byId('search-count').textContent = (view.match + 1) + ' of ' + view.matches.length + (view.matches.length === 1 ? ' RIB' : ' RIBs');
    reveal(place);
    paintSearchRing();
  }
  // Enter opens the match shown, as a click on it does (selected, with its details); once
  // it is open, Enter goes on to the next match (Shift+Enter to the one before) and opens it.
  function openMatch(step) {
    if (view.matches.length === 0) return;
    if (view.match < 0 || view.matches[view.match] === view.place) nextMatch(step);
    page.selectPlace(view.matches[view.match], { reveal: true });
  }
  // A ring around the current match, over the drawing and outside the node: a bright line on
  // a dark halo, which shows whatever the node looks like (red, faint, or faded out of view).
  let searchRing = null;
  function paintSearchRing() {
    const place = view.match >= 0 ? view.matches[view.match] : null;
    const box = place === null || page.isHiddenPlace(place) ? null : boxOf(place);
    if (box === null) {
      if (searchRing) searchRing.remove();
      return;
    }
    if (!searchRing) {
      searchRing = makeSVG('g', { class: 'search-ring' });
      searchRing.append(makeSVG('rect', { class: 'halo' }), makeSVG('rect', { class: 'line' }));
    }
    const margin = 7;
    for (const rect of searchRing.children) {
      for (const [name, value] of Object.entries({ x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin, rx: margin })) rect.setAttribute(name, String(value));
    }
    graph.append(searchRing);
  }
  search.addEventListener('input', () => runSearch(false));
  search.addEventListener('keydown', (key) => {
    if (key.key === 'Enter') { key.preventDefault(); openMatch(key.shiftKey ? -1 : 1); }
    if (key.key === 'Escape') { search.value = ''; runSearch(false); search.blur(); }
  });
  Object.assign(page, { collapsed, paintVisibility, toggleCollapse, focusOn, showAll, uncover, search, searchWords, runSearch });
}
