"""Linear regression: the hypothesis θᵀx (and ŷ = Xw), the half mean
squared error cost, the normal equation and S1's contour-regression step.

References: mpmath at 60–100 digits. The least-squares solutions are the
minimum-norm X⁺y that eqx documents (numpy.linalg.lstsq's answer): for a
full-column-rank X the normal equations XᵀXθ = Xᵀy solved exactly (100
digits cover κ(XᵀX) = κ² up to 10²⁸ with 40 digits to spare); for fewer
rows than columns Xᵀ(XXᵀ)⁻¹y; for an X whose columns repeat others times
powers of two (so that X = ZC exactly, Z of full column rank and C of full
row rank), X⁺ = C⁺Z⁺. Tolerances follow the least-squares perturbation
bound ε·(κ‖θ‖ + κ²‖r‖/σ_max), κ = σ_max/σ_min of X.
"""


import mpmath as mp
import numpy as np

from core import Tol, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1073
BIG = 1.7976931348623157e308


def exact_rows(X, w):
    """Xw at 60 digits (exact products) and per row Σ_j |X_ij w_j|."""
    out, size = [], []
    with mp.workdps(60):
        for row in X:
            t = [mp.mpf(a) * mp.mpf(b) for a, b in zip(row, w)]
            out.append(mp.fsum(t))
            size.append(mp.fsum(abs(v) for v in t))
    return out, size


def magnitude_case(g, n):
    """θ and x for θᵀx: typical, huge or tiny, or overflowing products
    that cancel."""
    kind = g.pick("uniform", "positive", "huge", "long") if g.hard else "uniform"
    if kind == "uniform":
        return g.vector(n, -5, 5), g.vector(n, -5, 5), kind
    if kind == "positive":
        e1, e2 = g.real(-300, 300), g.real(-300, 300)
        return (g.magnitude_vector(n, e1 - 3, e1 + 3, signed=False),
                g.magnitude_vector(n, e2 - 3, e2 + 3, signed=False), kind)
    if kind == "huge":
        t = [1e200, -1e200] + g.vector(n, -5, 5)
        x = [1e200, 1e200] + g.vector(n, -5, 5)
        return t, x, kind
    n = 10_000
    return g.vector(n, -5, 5), g.vector(n, -5, 5), kind


# ---------------------------------------------------------------------------
# linear-regression-hypothesis


@check("linear-regression-hypothesis", ref="mpmath: θᵀx (x₀ = 1 prepended when omitted) and Xw at 60 digits, exact products",
       tol=Tol(rel=4 * EPS, abs=SUB, why="a dot product: (n + 1)·ε·Σ|θ_j x_j|; see the per-case tolerance"))
def hypothesis(g):
    if g.chance(0.35):
        # The design-matrix form ŷ = Xw, rows [x, 1].
        m = g.integer(1, 20) if not g.hard else g.pick(1, 20, 5000)
        n = g.integer(1, 4)
        X = g.matrix(m, n, -10, 10)
        if g.chance(0.7):
            X = [r[:-1] + [1.0] for r in X]
        w = g.vector(n, -5, 5)
        if g.hard and g.chance(0.5):
            s = 2.0 ** g.integer(-900, 900)
            w = [v * s for v in w]
        want, size = exact_rows(X, w)
        bound = (n + 1) * EPS * float(max(size))
        return {"X": X, "w": w}, [float(v) for v in want], Tol(
            rel=2 * EPS, abs=min(bound, BIG) + SUB, why="rows of one scale: (n + 1)·ε·max_i Σ_j|X_ij w_j| = %.3g" % bound)
    n = g.integer(1, 6)
    theta, x, kind = magnitude_case(g, n)
    n = len(theta)
    if len(theta) >= 2 and g.chance(0.5):
        # Only the features: x₀ = 1 is prepended.
        xs = x[1:]
        x = [1.0] + xs
    else:
        xs = x
    inputs = {}
    if g.chance(0.9):
        inputs["theta"], inputs["x"] = theta, xs
    else:
        # The defaults θ = [0.5, 2], x = [1, 1.5].
        theta, x = [0.5, 2.0], [1.0, 1.5]
    want, size = exact_rows([x], theta)
    if kind == "positive":
        return inputs, float(want[0]), Tol(rel=(n + 2) * EPS, abs=(n + 2) * SUB,
                                           why="positive terms: (n + 1)·ε relative; subnormal products ½ SUB each")
    bound = (n + 1) * EPS * float(size[0])
    return inputs, float(want[0]), Tol(rel=2 * EPS, abs=min(bound, BIG) + SUB,
                                       why="cancelling terms: (n + 1)·ε·Σ|θ_j x_j| = %.3g absolutely" % bound)


# ---------------------------------------------------------------------------
# linear-regression-cost


