"""Attention: the alignment scores (dot, general, additive and the generic
score that chooses among them), the attention weights and context vector,
the attentional decoder state and output distribution, scaled dot-product
and multi-head attention.

The references are the formulas written again in mpmath at 50 digits (a
product of two doubles is exact there, so a dot product is exact but for
the final rounding), or, for the few vectors of 10^4 entries, the exact dot
product of two-products summed by math.fsum. The tolerances are the
classical error bounds of a float64 evaluation (Higham, Accuracy and
Stability of Numerical Algorithms, ch. 3): γ_n·Σ|a_i b_i| for a dot product
of n terms, the amplification of an error δ in a logit into a relative
error e^δ − 1 of a softmax entry, and |tanh(a ± δ) − tanh(a)| for a
pre-activation off by δ. They are computed from each case, so an
ill-conditioned case gets the room a careful implementation needs and a
well-conditioned one none.
"""

import math
import sys

import mpmath as mp
import numpy as np

from core import Tol, Undefined, check

U = 2.0 ** -53  # the unit roundoff of float64
TINY = 2.0 ** -1074  # the smallest subnormal
# Four ulps of the subnormal range: a result that lands there carries the
# absolute error of exp (or of a product) and of the division after it.
SUB4 = 2.0 ** -1072
MAXF = sys.float_info.max
DPS = 50


def gamma(n):
    """γ_n = n·u/(1 − n·u), the bound on the relative error of n roundings."""
    return n * U / (1 - n * U)


# ---------------------------------------------------------------------------
# Exact arithmetic.


def mp_dot(a, b):
    """Σ a_i b_i in mpmath (exact products, a 50-digit sum)."""
    with mp.workdps(DPS):
        return mp.fsum(mp.mpf(x) * mp.mpf(y) for x, y in zip(a, b))


def _split(x):
    c = 134217729.0 * x  # Veltkamp's splitter 2^27 + 1
    hi = c - (c - x)
    return hi, x - hi


