"""Information theory: entropy, KL and JS divergences, conditional entropy.

eqx takes probability vectors as given (they must sum to 1 within 1e-6);
SciPy's stats.entropy and spatial.distance.jensenshannon renormalise
theirs, which moves a tiny result far (an entropy of 1e-300 by the
vector's rounding of 1e-16), so the references are the formulas written
again in mpmath at 60 digits on the float64 inputs, with SciPy checked to
agree on the typical cases. For long vectors the terms come from SciPy
(special.entr) or NumPy in extended precision (longdouble) and are added
up exactly with math.fsum. Count tables are read exactly: their ratios are
Python fractions, and a log of a ratio within ½ of 1 is log1p of
(ratio − 1), so that a count below an ulp of its row still counts.
"""

import math
from fractions import Fraction

import mpmath as mp
import numpy as np
from scipy.spatial.distance import jensenshannon
from scipy.special import entr
from scipy.stats import entropy as scipy_entropy

from core import Tol, Undefined, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1074
DPS = 60
LONG = 300  # beyond this many entries, the references leave mpmath
BASES = {"2": 2, "e": math.e, "10": 10}


def base_of(g, inputs, default="e"):
    """Sets the optional base (2, e, 10, or left out) and returns it."""
    b = g.pick("2", "e", "10", None)
    if b is not None:
        inputs["base"] = b
    return BASES[b or default]


def sum_tol(n, per_term=4):
    return Tol(rel=(n + per_term + 2) * EPS, abs=4 * n * SUB,
               why="terms of one sign, each within %d ulps (the change of base included); (n − 1) ulps for a recursive sum "
                   "of n terms; subnormal terms are known to 2^-1074" % per_term)


def not_a_distribution(g, *names):
    """Inputs one of which sums to 1.01: eqx must refuse."""
    n = g.integer(2, 5)
    out = {name: g.distribution(n, "dirichlet") for name in names}
    out[names[-1]] = [v * 1.01 for v in out[names[-1]]]
    return out, Undefined("%s sums to 1.01" % names[-1], "sum")


def perturbed(g, P, size):
    """P with each entry moved by a relative amount of about size, summing
    to 1 again: a Q close to P."""
    w = [p * (1 + size * z) for p, z in zip(P, g.normal_vector(len(P)))]
    s = math.fsum(w)
    return [v / s for v in w]


def mplog(x):
    return mp.log(x) if x > 0 else mp.ninf


# ---------------------------------------------------------------------------
# Entropy.

@check("entropy", ref="mpmath: −Σ p log_b p at 60 digits (0·log 0 = 0); for long vectors scipy.special.entr summed with math.fsum; "
                      "scipy.stats.entropy agrees on typical inputs",
       tol=sum_tol(8))
def entropy(g):
    if g.index == 1:
        return not_a_distribution(g, "p")
    n = g.length(1, 8)
    if g.hard and g.index == g.count - 1:
        n = 70_000  # the kernel's long path: two halves, logarithms a block at a time
    if g.hard and g.chance(0.2):  # mass next to 1, the rest in ulps of 1
        k = g.integer(1, 60)
        p = [1 - k * 2.0 ** -53] + [2.0 ** -53] * k
        n = len(p)
    else:
        p = g.distribution(n)
    inputs = {"p": p}
    b = base_of(g, inputs)
    if n > LONG:
        want = math.fsum(entr(np.array(p)).tolist()) / math.log(b)
    else:
        with mp.workdps(DPS):
            want = float(-mp.fsum(mp.mpf(v) * mp.log(v) for v in p if v > 0) / mp.log(b))
    if not g.hard:
        assert abs(scipy_entropy(p, base=b) - want) <= 1e-13 * want, (scipy_entropy(p, base=b), want)
    return inputs, want, sum_tol(n)


# ---------------------------------------------------------------------------
# Kullback–Leibler.

def kl_pair(g, n):
    """P and Q: typical, or in a hard case one of: extreme distributions
    (Q of full support, or sparse, which makes D = +∞), Q close to P, Q = P."""
    P = g.distribution(n)
    if not g.hard:
        return P, g.distribution(n)
    kind = g.pick("full", "full", "sparse", "close", "same", "lopsided")
    if kind == "lopsided":
        return lopsided(g, n)
    if kind == "full":
        return P, g.distribution(n, g.pick("tiny", "uniform", "dirichlet"))
    if kind == "sparse":
        return P, g.distribution(n, "sparse")
    if kind == "close":
        return P, perturbed(g, P, g.magnitude(-12, -2))
    return P, list(P)


