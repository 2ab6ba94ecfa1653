"""Distributions and likelihoods: the binomial pmf, the univariate and
multivariate Gaussian densities, Gaussian anomaly detection, and the
likelihood, log-likelihood and score of i.i.d. Bernoulli and Gaussian data.

References are the formulas written again in mpmath at 50+ digits on the
exact float64 inputs (scipy.stats is within ~1e-13 of them but not within
an ulp, so it cannot bound eqx's error tightly). Tolerances are per case:
a density e^{−z²/2} or a pmf computed through its logarithm carries the
logarithm's absolute error ε·|log p| as a relative error.
"""

import math

import mpmath as mp
import numpy as np

from core import EXACT, Tol, Undefined, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1073


# ---------------------------------------------------------------------------
# binomial-pmf


def binom_ref(n, k, p):
    if k < 0 or k > n:
        return mp.mpf(0)
    with mp.workdps(50):
        P = mp.mpf(p)
        return mp.binomial(n, k) * P ** k * (1 - P) ** (n - k)


@check("binomial-pmf", ref="mpmath: C(n, k)·p^k·(1 − p)^(n−k) at 50 digits on the float64 p",
       tol=Tol(rel=8 * EPS, abs=SUB, why="through its logarithm: ε·(|ln pmf| + |k − np|/(1 − p)) relative; see the per-case tolerance"))
def binomial_pmf(g):
    if not g.hard:
        n = g.integer(0, 100)
        k = g.integer(0, n) if not g.chance(0.1) else n + g.integer(1, 5)
        p = g.real(0, 1)
    else:
        n = int(10 ** g.real(0, 5)) if not g.chance(0.1) else 10 ** 6
        p = g.pick(g.probability(tiny=True), 1 - 2.0 ** -g.real(1, 53), 0.0, 1.0, g.real(0, 1), 0.5)
        mode = min(n, max(0, int(n * p)))
        # Several standard deviations from the mode: there the deviance
        # x log(x/np) + np − x is a difference of large terms.
        far = int(mode + g.sign() * g.real(3, 10) * math.sqrt(n * p * (1 - p) + 1))
        k = g.pick(0, n, mode, min(n, mode + g.integer(0, 3 * int(math.sqrt(n) + 1))), g.integer(0, n), min(n, max(0, far)))
    inputs = {"n": n, "k": k, "p": p}
    with mp.workdps(50):
        want = binom_ref(n, k, p)
        lnp = abs(float(mp.log(want))) if want > 0 else 0.0
    q = 1 - p
    # The pmf's condition number in p: |d ln P/d ln p| = |k − np|/(1 − p).
    cond = abs(k - n * p) / q if q > 0 else 0.0
    rel = 3 * EPS * (4 + lnp + math.log(n + 1) + cond)
    return inputs, float(want), Tol(rel=rel, abs=SUB, why=(
        "Loader's saddle point: log pmf to ε per term of size |ln pmf| = %.3g, ln n, and p's condition number "
        "|k − np|/(1 − p) = %.3g; exp makes that absolute error relative" % (lnp, cond)))


# ---------------------------------------------------------------------------
# gaussian-pdf


def gauss_ref(x, mu, sigma):
    if math.isinf(x):
        return mp.mpf(0)
    with mp.workdps(60):
        z = (mp.mpf(x) - mp.mpf(mu)) / mp.mpf(sigma)
        return mp.exp(-z * z / 2) / (mp.mpf(sigma) * mp.sqrt(2 * mp.pi))


@check("gaussian-pdf", ref="mpmath: exp(−(x − μ)²/(2σ²))/(σ√(2π)) at 60 digits",
       tol=Tol(rel=8 * EPS, abs=SUB, why="exp(−z²/2) turns z's relative error ε into ε·z² relative; see the per-case tolerance"))