def exact_dot(a, b):
    """The correctly rounded Σ a_i b_i, for long vectors whose products
    neither overflow nor fall below 2^-900: each product is split into
    p + e exactly (Dekker's two-product) and math.fsum adds all the pieces
    exactly before one rounding."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return math.fsum(np.concatenate([p, e]))


def to_float(x):
    """An mpf rounded to float64 (±inf beyond the range)."""
    return float(x)


def mp_softmax(z):
    """softmax of mpf (or float) logits at 50 digits, as floats."""
    with mp.workdps(DPS if len(z) <= 200 else 30):
        z = [mp.mpf(v) for v in z]
        top = max(z)
        e = [mp.exp(v - top) for v in z]
        s = mp.fsum(e)
        return [float(v / s) for v in e]


def softmax_rel(spread, n, dz=0.0):
    """The relative error of softmax entries computed in float64 from logits
    off by at most dz each: e^{2·dz} − 1 from the logits (the entry's own
    and the log-sum-exp's), plus u·|z_i − max| from rounding the shift (up
    to the 745 beyond which an entry underflows), (n − 1)·u from summing n
    exponentials and a few u for exp and the division."""
    return math.expm1(2 * dz + U * (2 * min(spread, 746.0) + n + 4))


def spread_of(z):
    s = max(z) - min(z)
    return s if math.isfinite(s) else math.inf


# ---------------------------------------------------------------------------
# attention-weights


@check("attention-weights", ref="mpmath: exp(e_j − max e) / Σ_k exp(e_k − max e) at 50 digits",
       tol=Tol(rel=4 * U * 10, abs=SUB4, why="the rounding of e_j − max e, amplified by exp, and n − 1 additions; see the per-case tolerance"))
def attention_weights(g):
    n = g.length(1, 10)
    if g.hard:
        kind = g.pick("offset", "spread", "ties", "magnitude", "dominant", "edge")
        if n == 10_000:
            kind = g.pick("offset", "spread", "ties", "plain")
        if kind == "offset":  # large scores of a small spread: the shift matters
            base = g.pick(1e3, 1e8, 1e15)
            e = [base + v for v in g.vector(n, 0, 50)]
        elif kind == "spread":  # most weights underflow
            e = g.vector(n, -1e5, 1e5)
        elif kind == "ties":  # a few distinct values, each repeated
            vals = g.vector(g.integer(1, 3), -5, 5)
            e = [g.pick(*vals) for _ in range(n)]
        elif kind == "magnitude":
            e = g.magnitude_vector(n, -300, 300)
        elif kind == "dominant":  # one score far above: the others near or below the subnormal range
            e = g.vector(n, -1, 1)
            e[g.integer(0, n - 1)] += g.real(700, 750)
        elif kind == "edge":  # the ends of the float64 range
            e = [g.sign() * g.pick(MAXF, 1e308, 5e-324, 0.0) for _ in range(n)]
        else:
            e = g.vector(n, -20, 20)
    else:
        e = g.vector(n, -5, 5) if g.chance(0.7) else g.vector(n, -30, 30)
    spread = spread_of(e)
    tol = Tol(rel=softmax_rel(spread, n), abs=SUB4,
              why="u·|e_j − max e| from the shift, amplified by exp, plus (n − 1)u for the sum (Higham §3)")
    return {"e": e}, mp_softmax(e), tol


# ---------------------------------------------------------------------------
# attention-context-vector


@check("attention-context-vector", ref="mpmath: Σ_j α_j h_j at 50 digits (exact two-products + math.fsum for 10^4 states)",
       tol=Tol(rel=2 * U, why="γ_n·Σ_j α_j|h_jk| for the sum of n products; see the per-case tolerance"))
def attention_context_vector(g):
    if not g.hard and g.index % 10 == 4:  # refusals: weights that are not a distribution, or one per state
        n, d = g.integer(2, 5), g.integer(1, 3)
        h = g.matrix(n, d)
        if g.chance(0.5):
            alpha = [0.9 * a for a in g.distribution(n)]
            return {"alpha": alpha, "h": h}, Undefined("the weights sum to 0.9, not 1", "sum")
        return {"alpha": g.distribution(n + 1), "h": h}, Undefined("one weight per encoder state", "rows", "weights")
    n = g.length(1, 8)
    d = g.integer(1, 4)
    if n == 10_000:
        d = 2
        alpha = g.distribution(n, g.pick("dirichlet", "uniform", "sparse", "onehot"))
        h = g.matrix(n, d, -10, 10)
    elif g.hard:
        alpha = g.distribution(n)
        kind = g.pick("rows", "tiny", "huge", "ties")
        if kind == "rows":  # each state of its own magnitude, 10^±300
            h = [[g.sign() * g.real(0.1, 1) * 10.0 ** e for _ in range(d)] for e in g.vector(n, -300, 300)]
        elif kind == "tiny":  # products deep in the subnormal range
            h = g.matrix(n, d, -1, 1)
            h = [[v * 1e-300 for v in row] for row in h]
        elif kind == "huge":  # near the top of the range; a convex combination stays below it
            h = [[g.sign() * g.real(0.5, 1) * 1e308 for _ in range(d)] for _ in range(n)]
            alpha = g.distribution(n, "uniform") if g.chance(0.5) else alpha
        else:  # identical states: c is that state, whatever the weights
            row = g.vector(d)
            h = [list(row) for _ in range(n)]
    else:
        alpha = g.distribution(n)
        h = g.matrix(n, d)
    H = np.array(h)
    A = np.array(alpha)
    if n > 1000:
        want = [exact_dot(A, H[:, k]) for k in range(d)]
    else:
        want = [to_float(mp_dot(alpha, H[:, k])) for k in range(d)]
    scale = float(np.max(np.abs(A) @ np.abs(H)))  # max_k Σ_j α_j |h_jk|
    tol = Tol(rel=2 * U, abs=gamma(n + 1) * scale + (n + 1) * TINY,
              why="γ_{n+1}·max_k Σ_j α_j|h_jk| (n products and n − 1 additions, normwise), plus an ulp of the subnormal range per product")
    return {"alpha": alpha, "h": h}, want, tol


# ---------------------------------------------------------------------------
# Dot products of two states (dot, generic) and their hard cases.


def dot_pair(g, n=None):
    """Two state vectors for a dot product, and how the case was built
    ("plain", "exact" when every term and partial sum is exact in float64
    so the answer must be exact, "overflow" when the true value is beyond
    the range)."""
    n = n or g.length(1, 8)
    if not g.hard:
        return g.vector(n, -3, 3), g.vector(n, -3, 3), "plain"
    if n == 10_000:
        return g.normal_vector(n), g.normal_vector(n), "plain"
    kind = g.pick("magnitude", "tiny", "overflow", "partial", "mixed", "cancel")
    if kind == "magnitude":  # products up to 10^±300
        return g.magnitude_vector(n, -150, 150), g.magnitude_vector(n, -150, 150), "plain"
    if kind == "tiny":  # products that underflow
        return g.magnitude_vector(n, -200, -150), g.magnitude_vector(n, -200, -100), "plain"
    if kind == "overflow":  # terms of one sign beyond the range: ±∞
        sg = g.sign()
        s = [sg * g.real(1, 9) * 1e200 for _ in range(n)]
        return s, [g.real(1, 9) * 1e200 for _ in range(n)], "overflow"
    if kind == "partial":  # every term finite but the partial sums overflow; the value is in range
        a = g.real(0.9, 1.0) * MAXF
        s = [a, a, -a] + [0.0] * max(0, n - 3)
        perm = list(g.rng.permutation(len(s)))
        s = [s[i] for i in perm]
        return s, [1.0] * len(s), "exact"
    if kind == "mixed":  # overflowing terms of both signs whose sum is beyond the range
        big = g.real(2, 9) * 1e200
        s = [1e200, 1e200] + g.vector(max(0, n - 2), -1, 1)
        h = [big, -g.real(1, 9) * 1e199] + g.vector(max(0, n - 2), -1, 1)
        return s, h, "overflow"
    # cancellation: the exact sum is tiny beside the terms
    x = g.vector(n, -3, 3)
    s = x + [g.real(1e15, 1e16), -1.0]
    h = g.vector(n, -3, 3) + [1.0, 0.0]
    h[-1] = s[-2]  # s_{n+1}·h_{n+1} = −(s_n·h_n) exactly: they cancel
    return s, h, "plain"


def dot_expect(s, h, kind):
    """The expected dot product and its tolerance."""
    n = len(s)
    v = mp_dot(s, h) if n <= 1000 else None
    want = to_float(v) if v is not None else exact_dot(s, h)
    if kind == "exact":
        return want, Tol(rel=U, why="every term and partial sum is a multiple of an ulp that fits: evaluated without overflow the sum is exact")
    if kind == "overflow" or math.isinf(want):
        return want, Tol(rel=U, why="the exact value is beyond the float64 range: the answer is ±∞")
    with mp.workdps(DPS):
        mag = float(mp.fsum(abs(mp.mpf(x) * mp.mpf(y)) for x, y in zip(s, h))) if n <= 1000 else float(np.abs(np.array(s)) @ np.abs(np.array(h)))
    return want, Tol(rel=2 * U, abs=gamma(n) * mag + n * TINY,
                     why="γ_n·Σ|s_i h_i| for a sum of n products, plus an ulp of the subnormal range per product")


@check("dot-product-attention-score", ref="mpmath: Σ s_i h_i (exact products, 50-digit sum)",
       tol=Tol(rel=2 * U, why="γ_n·Σ|s_i h_i| for n products; see the per-case tolerance"))
def dot_product_attention_score(g):
    if not g.hard and g.index % 10 == 6:
        n = g.integer(1, 4)
        return {"s_prev": g.vector(n), "h": g.vector(n + 1)}, Undefined("s and h of different sizes", "same length", "entries")
    s, h, kind = dot_pair(g)
    want, tol = dot_expect(s, h, kind)
    return {"s_prev": s, "h": h}, want, tol


# ---------------------------------------------------------------------------
# The general (bilinear) score.


def general_case(g):
    ns, nh = g.integer(1, 5), g.integer(1, 5)
    if not g.hard:
        return g.vector(ns, -3, 3), g.matrix(ns, nh, -3, 3), g.vector(nh, -3, 3)
    kind = g.pick("magnitude", "overflow-inner", "underflow-inner", "overflow", "identity")
    s, W, h = g.vector(ns, -3, 3), g.matrix(ns, nh, -3, 3), g.vector(nh, -3, 3)
    if kind == "magnitude":  # each factor of its own magnitude; the form stays within 10^±300
        es, ew = g.real(-100, 100), g.real(-100, 100)
        eh = g.real(-100, 100)
    elif kind == "overflow-inner":  # W h beyond the range, sᵀ W h inside it
        es, ew, eh = -200.0, 200.0, 200.0
    elif kind == "underflow-inner":  # W h below the subnormal range, sᵀ W h normal
        es, ew, eh = 200.0, -200.0, -200.0
    elif kind == "overflow":  # the form itself beyond the range, one sign
        s, W, h = g.vector(ns, 1, 3), g.matrix(ns, nh, 1, 3), g.vector(nh, 1, 3)
        es, ew, eh = 150.0, 100.0, 100.0
    else:  # W = I: the dot score
        nh = ns
        h = g.vector(nh, -3, 3)
        W = [[1.0 if i == j else 0.0 for j in range(nh)] for i in range(ns)]
        es = ew = eh = 0.0
    s = [v * 10.0 ** es for v in s]
    W = [[v * 10.0 ** ew for v in row] for row in W]
    h = [v * 10.0 ** eh for v in h]
    return s, W, h


def general_expect(s, W, h):
    with mp.workdps(DPS):
        terms = [mp.mpf(si) * mp.mpf(wij) * mp.mpf(hj) for si, row in zip(s, W) for wij, hj in zip(row, h)]
        v = mp.fsum(terms)
        mag = mp.fsum(abs(t) for t in terms)
    want = to_float(v)
    if math.isinf(want):
        return want, Tol(rel=U, why="the exact form is beyond the float64 range: the answer is ±∞")
    k = len(s) + len(h) + 1
    return want, Tol(rel=2 * U, abs=gamma(k) * float(mag) + k * TINY,
                     why="γ_{ns+nh+1}·Σ|s_i W_ij h_j|: W h rounds n_h products and sums, sᵀ(W h) n_s more")


@check("general-attention-score", ref="mpmath: Σ_ij s_i W_ij h_j (exact products, 50-digit sum)",
       tol=Tol(rel=2 * U, why="γ_{ns+nh+1}·Σ|s_i W_ij h_j|; see the per-case tolerance"))
def general_attention_score(g):
    if not g.hard and g.index % 10 == 6:
        ns, nh = g.integer(1, 4), g.integer(1, 4)
        return ({"s_prev": g.vector(ns), "W": g.matrix(ns + 1, nh), "h": g.vector(nh)},
                Undefined("W needs one row per entry of s", "rows"))
    s, W, h = general_case(g)
    want, tol = general_expect(s, W, h)
    return {"s_prev": s, "W": W, "h": h}, want, tol


# ---------------------------------------------------------------------------
# tanh layers: the additive score and the attentional decoder state.


def tanh_layer(W, x):
    """tanh(W x) at 50 digits, as mpf, and the float64 error bound of each
    entry: the pre-activation a_i is off by up to δ_i = γ_{n+1}·Σ_j|W_ij x_j|
    (+ an ulp of the subnormal range per product), so tanh(a_i) by up to
    |tanh(a_i ± δ_i) − tanh(a_i)|, plus two ulps for tanh itself."""
    out, err = [], []
    n = len(x)
    with mp.workdps(DPS):
        for row in W:
            terms = [mp.mpf(w) * mp.mpf(v) for w, v in zip(row, x)]
            a = mp.fsum(terms)
            d = gamma(n + 1) * float(mp.fsum(abs(t) for t in terms)) + (n + 1) * TINY
            t = mp.tanh(a)
            dev = max(abs(mp.tanh(a + d) - t), abs(mp.tanh(a - d) - t))
            out.append(t)
            err.append(float(dev) + 2 * U * abs(float(t)))
    return out, err


def tanh_inputs(g, parts, rows):
    """W (rows × Σ parts) and the vectors of the given sizes; in hard cases
    magnitudes up to 10^±300, pre-activations beyond the float64 range
    (tanh is ±1 there), or saturated and tiny ones."""
    xs = [g.vector(p, -3, 3) for p in parts]
    cols = sum(parts)
    W = g.matrix(rows, cols, -3, 3)
    if not g.hard:
        return W, xs
    kind = g.pick("magnitude", "overflow", "saturate", "tiny")
    if kind == "magnitude":
        ew, ex = g.real(-150, 150), g.real(-150, 150)
    elif kind == "overflow":  # W x beyond the range: tanh of it is ±1 exactly
        ew, ex = g.real(150, 300), g.real(100, 300)
    elif kind == "saturate":
        ew, ex = g.real(1, 3), 0.0
    else:
        ew, ex = g.real(-300, -150), g.real(-100, 0)
    W = [[v * 10.0 ** ew for v in row] for row in W]
    xs = [[v * 10.0 ** ex for v in x] for x in xs]
    return W, xs


@check("additive-attention-score", ref="mpmath: vᵀ tanh(W [s; h]) at 50 digits",
       tol=Tol(rel=2 * U, why="the pre-activations' rounding, through tanh, then the dot with v; see the per-case tolerance"))
def additive_attention_score(g):
    return additive_case(g, lambda s, h, W, v: {"s_prev": s, "h": h, "W": W, "v": v})


def additive_case(g, inputs):
    ns, nh, k = g.integer(1, 4), g.integer(1, 4), g.integer(1, 4)
    if not g.hard and g.index % 10 == 6:
        W = g.matrix(k, ns + nh)
        return inputs(g.vector(ns), g.vector(nh), W, g.vector(k + 1)), Undefined("v needs one entry per row of W", "rows")
    W, (s, h) = tanh_inputs(g, [ns, nh], k)
    v = g.vector(k, -3, 3)
    if g.hard and g.chance(0.3):
        v = [x * 10.0 ** g.real(-300, 300) for x in v]
    t, dt = tanh_layer(W, s + h)
    with mp.workdps(DPS):
        terms = [mp.mpf(vi) * ti for vi, ti in zip(v, t)]
        e = to_float(mp.fsum(terms))
        mag = float(mp.fsum(abs(x) for x in terms))
    err = gamma(k) * mag + sum(abs(vi) * d for vi, d in zip(v, dt)) + k * TINY
    return inputs(s, h, W, v), e, Tol(rel=2 * U, abs=err,
                                        why="Σ|v_i|·|tanh(a_i ± δ_i) − tanh(a_i)| for pre-activations off by δ_i = γ_{n+1}Σ_j|W_ij x_j|, plus γ_k·Σ|v_i t_i|")


@check("attentional-decoder-state", ref="mpmath: tanh(W [s_{t−1}; y_t; c_t]) at 50 digits",
       tol=Tol(rel=2 * U, why="|tanh(a_i ± δ_i) − tanh(a_i)| for pre-activations off by δ_i = γ_{n+1}Σ_j|W_ij x_j|; see the per-case tolerance"))
def attentional_decoder_state(g):
    ns, ny, nc, rows = g.integer(1, 4), g.integer(1, 3), g.integer(1, 4), g.integer(1, 4)
    if not g.hard and g.index % 10 == 6:
        return ({"s_prev": g.vector(ns), "y": g.vector(ny), "c": g.vector(nc), "W": g.matrix(rows, ns + ny + nc + 1)},
                Undefined("W needs one column per entry of [s; y; c]", "columns"))
    W, (s, y, c) = tanh_inputs(g, [ns, ny, nc], rows)
    t, dt = tanh_layer(W, s + y + c)
    return ({"s_prev": s, "y": y, "c": c, "W": W}, [float(v) for v in t],
            Tol(rel=2 * U, abs=max(dt) + TINY, why="max_i |tanh(a_i ± δ_i) − tanh(a_i)| for pre-activations off by δ_i = γ_{n+1}Σ_j|W_ij x_j| (normwise)"))


# ---------------------------------------------------------------------------
# attention-score-generic: one of the three, as chosen.


@check("attention-score-generic", ref="mpmath: sᵀh, sᵀWh or vᵀtanh(W[s; h]) at 50 digits, as a chooses",
       tol=Tol(rel=2 * U, why="the bound of the chosen score; see the per-case tolerance"))
def attention_score_generic(g):
    a = ["dot", "general", "additive"][g.index % 3]
    if not g.hard and g.index % 10 == 7:  # the chosen score's weights are switched off
        n = g.integer(1, 3)
        inputs = {"a": a if a != "dot" else "general", "s_prev": g.vector(n), "h": g.vector(n)}
        if a == "additive":
            inputs["W_add"] = g.matrix(2, 2 * n)  # v missing
        return inputs, Undefined("the chosen score needs its weights", "needs", "switch")
    if a == "dot":
        s, h, kind = dot_pair(g)
        want, tol = dot_expect(s, h, kind)
        inputs = {"s_prev": s, "h": h}
        inputs["a"] = "dot"
        if g.chance(0.3):  # weights of the other scores, given but unused
            inputs["W"] = g.matrix(len(s), len(h))
        return inputs, want, tol
    if a == "general":
        s, W, h = general_case(g)
        want, tol = general_expect(s, W, h)
        return {"a": "general", "s_prev": s, "h": h, "W": W}, want, tol
    return additive_case(g, lambda s, h, W, v: {"a": "additive", "s_prev": s, "h": h, "W_add": W, "v": v})


# ---------------------------------------------------------------------------
# decoder-output-softmax


def mp_matvec(M, x):
    """M x at 50 digits (mpf entries) and the bound γ_{n+1}·Σ_j|M_ij x_j| of
    each entry's float64 rounding."""
    n = len(x)
    out, err = [], []
    with mp.workdps(DPS):
        for row in M:
            terms = [mp.mpf(a) * mp.mpf(b) for a, b in zip(row, x)]
            out.append(mp.fsum(terms))
            err.append(gamma(n + 1) * float(mp.fsum(abs(t) for t in terms)) + (n + 1) * TINY)
    return out, err


