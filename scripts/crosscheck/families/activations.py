"""Activations: sigmoid, tanh, ReLU, GELU, softmax, σ′."""

import math

import mpmath as mp
import numpy as np
from scipy.special import expit

from core import EXACT, Tol, check

EPS = 2.0 ** -52
# The smallest subnormal, twice: a result that underflows may round either
# way at the bottom of the range.
SUB = 2.0 ** -1073


def scalar_input(g, typical, extreme=800.0):
    """A scalar input: typical within ±typical; in hard cases an
    overflow-prone value, a huge magnitude, or ±∞."""
    if not g.hard:
        return g.real(-typical, typical)
    return g.pick(g.real(-extreme, extreme), g.signed_magnitude(-300, 300), g.signed_magnitude(-320, -1),
                  g.sign() * math.inf)


def number_or_list(g, draw, ref):
    """The input of an elementwise activation, and its reference: a number,
    or (a third of the time, as NumPy users pass one) a list of them."""
    if g.chance(1 / 3):
        xs = [draw() for _ in range(g.length(1, 10, long=1000))]
        return xs, [ref(x) for x in xs]
    x = draw()
    return x, ref(x)


def sigmoid_ref(z):
    """σ(z) at 60 digits. SciPy's expit agrees to an ulp down to z ≈ −708
    and flushes to 0 below, where σ(z) = e^z is subnormal but not 0."""
    if math.isinf(z):
        return 1.0 if z > 0 else 0.0
    if z > -700:
        return float(expit(z))
    with mp.workdps(60):
        return float(1 / (1 + mp.exp(-mp.mpf(z))))


@check("sigmoid", ref="scipy.special.expit; mpmath at 60 digits below z = −700, where expit flushes subnormal results to 0",
       tol=Tol(rel=2 * EPS, abs=SUB, why="expit is within an ulp of σ(z); eqx too (two ulps between them)"))
def sigmoid(g):
    z, want = number_or_list(g, lambda: scalar_input(g, 10), sigmoid_ref)
    return {"z": z}, want


@check("tanh", ref="numpy.tanh",
       tol=Tol(rel=2 * EPS, why="tanh is within an ulp in NumPy's libm and in Go's math"))
def tanh(g):
    x, want = number_or_list(g, lambda: scalar_input(g, 5), lambda x: float(np.tanh(x)))
    return {"x": x}, want


@check("relu", ref="numpy.maximum(0, z)", tol=EXACT)
def relu(g):
    z, want = number_or_list(g, lambda: scalar_input(g, 5), lambda z: float(np.maximum(0.0, z)))
    return {"z": z}, want


def gelu_ref(x):
    """x·Φ(x) at 60 digits."""
    if math.isinf(x) or x > 40:
        return x if x > 0 else 0.0
    if x < -40:
        return -0.0  # below −40 · 10⁻³⁵⁰: less than the least subnormal
    with mp.workdps(60):
        return float(mp.mpf(x) * mp.ncdf(x))


@check("gelu", ref="mpmath: x·Φ(x) at 60 digits",
       tol=Tol(rel=4 * EPS, abs=SUB, why="Φ through erfc is within a few ulps; x·Φ(x) adds one rounding"))
def gelu(g):
    x, want = number_or_list(g, lambda: scalar_input(g, 5, extreme=40), gelu_ref)
    if min(x if isinstance(x, list) else [x]) < -37.5:
        # Φ(x) is subnormal there; eqx sums the asymptotic series as one
        # exponential whose argument (≈ −700) rounds by 700 ulps.
        return {"x": x}, want, Tol(rel=2e-13, abs=SUB, why="the exponent of the tail series rounds by ~700 ε")
    return {"x": x}, want


def softmax_ref(z, T):
    with mp.workdps(60):
        m = max(z)
        e = [mp.exp((mp.mpf(v) - m) / T) for v in z]
        s = mp.fsum(e)
        return [float(v / s) for v in e]


@check("softmax", ref="mpmath: exp((z_i − max z)/T)/Σ at 60 digits",
       tol=Tol(rel=16 * EPS, abs=SUB, why="exp amplifies the rounding of (z_i − max z)/T by its size; see the per-case tolerance"))
def softmax(g):
    n = g.length(1, 10, long=10_000)
    if g.hard:
        z = g.pick(g.vector(n, 1e3, 1e3 + 50), g.vector(n, -1e5, 1e5), [5.0] * n, g.magnitude_vector(n, -300, 300))
    else:
        z = g.vector(n, -10, 10)
    inputs = {"z": z}
    T = 1.0
    if g.chance(0.5):
        T = g.magnitude(-1, 1) if not g.hard else g.magnitude(-3, 3)
        inputs["T"] = T
    spread = (max(z) - min(z)) / T
    if not math.isfinite(spread):
        spread = 1e308
    # The inputs' differences are exact to an ulp of their size; the
    # exponentials amplify that by the spread (condition number of exp).
    tol = Tol(rel=16 * EPS * (1 + min(spread, 1e6)), abs=SUB,
              why="exp amplifies the rounding of (z_i − max z)/T by its size")
    if spread > 1e6:
        tol = Tol(rel=1e-10, abs=1e-300, why="a spread beyond 10^6 makes every entry but the largest underflow")
    return inputs, softmax_ref(z, T), tol


