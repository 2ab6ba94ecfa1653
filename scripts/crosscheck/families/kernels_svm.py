"""Kernels and support vector machines: the hard-margin constraints and
margin width, the soft-margin objective, the subgradient step, the kernel
SVM's decision with an explicit feature map, the Gram matrix, the
quadratic and the Gaussian kernels.

Labels and constraint checks come from exact rational arithmetic (the
inputs are binary floats); values from the formula at 50 digits (mpmath);
on typical data scikit-learn's pairwise kernels agree. The tolerance of a
case is the error bound of a careful float64 evaluation (see R in
families/classification.py)."""

import math
from fractions import Fraction

import mpmath as mp
import numpy as np

from core import EXACT, Tol, Undefined, check
from families.classification import (DPS, MAXF, SUB, U, Ambiguous, R, _exact_sum, _ints, exact_dot, exact_sign,
                                     fl, flat, leaf_tol, mpfrac, redraw, xdot)


def labels01(g, m):
    return [float(g.integer(0, 1)) for _ in range(m)]


def svm_data(g, kind):
    """w, b, X, y for the margin equations, by kind of case."""
    d, m = g.integer(1, 4), g.integer(1, 10)
    w, b = g.vector(d, -3, 3), g.real(-3, 3)
    X, y = g.matrix(m, d, -4, 4), labels01(g, m)
    if kind == "exact":
        # Small integers: functional margins land exactly on 1 (feasible,
        # the boundary of the constraint) and on 0.
        w = [float(g.integer(-2, 2)) for _ in range(d)]
        X = [[float(g.integer(-3, 3)) for _ in range(d)] for _ in range(m)]
        b = float(g.integer(-3, 3))
        for i in range(m):
            f = float(exact_dot(w, X[i], b))
            if f in (1.0, -1.0):
                y[i] = 1.0 if f > 0 else 0.0
    elif kind == "huge":
        w = g.magnitude_vector(d, -300, 300)
        X = [g.magnitude_vector(d, -300, 300) for _ in range(m)]
        b = g.signed_magnitude(-300, 300)
    elif kind == "tiny":
        w = g.magnitude_vector(d, -300, -150)
        X = [g.magnitude_vector(d, -300, -100) for _ in range(m)]
        b = g.pick(0.0, g.signed_magnitude(-320, -200))
    elif kind == "zero":
        w = [0.0] * d
    elif kind == "long":
        m = 10_000
        X, y = g.matrix(m, d, -4, 4), labels01(g, m)
    elif kind == "separable":
        # A separable set scaled so that the closest points sit on the margin.
        s = [1.0 if v else -1.0 for v in y]
        for i in range(m):
            X[i] = [v + s[i] * 2 * wj / max(1e-9, sum(t * t for t in w)) for v, wj in zip(X[i], w)]
    return w, b, X, y


def cmp_one(N, E):
    """The sign of N·2^E − 1, exactly."""
    lhs, rhs = (N << E, 1) if E >= 0 else (N, 1 << -E)
    return (lhs > rhs) - (lhs < rhs)


def functional(w, b, X, y):
    """(2y_i − 1)(wᵀx_i + b) as R values, and the exact sign of each
    margin minus 1 (from the exact integer sum); Ambiguous when a margin
    lies within rounding of 1 without being 1."""
    rs, cmps = [], []
    for row, yi in zip(X, y):
        s = 1 if yi == 1 else -1
        N, M, E = _exact_sum(_ints(w, row, b))
        N *= s
        r = R(mp.ldexp(mp.mpf(N), E), (len(w) + 2) * (U * mp.ldexp(mp.mpf(M), E) + SUB))
        c = cmp_one(N, E)
        if c and abs(r.v - 1) <= 2 * r.e:
            raise Ambiguous()
        if not c and not (M < 2 ** 53 and E >= -1074):
            raise Ambiguous()  # exactly 1, but the float64 sum need not be
        rs.append(r)
        cmps.append(c)
    return rs, cmps


