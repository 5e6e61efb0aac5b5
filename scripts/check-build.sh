#!/usr/bin/env bash
# CI's build: the package and its tests, built once with the flags given (the Makefile's
# CHECKED_BUILD_FLAGS), failing on any compiler warning in this repository's own code
# (Sources/, Tests/, Plugins/). SwiftPM has no warnings-as-errors for a package's own
# targets alone (-warnings-as-errors would reach the dependencies, and unsafeFlags would
# keep apps from depending on ribviz), so the build's output is read instead. A file is
# only compiled, and warned about, when it changed: on a warm build folder this checks
# what was rebuilt, on CI's fresh clone everything.
set -euo pipefail
cd "$(dirname "$0")/.."

swift=${SWIFT:-swift}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

"$swift" build --build-tests "$@" 2>&1 | tee "$log"

# The compiler's warnings name the file by its absolute path; SwiftPM's own warnings about
# this package's manifest and files start "warning: 'ribviz':".
root="$(pwd -P)/"
warnings=$(awk -v root="$root" '
    index($0, root) == 1 && / warning: / {
        path = substr($0, length(root) + 1)
        if (path ~ /^(Sources|Tests|Plugins)\/[^:]+:[0-9]+:[0-9]+: warning: /) print path
    }
    /^warning: .ribviz.:/ { print }' "$log" | sort -u)
if [ -n "$warnings" ]; then
    count=$(printf '%s\n' "$warnings" | wc -l)
    echo "check-build: $count compiler warning(s) in our own code; CI treats them as errors:" >&2
    printf '%s\n' "$warnings" >&2
    exit 1
fi
