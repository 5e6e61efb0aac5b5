// The tree's drawing: its places' nodes, their state classes and anomaly badges, zoom, pan,
// and revealing a place.
function reportTree(page) {
  const { byId, data, dirty, findingsOfRib, isLive, makeSVG, occupants, placeOfRib, stateNames, states, view, visible } = page;
  const tree = byId('tree');
  const svg = tree.querySelector('svg');
  // ---- The drawing ----
  const placeNodes = [], placeParts = [], shownClass = [];
  const viewBox = svg ? svg.viewBox.baseVal : null;
  const natural = { width: 0, height: 0 };
  function measure() {
    natural.width = viewBox ? viewBox.width * 4 / 3 : 0;
    natural.height = viewBox ? viewBox.height * 4 / 3 : 0;
  }
  measure();
  // Finds the drawn elements of the places from `from` on and makes them answer clicks and keys.
  function takeNodes(from) {
    for (let index = from; index < page.placeCount; index++) {
      const node = svg ? svg.getElementById('place' + index) : null;
      placeNodes.push(node);
      placeParts.push(svg ? ['link' + index, 'link' + index + '_adapter', 'adapter' + index].map((id) => svg.getElementById(id)).filter(Boolean) : []);
      shownClass.push('');
      if (!node) continue;
      node.setAttribute('tabindex', '0');
      node.setAttribute('role', 'button');
      node.setAttribute('aria-label', visible(data.places[index].label));
      node.addEventListener('click', (click) => { click.stopPropagation(); page.selectPlace(index, { reveal: false }); });
      node.addEventListener('dblclick', (click) => { click.stopPropagation(); page.toggleCollapse(index); });
      node.addEventListener('keydown', (key) => {
        if (key.key === 'Enter' || key.key === ' ') { key.preventDefault(); page.selectPlace(index, { reveal: false }); }
      });
      // A live page's screens may arrive after its places.
      if (data.screens || isLive) {
        node.addEventListener('pointerenter', () => page.showTip(index));
        node.addEventListener('focus', () => page.showTip(index));
        node.addEventListener('pointerleave', () => page.hideTip());
        node.addEventListener('blur', () => page.hideTip());
      }
    }
  }
  takeNodes(0);

  function stateClassOf(place) { return 'st-' + stateNames[states[place]]; }
  function paintDirty() {
    for (const place of dirty) {
      const node = placeNodes[place];
      if (!node) continue;
      const wanted = stateClassOf(place);
      if (shownClass[place] === wanted) continue;
      for (const element of [node, ...placeParts[place]]) {
        for (const name of stateNames) element.classList.remove('st-' + name);
        element.classList.add(wanted);
      }
      shownClass[place] = wanted;
    }
    dirty.clear();
  }

  // Badges: a finding shows on the place of its RIB from its event on, while the RIB stands there.
  const badges = new Map();
  function badgeFor(place) {
    if (badges.has(place)) return badges.get(place);
    const node = placeNodes[place];
    const shape = node && node.querySelector('path, polygon, ellipse');
    if (!shape) return null;
    const box = shape.getBBox();
    const badge = makeSVG('g', { class: 'badge' });
    badge.append(makeSVG('circle', { cx: box.x + box.width - 2, cy: box.y + 2, r: 8 }));
    const mark = makeSVG('text', { x: box.x + box.width - 2, y: box.y + 6 });
    mark.textContent = '!';
    const title = makeSVG('title');
    badge.append(mark, title);
    node.append(badge);
    badges.set(place, badge);
    return badge;
  }
  // The findings in event order, to find those an event range covers.
  function firstFindingAfter(event) {
    let low = 0, high = data.findings.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (data.findings[middle].event <= event) low = middle + 1; else high = middle;
    }
    return low;
  }
  function paintBadge(place) {
    const rib = occupants[place];
    const kinds = rib < 0 ? [] : (findingsOfRib.get(rib) || [])
      .filter((index) => data.findings[index].event <= view.event).map((index) => data.findings[index].kind);
    if (kinds.length === 0) {
      if (badges.has(place)) badges.get(place).style.display = 'none';
      return;
    }
    const badge = badgeFor(place);
    if (!badge) return;
    badge.style.display = '';
    badge.querySelector('title').textContent = visible(kinds.join(', '));
  }
  // Repaints the badges a step can change: of the places it touched, and of the RIBs
  // whose findings happened between the two moments.
  function paintBadges(touched, from, to) {
    const affected = new Set(touched);
    const high = Math.max(from, to);
    for (let index = firstFindingAfter(Math.min(from, to)); index < data.findings.length && data.findings[index].event <= high; index++) {
      const place = placeOfRib.get(data.findings[index].rib);
      if (place !== undefined) affected.add(place);
    }
    for (const place of affected) paintBadge(place);
  }
  // ---- Zoom, pan and revealing a place ----
  function setScale(scale, anchor) {
    if (!svg) return;
    const previous = view.scale;
    view.scale = Math.min(4, Math.max(0.05, scale));
    const box = tree.getBoundingClientRect();
    const at = anchor || { x: box.width / 2, y: box.height / 2 };
    const contentX = (tree.scrollLeft + at.x) / previous, contentY = (tree.scrollTop + at.y) / previous;
    svg.setAttribute('width', String(natural.width * view.scale));
    svg.setAttribute('height', String(natural.height * view.scale));
    tree.scrollLeft = contentX * view.scale - at.x;
    tree.scrollTop = contentY * view.scale - at.y;
  }
  function fitTo(places) {
    if (!svg) return;
    const shapes = places.map((place) => placeNodes[place]).filter(Boolean);
    if (shapes.length === 0) return;
    let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
    for (const node of shapes) {
      const box = node.getBoundingClientRect();
      left = Math.min(left, box.left); top = Math.min(top, box.top); right = Math.max(right, box.right); bottom = Math.max(bottom, box.bottom);
    }
    const area = tree.getBoundingClientRect();
    const space = room();
    const factor = Math.min((space.width - 16) / Math.max(right - left, 1), (space.height - 16) / Math.max(bottom - top, 1));
    const centre = { x: (left + right) / 2 - area.left + tree.scrollLeft, y: (top + bottom) / 2 - area.top + tree.scrollTop };
    const scale = Math.min(2, view.scale * factor);
    const contentX = centre.x / view.scale, contentY = centre.y / view.scale;
    setScale(scale);
    tree.scrollLeft = contentX * view.scale - area.width / 2;
    tree.scrollTop = contentY * view.scale - area.height / 2;
  }
  // The room the tree may take: its panel's width, and at most three quarters of the window's height.
  function room() {
    return { width: tree.clientWidth - 8, height: Math.max(window.innerHeight * 0.75, 256) - 8 };
  }
  function fitAll() {
    if (!svg) return;
    const area = room();
    setScale(Math.min(area.width / natural.width, area.height / natural.height, 1));
  }
  // The starting zoom: the whole tree if it stays readable, else readable at the roots.
  function initialScale() {
    if (!svg) return;
    const area = room();
    const fit = Math.min(area.width / natural.width, area.height / natural.height, 1);
    if (fit >= 0.6) { setScale(fit); return; }
    setScale(Math.max(Math.min(area.width / natural.width, 1), 0.6));
    tree.scrollLeft = 0; tree.scrollTop = 0;
  }
  // Scrolls the tree, and the page if needed, until the place's node is in view.
  function reveal(place) {
    const node = placeNodes[place];
    if (!node) return;
    page.uncover(place);
    const area = tree.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    const inside = box.left >= area.left && box.right <= area.right && box.top >= area.top && box.bottom <= area.bottom;
    if (!inside) {
      tree.scrollLeft += (box.left + box.right) / 2 - (area.left + area.right) / 2;
      tree.scrollTop += (box.top + box.bottom) / 2 - (area.top + area.bottom) / 2;
    }
    const now = tree.getBoundingClientRect();
    if (now.top < 0 || now.bottom > window.innerHeight) tree.scrollIntoView({ block: now.height > window.innerHeight ? 'start' : 'center' });
  }
  let pan = null;
  tree.addEventListener('pointerdown', (down) => {
    if (down.button !== 0 || down.target.closest('g.place')) return;
    pan = { x: down.clientX, y: down.clientY, left: tree.scrollLeft, top: tree.scrollTop, id: down.pointerId };
  });
  tree.addEventListener('pointermove', (move) => {
    if (!pan) return;
    if (!tree.classList.contains('panning') && Math.abs(move.clientX - pan.x) + Math.abs(move.clientY - pan.y) > 3) {
      tree.classList.add('panning');
      tree.setPointerCapture(pan.id);
    }
    if (tree.classList.contains('panning')) {
      tree.scrollLeft = pan.left - (move.clientX - pan.x);
      tree.scrollTop = pan.top - (move.clientY - pan.y);
    }
  });
  const endPan = () => { pan = null; tree.classList.remove('panning'); };
  tree.addEventListener('pointerup', endPan);
  tree.addEventListener('pointercancel', endPan);
  tree.addEventListener('wheel', (wheel) => {
    if (!wheel.ctrlKey && !wheel.metaKey) return;
    wheel.preventDefault();
    const box = tree.getBoundingClientRect();
    setScale(view.scale * (wheel.deltaY < 0 ? 1.15 : 1 / 1.15), { x: wheel.clientX - box.left, y: wheel.clientY - box.top });
  }, { passive: false });
  byId('zoom-in').addEventListener('click', () => setScale(view.scale * 1.25));
  byId('zoom-out').addEventListener('click', () => setScale(view.scale / 1.25));
  byId('fit').addEventListener('click', () => (view.focus === null ? fitAll() : fitTo([view.focus, ...descendants(view.focus)])));
  byId('actual').addEventListener('click', () => setScale(1));
  byId('expand-all').addEventListener('click', () => page.showAll());
  const showDetached = byId('show-detached');
  showDetached.checked = data.showsDetached;
  document.body.classList.toggle('hide-detached', !showDetached.checked);
  showDetached.addEventListener('change', () => document.body.classList.toggle('hide-detached', !showDetached.checked));
  const graph = svg ? svg.querySelector('g.graph') : null;
  // A place's box in the drawing's coordinates.
  function boxOf(place) {
    const shape = placeNodes[place] && placeNodes[place].querySelector('path, polygon, ellipse');
    if (!shape) return null;
    const box = shape.getBBox(), into = graph.getCTM().inverse().multiply(shape.getCTM());
    const corner = (x, y) => new DOMPoint(x, y).matrixTransform(into);
    const one = corner(box.x, box.y), other = corner(box.x + box.width, box.y + box.height);
    return { x: one.x, y: one.y, width: other.x - one.x, height: other.y - one.y };
  }
  Object.assign(page, { svg, placeNodes, placeParts, viewBox, natural, measure, takeNodes, reveal, paintDirty, paintBadge, paintBadges, setScale,
    fitTo, initialScale, graph, boxOf });
}
