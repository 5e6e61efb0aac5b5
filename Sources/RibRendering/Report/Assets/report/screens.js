// Screens: the pictures of what viewful RIBs showed, in the details, the tooltip and the
// filmstrip.
function reportScreens(page) {
  const { E, data, make, occupants, placeNodes, ribs, seconds, timeline, view, visible } = page;
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
  Object.assign(page, { screensOfRib, detailsScreen, paintDetailsScreen, showTip, hideTip, thumbnails, takeThumbnails, continuesScreens, takeScreens,
    paintScreens });
}
