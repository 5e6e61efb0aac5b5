#!/usr/bin/env bash
# Installs trace-bench's Python peers from PyPI, when they are missing, into a virtual
# environment of the benchmark's own (Benchmarks/.build/python-peers, never committed):
# - orjson, a JSON parser written in Rust;
# - pysimdjson, Python's binding of simdjson, whose parse is the fastest there is.
# Prints the path of that environment's python3 on standard output. A peer that cannot be
# installed (no network, no wheel for this machine) is left out with a message on standard
# error, and trace-bench skips it; Python's own json module is always there.
#   bash Benchmarks/setup-python-peers.sh
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
environment="$here/.build/python-peers"

if [ ! -x "$environment/bin/python3" ] && ! python3 -m venv "$environment" >&2; then
    echo "setup-python-peers: cannot create a virtual environment in $environment; using $(command -v python3) as it is" >&2
    command -v python3
    exit 0
fi

for package in orjson pysimdjson; do
    module="$package"
    [ "$package" = pysimdjson ] && module=simdjson
    "$environment/bin/python3" -c "import $module" >/dev/null 2>&1 && continue
    if ! "$environment/bin/python3" -m pip install --quiet --disable-pip-version-check "$package" >&2; then
        echo "setup-python-peers: could not install $package from PyPI; trace-bench leaves it out" >&2
    fi
done
echo "$environment/bin/python3"
