"""The machinery of the randomized comparison: the registry of checks, the
random inputs (Gen), the tolerances (Tol), and how an answer of eqx is
compared with a reference.

A check is a function decorated with @check. It receives a Gen (a seeded
random source that also says whether this case should be a hard one) and
returns (inputs, expected):

    @check("sigmoid", ref="scipy.special.expit",
           tol=Tol(rel=2e-16, why="expit is within an ulp; so must eqx be, nearly"))
    def sigmoid(g):
        z = g.real(-10, 10) if not g.hard else g.signed_magnitude(-300, 300)
        return {"z": z}, expit(z)

expected is a number, a bool, a string, a list (nested for a matrix) or a
dict whose keys eqx's output must contain (it may have more), or
Undefined("why") when the equation is undefined there and eqx must refuse
with an error. A check may also return a third value, a Tol for that case
alone.
"""

import json
import math
import zlib

import numpy as np

CHECKS = {}  # id -> Check, in the order they were declared


class Tol:
    """How close eqx's number must be to the reference: |got − want| ≤
    max(abs, rel·|want|), leaf by leaf. why says where the numbers come
    from (the reference's own error, the conditioning of the formula):
    a tolerance without a reason is a guess."""

    def __init__(self, rel=0.0, abs=0.0, why=""):
        if not why:
            raise ValueError("a tolerance must say why it is what it is")
        self.rel, self.abs, self.why = rel, abs, why

    def allows(self, got, want):
        return abs(got - want) <= max(self.abs, self.rel * abs(want))

    def used(self, got, want):
        """The error as a fraction of what the tolerance allows."""
        err, room = abs(got - want), max(self.abs, self.rel * abs(want))
        return err / room if room > 0 else (0.0 if err == 0 else math.inf)

    def __str__(self):
        parts = []
        if self.rel:
            parts.append("rel %.0e" % self.rel)
        if self.abs:
            parts.append("abs %.0e" % self.abs)
        return " + ".join(parts) or "exact"


EXACT = Tol(why="an exact answer: integers, booleans, labels")


class Undefined:
    """The expected answer where the equation is undefined (0/0 metrics, a
    constant vector's correlation): eqx must refuse with an error, and the
    error must name a reason. words, if given, are words of which at least
    one must appear in the error (case-insensitive)."""

    def __init__(self, why, *words):
        self.why, self.words = why, words

    def __repr__(self):
        return "Undefined(%r)" % self.why


class Check:
    def __init__(self, id, fn, ref, tol, cases):
        self.id, self.fn, self.ref, self.tol, self.cases = id, fn, ref, tol, cases


def check(id, ref, tol, cases=None):
    """Declares the check of equation id. ref names the independent
    reference (a library function, or "mpmath: the formula again"); tol is
    the default Tol; cases overrides the number of cases (for a slow
    reference), which must stay at least the run's minimum."""

    def register(fn):
        if id in CHECKS:
            raise ValueError("two checks for %s" % id)
        CHECKS[id] = Check(id, fn, ref, tol, cases)
        return fn

    return register


class Gen:
    """A seeded source of random inputs for one case. hard is true for
    the last third of the cases, which should use the extreme inputs of
    the equation's domain (magnitudes up to 10^±300, probabilities down to
    the smallest subnormal, one-hot and sparse distributions, ties, long
    vectors, ill-conditioned matrices)."""

    def __init__(self, seed, id, index, count):
        self.rng = np.random.default_rng([seed, zlib.crc32(id.encode()), index])
        self.index, self.count = index, count
        self.hard = index >= count - count // 3

    # Scalars.

    def real(self, lo, hi):
        return float(self.rng.uniform(lo, hi))

    def integer(self, lo, hi):
        """A whole number in [lo, hi], both included."""
        return int(self.rng.integers(lo, hi, endpoint=True))

    def magnitude(self, lo_exp=-300, hi_exp=300):
        """A positive number log-uniform between 10^lo_exp and 10^hi_exp."""
        return float(10.0 ** self.rng.uniform(lo_exp, hi_exp))

    def signed_magnitude(self, lo_exp=-300, hi_exp=300):
        return self.sign() * self.magnitude(lo_exp, hi_exp)

    def sign(self):
        return 1.0 if self.rng.random() < 0.5 else -1.0

    def probability(self, tiny=False):
        """A probability in (0, 1); tiny ones down to the smallest
        subnormal when tiny (or in a hard case, half the time)."""
        if tiny or (self.hard and self.rng.random() < 0.5):
            return float(2.0 ** -self.rng.uniform(1, 1074))
        return float(self.rng.uniform(0, 1))

    def pick(self, *options):
        return options[int(self.rng.integers(len(options)))]

    def chance(self, p):
        return bool(self.rng.random() < p)

    # Vectors and matrices (plain lists of Python floats).

    def length(self, lo=2, hi=10, long=10_000):
        """A vector length in [lo, hi]; a hard case is sometimes long."""
        if self.hard and self.rng.random() < 0.25:
            return long
        return self.integer(lo, hi)

    def vector(self, n, lo=-10.0, hi=10.0):
        return [float(v) for v in self.rng.uniform(lo, hi, n)]

    def normal_vector(self, n, scale=1.0):
        return [float(v) for v in self.rng.normal(0, scale, n)]

    def magnitude_vector(self, n, lo_exp=-300, hi_exp=300, signed=True):
        return [self.signed_magnitude(lo_exp, hi_exp) if signed else self.magnitude(lo_exp, hi_exp) for _ in range(n)]

    def matrix(self, rows, cols, lo=-10.0, hi=10.0):
        return [[float(v) for v in row] for row in self.rng.uniform(lo, hi, (rows, cols))]

    def ill_conditioned(self, n, cond):
        """An n×n matrix of 2-norm condition number about cond:
        U·diag(s)·Vᵀ with random orthogonal U, V and s log-spaced from 1
        down to 1/cond."""
        u, _ = np.linalg.qr(self.rng.normal(size=(n, n)))
        v, _ = np.linalg.qr(self.rng.normal(size=(n, n)))
        s = np.logspace(0, -math.log10(cond), n)
        return [[float(x) for x in row] for row in (u * s) @ v.T]

    def distribution(self, n, kind=None):
        """A probability vector of n entries that sums to 1 within a few
        ulps. kind: "dirichlet" (typical), "onehot", "sparse" (most entries
        0), "tiny" (entries down to the smallest subnormal beside large
        ones), "uniform"; a hard case picks one of the last four."""
        if kind is None:
            kind = self.pick("onehot", "sparse", "tiny", "uniform") if self.hard else "dirichlet"
        if kind == "onehot":
            p = [0.0] * n
            p[self.integer(0, n - 1)] = 1.0
            return p
        if kind == "uniform":
            return [1.0 / n] * n
        if kind == "sparse":
            w = self.rng.dirichlet(np.ones(n)) * (self.rng.random(n) < 0.3)
            if w.sum() == 0:
                w[self.integer(0, n - 1)] = 1.0
        elif kind == "tiny":
            w = 2.0 ** -self.rng.uniform(0, 1074, n)
            w[self.integer(0, n - 1)] = 1.0
        else:
            w = self.rng.dirichlet(np.ones(n))
        return [float(v) for v in w / math.fsum(w)]


