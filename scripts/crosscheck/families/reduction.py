"""Dimensionality reduction: the PCA covariance matrix, U_reduce and the
projections, the projection error, the total variation and the variance
retained; the LDA within- and between-class scatter matrices and Fisher's
criterion.

The references are the definitions written again in mpmath at 50 digits:
the exact mean, the centred data, Σ = (1/m) Σ_i x⁽ⁱ⁾x⁽ⁱ⁾ᵀ (Andrew Ng's 1/m,
not numpy.cov's 1/(m − 1)), its eigen-decomposition by mpmath.eigsy, and
for LDA S_W, S_B and the pencil S_B w = λ S_W w through an mpmath Cholesky
factor of S_W. For the few data sets of 10^4 rows the covariance is formed
in float64 by a two-pass mean from math.fsum and dot products summed
exactly (two-products + math.fsum), whose error (≈ 2u relative) is far
below the tolerance there (γ_m with m = 10^4).

Principal directions are defined only up to sign (and rotation within a
repeated eigenvalue), so the checks compare what is invariant: x_approx and
‖z‖ (which need only the top-k subspace, unique when λ_k > λ_{k+1}), and
U_reduce, z and u₁ with eqx's documented sign convention (first entry of
magnitude above 1e-12 positive) applied to the reference, only where the
eigenvalues are separated and that entry is not near the threshold.

The tolerances are the classical float64 error bounds, computed per case
(Higham, Accuracy and Stability of Numerical Algorithms; Golub & Van Loan
§8.6, Wedin's theorem): γ_m·(1/m)|D|ᵀ|D| + δδᵀ for Σ (δ the error of the
computed mean, whose first-order effect cancels since Σ_i d⁽ⁱ⁾ = 0), and
for eigenvalues and subspaces an SVD backward error ε = γ_{m+n}‖A‖_F of
A = D/√m: |λ̂_i − λ_i| ≤ 2σ_i ε + (ε + ‖δ‖)², sin θ_k ≤ ε/(σ_k − σ_{k+1}).
"""

import math

import mpmath as mp
import numpy as np

from core import Tol, Undefined, check

U = 2.0 ** -53
TINY = 2.0 ** -1074
DPS = 50
SIGN_EPS = 1e-12  # eqx's threshold for the canonical sign of an eigenvector


def gamma(n):
    return n * U / (1 - n * U)


def _split(x):
    c = 134217729.0 * x
    hi = c - (c - x)
    return hi, x - hi


def exact_dot(a, b):
    """The correctly rounded Σ a_i b_i (products neither overflowing nor
    below 2^-900): two-products summed exactly by math.fsum."""
    a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return math.fsum(np.concatenate([p, e]))


# ---------------------------------------------------------------------------
# Data.


def rotation(g, n):
    q, _ = np.linalg.qr(g.rng.normal(size=(n, n)))
    return q


def pca_data(g, allow_long=True):
    """A data matrix (m × n) and the kind of case: in hard cases data far
    from the origin (cancellation in the mean), scaled by 10^±150, of
    deficient rank (m < n, a column twice another, a zero column), a single
    row, constant columns, condition numbers up to 10^10, repeated
    eigenvalues (isotropic data), small integers, 10^4 rows, or a row of
    1e154s whose squared norm alone is beyond the float64 range."""
    if not g.hard:
        m, n = g.integer(2, 12), g.integer(1, 4)
        X = g.rng.normal(size=(m, n)) @ g.rng.uniform(-2, 2, (n, n)) + g.rng.uniform(-5, 5, n)
        return X, "plain"
    kind = g.pick("offset", "scale", "rank", "single", "constant", "ill", "ties", "integers", "long", "edge")
    if kind == "long" and not allow_long:
        kind = "plain"
    m, n = g.integer(3, 12), g.integer(2, 4)
    X = g.rng.normal(size=(m, n)) @ g.rng.uniform(-2, 2, (n, n))
    if kind == "offset":
        X = X + g.rng.choice([-1, 1], n) * 10.0 ** g.rng.uniform(4, 10, n)
    elif kind == "scale":
        X = X * 10.0 ** g.real(-150, 150)
    elif kind == "rank":
        sub = g.pick("short", "double", "zero")
        if sub == "short":
            m = g.integer(1, n - 1)
            X = X[:m]
        elif sub == "double":
            i, j = g.integer(0, n - 1), g.integer(0, n - 1)
            if i != j:
                X[:, j] = 2 * X[:, i]
        else:
            X[:, g.integer(0, n - 1)] = 0.0
    elif kind == "single":
        X = X[:1] + g.rng.uniform(-5, 5, n)
    elif kind == "constant":
        if g.chance(0.5):
            X[:, g.integer(0, n - 1)] = g.pick(0.1, 1 / 3, 7.3, -2.9e5)
        else:
            X = np.tile(g.rng.uniform(-5, 5, n), (m, 1))
    elif kind == "ill":
        s = np.logspace(0, -g.real(6, 10), n)
        X = (g.rng.normal(size=(m + n, n)) * s) @ rotation(g, n).T
    elif kind == "ties":
        a = g.real(0.5, 3)
        base = np.vstack([a * np.eye(n), -a * np.eye(n)])
        X = base @ rotation(g, n).T if g.chance(0.5) else base
    elif kind == "integers":
        X = g.rng.integers(-5, 6, (m, n)).astype(float)
    elif kind == "edge":  # one row whose ‖x‖² alone exceeds the range; the mean of the squares does not
        m = 12
        X = g.rng.normal(size=(m, n))
        X[g.integer(0, m - 1)] = g.real(1.0, 1.3) * 1e154 * g.rng.choice([-1, 1], n)
    elif kind == "long":
        m, n = 10_000, g.integer(2, 3)
        X = g.rng.normal(size=(m, n)) @ g.rng.uniform(-2, 2, (n, n)) + g.rng.uniform(-5, 5, n)
    return X, kind


