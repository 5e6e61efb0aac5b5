import ArgumentParser

/// `-q, --quiet`, for the commands that write files: no list of what was written and no
/// progress bar, only errors and warnings.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only errors and warnings, not what was written.")
    var quiet = false
}
