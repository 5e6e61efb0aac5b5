#!/usr/bin/env bash
# Installs a headless browser for the HTML report's browser test: Debian's chromium, when
# no Chromium or Chrome is found and apt-get is available. Elsewhere it only says how to
# point the test at a browser (RIBVIZ_BROWSER); the test is skipped without one.
set -euo pipefail

if [ -n "${RIBVIZ_BROWSER:-}" ]; then
    exit 0
fi
for name in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$name" >/dev/null 2>&1; then exit 0; fi
done
for app in "/Applications/Chromium.app" "/Applications/Google Chrome.app"; do
    if [ -d "$app" ]; then exit 0; fi
done

run_as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if command -v apt-get >/dev/null 2>&1; then
    echo "ribviz: installing chromium with apt-get, for the HTML report's browser test" >&2
    run_as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq chromium >/dev/null
else
    echo "ribviz: no Chromium or Chrome found; the HTML report's browser test will be skipped." >&2
    echo "Install one, or set RIBVIZ_BROWSER to its binary, to run it." >&2
fi
