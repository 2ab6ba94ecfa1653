"""Losses: MSE, MAE, Huber, binary and categorical cross-entropy, NLL,
hinge, zero-one, the perceptron's squared loss, L1 and L2 regularisation.

The references are the formulas written again in exact rational
arithmetic where they need no logarithm (every float64 is an integer
multiple of 2^-1074, so MSE, MAE, Huber, hinge and the regularised losses
are ratios of Python integers, rounded once to float64 at the end), in
mpmath at 60 digits where they do, or, for long vectors, SciPy's
per-sample functions (special.xlogy, xlog1py) added up exactly with
math.fsum. The losses are sums of terms of one sign, so the
tolerances are relative: a few ulps per term for its own roundings, plus
the (n − 1)·2^-52 bound of a recursive sum of n terms; a term that is
subnormal is only known to the smallest subnormal, hence an absolute part
of a few 2^-1074 per term.
"""

import math

import mpmath as mp
import numpy as np
from scipy.special import huber, xlog1py, xlogy
from sklearn.metrics import hinge_loss, mean_absolute_error, mean_squared_error

from core import EXACT, Tol, Undefined, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1074
DPS = 60
LONG = 300  # beyond this many terms, the references leave mpmath
ONE = 1 << 1074  # 1 in units of 2^-1074


def fixed(x):
    """x·2^1074 as an exact integer (every float64 is a multiple of 2^-1074)."""
    a, b = float(x).as_integer_ratio()
    return a << (1074 - (b.bit_length() - 1))


def ratio(num, den):
    """num/den rounded once to float64 (Python's int division is correctly
    rounded), ±∞ beyond the range."""
    try:
        return num / den
    except OverflowError:
        return math.inf if (num > 0) == (den > 0) else -math.inf


def sum_tol(n, per_term=4, why=""):
    """The tolerance of a sum of n non-negative terms, each within
    per_term ulps: relative (n − 1 + per_term + 2)·2^-52, absolute a few
    smallest subnormals per term."""
    return Tol(rel=(n + per_term + 2) * EPS, abs=4 * n * SUB,
               why=why or "terms of one sign, each within %d ulps; a recursive sum of n of them adds up to (n − 1) ulps; "
                          "subnormal terms are known to 2^-1074" % per_term)


def reduce_ref(total, n, reduction):
    return total / n if reduction == "mean" else total


def pick_reduction(g, inputs):
    """Sets the optional reduction (mean, sum, or left out: mean)."""
    r = g.pick("mean", "sum", None)
    if r is not None:
        inputs["reduction"] = r
    return r or "mean"


def residual_pair(g, n):
    """Targets and predictions: typical, or in a hard case one of the
    extreme regimes of a residual (huge, near the overflow of its square,
    subnormal squares, y ≈ ŷ, y = ŷ)."""
    if not g.hard:
        y = g.vector(n, -10, 10)
        if g.chance(0.5):
            return y, [v + d for v, d in zip(y, g.normal_vector(n, 0.5))]
        return y, g.vector(n, -10, 10)
    kind = g.pick("magnitudes", "square-overflow", "subnormal-squares", "close", "equal", "opposite-max")
    if kind == "magnitudes":
        return g.magnitude_vector(n, -300, 300), g.magnitude_vector(n, -300, 300)
    if kind == "square-overflow":  # residuals near 1.3e154, squares near the float64 maximum
        s = 10.0 ** g.real(153, 154.2)
        return [v * s for v in g.vector(n, -1, 1)], [v * s for v in g.vector(n, -1, 1)]
    if kind == "subnormal-squares":
        s = 10.0 ** g.real(-165, -150)
        return [v * s for v in g.vector(n, -1, 1)], [v * s for v in g.vector(n, -1, 1)]
    if kind == "close":
        y = g.magnitude_vector(n, -5, 5)
        return y, [v * (1 + 2e-15 * d) for v, d in zip(y, g.normal_vector(n))]
    if kind == "equal":
        y = g.magnitude_vector(n, -300, 300)
        return y, list(y)
    # y_i − ŷ_i beyond the float64 range though the mean is not.
    m = 10.0 ** g.real(307.5, 308.2)
    y, yh = g.vector(n, -1, 1), g.vector(n, -1, 1)
    y[0], yh[0] = m, -m
    return y, yh


