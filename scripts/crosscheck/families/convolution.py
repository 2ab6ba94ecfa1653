"""Convolution and pooling: the continuous convolution of the named shapes
(mpmath.quad, split at the kinks), the discrete 1-D and 2-D convolutions
and cross-correlations (scipy.signal, direct method), the Sobel filters and
the image gradient, the convolution layer, and max and average pooling
(NumPy; means as exact fractions)."""

import math
from fractions import Fraction

import mpmath as mp
import numpy as np
import scipy.signal as signal
from numpy.lib.stride_tricks import sliding_window_view
from scipy.special import expit

from core import EXACT, Tol, Undefined, check

EPS = 2.0 ** -52
U = EPS / 2
SUB = 2.0 ** -1073  # twice the least subnormal

def refusal(g, p):
    """Whether this case should be one eqx must refuse: the last case
    always (so that every run has one), and hard ones with chance p."""
    return g.hard and (g.index == g.count - 1 or g.chance(p))

MODES = ("valid", "same", "full")


def mode_input(g, inputs):
    """Sets the optional mode (valid when left out); returns it."""
    mode = g.pick(*MODES)
    if mode != "valid" or g.chance(0.5):
        inputs["mode"] = mode
    return mode


def sum_tol(terms, bound, what):
    """The tolerance of a result made of sums of `terms` products each,
    whose absolute values sum to at most `bound`: eqx and the float64
    reference each err by ≤ terms·u·bound (recursive summation), and by half
    the least subnormal per rounding that underflows."""
    return Tol(rel=EPS, abs=2 * (terms + 1) * U * bound + 2 * terms * 2.0 ** -1074,
               why="two float64 sums of %s products (eqx's and SciPy's direct method): "
                   "each within (terms + 1)·u·Σ|w·x| of the exact value" % what)


def signal_values(g, n, partner_exp=0.0):
    """n samples: typical ones, or in a hard case huge, tiny, constant or
    an impulse. partner_exp bounds the magnitude so that a product with the
    other operand (of magnitude ~10^partner_exp) stays below ~1e306."""
    if not g.hard:
        return g.vector(n, -10, 10), "plain"
    kind = g.pick("huge", "tiny", "constant", "impulse", "plain")
    if kind == "huge":
        e = 305 - partner_exp - math.log10(64)
        return [g.sign() * 10.0 ** g.real(e - 20, e) for _ in range(n)], kind
    if kind == "tiny":
        return [g.sign() * 10.0 ** g.real(-320, -290) for _ in range(n)], kind
    if kind == "constant":
        return [g.real(-10, 10)] * n, kind
    if kind == "impulse":
        v = [0.0] * n
        v[g.integer(0, n - 1)] = g.real(-10, 10)
        return v, kind
    return g.vector(n, -10, 10), kind


def abs_sum(x, w, mode):
    """max over outputs of Σ|w_t x_{j−t}|: the scale of each sum's error."""
    return float(np.max(signal.convolve(np.abs(x), np.abs(w), mode="full", method="direct"))) if len(x) and len(w) else 0.0


@check("convolution-1d", ref="scipy.signal.convolve / scipy.signal.correlate (method='direct')",
       tol=Tol(rel=EPS, abs=1e-14, why="per case: two float64 sums of k products, each within (k + 1)·u·Σ|w·x|"))
