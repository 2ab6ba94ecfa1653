"""Distances and similarities: Euclidean, Manhattan, Hamming, Minkowski,
cosine, Jaccard."""

import math

import mpmath as mp
from scipy.spatial import distance

from core import EXACT, Tol, Undefined, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1073  # two of the smallest subnormal: a result near underflow rounds either way


def points(g, lo=1, hi=10):
    """Two points x, y of the same dimension (≥ 1): uniform in ±10
    typically; in hard cases huge or tiny magnitudes, subnormals, points a
    few ulps apart, equal points, differences beyond the float64 range,
    10^4 coordinates."""
    n = g.length(lo, hi, long=10_000)
    if not g.hard:
        return g.vector(n, -10, 10), g.vector(n, -10, 10)
    kind = g.pick("magnitudes", "huge", "tiny", "subnormal", "close", "equal", "sparse", "offset", "grid", "grid")
    if kind == "magnitudes":
        return g.magnitude_vector(n, -300, 300), g.magnitude_vector(n, -300, 300)
    if kind == "huge":  # differences near or beyond 1.8e308
        return g.magnitude_vector(n, 306, 308.2), g.magnitude_vector(n, 306, 308.2)
    if kind == "tiny":
        return g.magnitude_vector(n, -310, -290), g.magnitude_vector(n, -310, -290)
    if kind == "subnormal":
        return ([g.sign() * 2.0 ** -g.integer(1050, 1074) for _ in range(n)],
                [g.sign() * 2.0 ** -g.integer(1050, 1074) for _ in range(n)])
    if kind == "close":  # y a few ulps from x: the differences are exact and tiny
        x = g.vector(n, -10, 10)
        return x, [v + v * EPS * g.integer(-4, 4) for v in x]
    if kind == "equal":
        x = g.magnitude_vector(n, -300, 300)
        return x, list(x)
    if kind == "sparse":
        x = [g.real(-1, 1) if g.chance(0.1) else 0.0 for _ in range(n)]
        y = [g.real(-1, 1) if g.chance(0.1) else g.pick(0.0, -0.0) for _ in range(n)]
        return x, y
    if kind == "grid":  # a few sizes, long: a plain sum's roundings recur instead of cancelling
        n = g.pick(n, 10_000)
        d = g.pick(10.0, 3.0)
        return [g.integer(-2, 2) / d for _ in range(n)], [g.integer(-2, 2) / 10 for _ in range(n)]
    c = g.pick(1e8, 1e15, -1e200)  # a large common offset, small differences
    return [c + g.real(-1, 1) * abs(c) * 1e-6 for _ in range(n)], [c + g.real(-1, 1) * abs(c) * 1e-6 for _ in range(n)]


def to_float(v):
    """An mpf as the nearest double (±Infinity beyond the float64 range)."""
    return float(v)


def diffs(x, y):
    """The exact differences x_i − y_i, as mpf (the working precision must
    be set by the caller; 60 digits hold them to 1e−60)."""
    return [mp.mpf(a) - mp.mpf(b) for a, b in zip(x, y)]


def sum_tol(n, extra=2):
    """A careful float64 sum of n terms (pairwise, as NumPy's, or
    compensated) errs by ≲ log2(n) roundings of the sum of their sizes,
    besides the terms' own rounding. (A plain left-to-right sum can err by
    n/2 ulps, and does by hundreds on 10^4 terms of a few sizes.)"""
    return EPS * (extra + math.log2(n + 1))


@check("euclidean-distance", ref="scipy.spatial.distance.euclidean; mpmath √Σ(x_i − y_i)² at 60 digits in hard cases",
       tol=Tol(rel=3 * EPS, abs=SUB, why="differences and squares round once, their sum ≲ log2(n) times; see the per-case tolerance"))
def euclidean(g):
    x, y = points(g)
    n = len(x)
    if not g.hard:
        want = distance.euclidean(x, y)
    else:
        with mp.workdps(60):
            want = to_float(mp.sqrt(mp.fsum(d * d for d in diffs(x, y))))
    return {"x": x, "y": y}, want, Tol(
        rel=sum_tol(n, 3) / 2 + 2 * EPS, abs=SUB,
        why="each difference and square rounds once, a careful sum of n terms ≲ log2(n) times (halved by the root)")


@check("manhattan-distance", ref="scipy.spatial.distance.cityblock; mpmath Σ|x_i − y_i| at 60 digits in hard cases",
       tol=Tol(rel=3 * EPS, abs=SUB, why="differences round once, their sum ≲ log2(n) times; see the per-case tolerance"))
