#!/usr/bin/env bash
# Prints the path of the newest ribviz trace an app wrote on a simulator (by default the
# booted one): the most recently modified *.jsonl or *.trace.json file in the app's data
# container. For UI tests: see Docs/Integrations/UITests.md.
#
#   scripts/newest-simulator-trace.sh com.example.TicTacToe
#   cp "$(scripts/newest-simulator-trace.sh com.example.TicTacToe)" pr.trace.jsonl
#   scripts/newest-simulator-trace.sh com.example.TicTacToe 5A1B…   # a device by its UDID
#
# Exits 66 when the app has no container or no trace on that simulator, 64 on bad usage.
set -euo pipefail

if [ "$#" -lt 1 ] || [ "$#" -gt 2 ]; then
    echo "usage: $0 BUNDLE_ID [DEVICE]   (DEVICE: a simulator UDID, or booted, the default)" >&2
    exit 64
fi
bundle_id=$1
device=${2:-booted}
xcrun=${XCRUN:-xcrun}

if ! container=$("$xcrun" simctl get_app_container "$device" "$bundle_id" data 2>/dev/null) || [ -z "$container" ]; then
    echo "$0: $bundle_id has no data container on the $device simulator: is the simulator booted and the app installed (run the UI tests first)?" >&2
    exit 66
fi

newest=""
while IFS= read -r -d '' file; do
    if [ -z "$newest" ] || [ "$file" -nt "$newest" ]; then
        newest=$file
    fi
done < <(find "$container" -type f \( -name '*.jsonl' -o -name '*.trace.json' \) -print0)

if [ -z "$newest" ]; then
    echo "$0: no trace (*.jsonl, *.trace.json) in $container: did the app record (RIBVIZ_TRACE set in the UI test's launchEnvironment) and flush?" >&2
    exit 66
fi
printf '%s\n' "$newest"