def sigmoid_derivative_ref(z):
    """σ(z)·σ(−z) at 60 digits (1 − σ(z) would lose the right tail)."""
    with mp.workdps(60):
        z = mp.mpf(z)
        return float(1 / (1 + mp.exp(-z)) / (1 + mp.exp(z)))


@check("sigmoid-derivative", ref="mpmath: σ(z)σ(−z) at 60 digits; a(1 − a) for a given activation",
       tol=Tol(rel=4 * EPS, abs=SUB, why="σ(z)(1 − σ(z)) = e^{−|z|}/(1 + e^{−|z|})² is within a few ulps computed that way"))
def sigmoid_derivative(g):
    if g.chance(0.3):
        def a_ref(a):
            with mp.workdps(60):
                return float(mp.mpf(a) * (1 - mp.mpf(a)))
        a, want = number_or_list(g, g.probability, a_ref)
        return {"a": a}, want
    z, want = number_or_list(g, lambda: scalar_input(g, 10, extreme=745),
                             lambda z: 0.0 if math.isinf(z) else sigmoid_derivative_ref(z))
    return {"z": z}, want


# The ReLU's smooth and leaky relatives. References at 60 digits; PyTorch
# is not here, and SciPy has none of them but softplus's pieces.

def mp60(f):
    """f of an mpf at 60 digits, for a float64 x (±Inf by their limits)."""
    def ref(x):
        with mp.workdps(60):
            return float(f(mp.mpf(x)))
    return ref


LAMBDA = mp.mpf("1.0507009873554804934193349852946")
ALPHA = mp.mpf("1.6732632423543772848170429916717")


def smooth_input(g):
    return scalar_input(g, 6, extreme=745)


@check("silu", ref="mpmath: x/(1 + e^−x) at 60 digits",
       tol=Tol(rel=4 * EPS, abs=SUB, why="one exponential, one division and one product, each within an ulp"))
def silu(g):
    ref = mp60(lambda x: x / (1 + mp.exp(-x)))
    x, want = number_or_list(g, lambda: smooth_input(g), lambda x: 0.0 if x == -math.inf else (x if x == math.inf else ref(x)))
    return {"x": x}, want


@check("mish", ref="mpmath: x·tanh(log(1 + e^x)) at 60 digits",
       tol=Tol(rel=6 * EPS, abs=SUB, why="one exponential and a rational function of it, each within an ulp or two"))
def mish(g):
    ref = mp60(lambda x: x * mp.tanh(mp.log1p(mp.exp(x))))
    x, want = number_or_list(g, lambda: smooth_input(g), lambda x: 0.0 if x == -math.inf else (x if x == math.inf else ref(x)))
    return {"x": x}, want


@check("softplus", ref="numpy.logaddexp(0, x)",
       tol=Tol(rel=2 * EPS, abs=SUB, why="logaddexp is max + log1p(e^−|x|), within an ulp, as eqx's is"))
def softplus(g):
    x, want = number_or_list(g, lambda: scalar_input(g, 6), lambda x: float(np.logaddexp(0.0, x)))
    return {"x": x}, want


@check("leaky-relu", ref="numpy.where(x >= 0, x, α·x)", tol=EXACT)
def leaky_relu(g):
    alpha = g.pick(0.01, 0.2, g.real(0, 1), 0.0, 1.0)
    x, want = number_or_list(g, lambda: scalar_input(g, 5), lambda x: float(np.where(x >= 0, x, alpha * x)))
    return {"x": x, "alpha": alpha}, want


@check("elu", ref="mpmath: α·(e^x − 1) at 60 digits below 0",
       tol=Tol(rel=3 * EPS, abs=SUB, why="expm1 within an ulp, times α"))
def elu(g):
    alpha = g.magnitude(-2, 1) if not g.hard else g.magnitude(-300, 300)
    ref = mp60(lambda x: x if x > 0 else alpha * mp.expm1(x))
    x, want = number_or_list(g, lambda: smooth_input(g),
                             lambda x: x if x > 0 else (-alpha if x == -math.inf else ref(x)))
    return {"x": x, "alpha": alpha}, want


@check("selu", ref="mpmath: λ·(x or α(e^x − 1)) at 60 digits, the paper's 32-digit constants",
       tol=Tol(rel=4 * EPS, abs=SUB, why="λ and λα rounded once each, expm1 within an ulp"))
def selu(g):
    ref = mp60(lambda x: LAMBDA * x if x > 0 else LAMBDA * ALPHA * mp.expm1(x))
    x, want = number_or_list(g, lambda: smooth_input(g),
                             lambda x: x if x == math.inf else (-float(LAMBDA * ALPHA) if x == -math.inf else ref(x)))
    return {"x": x}, want