# svm-hard-margin

@check("svm-hard-margin", ref="exact: (2y_i − 1)(wᵀx_i + b) in rational arithmetic, feasibility from it; 2/‖w‖ at 50 digits",
       tol=Tol(rel=8 * U, why="per case: the rounding of each wᵀx_i + b; a few ulps of the scaled norm"))
def svm_hard_margin(g):
    def make(g):
        kind = g.pick("exact", "huge", "tiny", "zero", "long") if g.hard else g.pick("typical", "separable")
        w, b, X, y = svm_data(g, kind)
        with mp.workdps(DPS):
            rs, cmps = functional(w, b, X, y)  # a margin within rounding of 1 would decide feasibility by a coin
            feasible = all(c >= 0 for c in cmps)
            nrm = mp.sqrt(mp.fsum(mp.mpf(v) ** 2 for v in w))
            width = R(2 / nrm, (len(w) + 4) * U * 2 / nrm) if nrm else R(mp.inf, 0)
            out = {"margin_width": width.f(), "functional_margins": fl(rs), "feasible": feasible}
            leaves = [r for r in rs if not mp.isinf(r.v)] + ([width] if nrm else [])
            tol = leaf_tol(leaves, "the rounding of each wᵀx_i + b; a few ulps of the scaled norm")
        return {"w": w, "b": b, "X": X, "y": y}, out, tol

    return redraw(make, g)


# svm-soft-margin

@check("svm-soft-margin", ref="exact hinge terms (Fraction), λ/2·wᵀw + mean at 50 digits",
       tol=Tol(rel=8 * U, why="per case: each margin's rounding, the sums' rounding"))
def svm_soft_margin(g):
    def make(g):
        kind = g.pick("exact", "huge", "tiny", "zero", "long", "penalty", "bighinge") if g.hard else g.pick("typical", "separable")
        w, b, X, y = svm_data(g, kind if kind not in ("penalty", "bighinge") else "typical")
        lam = g.pick(0.0, g.magnitude(-3, 1))
        if kind == "penalty":
            # λ/2·wᵀw finite although wᵀw overflows.
            w = [v * g.magnitude(160, 200) for v in w]
            X = [[0.0] * len(w) for _ in X]
            lam = g.magnitude(-300, -250)
        elif kind == "bighinge":
            # Hinge terms near the top of the range: their sum overflows,
            # their mean does not.
            X = [[g.sign() * g.magnitude(306, 307.5) for _ in w] for _ in X]
            w = [1.0] * len(w)
            b = 0.0
            y = [0.0 if sum(r) > 0 else 1.0 for r in X]
        with mp.workdps(DPS):
            rs, _ = functional(w, b, X, y)
            n = len(X)
            # 1 − q at 50 digits: its absolute error 1e-50 is far inside
            # the rounding bound of q.
            hinge = [max(mp.mpf(0), 1 - r.v) for r in rs]
            herr = mp.fsum(r.e + U * abs(1 - r.v) for r in rs)
            mean = mp.fsum(hinge) / n
            reg = mp.mpf(lam) / 2 * mp.fsum(mp.mpf(v) ** 2 for v in w)
            J = reg + mean
            e = herr / n + (n + 2) * U * mean + (len(w) + 3) * U * reg + U * abs(J)
            J = R(J, e)
            return {"w": w, "b": b, "X": X, "y": y, "lambda": lam}, J.f(), leaf_tol([J], "each margin's rounding, the sums' rounding")

    return redraw(make, g)


# svm-subgradient-step

@check("svm-subgradient-step", ref="exact: the hinge's activity s(wᵀx + b) < 1 in rational arithmetic; (1 − αλ)w + αs·x at 50 digits",
       tol=Tol(rel=8 * U, why="per case: the rounding of αλ, of 1 − αλ, of the products and of the sum"))
