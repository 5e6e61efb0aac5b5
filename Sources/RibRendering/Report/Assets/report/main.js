// Builds the page's view from its embedded data. Its model only grows: a live page
// applies each update to it in place (`apply`), at a cost in proportion to the update.
// Each file before live.js is one function that takes `page`, the one object they share:
// it reads from `page` what the files before it added, calls what later files add through
// `page` (once they all ran), and adds to it what the others use of it.
function startReport() {
  const page = {};
  for (const part of [reportText, reportModel, reportTree, reportGrowth, reportSearch, reportEvents, reportDetails, reportTimeline, reportScreens,
    reportAddress, reportUpdates]) part(page);
  // The drawing comes classed for the end of the session: repaint every place at the first moment shown.
  for (let place = 0; place < page.placeCount; place++) page.dirty.add(place);
  page.paintVisibility();
  page.initialScale();
  page.restore();
  const { view, apply, data, ribs, visible, seconds, offerAppRequests } = page;
  return { atLastEvent: () => view.event === page.eventCount - 1, apply, data, ribs, visible, seconds, offerAppRequests };
}

followLiveSession(startReport());