def centre_option(g, inputs):
    """Sets mean_normalise (absent, true or false) and returns it."""
    r = g.rng.random()
    if r < 0.4:
        return True
    inputs["mean_normalise"] = r < 0.7
    return inputs["mean_normalise"]


class Fit:
    """The reference analysis of X: the exact mean mu, the centred data D (as
    floats), Σ and its eigenpairs (descending, 50 digits), and the float64
    error bounds of the quantities computed from them."""

    def __init__(self, X, centre):
        X = np.asarray(X, dtype=float)
        self.X = X
        m, n = X.shape
        self.m, self.n = m, n
        with mp.workdps(DPS):
            if m > 1000:
                mu = [math.fsum(X[:, j]) / m if centre else 0.0 for j in range(n)]
                D = X - np.array(mu)
                S = mp.matrix(n, n)
                for k in range(n):
                    for l in range(k, n):
                        S[k, l] = S[l, k] = mp.mpf(exact_dot(D[:, k], D[:, l])) / m
                self.mu = np.array(mu)
            else:
                mu = [mp.fsum(mp.mpf(v) for v in X[:, j]) / m if centre else mp.mpf(0) for j in range(n)]
                Dm = [[mp.mpf(X[i, j]) - mu[j] for j in range(n)] for i in range(m)]
                S = mp.matrix(n, n)
                for k in range(n):
                    for l in range(k, n):
                        S[k, l] = S[l, k] = mp.fsum(row[k] * row[l] for row in Dm) / m
                D = np.array([[float(v) for v in row] for row in Dm]).reshape(m, n)
                self.mu = np.array([float(v) for v in mu])
            self.S = S
            self.total = mp.fsum(S[k, k] for k in range(n))
            E, Q = mp.eigsy(S)
            order = sorted(range(n), key=lambda i: -E[i])
            self.lam = [max(E[i], mp.mpf(0)) for i in order]
            self.vecs = [[Q[r, i] for r in range(n)] for i in order]
        self.D = D
        self.centre = centre
        absD = np.abs(D) / math.sqrt(m)  # scaled first: |D|ᵀ|D| may exceed the range
        # The computed mean is off by at most γ_{m+2}·mean|x_j| + u|μ_j|.
        self.delta = (gamma(m + 2) * np.mean(np.abs(X), axis=0) + U * np.abs(self.mu)) if centre else np.zeros(n)
        self.dnorm = float(np.linalg.norm(self.delta))
        self.cov_err = gamma(m + 4) * (absD.T @ absD) + np.outer(self.delta, self.delta)
        self.sigma = np.array([math.sqrt(float(v)) for v in self.lam])
        self.normA = math.sqrt(float(self.total))  # ‖A‖_F for A = D/√m
        # The SVD's backward error (LAPACK's p(m, n)·u·‖A‖ with p = m + n)
        # and the rounding of x − μ̂.
        self.eps = gamma(m + n + 2) * self.normA
        top = float(np.max(np.abs(D))) if D.size else 0.0
        self.rownorm = top * np.linalg.norm(D / top, axis=1) if top > 0 else np.zeros(m)  # scaled: ‖d‖² may exceed the range

    def lam_err(self, i):
        """The bound on the error of the computed eigenvalue λ_i = σ_i²."""
        return 2 * self.sigma[i] * self.eps + (self.eps + self.dnorm) ** 2 + 2 * U * float(self.lam[i])

    def discarded(self, k):
        with mp.workdps(DPS):
            return mp.fsum(self.lam[k:])

    def discarded_err(self, k):
        return sum(self.lam_err(i) for i in range(k, self.n)) + gamma(self.n) * float(self.discarded(k))

    def kept_err(self, k):
        return sum(self.lam_err(i) for i in range(k)) + gamma(self.n) * float(mp.fsum(self.lam[:k]))

    def total_err(self):
        return self.kept_err(self.n)

    def rank(self):
        top = self.sigma[0] if self.n else 0.0
        return sum(1 for s in self.sigma if s > 1e-20 * top) if top > 0 else 0

    def subspace_angle(self, k):
        """A bound on the angle between the computed and the true top-k
        subspace (∞ when λ_k = λ_{k+1} > 0); when λ_{k+1} = 0 and k covers
        the rank, the subspace that matters is the range, of gap σ_r."""
        s = self.sigma
        if self.normA == 0 or k == self.n:
            return 0.0  # no data to project, or the whole space
        nxt = s[k] if k < self.n else 0.0
        if nxt <= 1e-20 * s[0]:
            r = self.rank()
            gap = s[min(k, r) - 1] if min(k, r) > 0 else math.inf
        else:
            gap = s[k - 1] - nxt
        if gap <= 2 * self.eps:
            return math.inf
        lgap = gap * (s[k - 1] + nxt) if nxt > 1e-20 * s[0] else gap * gap
        return self.eps / (gap - self.eps) + (self.dnorm ** 2 / lgap if lgap > 0 else math.inf)

    def vector_angle(self, i):
        """A bound on the angle of the computed i-th eigenvector (0-based);
        ∞ when λ_i is repeated."""
        s = self.sigma
        gaps = []
        if i > 0:
            gaps.append(s[i - 1] - s[i])
        if i + 1 < self.n:
            gaps.append(s[i] - s[i + 1])
        gap = min(gaps) if gaps else math.inf
        if gap <= 2 * self.eps or s[i] <= 1e-20 * s[0]:
            return math.inf
        return self.eps / (gap - self.eps) + self.dnorm ** 2 / (gap * gap)