@check("decoder-output-softmax", ref="mpmath: softmax(V s) at 50 digits",
       tol=Tol(rel=8 * U, abs=SUB4, why="the logits' rounding γ_{n+1}Σ|V_ij s_j| turned into e^{2δ} − 1 by the softmax; see the per-case tolerance"))
def decoder_output_softmax(g):
    vocab, n = g.integer(1, 8), g.integer(1, 4)
    if not g.hard and g.index % 10 == 6:
        return {"V": g.matrix(vocab, n + 1), "s": g.vector(n)}, Undefined("V needs one column per entry of s", "columns")
    V, s = g.matrix(vocab, n, -3, 3), g.vector(n, -3, 3)
    why = "logits off by δ = γ_{n+1}Σ_j|V_ij s_j| make each probability off by a factor e^{±2δ}; u·|z_i − max z| from the shift and (K − 1)u from the sum"
    if g.hard:
        kind = g.pick("large", "integers", "ties", "long", "overflow", "tiny")
        if kind == "large":  # logits in the thousands: a few entries survive
            V = g.matrix(vocab, n, -300, 300)
        elif kind == "integers":  # exact logits up to 10^13: one-hot or exact ties
            V = [[float(g.integer(-10**6, 10**6)) for _ in range(n)] for _ in range(vocab)]
            s = [float(g.integer(-10**6, 10**6)) for _ in range(n)]
        elif kind == "ties":  # repeated rows of V: equal probabilities
            rows = g.matrix(g.integer(1, 2), n, -3, 3)
            V = [list(g.pick(*rows)) for _ in range(max(vocab, 3))]
        elif kind == "long":  # a vocabulary of 10^4 words
            V = g.matrix(10_000, n, -3, 3)
        elif kind == "overflow":  # logits beyond the range, exact multiples of 2^1040: one-hot or ties
            V = [[float(g.integer(-4, 4)) * 2.0 ** 620 for _ in range(n)] for _ in range(max(vocab, 2))]
            s = [float(g.integer(-4, 4)) * 2.0 ** 420 for _ in range(n)]
            if all(v == 0 for v in s):
                s[0] = 2.0 ** 420
        else:  # logits that underflow: uniform
            V = [[v * 1e-200 for v in row] for row in V]
            s = [v * 1e-200 for v in s]
    exact = g.hard and kind in ("integers", "overflow")
    if len(V) > 1000:
        z = [exact_dot(row, s) for row in V]
        mag = np.abs(np.array(V)) @ np.abs(np.array(s))
        dz = [gamma(n + 1) * float(v) for v in mag]
        want = mp_softmax(z)
        spread = spread_of(z)
    else:
        z, dz = mp_matvec(V, s)
        want = mp_softmax(z)
        with mp.workdps(DPS):
            spread = float(max(z) - min(z))
    if exact:
        dz = [0.0]  # every product and sum is exact
        why = "the logits are exact (integers, or multiples of 2^1000 beyond the range); u·|z_i − max z| from the shift and (K − 1)u from the sum"
    rel = softmax_rel(spread, len(z), max(dz))
    return {"V": V, "s": s}, want, Tol(rel=rel, abs=SUB4, why=why)


