"""Classification: the linear threshold unit, the perceptron update,
logistic regression (hypothesis and regularised cost), k-nearest
neighbours and the Bayes decision rule (given likelihoods, or Gaussian
naive Bayes).

This module also holds the small toolkit that the families
optimization, neural_networks and kernels_svm share:

- exact references: the inputs are binary floats, so Fraction gives wᵀx + b
  and its sign exactly, and mpmath at 50 digits the transcendental parts;
- R, a value computed exactly together with the a priori bound of the
  absolute error a careful float64 evaluation of the textbook formula makes
  (Wilkinson's running error analysis: each dot product costs
  (n + 1)·u·Σ|terms|, each elementary function a few ulps of its value plus
  its slope times the error of its argument);
- leaf_tol, which turns the per-leaf error bounds of an output into one
  Tol: the relative part covers the well-conditioned leaves, the absolute
  part the leaves that sit on a cancellation.
"""

import math
from fractions import Fraction

import mpmath as mp
import numpy as np

from core import EXACT, Tol, Undefined, check

U = 2.0 ** -53  # the unit roundoff of float64
EPS = 2.0 ** -52
SUB = 2.0 ** -1074  # the smallest subnormal
MAXF = 1.7976931348623157e308
DPS = 50


class Ambiguous(Exception):
    """A discontinuous answer (a label, a hinge's activity, ReLU's slope)
    whose deciding quantity lies within the rounding error of a float64
    evaluation: both answers are correct roundings, so the case is drawn
    again rather than judged."""


def redraw(make, g, tries=50):
    """Calls make(g) until it does not raise Ambiguous."""
    for _ in range(tries):
        try:
            return make(g)
        except Ambiguous:
            continue
    raise RuntimeError("no unambiguous case in %d draws" % tries)


# Exact conversions.

def tofloat(v):
    """The float64 nearest to an mpf or Fraction (correctly rounded, also
    in the subnormal range; ±inf beyond the float64 range)."""
    if isinstance(v, float):
        return v
    if isinstance(v, mp.mpf):
        if mp.isinf(v) or mp.isnan(v):
            return float(v)
        sign, man, exp, bc = v._mpf_
        if not man:
            return 0.0
        if exp + bc > 1025:
            return -math.inf if sign else math.inf
        if exp + bc < -1076:
            return -0.0 if sign else 0.0
        if exp + bc >= -1021:
            # A normal result: round the mantissa to 53 bits, half to even.
            if bc > 53:
                sh = bc - 53
                q, r, half = man >> sh, man & ((1 << sh) - 1), 1 << (sh - 1)
                if r > half or (r == half and q & 1):
                    q += 1
                man, exp = q, exp + sh
            try:
                f = math.ldexp(int(man), int(exp))
            except OverflowError:
                f = math.inf
            return -f if sign else f
        v = Fraction(-int(man) if sign else int(man)) * (Fraction(2) ** int(exp))
    try:
        return float(Fraction(v))
    except OverflowError:
        return math.inf if v > 0 else -math.inf


def mpfrac(q):
    """An mpf from a Fraction, at the working precision."""
    return mp.mpf(q.numerator) / q.denominator


def _ints(w, x, b):
    """The exact terms w_i·x_i (and b) as (integer, power of two) pairs."""
    out = []
    for a, c in zip(w, x):
        if a and c:
            ma, ea = math.frexp(a)
            mc, ec = math.frexp(c)
            out.append((int(ma * 2.0 ** 53) * int(mc * 2.0 ** 53), ea + ec - 106))
    if b:
        mb, eb = math.frexp(b)
        out.append((int(mb * 2.0 ** 53), eb - 53))
    return out


def _exact_sum(terms):
    """Σ n·2^e exactly as (N, E), and Σ|n|·2^e likewise."""
    if not terms:
        return 0, 0, 0
    E = min(e for _, e in terms)
    N = sum(n << (e - E) for n, e in terms)
    M = sum(abs(n) << (e - E) for n, e in terms)
    return N, M, E


def exact_dot(w, x, b=0.0):
    """wᵀx + b exactly, as a Fraction (exact integer arithmetic: fast on
    10⁴ terms)."""
    N, _, E = _exact_sum(_ints(w, x, b))
    return Fraction(N) * Fraction(2) ** E if E >= 0 else Fraction(N, 2 ** -E)


def xdot(w, x, b=None):
    """wᵀx (+ b) of floats as an R: the exact value (rounded to the working
    precision) and the rounding bound (n + 1)·(u·Σ|terms| + underflow) of
    any summation order."""
    N, M, E = _exact_sum(_ints(w, x, b or 0.0))
    n = len(w) + (b is not None)
    return R(mp.ldexp(mp.mpf(N), E), (n + 1) * (U * mp.ldexp(mp.mpf(M), E) + SUB))


