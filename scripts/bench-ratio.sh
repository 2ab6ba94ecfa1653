#!/usr/bin/env bash
# Times eqx's heavy kernels (the Go benchmarks of ./compute) and the same
# operations in numpy/scipy/scikit-learn on this machine, and prints the
# ratio eqx/numpy per operation (see scripts/numpy_bench.py). When the
# machine can build the OpenBLAS backend (scripts/have-openblas.sh), eqx is
# that build, the server's, and the decompositions are also timed in pure
# Go beside it.
#
#	scripts/bench-ratio.sh            # from anywhere; make bench runs it, strict
#
# Environment: GO (default go), PYTHON (default /usr/bin/python3, Debian's
# python3-numpy), BENCHTIME (go test -benchtime, default 300ms), COUNT (runs
# of each Go benchmark, the fastest kept; default 5, as numpy_bench.py
# takes the best of up to 5 timeit repeats), BENCH_RATIO_STRICT=1
# to fail when a budgeted row misses (an elementwise/reduction kernel slower
# than numpy, a decomposition with OpenBLAS slower than twice numpy),
# BENCH_PURE_LARGE=1 to time the pure-Go decompositions at 2000 × 2000
# too (about 8 minutes more), BENCH_RATIO_ONLY=REGEXP to run only the rows
# whose "operation size" matches. Without numpy it says so and exits 0. It takes
# about four minutes on an idle machine, most of them at 2000 × 2000.
set -euo pipefail

GO=${GO:-go}
PYTHON=${PYTHON:-/usr/bin/python3}
BENCHTIME=${BENCHTIME:-300ms}
COUNT=${COUNT:-5}

cd "$(dirname "$0")/.."

if ! "$PYTHON" -c 'import numpy' >/dev/null 2>&1; then
	echo "numpy not installed: skipping the eqx/numpy comparison (apt-get install python3-numpy python3-scipy python3-sklearn)"
	exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One test binary per build; the script runs each benchmark just before the
# matching numpy timing, so that both see the same load.
"$GO" test -c -o "$tmp/compute.test" ./compute/
if GO="$GO" bash scripts/have-openblas.sh -v; then
	"$GO" test -c -tags eqx_openblas -o "$tmp/compute-openblas.test" ./compute/
	"$PYTHON" scripts/numpy_bench.py "$tmp/compute-openblas.test" "$BENCHTIME" "$COUNT" "$tmp/compute.test"
else
	echo "(no OpenBLAS: the pure-Go build alone)"
	"$PYTHON" scripts/numpy_bench.py "$tmp/compute.test" "$BENCHTIME" "$COUNT"
fi
