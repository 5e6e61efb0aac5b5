import RibInspector

/// What the app records: its launch and its first screen, as its RIBs would report them.
public func recordLaunch(into recorder: RibRecorder) {
    let root = recorder.declareRib(named: "Root")
    let loggedOut = recorder.declareRib(named: "LoggedOut")
    recorder.record(.launched(root))
    recorder.record(.attached(loggedOut, parent: root))
}
