#!/usr/bin/env python3
"""Randomized comparison of eqx with independent references.

For every equation that has a check in families/, draws random inputs
inside its documented domain (a third of them hard: extreme magnitudes,
subnormal probabilities, one-hot and sparse distributions, ties, long
vectors, ill-conditioned matrices), asks `eqx eval` for its answers, and
compares them with SciPy, scikit-learn, NumPy or the formula written again
in mpmath, within a tolerance that says why it is what it is. Where the
equation is undefined, eqx must refuse with a reason.

    python3 scripts/crosscheck/run.py [--eqx bin/eqx] [--seed 1] [--cases 30] [--only id,id]

It prints one line per equation, then, for each equation that failed, the
smallest failing input (the shortest request among the failing cases) as a
line to pipe into `eqx eval`. It exits 1 on any failure, or when fewer than
--min-equations equations are covered.
"""

import argparse
import importlib
import json
import multiprocessing
import os
import pkgutil
import subprocess
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import core  # noqa: E402
import families  # noqa: E402


def load_families():
    for mod in pkgutil.iter_modules(families.__path__):
        importlib.import_module("families." + mod.name)


def computable_ids(eqx):
    out = subprocess.run([eqx, "list"], check=True, capture_output=True, text=True).stdout
    return [e["id"] for e in map(json.loads, out.splitlines()) if e["computable"]]


def generate(chk, seed, count):
    """The cases of one check: (request line, expected, tol, index) each."""
    cases = []
    for i in range(count):
        g = core.Gen(seed, chk.id, i, count)
        made = chk.fn(g)
        inputs, expected = made[0], made[1]
        tol = made[2] if len(made) > 2 else chk.tol
        cases.append((core.request_line(chk.id, inputs), expected, tol, i))
    return cases


def shrink(line, expected, index):
    """An entry-wise case cut to the entry where it failed: every list input
    as long as the expected list becomes that one entry. None when the case
    is not of that shape."""
    req = json.loads(line)
    if index is None or not isinstance(expected, list):
        return None
    n, cut = len(expected), False
    for k, v in req["inputs"].items():
        if isinstance(v, list) and len(v) == n:
            req["inputs"][k] = [v[index]]
            cut = True
    if not cut:
        return None
    return json.dumps(req, separators=(",", ":")), [expected[index]]


def ask(eqx, lines):
    """eqx's answers to the request lines, or an error message."""
    proc = subprocess.run([eqx, "eval"], input="\n".join(lines) + "\n", capture_output=True, text=True)
    answers = [json.loads(a) for a in proc.stdout.splitlines()]
    if len(answers) != len(lines):
        return None, "%d requests, %d answers from %s eval (exit %d): %s" % (
            len(lines), len(answers), eqx, proc.returncode, proc.stderr.strip())
    return answers, None


def generate_id(job):
    """generate for the check of id job[0], in a worker process: a broken
    generator is returned as its traceback."""
    id, seed, count = job
    chk = core.CHECKS[id]
    try:
        return generate(chk, seed, max(count, chk.cases or 0)), None
    except Exception:
        return None, traceback.format_exc()


def judge(answer, expected, tol):
    """Returns the fraction of the tolerance used, or raises Mismatch."""
    if isinstance(expected, core.Undefined):
        err = answer.get("error")
        if not err:
            raise core.Mismatch("got %s, want a refusal: %s" % (core.short(answer.get("output")), expected.why))
        if expected.words and not any(w.lower() in err.lower() for w in expected.words):
            raise core.Mismatch("refused with %r, which names none of %s (%s)" % (err, list(expected.words), expected.why))
        return 0.0
    if "error" in answer:
        raise core.Mismatch("refused: %s" % answer["error"])
    return core.compare(core.from_wire(answer["output"]), expected, tol)


def smallest(eqx, line, expected, tol, mismatch):
    """(size, request, why) of a failing case, cut to its failing entry when
    it is entry-wise and the cut case fails too."""
    cut = shrink(line, expected, mismatch.index)
    if cut:
        answers, err = ask(eqx, [cut[0]])
        if not err:
            try:
                judge(answers[0], cut[1], tol)
            except core.Mismatch as m:
                return len(cut[0]), cut[0], str(m)
    return len(line), line, str(mismatch)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--eqx", default="bin/eqx", help="the eqx binary (default bin/eqx)")
    ap.add_argument("--seed", type=int, default=1, help="the seed of the random inputs (default 1)")
    ap.add_argument("--cases", type=int, default=30, help="cases per equation (default 30)")
    ap.add_argument("--only", default="", help="comma-separated ids to check")
    ap.add_argument("--min-equations", type=int, default=100, help="fail when fewer equations are covered")
    args = ap.parse_args(argv)

    load_families()
    only = set(filter(None, args.only.split(",")))
    unknown = only - set(core.CHECKS)
    if unknown:
        print("crosscheck: no check for %s" % ", ".join(sorted(unknown)), file=sys.stderr)
        return 2
    checks = [c for c in core.CHECKS.values() if not only or c.id in only]

    start = time.monotonic()
    plan, broken = [], []
    # The references (mpmath mostly) take most of the time: one worker per
    # core, each a fork of this process with the families loaded.
    jobs = [(c.id, args.seed, args.cases) for c in checks]
    with multiprocessing.get_context("fork").Pool(min(os.cpu_count() or 1, len(jobs) or 1)) as pool:
        for chk, (cases, tb) in zip(checks, pool.map(generate_id, jobs, chunksize=1)):
            if tb:
                broken.append((chk.id, tb))
            else:
                plan.append((chk, cases))
    made = time.monotonic() - start

    lines = [line for _, cases in plan for line, *_ in cases]
    answers, err = ask(args.eqx, lines)
    if err:
        print("crosscheck: " + err, file=sys.stderr)
        return 2

    failed, total, k = [], 0, 0
    for chk, cases in plan:
        fails, worst, hard = [], 0.0, 0
        for line, expected, tol, i in cases:
            answer = answers[k]
            k += 1
            hard += core.Gen(args.seed, chk.id, i, len(cases)).hard
            try:
                worst = max(worst, judge(answer, expected, tol))
            except core.Mismatch as m:
                fails.append(smallest(args.eqx, line, expected, tol, m) + (i,))
        total += len(cases)
        status = "FAIL" if fails else "ok"
        print("%-4s %-38s %3d cases (%2d hard)  worst %.2g of tol (%s)  %s%s" %
              (status, chk.id, len(cases), hard, worst, chk.tol, chk.ref,
               "  — %d failed" % len(fails) if fails else ""))
        if fails:
            failed.append((chk, min(fails)))

    covered = {c.id for c, _ in plan}
    if not only:
        missing = [i for i in computable_ids(args.eqx) if i not in covered]
        print("\ncrosscheck: %d equations, %d cases, seed %d (inputs and references made in %.1f s, eqx answered in %.1f s)" %
              (len(covered), total, args.seed, made, time.monotonic() - start - made))
        print("not covered (%d): %s" % (len(missing), ", ".join(missing) or "none"))

    for id, tb in broken:
        print("\nBROKEN CHECK %s: its generator or reference raised:\n%s" % (id, tb))
    for chk, (_, line, why, i) in failed:
        print("\nFAIL %s (case %d of seed %d; reference: %s)\n  %s\n  smallest failing input:\n  echo '%s' | %s eval" %
              (chk.id, i, args.seed, chk.ref, why, line, args.eqx))
    if failed or broken:
        return 1
    if not only and len(covered) < args.min_equations:
        print("crosscheck: only %d equations covered, want at least %d" % (len(covered), args.min_equations))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