def convolution_1d(g):
    asc, three, desc = "w[0]=w_{-k}, ..., w[2k]=w_k", "w[0]=w_{-1}, w[1]=w_0, w[2]=w_1", "w[0]=w_k, ..., w[2k]=w_{-k}"
    index = g.pick(None, asc, three, desc)
    k = 3 if index == three else g.pick(1, 3, 3, 5, 7, 9, g.integer(1, 9))
    w = g.vector(k, -5, 5)
    n = g.length(1, 30, long=10_000)
    x, kind = signal_values(g, n)
    if kind == "huge":
        w = [v * 10.0 ** -g.real(0, 5) for v in w]
    inputs = {"x": x, "w": w}
    if index is not None:
        inputs["w_index"] = index
    mode = mode_input(g, inputs)
    if index == three and g.hard and g.chance(0.25):
        inputs["w"] = w + [1.0]
        return inputs, Undefined("w_index names a 3-tap filter and w has 4 entries", "3-tap")
    if mode == "valid" and k > n:
        return inputs, Undefined("the filter is longer than the signal: 'valid' has no output", "larger", "valid")
    xa, wa = np.array(x), np.array(w)
    if index == desc:  # the stored filter is flipped: Σ w_t x_{j+t}
        want = signal.correlate(xa, wa, mode=mode, method="direct")
    else:
        want = signal.convolve(xa, wa, mode=mode, method="direct")
    return inputs, want.tolist(), sum_tol(k, abs_sum(xa, wa, mode), "k")


def image(g, rows, cols, lo=-10.0, hi=10.0):
    return g.matrix(rows, cols, lo, hi)


def image_values(g, rows, cols, filter_exp=0.0):
    """A typical image, or in a hard case a huge, tiny, constant, sparse or
    integer-valued one."""
    if not g.hard:
        return image(g, rows, cols), "plain"
    kind = g.pick("huge", "tiny", "constant", "sparse", "integer")
    if kind == "huge":
        e = 305 - filter_exp - math.log10(64)
        return [[g.sign() * 10.0 ** g.real(e - 20, e) for _ in range(cols)] for _ in range(rows)], kind
    if kind == "tiny":
        return [[g.sign() * 10.0 ** g.real(-320, -290) for _ in range(cols)] for _ in range(rows)], kind
    if kind == "constant":
        c = g.real(-10, 10)
        return [[c] * cols for _ in range(rows)], kind
    if kind == "sparse":
        return [[g.real(-10, 10) if g.chance(0.1) else 0.0 for _ in range(cols)] for _ in range(rows)], kind
    return [[float(g.integer(0, 255)) for _ in range(cols)] for _ in range(rows)], kind


def image_size(g, lo=1, hi=10):
    if g.hard and g.chance(0.2):
        return 100, 100  # 10^4 pixels
    return g.integer(lo, hi), g.integer(lo, hi)


def abs_sum2(X, W, mode):
    return float(np.max(signal.convolve2d(np.abs(X), np.abs(W), mode=mode))) if X.size and W.size else 0.0


@check("convolution-2d", ref="scipy.signal.convolve2d; the shape form: the shape of convolve2d's output (or H − k + 1, H, H + k − 1)",
       tol=Tol(rel=EPS, abs=1e-14, why="per case: two float64 sums of k_h·k_w products, each within (terms + 1)·u·Σ|W·X|"))
def convolution_2d(g):
    if g.chance(0.25):  # the shape form
        inputs = {}
        H, Wd = (g.integer(1, 64), g.integer(1, 64)) if not g.hard else (g.integer(1, 2 ** 30), g.integer(1, 2 ** 30))
        kh, kw = (g.integer(1, 9), g.integer(1, 9)) if not g.hard else (g.pick(1, g.integer(1, 9), H), g.integer(1, 12))
        form = g.pick("both", "both", "input", "kernel")
        if form in ("both", "input"):
            inputs["input_shape"] = [H, Wd]
        else:
            H, Wd = 5, 5  # the default image
        if form in ("both", "kernel"):
            inputs["kernel"] = [kh, kw]
        else:
            kh, kw = 3, 3  # the default filter
        mode = mode_input(g, inputs)
        if mode == "valid" and (kh > H or kw > Wd):
            return inputs, Undefined("the filter is larger than the image: 'valid' has no output", "larger")
        if H * Wd <= 4096 and kh * kw <= 4096:
            shape = signal.convolve2d(np.zeros((H, Wd)), np.zeros((kh, kw)), mode=mode).shape
        else:
            shape = {"valid": (H - kh + 1, Wd - kw + 1), "same": (H, Wd), "full": (H + kh - 1, Wd + kw - 1)}[mode]
        return inputs, {"output_shape": [float(shape[0]), float(shape[1])]}, EXACT
    rows, cols = image_size(g, 1, 8)
    kh, kw = g.integer(1, 5), g.integer(1, 5)
    W = image(g, kh, kw, -5, 5)
    X, kind = image_values(g, rows, cols)
    if kind == "huge":
        W = [[v * 10.0 ** -g.real(0, 5) for v in row] for row in W]
    inputs = {"X": X, "W": W}
    mode = mode_input(g, inputs)
    if mode == "valid" and (kh > rows or kw > cols):
        return inputs, Undefined("the filter is larger than the image in some axis: 'valid' has no output", "larger")
    Xa, Wa = np.array(X), np.array(W)
    want = signal.convolve2d(Xa, Wa, mode=mode)
    return inputs, want.tolist(), sum_tol(kh * kw, abs_sum2(Xa, Wa, mode), "k_h·k_w")