# The wire format of numbers: eqx writes ±Infinity and NaN as strings.

def to_wire(v):
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (float, np.floating)):
        v = float(v)
        if math.isnan(v):
            return "NaN"
        if math.isinf(v):
            return "Infinity" if v > 0 else "-Infinity"
        return v
    if isinstance(v, np.ndarray):
        return [to_wire(x) for x in v.tolist()]
    if isinstance(v, (list, tuple)):
        return [to_wire(x) for x in v]
    if isinstance(v, dict):
        return {k: to_wire(x) for k, x in v.items()}
    return v


def from_wire(v):
    if isinstance(v, str) and v in ("Infinity", "-Infinity", "NaN"):
        return float(v.replace("Infinity", "inf").replace("NaN", "nan"))
    if isinstance(v, list):
        return [from_wire(x) for x in v]
    if isinstance(v, dict):
        return {k: from_wire(x) for k, x in v.items()}
    return v


def request_line(id, inputs):
    return json.dumps({"id": id, "inputs": to_wire(inputs)}, allow_nan=False, separators=(",", ":"))


class Mismatch(Exception):
    """A leaf of eqx's answer that differs from the reference. index is the
    entry of a top-level list where it differs (None elsewhere), for
    shrinking an entry-wise case to that entry."""

    def __init__(self, msg, index=None):
        super().__init__(msg)
        self.index = index


def compare(got, want, tol, path="output"):
    """Raises Mismatch, naming the first leaf that differs, unless got
    matches want within tol. Returns the largest error seen as a fraction
    of what tol allows there (0 for exact leaves), for the summary."""
    if isinstance(want, np.ndarray):
        want = want.tolist()
    if isinstance(want, dict):
        if not isinstance(got, dict):
            raise Mismatch("%s: got %s, want an object" % (path, short(got)))
        worst = 0.0
        for k, w in want.items():
            if k not in got:
                raise Mismatch("%s: no key %r (has %s)" % (path, k, sorted(got)))
            worst = max(worst, compare(got[k], w, tol, "%s.%s" % (path, k)))
        return worst
    if isinstance(want, (list, tuple)):
        if not isinstance(got, list) or len(got) != len(want):
            raise Mismatch("%s: got %s, want %d entries" % (path, short(got), len(want)))
        worst = 0.0
        for i, (g, w) in enumerate(zip(got, want)):
            try:
                worst = max(worst, compare(g, w, tol, "%s[%d]" % (path, i)))
            except Mismatch as m:
                raise Mismatch(str(m), i if path == "output" else m.index) from None
        return worst
    if isinstance(want, (bool, np.bool_)) or isinstance(want, str):
        if got != want:
            raise Mismatch("%s: got %s, want %s" % (path, short(got), short(want)))
        return 0.0
    if isinstance(want, (int, float, np.integer, np.floating)):
        if isinstance(got, bool) or not isinstance(got, (int, float)):
            raise Mismatch("%s: got %s, want the number %r" % (path, short(got), want))
        g, w = float(got), float(want)
        if math.isnan(w) or math.isinf(w) or math.isnan(g) or math.isinf(g):
            if not (g == w or (math.isnan(g) and math.isnan(w))):
                raise Mismatch("%s: got %r, want %r" % (path, g, w))
            return 0.0
        if not tol.allows(g, w):
            raise Mismatch("%s: got %r, want %r (error %.3g, %s)" % (path, g, w, abs(g - w), tol))
        return tol.used(g, w)
    raise TypeError("%s: cannot compare with a reference of type %s" % (path, type(want).__name__))


def short(v, n=120):
    s = json.dumps(to_wire(v)) if not isinstance(v, str) else repr(v)
    return s if len(s) <= n else s[: n - 1] + "…"
