#!/usr/bin/env bash
# Installs what ribviz needs to build and render on a fresh machine: libgraphviz (headers,
# libraries and its plugins). Does nothing when it is already there.
set -euo pipefail

if pkg-config --exists libgvc 2>/dev/null; then
    exit 0
fi

run_as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if command -v apt-get >/dev/null 2>&1; then
    echo "ribviz: installing libgraphviz-dev and graphviz with apt-get" >&2
    run_as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive run_as_root apt-get install -y -qq libgraphviz-dev graphviz pkg-config >/dev/null
elif command -v brew >/dev/null 2>&1; then
    echo "ribviz: installing graphviz with Homebrew" >&2
    brew install graphviz pkg-config
else
    echo "ribviz: libgraphviz is missing and neither apt-get nor brew is available." >&2
    echo "Install graphviz with its development files (libgvc), then run this again." >&2
    exit 1
fi

pkg-config --exists libgvc || { echo "ribviz: libgvc is still not found by pkg-config" >&2; exit 1; }