def gaussian_pdf(g):
    if not g.hard:
        mu, sigma = g.real(-5, 5), g.real(0.1, 5)
        x = mu + sigma * g.real(-8, 8)
    else:
        sigma = g.pick(g.magnitude(-300, 300), g.magnitude(-323, -305), 1.7e308)
        mu = g.pick(0.0, g.signed_magnitude(-300, 300), sigma * g.real(-1e3, 1e3))
        if not math.isfinite(mu):
            mu = 0.0
        z = g.pick(g.real(-3, 3), g.real(-40, 40), g.real(-1e3, 1e3), 0.0, g.sign() * math.inf)
        x = mu + sigma * z
        if g.chance(0.15):  # x − μ beyond the float64 range, z finite
            x, mu, sigma = 1.5e308, -1.5e308, g.pick(1e307, 1e300, 1e308)
        if math.isnan(x):
            x = math.inf
    inputs = {"x": x, "mu": mu, "sigma": sigma}
    want = gauss_ref(x, mu, sigma)
    with mp.workdps(30):
        z2 = float(((mp.mpf(x) - mp.mpf(mu)) / mp.mpf(sigma)) ** 2) if not math.isinf(x) else 0.0
    lns = abs(math.log(sigma))
    if z2 / 2 > 745 + lns + 10:
        # Far beyond the smallest subnormal: exactly 0.
        return inputs, float(want), Tol(abs=SUB, why="the density underflows to 0")
    rel = 4 * EPS * (3 + z2 + lns)
    return inputs, float(want), Tol(rel=rel, abs=SUB, why=(
        "z = (x − μ)/σ to 1.5ε; −z²/2 then carries ≈ 1.5ε·z² = %.3g ε absolutely, and ln σ (the tiny-σ branch) ε·%.3g" % (1.5 * z2, lns)))


# ---------------------------------------------------------------------------
# multivariate-gaussian-pdf


def spd(g, d, cond, scale=1.0):
    """A random symmetric positive-definite d × d matrix of 2-norm
    condition number about cond, times scale, exactly symmetric."""
    q, _ = np.linalg.qr(g.rng.normal(size=(d, d)))
    s = np.logspace(0, -math.log10(cond), d) * scale
    m = (q * s) @ q.T
    m = (m + m.T) / 2
    return [[float(m[i][j]) if i <= j else float(m[j][i]) for j in range(d)] for i in range(d)]


def mvn_ref(x, mu, S):
    """log p at 80 digits: the exact float64 Σ inverted in mpmath."""
    d = len(x)
    with mp.workdps(80):
        M = mp.matrix(S)
        diff = mp.matrix([mp.mpf(a) - mp.mpf(b) for a, b in zip(x, mu)])
        det = mp.det(M)
        if det <= 0:
            return None, None, None
        sol = mp.lu_solve(M, diff)
        m2 = mp.fsum(diff[i] * sol[i] for i in range(d))
        logp = -(d * mp.log(2 * mp.pi) + mp.log(det) + m2) / 2
        return logp, m2, det


@check("multivariate-gaussian-pdf", ref="mpmath: exp(−½(x − μ)ᵀΣ⁻¹(x − μ))/√((2π)^d |Σ|) at 80 digits (LU of the exact Σ)",
       tol=Tol(rel=64 * EPS, abs=SUB, why="Cholesky is backward stable: errors of d·ε·κ(Σ) in log|Σ| and the Mahalanobis term; see the per-case tolerance"))