SOBEL_X = np.array([[-1.0, 0, 1], [-2, 0, 2], [-1, 0, 1]])
SOBEL_Y = SOBEL_X.T.copy()


@check("sobel-filter", ref="scipy.signal.convolve2d and scipy.signal.correlate2d with W_x, W_y",
       tol=Tol(rel=EPS, abs=1e-14, why="per case: two float64 sums of 9 products, each within 10·u·Σ|W·X|"))
def sobel_filter(g):
    rows, cols = image_size(g, 1, 12)
    X, _ = image_values(g, rows, cols, filter_exp=math.log10(2))
    filt = g.pick("W_x", "W_y")
    inputs = {"X": X, "filter": filt}
    mode = mode_input(g, inputs)
    if mode == "valid" and (rows < 3 or cols < 3):
        return inputs, Undefined("the 3×3 filter does not fit in the image: 'valid' has no output", "larger")
    Xa = np.array(X)
    W = SOBEL_X if filt == "W_x" else SOBEL_Y
    want = {"convolution": signal.convolve2d(Xa, W, mode=mode).tolist(),
            "cross_correlation": signal.correlate2d(Xa, W, mode=mode).tolist()}
    return inputs, want, sum_tol(9, abs_sum2(Xa, W, mode), "9")


def polar_ref(gx, gy):
    """(G, Θ) at 50 digits: √(gx² + gy²) and atan2(gy, gx) in (−π, π], with
    Θ = 0 for the zero gradient."""
    with mp.workdps(50):
        G = mp.sqrt(mp.mpf(gx) ** 2 + mp.mpf(gy) ** 2)
        if gx == 0 and gy == 0:
            return float(G), 0.0
        th = mp.atan2(mp.mpf(gy), mp.mpf(gx))
        if gy == 0 and gx < 0:
            th = +mp.pi  # atan2(−0, x < 0) is −π; the range is (−π, π]
        return float(G), float(th)


POLAR_TOL = Tol(rel=2 * EPS, abs=SUB, why="hypot and atan2 are each within an ulp or so in Go's math")


@check("image-gradient", ref="mpmath: √(gx² + gy²) and atan2(gy, gx) at 50 digits; the maps from scipy.signal.correlate2d with W_x, W_y",
       tol=POLAR_TOL)
