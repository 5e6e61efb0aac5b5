// Starts the page, and a live page's following of its session.
followLiveSession(start());