def kl_terms_long(P, Q):
    """P_i log(P_i/Q_i) in extended precision (the ratio cannot overflow
    there), rounded to float64 one by one: within an ulp of each term."""
    p, q = np.array(P, dtype=np.longdouble), np.array(Q, dtype=np.longdouble)
    t = np.zeros(len(P), dtype=np.longdouble)
    s = p > 0
    with np.errstate(divide="ignore"):
        t[s] = p[s] * np.log(p[s] / q[s])
    return [float(v) for v in t]


@check("kl-divergence", ref="mpmath: Σ P log(P/Q) at 60 digits (0·log(0/q) = 0, p·log(p/0) = +∞); for long vectors NumPy's longdouble "
                            "terms summed with math.fsum; scipy.stats.entropy(P, Q) agrees on typical inputs",
       tol=Tol(rel=4 * EPS, why="per case: terms of both signs; each within an ulp of log(P_i/Q_i) (the ratio rounds) and of itself, "
                                "(n + 4)·2^-52 of Σ P_i|log(P_i/Q_i)| for the sum: the condition number of D in the inputs"))
def kl_divergence(g):
    if g.index == 1:
        return not_a_distribution(g, "P", "Q")
    n = g.length(1, 6)
    P, Q = kl_pair(g, n)
    if n > LONG:
        terms = kl_terms_long(P, Q)
        want = math.inf if math.inf in terms else math.fsum(terms)
        scale = math.fsum(abs(t) for t in terms)
    else:
        with mp.workdps(DPS):
            terms = [mp.mpf(p) * (mp.log(p) - mplog(q)) for p, q in zip(P, Q) if p > 0]
            want = float(mp.fsum(terms))
            scale = float(mp.fsum(abs(t) for t in terms)) if math.isfinite(want) else 0.0
    if not g.hard:
        assert abs(scipy_entropy(P, Q) - want) <= 1e-13 * max(want, 1e-3), (scipy_entropy(P, Q), want)
    tol = Tol(rel=4 * EPS, abs=EPS * ((n + 4) * scale + 4 * math.fsum(P)) + 4 * n * SUB,
              why="terms of both signs, each within an ulp of its log(P_i/Q_i) (the ratio rounds) and of itself; "
                  "(n + 4)·2^-52 of Σ P_i|log(P_i/Q_i)| for the sum: the condition number of D in the inputs")
    return {"P": P, "Q": Q}, want, tol


# ---------------------------------------------------------------------------
# Jensen–Shannon.

def js_pair(g, n):
    P = g.distribution(n)
    if not g.hard:
        return P, g.distribution(n)
    if n > LONG:  # long ones independent: see js_long
        return P, g.distribution(n, g.pick("tiny", "uniform", "dirichlet", "sparse"))
    kind = g.pick("extreme", "extreme", "close", "disjoint", "same", "lopsided")
    if kind == "extreme":
        return P, g.distribution(n)
    if kind == "close":
        return P, perturbed(g, P, g.magnitude(-12, -2))
    if kind == "disjoint":
        i = g.integer(0, n - 1)
        P, Q = [0.0] * n, [0.0] * n
        P[i] = 1.0
        Q[(i + 1) % n if n > 1 else i] = 1.0
        return P, Q
    if kind == "same":
        return P, list(P)
    return lopsided(g, n)


def lopsided(g, n):
    """One entry far below its counterpart, down to the smallest subnormal
    (the pattern that once made JS −∞, clamped to 0): P = [1, x] against
    [½, ½], or [1, 0] against [1 − x, x], in either order."""
    if n == 1:
        return [1.0], [1.0]
    x = g.pick(g.probability(tiny=True), 2.0 ** -1074, 1e-20, g.magnitude(-17, -7))
    pad = [0.0] * (n - 2)
    P, Q = ([1.0, x] + pad, [0.5, 0.5] + pad) if g.chance(0.5) else ([1.0, 0.0] + pad, [1 - x, x] + pad)
    return (P, Q) if g.chance(0.5) else (Q, P)


def js_long(P, Q):
    """2·JS in nats from extended-precision terms, and a bound on their
    error: each of p log(2p/s) and q log(2q/s) within 2 ulps of longdouble
    (2^-63) of its size."""
    p, q = np.array(P, dtype=np.longdouble), np.array(Q, dtype=np.longdouble)
    s = p + q
    t = np.zeros(len(P), dtype=np.longdouble)
    err = np.zeros(len(P), dtype=np.longdouble)
    for a in (p, q):
        k = a > 0
        term = a[k] * np.log(2 * a[k] / s[k])
        t[k] += term
        err[k] += abs(term)
    return math.fsum(float(v) for v in t), float(np.sum(err)) * 2.0 ** -62