def image_gradient(g):
    if g.chance(0.5):  # one pixel
        if not g.hard:
            gx, gy = g.real(-10, 10), g.real(-10, 10)
        else:
            gx = g.pick(g.signed_magnitude(-300, 300), 0.0, -0.0, g.real(-10, 10))
            gy = g.pick(g.signed_magnitude(-300, 300), 0.0, -0.0, g.real(-10, 10))
        inputs = {}
        if g.chance(0.9):
            inputs["gx"] = gx
        else:
            gx = 3.0  # the default
        if g.chance(0.9):
            inputs["gy"] = gy
        else:
            gy = 4.0
        G, th = polar_ref(gx, gy)
        return inputs, {"G": G, "Theta": th}
    # A whole image. Integer-valued images (times a power of two) make the
    # Sobel sums exact, so that Θ is well defined even where the gradient
    # is small; a real-valued image is compared on G alone, whose error is
    # that of the sums.
    rows, cols = image_size(g, 1, 12)
    integer = not g.hard or g.chance(0.6)
    if integer:
        scale = 1.0 if not g.hard else 2.0 ** g.pick(0, g.integer(-1060, -900), g.integer(900, 1010))
        X = [[float(g.integer(0, 255)) * scale for _ in range(cols)] for _ in range(rows)]
    else:
        X, _ = image_values(g, rows, cols, filter_exp=math.log10(2))
    inputs = {"X": X}
    mode = mode_input(g, inputs)
    if mode == "valid" and (rows < 3 or cols < 3):
        return inputs, Undefined("the 3×3 filters do not fit in the image: 'valid' has no output", "larger")
    Xa = np.array(X)
    gx = signal.correlate2d(Xa, SOBEL_X, mode=mode)
    gy = signal.correlate2d(Xa, SOBEL_Y, mode=mode)
    if integer:
        G, TH = [], []
        for rx, ry in zip(gx.tolist(), gy.tolist()):
            pairs = [polar_ref(a, b) for a, b in zip(rx, ry)]
            G.append([p[0] for p in pairs])
            TH.append([p[1] for p in pairs])
        return inputs, {"G": G, "Theta": TH}
    G = np.hypot(gx, gy).tolist()
    bound = abs_sum2(Xa, SOBEL_X, mode)
    return inputs, {"G": G}, Tol(rel=2 * EPS, abs=2 * math.sqrt(2) * 10 * U * bound + 40 * 2.0 ** -1074,
                                 why="G moves by at most the error of (gx, gy): two float64 sums of 9 products each, within 10·u·Σ|W·X|")


ACTS = {"relu": (lambda v: np.maximum(v, 0.0), 1.0), "identity": (lambda v: v, 1.0),
        "tanh": (np.tanh, 1.0), "sigmoid": (expit, 0.25)}


@check("convolution-layer", ref="scipy.signal.convolve2d + b, then numpy.maximum / numpy.tanh / scipy.special.expit",
       tol=Tol(rel=4 * EPS, abs=1e-14, why="per case: the sums' error (k·u·Σ|W·X|) times the slope of g, plus a few ulps of g"))
def convolution_layer(g):
    rows, cols = image_size(g, 1, 8)
    kh, kw = g.integer(1, 5), g.integer(1, 5)
    W = image(g, kh, kw, -2, 2)
    X, kind = image_values(g, rows, cols, filter_exp=math.log10(2))
    act = g.pick(*ACTS)
    b = g.real(-10, 10) if not g.hard else g.pick(0.0, g.real(-10, 10), g.signed_magnitude(-300, 300) if kind != "huge" else 0.0)
    inputs = {"X": X, "W": W, "b": b, "g": act}
    mode = mode_input(g, inputs)
    if mode == "valid" and (kh > rows or kw > cols):
        return inputs, Undefined("the filter is larger than the image in some axis: 'valid' has no output", "larger")
    Xa, Wa = np.array(X), np.array(W)
    fn, slope = ACTS[act]
    v = signal.convolve2d(Xa, Wa, mode=mode) + b
    want = fn(v)
    bound = abs_sum2(Xa, Wa, mode) + abs(b)
    n = kh * kw + 1
    return inputs, want.tolist(), Tol(rel=4 * EPS, abs=slope * 2 * (n + 1) * U * bound + 2 * n * 2.0 ** -1074,
                                      why="the sums' error (two of n = k_h·k_w + 1 terms, each within (n + 1)·u·(Σ|W·X| + |b|)) "
                                          "times the slope of g (≤ 1, ¼ for σ), plus a few ulps of g")