def canonical(vec):
    """eqx's sign convention applied to a reference eigenvector: its first
    entry of magnitude above 1e-12 positive. Returns the floats, the sign
    applied, and the smallest distance of an entry's magnitude from the
    threshold up to the pivot (how robust the choice is)."""
    v = [float(x) for x in vec]
    margin, sign = math.inf, 1
    for x in v:
        margin = min(margin, abs(abs(x) - SIGN_EPS))
        if abs(x) > SIGN_EPS:
            if x < 0:
                v, sign = [-y for y in v], -1
            break
    return v, sign, margin


# ---------------------------------------------------------------------------
# pca-covariance-matrix


@check("pca-covariance-matrix", ref="mpmath: (1/m) Σ_i (x⁽ⁱ⁾ − μ)(x⁽ⁱ⁾ − μ)ᵀ at 50 digits (numpy.cov(X.T, bias=True) for mean-normalised data)",
       tol=Tol(rel=4 * U, why="γ_{m+4}·(1/m)|D|ᵀ|D| + δδᵀ (normwise); see the per-case tolerance"))
def pca_covariance_matrix(g):
    X, kind = pca_data(g)
    inputs = {"X_rows": X.tolist()}
    centre = centre_option(g, inputs)
    f = Fit(X, centre)
    want = [[float(f.S[i, j]) for j in range(f.n)] for i in range(f.n)]
    return inputs, want, Tol(rel=4 * U, abs=2 * float(f.cov_err.max()) + 4 * TINY,
                             why="γ_{m+4}·(1/m)|D|ᵀ|D| for m products and sums, plus δδᵀ from a mean off by δ = γ_{m+2}mean|x| + u|μ| (its first-order effect cancels); normwise")


# ---------------------------------------------------------------------------
# pca-total-variation


@check("pca-total-variation", ref="mpmath: (1/m) Σ_i ‖x⁽ⁱ⁾ − μ‖² at 50 digits",
       tol=Tol(rel=4 * U, why="γ_{m+n+4}·T + ‖δ‖²; see the per-case tolerance"))
def pca_total_variation(g):
    X, kind = pca_data(g)
    inputs = {"X_rows": X.tolist()}
    centre = centre_option(g, inputs)
    f = Fit(X, centre)
    T = float(f.total)
    return inputs, T, Tol(rel=4 * U, abs=2 * (gamma(f.m + 2 * f.n + 8) * T + f.dnorm ** 2) + 4 * TINY,
                          why="each ‖d⁽ⁱ⁾‖² within a few u (a scaled norm, squared), γ_m for the mean of m of them, and ‖δ‖² from a mean off by δ (first order cancels)")


# ---------------------------------------------------------------------------
# pca-projection-error


@check("pca-projection-error", ref="mpmath: λ_{k+1} + … + λ_n of Σ (mpmath.eigsy, 50 digits); for a given axis (1/m) Σ ‖d − (ûᵀd)û‖² at 50 digits",
       tol=Tol(rel=4 * U, why="Σ_{i>k} (2σ_i ε + (ε + ‖δ‖)²) for an SVD of backward error ε; see the per-case tolerance"))
def pca_projection_error(g):
    if not g.hard and g.index % 10 == 6:
        X, _ = pca_data(g)
        n = X.shape[1]
        if g.chance(0.5):
            return {"X_rows": X.tolist(), "k": n + g.integer(1, 2)}, Undefined("k > n", "k")
        return {"X_rows": X.tolist(), "k": 1, "axis": [0.0] * n}, Undefined("a zero axis has no direction", "non-zero", "axis")
    X, kind = pca_data(g)
    inputs = {"X_rows": X.tolist()}
    centre = centre_option(g, inputs)
    f = Fit(X, centre)
    k = g.integer(1, f.n)
    inputs["k"] = k
    if g.chance(0.35):
        axis = axis_case(g, f)
        inputs["axis"] = axis
        return (inputs, *axis_error(f, axis))
    E = float(f.discarded(k))
    return inputs, E, Tol(rel=4 * U, abs=2 * f.discarded_err(k) + 4 * TINY,
                          why="Σ_{i>k} |σ̂_i² − σ_i²| ≤ Σ_{i>k} 2σ_i ε + (ε + ‖δ‖)², ε = γ_{m+n+2}‖A‖_F the SVD's backward error (LAPACK p(m, n) = m + n)")


