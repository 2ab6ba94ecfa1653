"""Optimization: gradient descent (the bowl θ² and least squares) and the
batch gradient step of logistic regression."""

import math

import mpmath as mp
import numpy as np

from core import Tol, Undefined, check
from families.classification import (DPS, MAXF, SUB, U, Ambiguous, R, _exact_sum, _ints, act_minus, leaf_tol,
                                     rconst, rdot, redraw, tofloat, xdot)


# gradient-descent

def bowl_case(g):
    scalar = g.chance(0.4)
    n = 1 if scalar else g.integer(1, 12)
    theta0 = g.vector(n, -5, 5)
    eta = g.magnitude(-4, math.log10(2))
    T = g.integer(0, 100)
    if g.hard:
        kind = g.pick("half", "long", "huge", "tiny_eta", "diverge", "underflow")
        if kind == "half":
            # η near ½: each step multiplies by 1 − 2η ≈ 0 (or η = ½
            # exactly: 0 after one step).
            eta = g.pick(0.5, 0.5 + g.signed_magnitude(-15, -3))
            T = g.integer(1, 20)
        elif kind == "long":
            T = g.pick(10_000, 1_000_000)
            eta = g.pick(g.magnitude(-7, -5), 1 - g.magnitude(-7, -5))  # |1 − 2η| ≈ 1
        elif kind == "huge":
            # Beyond 2^1023 as well, where 2θ overflows but θ(1 − 2η) does not.
            theta0 = [g.sign() * g.pick(g.magnitude(300, 308), g.real(9e307, 1.79e308)) for _ in range(n)]
            eta = g.real(0.01, 0.99)
            T = g.integer(1, 5)
        elif kind == "tiny_eta":
            eta = g.magnitude(-300, -20)
            theta0 = g.magnitude_vector(n, -300, 300)
        elif kind == "diverge":
            eta = g.real(1.5, 1e3)
            T = g.integer(1000, 5000)
        else:
            theta0 = g.magnitude_vector(n, -300, -250)
            eta = g.real(0.3, 0.7)
            T = g.integer(200, 2000)  # down through the subnormals to 0
    inputs = {"theta0": theta0[0] if scalar else theta0}
    if g.chance(0.5):
        inputs["loss"] = "theta^2"
    if not g.hard and g.chance(0.15):
        eta, T = 0.1, 10  # the defaults of eta and steps
    elif g.chance(0.3):
        inputs["lr"], inputs["epochs"] = eta, T
        if g.chance(0.5):
            inputs["eta"], inputs["steps"] = g.real(0.1, 1), g.integer(0, 9)  # replaced by lr, epochs
    else:
        inputs["eta"], inputs["steps"] = eta, T
    with mp.workdps(DPS):
        f = 1 - 2 * mp.mpf(eta)
        out = [mp.mpf(t) * f ** T for t in theta0]
        peak = max(abs(mp.mpf(t)) * max(1, abs(f) ** T) for t in theta0)
        if peak > mp.mpf(MAXF) * (1 + mp.mpf(1e-6)):
            return inputs, Undefined("|θ_t| = |θ_0||1 − 2η|^t leaves the float64 range: the iteration diverges", "diverge")
        if peak > mp.mpf(MAXF) * (1 - mp.mpf(1e-6)):
            raise Ambiguous()
        want = [tofloat(v) for v in out]
    # Each step multiplies by 1 − 2η, a rounding or two: 2u per step
    # relative, and in the subnormal range an absolute half-ulp per step.
    tol = Tol(rel=(2 * T + 4) * U * 1.25, abs=(T + 1) * SUB,
              why="a careful step θ(1 − 2η) rounds twice at most; T steps compound to 2Tu")
    return inputs, (want[0] if scalar else want), tol


def ls_iterate(X, y, theta0, eta, T):
    """The iterates of θ ← θ − (η/m)Xᵀ(Xθ − y) at 40 digits, with the
    2-norm bound of the error of a float64 run, and the largest |θ_t|."""
    m, n = len(X), len(X[0])
    A = np.asarray(X, dtype=float)
    with np.errstate(all="ignore"):
        lam = np.linalg.eigvalsh(A.T @ A / m) if np.all(np.isfinite(A.T @ A)) else None
    rho = max(abs(1 - eta * l) for l in lam) if lam is not None else math.inf
    with mp.workdps(40):
        Xm = [[mp.mpf(v) for v in row] for row in X]
        ym = [mp.mpf(v) for v in y]
        th = [mp.mpf(t) for t in theta0]
        e = mp.mpf(0)
        peak = max(abs(t) for t in th)
        eta_m = mp.mpf(eta)
        for _ in range(T):
            r = [mp.fsum(a * t for a, t in zip(row, th)) - yi for row, yi in zip(Xm, ym)]
            rmag = [mp.fsum(abs(a * t) for a, t in zip(row, th)) + abs(yi) for row, yi in zip(Xm, ym)]
            gsum = [mp.fsum(Xm[i][j] * r[i] for i in range(m)) for j in range(n)]
            gerr = [(mp.fsum(abs(Xm[i][j]) * rmag[i] for i in range(m)) * (n + 2) + mp.fsum(abs(Xm[i][j] * r[i]) for i in range(m)) * (m + 2)) * U / m
                    for j in range(n)]
            new = [t - eta_m * s / m for t, s in zip(th, gsum)]
            delta = mp.sqrt(mp.fsum((eta_m * ge + 3 * U * (abs(eta_m * s / m) + abs(t))) ** 2 for ge, s, t in zip(gerr, gsum, new)))
            e = e * rho + delta
            peak = max([peak] + [abs(v) for v in new])
            th = new
        return th, e, peak