@check("linear-regression-cost", ref="mpmath: (1/2m) Σ (θᵀx⁽ⁱ⁾ − y⁽ⁱ⁾)² at 60 digits",
       tol=Tol(rel=8 * EPS, abs=SUB, why="each residual is off by (n + 1)·ε·(Σ|X_ij θ_j| + |y_i|); see the per-case tolerance"))
def cost(g):
    m = g.integer(1, 20) if not g.hard else g.pick(1, 3, 20, 5000)
    n = g.integer(1, 4)
    X = [[1.0] + r for r in g.matrix(m, n - 1, -10, 10)] if n > 1 else [[1.0] for _ in range(m)]
    theta = g.vector(n, -5, 5)
    y = [sum(a * b for a, b in zip(r, theta)) + v for r, v in zip(X, g.normal_vector(m))]
    if g.hard:
        kind = g.pick("scale", "fit", "exact", "residual")
        if kind == "scale":  # residuals of 1e±150: squares at the ends of the range
            s = 2.0 ** g.integer(-600, 600)
            y = [v * s for v in y]
            X = [[v * s for v in r] for r in X]
        elif kind == "fit":  # a near-perfect fit: residuals are all rounding
            y = [sum(a * b for a, b in zip(r, theta)) for r in X]
        elif kind == "exact":  # whole numbers: ŷ = y exactly, J = 0
            X = [[float(g.integer(-9, 9)) for _ in r] for r in X]
            theta = [float(g.integer(-9, 9)) for _ in theta]
            y = [sum(a * b for a, b in zip(r, theta)) for r in X]
        else:  # residuals beyond 1e154: their squares overflow, the mean need not
            y = [v + g.sign() * 1e200 for v in y]
    with mp.workdps(60):
        preds, size = exact_rows(X, theta)
        r = [p - mp.mpf(v) for p, v in zip(preds, y)]
        J = mp.fsum(v * v for v in r) / (2 * m)
        # eqx forms ŷ_i (error e_i ≤ (n + 1)ε·Σ|X_ij θ_j|), then ŷ_i − y_i
        # (½ ulp of it), squares and sums: the cost moves by
        # (1/m)Σ(|r_i|·e_i + e_i²/2) plus m·ε of itself.
        e = [(n + 2) * EPS * (s + abs(v)) for s, v in zip(size, y)]
        err = mp.fsum(abs(ri) * ei + ei * ei for ri, ei in zip(r, e)) / m
        want = float(J)
        err = float(err)
    return {"X": X, "y": y, "theta": theta}, want, Tol(
        rel=(m + 4) * EPS, abs=min(4 * err, BIG) + 4 * SUB,
        why="residuals off by (n + 1)·ε·(Σ|X_ij θ_j| + |y_i|) move J by ≈ (1/m)Σ|r_i|·e_i = %.3g; m = %d squares summed" % (err, m))


# ---------------------------------------------------------------------------
# normal-equation, contour-regression-step


def min_norm_solution(X, t, C=None):
    """X⁺t at 100 digits. C, when given, is the r × n matrix with X = ZC
    (Z = the first r independent columns)."""
    m, n = len(X), len(X[0])
    with mp.workdps(100):
        M = mp.matrix(X)
        T = mp.matrix([mp.mpf(v) for v in t])
        if C is not None:
            cols, Cm = C
            Z = mp.matrix([[X[i][j] for j in cols] for i in range(m)])
            zt = Z.T * T
            u = mp.lu_solve(Z.T * Z, zt)           # Z⁺t
            Cm = mp.matrix(Cm)
            return Cm.T * mp.lu_solve(Cm * Cm.T, u)  # C⁺ = Cᵀ(CCᵀ)⁻¹
        if m >= n:
            return mp.lu_solve(M.T * M, M.T * T)
        return M.T * mp.lu_solve(M * M.T, T)