def exact_sign(w, x, b=0.0, shift=0):
    """The sign of wᵀx + b − shift, exactly, for a float64 evaluation that
    compares fl(wᵀx + b) with shift. Ambiguous when the exact value is not
    0 but lies within the rounding bound of the sum, or when it is 0 but
    the float64 sum need not be exact: a tie is the formula's to resolve
    only when every term and partial sum is representable (terms that are
    multiples of 2^E summing in magnitude to less than 2^53·2^E, no
    underflow); with cancelling terms of 10^400 it is not."""
    terms = _ints(w, x, b)
    N, M, E = _exact_sum(terms)
    if shift:
        S = Fraction(shift)
        q = (Fraction(N) * Fraction(2) ** E if E >= 0 else Fraction(N, 2 ** -E)) - S
    else:
        q = Fraction(N) * Fraction(2) ** E if E >= 0 else Fraction(N, 2 ** -E)
    if q == 0:
        if M == 0 or (M < 2 ** 53 and E >= -1074):
            return 0
        raise Ambiguous()
    err = (len(w) + 2) * (U * mp.ldexp(mp.mpf(M), E) + SUB)
    if abs(mpfrac(q)) <= 2 * err:
        raise Ambiguous()
    return 1 if q > 0 else -1


# Values with the error bound of a careful float64 evaluation.

class R:
    """A value v (mpf, exact) and e, the bound of the absolute error of its
    float64 evaluation (mpf, so that huge bounds do not overflow)."""

    __slots__ = ("v", "e")

    def __init__(self, v, e=0):
        self.v = mp.mpf(v)
        self.e = mp.mpf(e)

    def __repr__(self):
        return "R(%s ± %s)" % (mp.nstr(self.v, 17), mp.nstr(self.e, 3))

    def f(self):
        return tofloat(self.v)


def rdot(ws, xs, b=None):
    """Σ w_i x_i (+ b) of R values: the propagated errors plus the rounding
    of the products and of the sum in any order."""
    terms = [w.v * x.v for w, x in zip(ws, xs)]
    v = mp.fsum(terms)
    mag = mp.fsum(abs(t) for t in terms)
    e = mp.fsum(abs(w.v) * x.e + abs(x.v) * w.e for w, x in zip(ws, xs))
    n = len(terms)
    if b is not None:
        v += b.v
        mag += abs(b.v)
        e += b.e
        n += 1
    return R(v, e + (n + 1) * U * mag)


def rconst(x):
    return R(mp.mpf(x), 0)


def sig(z):
    return 1 / (1 + mp.exp(-z))


def nearest_zero(z):
    """The point of [v − e, v + e] nearest to 0, where the slopes of σ
    and tanh are largest."""
    if abs(z.v) <= z.e:
        return mp.mpf(0)
    return z.v - z.e if z.v > 0 else z.v + z.e


def act(g, z):
    """g(z) for an R score: the slope at the worst point times the error of
    z, plus two ulps of the value (libm)."""
    if g == "sigmoid":
        v = sig(z.v)
        c = nearest_zero(z)
        return R(v, sig(c) * sig(-c) * z.e + 2 * U * v)
    if g == "tanh":
        v = mp.tanh(z.v)
        c = nearest_zero(z)
        return R(v, mp.sech(c) ** 2 * z.e + 2 * U * abs(v))
    if g == "relu":
        if z.v > 0:
            return R(z.v, z.e)
        return R(0, z.e if z.v + z.e > 0 else 0)
    if g == "identity":
        return R(z.v, z.e)
    raise ValueError(g)


def act_slope(g, z):
    """g′(z): σ(z)σ(−z), sech²(z), 1{z > 0} (0 at the kink), 1. The error
    is the largest second derivative near z times the error of z, plus a
    few ulps of the value (it is computed without cancellation)."""
    if g == "sigmoid":
        v = sig(z.v) * sig(-z.v)
        c = nearest_zero(z)
        return R(v, sig(c) * sig(-c) * z.e + 4 * U * v)
    if g == "tanh":
        v = mp.sech(z.v) ** 2
        c = nearest_zero(z)
        return R(v, 2 * mp.sech(c) ** 2 * z.e + 6 * U * v)
    if g == "relu":
        if z.v != 0 and abs(z.v) <= 2 * z.e:
            raise Ambiguous()
        return R(1 if z.v > 0 else 0, 0)
    return R(1, 0)