def multivariate_gaussian(g):
    d = g.integer(1, 6) if not g.hard else g.pick(1, 2, 3, 6, 12)
    cond = 10 ** g.real(0, 3) if not g.hard else 10 ** g.real(0, 10)
    scale = 1.0 if not g.hard else g.pick(1.0, 10 ** g.real(-250, 250), 1e-300, 1e300)
    S = spd(g, d, cond, scale)
    mu = g.vector(d, -5, 5) if not g.hard else [v * math.sqrt(scale) for v in g.vector(d, -100, 100)]
    z = g.normal_vector(d, g.pick(0.5, 1.0, 3.0) if not g.hard else g.pick(0.0, 1.0, 10.0, 40.0))
    # x = μ + L z for a factor L of Σ: a typical point of the distribution.
    L = np.linalg.cholesky(np.array(S))
    x = [float(v) for v in np.array(mu) + L @ np.array(z)]
    if g.index % 10 == 9:
        # A singular or indefinite Σ has no density.
        S = g.pick([[1.0, 1.0], [1.0, 1.0]], [[2.0, 0.0], [0.0, 0.0]], [[1.0, 2.0], [2.0, 1.0]],
                   [[4.0, 2.0, 6.0], [2.0, 1.0, 3.0], [6.0, 3.0, 9.0]], [[-1.0]], [[0.0]])
        n = len(S)
        return {"x": g.vector(n, -1, 1), "mu": [0.0] * n, "Sigma": S}, Undefined("Σ is not positive definite", "undefined", "positive definite")
    inputs = {"x": x, "mu": mu, "Sigma": S}
    logp, m2, det = mvn_ref(x, mu, S)
    with mp.workdps(30):
        p = mp.exp(logp)
        lp = abs(float(logp))
        m2 = float(m2)
    kappa = float(np.linalg.cond(np.array(S)))
    # Backward error of Cholesky ~ d·ε·‖Σ‖: log|Σ| moves by ≤ d²·ε·κ and
    # the Mahalanobis term by ≤ d·ε·κ·m²; exp turns the absolute error of
    # log p (≈ ε·|log p| for its own roundings) into a relative one.
    err = 4 * EPS * (d * d * kappa * (1 + m2) + lp + 4 * d)
    if err > 1e-3:
        err = 1e-3
    return inputs, float(p), Tol(rel=err, abs=SUB, why=(
        "κ(Σ) = %.2g, Mahalanobis² = %.3g, |log p| = %.3g: error of log p ≈ ε·(d²κ(1 + m²) + |log p|)" % (kappa, m2, lp)))


# ---------------------------------------------------------------------------
# anomaly-detection-density


def fitted(X):
    """Column means and population variances, exactly (mpmath, 60 digits)."""
    m, n = len(X), len(X[0])
    mus, s2s = [], []
    with mp.workdps(60):
        for j in range(n):
            col = [mp.mpf(r[j]) for r in X]
            mu = mp.fsum(col) / m
            s2 = mp.fsum((c - mu) ** 2 for c in col) / m
            mus.append(mu)
            s2s.append(s2)
    return mus, s2s


@check("anomaly-detection-density", ref="mpmath: Σ_j log N(x_j; μ_j, σ²_j) at 60 digits; μ, σ² from fit_X exactly, rounded once to float64",
       tol=Tol(rel=16 * EPS, abs=SUB, why="sums of per-feature log densities; see the per-case tolerance"))
