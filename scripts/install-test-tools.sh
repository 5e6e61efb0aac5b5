#!/usr/bin/env bash
# Installs what two groups of tests use besides Swift, when missing:
# - a headless browser for the HTML report's browser test: Debian's chromium, with apt-get
#   (elsewhere, set RIBVIZ_BROWSER to a Chromium or Chrome binary);
# - Python's jsonschema, to check ribviz's JSON output against the schemas in Docs/.
# Tests whose tool is missing are skipped, unless RIBVIZ_REQUIRE_TEST_TOOLS=1 (as in CI).
set -euo pipefail

run_as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

has_browser() {
    [ -n "${RIBVIZ_BROWSER:-}" ] && return 0
    for name in chromium chromium-browser google-chrome google-chrome-stable; do
        command -v "$name" >/dev/null 2>&1 && return 0
    done
    [ -d "/Applications/Chromium.app" ] || [ -d "/Applications/Google Chrome.app" ]
}

has_jsonschema() {
    python3 -c "import jsonschema" >/dev/null 2>&1
}

if ! has_browser; then
    if command -v apt-get >/dev/null 2>&1; then
        echo "ribviz: installing chromium with apt-get, for the HTML report's browser test" >&2
        run_as_root apt-get update -qq
        DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq chromium >/dev/null
    else
        echo "ribviz: no Chromium or Chrome found; the HTML report's browser test will be skipped." >&2
        echo "Install one, or set RIBVIZ_BROWSER to its binary, to run it." >&2
    fi
fi

if ! has_jsonschema && command -v python3 >/dev/null 2>&1; then
    echo "ribviz: installing Python's jsonschema, for the JSON schema tests" >&2
    python3 -m pip install --quiet jsonschema >/dev/null 2>&1 \
        || { command -v apt-get >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq python3-jsonschema >/dev/null; } \
        || echo "ribviz: could not install jsonschema; the JSON schema tests will be skipped." >&2
fi