def manhattan(g):
    x, y = points(g)
    n = len(x)
    if not g.hard:
        want = distance.cityblock(x, y)
    else:
        with mp.workdps(60):
            want = to_float(mp.fsum(abs(d) for d in diffs(x, y)))
    return {"x": x, "y": y}, want, Tol(
        rel=sum_tol(n, 2), abs=SUB, why="each difference rounds once, a careful sum of n terms ≲ log2(n) times")


WORDS = ["a", "b", "c", "karolin", "kathrin", "", "é", "日本", "a b", "A", "0", "null"]


@check("hamming-distance", ref="scipy.spatial.distance.hamming × n (a count of positions that differ)", tol=EXACT)
def hamming(g):
    n = g.length(1, 12, long=10_000)
    kind = g.pick("bits", "numbers", "strings")
    if kind == "bits":
        x = [float(g.integer(0, 1)) for _ in range(n)]
        y = [float(g.integer(0, 1)) for _ in range(n)]
    elif kind == "numbers":
        pool = [0.0, -0.0, 1.0, 2.5, -7.0, 1e300, 5e-324] if g.hard else [0.0, 1.0, 2.0, 3.0]
        x = [g.pick(*pool) for _ in range(n)]
        y = [g.pick(*pool) for _ in range(n)]
    else:
        x = [g.pick(*WORDS) for _ in range(n)]
        y = [g.pick(*WORDS) for _ in range(n)]
    if g.hard and g.chance(0.3):
        y = list(x)  # identical sequences: 0
    if g.chance(0.05):
        return {"x": [], "y": []}, Undefined("empty sequences: eqx documents a non-zero length", "no values", "empty")
    want = distance.hamming(x, y) * n
    assert abs(want - round(want)) < 1e-6
    # −0 equals +0 as a number: scipy (NumPy's !=) and eqx agree on that.
    return {"x": x, "y": y}, int(round(want))


def minkowski_ref(x, y, p):
    """(Σ|x_i − y_i|^p)^{1/p} at 60 digits (mpmath's exponent range is
    unbounded, so neither the powers nor the sum overflow); the largest
    difference for p = ∞."""
    with mp.workdps(60):
        d = [abs(v) for v in diffs(x, y)]
        if math.isinf(p):
            return to_float(max(d))
        if max(d) == 0:
            return 0.0
        P = mp.mpf(p)
        return to_float(mp.fsum(mp.power(v, P) for v in d if v) ** (1 / P))


@check("minkowski-distance", ref="scipy.spatial.distance.minkowski (chebyshev for p = ∞); mpmath (Σ|x_i − y_i|^p)^{1/p} at 60 digits in hard cases",
       tol=Tol(rel=4 * EPS, abs=SUB, why="pow and the sum's rounding shrink by 1/p in the root; see the per-case tolerance"))
def minkowski(g):
    x, y = points(g)
    n = len(x)
    if not g.hard:
        p = g.pick(1.0, 2.0, 3.0, g.real(1, 10), g.real(1, 10), math.inf)
        want = distance.chebyshev(x, y) if math.isinf(p) else distance.minkowski(x, y, p)
    else:
        if n > 100:
            x, y = x[:2000], y[:2000]
            n = len(x)
        p = g.pick(1.0, 1.0 + 2 ** -40, 2.0, g.real(1, 10), g.magnitude(1, 3), g.magnitude(3, 300), 1e16, math.inf)
        want = minkowski_ref(x, y, p)
    # Each |x_i − y_i|^p errs by ≲ p + 2 ulps relative (the rounding of its
    # base, amplified by p, and pow's own), a careful sum ≲ log2(n) ulps
    # more; the root divides all that by p. The root's exponent 1/p rounds
    # too, which costs ln(Σ)/p ulps, and the final products a few more.
    tol = Tol(rel=EPS * (4 + (2 + math.log2(n + 1) + math.log(n + 1)) / p), abs=SUB,
              why="the terms' and the sum's rounding, divided by p in the root; the root's own few ulps")
    return {"x": x, "y": y, "p": p}, want, tol


@check("cosine-similarity", ref="1 − scipy.spatial.distance.cosine; mpmath x·y/(‖x‖‖y‖) at 60 digits in hard cases",
       tol=Tol(rel=4 * EPS, abs=4 * EPS, why="rounded products summed: the error scales with Σ|x_i y_i|/(‖x‖‖y‖) and log2(n); see the per-case tolerance"))
