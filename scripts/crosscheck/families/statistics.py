"""Descriptive statistics: mean, variance, standard deviation, z-scores,
min-max normalisation, covariance, Pearson's and Spearman's correlations.

Typical cases compare with NumPy / SciPy / scikit-learn (whose own error
the tolerance includes). Hard cases (1e300 offsets, 1e8 + small noise,
subnormals, 10^4 values) compare with the formula evaluated exactly: every
double is an integer multiple of 2^−1074, so sums and sums of products of
the data are exact Python integers, rounded once at the end (or carried to
60 digits for a square root)."""

import math
import warnings

import mpmath as mp
import numpy as np
from scipy import stats
from sklearn.preprocessing import minmax_scale

from core import Tol, Undefined, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1073
ULP_SCALE = 1074  # x = X·2^−1074 with X an integer, for every finite double


def ints(xs):
    """The data as exact integers X_i = x_i·2^1074."""
    out = []
    for v in xs:
        p, q = float(v).as_integer_ratio()
        out.append(p * ((1 << ULP_SCALE) // q))
    return out


def to_float(num, den):
    """num/den (integers, den > 0) rounded once to a double; ±Infinity
    beyond the float64 range."""
    try:
        return num / den
    except OverflowError:
        return math.inf if num > 0 else -math.inf


def sqrt_float(num, den):
    """√(num/den) to the nearest double, through 60 digits."""
    with mp.workdps(60):
        return float(mp.sqrt(mp.mpf(num) / mp.mpf(den)))


def exact_mean(x):
    return to_float(sum(ints(x)), len(x) << ULP_SCALE)


def co_deviation(X, Y):
    """n·Σ(x_i − x̄)(y_i − ȳ) in units of 2^−2148, exactly: nΣXY − ΣXΣY."""
    return len(X) * sum(a * b for a, b in zip(X, Y)) - sum(X) * sum(Y)


def quiet(f, *args, **kw):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return f(*args, **kw)


def sample(g, lo=1, hi=30, long=10_000):
    """A sample: uniform in ±10 typically; in hard cases a huge common
    offset with small noise (1e8, 1e16, 1e300), magnitudes 10^±300, values
    near the float64 maximum, subnormals, heavy ties, 10^4 values."""
    n = g.length(lo, hi, long=long)
    if not g.hard:
        return g.vector(n, -10, 10)
    kind = g.pick("offset", "offset", "magnitudes", "huge", "tiny", "ties", "spread")
    if kind == "offset":
        c, noise = g.pick((1e8, 1e-3), (1e8, 1.0), (1e16, 64.0), (-1e300, 1e290), (1e300, 1e286), (3.0, 1e-14))
        return [c + noise * g.real(-1, 1) for _ in range(n)]
    if kind == "magnitudes":
        return g.magnitude_vector(n, -300, 300)
    if kind == "huge":  # sums and squares overflow; spreads beyond 1e154
        return g.magnitude_vector(n, 307, 308.2)
    if kind == "tiny":
        return [g.sign() * 2.0 ** -g.integer(1000, 1074) for _ in range(n)]
    if kind == "ties":
        return [float(g.integer(-2, 2)) for _ in range(n)]
    return g.vector(n, -1e300, 1e300)


# ---------------------------------------------------------------------------
# One sample.

@check("mean", ref="numpy.mean; in hard cases the exact Σx_i/n rounded once (Python integers)",
       tol=Tol(rel=2 * EPS, abs=SUB, why="a compensated mean is within an ulp or two; see the per-case tolerance"))
def mean(g):
    if g.chance(0.05):  # no values: 0/0, refused (x needs at least one entry)
        return {"x": []}, Undefined("the mean of no values is 0/0", "at least", "no values")
    x = sample(g)
    n = len(x)
    if not g.hard:
        want = float(np.mean(x))
        # NumPy's pairwise sum errs by ≲ log2(n) roundings of Σ|x_i|.
        return {"x": x}, want, Tol(rel=2 * EPS, abs=EPS * (2 + math.log2(n)) * float(np.mean(np.abs(x))),
                                   why="numpy.mean's pairwise sum errs by ≲ log2(n) ulps of mean|x|")
    want = exact_mean(x)
    mean_abs = math.fsum(abs(v) / n for v in x)
    return {"x": x}, want, Tol(
        rel=2 * EPS, abs=max(SUB, 2 * n * EPS * EPS * mean_abs),
        why="a compensated (Neumaier) sum errs by ≲ 2u|Σ| + 2nu²Σ|x_i|; the division one more rounding")


def ddof_for(g, n):
    """ddof: omitted (0), 0 or 1 mostly; sometimes larger, up to n (the
    undefined n − ddof ≤ 0)."""
    if g.chance(0.08):
        return n + g.integer(0, 1)  # divisor n − ddof ≤ 0
    return g.pick(None, 0, 1, 1, min(n - 1, g.integer(0, 5)))


def spread_exact(x, ddof):
    """Σ(x_i − x̄)²/(n − ddof) as num/den, exactly."""
    X = ints(x)
    n = len(X)
    return co_deviation(X, X), n * (n - ddof) << (2 * ULP_SCALE)


def spread_case(g):
    x = sample(g)
    n = len(x)
    ddof = ddof_for(g, n)
    inputs = {"x": x}
    if ddof is not None:
        inputs["ddof"] = ddof
    return inputs, x, n, ddof or 0


# A careful two-pass variance (deviations from a rounded mean, corrected
# for that rounding) errs by a few roundings per deviation and ≲ log2(n)
# in a careful (pairwise, as NumPy's, or compensated) sum of their squares.
# A plain left-to-right sum of 10^4 squares of a few sizes errs by hundreds.
def spread_rel(n):
    return EPS * (4 + math.log2(n + 1))


@check("variance", ref="numpy.var(ddof); in hard cases the exact Σ(x_i − x̄)²/(n − ddof) rounded once (Python integers)",
       tol=Tol(rel=4 * EPS, abs=SUB, why="a two-pass variance: deviations round once, their squares' sum ≲ log2(n) times; see the per-case tolerance"))
def variance(g):
    inputs, x, n, ddof = spread_case(g)
    if ddof >= n:
        return inputs, Undefined("n − ddof ≤ 0: no divisor", "undefined", "ddof")
    if not g.hard:
        want = float(np.var(x, ddof=ddof))
    else:
        num, den = spread_exact(x, ddof)
        want = to_float(num, den)
    return inputs, want, Tol(rel=spread_rel(n), abs=SUB,
                             why="each deviation rounds once, a careful sum of n squares ≲ log2(n) times")


@check("standard-deviation", ref="numpy.std(ddof); in hard cases √ of the exact Σ(x_i − x̄)²/(n − ddof) at 60 digits",
       tol=Tol(rel=4 * EPS, abs=SUB, why="half the variance's error, and the root's; see the per-case tolerance"))
def standard_deviation(g):
    inputs, x, n, ddof = spread_case(g)
    if ddof >= n:
        return inputs, Undefined("n − ddof ≤ 0: no divisor", "undefined", "ddof")
    if not g.hard:
        want = float(np.std(x, ddof=ddof))
    else:
        num, den = spread_exact(x, ddof)
        want = sqrt_float(num, den) if num else 0.0
    return inputs, want, Tol(rel=spread_rel(n) / 2 + EPS, abs=SUB,
                             why="half the variance's error (≲ log2(n) roundings of the sum of squares), the root one more")


@check("z-score-standardization", ref="scipy.stats.zscore(ddof); in hard cases (x_i − x̄)/σ from exact sums at 60 digits",
       tol=Tol(rel=4 * EPS, abs=4 * EPS, why="σ's error, relative; the mean's rounding over σ, absolute; see the per-case tolerance"))
def z_score(g):
    inputs, x, n, ddof = spread_case(g)
    if g.hard and n > 2000:  # mpmath on 10^4 values is slow; 2000 still stresses the sums
        x = inputs["x"] = x[:2000]
        n = len(x)
    if g.chance(0.1):
        inputs["x"] = x = [g.pick(2.5, -1e300, 5e-324)] * n  # constant: σ = 0
    if ddof >= n:
        return inputs, Undefined("n − ddof ≤ 0: no divisor", "undefined", "ddof")
    X = ints(x)
    num = co_deviation(X, X)
    if num == 0:
        return inputs, Undefined("x is constant: σ = 0", "undefined", "constant")
    with mp.workdps(60):
        S = sum(X)
        mu = mp.mpf(S) / (n << ULP_SCALE)
        sigma = mp.sqrt(mp.mpf(num) / (n * (n - ddof))) / (1 << ULP_SCALE)
        if not g.hard:
            want = [float(v) for v in quiet(stats.zscore, x, ddof=ddof)]
        else:
            want = [float((mp.mpf(v) - mu) / sigma) for v in x]
        cond = float(abs(mu) / sigma)
    # z_i = (x_i − x̄)/σ: the rounding of x̄ (≲ 1 ulp of |x̄|) shifts every
    # z_i by |x̄|/σ ulps, an inherent float64 error; the deviation and the
    # quotient round once each, and σ carries half the variance's error.
    return inputs, want, Tol(rel=spread_rel(n) / 2 + 3 * EPS, abs=EPS * (2 + 2 * cond),
                             why="the mean's rounding shifts each z by |x̄|/σ ulps; σ's relative error scales each")


@check("min-max-normalization", ref="sklearn.preprocessing.minmax_scale; in hard cases (x_i − min)/(max − min) exactly, rounded once",
       tol=Tol(rel=2 * EPS, abs=SUB, why="a difference, the range and a quotient: three roundings; see the per-case tolerance"))
def min_max(g):
    x = sample(g)
    n = len(x)
    if g.chance(0.1):
        x = [g.pick(4.0, -1e300, 5e-324)] * n  # constant: the range is 0
    lo, hi = min(x), max(x)
    if lo == hi:
        return {"x": x}, Undefined("x is constant: x_max − x_min = 0", "undefined", "constant")
    if not g.hard:
        want = [float(v) for v in minmax_scale(x)]
        # scikit-learn computes x·s − min·s with s = 1/range: its error is
        # ulps of max(|x|)/range, absolute.
        return {"x": x}, want, Tol(rel=2 * EPS, abs=4 * EPS * max(abs(lo), abs(hi)) / (hi - lo),
                                   why="scikit-learn's x·(1/range) − min/range errs by ulps of max|x|/range")
    L, H = ints([lo])[0], ints([hi])[0]
    want = [to_float(v - L, H - L) for v in ints(x)]
    return {"x": x}, want, Tol(rel=2 * EPS, abs=SUB,
                               why="x_i − min, max − min and their quotient round once each: ≲ 1.5 ulps")


# ---------------------------------------------------------------------------
# Paired samples.

def pair(g, lo=1):
    """Paired samples x, y: y a noisy linear function of x, or independent;
    in hard cases the extremes of sample(), exact linear relations (ρ = ±1),
    ties, and y a scaled copy of x."""
    x = sample(g, lo=lo)
    n = len(x)
    kind = g.pick("linear", "independent", "copy") if g.hard else g.pick("linear", "independent")
    if kind == "linear":
        a = g.sign() * g.real(0.1, 3)
        width = max(x) - min(x)
        noise = g.pick(0.0, 0.1, 1.0) * (width if 0 < width < math.inf else 1.0)
        y = [a * v + noise * g.real(-1, 1) for v in x]
        if not all(math.isfinite(v) for v in y):
            y = [v / 4 for v in x]
    elif kind == "copy":  # y = ±2^k x: ρ = ±1 exactly
        k = g.integer(-20, 20)
        s = g.sign()
        try:
            y = [s * math.ldexp(v, k) for v in x]
        except OverflowError:
            y = [s * v for v in x]
        if any(math.isinf(v) for v in y) or any(v != 0 and abs(v) < 1e-300 for v in y):
            y = [s * v for v in x]
    else:
        y = sample(g, lo=n, hi=n, long=n) if g.hard else g.vector(n, -10, 10)
    return x, y


@check("covariance", ref="numpy.cov(ddof)[0, 1]; in hard cases the exact Σ(x_i − x̄)(y_i − ȳ)/(n − ddof) rounded once",
       tol=Tol(rel=4 * EPS, abs=SUB, why="cancellation when cov ≈ 0: the error scales with σ_x σ_y; see the per-case tolerance"))
def covariance(g):
    x, y = pair(g)
    n = len(x)
    norm = g.pick(None, "n-1", "n")
    ddof = 0 if norm == "n" else 1
    inputs = {"x": x, "y": y}
    if norm:
        inputs["normalization"] = norm
    if n - ddof <= 0:
        return inputs, Undefined("n − 1 = 0: the sample covariance of one pair has no divisor", "undefined")
    X, Y = ints(x), ints(y)
    sxx, syy = co_deviation(X, X), co_deviation(Y, Y)
    den = n * (n - ddof) << (2 * ULP_SCALE)
    if not g.hard:
        want = float(np.cov(x, y, ddof=ddof)[0, 1])
    else:
        want = to_float(co_deviation(X, Y), den)
    # The error of Σ(x_i − x̄)(y_i − ȳ) is that of Σ|…|, at most √(Sxx Syy):
    # a few roundings per product, ≲ log2(n) in a careful sum.
    scale = sqrt_float(sxx * syy, den * den) if sxx and syy else 0.0
    return inputs, want, Tol(rel=spread_rel(n), abs=max(SUB, spread_rel(n) * scale),
                             why="each deviation and product rounds once, a careful sum ≲ log2(n) times: an error of ulps of σ_x σ_y")


def correlation_exact(X, Y):
    """Sxy/√(Sxx Syy) at 60 digits from exact integer sums, or None when x
    or y is constant."""
    sxy, sxx, syy = co_deviation(X, Y), co_deviation(X, X), co_deviation(Y, Y)
    if sxx == 0 or syy == 0:
        return None
    with mp.workdps(60):
        return float(mp.mpf(sxy) / (mp.sqrt(mp.mpf(sxx)) * mp.sqrt(mp.mpf(syy))))


@check("pearson-correlation", ref="scipy.stats.pearsonr; in hard cases Sxy/√(Sxx Syy) from exact sums at 60 digits",
       tol=Tol(abs=4 * EPS, rel=2 * EPS, why="rounded deviations and products: ulps of 1, absolute; see the per-case tolerance"))
def pearson(g):
    x, y = pair(g)
    n = len(x)
    if g.chance(0.1):
        which = g.pick("x", "y")
        c = g.pick(1.0, -1e300, 5e-324)
        if which == "x":
            x = [c] * n
        else:
            y = [c] * n
    want = correlation_exact(ints(x), ints(y))
    if want is None:
        return {"x": x, "y": y}, Undefined("x or y is constant (or a single pair): zero variance", "undefined", "constant")
    if not g.hard:
        want = float(quiet(stats.pearsonr, x, y)[0])
    # Each deviation and product rounds once, careful sums ≲ log2(n) times;
    # relative to √(Sxx Syy) that is an absolute error in ρ.
    return {"x": x, "y": y}, want, Tol(abs=spread_rel(n), rel=2 * EPS,
                                       why="deviations, products and ≲ log2(n) roundings of careful sums, relative to √(Sxx Syy)")


@check("spearman-correlation", ref="scipy.stats.spearmanr; in hard cases Pearson's formula on scipy.stats.rankdata's average ranks, exact in integers",
       tol=Tol(abs=4 * EPS, rel=2 * EPS, why="the ranks are exact; Pearson's error on them; see the per-case tolerance"))
def spearman(g):
    x, y = pair(g)
    n = len(x)
    if g.hard and g.chance(0.4):  # heavy ties, ±0 one value
        x = [g.pick(0.0, -0.0, 1.0, 2.0) for _ in range(n)]
    if g.chance(0.1):
        x = [3.0] * n
    # nan_policy="omit": SciPy 1.10 looks for NaN through np.sum, which
    # overflows to ∞ − ∞ = NaN for finite data near 1e308 and then ranks
    # everything NaN. There is no NaN here, so "omit" ranks them all.
    rx, ry = stats.rankdata(x, nan_policy="omit"), stats.rankdata(y, nan_policy="omit")
    want = correlation_exact([int(round(2 * v)) for v in rx], [int(round(2 * v)) for v in ry])
    if want is None:
        return {"x": x, "y": y}, Undefined("all x (or all y) are equal: the ranks have zero variance", "undefined", "constant")
    if not g.hard:
        want = float(quiet(stats.spearmanr, x, y)[0])
    return {"x": x, "y": y}, want, Tol(abs=spread_rel(n), rel=2 * EPS,
                                       why="the ranks are exact; their deviations, products and ≲ log2(n) roundings of careful sums")