def svm_subgradient_step(g):
    def make(g):
        d = g.integer(1, 5)
        w, b, x = g.vector(d, -3, 3), g.real(-3, 3), g.vector(d, -3, 3)
        y = g.integer(0, 1)
        alpha, lam = g.magnitude(-3, 0), g.magnitude(-3, 1)
        kind = g.pick("exact", "one", "zero_rate", "overflow", "zero_w", "tiny", "long") if g.hard else "typical"
        if kind == "exact":
            w = [float(g.integer(-2, 2)) for _ in range(d)]
            x = [float(g.integer(-2, 2)) for _ in range(d)]
            b = float(g.integer(-2, 2))
            f = float(exact_dot(w, x, b))
            if abs(f) == 1:
                y = 1 if f > 0 else 0  # the margin exactly 1: not active
        elif kind == "one":
            alpha, lam = g.pick((0.5, 2.0), (0.25, 4.0), (0.125, 8.0))  # αλ = 1 exactly: w ← αs·x
        elif kind == "zero_rate":
            alpha, lam = g.pick((0.0, lam), (alpha, 0.0))
        elif kind == "overflow":
            w = [v * 1e300 for v in w]
            alpha, lam = g.magnitude(10, 20), g.magnitude(0, 5)
        elif kind == "zero_w":
            # w = 0 with αλ beyond the float64 range: (1 − αλ)·0 is 0, and
            # the step is the pull αs·x alone.
            w, b = [0.0] * d, 0.0
            alpha, lam = g.magnitude(150, 200), g.magnitude(150, 200)
            x = g.vector(d, -1, 1)
        elif kind == "tiny":
            w, x = g.magnitude_vector(d, -300, -150), g.magnitude_vector(d, -300, -150)
            alpha = g.magnitude(-300, -200)
        elif kind == "long":
            d = 10_000
            w, x = g.normal_vector(d, 0.01), g.normal_vector(d)
        s = 1 if y == 1 else -1
        # s(wᵀx + b) − 1 has the sign of s·(wᵀx + b − s).
        active = s * exact_sign(w, x, b, s) < 0
        inputs = {"w": w, "b": b, "x": x, "y": y, "alpha": alpha, "lambda": lam}
        with mp.workdps(DPS):
            al, lm = mp.mpf(alpha), mp.mpf(lam)
            shrink = 1 - al * lm
            leaves = []
            for wj, xj in zip(w, x):
                v = shrink * wj + (al * s * xj if active else 0)
                e = abs(mp.mpf(wj)) * U * (al * lm + 2 * abs(shrink)) + (U * al * abs(xj) if active else 0) + U * abs(v)
                leaves.append(R(v, e))
            bn = mp.mpf(b) + (al * s if active else 0)
            leaves.append(R(bn, U * abs(bn)))
            if any(abs(l.v) > MAXF for l in leaves):
                return inputs, Undefined("the new w leaves the float64 range", "overflow")
            tol = leaf_tol(leaves, "the rounding of αλ, of 1 − αλ, of the products and of the sum")
            return inputs, {"w": fl(leaves[:-1]), "b": leaves[-1].f(), "hinge_active": active}, tol

    return redraw(make, g)


# kernel-svm-classifier

PHI_Q = "quadratic (x1^2, x2^2, sqrt2 x1x2, sqrt2 x1, sqrt2 x2, 1)"
PHI_L = "linear (phi = identity)"


def quad_features_exact(x):
    """φ(x) as pairs (rational part, √2 part), in eqx's documented order:
    squares, cross terms √2·x_i x_j (i < j), linear terms √2·x_i, 1."""
    f = [Fraction(v) for v in x]
    d = len(x)
    out = [(v * v, 0) for v in f]
    out += [(0, f[i] * f[j]) for i in range(d) for j in range(i + 1, d)]
    out += [(0, v) for v in f]
    out.append((1, 0))
    return out