def anomaly(g):
    n = g.integer(1, 8) if not g.hard else g.pick(1, 2, 8, 50)
    fit = g.chance(0.4)
    inputs = {}
    if fit:
        m = g.integer(2, 20) if not g.hard else g.pick(1, 2, 20, 500)
        offs = g.vector(n, -5, 5) if not g.hard else [g.pick(0.0, 1e6, g.signed_magnitude(-100, 100)) for _ in range(n)]
        scales = [g.real(0.1, 3) for _ in range(n)] if not g.hard else [g.pick(1.0, g.magnitude(-100, 100), 1e-3) for _ in range(n)]
        if g.hard and g.chance(0.3):
            # Data far from 0 next to their spread (10¹⁵ ± 1, a few ulps
            # apart): the plain mean of many rows is off by several ulps.
            m = g.pick(256, 500)
            offs = [g.sign() * g.magnitude(14, 15.6) for _ in range(n)]
            scales = [1.0] * n
        X = [[offs[j] + scales[j] * float(g.rng.normal()) for j in range(n)] for _ in range(m)]
        if m == 1 or g.index % 10 == 9:
            # A constant feature (every row the same value) has zero
            # variance: no density.
            j = g.integer(0, n - 1)
            v = g.pick(0.1, 3.0, -7.25, 1e-300)
            for r in X:
                r[j] = v
            inputs["fit_X"] = X
            inputs["x"] = g.vector(n, -1, 1)
            inputs["epsilon"] = 0.01
            return inputs, Undefined("a constant feature has σ² = 0: no density", "zero variance", "positive")
        inputs["fit_X"] = X
        mus, s2s = fitted(X)
        if min(s2s) == 0:
            # The spread vanished in rounding: a constant feature.
            inputs["x"], inputs["epsilon"] = g.vector(n, -1, 1), 0.01
            return inputs, Undefined("a constant feature has σ² = 0: no density", "zero variance", "positive")
        if g.chance(0.3):  # ignored when fit_X is given
            inputs["mu"], inputs["sigma2"] = [0.0] * n, [1.0] * n
    elif not g.hard and g.chance(0.15):
        # The defaults μ = [0, 2], σ² = [1, 4]: two features.
        n = 2
        mus, s2s = [mp.mpf(0), mp.mpf(2)], [mp.mpf(1), mp.mpf(4)]
    else:
        mus = g.vector(n, -5, 5) if not g.hard else [g.pick(0.0, g.signed_magnitude(-100, 100)) for _ in range(n)]
        s2s = [g.real(0.01, 10) for _ in range(n)] if not g.hard else [g.magnitude(-300, 300) for _ in range(n)]
        inputs["mu"], inputs["sigma2"] = mus, s2s
        mus, s2s = [mp.mpf(v) for v in mus], [mp.mpf(v) for v in s2s]
    m_rows = len(inputs["fit_X"]) if fit else 0
    with mp.workdps(60):
        if fit:
            # What a float64 fit stores: the exact μ_j and σ²_j rounded once.
            # The density is that of these parameters (eqx's μ may be off
            # by an ulp more; see dz below).
            mus = [mp.mpf(float(v)) for v in mus]
            s2s = [mp.mpf(float(v)) for v in s2s]
        sd = [mp.sqrt(s) for s in s2s]
        zs = [g.real(-3, 3) if not g.hard else g.pick(g.real(-3, 3), g.real(-30, 30), 0.0) for _ in range(n)]
        x = [float(mu + z * s) for mu, z, s in zip(mus, zs, sd)]
        terms = [-(mp.mpf(xj) - mu) ** 2 / (2 * s2) - mp.log(s2) / 2 - mp.log(2 * mp.pi) / 2
                 for xj, mu, s2 in zip(x, mus, s2s)]
        logp = mp.fsum(terms)
        mag = float(mp.fsum(abs(t) for t in terms))
    inputs["x"] = x
    # log p sums n terms, each to a few ε of its size.
    err = 4 * EPS * ((n + 4) * mag + 4 * n)
    if fit:
        # A careful fit (the corrected two-pass algorithm, the correction
        # applied to the mean too) has μ_j within an ulp plus
        # (m + 2)·ε·max|x − μ_j| of the rounded exact mean, and σ²_j within
        # (m + 4)·ε relative: z_j moves by δμ_j/σ_j + |z_j|·(m + 4)·ε and
        # log p by Σ (|z_j| + δz_j)·δz_j + (m + 4)·ε.
        dmu_abs = 0.0
        with mp.workdps(30):
            for j in range(n):
                dmax = float(max(abs(mp.mpf(r[j]) - mus[j]) for r in inputs["fit_X"]))
                dmu_abs = max(dmu_abs, 2 * (m_rows + 2) * EPS * dmax)
                dz = (math.ulp(float(mus[j])) + (m_rows + 2) * EPS * dmax) / float(sd[j]) + abs(zs[j]) * (m_rows + 4) * EPS
                err += 2 * ((abs(zs[j]) + dz) * dz + (m_rows + 4) * EPS)
        part = g.index % 3
        if part == 0:
            # The fitted means: 2ε relative (an ulp or two) plus the
            # deviations' summation error, absolutely.
            return inputs | {"epsilon": 0.01}, {"mu": [float(v) for v in mus]}, Tol(
                rel=2 * EPS, abs=dmu_abs + SUB,
                why="μ_j = x̄ + Σ(x − x̄)/m: within an ulp or two, plus (m + 2)·ε·max|x − μ| = %.3g" % dmu_abs)
        if part == 1:
            return inputs | {"epsilon": 0.01}, {"sigma2": [float(v) for v in s2s]}, Tol(
                rel=4 * (m_rows + 4) * EPS, abs=SUB,
                why="the corrected two-pass variance of %d rows: ≈ (m + 4)·ε relative" % m_rows)
    lp = float(logp)
    # ε either side of p by a clear margin, or the verdict is left out.
    for _ in range(20):
        eps_ln = lp + g.real(-5, 5)
        if abs(eps_ln - lp) > 0.1 + 4 * err:
            break
    if abs(eps_ln - lp) <= 4 * err + 1e-300:
        eps_ln = lp - 1
    # ε must be a positive float64: e^−744 ≈ 1e-323 at the least.
    eps_ln = max(min(eps_ln, 700.0), -744.0)
    epsilon = math.exp(eps_ln)
    inputs["epsilon"] = epsilon
    with mp.workdps(30):
        want = {"p": float(mp.exp(logp)), "log_p": lp}
        if abs(mp.log(mp.mpf(epsilon)) - logp) > 4 * err:
            want["anomaly"] = bool(logp < mp.log(mp.mpf(epsilon)))
    return inputs, want, Tol(rel=err, abs=err, why=(
        "log p sums %d terms of total size %.3g (ε each; exp makes that error relative for p)%s"
        % (n, mag, "; fitted μ, σ² from %d rows, an ulp and (m + 4)·ε off" % m_rows if fit else "")))