def axis_case(g, f):
    n = f.n
    kind = g.pick("random", "principal", "coordinate", "scaled")
    if kind == "principal":  # the first principal direction, where the error is least
        axis = [float(v) for v in f.vecs[0]]
    elif kind == "coordinate":
        axis = [0.0] * n
        axis[g.integer(0, n - 1)] = 1.0
    else:
        axis = g.vector(n, -1, 1)
        if kind == "scaled" or (g.hard and g.chance(0.5)):
            axis = [v * 10.0 ** g.real(-300, 300) for v in axis]
    if all(v == 0 for v in axis):
        axis[0] = 1.0
    return axis


def axis_error(f, axis):
    with mp.workdps(DPS):
        a = [mp.mpf(v) for v in axis]
        nrm = mp.sqrt(mp.fsum(v * v for v in a))
        u = [v / nrm for v in a]
        if f.m > 1000:  # float64 residuals of the fsum-centred data: ≈ 2u, far inside the bound
            uf = np.array([float(v) for v in u])
            R = f.D - np.outer(f.D @ uf, uf)
            res = np.sum(R * R, axis=1)
            tot = mp.mpf(math.fsum(res)) / f.m
        else:
            mu = [mp.mpf(v) for v in f.mu]
            res = []
            for row in f.X:
                d = [mp.mpf(x) - c for x, c in zip(row, mu)]
                p = mp.fsum(ui * di for ui, di in zip(u, d))
                res.append(mp.fsum((di - p * ui) ** 2 for ui, di in zip(u, d)))
            tot = mp.fsum(res) / f.m
    E = float(tot)
    r = np.sqrt(np.array([float(v) for v in res]))
    rho = gamma(2 * f.n + 8) * f.rownorm  # |r̂ − r| for each point
    bound = float(np.mean(2 * r * rho + rho * rho)) + f.dnorm ** 2 + gamma(f.m + 2) * E
    return E, Tol(rel=4 * U, abs=2 * bound + 4 * TINY,
                  why="residuals d − (ûᵀd)û formed to γ_{2n+8}‖d‖ each, so ‖r‖² to 2‖r‖ρ + ρ², their mean to γ_m, and ‖δ‖² from the mean (first order cancels)")


# ---------------------------------------------------------------------------
# pca-variance-retained


@check("pca-variance-retained", ref="mpmath: Σ_{i≤k} λ_i / Σ λ_i of Σ's eigenvalues (mpmath.eigsy, 50 digits) and the smallest k whose error ratio ≤ threshold + 1e-12",
       tol=Tol(rel=4 * U, why="the eigenvalues' bounds 2σ_i ε + (ε + ‖δ‖)² over the total variation; see the per-case tolerance"))
def pca_variance_retained(g):
    if not g.hard and g.index % 10 == 6:
        if g.chance(0.5):  # all the points coincide: 0/0
            row = g.vector(g.integer(1, 3), -5, 5)
            return {"X_rows": [list(row)] * g.integer(1, 5), "k": 1}, Undefined("no variation: the ratio is 0/0", "undefined", "no variation")
        X, _ = pca_data(g)
        return {"X_rows": X.tolist(), "k": X.shape[1] + 1}, Undefined("k > n", "k")
    X, kind = pca_data(g)
    inputs = {"X_rows": X.tolist()}
    centre = centre_option(g, inputs)
    f = Fit(X, centre)
    k = g.integer(1, f.n)
    inputs["k"] = k
    thr = 0.01
    if g.chance(0.6):
        thr = g.pick(0.0, g.magnitude(-3, math.log10(0.2)), 0.5, 0.999, 0.05)
        inputs["threshold_ratio"] = thr
    if float(f.total) == 0:
        return inputs, Undefined("no variation (all points coincide): the ratio is 0/0", "undefined", "no variation")
    with mp.workdps(DPS):
        T = f.total
        ratios = [f.discarded(j) / T for j in range(1, f.n + 1)]
        kept = [mp.fsum(f.lam[:j]) / T for j in range(1, f.n + 1)]
    Tf = float(T)
    Terr = f.total_err()
    # |Δ(a/T)| ≤ (Δa + (a/T)·ΔT)/(T − ΔT), with a the discarded or kept sum.
    rerr = [(f.discarded_err(j) + float(ratios[j - 1]) * Terr) / (Tf - Terr) + 2 * U for j in range(1, f.n + 1)]
    kerr = [(f.kept_err(j) + float(kept[j - 1]) * Terr) / (Tf - Terr) + 2 * U for j in range(1, f.n + 1)]
    if Terr >= Tf / 2:
        return inputs, {"ratio": float(ratios[k - 1])}, Tol(abs=1.0, why="the total variation is within its rounding of 0; only that a number comes out is checked")
    want = {
        "ratio": float(ratios[k - 1]), "retained": float(kept[k - 1]),
        "ratio_k1": float(ratios[0]), "retained_k1": float(kept[0]),
        "cumulative_retained": [float(v) for v in kept],
    }
    line = thr + 1e-12
    need = next((j for j in range(1, f.n + 1) if float(ratios[j - 1]) <= line), f.n)
    if all(abs(float(ratios[j - 1]) - line) > 2 * rerr[j - 1] for j in range(1, f.n + 1)):
        want["k_needed"] = need  # no ratio within its error of the threshold: the choice is exact
    bound = max(max(rerr), max(kerr))
    return inputs, want, Tol(rel=4 * U, abs=2 * bound,
                             why="(Δa + (a/T)ΔT)/(T − ΔT) for a ratio a/T whose sums of eigenvalues are off by Σ 2σ_i ε + (ε + ‖δ‖)² (normwise over k); k_needed exact when no ratio is within that of threshold + 1e-12")