# ---------------------------------------------------------------------------
# Scaled dot-product and multi-head attention, with a running error bound.


def mpmat(A):
    return [[mp.mpf(v) for v in row] for row in A]


def mp_mul(A, B):
    """A B of mpf (or float) matrices, at the working precision."""
    Bt = list(zip(*B))
    return [[mp.fsum(a * b for a, b in zip(row, col)) for col in Bt] for row in A]


def err_mul(A, B, EA, EB, k):
    """The error bound of the float64 product of A and B (k terms per entry)
    whose entries are already off by EA and EB: γ_k|A||B| + EA|B| + |A|EB
    + EA·EB."""
    aA, aB = np.abs(A), np.abs(B)
    return gamma(k + 1) * (aA @ aB) + EA @ aB + aA @ EB + EA @ EB


def attention_ref(Q, K, V, scaled=True, EQ=None, EK=None, EV=None, exact=False):
    """softmax(Q Kᵀ/√d_k) V at the working precision (mpf in, mpf out), and
    the float64 error bound of its entries, given bounds EQ, EK, EV on the
    errors of Q, K and V (zero for inputs). exact says the scores are
    computed exactly but for the scaling by 1/√d_k, which keeps ties tied
    and order ordered (integers times powers of two)."""
    n, d = len(Q), len(Q[0])
    m = len(K)
    Qf, Kf, Vf = (np.array([[float(v) for v in row] for row in X]) for X in (Q, K, V))
    EQ = np.zeros_like(Qf) if EQ is None else EQ
    EK = np.zeros_like(Kf) if EK is None else EK
    EV = np.zeros_like(Vf) if EV is None else EV
    c = 1 / mp.sqrt(d) if scaled else mp.mpf(1)
    S = [[v * c for v in row] for row in mp_mul(Q, [list(r) for r in zip(*K)])]
    if exact:
        ES = np.zeros((n, m))
    else:
        ES = err_mul(Qf, Kf.T, EQ, EK.T, d) * float(c)
        Sf = np.array([[float(v) for v in row] for row in S])
        ES = ES + 2 * U * np.abs(Sf)  # the scaling by 1/√d_k
    P, EP = [], np.zeros((n, m))
    for i, row in enumerate(S):
        top = max(row)
        e = [mp.exp(v - top) for v in row]
        tot = mp.fsum(e)
        P.append([v / tot for v in e])
        gaps = np.array([float(top - v) for v in row])
        de = ES[i] + ES[i].max() + U * (2 * np.minimum(gaps, 746.0) + m + 4)
        EP[i] = np.expm1(de) * np.array([float(p) for p in P[i]])
    Pf = np.array([[float(v) for v in row] for row in P])
    out = mp_mul(P, V)
    Eout = err_mul(Pf, Vf, EP, EV, m)
    return out, Eout