# ---------------------------------------------------------------------------
# likelihood-iid, log-likelihood, mle-stationarity


def bernoulli_data(g):
    n = g.length(1, 30, long=10_000)
    frac = g.pick(g.real(0, 1), 0.0, 1.0) if g.hard else g.real(0, 1)
    return [1.0 if g.rng.random() < frac else 0.0 for _ in range(n)]


def bernoulli_theta(g, data):
    k, n = sum(data), len(data)
    if not g.hard:
        return g.real(0, 1)
    return g.pick(g.probability(tiny=True), 1 - 2.0 ** -g.real(1, 53), 0.0, 1.0, k / n, 5e-324, 0.5)


def gaussian_data(g):
    n = g.length(1, 30, long=10_000)
    if not g.hard:
        mu, sigma = g.real(-3, 3), g.real(0.1, 5)
        data = [mu + sigma * v for v in g.normal_vector(n)]
        return data, g.real(-3, 3), sigma
    sigma = g.pick(g.magnitude(-300, 300), 1e-300, 1e300, 1.0)
    mu = g.pick(0.0, g.signed_magnitude(-300, 300), 1e15)
    spread = g.pick(1.0, 30.0, 1e3)
    with np.errstate(over="ignore"):
        data = [float(mu + sigma * spread * v) for v in g.normal_vector(n)]
    if g.chance(0.15):  # x − μ overflows though (x − μ)/σ is modest
        data, mu, sigma = [1.5e308, 1e308, -2e307][: min(n, 3)], -1.5e308, g.pick(1e307, 1e300)
    data = [v if math.isfinite(v) else g.sign() * 1e308 for v in data]
    return data, mu, sigma


def bern_ll(data, theta):
    """ℓ = k ln θ + (n − k) ln(1 − θ) at 60 digits; the sizes of its terms."""
    k = int(sum(data))
    n0 = len(data) - k
    with mp.workdps(60):
        t = mp.mpf(theta)
        a = k * mp.log(t) if k else mp.mpf(0)
        b = n0 * mp.log1p(-t) if n0 else mp.mpf(0)  # 1 − θ rounds to 1 at 60 digits for θ < 1e-60
        if (k and t == 0) or (n0 and t == 1):
            return -mp.inf, 0.0
        return a + b, float(abs(a) + abs(b))


def gauss_ll(data, mu, sigma):
    n = len(data)
    with mp.workdps(60):
        s = mp.mpf(sigma)
        ss = mp.fsum(((mp.mpf(x) - mu) / s) ** 2 for x in data)
        a = n * mp.log(s)
        b = n * mp.log(2 * mp.pi) / 2
        return -a - b - ss / 2, float(abs(a) + b + ss)