def act_minus(g, z, y):
    """g(z) − y for a target y, as a careful evaluation forms it: for a
    saturated σ or tanh the difference is taken against the complement
    (σ(z) − y = (1 − y) − σ(−z)), so that a − y keeps its digits when a
    rounds to y = 1. Error: slope × error of z, plus ulps of the parts."""
    y = mp.mpf(y)
    # The value itself through the same complements: at 50 digits,
    # σ(124) − 1 would be 0 too.
    if g == "sigmoid":
        v = (1 - y) - sig(-z.v) if z.v > 0 else sig(z.v) - y
        c = nearest_zero(z)
        part = (abs(1 - y) + 2 * sig(-z.v)) if z.v > 0 else (2 * sig(z.v) + abs(y))
        return R(v, sig(c) * sig(-c) * z.e + U * (part + abs(v)))
    if g == "tanh":
        v = (1 - y) - 2 * sig(-2 * z.v) if z.v > 0 else 2 * sig(2 * z.v) - (1 + y)
        c = nearest_zero(z)
        part = (abs(1 - y) + 4 * sig(-2 * z.v)) if z.v > 0 else (abs(1 + y) + 4 * sig(2 * z.v))
        return R(v, mp.sech(c) ** 2 * z.e + U * (part + abs(v)))
    a = act(g, z)
    v = a.v - y
    return R(v, a.e + U * abs(v))


def softplus(z):
    """log(1 + e^z) at the working precision, for any z."""
    return max(z, 0) + mp.log1p(mp.exp(-abs(z)))


def logistic_loss(z, y):
    """−[y log σ(z) + (1 − y) log(1 − σ(z))] = y·softplus(−z) + (1 − y)·softplus(z),
    with its error: the slope σ(z) − y times the error of z (bounded over
    z ± e), plus a few ulps of each part."""
    y = mp.mpf(y)
    a, b = softplus(-z.v), softplus(z.v)
    v = y * a + (1 - y) * b
    slope = abs(sig(z.v) - y) + sig(nearest_zero(z)) * sig(-nearest_zero(z)) * z.e
    return R(v, slope * z.e + 6 * U * (y * a + (1 - y) * b))


def rmul(a, b):
    v = a.v * b.v
    return R(v, abs(a.v) * b.e + abs(b.v) * a.e + a.e * b.e + U * abs(v))






def leaf_tol(leaves, why, safety=2.0, cap=1e-8, floor=4 * U):
    """One Tol for a list of R leaves: rel is the largest relative bound
    among the leaves whose bound is below cap (well-conditioned), abs the
    largest absolute bound of the others (a leaf on a cancellation or an
    exact 0), at least the smallest subnormal. safety covers the
    first-order nature of the bounds."""
    rel, ab = floor, SUB
    for r in leaves:
        # Plain floats are precise enough for a tolerance (and fast on
        # 10⁴ leaves); a leaf beyond the float64 range is compared as ±inf.
        v, e = abs(float(r.v)), safety * float(r.e)
        if v == math.inf:
            continue
        if v != 0 and e <= cap * v:
            rel = max(rel, e / v)
        else:
            ab = max(ab, e)
    return Tol(rel=rel, abs=ab, why=why)


def flat(x):
    if isinstance(x, (list, tuple)):
        return [v for item in x for v in flat(item)]
    return [x]


def fl(x):
    """Nested lists of R to nested lists of floats."""
    if isinstance(x, (list, tuple)):
        return [fl(v) for v in x]
    return x.f()




# linear-threshold-unit

