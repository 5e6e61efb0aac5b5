// A live page's new places, set into the drawing without moving what is drawn.
function reportGrowth(page) {
  const { boxOf, data, graph, makeSVG, measure, natural, svg, view, viewBox } = page;
  // New places come laid out by graphviz, one subtree at a time, each in its own
  // coordinates. The page sets each in free space near its parent (`placeSubtree`), draws
  // the edge from the parent under every place, and grows the drawing's box to the right
  // and downwards. Nothing drawn moves.
  const extent = { left: 0, top: 0, right: 0, bottom: 0 };
  if (graph) {
    const shift = graph.transform.baseVal.consolidate();
    const dx = shift ? shift.matrix.e : 0, dy = shift ? shift.matrix.f : 0;
    Object.assign(extent, { left: -dx, top: -dy, right: viewBox.width - dx, bottom: viewBox.height - dy });
  }
  const downwards = data.direction !== 'lr';
  const rankGap = downwards ? 36 : 43.2, sideGap = 18;
  // The placement sees the drawing as if it grew downwards: ranks are rows, y goes from a
  // parent to its children and x across a row. A drawing that grows rightwards is seen
  // with x and y swapped.
  function turn(box) { return downwards ? box : { x: box.y, y: box.x, width: box.height, height: box.width }; }
  function turnedExtent() { return downwards ? extent : { left: extent.top, top: extent.left, right: extent.bottom, bottom: extent.right }; }
  // How wide (across its rows) the drawing may grow against its depth, and never less
  // than the drawing the page opened with: past it, new places wrap into rows further down.
  const widthPerDepth = 2;
  const openedWidth = turnedExtent().right - turnedExtent().left;
  // What setting a new subtree one point below its first row, and passing the edge from
  // its parent under one thing drawn, each cost, in points shifted across.
  const dropCost = 4, crossingCost = 400;
  // What the drawing covers, turned, in its coordinates: the blocks a new subtree must
  // leave clear (`thing`s: places, adapter tags, labels, subtrees set before; `edge`s:
  // points along edges), filed by the bands of rows they reach (`bands`, `bandHeight`
  // points each), the things also in a list, and the frames' boxes, whose inside a
  // subtree may share with its parent. Gathered when the first subtree arrives.
  let covered = null;
  const bandHeight = 100;
  function cover(box, kind, margin = 0) {
    const turned = turn(box);
    const block = { kind, left: turned.x - margin, top: turned.y - margin, right: turned.x + turned.width + margin, bottom: turned.y + turned.height + margin };
    for (let band = Math.floor(block.top / bandHeight); band <= Math.floor(block.bottom / bandHeight); band++) {
      if (!covered.bands.has(band)) covered.bands.set(band, []);
      covered.bands.get(band).push(block);
    }
    if (kind === 'thing') covered.things.push(block);
  }
  // The blocks that reach into the rows from `top` to `bottom`.
  function blocksBetween(top, bottom) {
    const found = new Set();
    for (let band = Math.floor(top / bandHeight); band <= Math.floor(bottom / bandHeight); band++) {
      for (const block of covered.bands.get(band) || []) if (block.bottom > top && block.top < bottom) found.add(block);
    }
    return [...found];
  }
  // An edge's curves, as the boxes of chords at most 24 points long, its arrowhead and its
  // label. graphviz draws a curve as cubic Bézier pieces (`M` and `C` alone), which are
  // followed here; another path, by the browser's measure of its length.
  function coverEdge(edge) {
    const chord = (one, other) => cover({ x: Math.min(one[0], other[0]), y: Math.min(one[1], other[1]), width: Math.abs(one[0] - other[0]), height: Math.abs(one[1] - other[1]) }, 'edge', 1);
    for (const path of edge.querySelectorAll('path')) {
      const d = path.getAttribute('d') || '';
      const numbers = /^M[-\d.e,\s]+C[-\d.e,\s]+$/.test(d) ? d.match(/-?\d*\.?\d+(?:e-?\d+)?/g).map(Number) : [];
      if (numbers.length < 8 || (numbers.length - 2) % 6 !== 0) {
        const length = path.getTotalLength(), at = (distance) => { const on = path.getPointAtLength(Math.min(distance, length)); return [on.x, on.y]; };
        for (let distance = 0; distance < length; distance += 24) chord(at(distance), at(distance + 24));
        continue;
      }
      for (let piece = 0; piece + 8 <= numbers.length; piece += 6) {
        const [x0, y0, x1, y1, x2, y2, x3, y3] = numbers.slice(piece, piece + 8);
        const steps = Math.max(1, Math.ceil((Math.hypot(x1 - x0, y1 - y0) + Math.hypot(x2 - x1, y2 - y1) + Math.hypot(x3 - x2, y3 - y2)) / 24));
        const at = (t) => {
          const u = 1 - t;
          return [u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3, u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3];
        };
        for (let step = 0; step < steps; step++) chord(at(step / steps), at((step + 1) / steps));
      }
    }
    for (const part of edge.querySelectorAll('polygon, text')) cover(part.getBBox(), part.tagName === 'text' ? 'thing' : 'edge');
  }
  function coverage() {
    if (covered) return covered;
    covered = { bands: new Map(), things: [], frames: [] };
    for (const element of graph.children) {
      if (element.matches('g.cluster')) {
        const outline = element.querySelector('path, polygon');
        if (outline) covered.frames.push(turn(outline.getBBox()));
        for (const label of element.querySelectorAll('text')) cover(label.getBBox(), 'thing');
      } else if (element.matches('g.node')) {
        for (const shape of element.querySelectorAll('path, polygon, ellipse')) cover(shape.getBBox(), 'thing', 6);
      } else if (element.matches('g.edge')) coverEdge(element);
    }
    return covered;
  }
  // How many things a straight line from (x1, y1) to (x2, y2) passes over, but those
  // holding one of its ends.
  function crossings(blocks, x1, y1, x2, y2) {
    let count = 0;
    for (const block of blocks) {
      if (block.kind !== 'thing') continue;
      const holds = (x, y) => x >= block.left && x <= block.right && y >= block.top && y <= block.bottom;
      if (holds(x1, y1) || holds(x2, y2)) continue;
      let from = 0, to = 1;
      const clip = (p, q) => {
        if (p === 0) return q >= 0;
        const t = q / p;
        if (p < 0) from = Math.max(from, t); else to = Math.min(to, t);
        return from <= to;
      };
      if (clip(x1 - x2, x1 - block.left) && clip(x2 - x1, block.right - x1) && clip(y1 - y2, y1 - block.top) && clip(y2 - y1, block.bottom - y1)) count++;
    }
    return count;
  }
  // The point of [low, high] nearest `ideal` outside every open interval of `forbidden`;
  // null when there is none.
  function nearestFree(forbidden, ideal, low, high) {
    let x = null, start = low;
    const consider = (left, right) => {
      if (left > right) return;
      const nearest = Math.min(Math.max(ideal, left), right);
      if (x === null || Math.abs(nearest - ideal) < Math.abs(x - ideal)) x = nearest;
    };
    for (const [left, right] of forbidden.slice().sort((one, other) => one[0] - other[0])) {
      consider(start, Math.min(left, high));
      start = Math.max(start, right);
      if (start > high) break;
    }
    consider(start, high);
    return x;
  }
  // For a straight line from the middle of `from`'s bottom down to a point at height `y`:
  // the intervals of that point's x where the line passes under a thing (all turned).
  function shadows(blocks, from, y) {
    const x0 = from.x + from.width / 2, y0 = from.y + from.height, found = [];
    if (y <= y0) return found;
    for (const block of blocks) {
      if (block.kind !== 'thing' || block.bottom <= y0 || block.top >= y) continue;
      if (x0 >= block.left && x0 <= block.right && y0 >= block.top) continue;
      // The line meets the block's rows for a share of its length from s1 to s2.
      const s1 = Math.max(Math.max(block.top, y0) - y0, 0.001) / (y - y0), s2 = (Math.min(block.bottom, y) - y0) / (y - y0);
      const left = block.left - x0, right = block.right - x0;
      found.push([x0 + Math.min(left / s1, left / s2), x0 + Math.max(right / s1, right / s2)]);
    }
    return found;
  }
  // Where a new subtree goes: the offset, turned, for its box `all` (with its root's box
  // `root`, both in its own coordinates) below `parent`'s box (in the drawing's, null for
  // a new root). Its root goes one rank below the parent, shifted across as little as it
  // must to leave every block clear, or into a lower row when that costs less (see
  // `dropCost` and `crossingCost`) or when the first row would make the drawing wider
  // than `widthPerDepth` allows. A frame around the parent keeps out only its outline, so
  // the subtree may go inside it; other frames keep out their whole box. The drawing
  // grows only rightwards and downwards, so the subtree stays right of its left edge.
  function placeSubtree(all, root, parent) {
    const { things, frames } = coverage();
    const box = turn(all), head = turn(root), from = parent && turn(parent), bounds = turnedExtent();
    const headTop = head.y - box.y, middle = head.x - box.x + head.width / 2;
    const first = from ? from.y + from.height + rankGap - headTop : bounds.top + 4;
    const ideal = from ? from.x + from.width / 2 - middle : bounds.left + 4;
    const around = (frame) => from !== null && frame.x <= from.x && frame.y <= from.y && frame.x + frame.width >= from.x + from.width && frame.y + frame.height >= from.y + from.height;
    const walls = [];
    for (const frame of frames) {
      const left = frame.x, top = frame.y, right = frame.x + frame.width, bottom = frame.y + frame.height;
      if (!around(frame)) walls.push({ kind: 'frame', left, top, right, bottom });
      else walls.push({ kind: 'frame', left, top, right: left, bottom }, { kind: 'frame', left: right, top, right, bottom },
        { kind: 'frame', left, top, right, bottom: top }, { kind: 'frame', left, top: bottom, right, bottom });
    }
    const near = (top, bottom) => blocksBetween(top, bottom).concat(walls.filter((wall) => wall.bottom > top && wall.top < bottom));
    const rows = [first];
    for (const block of things.concat(walls)) if (block.bottom + sideGap > first) rows.push(block.bottom + sideGap);
    rows.sort((one, other) => one - other);
    const margin = 8, low = bounds.left + 4;
    let best = null, last = -Infinity;
    for (const top of rows) {
      if (top - last < 1) continue;
      last = top;
      const drop = (top - first) * dropCost;
      if (best && drop >= best.cost) break;
      const bottom = top + box.height;
      const depth = Math.max(bounds.bottom, bottom + 4) - bounds.top;
      const high = Math.max(low, bounds.left + Math.max(openedWidth, widthPerDepth * depth) - 4 - box.width);
      // The left edges the row forbids: where the box would cover a block, and, for a
      // line from the parent that passes under no thing, where that line would.
      const closed = near(top - margin, bottom + margin).map((block) => [block.left - sideGap - box.width, block.right + sideGap]);
      const between = from ? things.filter((block) => block.bottom > from.y + from.height && block.top < top + headTop) : [];
      const clear = from ? closed.concat(shadows(between, from, top + headTop).map(([left, right]) => [left - middle, right - middle])) : closed;
      for (const forbidden of [clear, closed]) {
        const x = nearestFree(forbidden, ideal, low, high);
        if (x === null) continue;
        const crossed = from && forbidden === closed ? crossings(between, from.x + from.width / 2, from.y + from.height, x + middle, top + headTop) : 0;
        const cost = Math.abs(x - ideal) + drop + crossingCost * crossed;
        if (!best || cost < best.cost) best = { cost, x, top };
      }
    }
    if (!best) best = { x: low, top: Math.max(first, bounds.bottom + sideGap) };
    const across = best.x - box.x, down = best.top - box.y;
    return downwards ? { dx: across, dy: down } : { dx: down, dy: across };
  }
  // The layers grown parts go in: frames above the drawing's frames, edges above every
  // frame and under every place.
  let layers = null;
  function growthLayers() {
    if (layers) return layers;
    layers = { frames: makeSVG('g', { class: 'grown-frames' }), edges: makeSVG('g', { class: 'grown-edges' }) };
    const firstDrawn = [...graph.children].find((element) => element.matches('g.node, g.edge'));
    graph.insertBefore(layers.frames, firstDrawn || null);
    graph.insertBefore(layers.edges, firstDrawn || null);
    return layers;
  }
  function grow(subtrees) {
    if (!graph) return;
    for (const subtree of subtrees) {
      const drawn = new DOMParser().parseFromString(subtree.svg, 'image/svg+xml').querySelector('g.graph');
      if (!drawn) continue;
      const { frames: frameLayer, edges: edgeLayer } = growthLayers();
      const frames = makeSVG('g'), group = makeSVG('g', { class: 'grown' });
      for (const child of [...drawn.children]) {
        if (child.tagName !== 'polygon') (child.matches('g.cluster') ? frames : group).append(document.importNode(child, true));
      }
      if (frames.childElementCount > 0) frameLayer.append(frames);
      graph.append(group);
      const boxes = [group, frames].filter((part) => part.childElementCount > 0).map((part) => part.getBBox());
      const all = boxes.reduce((one, other) => {
        const x = Math.min(one.x, other.x), y = Math.min(one.y, other.y);
        return { x, y, width: Math.max(one.x + one.width, other.x + other.width) - x, height: Math.max(one.y + one.height, other.y + other.height) - y };
      });
      // The edge from the parent comes into the root, or into its adapter tag when the subtree holds one.
      const tagShape = group.querySelector('#adapter' + subtree.root + ' :is(path, polygon, ellipse)');
      const rootShape = tagShape || group.querySelector('#place' + subtree.root + ' :is(path, polygon, ellipse)');
      const root = rootShape ? rootShape.getBBox() : all;
      const parent = subtree.parent >= 0 ? boxOf(subtree.parent) : null;
      const { dx, dy } = placeSubtree(all, root, parent);
      for (const part of [frames, group]) part.setAttribute('transform', 'translate(' + dx + ' ' + dy + ')');
      cover({ x: all.x + dx, y: all.y + dy, width: all.width, height: all.height }, 'thing');
      extent.right = Math.max(extent.right, all.x + all.width + dx + 4);
      extent.bottom = Math.max(extent.bottom, all.y + all.height + dy + 4);
      if (parent) {
        const into = { x: root.x + dx, y: root.y + dy, width: root.width, height: root.height };
        const straight = turn(into).y > turn(parent).y + turn(parent).height + rankGap + 0.5;
        const edge = edgeInto(parent, into, subtree.root, tagShape !== null, straight);
        edgeLayer.append(edge);
        coverEdge(edge);
      }
    }
    svg.setAttribute('viewBox', '0 0 ' + (extent.right - extent.left) + ' ' + (extent.bottom - extent.top));
    measure();
    svg.setAttribute('width', String(natural.width * view.scale));
    svg.setAttribute('height', String(natural.height * view.scale));
  }
  // The edge from a parent's box into a new subtree's root: into a root one rank below, a
  // curve and an arrowhead, as graphviz draws them; into a root further down, a straight
  // line (which placeSubtree keeps clear of places where a row allows). Into the root's
  // adapter tag, the line alone, as graphviz draws the edge into an adapter's tag.
  function edgeInto(from, to, place, intoTag, straight) {
    const edge = makeSVG('g', { id: 'link' + place + (intoTag ? '_adapter' : ''), class: 'edge link' });
    const start = downwards ? [from.x + from.width / 2, from.y + from.height] : [from.x + from.width, from.y + from.height / 2];
    const point = downwards ? [to.x + to.width / 2, to.y] : [to.x, to.y + to.height / 2];
    const gap = intoTag ? 0 : 7;
    const length = Math.hypot(point[0] - start[0], point[1] - start[1]) || 1;
    const along = straight ? [(point[0] - start[0]) / length, (point[1] - start[1]) / length] : downwards ? [0, 1] : [1, 0];
    const end = [point[0] - along[0] * gap, point[1] - along[1] * gap];
    const middle = straight ? [start, end]
      : downwards ? [[start[0], (start[1] + end[1]) / 2], [end[0], (start[1] + end[1]) / 2]] : [[(start[0] + end[0]) / 2, start[1]], [(start[0] + end[0]) / 2, end[1]]];
    edge.append(makeSVG('path', { fill: 'none', stroke: '#555555', d: 'M' + start + 'C' + middle[0] + ' ' + middle[1] + ' ' + end }));
    if (intoTag) return edge;
    const side = [-along[1] * 3.5, along[0] * 3.5];
    const tip = [[end[0] + side[0], end[1] + side[1]], point, [end[0] - side[0], end[1] - side[1]]];
    edge.append(makeSVG('polygon', { fill: '#555555', stroke: '#555555', points: tip.map(String).join(' ') }));
    return edge;
  }
  Object.assign(page, { grow });
}