# Pooling.

def mean_exact(v):
    """The mean of the floats v, exactly, rounded once."""
    return float(sum(map(Fraction, v)) / len(v))


def mean_tol(m, abs_mean):
    """A plain float64 sum of m values errs by ≤ (m − 1)·u·Σ|x|; divided by
    m, by (m − 1)·u·mean|x|; the division adds half an ulp."""
    return Tol(rel=EPS, abs=(m + 1) * U * abs_mean + 2.0 ** -1074,
               why="a float64 sum of m values is within (m − 1)·u·Σ|x| (scaled by 1/m first when it would overflow); the division adds an ulp")


def window_values(g, m):
    if not g.hard:
        return g.vector(m, -10, 10)
    kind = g.pick("huge", "tiny", "ties", "mixed", "plain")
    if kind == "huge":  # near the top of the range: the plain sum overflows
        return [g.sign() * g.real(0.5, 1) * 1.7976931348623157e308 for _ in range(m)]
    if kind == "tiny":
        return [g.sign() * 10.0 ** g.real(-323, -300) for _ in range(m)]
    if kind == "ties":
        return [float(g.integer(-2, 2)) for _ in range(m)]
    if kind == "mixed":
        return g.magnitude_vector(m, -300, 300)
    return g.vector(m, -10, 10)


def pooling_check(g, is_max):
    if g.chance(0.4):  # one window
        m = g.length(1, 16, long=10_000)
        x = window_values(g, m)
        if is_max:
            return {"x": x}, float(np.max(x)), EXACT
        return {"x": x}, mean_exact(x), mean_tol(m, float(np.mean(np.abs(np.array(x) / m))) * m)
    rows, cols = image_size(g, 1, 10)
    X = [window_values(g, cols) for _ in range(rows)]
    ph, pw = g.integer(1, 4), g.integer(1, 4)
    if g.hard and g.chance(0.3):
        ph, pw = g.pick((rows, cols), (g.integer(1, rows), g.integer(1, cols)))
    inputs = {"X": X}
    if (ph, pw) != (2, 2) or g.chance(0.5):
        inputs["pool"] = [ph, pw]
    sr, sc = ph, pw
    if g.chance(0.5):
        s = g.integer(1, 4) if not g.hard else g.pick(1, g.integer(1, 4), 1000)
        inputs["stride"] = s
        sr = sc = s
    if g.hard and g.chance(0.1):
        inputs["pool"] = [ph + 0.5, pw]
        return inputs, Undefined("a window of 2.5 rows", "whole number")
    if ph > rows or pw > cols:
        return inputs, Undefined("the window is larger than the map", "larger")
    Xa = np.array(X)
    win = sliding_window_view(Xa, (ph, pw))[::sr, ::sc]
    if is_max:
        return inputs, win.max(axis=(2, 3)).tolist(), EXACT
    want = [[mean_exact(w.ravel().tolist()) for w in row] for row in win]
    m = ph * pw
    absmean = float(np.max(np.abs(win / m).sum(axis=(2, 3))))
    return inputs, want, mean_tol(m, absmean)


@check("max-pooling", ref="numpy.max over each window (numpy sliding_window_view, floor mode)", tol=EXACT)
def max_pooling(g):
    return pooling_check(g, True)


@check("average-pooling", ref="the exact mean (fractions.Fraction) of each window, rounded once",
       tol=Tol(rel=EPS, abs=1e-15, why="per case: a float64 sum of m values is within (m − 1)·u·Σ|x|"))
def average_pooling(g):
    return pooling_check(g, False)


# The continuous convolution.

BOX, TRI, GAUSS, EXPO = "box on [0,1]", "triangle on [-1,1]", "N(0,1) pdf", "exp(-t) u(t)"