@check("linear-threshold-unit", ref="exact: the sign of wᵀx + b in rational arithmetic (Fraction)", tol=EXACT)
def linear_threshold_unit(g):
    def make(g):
        kind = g.pick("tie", "huge", "long", "cancel", "tiny") if g.hard else "typical"
        n = g.integer(1, 6)
        if kind == "typical":
            w, x, b = g.vector(n, -5, 5), g.vector(n, -5, 5), g.real(-5, 5)
        elif kind == "tie":
            # Small integers (or halves): wᵀx + b = 0 exactly, also in
            # float64; the formula says 1{· ≥ 0} = 1.
            w = [g.integer(-9, 9) / g.pick(1, 2, 4) for _ in range(n)]
            x = [float(g.integer(-9, 9)) for _ in range(n)]
            b = -float(exact_dot(w, x))
            if g.chance(0.3):
                b -= g.pick(0.25, -0.25, 1.0)  # just off the plane
        elif kind == "huge":
            w, x = g.magnitude_vector(n, -300, 300), g.magnitude_vector(n, -300, 300)
            b = g.signed_magnitude(-300, 300)
        elif kind == "long":
            n = 10_000
            w, x, b = g.normal_vector(n), g.normal_vector(n), g.real(-1, 1)
        elif kind == "cancel":
            # Products beyond the float64 range that cancel exactly, and
            # the bias decides: the plain sum is Inf − Inf.
            big = g.magnitude(200, 300)
            w, x = [big, big, 1.0], [g.magnitude(100, 200), 0.0, 1.0]
            x[1] = -x[0]
            b = g.pick(-1.0, -2.0, 0.5)
        else:
            # Tiny weights: products down to 1e-300 (those that underflow
            # altogether leave the sign to rounding, and are drawn again).
            w, x = g.magnitude_vector(n, -300, -150), g.magnitude_vector(n, -150, 0)
            b = g.pick(0.0, g.signed_magnitude(-320, -300))
        return {"w": w, "b": b, "x": x}, int(exact_sign(w, x, b) >= 0)

    return redraw(make, g)


# perceptron-update

@check("perceptron-update", ref="exact sign of wᵀx + b (Fraction); w − α(a − y)x in mpmath",
       tol=Tol(rel=2 * U, why="αx is one rounding and w − αx another"))
def perceptron_update(g):
    def make(g):
        n = g.length(1, 6, long=2000)
        if g.hard:
            kind = g.pick("huge", "tie", "tiny_alpha", "zero")
        else:
            kind = "typical"
        w, x, b = g.vector(n, -5, 5), g.vector(n, -5, 5), g.real(-5, 5)
        alpha = g.magnitude(-3, 0)
        y = g.integer(0, 1)
        if kind == "huge":
            w, x = g.magnitude_vector(n, -150, 150), g.magnitude_vector(n, -150, 150)
            b = g.signed_magnitude(-300, 300)
            alpha = g.magnitude(-300, 0)
        elif kind == "tie":
            w = [float(g.integer(-5, 5)) for _ in range(n)]
            x = [float(g.integer(-5, 5)) for _ in range(n)]
            b = -float(exact_dot(w, x))  # a = 1 exactly on the boundary
        elif kind == "tiny_alpha":
            alpha = g.magnitude(-300, -20)
        else:
            w, b = [0.0] * n, 0.0  # the usual start: a = 1{0 ≥ 0} = 1
        a = int(exact_sign(w, x, b) >= 0)
        e = a - y
        with mp.workdps(DPS):
            al = mp.mpf(alpha)
            # One rounding of αx_i and one of the difference: 2u·(|αx| +
            # |w_new|), absolute on a cancellation w ≈ αx.
            leaves = [R(v, U * (abs(al * xi) + abs(v)) if e else 0)
                      for v, xi in zip([mp.mpf(wi) - al * e * mp.mpf(xi) for wi, xi in zip(w, x)] + [mp.mpf(b) - al * e], x + [1.0])]
            out = {"w": fl(leaves[:-1]), "b": leaves[-1].f(), "a": a, "updated": a != y}
            tol = leaf_tol(leaves, "αx is one rounding and w − αx another; on a cancellation w ≈ αx the error is absolute", floor=2 * U)
        return {"w": w, "b": b, "x": x, "y": y, "alpha": alpha}, out, tol

    return redraw(make, g)


# logistic-regression-hypothesis

@check("logistic-regression-hypothesis", ref="mpmath: 1/(1 + e^{−θᵀx}) at 50 digits; ŷ from the exact sign of θᵀx",
       tol=Tol(rel=4 * U, abs=SUB, why="σ is within two ulps; the score's rounding enters through d log σ/dz = 1 − σ"))
def logistic_hypothesis(g):
    def make(g):
        n = g.integer(1, 5)
        theta = g.vector(n + 1, -3, 3)
        x = g.vector(n, -3, 3)
        if g.hard:
            kind = g.pick("huge", "saturated", "tie", "long")
            if kind == "huge":
                theta, x = g.magnitude_vector(n + 1, -300, 300), g.magnitude_vector(n, -300, 300)
            elif kind == "saturated":
                theta = [g.real(-1, 1) * g.pick(40, 800, 1e5)] + g.vector(n, -1, 1)
            elif kind == "tie":
                theta = [float(g.integer(-5, 5)) for _ in range(n + 1)]
                x = [float(g.integer(-5, 5)) for _ in range(n)]
                theta[0] = -float(exact_dot(theta[1:], x))
            else:
                n = 10_000
                theta, x = g.normal_vector(n + 1, 0.05), g.normal_vector(n)
        xb = [1.0] + x if g.chance(0.5) else None
        full = xb if xb is not None else [1.0] + x
        label = int(exact_sign(theta, full) >= 0)
        with mp.workdps(DPS):
            z = xdot(theta, full)
            h = act("sigmoid", z)
            out = {"h": h.f(), "y_hat": label}
            tol = leaf_tol([h], "σ within two ulps, plus the slope of σ times the rounding bound of θᵀx")
        return {"theta": theta, "x": xb if xb is not None else x}, out, tol

    return redraw(make, g)


