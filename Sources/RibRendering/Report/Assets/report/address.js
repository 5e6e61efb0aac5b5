// The address remembers the moment and the RIB (#event=42&rib=3) and brings them back.
function reportAddress(page) {
  const { E, depthFirst, firstPlaceOfRib, placeOfRib, refreshDetails, reveal, ribs, selectPlace, show, view } = page;
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
  Object.assign(page, { remember, rememberSoon, restore });
}
