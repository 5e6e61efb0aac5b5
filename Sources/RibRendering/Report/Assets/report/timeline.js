// The timeline: a lane per place, drawn by the page, with its own zoom.
function reportTimeline(page) {
  const { C, E, ancestors, byId, changePlace, changeState, data, depthFirst, firstPlaceOfRib, lastEventAtOrBefore, makeSVG, seconds, selectPlace,
    show, view, visible } = page;
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
  Object.assign(page, { timeline, takeSegments, timeView, drawTimeline, paintCursor, paintLaneSelection, drawTimelineSoon });
}