def length_mismatch(g, a, b):
    """Inputs a and b of different lengths: eqx must refuse."""
    n = g.integer(2, 6)
    return {a: g.vector(n), b: g.vector(n - 1)}, Undefined("the two vectors must pair up", "length", "entries")


# ---------------------------------------------------------------------------
# Regression losses.

def residuals(y, yh):
    """The exact residuals y_i − ŷ_i in units of 2^-1074."""
    return [fixed(a) - fixed(b) for a, b in zip(y, yh)]


@check("mse", ref="exact rationals: (1/n)Σ(y_i − ŷ_i)² rounded once; sklearn.metrics.mean_squared_error agrees on typical inputs",
       tol=sum_tol(20, why="each residual and square within 3 ulps; n terms of one sign add (n − 1) ulps (per case n)"))
def mse(g):
    if g.index == 1:
        return length_mismatch(g, "y", "y_hat")
    n = g.length(1, 20)
    y, yh = residual_pair(g, n)
    want = ratio(sum(r * r for r in residuals(y, yh)), n * ONE * ONE)
    if not g.hard:
        assert abs(mean_squared_error(y, yh) - want) <= 1e-13 * want
    return {"y": y, "y_hat": yh}, want, sum_tol(n, per_term=4 + 2)


@check("mae", ref="exact rationals: (1/n)Σ|y_i − ŷ_i| rounded once; sklearn.metrics.mean_absolute_error agrees on typical inputs",
       tol=sum_tol(20, why="each residual within an ulp; n terms of one sign add (n − 1) ulps (per case n)"))
def mae(g):
    if g.index == 1:
        return length_mismatch(g, "y", "y_hat")
    n = g.length(1, 20)
    y, yh = residual_pair(g, n)
    want = ratio(sum(abs(r) for r in residuals(y, yh)), n * ONE)
    if not g.hard:
        assert abs(mean_absolute_error(y, yh) - want) <= 1e-13 * want
    return {"y": y, "y_hat": yh}, want, sum_tol(n, per_term=2)


def twice_huber(r, d):
    """2·L_δ(r) for r and δ in units of 2^-1074 (in units of 2^-2148)."""
    a = abs(r)
    return a * a if a <= d else 2 * d * a - d * d


@check("huber-loss", ref="scipy.special.huber(δ, r) for one residual; exact rationals on the exact residuals y − ŷ for the data form",
       tol=sum_tol(20, per_term=6, why="r²/2 and δ(|r| − δ/2) have condition ≤ 2 in r and δ; with the residual's rounding, 6 ulps "
                                       "a term; n terms of one sign add (n − 1) ulps (per case n)"))