@check("js-divergence", ref="mpmath: ½Σ[P log(2P/(P+Q)) + Q log(2Q/(P+Q))]/log b at 60 digits; for long vectors NumPy's longdouble "
                            "terms summed with math.fsum; scipy.spatial.distance.jensenshannon(P, Q, b)² agrees on typical inputs",
       tol=sum_tol(6, per_term=8))
def js_divergence(g):
    if g.index == 1:
        return not_a_distribution(g, "P", "Q")
    if g.index == 2:
        return {"P": [1.0, 0.0], "Q": [1.0]}, Undefined("P and Q of different lengths", "length", "entries")
    n = g.length(1, 6)
    P, Q = js_pair(g, n)
    inputs = {"P": P, "Q": Q}
    b = base_of(g, inputs)
    tol = sum_tol(n, per_term=8)
    if n > LONG:
        twice, err = js_long(P, Q)
        want = twice / 2 / math.log(b)
        assert err <= 0.01 * tol.rel * want, "the longdouble reference is not accurate enough here"
    else:
        with mp.workdps(DPS):
            d = mp.mpf(0)
            for p, q in zip(P, Q):
                p, q = mp.mpf(p), mp.mpf(q)
                s = p + q  # exact at 60 digits unless one is below 10^-60 of the other: then its own term is what counts
                if p > 0:
                    d += p * mp.log(2 * p / s)
                if q > 0:
                    d += q * mp.log(2 * q / s)
            want = float(d / 2 / mp.log(b))
    if not g.hard:
        ref = jensenshannon(P, Q, base=b) ** 2
        assert abs(ref - want) <= 1e-12 * max(want, 1e-3), (ref, want)
    return inputs, want, tol


# ---------------------------------------------------------------------------
# Count tables: conditional entropy (here) and information gain (in
# decision_trees.py).

def frac_log(r):
    """ln r of a positive Fraction at 60 digits, relative to its size: as
    log1p(r − 1) when r is within ½ of 1."""
    if abs(r - 1) < Fraction(1, 2):
        d = r - 1
        return mp.log1p(mp.mpf(d.numerator) / d.denominator)
    return mp.log(mp.mpf(r.numerator)) - mp.log(mp.mpf(r.denominator))


def to_mpf(r):
    return mp.mpf(r.numerator) / r.denominator


def table_parts(counts):
    """The exact counts, their row and column sums and total (Fractions)."""
    n = [[Fraction(v) for v in row] for row in counts]
    rows = [sum(row) for row in n]
    cols = [sum(col) for col in zip(*n)]
    return n, rows, cols, sum(rows)


def small_cells_slack(counts, total, terms):
    """An allowance for the cells below 2^-400 of the largest: eqx scales
    the table by a power of two so that the largest is in [1, 2), and a
    cell below 2^-1022 of it loses bits or vanishes, one below ~2^-450 has
    its ratios taken through logarithms of tiny ratios. Their terms
    (w, |log|) are bounded by their weight w = v/N times 16 ulps of the
    logs they involve (at most 745 each), and vanish entirely below
    2^-1021."""
    largest = max(max(row) for row in counts)
    slack = 0.0
    for (v, w, lg) in terms:
        if 0 < v < largest * 2.0 ** -400:
            slack += float(w * (2 * 745 + 2)) * 16 * EPS
            if v < largest * 2.0 ** -1021:
                slack += float(w * (abs(lg) + 2))
    return slack


def conditional_entropy_ref(counts, b):
    """H(Y|X) = −Σ (n_xy/N) log(n_xy/n_x) / log b, exactly read, and the
    slack of its tiny cells."""
    with mp.workdps(DPS):
        n, rows, _, N = table_parts(counts)
        terms = []
        for row, nx in zip(n, rows):
            for v in row:
                if v:
                    w = to_mpf(v / N)
                    terms.append((float(v), w, -w * frac_log(v / nx)))
        h = mp.fsum(t for _, _, t in terms)
        want = float(h / mp.log(b))
        slack = small_cells_slack(counts, N, [(v, w, t / w) for v, w, t in terms])
    return want, slack


def mutual_information_ref(counts, b):
    """I(Y; X) = Σ (n_xy/N) log(n_xy N/(n_x n_y)) / log b, exactly read, and
    the slack of its tiny cells."""
    with mp.workdps(DPS):
        n, rows, cols, N = table_parts(counts)
        terms = []
        for row, nx in zip(n, rows):
            for v, ny in zip(row, cols):
                if v:
                    w = to_mpf(v / N)
                    lg = frac_log(v * N / (nx * ny))
                    terms.append((float(v), w, lg))
        g = mp.fsum(w * lg for _, w, lg in terms)
        want = float(g / mp.log(b))
        slack = small_cells_slack(counts, N, terms)
    return want, slack