def attn_tol(E, why):
    bound = float(E.max()) if E.size else 0.0
    if not math.isfinite(bound):
        bound = math.inf
    return Tol(rel=4 * U, abs=2 * bound + 8 * TINY, why=why)


def sdpa_inputs(g):
    n, m, d, dv = g.integer(1, 4), g.integer(1, 5), g.integer(1, 4), g.integer(1, 3)
    Q, K, V = g.matrix(n, d, -2, 2), g.matrix(m, d, -2, 2), g.matrix(m, dv, -3, 3)
    kind = "plain"
    if g.hard:
        kind = g.pick("sharp", "ties", "long", "values", "overflow", "tiny")
        if kind == "sharp":  # scores in the hundreds: one-hot rows, weights near the subnormal range
            Q = [[v * 15 for v in row] for row in Q]
            K = [[v * 15 for v in row] for row in K]
        elif kind == "ties":  # repeated keys: equal weights
            keys = g.matrix(g.integer(1, 2), d, -2, 2)
            K = [list(g.pick(*keys)) for _ in range(max(m, 3))]
            V = g.matrix(len(K), dv, -3, 3)
        elif kind == "long":  # 10^4 keys
            m = 10_000
            n, d = 1, g.integer(1, 2)
            Q, K, V = g.matrix(n, d, -2, 2), g.matrix(m, d, -2, 2), g.matrix(m, dv, -3, 3)
        elif kind == "values":  # values of every magnitude
            V = [[g.sign() * g.real(0.1, 1) * 10.0 ** e for _ in range(dv)] for e in g.vector(m, -300, 300)]
        elif kind == "overflow":  # scores beyond the range, exact multiples of 2^1040: one-hot rows or exact ties
            Q = [[float(g.integer(-3, 3)) * 2.0 ** 620 for _ in range(d)] for _ in range(n)]
            K = [[float(g.integer(-3, 3)) * 2.0 ** 420 for _ in range(d)] for _ in range(m)]
        else:  # scores that underflow: uniform weights
            Q = [[v * 1e-200 for v in row] for row in Q]
            K = [[v * 1e-200 for v in row] for row in K]
    return Q, K, V, kind