# logistic-regression-regularized-cost

def logistic_cost_ref(X, y, theta, lam):
    """J(θ) at 50 digits with its error bound: the data term from the
    exact scores through softplus, the penalty λ/(2m)Σ_{j≥1}θ_j²."""
    m = len(X)
    with mp.workdps(DPS):
        data, err, mag = mp.mpf(0), mp.mpf(0), mp.mpf(0)
        for row, yi in zip(X, y):
            z = xdot(theta, row)
            l = logistic_loss(z, yi)
            data += l.v
            err += l.e
            mag += abs(l.v)
        pen = mp.mpf(lam) / (2 * m) * mp.fsum(mp.mpf(t) ** 2 for t in theta[1:])
        J = data / m + pen
        e = err / m + (m + 3) * U * mag / m + (len(theta) + 4) * U * pen + U * abs(J)
        return R(J, e)


@check("logistic-regression-regularized-cost",
       ref="mpmath: (1/m)Σ[y·softplus(−z) + (1 − y)·softplus(z)] + λ/(2m)Σ_{j≥1}θ_j² at 50 digits; sklearn log_loss agrees on typical data",
       tol=Tol(rel=8 * U, abs=SUB, why="softplus within a few ulps, the scores' rounding times |σ(z) − y|, the sums' rounding"))
def logistic_regression_cost(g):
    m, n = g.integer(1, 8), g.integer(1, 3)
    X = [[1.0] + g.vector(n, -3, 3) for _ in range(m)]
    y = [float(g.integer(0, 1)) for _ in range(m)]
    theta = g.vector(n + 1, -2, 2)
    lam = g.pick(0.0, g.real(0, 10))
    if g.hard:
        kind = g.pick("logits", "huge", "penalty", "soft", "onehot", "long")
        if kind == "logits":
            # Scores of ±800 and beyond: log σ(z) must stay finite.
            theta = [g.pick(-1, 1) * g.pick(800.0, 1e5, 1e300)] + g.vector(n, -1, 1)
            X = [[1.0] + g.vector(n, -1, 1) for _ in range(m)]
        elif kind == "huge":
            theta = g.magnitude_vector(n + 1, -150, 150)
            X = [[1.0] + g.magnitude_vector(n, -150, 150) for _ in range(m)]
            lam = g.magnitude(-300, 0)
        elif kind == "penalty":
            theta = [0.0] + g.magnitude_vector(n, 100, 200)
            lam = g.magnitude(-300, -250)  # λθ² finite although θ² overflows
        elif kind == "soft":
            y = [g.real(0, 1) for _ in range(m)]
        elif kind == "onehot":
            y = [float(g.integer(0, 1))] * m
            theta = [g.real(-30, 30)] + g.vector(n, -10, 10)
        else:
            m = 10_000
            X = [[1.0] + g.vector(n, -3, 3) for _ in range(m)]
            y = [float(g.integer(0, 1)) for _ in range(m)]
    if m <= 50 and not g.hard and lam == 0:
        # A second reference on typical data: scikit-learn's log_loss.
        from sklearn.metrics import log_loss
        from scipy.special import expit
        p = expit(np.asarray(X) @ np.asarray(theta))
        if 0 < p.min() and p.max() < 1 and len(set(y)) == 2:
            sk = log_loss(y, p, labels=[0, 1])
            ref = logistic_cost_ref(X, y, theta, lam)
            assert abs(sk - ref.f()) <= 1e-12 * max(1, abs(sk)), (sk, ref)
    if m > 50:
        # mpmath on 10⁴ rows is slow: the same formula in float64 with
        # math.fsum, whose error is bounded the same way.
        Z = [math.fsum([t * v for t, v in zip(theta, row)]) for row in X]
        sp = lambda z: max(z, 0) + math.log1p(math.exp(-abs(z)))
        J = math.fsum([(yi * sp(-z) + (1 - yi) * sp(z)) for z, yi in zip(Z, y)]) / m
        J += lam / (2 * m) * math.fsum(t * t for t in theta[1:])
        return {"X": X, "y": y, "theta": theta, "lambda": lam}, J, Tol(rel=64 * U * (n + 2), why="float64 with fsum: a few ulps per term, summed exactly")
    ref = logistic_cost_ref(X, y, theta, lam)
    return {"X": X, "y": y, "theta": theta, "lambda": lam}, ref.f(), leaf_tol([ref], "softplus within ulps, the scores' rounding times |σ(z) − y|, the sums' rounding")