def count_table(g, max_side=4):
    """A table of non-negative counts with a positive total: typical whole
    counts, or in a hard case one of the extreme kinds."""
    r, c = g.integer(1, max_side), g.integer(1, max_side)
    kind = "whole" if not g.hard else g.pick("scaled", "magnitudes", "near-independent", "independent", "deterministic",
                                             "empty-lines", "big", "fractions")
    if kind == "whole":
        t = [[float(g.integer(0, 20)) for _ in range(c)] for _ in range(r)]
    elif kind == "scaled":  # whole counts times 10^k: the same proportions at the ends of the range
        s = 10.0 ** g.real(-320, 300)
        t = [[g.integer(0, 20) * s for _ in range(c)] for _ in range(r)]
    elif kind == "magnitudes":  # counts from the smallest subnormal to 1e300, some 0
        t = [[0.0 if g.chance(0.2) else g.magnitude(-323, 300) for _ in range(c)] for _ in range(r)]
    elif kind in ("near-independent", "independent"):  # n_xy ≈ a_x b_y K: a gain near 0, or exactly 0
        r, c = max(r, 2), max(c, 2)
        a, bb = [g.integer(1, 9) for _ in range(r)], [g.integer(1, 9) for _ in range(c)]
        K = 10 ** g.integer(3, 14)
        t = [[float(x * y * K + (g.integer(-2, 2) if kind == "near-independent" else 0)) for y in bb] for x in a]
        if g.chance(0.3):  # the same proportions in binary fractions, or beyond 2^53
            s = g.pick(2.0 ** -g.integer(1, 1000), 2.0 ** g.integer(1, 900), 0.1)
            t = [[v * s for v in row] for row in t]
    elif kind == "deterministic":  # one label per feature value but for counts down to the smallest subnormal
        r = c = max(r, 2)
        x = g.pick(g.probability(tiny=True), 2.0 ** -1074, 1e-20, 1e-300)
        t = [[g.pick(1.0, 7.0, 1e200) if i == j else x for j in range(c)] for i in range(r)]
    elif kind == "empty-lines":  # rows or columns of zeros
        t = [[float(g.integer(0, 20)) for _ in range(c + 1)] for _ in range(r + 1)]
        for row in t:
            row[g.integer(0, c)] = 0.0
        t[g.integer(0, r)] = [0.0] * (c + 1)
    elif kind == "big":  # a large table
        r, c = g.integer(10, 40), g.integer(10, 40)
        t = [[float(v) for v in row] for row in g.rng.poisson(g.real(0.5, 50), (r, c))]
    else:  # weights that are not whole numbers
        t = [[g.pick(0.0, g.real(0, 5), 0.1, 0.7, 1 / 3) for _ in range(c)] for _ in range(r)]
    if max(max(row) for row in t) == 0:
        t[0][0] = 1.0
    return t


def table_tol(counts, slack, per_term):
    cells = sum(len(row) for row in counts)
    return Tol(rel=(cells + per_term + 2) * EPS, abs=4 * cells * SUB + slack,
               why="terms of one sign, each within %d ulps; (cells − 1) ulps for the sum; subnormal terms known to 2^-1074; "
                   "cells below 2^-400 of the largest known to 16 ulps of their logarithms" % per_term)


def all_zero_table(g):
    r, c = g.integer(1, 3), g.integer(1, 3)
    return {"counts": [[0.0] * c for _ in range(r)]}, Undefined("every count is 0: no proportions", "every count is 0", "undefined")


@check("conditional-entropy",
       ref="mpmath: −Σ_xy (n_xy/N) log_b(n_xy/n_x) at 60 digits, the ratios exact (Python fractions); "
           "Σ_x p_x·scipy.stats.entropy(row) agrees on typical inputs",
       tol=Tol(rel=24 * EPS, why="per case: terms of one sign within 6 ulps (a log of a ratio, a weight, the base); (cells − 1) ulps for the sum"))
def conditional_entropy(g):
    if g.index == 1:
        return all_zero_table(g)
    counts = count_table(g)
    inputs = {"counts": counts}
    b = base_of(g, inputs, default="2")
    want, slack = conditional_entropy_ref(counts, b)
    if not g.hard:
        N = sum(map(sum, counts))
        alt = sum(sum(row) / N * scipy_entropy(row, base=b) for row in counts if sum(row) > 0)
        assert abs(alt - want) <= 1e-12 * max(want, 1), (alt, want)
    return inputs, want, table_tol(counts, slack, per_term=6)