# ---------------------------------------------------------------------------
# pca-u-reduce


@check("pca-u-reduce", ref="mpmath: the eigenvectors of Σ (mpmath.eigsy, 50 digits), sign made eqx's; x_approx = μ + U Uᵀ(x − μ), ‖z‖",
       tol=Tol(rel=4 * U, why="Wedin: sin θ ≤ ε/(σ_k − σ_{k+1} − ε) for an SVD of backward error ε; see the per-case tolerance"))
def pca_u_reduce(g):
    if not g.hard and g.index % 10 == 6:
        X, _ = pca_data(g)
        return {"X_rows": X.tolist(), "k": X.shape[1] + g.integer(1, 2)}, Undefined("k > n", "k")
    for _ in range(20):
        X, kind = pca_data(g, allow_long=g.index % 2 == 0)
        inputs = {"X_rows": X.tolist()}
        centre = centre_option(g, inputs)
        f = Fit(X, centre)
        k = g.integer(1, f.n)
        if f.subspace_angle(k) < 1e-6:
            break
        # λ_k = λ_{k+1}: the top-k subspace is not unique; keep all of a tie
        k = f.n
        if f.subspace_angle(k) < 1e-6:
            break
    inputs["k"] = k
    theta = f.subspace_angle(k)
    mu_abs = float(np.max(np.abs(f.mu))) if f.centre else 0.0
    rn = f.rownorm
    # x_approx = μ̂ + U Uᵀ(x − μ̂): the projector off by 2θ, the mean by δ,
    # and the roundings of z = Uᵀd, U z and the addition of μ.
    xerr = float(np.max(2 * theta * rn + gamma(2 * f.n + k + 4) * rn)) + f.dnorm + 2 * U * mu_abs
    with mp.workdps(DPS):
        Uk = [[f.vecs[j][r] for j in range(k)] for r in range(f.n)]
        Dm = f.D
        Z = [[mp.fsum(mp.mpf(Dm[i, r]) * f.vecs[j][r] for r in range(f.n)) for j in range(k)] for i in range(f.m)] if f.m <= 1000 else None
    if Z is None:
        Ukf = np.array([[float(v) for v in row] for row in Uk])
        Zf = f.D @ Ukf
        Xa = Zf @ Ukf.T + f.mu
        zabs = np.sqrt(np.sum(Zf * Zf, axis=1))
        xerr += gamma(f.n + k + 4) * float(rn.max())  # the float64 reference's own rounding
    else:
        with mp.workdps(DPS):
            mu = f.mu if f.centre else np.zeros(f.n)
            Xa = np.array([[float(mp.mpf(mu[r]) + mp.fsum(Z[i][j] * f.vecs[j][r] for j in range(k))) for r in range(f.n)] for i in range(f.m)])
            zabs = np.array([float(mp.sqrt(mp.fsum(v * v for v in Z[i]))) for i in range(f.m)])
    group = g.index % 3
    want, why = {}, ""
    # Which keys: x_approx and ‖z‖ (sign-free) always; U_reduce, u₁ or z
    # with eqx's sign convention where every direction is separated.
    vth = [f.vector_angle(j) for j in range(k)]
    canon = [canonical(f.vecs[j]) for j in range(k)]
    signed_ok = all(t < 1e-6 and c[2] > 4 * t for t, c in zip(vth, canon))
    if group == 1 and signed_ok:
        want["U_reduce"] = [[canon[j][0][r] for j in range(k)] for r in range(f.n)]
        want["u1_sign_normalised"] = canon[0][0]
        tol = Tol(rel=4 * U, abs=2 * max(vth) + gamma(f.n + 2),
                  why="each unit eigenvector within 2 sin θ_i, θ_i ≤ ε/(min gap of σ_i − ε) + ‖δ‖²/gap² (Wedin; ε the SVD's backward error)")
        return inputs, want, tol
    if group == 2 and signed_ok and f.m <= 1000:
        want["z"] = [[float(Z[i][j]) * canon[j][1] for j in range(k)] for i in range(f.m)]
        zerr = float(np.max(np.outer(rn, 2 * np.array(vth)) + gamma(f.n + 2) * rn[:, None])) + f.dnorm
        return inputs, want, Tol(rel=4 * U, abs=2 * zerr + 4 * TINY,
                                 why="z_ij = u_jᵀd⁽ⁱ⁾ off by 2θ_j‖d⁽ⁱ⁾‖ + γ_{n+2}‖d⁽ⁱ⁾‖ + ‖δ‖ (θ_j by Wedin)")
    want["x_approx"] = Xa.tolist()
    want["z_abs"] = zabs.tolist()
    return inputs, want, Tol(rel=4 * U, abs=2 * xerr + 4 * TINY,
                             why="x_approx off by 2θ‖d‖ (θ ≤ ε/(σ_k − σ_{k+1} − ε), Wedin) + ‖δ‖ + the roundings of Uᵀd, U z and + μ; ‖z‖ by less")


# ---------------------------------------------------------------------------
# LDA