def huber_loss(g):
    if g.index == 1:  # the data form takes y and ŷ together
        return {"delta": 1.0, "y": g.vector(3)}, Undefined("y without y_hat", "missing", "together")
    if g.index == 2:  # δ must be positive
        return {"delta": 0.0, "residual": 1.0}, Undefined("δ = 0", "outside", "positive")
    delta = g.real(0.1, 5) if not g.hard else g.pick(g.magnitude(-300, 300), g.magnitude(-5, 5))
    if g.chance(0.5):  # one residual
        inputs = {"delta": delta}
        if g.index == 3:
            r = 1.5  # the default residual, left out
        elif not g.hard:
            r = g.real(-5, 5)
            inputs["residual"] = r
        else:
            r = g.pick(g.signed_magnitude(-300, 300), g.sign() * delta, g.sign() * delta * (1 + EPS), g.sign() * delta * (1 - EPS / 2),
                       g.signed_magnitude(-320, -300))
            inputs["residual"] = r
        want = float(huber(delta, r))
        return inputs, want, Tol(rel=4 * EPS, abs=2 * SUB, why="scipy and eqx round r²/2 or δ(|r| − δ/2) within 2 ulps each")
    n = g.length(1, 20)
    y, yh = residual_pair(g, n)
    inputs = {"delta": delta, "y": y, "y_hat": yh}
    if g.chance(0.3):
        inputs["residual"] = g.real(-5, 5)  # not used when y and y_hat are given
    red = pick_reduction(g, inputs)
    d = fixed(delta)
    total = sum(twice_huber(r, d) for r in residuals(y, yh))
    want = ratio(total, 2 * ONE * ONE * (n if red == "mean" else 1))
    return inputs, want, sum_tol(n, per_term=6)


# ---------------------------------------------------------------------------
# Cross-entropies and likelihoods.

def bce_terms_mp(y, p):
    """−[y log p + (1 − y) log(1 − p)] of each sample at 60 digits, with
    0·log 0 = 0."""
    out = []
    for yi, pi in zip(y, p):
        yi, pi = mp.mpf(yi), mp.mpf(pi)
        t = mp.mpf(0)
        if yi != 0:
            t -= yi * (mp.log(pi) if pi > 0 else mp.ninf)
        if yi != 1:
            t -= (1 - yi) * (mp.log1p(-pi) if pi < 1 else mp.ninf)
        out.append(t)
    return out


def long_bce_inputs(g, n, soft):
    """Long y and p for the hard cases: labels 0/1 or soft ones down to the
    smallest subnormal, probabilities from the smallest subnormal to
    1 − 2^-53, and exact 0s and 1s where the label makes them cost 0."""
    rng = g.rng
    tiny = 2.0 ** -rng.uniform(1, 1074, n)
    near1 = 1 - 2.0 ** -rng.integers(1, 54, n).astype(float)
    p = np.choose(rng.integers(0, 3, n), [tiny, near1, rng.uniform(0, 1, n)])
    if soft:
        y = np.choose(rng.integers(0, 3, n), [2.0 ** -rng.uniform(1, 1074, n), rng.uniform(0, 1, n), near1[::-1]])
    else:
        y = rng.integers(0, 2, n).astype(float)
        exact = rng.random(n) < 0.05
        p[exact] = y[exact]
    return y.tolist(), p.tolist()


def hard_probability(g):
    return g.pick(g.probability(tiny=True), 1 - 2.0 ** -g.integer(1, 53), g.probability(), 0.0, 1.0)


@check("binary-cross-entropy",
       ref="mpmath: −Σ[y log p + (1 − y) log1p(−p)] at 60 digits (0·log 0 = 0); for long vectors scipy.special.xlogy + xlog1py summed with math.fsum",
       tol=sum_tol(10, why="each term within 3 ulps (1 − y rounds once); n terms of one sign add (n − 1) ulps (per case n)"))