# knn-classifier

def knn_exact(X, y, q, k, metric):
    """The k-NN label with exact distances: equally distant points in the
    order of X, a tied vote to the smallest label (eqx's documented rule,
    scikit-learn's mode). Ambiguous when the k-th and (k+1)-th distances
    differ by less than float64 can resolve."""
    fq = [Fraction(v) for v in q]
    d = []
    for i, row in enumerate(X):
        diffs = [abs(Fraction(a) - b) for a, b in zip(row, fq)]
        if metric == "euclidean":
            dist = sum(t * t for t in diffs)
        elif metric == "manhattan":
            dist = sum(diffs)
        else:
            dist = max(diffs)
        d.append((dist, i))
    d.sort()
    if k < len(d):
        a, b = d[k - 1][0], d[k][0]
        if a != b and (b - a) <= Fraction(1, 2 ** 40) * b:
            raise Ambiguous()
    votes = {}
    for _, i in d[:k]:
        votes[y[i]] = votes.get(y[i], 0) + 1
    top = max(votes.values())
    return min(l for l, c in votes.items() if c == top)


@check("knn-classifier", ref="sklearn KNeighborsClassifier (brute, typical); exact rational distances with eqx's tie rules (hard)", tol=EXACT)
def knn_classifier(g):
    def make(g):
        metric = g.pick("euclidean", "manhattan", "chebyshev")
        m, d = g.integer(3, 15), g.integer(1, 4)
        labels = [float(v) for v in range(g.integer(2, 4))]
        X = g.matrix(m, d, -5, 5)
        y = [g.pick(*labels) for _ in range(m)]
        q = g.vector(d, -5, 5)
        k = g.integer(1, m)
        kind = g.pick("ties", "votes", "huge", "tiny", "long", "undefined") if g.hard else "typical"
        if kind == "ties":
            # Points on an integer grid: many exact distance ties, decided
            # by the order of X.
            X = [[float(g.integer(-2, 2)) for _ in range(d)] for _ in range(m)]
            q = [float(g.integer(-1, 1)) for _ in range(d)]
        elif kind == "votes":
            # An even k over two labels, tied votes: the smallest label.
            X = [[float(g.integer(-3, 3)) for _ in range(d)] for _ in range(m)]
            y = [float(g.pick(1, -2.5)) for _ in range(m)]
            k = 2 * g.integer(1, m // 2)
        elif kind == "huge":
            X = [g.magnitude_vector(d, 250, 308) for _ in range(m)]
            q = g.magnitude_vector(d, 250, 308)
        elif kind == "tiny":
            X = [g.magnitude_vector(d, -320, -150) for _ in range(m)]
            q = g.magnitude_vector(d, -320, -150)
        elif kind == "long":
            m = 10_000
            X = g.matrix(m, d, -5, 5)
            y = [g.pick(*labels) for _ in range(m)]
            k = g.integer(1, 25)
        elif kind == "undefined":
            return ({"X": X, "y": y, "query": q, "k": m + g.integer(1, 3), "metric": metric},
                    Undefined("fewer than k training points: k nearest neighbours do not exist", "k"))
        inputs = {"X": X, "y": y, "query": q, "k": k}
        if metric != "euclidean" or g.chance(0.5):
            inputs["metric"] = metric
        if kind == "long":
            # 10⁴ points: the float distances rank them; the k-th and the
            # next must be clearly apart for the answer to be determined.
            A = np.abs(np.asarray(X) - np.asarray(q))
            d = np.sort((A ** 2).sum(1) if metric == "euclidean" else A.sum(1) if metric == "manhattan" else A.max(1))
            if d[k] - d[k - 1] <= 1e-9 * d[k]:
                raise Ambiguous()
            want = None
        else:
            want = knn_exact(X, y, q, k, metric)
        if kind in ("typical", "long"):
            from sklearn.neighbors import KNeighborsClassifier
            clf = KNeighborsClassifier(n_neighbors=k, metric=metric, algorithm="brute").fit(np.asarray(X), np.asarray(y))
            sk = float(clf.predict(np.asarray([q]))[0])
            assert want is None or sk == want, (sk, want)
            want = sk
        return inputs, want

    return redraw(make, g)


# bayes-decision-rule

def bayes_given(prior, lik):
    """The posterior l_j p_j / Σ l_k p_k at 50 digits and the first class
    of the largest exact product."""
    prods = [Fraction(l) * Fraction(p) for l, p in zip(lik, prior)]
    total = sum(prods)
    if total == 0:
        return None, None
    best = max(prods)
    cls = prods.index(best)
    # Two different products within rounding of each other: the decision
    # is not resolved by float64 products (one rounding each).
    for j, pj in enumerate(prods):
        if pj != best and (best - pj) <= Fraction(1, 2 ** 50) * best:
            raise Ambiguous()
    with mp.workdps(DPS):
        post = [tofloat(mpfrac(pj) / mpfrac(total)) for pj in prods]
    return cls, post


def gnb_ref(X, y, q):
    """scikit-learn's GaussianNB, written again at 50 digits: priors are
    class shares, variances population variances plus 1e-9 × the largest
    variance of a feature over all of X."""
    with mp.workdps(DPS):
        classes = sorted(set(y))
        n = len(q)
        m = len(X)

        def moments(rows):
            mu = [mp.fsum(mp.mpf(X[i][j]) for i in rows) / len(rows) for j in range(n)]
            var = [mp.fsum((mp.mpf(X[i][j]) - mu[j]) ** 2 for i in rows) / len(rows) for j in range(n)]
            return mu, var

        _, vall = moments(range(m))
        epsv = mp.mpf("1e-9") * max(vall)
        if epsv == 0:
            return None
        jll, mags = [], []
        for c in classes:
            rows = [i for i in range(m) if y[i] == c]
            mu, var = moments(rows)
            s = mp.log(mp.mpf(len(rows)) / m)
            mag = abs(s)
            for j in range(n):
                v = var[j] + epsv
                dq = mp.mpf(q[j]) - mu[j]
                t1 = mp.log(2 * mp.pi * v) / 2
                t2 = dq * dq / v / 2
                s -= t1 + t2
                # Rounding of the terms, of the mean (which shifts d by
                # ~n_c·u·max|x|) and of the variance (relative (n_c+3)u).
                scale = max(abs(mp.mpf(X[i][j])) for i in rows) + abs(mp.mpf(q[j]))
                mag += abs(t1) + t2 * (len(rows) + 6) + abs(dq) * scale * (len(rows) + 2) / v + 1
            jll.append(s)
            mags.append(mag)
        top = max(jll)
        w = [mp.exp(v - top) for v in jll]
        tot = mp.fsum(w)
        post = [v / tot for v in w]
        err = 8 * U * max(mags)  # absolute error of the log-likelihoods
        return classes, post, jll, err


@check("bayes-decision-rule",
       ref="mpmath: l_j P_j / Σ l_k P_k with the exact argmax (likelihoods); sklearn GaussianNB (typical) or GaussianNB's formulas at 50 digits (hard)",
       tol=Tol(rel=8 * U, abs=SUB, why="one rounding per product, the sum, the division; GaussianNB: the log-likelihoods' rounding (see per case)"))
def bayes_decision_rule(g):
    def make(g):
        if g.chance(0.55):
            return given(g)
        return gaussian(g)

    def given(g):
        n = g.integer(2, 5)
        prior = g.distribution(n, "dirichlet")
        lik = g.vector(n, 0, 2)
        inputs = {"prior": prior, "likelihood_x": lik}
        if g.hard:
            kind = g.pick("tiny", "tie", "onehot", "zero", "huge")
            if kind == "tiny":
                # Products below the normal range: eqx works in logs.
                lik = [g.magnitude(-320, -200) for _ in range(n)]
                prior = g.distribution(n, g.pick("tiny", "dirichlet"))
            elif kind == "tie":
                # Equal products written differently: the first class wins.
                # P₂ = 2P₁ and l₂ = l₁/2 are exact, so l₁P₁ = l₂P₂ exactly,
                # but log l + log P rounds differently for the two.
                n = 3
                a, b = g.real(0.05, 0.3), g.real(0.05, 0.45) * g.pick(1.0, 1.0, 1e-305)
                prior, lik = [a, 2 * a, 1 - 3 * a], [b, b / 2, g.real(0, b / 10)]
                if g.chance(0.5):  # the tied pair later in the list
                    prior, lik = [prior[2]] + prior[:2], [lik[2]] + lik[:2]
            elif kind == "onehot":
                prior = g.distribution(n, "onehot")
            elif kind == "zero":
                prior = g.distribution(n, g.pick("onehot", "sparse"))
                lik = [0.0 if p > 0 else lik[j] for j, p in enumerate(prior)]
                inputs = {"prior": prior, "likelihood_x": lik}
                return inputs, Undefined("every product p(x|ω)P(ω) is 0: the evidence p(x) is 0", "0", "zero", "undefined")
            else:
                lik = [g.magnitude(200, 308) for _ in range(n)]
            inputs = {"prior": prior, "likelihood_x": lik}
        if g.chance(0.3):
            inputs["model"] = "likelihoods"
        cls, post = bayes_given(prior, lik)
        if cls is None:
            return inputs, Undefined("every product is 0", "0", "zero", "undefined")
        # In the normal range eqx multiplies and normalises (a few ulps);
        # beyond it, it works with logs, whose rounding grows with |log|.
        direct = all(not (l and p) or 2.0 ** -1022 <= l * p <= 2.0 ** 1000 for l, p in zip(lik, prior))
        if direct:
            tol = Tol(rel=(n + 4) * U * 2, abs=SUB, why="a rounding per product, n in the sum, one in the division")
        else:
            big = max(abs(math.log(l)) + abs(math.log(p)) for l, p in zip(lik, prior) if l and p)
            tol = Tol(rel=8 * U * (n + big), abs=SUB,
                      why="products outside the normal range are normalised in log space: exp amplifies the logs' rounding by |log p|")
        return inputs, {"prediction": cls, "posterior": post, "proba": post}, tol

    def gaussian(g):
        n = g.integer(1, 3)
        ncls = g.integer(2, 3)
        per = [g.integer(2, 5) for _ in range(ncls)]
        X, y = [], []
        for c in range(ncls):
            mu = g.vector(n, -3, 3)
            for _ in range(per[c]):
                X.append([m + g.real(-1.5, 1.5) for m in mu])
                y.append(float(c))
        q = g.vector(n, -4, 4)
        kind = g.pick("scale", "tie", "constant", "far", "oneclass") if g.hard else "typical"
        if kind == "scale":
            s = 2.0 ** g.pick(g.integer(800, 1000), -g.integer(800, 1000))
            X = [[v * s for v in row] for row in X]
            q = [v * s for v in q]
        elif kind == "tie":
            # Mirror-image classes and the query midway: an exact tie,
            # which goes to the smallest label.
            n = 2
            a = [[1.0, 2.0], [2.0, 3.0]]
            off = float(g.integer(1, 4))
            X = a + [[v + off for v in row] for row in a]
            y = [0.0, 0.0, 1.0, 1.0]
            q = [1.5 + off / 2, 2.5 + off / 2]
        elif kind == "constant":
            c = g.vector(n, -3, 3)
            X = [list(c) for _ in X]
            return {"model": "GaussianNB", "X": X, "y": y, "query": q}, Undefined(
                "every feature is constant over X: every variance is 0 and no density exists", "constant", "variance")
        elif kind == "far":
            q = [v * 1e6 for v in q]
        elif kind == "oneclass":
            y = [3.0] * len(y)
        r = gnb_ref(X, y, q)
        classes, post, jll, err = r
        order = sorted(range(len(jll)), key=lambda i: -jll[i])
        if len(jll) > 1 and jll[order[0]] != jll[order[1]] and jll[order[0]] - jll[order[1]] <= 4 * err:
            raise Ambiguous()
        pred = classes[order[0]] if len(jll) == 1 or jll[order[0]] != jll[order[1]] else min(classes[order[0]], classes[order[1]])
        with mp.workdps(DPS):
            # dp_c = p_c(dj_c − Σ_k p_k dj_k): at most 2p_c(1 − p_c)·err for
            # log-likelihoods off by err each.
            leaves = [R(p, 2 * p * (1 - p) * err + 4 * U * p) for p in post]
            tol = leaf_tol(leaves, "the log-likelihoods' rounding (terms, means, variances) amplified by exp")
            postf = [tofloat(p) for p in post]
        if kind == "typical":
            from sklearn.naive_bayes import GaussianNB
            sk = GaussianNB().fit(np.asarray(X), np.asarray(y))
            pp = sk.predict_proba(np.asarray([q]))[0]
            for a, b in zip(pp, postf):
                assert abs(a - b) <= 1e-9 * max(b, 1e-300) + 1e-300 or abs(a - b) < 1e-12, (pp, postf)
        return ({"model": "GaussianNB", "X": X, "y": y, "query": q},
                {"prediction": pred, "proba": postf, "posterior": postf, "classes": classes}, tol)

    return redraw(make, g)
