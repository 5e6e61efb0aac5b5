// The details of the selected place, and a live page's requests to the app about its RIB.
function reportDetails(page) {
  const { C, byId, changePlace, changeRib, children, collapsed, data, descendants, eventItem, eventsOfRib, figureList, findingsOfRib, focusOn, make,
    occupants, oldRib, placeNodes, reveal, ribs, showAll, stateWords, states, toggleCollapse, view, visible } = page;
  // ---- Details of the selected place ----
  function ribAt(place) {
    if (occupants[place] >= 0) return occupants[place];
    // The RIB that stood here last before this moment, else the first that will.
    for (let index = view.event; index >= 0; index--) {
      for (let change = C.start[index + 1] - 1; change >= C.start[index]; change--) {
        if (changePlace[change] === place && oldRib[change] >= 0) return oldRib[change];
      }
    }
    for (let change = 0; change < changePlace.length; change++) if (changePlace[change] === place && changeRib[change] >= 0) return changeRib[change];
    return -1;
  }
  function selectPlace(place, options = {}) {
    if (view.place !== null && placeNodes[view.place]) placeNodes[view.place].classList.remove('selected');
    view.place = place;
    view.rib = place === null ? null : ribAt(place);
    if (place !== null && placeNodes[place]) placeNodes[place].classList.add('selected');
    refreshDetails();
    page.paintLaneSelection();
    page.remember();
    if (place !== null && options.reveal) reveal(place);
  }
  function refreshDetails() {
    const details = byId('details');
    details.replaceChildren();
    const place = view.place;
    if (place === null) {
      details.append(make('h2', 'RIB details'), make('p', 'Click a RIB in the tree, a name in the timeline, or find one by name.', 'hint'));
      return;
    }
    const ribId = occupants[place] >= 0 ? occupants[place] : view.rib;
    const rib = ribs.get(ribId);
    details.append(make('h2', rib ? rib.name : data.places[place].label));
    const status = make('p', stateWords[states[place]], states[place] === 3 ? 'status-out' : 'hint');
    if (states[place] === 0 && rib) status.textContent += ' (shown: ' + rib.name + ', who stood here at another moment)';
    details.append(status);
    const actions = make('div', undefined, 'actions');
    const button = (label, action) => { const element = make('button', label); element.type = 'button'; element.addEventListener('click', action); actions.append(element); };
    if (children[place].length > 0) {
      button(collapsed.has(place) ? 'Expand' : 'Collapse (' + descendants(place).length + ' below)', () => toggleCollapse(place));
      button(view.focus === place ? 'Show all' : 'Focus on this subtree', () => (view.focus === place ? showAll() : focusOn(place)));
    }
    button('Show in the tree', () => reveal(place));
    details.append(actions);
    if (!rib) return;
    if (askApp) details.append(appRequestBox(rib));
    if (page.screensOfRib.has(rib.id)) {
      page.detailsScreen.box = make('div', undefined, 'screen');
      page.detailsScreen.box.id = 'details-screen';
      page.detailsScreen.rib = rib.id; page.detailsScreen.shown = undefined;
      details.append(make('h3', 'Screen'), page.detailsScreen.box);
      page.paintDetailsScreen();
    }
    if (rib.facts.length > 0) details.append(figureList(rib.facts));
    details.append(make('h3', 'This RIB'), figureList(rib.history));
    const lifetime = data.lifetimes[rib.lifetime];
    if (lifetime) details.append(make('h3', lifetime.title), figureList(lifetime.figures));
    const findings = findingsOfRib.get(rib.id) || [];
    if (findings.length > 0) {
      const list = make('ol', undefined, 'finding-list');
      for (const index of findings) list.append(page.staticFindings[index].cloneNode(true));
      details.append(make('h3', 'Anomalies'), list);
    }
    const ribEvents = eventsOfRib.get(rib.id) || [];
    const events = make('ol', undefined, 'event-list');
    const shown = ribEvents.slice(0, 200);
    for (const index of shown) events.append(eventItem(index));
    if (ribEvents.length > shown.length) events.append(make('li', (ribEvents.length - shown.length) + ' more', 'more'));
    details.append(make('h3', 'Events (' + ribEvents.length + ')'), events);
  }

  // ---- Asking the app (a live page): Capture now and Show on device ----
  // The live code sets `askApp(kind, rib)`, which resolves to the server's answer
  // ({ state, message }); each RIB's last answer stays in its details until its next request.
  let askApp = null;
  const appAnswers = new Map();
  const appRequestKinds = [
    ['capture', 'Capture now', 'Ask the app for a fresh picture of this RIB\'s view'],
    ['outline', 'Show on device', 'Ask the app to outline this RIB\'s view on the device for a second'],
  ];
  function appRequestBox(rib) {
    const box = make('div', undefined, 'app-requests');
    const row = make('div', undefined, 'actions');
    for (const [kind, label, title] of appRequestKinds) {
      const button = make('button', label);
      Object.assign(button, { type: 'button', title });
      button.dataset.request = kind;
      button.addEventListener('click', () => requestFromApp(kind, rib));
      row.append(button);
    }
    const message = make('p', undefined, 'app-answer');
    message.setAttribute('role', 'status');
    message.dataset.rib = String(rib.id);
    box.append(row, message);
    const answer = appAnswers.get(rib.id);
    if (answer) sayAppAnswer(rib.id, answer.state, answer.text, message);
    return box;
  }
  function sayAppAnswer(rib, state, text, message = document.querySelector('#details .app-answer')) {
    appAnswers.set(rib, { state, text });
    if (!message || message.dataset.rib !== String(rib)) return;
    message.textContent = visible(text);
    message.dataset.state = state;
  }
  async function requestFromApp(kind, rib) {
    const capture = kind === 'capture';
    sayAppAnswer(rib.id, 'asking', capture ? 'Asking the app for a picture of ' + rib.name + '…' : 'Asking the app to outline ' + rib.name + '…');
    const answer = await askApp(kind, rib.id);
    const done = capture ? 'The app took a picture of ' + rib.name + ': it shows at the newest event.' : 'The app outlined ' + rib.name + ' on the device.';
    sayAppAnswer(rib.id, answer.state, answer.state === 'done' ? done : answer.message);
  }
  // A live page offers Capture now and Show on device in the RIB details, asking the app with `ask`.
  function offerAppRequests(ask) {
    askApp = ask;
    if (view.place !== null) refreshDetails();
  }
  Object.assign(page, { selectPlace, refreshDetails, offerAppRequests });
}