def lda_classes(g):
    """Two or three classes (lists of rows) of d features, and the kind:
    in hard cases far from the origin, scaled by 10^±150, singular S_W (one
    point per class, a class on a line), classes of 3000 points, equal
    class means (S_B = 0), a class of identical points, a coordinate
    constant within each class, small integers, or an anisotropic spread."""
    c = g.pick(2, 2, 3)
    d = g.integer(1, 4)
    sizes = [g.integer(2, 7) for _ in range(c)]
    kind = "plain" if not g.hard else g.pick("offset", "scale", "singular", "long", "same", "identical", "flat", "integers", "ill")
    if kind == "long":
        sizes, d = [3000] * c, g.integer(1, 2)
    if kind == "flat":
        d = max(d, 2)
    centers = g.rng.uniform(0, 10, (c, d))
    classes = [centers[i] + g.rng.normal(size=(sizes[i], d)) @ g.rng.uniform(-1, 1, (d, d)) for i in range(c)]
    if kind == "offset":
        off = g.rng.choice([-1, 1], d) * 10.0 ** g.rng.uniform(4, 9, d)
        classes = [x + off for x in classes]
    elif kind == "scale":
        s = 10.0 ** g.real(-150, 150)
        classes = [x * s for x in classes]
    elif kind == "singular":
        if g.chance(0.5):
            classes = [x[:1] for x in classes]  # one point each: S_W = 0
        else:  # every point on the line x₂ = 2x₁ (d ≥ 2) or all at one value (d = 1)
            for x in classes:
                if d == 1:
                    x[:, 0] = x[0, 0]
                else:
                    x[:, 1] = 2 * x[:, 0]
    elif kind == "same":  # symmetric classes about one centre: every class mean the same
        ctr = g.rng.uniform(0, 10, d)
        new = []
        for x in classes:
            dev = x - x.mean(axis=0)
            new.append(np.vstack([ctr + dev, ctr - dev]))
        classes = new
    elif kind == "identical":
        classes[0] = np.tile(classes[0][0], (len(classes[0]), 1))
    elif kind == "flat":  # coordinate 2 constant within each class (φ = e₂ sees no within-class scatter)
        for i, x in enumerate(classes):
            x[:, 1] = g.pick(0.1, 1 / 3, 2.7, -4.1) + 0.5 * i
    elif kind == "integers":
        classes = [np.round(x).astype(float) for x in classes]
    elif kind == "ill":
        s = np.logspace(0, -g.real(3, 5), d)
        classes = [centers[i] + (g.rng.normal(size=(sizes[i] + d, d)) * s) @ rotation(g, d).T for i in range(c)]
    return [np.asarray(x, dtype=float) for x in classes], kind


def lda_inputs(classes):
    inputs = {"class_0": classes[0].tolist(), "class_1": classes[1].tolist()}
    if len(classes) > 2:
        inputs["class_2"] = classes[2].tolist()
    return inputs


class LDAFit:
    """The reference scatter matrices at 50 digits (float64 two-pass with
    exact dot products for 3000-point classes) and their float64 error
    bounds."""

    def __init__(self, classes, weighted=True):
        self.classes = classes
        d = classes[0].shape[1]
        self.d = d
        N = sum(len(x) for x in classes)
        self.N = N
        big = N > 1000
        with mp.workdps(DPS):
            means, Ds = [], []
            SW = mp.matrix(d, d)
            for x in classes:
                ni = len(x)
                if big:
                    mi = np.array([math.fsum(x[:, j]) / ni for j in range(d)])
                    D = x - mi
                    for k in range(d):
                        for l in range(k, d):
                            SW[k, l] += mp.mpf(exact_dot(D[:, k], D[:, l]))
                    means.append([mp.mpf(v) for v in mi])
                else:
                    mi = [mp.fsum(mp.mpf(v) for v in x[:, j]) / ni for j in range(d)]
                    Dm = [[mp.mpf(v) - mi[j] for j, v in enumerate(row)] for row in x]
                    for k in range(d):
                        for l in range(k, d):
                            SW[k, l] += mp.fsum(r[k] * r[l] for r in Dm)
                    D = np.array([[float(v) for v in r] for r in Dm]).reshape(ni, d)
                    means.append(mi)
                Ds.append(D)
            for k in range(d):
                for l in range(k):
                    SW[k, l] = SW[l, k]
            mall = [mp.fsum(len(x) * means[i][j] for i, x in enumerate(classes)) / N for j in range(d)]
            SB = mp.matrix(d, d)
            diffs = []
            for i, x in enumerate(classes):
                w = len(x) if weighted else 1
                diff = [means[i][j] - mall[j] for j in range(d)]
                diffs.append(np.array([float(v) for v in diff]))
                for k in range(d):
                    for l in range(d):
                        SB[k, l] += w * diff[k] * diff[l]
        self.SW, self.SB = SW, SB
        self.SWf = np.array([[float(SW[i, j]) for j in range(d)] for i in range(d)])
        self.SBf = np.array([[float(SB[i, j]) for j in range(d)] for i in range(d)])
        # Error bounds: each class mean off by δ_i, the overall mean by δ_m.
        deltas = [gamma(len(x) + 2) * np.mean(np.abs(x), axis=0) + U * np.abs([float(v) for v in means[i]]) for i, x in enumerate(classes)]
        EW = np.zeros((d, d))
        for x, D, dl in zip(classes, Ds, deltas):
            aD = np.abs(D)
            EW += gamma(len(x) + 4) * (aD.T @ aD) + len(x) * np.outer(dl, dl)
        EW += gamma(len(classes) + 1) * np.sum([np.abs(D).T @ np.abs(D) for D in Ds], axis=0)
        self.EW = EW
        wts = [len(x) / N for x in classes]
        dm = sum(w * dl for w, dl in zip(wts, deltas)) + gamma(len(classes) + 3) * sum(w * np.abs([float(v) for v in mi]) for w, mi in zip(wts, means))
        EB = np.zeros((d, d))
        for i, x in enumerate(classes):
            w = len(x) if weighted else 1
            df = np.abs(diffs[i])
            de = deltas[i] + dm + U * df
            EB += w * (np.outer(df, de) + np.outer(de, df) + np.outer(de, de)) + gamma(len(classes) + 3) * w * np.outer(df, df)
        self.EB = EB