@check("scaled-dot-product-attention", ref="mpmath: softmax(Q Kᵀ/√d_k) V at 50 digits (30 for 10^4 keys)",
       tol=Tol(rel=4 * U, why="a running error bound: QKᵀ, the softmax's e^{2δ} − 1, then P V; see the per-case tolerance"))
def scaled_dot_product_attention(g):
    if not g.hard and g.index % 10 == 6:
        n, m, d = g.integer(1, 3), g.integer(1, 3), g.integer(1, 3)
        if g.chance(0.5):
            return ({"Q": g.matrix(n, d), "K": g.matrix(m, d + 1), "V": g.matrix(m, 2)},
                    Undefined("queries and keys of different dimensions", "d_k", "dimension"))
        return ({"Q": g.matrix(n, d), "K": g.matrix(m, d), "V": g.matrix(m + 1, 2)},
                Undefined("one value per key", "value", "rows"))
    Q, K, V, kind = sdpa_inputs(g)
    inputs = {"Q": Q, "K": K, "V": V}
    scaled = True
    if g.chance(0.5):
        scaled = g.chance(0.6)
        inputs["scaled"] = scaled
    with mp.workdps(DPS if len(K) <= 100 else 30):
        out, E = attention_ref(mpmat(Q), mpmat(K), mpmat(V), scaled, exact=kind == "overflow")
        want = [[float(v) for v in row] for row in out]
    if kind == "overflow":
        why = "the scores are exact multiples of 2^1040, beyond the range: each row is one-hot on its largest score or shares it among exact ties; then P V"
    else:
        why = "γ_{d+1}|Q||K|ᵀ/√d_k for the scores, e^{δ_ij + max_j δ_ij} − 1 for the weights (plus u·|s_ij − max| and (m − 1)u), γ_{m+1}|P||V| + |δP||V| for the output (normwise)"
    return inputs, want, attn_tol(E, why)