@check("kernel-svm-classifier", ref="exact: wᵀφ(x) + b = A + √2·B with A, B rational (Fraction), its sign at 60 digits", tol=EXACT)
def kernel_svm_classifier(g):
    def make(g):
        quad = g.chance(0.65)
        d = g.integer(1, 3)
        x = g.vector(d, -3, 3)
        b = g.real(-3, 3)
        k = (d + 1) * (d + 2) // 2 if quad else d
        w = g.vector(k, -3, 3)
        if g.hard:
            kind = g.pick("tie", "huge", "tiny", "long")
            if kind == "tie":
                # The unit circle of the default w, at dyadic points on it,
                # or an integer boundary point of the linear map.
                if quad:
                    d, k = 2, 6
                    w, b = [1.0, 1.0, 0.0, 0.0, 0.0, -1.0], 0.0
                    x = list(g.pick((1.0, 0.0), (0.0, -1.0), (-1.0, 0.0), (0.0, 1.0)))
                else:
                    w = [float(g.integer(-3, 3)) for _ in range(d)]
                    x = [float(g.integer(-3, 3)) for _ in range(d)]
                    b = -float(exact_dot(w, x))
            elif kind == "huge":
                x = g.magnitude_vector(d, -150, 150)  # φ(x) stays finite: x² ≤ 1e300
                w = g.magnitude_vector(k, -150, 150)
                b = g.signed_magnitude(-300, 300)
            elif kind == "tiny":
                x = g.magnitude_vector(d, -300, -100)
                w = g.magnitude_vector(k, -300, 0)
                b = g.pick(0.0, g.signed_magnitude(-320, -250))
            elif not quad:
                d = k = 10_000
                x, w = g.normal_vector(d), g.normal_vector(d)
        if quad:
            phi = quad_features_exact(x)
            A = Fraction(b) + sum(Fraction(wk) * p for wk, (p, _) in zip(w, phi))
            B = sum(Fraction(wk) * q for wk, (_, q) in zip(w, phi))
            with mp.workdps(60):
                score = mpfrac(A) + mp.sqrt(2) * mpfrac(B)
                mag = abs(mp.mpf(b)) + mp.fsum(abs(mp.mpf(wk)) * (abs(mpfrac(p)) + mp.sqrt(2) * abs(mpfrac(q))) for wk, (p, q) in zip(w, phi))
                err = (k + 6) * U * mag
                if (A != 0 or B != 0) and abs(score) <= 2 * err:
                    raise Ambiguous()
                label = int(score >= 0)
            inputs = {"phi": PHI_Q, "w": w, "b": b, "x": x}
        else:
            label = int(exact_sign(w, x, b) >= 0)
            inputs = {"phi": PHI_L, "w": w, "b": b, "x": x}
        return inputs, label

    return redraw(make, g)


# kernel-gram-matrix

K_LIN = "linear (phi = identity)"
K_QUAD = "quadratic (x.x' + 1)^2"
K_RBF = "gaussian rbf exp(-||x - x'||^2 / (2 sigma^2))"


def rbf_value(x, l, sigma):
    """exp(−‖x − l‖²/(2σ²)) at 50 digits with its error: the exponent's
    rounding (differences, squares, sum, divisions; or the scaled norm)
    amplified by exp."""
    with mp.workdps(DPS):
        s = mp.fsum((mp.mpf(a) - mp.mpf(c)) ** 2 for a, c in zip(x, l))
        E = s / (2 * mp.mpf(sigma) ** 2)
        v = mp.exp(-E)
        return R(v, v * (E * (2 * len(x) + 10) * U + 2 * U))


def quad_value(x, xp):
    s = xdot(x, xp)
    s = R(s.v + 1, s.e + U * abs(s.v + 1))
    v = s.v * s.v
    return R(v, 2 * abs(s.v) * s.e + s.e * s.e + U * v)


@check("kernel-gram-matrix", ref="mpmath: K_ij = k(x_i, x_j) at 50 digits (exact dot products); sklearn linear/polynomial/rbf_kernel agree on typical data",
       tol=Tol(rel=8 * U, why="per case: each inner product's or distance's rounding, through the square or exp"))