def likelihood_case(g):
    inputs = {}
    model = g.pick("bernoulli", "gaussian")
    inputs["model"] = model  # required
    if model == "bernoulli":
        data = bernoulli_data(g)
        theta = 0.5
        if g.chance(0.9):
            theta = inputs["theta"] = bernoulli_theta(g, data)
        if g.chance(0.2):  # ignored by this model
            inputs["mu"], inputs["sigma"] = 3.0, 2.0
        ll, mag = bern_ll(data, theta)
        n = len(data)
    else:
        data, mu, sigma = gaussian_data(g)
        if mu != 0 or g.chance(0.5):
            inputs["mu"] = mu
        if sigma != 1 or g.chance(0.5):
            inputs["sigma"] = sigma
        if g.chance(0.2):
            inputs["theta"] = 0.3  # ignored by this model
        ll, mag = gauss_ll(data, mu, sigma)
        n = len(data)
    inputs["data"] = data
    # Each term is formed to a few ε; the sum of n of them adds ≤ n·ε of
    # their total size.
    err = 4 * EPS * (n + 4) * mag + SUB
    return inputs, ll, err, n


@check("log-likelihood", ref="mpmath: k ln θ + (n − k) ln(1 − θ); −n ln σ − (n/2) ln 2π − ½Σz², at 60 digits",
       tol=Tol(rel=4 * EPS, abs=SUB, why="a sum of terms each to a few ε; see the per-case tolerance"))
def log_likelihood(g):
    inputs, ll, err, n = likelihood_case(g)
    return inputs, float(ll), Tol(rel=4 * EPS, abs=err, why="%d terms summed in order: ≤ (n + 4)·ε times their total size, absolutely" % n)


@check("likelihood-iid", ref="mpmath: exp of the log-likelihood at 60 digits",
       tol=Tol(rel=4 * EPS, abs=SUB, why="exp of a log-likelihood known absolutely; see the per-case tolerance"))
def likelihood(g):
    inputs, ll, err, n = likelihood_case(g)
    with mp.workdps(60):
        want = float(mp.exp(ll))
    return inputs, want, Tol(rel=4 * EPS + err, abs=SUB,
                             why="exp turns the log-likelihood's absolute error (≤ (n + 4)·ε·Σ|terms|) into a relative one")


@check("mle-stationarity", ref="mpmath: k/θ − (n − k)/(1 − θ); Σ(x_k − μ)/σ², at 60 digits",
       tol=Tol(rel=4 * EPS, abs=SUB, why="the score cancels near the MLE; see the per-case tolerance"))
def mle_stationarity(g):
    model = g.pick("bernoulli", "gaussian")
    inputs = {}
    inputs["model"] = model  # required
    if model == "bernoulli":
        data = bernoulli_data(g)
        theta = bernoulli_theta(g, data)
        inputs["data"], inputs["theta"] = data, theta
        n, k = len(data), int(sum(data))
        if theta == 0:
            return inputs, math.inf if k > 0 else -float(n), EXACT
        if theta == 1:
            return inputs, -math.inf if k < n else float(n), EXACT
        with mp.workdps(60):
            t = mp.mpf(theta)
            want = k / t - (n - k) / (1 - t)  # 1 − t rounding to 1 here is 1e-60 relative: harmless
        # (k − nθ)/(θ(1 − θ)): nθ rounds by ε·nθ, the subtraction by ε of
        # |k − nθ|, then 1 − θ, the product and the quotient.
        err = 4 * EPS * (n * theta + abs(k - n * theta)) / (theta * (1 - theta))
        return inputs, float(want), Tol(rel=6 * EPS, abs=err + SUB,
                                        why="k − nθ cancels near the MLE: its error ε·(nθ + |k − nθ|) over θ(1 − θ)")
    data, mu, sigma = gaussian_data(g)
    inputs["data"], inputs["theta"] = data, mu
    if sigma != 1 or g.chance(0.5):
        inputs["sigma"] = sigma
    n = len(data)
    with mp.workdps(60):
        s = mp.mpf(sigma)
        want = mp.fsum((mp.mpf(x) - mu) / s for x in data) / s
        mag = mp.fsum(abs(mp.mpf(x) - mu) / s for x in data) / s
    err = 4 * EPS * (n + 2) * float(mag)
    return inputs, float(want), Tol(rel=4 * EPS, abs=err + SUB,
                                    why="n = %d residuals summed: ≤ (n + 2)·ε·Σ|x − μ|/σ², absolutely (cancellation at the MLE)" % n)