def cosine(g):
    kind = g.pick("points", "points", "parallel", "orthogonal", "zero") if g.hard else g.pick("points", "points", "points", "zero")
    x, y = points(g)
    n = len(x)
    if kind == "zero":
        z = [g.pick(0.0, -0.0) for _ in range(n)]
        if g.chance(0.5):
            x = z
        else:
            y = z
    elif kind == "parallel":  # y = ±2^k·x: the cosine is exactly ±1
        k = g.integer(-30, 30)
        s = g.sign()
        x = [v for v in x if abs(v) < 1e250 and abs(v) > 1e-250] or [1.0]
        y = [s * math.ldexp(v, k) for v in x]
        n = len(x)
    elif kind == "orthogonal":  # pairs (a, b), (−b·c, a·c): the cosine is exactly 0
        x2, y2 = [], []
        c = g.pick(1.0, 2.0 ** g.integer(-100, 100))
        for i in range(0, n - 1, 2):
            a, b = x[i], x[i + 1]
            if not (math.isfinite(a * c) and math.isfinite(b * c)) or (a and not a * c) or (b and not b * c):
                c = 1.0  # keep the products exact: no overflow, no underflow
            x2 += [a, b]
            y2 += [-b * c, a * c]
        x, y, n = x2 or [1.0, 0.0], y2 or [0.0, 1.0], max(2, len(x2))
    if not any(x):
        return {"x": x, "y": y}, Undefined("x is the zero vector: it has no direction", "undefined", "zero")
    if not any(y):
        return {"x": x, "y": y}, Undefined("y is the zero vector: it has no direction", "undefined", "zero")
    if not g.hard:
        want = 1.0 - distance.cosine(x, y)
        spread = 1.0
    else:
        with mp.workdps(60):
            X, Y = [mp.mpf(v) for v in x], [mp.mpf(v) for v in y]
            dot = mp.fsum(a * b for a, b in zip(X, Y))
            nx, ny = mp.sqrt(mp.fsum(a * a for a in X)), mp.sqrt(mp.fsum(b * b for b in Y))
            want = to_float(dot / (nx * ny))
            # The condition of the dot product: Σ|x_i y_i| over |x·y|'s scale.
            spread = float(mp.fsum(abs(a * b) for a, b in zip(X, Y)) / (nx * ny))
    return {"x": x, "y": y}, want, Tol(
        rel=4 * EPS, abs=sum_tol(n, 4) * spread,
        why="the scaled entries and their products round once each, careful sums ≲ log2(n) times: the dot product's error is that of Σ|x_i y_i|")


MEMBERS = ["apple", "pear", "plum", "fig", "kiwi", "lime", "date", "", "é", "日本", "Apple", "0"]


@check("jaccard-similarity", ref="Python sets: len(U & V)/len(U | V) (one rounding, as eqx's)", tol=EXACT)
def jaccard(g):
    words = g.chance(0.5)
    n, m = g.length(0, 10, long=10_000), g.integer(0, 10)
    if words:
        if n == 10_000:
            U = ["w%d" % g.integer(0, 20_000) for _ in range(n)]
            V = ["w%d" % g.integer(0, 20_000) for _ in range(n)]
        else:
            U = [g.pick(*MEMBERS) for _ in range(n)]
            V = [g.pick(*MEMBERS) for _ in range(m)]
    else:
        pool = [0.0, -0.0, 1.0, 2.0, 3.0, 1e300, -1e300, 5e-324, 2.5] if g.hard else [float(k) for k in range(10)]
        if n == 10_000:
            U = [float(g.integer(0, 20_000)) for _ in range(n)]
            V = [float(g.integer(0, 20_000)) for _ in range(n)]
        else:
            U = [g.pick(*pool) for _ in range(n)]
            V = [g.pick(*pool) for _ in range(m)]
    if g.hard:
        shape = g.pick("as-is", "same", "disjoint", "one-empty", "both-empty")
        if shape == "same":
            V = list(reversed(U)) + U[: len(U) // 2]  # the same set, reordered and repeated
        elif shape == "disjoint":
            su = set(U)
            V = [v for v in V if v not in su]
        elif shape == "one-empty":
            V = []
        elif shape == "both-empty":
            U, V = [], []
    elif g.chance(0.05):
        U, V = [], []
    su, sv = set(U), set(V)  # −0 and +0 are one member, as with ==
    if not su and not sv:
        return {"U": U, "V": V}, Undefined("U and V are both empty: |U ∩ V|/|U ∪ V| is 0/0", "undefined", "empty")
    return {"U": U, "V": V}, len(su & sv) / len(su | sv)