def kernel_gram_matrix(g):
    kernel = g.pick(K_LIN, K_QUAD, K_RBF)
    n, d = g.integer(1, 6), g.integer(1, 4)
    X = g.matrix(n, d, -3, 3)
    sigma = g.magnitude(-1, math.log10(5))
    kind = g.pick("huge", "mixed", "tiny", "dup", "cancel", "long", "sigma") if g.hard else "typical"
    if kind == "huge":
        X = [g.magnitude_vector(d, 100, 300) for _ in range(n)]
    elif kind == "mixed":
        # Rows of very different sizes: the small rows' entries of K do not
        # depend on the large rows.
        n = max(n, 2)
        X = [[v * 10.0 ** g.pick(-200, -30, 0, 30, 200, 300) for v in row] for row in g.matrix(n, d, -3, 3)]
    elif kind == "tiny":
        X = [g.magnitude_vector(d, -300, -100) for _ in range(n)]
        sigma = g.magnitude(-300, -100)
    elif kind == "dup":
        n = max(n, 2)
        X = X[:n] if len(X) >= n else X + [X[0]] * (n - len(X))
        X[-1] = list(X[0])  # a repeated point
    elif kind == "cancel":
        # x_jᵀx_0 ≈ −1: (xᵀx' + 1)² cancels.
        n = max(n, 2)
        x0 = X[0]
        nn = sum(v * v for v in x0)
        X = [x0] + [[-v / nn * (1 + g.signed_magnitude(-12, -3)) for v in x0] for _ in range(n - 1)]
    elif kind == "long":
        n, d = g.integer(2, 3), 10_000
        X = [g.normal_vector(d) for _ in range(n)]
        sigma = g.magnitude(0, 3)
    elif kind == "sigma":
        sigma = g.pick(g.magnitude(-300, -200), g.magnitude(200, 300))
        X = [[v * sigma for v in row] for row in X] if g.chance(0.5) else X
    inputs = {"X": X, "kernel": kernel}
    if kernel == K_RBF and (sigma != 1 or g.chance(0.5)):
        inputs["sigma"] = sigma
    elif kernel == K_RBF:
        sigma = 1.0
    elif g.chance(0.3):
        inputs["sigma"] = sigma  # ignored by these kernels
    with mp.workdps(DPS):
        K = [[None] * n for _ in range(n)]
        for i in range(n):
            for j in range(i, n):
                if kernel == K_LIN:
                    v = xdot(X[i], X[j])
                elif kernel == K_QUAD:
                    v = quad_value(X[i], X[j])
                else:
                    v = rbf_value(X[i], X[j], sigma) if i != j else R(1, 0)
                K[i][j] = K[j][i] = v
        leaves = [v for v in flat(K) if not mp.isinf(v.v) and abs(v.v) <= MAXF]
        tol = leaf_tol(leaves, "each inner product's or distance's rounding, through the square or exp")
        want = fl(K)
    if kind == "typical":
        from sklearn.metrics.pairwise import linear_kernel, polynomial_kernel, rbf_kernel
        A = np.asarray(X)
        sk = (linear_kernel(A) if kernel == K_LIN else polynomial_kernel(A, degree=2, gamma=1, coef0=1) if kernel == K_QUAD
              else rbf_kernel(A, gamma=1 / (2 * sigma ** 2)))
        assert np.allclose(sk, np.asarray(want), rtol=1e-9, atol=1e-12), (sk, want)
    return inputs, want, tol


# quadratic-kernel

@check("quadratic-kernel", ref="mpmath: (xᵀx' + 1)² at 50 digits (exact dot product); equals φ(x)ᵀφ(x') (checked)",
       tol=Tol(rel=8 * U, why="per case: the dot product's rounding, doubled by the square; cancellation near xᵀx' = −1"))
