# Runs the NumPy snippets of eqx for code_test.go: argv[1] is a JSON list of
# {"key", "code"}; for each, one JSON line {"key", "printed", "error"} is
# written, where printed holds the arguments of every print call, as JSON
# (non-finite numbers as the strings "NaN", "Infinity", "-Infinity"). A
# NumPy warning (overflow, division by zero, invalid value; not underflow)
# is an error: a snippet must be as careful with extreme inputs as eqx is.
import json
import math
import sys
import traceback
import warnings

import numpy as np


def plain(v):
    if isinstance(v, np.ndarray):
        return plain(v.tolist())
    if isinstance(v, np.generic):
        return plain(v.item())
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): plain(x) for k, x in v.items()}
    if isinstance(v, float):
        if math.isnan(v):
            return "NaN"
        if math.isinf(v):
            return "Infinity" if v > 0 else "-Infinity"
    return v


def run(code):
    printed = []

    def capture(*args, **kwargs):
        printed.append([plain(a) for a in args])

    env = {"__name__": "__main__", "print": capture}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        old = np.seterr(over="raise", divide="raise", invalid="raise", under="ignore")
        try:
            exec(compile(code, "<snippet>", "exec"), env)
            return printed, ""
        except Exception:
            return printed, traceback.format_exc(limit=3)
        finally:
            np.seterr(**old)


def main():
    with open(sys.argv[1]) as f:
        programs = json.load(f)
    for p in programs:
        printed, error = run(p["code"])
        print(json.dumps({"key": p["key"], "printed": printed, "error": error}, allow_nan=False))


main()