def ls_one_step(X, y, theta0, eta):
    """One step on many rows, exactly: the residuals and Xᵀr in integer
    arithmetic (mpmath would take seconds on 10⁴ rows), the update at 40
    digits; the error bound as in ls_iterate, in float64 (the values are
    moderate)."""
    m, n = len(X), len(X[0])
    res = []  # r_i = N·2^E exactly
    for row, yi in zip(X, y):
        N, _, E = _exact_sum(_ints(row, theta0, -yi))
        res.append((N, E))
    with mp.workdps(40):
        out, err = [], 0.0
        A = np.abs(np.asarray(X))
        rmag = A @ np.abs(np.asarray(theta0)) + np.abs(np.asarray(y))
        r = np.asarray([math.ldexp(float(N) if abs(N) < 2 ** 1000 else float(mp.mpf(N)), E) for N, E in res])
        for j in range(n):
            terms = []
            for row, (N, E) in zip(X, res):
                if row[j] and N:
                    mx, ex = math.frexp(row[j])
                    terms.append((int(mx * 2.0 ** 53) * N, ex - 53 + E))
            G, _, E = _exact_sum(terms)
            gsum = mp.ldexp(mp.mpf(G), E)
            new = mp.mpf(theta0[j]) - mp.mpf(eta) * gsum / m
            gerr = (float(A[:, j] @ rmag) * (n + 2) + float(np.abs(A[:, j] * r).sum()) * (m + 2)) * U / m
            err = math.hypot(err, eta * gerr + 3 * U * (abs(float(eta * gsum / m)) + abs(float(new))))
            out.append(new)
        return out, err


def ls_case(g):
    m, n = g.integer(2, 12), g.integer(1, 3)
    X = [[1.0] + g.vector(n - 1, -3, 3) for _ in range(m)]
    y = g.vector(m, -5, 5)
    scalar = g.chance(0.3)
    theta0 = g.vector(n, -2, 2)
    if scalar:
        theta0 = [theta0[0]] * n
    T = g.integer(0, 60)
    A = np.asarray(X)
    lmax = max(np.linalg.eigvalsh(A.T @ A / m))
    eta = g.real(0.05, 1.9) / lmax
    kind = g.pick("ill", "huge", "top", "diverge", "long", "many") if g.hard else "typical"
    if kind == "ill":
        n = g.integer(2, 4)
        X = g.ill_conditioned(n, g.magnitude(3, 8))
        m = n
        y = g.vector(m, -1, 1)
        theta0 = [0.0] * n if not scalar else [0.0] * n
        A = np.asarray(X)
        eta = g.real(0.5, 1.9) / max(np.linalg.eigvalsh(A.T @ A / m))
        T = g.integer(50, 150)
    elif kind == "huge":
        s = g.magnitude(150, 290)
        y = [v * s for v in y]
        theta0 = [v * s for v in theta0] if not scalar else [theta0[0] * s] * n
    elif kind == "top":
        # Targets near the top of the float64 range: residuals and their
        # sums overflow on the way although the iterates do not.
        y = [g.sign() * g.magnitude(306, 308.2) for _ in y]
        theta0 = [g.pick(0.0, g.signed_magnitude(300, 307)) for _ in range(n)]
        if scalar:
            theta0 = [theta0[0]] * n
        T = g.integer(1, 8)
    elif kind == "diverge":
        # |1 − ηλ_max| ≥ 49: past 10^310 within 200 steps.
        m = min(m, 6)
        X, y = X[:m], y[:m]
        A = np.asarray(X)
        eta = g.real(50, 200) / max(np.linalg.eigvalsh(A.T @ A / m))
        T = g.integer(200, 260)
    elif kind == "long":
        m = 10_000
        X = [[1.0] + g.vector(n - 1, -3, 3) for _ in range(m)]
        y = g.vector(m, -5, 5)
        A = np.asarray(X)
        eta = g.real(0.05, 1.9) / max(np.linalg.eigvalsh(A.T @ A / m))
        T = 1
    elif kind == "many":
        m = g.integer(2, 4)
        X, y = X[:m], y[:m]
        A = np.asarray(X)
        eta = g.real(0.05, 1.9) / max(np.linalg.eigvalsh(A.T @ A / m))
        T = g.integer(200, 400)
    inputs = {"loss": "(1/2m)||X theta - y||^2", "X": X, "y": y, "theta0": theta0[0] if scalar else theta0}
    if kind == "typical" and g.chance(0.15):
        eta, T = 0.1, 10  # the defaults of eta and steps
    elif g.chance(0.3):
        inputs["lr"], inputs["epochs"] = eta, T
    else:
        inputs["eta"], inputs["steps"] = eta, T
    if kind == "long":
        th, e = ls_one_step(X, y, theta0, eta)
        peak = 0
    else:
        th, e, peak = ls_iterate(X, y, theta0, eta, T)
    if peak > mp.mpf(MAXF) * (1 + mp.mpf(1e-9)):
        return inputs, Undefined("the iterates grow past the float64 range: the learning rate exceeds 2/λ_max", "diverge")
    if peak > mp.mpf(MAXF) * (1 - mp.mpf(1e-9)):
        raise Ambiguous()
    want = [tofloat(v) for v in th]
    tol = Tol(rel=8 * U, abs=max(SUB, 2 * tofloat(e)),
              why="each step's rounding (residuals, gradient sums, the update) carried by ‖I − ηXᵀX/m‖₂ to the end")
    return inputs, (want[0] if scalar and n == 1 else want), tol


