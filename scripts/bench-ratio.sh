#!/usr/bin/env bash
# Times eqx's heavy kernels (the Go benchmarks of ./compute) and the same
# operations in numpy/scipy/scikit-learn on this machine, and prints the
# ratio eqx/numpy per operation (see scripts/numpy_bench.py).
#
#	scripts/bench-ratio.sh            # from anywhere; make bench runs it
#
# Environment: GO (default go), PYTHON (default /usr/bin/python3, Debian's
# python3-numpy), BENCHTIME (go test -benchtime, default 300ms), COUNT (runs
# of each Go benchmark, the fastest kept; default 2), BENCH_RATIO_STRICT=1
# to fail when an elementwise/reduction kernel is slower than numpy.
# Without numpy it says so and exits 0. It takes about a minute.
set -euo pipefail

GO=${GO:-go}
PYTHON=${PYTHON:-/usr/bin/python3}
BENCHTIME=${BENCHTIME:-300ms}
COUNT=${COUNT:-2}

cd "$(dirname "$0")/.."

if ! "$PYTHON" -c 'import numpy' >/dev/null 2>&1; then
	echo "numpy not installed: skipping the eqx/numpy comparison (apt-get install python3-numpy python3-scipy python3-sklearn)"
	exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One test binary; the script runs each benchmark just before the matching
# numpy timing, so that both see the same load.
"$GO" test -c -o "$tmp/compute.test" ./compute/
"$PYTHON" scripts/numpy_bench.py "$tmp/compute.test" "$BENCHTIME" "$COUNT"