def quadratic_kernel(g):
    d = g.integer(1, 4)
    x, xp = g.vector(d, -3, 3), g.vector(d, -3, 3)
    kind = g.pick("cancel", "huge", "overflow", "tiny", "long") if g.hard else "typical"
    if kind == "cancel":
        nn = sum(v * v for v in x)
        xp = [-v / nn * (1 + g.signed_magnitude(-14, -2)) for v in x]
    elif kind == "huge":
        x, xp = g.magnitude_vector(d, 0, 150), g.magnitude_vector(d, -150, 0)
    elif kind == "overflow":
        x, xp = g.magnitude_vector(d, 100, 300), g.magnitude_vector(d, 100, 300)
    elif kind == "tiny":
        x, xp = g.magnitude_vector(d, -300, -100), g.magnitude_vector(d, -300, 0)
    elif kind == "long":
        d = 10_000
        x, xp = g.normal_vector(d), g.normal_vector(d, 0.01)
    with mp.workdps(DPS):
        K = quad_value(x, xp)
        if d <= 4:
            # The kernel trick: φ(x)ᵀφ(x') with the explicit map, exactly.
            A = sum(p1 * p2 + 2 * q1 * q2 for (p1, q1), (p2, q2) in zip(quad_features_exact(x), quad_features_exact(xp)))
            assert abs(mpfrac(A) - K.v) <= mp.mpf(10) ** -40 * (1 + abs(K.v))
        tol = leaf_tol([K], "the dot product's rounding, doubled by the square") if abs(K.v) <= MAXF else EXACT
        return {"x": x, "x_prime": xp}, K.f(), tol


# gaussian-rbf-kernel

@check("gaussian-rbf-kernel", ref="mpmath: exp(−‖x − l‖²/(2σ²)) at 50 digits; sklearn rbf_kernel agrees on typical data",
       tol=Tol(rel=8 * U, abs=SUB, why="per case: the exponent's rounding amplified by exp (relative error ∝ the exponent)"))
def gaussian_rbf_kernel(g):
    d = g.integer(1, 4)
    x, l = g.vector(d, -5, 5), g.vector(d, -5, 5)
    sigma = g.magnitude(-1, math.log10(5))
    kind = g.pick("same", "huge", "tiny", "wide", "subnormal", "long", "far") if g.hard else "typical"
    if kind == "same":
        l = list(x)
    elif kind == "huge":
        x = [g.sign() * g.magnitude(300, 308) for _ in range(d)]
        l = [-v for v in x]  # differences beyond the float64 range
        sigma = g.pick(g.magnitude(300, 308), g.magnitude(-1, 1))
    elif kind == "tiny":
        s = g.magnitude(-300, -160)
        x, l = [v * s for v in x], [v * s for v in l]  # squares underflow
        sigma = s * g.real(0.5, 5)
    elif kind == "wide":
        sigma = g.magnitude(100, 300)
    elif kind == "subnormal":
        # The exponent between 708 and 745: a subnormal kernel value.
        t = g.real(708, 744)
        dist2 = sum((a - c) ** 2 for a, c in zip(x, l))
        sigma = math.sqrt(dist2 / (2 * t)) if dist2 else 1.0
    elif kind == "long":
        d = 10_000
        x, l = g.normal_vector(d), g.normal_vector(d)
        sigma = g.real(50, 100)
    elif kind == "far":
        sigma = g.magnitude(-3, -1)
    K = rbf_value(x, l, sigma)
    if kind == "typical":
        from sklearn.metrics.pairwise import rbf_kernel
        sk = rbf_kernel(np.asarray([x]), np.asarray([l]), gamma=1 / (2 * sigma ** 2))[0, 0]
        assert abs(sk - K.f()) <= 1e-12 * max(K.f(), 1e-300) + 1e-15, (sk, K)
    return {"x": x, "l": l, "sigma": sigma}, K.f(), leaf_tol([K], "the exponent's rounding amplified by exp")