@check("gradient-descent",
       ref="mpmath: θ_0(1 − 2η)^T for the bowl; the iteration θ − (η/m)Xᵀ(Xθ − y) at 40 digits for least squares",
       tol=Tol(rel=8 * U, why="per case: T steps of rounding, carried through the iteration matrix"))
def gradient_descent(g):
    return redraw(lambda g: bowl_case(g) if g.chance(0.5) else ls_case(g), g)


# logistic-regression-gd-step

@check("logistic-regression-gd-step",
       ref="mpmath: a_i = σ(wᵀx_i + b) at 50 digits, w − αΣ(a_i − y_i)x_i, b − αΣ(a_i − y_i)",
       tol=Tol(rel=8 * U, why="per case: the scores' rounding through σ′, the sums' rounding, the update"))
def logistic_gd_step(g):
    m, n = g.integer(1, 10), g.integer(1, 4)
    X = g.matrix(m, n, -3, 3)
    y = [float(g.integer(0, 1)) for _ in range(m)]
    w, b = g.vector(n, -2, 2), g.real(-2, 2)
    alpha = g.magnitude(-3, 0)
    if g.hard:
        kind = g.pick("saturated", "huge", "soft", "long", "zero")
        if kind == "saturated":
            w = [v * g.pick(100.0, 1e5, 1e300) for v in w]
        elif kind == "huge":
            X = [g.magnitude_vector(n, -150, 150) for _ in range(m)]
            alpha = g.magnitude(-300, -150)
        elif kind == "soft":
            y = [g.real(0, 1) for _ in range(m)]
        elif kind == "long":
            m = 10_000
            X = g.matrix(m, n, -3, 3)
            y = [float(g.integer(0, 1)) for _ in range(m)]
        else:
            w, b = [0.0] * n, 0.0
    with mp.workdps(DPS):
        wr = [rconst(v) for v in w]
        br = rconst(b)
        es = []
        for row, yi in zip(X, y):
            z = xdot(w, row, b)
            # eqx forms σ(z) − y directly: its error is an ulp of σ(z) and
            # of y besides the slope times the score's error.
            a = act_minus("sigmoid", z, yi)
            a.e = max(a.e, U * (abs(a.v + yi) + abs(yi)))
            es.append(a)
        alpha_m = mp.mpf(alpha)
        leaves = []
        for j in range(n + 1):
            col = [rconst(row[j]) for row in X] if j < n else [rconst(1)] * m
            gsum = rdot(es, col)
            step = R(alpha_m * gsum.v, alpha_m * gsum.e + U * abs(alpha_m * gsum.v))
            old = wr[j] if j < n else br
            leaves.append(R(old.v - step.v, step.e + U * abs(old.v - step.v)))
        tol = leaf_tol(leaves, "the scores' rounding through σ′, the sums' rounding, one rounding each of α·g and of the difference")
        out = {"w": [l.f() for l in leaves[:n]], "b": leaves[n].f()}
    return {"X": X, "y": y, "w": w, "b": b, "alpha": alpha}, out, tol
