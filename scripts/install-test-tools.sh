#!/usr/bin/env bash
# Installs what five groups of tests use besides Swift, when missing:
# - a headless browser and its WebDriver for the browser tests (the HTML report, clicked and
#   typed into): Debian's chromium and chromium-driver, with apt-get, always of one version
#   (elsewhere, set RIBVIZ_BROWSER to a Chromium or Chrome binary and RIBVIZ_CHROMEDRIVER to
#   the chromedriver of the same version);
# - Python's jsonschema, to check ribviz's JSON output against the schemas in Docs/;
# - Python's mermaidx (Mermaid 11 itself, run without a browser), to check that names show
#   as themselves in the Mermaid diagrams ribviz writes.
# - Python's opentelemetry-proto (OpenTelemetry's published protobuf definitions), for the
#   OTLP receiver of the `ribviz export --otlp` tests (scripts/otlp-test-receiver.py);
# - shellcheck, to check the scripts in scripts/ (with apt-get or Homebrew).
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

has_driver() {
    [ -n "${RIBVIZ_CHROMEDRIVER:-}" ] || command -v chromedriver >/dev/null 2>&1
}

# The major version in "Chromium 156.0.8078.108 built on Debian" or "ChromeDriver 156.0.…".
major_version() {
    "$1" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9.]+' | head -n 1 | cut -d. -f1
}

# Debian's chromium and chromium-driver are installed if either is missing, or if their
# versions differ (chromium-driver depends on chromium of exactly its own version).
debian_pair_needed() {
    [ -n "${RIBVIZ_BROWSER:-}${RIBVIZ_CHROMEDRIVER:-}" ] && return 1
    command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 || return 0
    [ "$(major_version chromium)" != "$(major_version chromedriver)" ]
}

if { ! has_browser || ! has_driver || debian_pair_needed; } && command -v apt-get >/dev/null 2>&1 \
    && [ -z "${RIBVIZ_BROWSER:-}${RIBVIZ_CHROMEDRIVER:-}" ]; then
    echo "ribviz: installing chromium and chromium-driver with apt-get, for the browser tests" >&2
    run_as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq chromium chromium-driver >/dev/null
fi
if ! has_browser || ! has_driver; then
    echo "ribviz: no Chromium (or Chrome) with its chromedriver found; the browser tests will be skipped." >&2
    echo "Install both, or set RIBVIZ_BROWSER and RIBVIZ_CHROMEDRIVER to their binaries, to run them." >&2
elif [ -z "${RIBVIZ_BROWSER:-}${RIBVIZ_CHROMEDRIVER:-}" ] && debian_pair_needed; then
    echo "ribviz: chromium $(major_version chromium) and chromedriver $(major_version chromedriver) differ;" \
        "the browser tests need one version of both." >&2
fi

if ! has_jsonschema && command -v python3 >/dev/null 2>&1; then
    echo "ribviz: installing Python's jsonschema, for the JSON schema tests" >&2
    python3 -m pip install --quiet jsonschema >/dev/null 2>&1 \
        || { command -v apt-get >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq python3-jsonschema >/dev/null; } \
        || echo "ribviz: could not install jsonschema; the JSON schema tests will be skipped." >&2
fi

if ! python3 -c "import mermaidx" >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1; then
    echo "ribviz: installing Python's mermaidx, for the Mermaid diagram tests" >&2
    python3 -m pip install --quiet mermaidx >/dev/null 2>&1 \
        || echo "ribviz: could not install mermaidx; the Mermaid diagram tests will be skipped." >&2
fi

if ! python3 -c "import opentelemetry.proto.collector.trace.v1.trace_service_pb2" >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1; then
    echo "ribviz: installing Python's opentelemetry-proto, for the OTLP export tests" >&2
    python3 -m pip install --quiet opentelemetry-proto >/dev/null 2>&1 \
        || echo "ribviz: could not install opentelemetry-proto; the OTLP export tests will be skipped." >&2
fi

if ! command -v shellcheck >/dev/null 2>&1; then
    if command -v apt-get >/dev/null 2>&1; then
        echo "ribviz: installing shellcheck with apt-get, for the scripts' check" >&2
        DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq shellcheck >/dev/null \
            || { run_as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq shellcheck >/dev/null; } \
            || echo "ribviz: could not install shellcheck; the scripts' check will be skipped." >&2
    elif command -v brew >/dev/null 2>&1; then
        brew install shellcheck || echo "ribviz: could not install shellcheck; the scripts' check will be skipped." >&2
    fi
fi
