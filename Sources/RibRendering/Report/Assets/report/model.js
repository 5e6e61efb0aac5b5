// The model: the embedded data (E, the events; C, their changes), its indexes, the places'
// tree, and the state of every place at the moment shown, replayed from the masks. It only
// grows: a live page's update adds at its end (page.eventCount, page.placeCount).
function reportModel(page) {
  const data = JSON.parse(document.getElementById('ribviz-data').textContent);
  const byId = (id) => document.getElementById(id);
  const E = data.events, C = data.changes;
  page.eventCount = E.sequence.length; page.placeCount = data.places.length;
  // A live page (ribviz live) takes updates, which may bring its first screens.
  const isLive = document.getElementById('ribviz-live') !== null;
  const stateNames = ['empty', 'active', 'inactive', 'detached'];
  const stateWords = ['no RIB stands here now', 'in the live tree, active', 'in the live tree, inactive', 'alive, out of the live tree'];
  const ribs = new Map(data.ribs.map((rib) => [rib.id, rib]));
  const eventsOfRib = new Map(), findingsOfRib = new Map(), findingsByEvent = new Map();
  function takeEventsOfRibs(from) {
    for (let index = from; index < page.eventCount; index++) {
      const rib = E.rib[index];
      if (rib < 0) continue;
      if (!eventsOfRib.has(rib)) eventsOfRib.set(rib, []);
      eventsOfRib.get(rib).push(index);
    }
  }
  takeEventsOfRibs(0);
  function indexFindings() {
    findingsOfRib.clear(); findingsByEvent.clear();
    data.findings.forEach((finding, index) => {
      if (!findingsByEvent.has(finding.event)) findingsByEvent.set(finding.event, []);
      findingsByEvent.get(finding.event).push(index);
      if (finding.rib < 0) return;
      if (!findingsOfRib.has(finding.rib)) findingsOfRib.set(finding.rib, []);
      findingsOfRib.get(finding.rib).push(index);
    });
  }
  indexFindings();
  page.staticFindings = [...byId('findings').children];
  const view = { event: -1, place: null, rib: null, focus: null, scale: 1, matches: [], match: -1 };
  // ---- The places: children, order, search words ----
  const children = [], roots = [];
  function takePlaces(from) {
    for (let index = from; index < data.places.length; index++) {
      children.push([]);
      const parent = data.places[index].parent;
      (parent >= 0 ? children[parent] : roots).push(index);
    }
  }
  takePlaces(0);
  const depthFirst = [];
  function orderPlaces() {
    depthFirst.length = 0;
    for (const stack = roots.slice().reverse(); stack.length > 0;) {
      const place = stack.pop();
      depthFirst.push(place);
      for (let child = children[place].length - 1; child >= 0; child--) stack.push(children[place][child]);
    }
  }
  orderPlaces();
  function descendants(place) {
    const result = [];
    for (const stack = children[place].slice(); stack.length > 0;) {
      const next = stack.pop();
      result.push(next);
      stack.push(...children[next]);
    }
    return result;
  }
  function ancestors(place) {
    const result = [];
    for (let next = data.places[place].parent; next >= 0; next = data.places[next].parent) result.push(next);
    return result;
  }

  // ---- The masks: each event's changes, and the values they replaced ----
  // Plain arrays, which grow at the end when a live page takes new events.
  const changePlace = C.place, changeState = C.state, changeRib = C.rib;
  const oldState = [], oldRib = [];
  const firstPlaceOfRib = new Map();
  // What every place shows after the last event: where new events' changes start from.
  const endState = [], endRib = [];
  function takeChanges() {
    while (endState.length < page.placeCount) { endState.push(0); endRib.push(-1); }
    for (let change = oldState.length; change < changePlace.length; change++) {
      const place = changePlace[change];
      oldState.push(endState[place]); oldRib.push(endRib[place]);
      endState[place] = changeState[change]; endRib[place] = changeRib[change];
      if (changeRib[change] >= 0 && !firstPlaceOfRib.has(changeRib[change])) firstPlaceOfRib.set(changeRib[change], place);
    }
  }
  takeChanges();
  const states = new Array(page.placeCount).fill(0), occupants = new Array(page.placeCount).fill(-1);
  const placeOfRib = new Map();
  const dirty = new Set();
  let applied = 0;
  function setPlace(place, state, rib) {
    const before = occupants[place];
    if (before >= 0 && placeOfRib.get(before) === place) placeOfRib.delete(before);
    states[place] = state; occupants[place] = rib;
    if (rib >= 0) placeOfRib.set(rib, place);
    dirty.add(place);
  }
  function applyEvents(count) {
    while (applied < count) {
      for (let change = C.start[applied]; change < C.start[applied + 1]; change++) setPlace(changePlace[change], changeState[change], changeRib[change]);
      applied++;
    }
    while (applied > count) {
      applied--;
      for (let change = C.start[applied + 1] - 1; change >= C.start[applied]; change--) setPlace(changePlace[change], oldState[change], oldRib[change]);
    }
  }
  Object.assign(page, { data, byId, E, C, isLive, stateNames, stateWords, ribs, eventsOfRib, findingsOfRib, findingsByEvent, takeEventsOfRibs,
    indexFindings, view, children, takePlaces, depthFirst, orderPlaces, descendants, ancestors, changePlace, changeState, changeRib, oldRib,
    firstPlaceOfRib, takeChanges, states, occupants, placeOfRib, dirty, applyEvents });
}