def scatter_check(g, which):
    classes, kind = lda_classes(g)
    inputs = lda_inputs(classes)
    weighted = True
    if which == "between" and g.chance(0.5):
        weighted = g.chance(0.4)
        inputs["weighted_by_n_i"] = weighted
    f = LDAFit(classes, weighted)
    M, E = (f.SW, f.EW) if which == "within" else (f.SB, f.EB)
    want = [[float(M[i, j]) for j in range(f.d)] for i in range(f.d)]
    return inputs, want, 2 * float(E.max()) + 4 * TINY


@check("lda-within-class-scatter", ref="mpmath: Σ_i Σ_{x∈D_i} (x − m_i)(x − m_i)ᵀ at 50 digits",
       tol=Tol(rel=4 * U, why="γ_{n_i+4}|D_i|ᵀ|D_i| + n_i δ_iδ_iᵀ per class (normwise); see the per-case tolerance"))
def lda_within_class_scatter(g):
    if not g.hard and g.index % 10 == 6:
        return ({"class_0": g.matrix(3, 2), "class_1": g.matrix(3, 3)}, Undefined("classes of different dimensions", "features"))
    inputs, want, bound = scatter_check(g, "within")
    return inputs, want, Tol(rel=4 * U, abs=bound, why="γ_{n_i+4}·|D_i|ᵀ|D_i| for each class's sum of outer products, n_i·δ_iδ_iᵀ from a class mean off by δ_i = γ_{n_i+2}mean|x| + u|m_i| (first order cancels), γ_{c+1} for adding the classes; normwise")


@check("lda-between-class-scatter", ref="mpmath: Σ_i n_i (m_i − m)(m_i − m)ᵀ (or unweighted) at 50 digits",
       tol=Tol(rel=4 * U, why="the class and overall means' errors through the outer products (normwise); see the per-case tolerance"))
def lda_between_class_scatter(g):
    if not g.hard and g.index % 10 == 6:
        return ({"class_0": g.matrix(3, 2)}, Undefined("one class: no between-class scatter", "class"))
    inputs, want, bound = scatter_check(g, "between")
    return inputs, want, Tol(rel=4 * U, abs=bound, why="w_i(|Δ_i|e_iᵀ + e_i|Δ_i|ᵀ + e_ie_iᵀ) for Δ_i = m_i − m off by e_i = δ_i + δ_m + u|Δ_i| (means off by γ·mean|x| + u|m|), + γ_{c+3}Σ w_i|Δ_i||Δ_i|ᵀ; normwise")


def fisher_ref(f):
    """The generalised eigenpairs of S_B w = λ S_W w (descending), the unit
    directions with eqx's sign, λ_min(S_W) and κ(S_W); None when S_W is
    singular."""
    d = f.d
    with mp.workdps(DPS):
        ew = mp.eigsy(f.SW)[0]
        lmin, lmax = min(ew), max(ew)
        if lmin <= mp.mpf(10) ** -40 * max(lmax, mp.mpf(10) ** -300) or lmax == 0:
            return None
        # The pencil is scaled by 1/λ_max(S_W) (λ and w do not change), as
        # mpmath's Cholesky tests its pivots against an absolute epsilon.
        try:
            L = mp.cholesky(f.SW / lmax)
        except ValueError:  # not positive definite at 50 digits: singular
            return None
        Li = mp.inverse(L)
        C = Li * (f.SB / lmax) * Li.T
        C = (C + C.T) / 2
        E, Y = mp.eigsy(C)
        order = sorted(range(d), key=lambda i: -E[i])
        lam = [E[i] for i in order]
        W = Li.T * Y
        dirs = []
        for i in order:
            col = [W[r, i] for r in range(d)]
            nrm = mp.sqrt(mp.fsum(v * v for v in col))
            dirs.append([v / nrm for v in col])
        return lam, dirs, float(lmin), float(lmax / lmin)


@check("lda-fisher-criterion", ref="mpmath: S_B w = λ S_W w through the Cholesky factor of S_W (50 digits); J(φ) = φᵀS_Bφ / φᵀS_Wφ",
       tol=Tol(rel=4 * U, why="(‖ΔS_B‖ + λ‖ΔS_W‖)/λ_min(S_W) for the eigenvalues; see the per-case tolerance"))