def head_matrices(g, h, rows, cols, scale=1.0):
    return [[[v * scale for v in row] for row in g.matrix(rows, cols, -1, 1)] for _ in range(h)]


@check("multi-head-attention", ref="mpmath: Concat_i softmax(QW_iᴷ (KW_iᴷ)ᵀ/√d_k) VW_iⱽ · W^O at 50 digits",
       tol=Tol(rel=4 * U, why="a running error bound through the projections, each head's attention and W^O; see the per-case tolerance"))
def multi_head_attention(g):
    h, dk, dv = g.integer(1, 4), g.integer(1, 3), g.integer(1, 2)
    dm = h * dk
    n, m, dout = g.integer(1, 4), g.integer(1, 5), g.integer(1, 4)
    if g.hard:
        kind = g.pick("sharp", "ties", "long", "values", "tiny", "overflow", "projection")
    else:
        kind = "plain"
    if kind == "long":
        h, dk, dv, m, n = 1, 1, 1, 2_000, 1
        dm = 1
    Q, K, V = g.matrix(n, dm, -2, 2), g.matrix(m, dm, -2, 2), g.matrix(m, dm, -2, 2)
    WQ, WK, WV = head_matrices(g, h, dm, dk), head_matrices(g, h, dm, dk), head_matrices(g, h, dm, dv)
    WO = g.matrix(h * dv, dout, -1, 1)
    if kind == "sharp":
        Q = [[v * 30 for v in row] for row in Q]
        K = [[v * 30 for v in row] for row in K]
    elif kind == "ties":
        K = [list(K[0]) for _ in K]
    elif kind == "values":
        V = [[v * 10.0 ** 140 for v in row] for row in V]
        WO = [[v * 10.0 ** g.real(-140, 140) for v in row] for row in WO]
    elif kind == "tiny":
        Q = [[v * 1e-150 for v in row] for row in Q]
        K = [[v * 1e-150 for v in row] for row in K]
    elif kind == "overflow":  # projected scores beyond the range (exact powers of two): one-hot or tied rows
        Q = [[float(g.integer(-2, 2)) * 2.0 ** 500 for _ in range(dm)] for _ in range(n)]
        K = [[float(g.integer(-2, 2)) * 2.0 ** 500 for _ in range(dm)] for _ in range(m)]
        WQ = [[[float(g.integer(-1, 1)) for _ in range(dk)] for _ in range(dm)] for _ in range(h)]
        WK = [[[float(g.integer(-1, 1)) * 2.0 ** 20 for _ in range(dk)] for _ in range(dm)] for _ in range(h)]
    elif kind == "projection":  # projected queries themselves beyond the range (exact integers times 2^1021)
        Q = [[float(g.integer(-3, 3)) * 2.0 ** 1021 for _ in range(dm)] for _ in range(n)]
        K = [[float(g.integer(-2, 2)) for _ in range(dm)] for _ in range(m)]
        WQ = [[[float(g.integer(-2, 2)) for _ in range(dk)] for _ in range(dm)] for _ in range(h)]
        WK = [[[float(g.integer(-1, 1)) for _ in range(dk)] for _ in range(dm)] for _ in range(h)]
    inputs = {"Q": Q, "K": K, "V": V, "W_Q": WQ, "W_K": WK, "W_V": WV, "W_O": WO}
    if not g.hard and g.index % 10 == 6:  # refusals
        bad = g.pick("h", "dk", "heads")
        if bad == "h":
            inputs["h"] = h + 1
            return inputs, Undefined("h disagrees with the heads of W_Q", "h")
        if bad == "dk":
            inputs["d_k_per_head"] = dk + 1
            return inputs, Undefined("d_k disagrees with W_Q", "d_k_per_head", "columns")
        inputs["W_K"] = WK[:-1] if h > 1 else WK + WK
        return inputs, Undefined("W_K has another number of heads", "heads")
    if g.chance(0.4):
        inputs["h"] = h
    if g.chance(0.4):
        inputs["d_k_per_head"] = dk
    with mp.workdps(DPS if m <= 100 else 30):
        Qm, Km, Vm = mpmat(Q), mpmat(K), mpmat(V)
        heads, errs = [], []
        for i in range(h):
            Qi, Ki, Vi = mp_mul(Qm, mpmat(WQ[i])), mp_mul(Km, mpmat(WK[i])), mp_mul(Vm, mpmat(WV[i]))
            EQ = EK = None  # exact integers times powers of two in the overflow kinds
            if kind not in ("overflow", "projection"):
                EQ = err_mul(np.array(Q), np.array(WQ[i]), 0 * np.array(Q), 0 * np.array(WQ[i]), dm)
                EK = err_mul(np.array(K), np.array(WK[i]), 0 * np.array(K), 0 * np.array(WK[i]), dm)
            EV = err_mul(np.array(V), np.array(WV[i]), 0 * np.array(V), 0 * np.array(WV[i]), dm)
            o, E = attention_ref(Qi, Ki, Vi, True, EQ, EK, EV, exact=kind in ("overflow", "projection"))
            heads.append(o)
            errs.append(E)
        C = [sum((heads[i][r] for i in range(h)), []) for r in range(n)]
        EC = np.hstack(errs)
        out = mp_mul(C, mpmat(WO))
        Cf = np.array([[float(v) for v in row] for row in C])
        Eout = err_mul(Cf, np.array(WO), EC, 0 * np.array(WO), h * dv)
        want = [[float(v) for v in row] for row in out]
    return inputs, want, attn_tol(Eout, "γ_{d+1}|X||W| for each projection, then each head's attention bound (scores, e^{2δ} − 1 weights, P V), then γ|C||W^O| + |δC||W^O| (normwise)")
