#if canImport(CoreFoundation)
    import CoreFoundation

    /// Calls a handler at the end of every turn of one thread's run loop, in every common
    /// mode (scrolling included), until it is released.
    ///
    /// A turn ends when the loop is about to sleep, having handled what was pending (touches,
    /// timers, the main queue's blocks, animations), or when a run of it returns: the moment
    /// UIKit commits what the turn drew, so a change that lasts one turn is seen.
    final class RunLoopTurnObserver {
        private let observer: CFRunLoopObserver
        private let runLoop: CFRunLoop
        private let mode: CFRunLoopMode

        /// Starts observing the run loop of the calling thread: the main run loop when called
        /// on the main thread.
        ///
        /// - Parameter mode: The modes observed: every common mode, or for tests a mode of
        ///   their own, which runs nothing else of the thread's.
        init(mode: CFRunLoopMode = kCFRunLoopCommonModes, handler: @escaping () -> Void) {
            runLoop = CFRunLoopGetCurrent()
            self.mode = mode
            let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
            observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, 0) { _, _ in handler() }
            CFRunLoopAddObserver(runLoop, observer, mode)
        }

        deinit {
            CFRunLoopObserverInvalidate(observer)
            CFRunLoopRemoveObserver(runLoop, observer, mode)
        }
    }
#endif
