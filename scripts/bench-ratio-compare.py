#!/usr/bin/python3
"""Time two builds of eqx's kernels against numpy in the same run.

    /usr/bin/python3 scripts/bench-ratio-compare.py BEFORE_BINARY AFTER_BINARY [REGEXP]

BEFORE_BINARY and AFTER_BINARY are `go test -c [-tags eqx_openblas]
./compute/` of two commits (say main and a branch). For each budgeted row of
numpy_bench.py (those whose "operation size" match REGEXP, default all) it
runs the Go benchmark in both, then the numpy operation, back to back, so
that a change's before and after ratios see the same load: on a busy
machine two separate runs of bench-ratio.sh differ by more than most
changes. The Go time is the best of 5 runs (2 calls at 2000 x 2000), the
numpy one as in numpy_bench.py."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy_bench as nb  # noqa: E402


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    before, after = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    only = re.compile(argv[3] if len(argv) > 3 else "")
    print("%-26s | %-11s | %9s | %9s | %9s | %7s | %7s | budget"
          % ("operation", "size", "before ms", "after ms", "numpy ms", "before", "after"), flush=True)
    for label, size, bench, budget, setup in nb.OPS:
        if budget == nb.REPORT or not only.search("%s %s" % (label, size)):
            continue
        bt, cnt = ("1x", 2) if size.startswith("2000") else ("300ms", 5)
        env = {"EQX_BENCH_LARGE": "1"}
        b = nb.go_bench(before, bench, bt, cnt, env)
        a = nb.go_bench(after, bench, bt, cnt, env)
        sec = nb.best_seconds(setup())

        def ms(ns):
            return "%.3f" % (ns / 1e6) if ns else "n/a"

        def ratio(ns):
            return "%.2f" % (ns / 1e9 / sec) if ns else "n/a"
        print("%-26s | %-11s | %9s | %9s | %9.3f | %7s | %7s | %s"
              % (label, size, ms(b), ms(a), sec * 1e3, ratio(b), ratio(a), budget), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