def design(g):
    """A design matrix and, for a rank-deficient one, its factor C. The
    kinds: a well-conditioned fit, near-collinear columns (κ up to 10¹²),
    columns that repeat others times ±2^k (rank-deficient: the least-norm
    solution), fewer rows than columns, scaled to 2^±500."""
    if not g.hard:
        m, n = g.integer(2, 20), g.integer(1, 4)
        m = max(m, n)
        X = [[1.0] + r for r in g.matrix(m, n - 1, -10, 10)] if n > 1 else [[1.0] for _ in range(m)]
        return X, None, "fit"
    kind = g.pick("collinear", "repeat", "wide", "scaled", "long", "single")
    if kind == "collinear":
        m, n = g.integer(6, 20), g.integer(2, 4)
        base = g.vector(m, -5, 5)
        delta = 10 ** -g.real(3, 11)
        X = [[1.0, b] + [b + delta * float(g.rng.normal()) * (k + 1) for k in range(n - 2)] for b in base]
        if n == 2:
            X = [[1.0 + delta * float(g.rng.normal()), 1.0] for _ in range(m)]
        return X, None, kind
    if kind == "repeat":
        m, r = g.integer(4, 20), g.integer(1, 3)
        m = max(m, r + 1)
        Z = [[1.0] + row for row in g.matrix(m, r - 1, -5, 5)]
        extra = g.integer(1, 3)
        srcs = [g.integer(0, r - 1) for _ in range(extra)]
        facs = [g.sign() * 2.0 ** g.integer(-2, 2) for _ in range(extra)]
        X = [row + [row[s] * f for s, f in zip(srcs, facs)] for row in Z]
        n = r + extra
        C = [[1.0 if i == j else 0.0 for j in range(r)] + [f if s == i else 0.0 for s, f in zip(srcs, facs)] for i in range(r)]
        return X, (list(range(r)), C), kind
    if kind == "wide":
        m = g.integer(1, 3)
        n = g.integer(m + 1, 5)
        return g.matrix(m, n, -5, 5), None, kind
    if kind == "scaled":
        m, n = g.integer(3, 20), g.integer(1, 3)
        s = 2.0 ** g.integer(-500, 500)
        return [[s * v for v in r] for r in g.matrix(m, n, -5, 5)], None, kind
    if kind == "long":
        m = 3000
        return [[1.0, x, x * x] for x in g.vector(m, -2, 2)], None, kind
    return [[g.real(-5, 5)] for _ in range(g.integer(1, 3))], None, kind


def targets(g, X, kind):
    m, n = len(X), len(X[0])
    theta = g.vector(n, -5, 5)
    noise = g.pick(0.0, 1e-8, 1.0) if g.hard else 1.0
    y = [sum(a * b for a, b in zip(r, theta)) + noise * v for r, v in zip(X, g.normal_vector(m))]
    if kind == "scaled":
        s = 2.0 ** g.integer(-400, 400)
        y = [v * s for v in y]
    return y


def ls_tolerance(X, sols, ress):
    """ε·c·(κ·Σ‖θ‖ + κ²·Σ‖r‖/σ_max) per component: the least-squares
    perturbation bound, for the solutions sols with residuals ress (one
    per target eqx solves)."""
    m, n = len(X), len(X[0])
    s = np.linalg.svd(np.array(X), compute_uv=False)
    smax = s[0]
    cut = max(m, n) * EPS * smax
    live = s[s > cut]
    kappa = smax / live[-1] if len(live) else 1.0
    th = sum(float(mp.norm(v)) for v in sols)
    rr = sum(float(mp.norm(v)) for v in ress)
    c = 8 * max(m, n)
    with np.errstate(over="ignore"):
        err = c * EPS * (kappa * th + kappa * kappa * rr / smax) if smax > 0 else 0.0
    return err, kappa


def ls_case(g, contour):
    X, C, kind = design(g)
    m, n = len(X), len(X[0])
    y = targets(g, X, kind)
    inputs = {"X": X, "y": y}
    tgts = [y]
    if contour:
        # Hard: the predictions reversed, 2⁵⁰⁰ times larger than y (the
        # solutions' sum would then be dominated by one; kept in range,
        # since eqx refuses a solution beyond it), or all 0.
        big = kind != "scaled" and max(abs(v) for v in y) < 2.0 ** 400
        yh = [v + float(g.rng.normal()) for v in y] if not g.hard else g.pick(
            list(reversed(y)), [v * 2.0 ** 500 for v in y] if big else y, [0.0] * m)
        inputs["y_hat_reordered"] = yh
        tgts.append(yh)
    with mp.workdps(100):
        M = mp.matrix(X)
        sols = [min_norm_solution(X, t, C) for t in tgts]
        ress = [M * s - mp.matrix([mp.mpf(v) for v in t]) for s, t in zip(sols, tgts)]
        total = sols[0] if len(sols) == 1 else sols[0] + sols[1]
        want = [float(total[j]) for j in range(n)]
    err, kappa = ls_tolerance(X, sols, ress)
    return inputs, want, Tol(rel=4 * EPS, abs=err + SUB, why=(
        "%s X (%d × %d, κ = %.3g): least squares moves by ε·c·(κ‖θ‖ + κ²‖r‖/σ_max) = %.3g" % (kind, m, n, kappa, err)))


@check("normal-equation", ref="mpmath at 100 digits: the minimum-norm least-squares solution X⁺y",
       tol=Tol(rel=4 * EPS, abs=SUB, why="the least-squares perturbation bound ε·(κ‖θ‖ + κ²‖r‖/σ_max); see the per-case tolerance"))
def normal_equation(g):
    return ls_case(g, contour=False)


@check("contour-regression-step", ref="mpmath at 100 digits: X⁺(y + ŷ_[i]), minimum-norm",
       tol=Tol(rel=4 * EPS, abs=SUB, why="the least-squares perturbation bound for both targets; see the per-case tolerance"))
def contour_step(g):
    return ls_case(g, contour=True)