def binary_cross_entropy(g):
    if g.index == 1:
        return {"y": [1.5, 0.0], "p": [0.5, 0.5]}, Undefined("a label above 1", "outside", "[0, 1]")
    if g.index == 2:
        return {"y": [1.0], "p": [-0.25]}, Undefined("a negative probability", "outside", "[0, 1]")
    n = g.length(1, 10)
    if g.hard and g.index == g.count - 1:
        n = 70_000  # the kernel's long path: two halves, logarithms a block at a time
    soft = g.chance(0.3)
    if n > LONG:  # drawn a vector at a time
        y, p = long_bce_inputs(g, n, soft)
    elif not g.hard:
        y = [g.real(0, 1) if soft else float(g.integer(0, 1)) for _ in range(n)]
        p = [g.probability() for _ in range(n)]
    else:
        y = [g.pick(g.probability(tiny=True), g.real(0, 1), 1 - 2.0 ** -g.integer(1, 53)) if soft else float(g.integer(0, 1))
             for _ in range(n)]
        p = [hard_probability(g) for _ in range(n)]
        if g.chance(0.5):  # no infinite term: p = 0 only with y = 0, p = 1 only with y = 1
            p = [pi if (pi not in (0.0, 1.0) or yi == pi) else 0.5 for yi, pi in zip(y, p)]
    inputs = {"y": y, "p": p}
    red = pick_reduction(g, inputs)
    if n > LONG:
        ya, pa = np.array(y), np.array(p)
        terms = -(xlogy(ya, pa) + xlog1py(1 - ya, -pa))
        total = math.fsum(terms.tolist()) if np.all(np.isfinite(terms)) else math.inf
        want = reduce_ref(total, n, red)
    else:
        with mp.workdps(DPS):
            total = mp.fsum(bce_terms_mp(y, p))
            want = float(reduce_ref(total, n, red))
    return inputs, want, sum_tol(n, per_term=3)


def distribution_pair_for_ce(g, n):
    P = g.distribution(n)
    # Q mostly of full support; sometimes sparse, which can make H(P, Q) = +∞.
    kind = g.pick("tiny", "uniform", "dirichlet", "sparse", "same") if g.hard else "dirichlet"
    Q = list(P) if kind == "same" else g.distribution(n, kind)
    return P, Q


def base_of(g, inputs, default="e"):
    b = g.pick("2", "e", "10", None)
    if b is not None:
        inputs["base"] = b
    return {"2": 2, "e": math.e, "10": 10}[b or default]


@check("cross-entropy", ref="mpmath: −Σ P log_b Q at 60 digits (0·log 0 = 0); for long vectors scipy.special.xlogy summed with math.fsum; "
                            "scipy.stats.entropy(P) + entropy(P, Q) agrees on typical inputs",
       tol=sum_tol(6, per_term=3, why="terms of one sign within 2 ulps, one more for the change of base; (n − 1) ulps for the sum (per case n)"))
def cross_entropy(g):
    if g.index == 1:
        return {"P": [0.5, 0.6], "Q": [0.5, 0.5]}, Undefined("P sums to 1.1", "sum")
    if g.index == 2:
        return {"P": [1.0, 0.0], "Q": [1.0]}, Undefined("P and Q of different lengths", "length", "entries")
    n = g.length(1, 6)
    P, Q = distribution_pair_for_ce(g, n)
    inputs = {"P": P, "Q": Q}
    b = base_of(g, inputs)
    if n > LONG:
        terms = -xlogy(np.array(P), np.array(Q))
        total = math.fsum(terms.tolist()) if np.all(np.isfinite(terms)) else math.inf
        want = total / math.log(b)
    else:
        with mp.workdps(DPS):
            total = mp.mpf(0)
            for p, q in zip(P, Q):
                if p > 0:
                    total -= mp.mpf(p) * (mp.log(q) if q > 0 else mp.ninf)
            want = float(total / mp.log(b))
    if not g.hard:
        from scipy.stats import entropy
        alt = (entropy(P) + entropy(P, Q)) / math.log(b)
        assert abs(alt - want) <= 1e-12 * want, (alt, want)
    return inputs, want, sum_tol(n, per_term=3)


@check("negative-log-likelihood", ref="mpmath: −log p at 60 digits",
       tol=Tol(rel=2 * EPS, why="−log p is within an ulp: log1p(p − 1) near 1 (p − 1 exact), log elsewhere, subnormal p included"))
def negative_log_likelihood(g):
    if g.index == 1:
        return {"p": 1.5}, Undefined("p above 1", "outside", "[0, 1]")
    if g.index == 2:
        return {"p": -1e-300}, Undefined("a negative p", "outside", "[0, 1]")
    if not g.hard:
        p = g.real(0.01, 1)
    else:
        p = g.pick(g.probability(tiny=True), 1 - 2.0 ** -g.integer(1, 53), 1 - g.magnitude(-16, -1), 0.0, 1.0, 0.5,
                   2.0 ** -1074, 2.0 ** -1022)
    with mp.workdps(DPS):
        want = float(-mp.log(p)) if p > 0 else math.inf
    return {"p": p}, want