def lda_fisher_criterion(g):
    classes, kind = lda_classes(g)
    inputs = lda_inputs(classes)
    weighted = True
    if g.chance(0.5):
        weighted = g.chance(0.5)
        inputs["S_B"] = "weighted" if weighted else "unweighted"
    f = LDAFit(classes, weighted)
    d = f.d
    want = {}
    phi = None
    if kind == "flat" or g.chance(0.4) or (not g.hard and g.index % 10 == 6):
        phi = g.vector(d, -1, 1)
        if kind == "flat":
            phi = [0.0] * d
            phi[1] = g.pick(1.0, -3.0, 1e-300)
        elif g.hard and g.chance(0.3):
            phi = [v * 10.0 ** g.real(-300, 300) for v in phi]
        if not g.hard and g.index % 10 == 6:
            phi = [0.0] * d
            inputs["Phi"] = phi
            return inputs, Undefined("a zero direction", "non-zero", "Phi")
        inputs["Phi"] = phi
    ref = fisher_ref(f)
    if phi is not None:
        J, Jtol = criterion(f, phi)
        if isinstance(J, Undefined):
            return inputs, J
        if J is None:
            phi = None  # given, but its criterion is not determined in float64
        else:
            want["criterion"] = J
    if ref is None:
        if phi is None:
            return inputs, Undefined("S_W is singular: S_W⁻¹S_B does not exist", "singular")
        return inputs, want, Jtol
    lam, dirs, lmin, cond = ref
    if cond > 1e11 and cond < 1e16:
        # near eqx's refusal threshold (κ > 1e13, estimated): either answer
        # is right; score φ alone if given, else skip this case's optimum
        if phi is None:
            return inputs, {}, Tol(rel=4 * U, why="S_W's condition number is near eqx's threshold: nothing to compare")
        return inputs, want, Jtol
    if cond >= 1e16:
        if phi is None:
            return inputs, Undefined("S_W singular to working precision", "singular")
        return inputs, want, Jtol
    nB, nW = np.linalg.norm(f.SBf, 2), np.linalg.norm(f.SWf, 2)
    PB = d * float(f.EB.max()) + gamma(4 * d + 4) * nB
    PW = d * float(f.EW.max()) + gamma(4 * d + 4) * nW
    lamf = [float(v) for v in lam]
    lerr = [(PB + abs(v) * PW) / lmin for v in lamf]
    group = g.index % 2
    if group == 0 or phi is not None:
        want["max_criterion"] = lamf[0]
        want["eigenvalues"] = lamf
        bound = max(lerr)
        if phi is not None:
            bound = max(bound, Jtol.abs)
        return inputs, want, Tol(rel=4 * U, abs=2 * bound + 4 * TINY,
                                 why="|Δλ| ≤ (‖ΔS_B‖ + λ‖ΔS_W‖)·‖w‖² with wᵀS_Ww = 1, ‖w‖² ≤ 1/λ_min(S_W); ‖ΔS‖ from the scatters' bounds and the Cholesky reduction (normwise)")
    gap = lamf[0] - (lamf[1] if d > 1 else 0.0)
    theta = math.sqrt(cond) * lerr[0] / (gap - lerr[0]) if gap > 2 * lerr[0] else math.inf
    v, _, margin = canonical(dirs[0])
    if theta < 1e-6 and margin > 4 * theta:
        want["direction_unit"] = v
        return inputs, want, Tol(rel=4 * U, abs=2 * theta + gamma(2 * d + 4),
                                 why="the top direction within κ(S_W)^½·Δλ/(λ₁ − λ₂) (the eigenvector of the reduced problem, mapped back by U⁻¹)")
    want["max_criterion"] = lamf[0]
    return inputs, want, Tol(rel=4 * U, abs=2 * lerr[0] + 4 * TINY, why="|Δλ| ≤ (‖ΔS_B‖ + λ‖ΔS_W‖)/λ_min(S_W)")


def criterion(f, phi):
    """J(φ) at 50 digits (+∞ when φ sees no within-class scatter, Undefined
    when it sees neither) and its tolerance."""
    d = f.d
    with mp.workdps(DPS):
        a = [mp.mpf(v) for v in phi]
        nrm = mp.sqrt(mp.fsum(v * v for v in a))
        u = [v / nrm for v in a]
        num = abs(mp.fsum(u[i] * f.SB[i, j] * u[j] for i in range(d) for j in range(d)))
        den = abs(mp.fsum(u[i] * f.SW[i, j] * u[j] for i in range(d) for j in range(d)))
    uf = np.abs(np.array([float(v) for v in u]))
    dnum = uf @ f.EB @ uf + gamma(2 * d + 6) * (uf @ np.abs(f.SBf) @ uf)
    dden = uf @ f.EW @ uf + gamma(2 * d + 6) * (uf @ np.abs(f.SWf) @ uf)
    if den == 0:
        if num == 0:
            return Undefined("φ sees neither scatter: 0/0", "0/0", "undefined"), None
        return math.inf, Tol(rel=U, why="φ sees no within-class scatter: J = +∞")
    J = float(num / den)
    if dden >= float(den) / 2:
        return None, None  # the within-class scatter along φ is within its rounding of 0: nothing sure to compare
    err = (dnum + J * dden) / (float(den) - dden)
    return J, Tol(rel=4 * U, abs=2 * err + 4 * TINY,
                  why="(Δnum + J·Δden)/(den − Δden) for quadratic forms φᵀSφ off by |φ|ᵀΔS|φ| + γ_{2d+6}|φ|ᵀ|S||φ|")