def shape_fn(name, w):
    """(function at 40 digits, support (lo, hi), points where the quadrature
    should split: kinks and, for the smooth bumps, the places where their
    mass lies, peak)."""
    w = mp.mpf(w)
    if name == BOX:
        return (lambda t: 1 / w if 0 <= t <= w else mp.mpf(0)), (mp.mpf(0), w), [], 1 / w
    if name == TRI:
        return (lambda t: max(mp.mpf(0), 1 - abs(t) / w) / w), (-w, w), [mp.mpf(0)], 1 / w
    if name == GAUSS:
        pts = [k * w for k in (-40, -20, -10, -5, -2, 0, 2, 5, 10, 20, 40)]
        return (lambda t: mp.npdf(t, 0, w)), (-mp.inf, mp.inf), pts, 1 / (w * mp.sqrt(2 * mp.pi))
    pts = [k * w for k in (0.5, 2, 5, 10, 20, 40, 80)]
    return (lambda t: mp.exp(-t / w) / w if t >= 0 else mp.mpf(0)), (mp.mpf(0), mp.inf), pts, 1 / w


def continuous_ref(f, wf, g_, wg, t):
    """(f ∗ g)(t) = ∫ f(τ) g(t − τ) dτ by mpmath.quad at 30 digits, over the
    overlap of the supports, split at every kink of f and of g(t − ·)."""
    with mp.workdps(30):
        t = mp.mpf(t)
        F, (fa, fb), fp, pf = shape_fn(f, wf)
        G, (ga, gb), gp, pg = shape_fn(g_, wg)
        lo, hi = max(fa, t - gb), min(fb, t - ga)
        if not lo < hi:
            return 0.0, float(min(pf, pg))
        pts = [lo, hi] + [p for p in fp if lo < p < hi] + [t - p for p in gp if lo < t - p < hi]
        pts = sorted(set(pts))
        val = mp.quad(lambda tau: F(tau) * G(t - tau), pts)
        return float(val), float(min(pf, pg))


@check("convolution-continuous", ref="mpmath.quad of f(τ)·g(t − τ) at 30 digits, split at the kinks",
       tol=Tol(rel=1e-13, abs=1e-13, why="the kernel's documented accuracy: adaptive Gauss–Legendre to about 1e-13 of the result's scale, "
                                         "min(peak f, peak g) (1 for width-1 shapes); see the per-case tolerance"),
       cases=30)
def convolution_continuous(g):
    shapes = (BOX, TRI, GAUSS, EXPO)
    f, g_ = g.pick(*shapes), g.pick(*shapes)
    inputs = {"f": f, "g": g_}
    wf = wg = 1.0
    if g.chance(0.7):
        wf = g.real(0.1, 5) if not g.hard else g.pick(1e-3, 1e3, 10.0 ** g.real(-3, 3))
        inputs["f_width"] = wf
    if g.chance(0.7):
        wg = g.real(0.1, 5) if not g.hard else g.pick(1e-3, 1e3, 10.0 ** g.real(-3, 3))
        inputs["g_width"] = wg
    span = 2 * (wf + wg)
    if not g.hard:
        t = g.real(-span, 2 * span)
    else:
        # The kinks themselves, far tails, and shifts of the narrower shape
        # across the wider one.
        t = g.pick(0.0, wf, wg, wf + wg, -wg, wf - wg, g.real(-span, 2 * span),
                   g.signed_magnitude(3, 300), g.real(-50, 50) * max(wf, wg))
    inputs["t"] = t
    if refusal(g, 0.1):
        inputs[g.pick("f_width", "g_width")] = g.pick(0.0, -1.0, 5e-4, 2e3)
        return inputs, Undefined("a width outside [1e-3, 1e3] (0 or negative: no unit-area shape)", "outside")
    want, peak = continuous_ref(f, wf, g_, wg, t)
    return inputs, want, Tol(rel=1e-13, abs=1e-13 * peak,
                             why="the kernel's documented accuracy, about 1e-13 of the result's scale min(peak f, peak g)")