# ---------------------------------------------------------------------------
# Classification losses.

def labels_pm1(g, n):
    return [g.pick(-1.0, 1.0) for _ in range(n)]


def hinge_scores(g, n, y):
    if not g.hard:
        return g.vector(n, -3, 3)
    kind = g.pick("magnitudes", "margin-one", "max", "tiny")
    if kind == "magnitudes":
        return g.magnitude_vector(n, -300, 300)
    if kind == "margin-one":  # y·ŷ = 1 exactly, or an ulp either side
        return [yi * g.pick(1.0, 1 + EPS, 1 - EPS / 2) for yi in y]
    if kind == "max":  # losses near the float64 maximum: their sum overflows, their mean need not
        return [-yi * 10.0 ** g.real(307.8, 308.25) for yi in y]
    return g.magnitude_vector(n, -320, -1)


@check("hinge-loss", ref="exact rationals: max(0, 1 − yŷ), mean or sum, rounded once; sklearn.metrics.hinge_loss agrees on typical means",
       tol=sum_tol(20, per_term=1, why="1 − yŷ rounds once (yŷ is exact for y = ±1); n terms of one sign add (n − 1) ulps (per case n)"))
def hinge_loss_check(g):
    if g.index == 1:
        return {"y": 0.0, "y_hat": 0.5}, Undefined("a 0/1 label", "label", "-1 or +1")
    if g.index == 2:
        return {"y": [1.0, 0.5], "y_hat": [0.5, 0.5]}, Undefined("a label of 0.5", "label", "-1 or +1")
    form = g.pick("scalar", "lists", "scalar-y", "scalar-score")
    n = 1 if form == "scalar" else g.length(1, 20)
    y = labels_pm1(g, n)
    s = hinge_scores(g, n, y)
    inputs = {}
    if form in ("scalar", "scalar-y"):
        y = [y[0]] * n
        inputs["y"] = y[0]
    else:
        inputs["y"] = y
    if form in ("scalar", "scalar-score"):
        s = [s[0]] * n
        inputs["y_hat"] = s[0]
    else:
        inputs["y_hat"] = s
    red = "mean"
    if form != "scalar":
        red = pick_reduction(g, inputs)
    total = sum(max(0, ONE - int(a) * fixed(b)) for a, b in zip(y, s))
    want = ratio(total, ONE * (n if red == "mean" else 1))
    if not g.hard and red == "mean" and len(set(y)) == 2:  # sklearn reads a single class as −1
        assert abs(hinge_loss(y, s, labels=[-1, 1]) - want) <= 1e-13 * max(want, 1), (hinge_loss(y, s), want)
    return inputs, want, sum_tol(n, per_term=1)


def zero_one_labels(g, n):
    if not g.hard:
        y = [float(g.integer(0, 2)) for _ in range(n)]
        return y, [v if g.chance(0.6) else float(g.integer(0, 2)) for v in y]
    kind = g.pick("signed-zeros", "ulps", "magnitudes")
    if kind == "signed-zeros":  # −0 and +0 are the same label
        y = [g.pick(0.0, -0.0, 1.0) for _ in range(n)]
        return y, [g.pick(0.0, -0.0, 1.0) for _ in range(n)]
    if kind == "ulps":  # labels an ulp apart are different labels
        y = [g.magnitude(-300, 300) for _ in range(n)]
        return y, [v if g.chance(0.5) else float(np.nextafter(v, g.sign() * math.inf)) for v in y]
    y = g.magnitude_vector(n, -320, 300)
    return y, [v if g.chance(0.5) else g.signed_magnitude(-320, 300) for v in y]


@check("zero-one-loss", ref="Python: the count of y_i != ŷ_i as floats (−0.0 == 0.0)", tol=EXACT)
def zero_one_loss(g):
    if g.index == 1:
        return length_mismatch(g, "y", "y_hat")
    n = g.length(1, 20)
    y, yh = zero_one_labels(g, n)
    return {"y": y, "y_hat": yh}, sum(1 for a, b in zip(y, yh) if a != b)


# ---------------------------------------------------------------------------
# The perceptron's squared loss and the regularised losses.

ACTIVATIONS = ("sigmoid", "tanh", "relu", "identity", "step")
LIPSCHITZ = {"sigmoid": 0.25, "tanh": 1.0, "relu": 1.0, "identity": 1.0, "step": 0.0}


def activation_mp(name, z):
    if name == "sigmoid":
        return 1 / (1 + mp.exp(-z))
    if name == "tanh":
        return mp.tanh(z)
    if name == "relu":
        return max(mp.mpf(0), z)
    if name == "identity":
        return z
    return mp.mpf(1) if z >= 0 else mp.mpf(0)


@check("perceptron-squared-loss",
       ref="mpmath: ½Σ(g(wᵀx_i + b) − y_i)² at 60 digits, the score exact, g written again (σ = 1/(1 + e^−z), tanh, max(0, z), z, 1{z ≥ 0})",
       tol=Tol(rel=16 * EPS, why="per case: the score wᵀx + b is within (m + 1) ulps of Σ|w_j x_j| + |b|, which g passes on "
                                  "times its Lipschitz constant and |a − y| doubles; g itself within 2 ulps; (n − 1) ulps for the sum"))
def perceptron_squared_loss(g):
    if g.index == 1:
        return {"X": [[1.0, 2.0]], "y": [1.0], "w": [1.0], "b": 0.0}, Undefined("X has 2 columns, w 1 weight", "columns", "match")
    name = g.pick(*ACTIVATIONS, None)
    act = name or "sigmoid"
    n = g.length(1, 10, long=300)
    m = g.integer(1, 4)
    while True:
        if not g.hard:
            X, w, b = g.matrix(n, m, -5, 5), g.vector(m, -5, 5), g.real(-5, 5)
            y = [float(g.integer(0, 1)) for _ in range(n)]
        else:
            kind = g.pick("magnitudes", "saturating", "cancelling")
            if kind == "magnitudes":
                X = [g.magnitude_vector(m, -150, 150) for _ in range(n)]
                w, b = g.magnitude_vector(m, -150, 150), g.signed_magnitude(-300, 300)
            elif kind == "saturating":  # scores far beyond σ's and tanh's range, some beyond float64's
                X, w = g.matrix(n, m, -1, 1), [v * 10.0 ** g.real(2, 200) for v in g.vector(m, -1, 1)]
                b = g.real(-5, 5)
            else:  # terms that cancel: a small score from large products
                X = g.matrix(n, m, -1, 1)
                w = [v * 1e8 for v in g.vector(m, -1, 1)]
                b = g.real(-1, 1) * 1e8
            y = [g.pick(0.0, 1.0, g.real(-1, 1), g.signed_magnitude(-300, 300)) for _ in range(n)]
        with mp.workdps(DPS):
            z = [mp.fsum(mp.mpf(wj) * mp.mpf(xj) for wj, xj in zip(w, x)) + b for x in X]
            spread = [mp.fsum(abs(mp.mpf(wj) * mp.mpf(xj)) for wj, xj in zip(w, x)) + abs(b) for x in X]
            zerr = [(m + 2) * EPS * s for s in spread]
            # The step is discontinuous at 0: keep its scores clear of the rounding of wᵀx + b.
            if act == "step" and any(abs(zi) <= 4 * e for zi, e in zip(z, zerr)):
                continue
            a = [activation_mp(act, zi) for zi in z]
            want = float(mp.fsum((ai - yi) ** 2 for ai, yi in zip(a, y)) / 2)
            # |Δ½(a − y)²| ≈ |a − y|·|Δa|, Δa = L·Δz + 2 ulps of a.
            slack = mp.fsum(abs(ai - yi) * (LIPSCHITZ[act] * e + 2 * EPS * abs(ai)) for ai, yi, e in zip(a, y, zerr))
            slack = float(2 * slack)
        break
    inputs = {"X": X, "y": y, "w": w, "b": b}
    if name is not None:
        inputs["g"] = name
    return inputs, want, Tol(rel=(n + 6) * EPS, abs=slack + 4 * n * SUB,
                             why="the score's rounding ((m + 1) ulps of Σ|w_j x_j| + |b|) times g's Lipschitz constant times 2|a − y|, "
                                 "g within 2 ulps, (n − 1) ulps for the sum")


def regularized_case(g, l2):
    """Inputs and the reference of S3's regularised squared loss
    Σ(a_i − y_i)² + λ(Σ pen(w_j) [+ pen(b)])."""
    if g.index == 1:
        return {"a": [1.0], "y": [1.0], "w": [1.0], "lambda": -0.5}, Undefined("λ < 0", "outside", "lambda")
    if g.index == 2:
        return {"a": [1.0, 2.0], "y": [1.0], "w": [1.0], "lambda": 0.5}, Undefined("a and y of different lengths", "length", "entries")
    n = g.length(1, 10)
    k = g.length(1, 6, long=1000)
    if not g.hard:
        a, y = g.vector(n, 0, 1), g.vector(n, 0, 1)
        w, lam = g.vector(k, -3, 3), g.real(0, 10)
        b = g.real(-3, 3)
    else:
        a, y = residual_pair(g, n)
        a = [min(max(v, -1.7e308), 1.7e308) for v in a]
        w = g.pick(g.magnitude_vector(k, -300, 300), g.magnitude_vector(k, -320, -300), g.vector(k, -3, 3))
        lam = g.pick(0.0, g.magnitude(-300, 300), g.magnitude(-3, 3))
        b = g.pick(g.signed_magnitude(-300, 300), 0.0, g.real(-3, 3))
    inputs = {"a": a, "y": y, "w": w, "lambda": lam}
    if g.chance(0.7):
        inputs["b"] = b
    else:
        b = 1.0  # the default
    pb = g.pick(True, False, None)
    if pb is not None:
        inputs["penalize_bias"] = pb
    sse = sum(r * r for r in residuals(a, y))  # units of 2^-2148
    ws = [fixed(v) for v in w] + ([fixed(b)] if pb else [])
    if l2:  # λΣw² in units of 2^-3222
        want = ratio(sse * ONE + fixed(lam) * sum(v * v for v in ws), ONE ** 3)
    else:  # λΣ|w| in units of 2^-2148
        want = ratio(sse + fixed(lam) * sum(abs(v) for v in ws), ONE ** 2)
    return inputs, want, sum_tol(n + k + 1, per_term=6)


@check("l1-regularization", ref="exact rationals: Σ(a_i − y_i)² + λ(Σ|w_j| [+ |b|]) rounded once",
       tol=sum_tol(17, per_term=6, why="squares, |w_j| and λ·… each within 3 ulps, terms of one sign; (n + m) ulps for the sums (per case)"))
def l1_regularization(g):
    return regularized_case(g, l2=False)


@check("l2-regularization", ref="exact rationals: Σ(a_i − y_i)² + λ(Σw_j² [+ b²]) rounded once",
       tol=sum_tol(17, per_term=6, why="squares and λ·… within 3 ulps (the scaled (√λ‖w‖)² of an overflowing Σw² within 6), terms of "
                                       "one sign; (n + m) ulps for the sums (per case)"))
def l2_regularization(g):
    return regularized_case(g, l2=True)
