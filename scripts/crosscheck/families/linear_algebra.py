"""Linear algebra and algebra: the affine map y = Ax + b, the
eigendecomposition, the singular value decomposition and the roots of a
quadratic.

References: mpmath at 40–60 digits (fdot, eig with left eigenvectors for
the eigenvalues' condition numbers, svd_r, polyroots); for matrices larger
than 8 × 8, SciPy/NumPy's LAPACK, whose own error is within the same
backward-error bound (the tolerance then counts it twice). Eigenvectors and
singular vectors are only defined up to a phase (and up to rotation for
repeated values): eigenvectors are compared in eqx's documented canonical
form (unit length, first component above 1e-12 real and positive) only
when they are well separated; for the SVD, whose signs eqx does not fix
(they are gonum's dgesvd, not always numpy's), the invariants are compared:
the singular values and the numerical rank.
"""

import math

import mpmath as mp
import numpy as np
import scipy.linalg

from core import Tol, Undefined, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1073
BIG = 1.7976931348623157e308


# ---------------------------------------------------------------------------
# linear-transformation


def exact_affine(A, x, b):
    """Ax + b at 60 digits (products of doubles exact), and per row the
    size Σ|A_ij x_j| + |b_i| that bounds the rounding."""
    out, size = [], []
    with mp.workdps(60):
        for row, bi in zip(A, b):
            terms = [mp.mpf(a) * mp.mpf(v) for a, v in zip(row, x)]
            out.append(float(mp.fsum(terms) + bi))
            size.append(float(mp.fsum(abs(t) for t in terms) + abs(bi)))
    return out, size


@check("linear-transformation", ref="mpmath: Σ_j A_ij x_j + b_i at 60 digits (exact products)",
       tol=Tol(rel=4 * EPS, abs=SUB, why="a dot product of n terms: (n + 1)·ε·Σ|A_ij x_j| per row; see the per-case tolerance"))
def linear_transformation(g):
    m, n = g.integer(1, 6), g.integer(1, 6)
    if g.hard and g.chance(0.15):
        m, n = 2, 5000  # 10⁴ entries
    kind = g.pick("uniform", "positive", "huge", "cancel") if g.hard else "uniform"
    if kind == "uniform":
        A, x, b = g.matrix(m, n, -6, 6), g.vector(n, -3, 3), g.vector(m, -3, 3)
    elif kind == "positive":
        # No cancellation: every row to (n + 1)·ε relative, whatever the
        # magnitudes (products may overflow, or be subnormal).
        ea, ex = g.real(-300, 300), g.real(-300, 300)
        A = [g.magnitude_vector(n, ea - 5, ea + 5, signed=False) for _ in range(m)]
        x = g.magnitude_vector(n, ex - 5, ex + 5, signed=False)
        b = g.magnitude_vector(m, ea + ex - 5, ea + ex + 5, signed=False) if abs(ea + ex) < 300 else [0.0] * m
    elif kind == "huge":
        # Products beyond the float64 range that cancel to a finite sum.
        A = [[1e300, -1e300] + g.vector(n, -1, 1) for _ in range(m)]
        x = [1e10, 1e10] + g.vector(n, -1, 1)
        b = g.vector(m, -1, 1)
        n += 2
    else:
        # Cancellation: rows nearly orthogonal to x.
        A, x, b = g.matrix(m, n, -6, 6), g.vector(n, -3, 3), [0.0] * m
        for row in A:
            if n > 1:
                s = sum(a * v for a, v in zip(row[:-1], x[:-1]))
                if x[-1] != 0:
                    row[-1] = -s / x[-1]
    want, size = exact_affine(A, x, b)
    if kind == "positive":
        tol = Tol(rel=(n + 2) * EPS, abs=(n + 2) * SUB, why="no cancellation: (n + 1)·ε relative; subnormal products lose ≤ ½ SUB each")
    else:
        bound = max(size) * (n + 2) * EPS
        tol = Tol(rel=2 * EPS, abs=min(bound, BIG) + SUB,
                  why="rows of one scale: |error| ≤ (n + 1)·ε·max_i(Σ_j|A_ij x_j| + |b_i|) = %.3g" % bound)
    return {"A": A, "x": x, "b": b}, want, tol


# ---------------------------------------------------------------------------
# eigendecomposition


def canonical(v):
    """eqx's form of an eigenvector: unit length, its first component of
    modulus above 1e-12 real and positive. Returns the vector and that
    component's modulus."""
    v = np.asarray(v, dtype=complex)
    v = v / np.linalg.norm(v)
    for c in v:
        if abs(c) > 1e-12:
            return v * (np.conj(c) / abs(c)), abs(c)
    return v, 0.0


def sort_eigen(vals, vecs, tie):
    """Order as eqx documents: real part decreasing, then imaginary part
    decreasing; real parts within tie of each other (a conjugate pair) are
    equal for the ordering."""
    vals = list(vals)
    re = [v.real for v in vals]
    for i, v in enumerate(vals):
        if v.imag > 0:
            j = min((k for k in range(len(vals)) if vals[k].imag < 0), key=lambda k: abs(vals[k] - v.conjugate()), default=None)
            if j is not None and abs(vals[j] - v.conjugate()) <= tie:
                re[i] = re[j] = (v.real + vals[j].real) / 2
    order = sorted(range(len(vals)), key=lambda i: (-re[i], -vals[i].imag))
    return [complex(re[i], vals[i].imag) for i in order], [vecs[:, i] for i in order]


def fro(A):
    """‖A‖_F without the underflow or overflow of its squares."""
    a = np.abs(np.array(A, dtype=float))
    top = float(a.max()) if a.size else 0.0
    return top * float(np.linalg.norm(a / top)) if top > 0 else 0.0


def eig_reference(A):
    """Eigenvalues, right eigenvectors (columns) and the eigenvalues'
    condition numbers 1/|yᴴx| (unit x, y)."""
    n = len(A)
    sym = all(A[i][j] == A[j][i] for i in range(n) for j in range(n))
    if n <= 8:
        with mp.workdps(40):
            M = mp.matrix(A)
            if sym:
                E, Q = mp.eigsy(M)
                vals = np.array([complex(float(e), 0) for e in E])
                vecs = np.array([[complex(float(Q[i, j]), 0) for j in range(n)] for i in range(n)])
                return vals, vecs, np.ones(n), True, "mpmath.eigsy at 40 digits"
            E, EL, ER = mp.eig(M, left=True, right=True)
            vals = np.array([complex(e) for e in E])
            vecs = np.array([[complex(ER[i, j]) for j in range(n)] for i in range(n)])
            conds = []
            for j in range(n):
                x = [ER[i, j] for i in range(n)]
                y = [EL[j, i] for i in range(n)]  # rows of EL are the left eigenvectors yᴴ
                nx = mp.sqrt(mp.fsum(abs(c) ** 2 for c in x))
                ny = mp.sqrt(mp.fsum(abs(c) ** 2 for c in y))
                s = abs(mp.fsum(a * b for a, b in zip(y, x))) / (nx * ny)
                conds.append(float(1 / s) if s > 0 else math.inf)
            return vals, vecs, np.array(conds), False, "mpmath.eig at 40 digits"
    a = np.array(A)
    if sym:
        w, v = np.linalg.eigh(a)
        return w.astype(complex), v.astype(complex), np.ones(n), True, "numpy.linalg.eigh"
    w, vl, vr = scipy.linalg.eig(a, left=True, right=True)
    s = np.abs(np.sum(vl.conj() * vr, axis=0)) / (np.linalg.norm(vl, axis=0) * np.linalg.norm(vr, axis=0))
    return w, vr, 1 / s, False, "scipy.linalg.eig"


def eigen_matrix(g):
    n = g.integer(1, 6)
    if not g.hard:
        A = g.matrix(n, n, -6, 6)
        if g.chance(0.3):
            A = [[A[min(i, j)][max(i, j)] for j in range(n)] for i in range(n)]
        return A
    kind = g.pick("scaled", "ill", "ill-sym", "ties", "rotation", "triangular", "big", "zero")
    if kind == "scaled":
        s = 2.0 ** g.integer(-990, 990)
        A = [[v * s for v in r] for r in g.matrix(n, n, -6, 6)]
        if g.chance(0.5):
            A = [[A[min(i, j)][max(i, j)] for j in range(n)] for i in range(n)]
        return A
    if kind == "ill":
        return g.ill_conditioned(max(n, 2), 10 ** g.real(6, 12))
    if kind == "ill-sym":
        n = max(n, 2)
        q, _ = np.linalg.qr(g.rng.normal(size=(n, n)))
        s = np.logspace(0, -g.real(6, 14), n) * g.pick(1, -1)
        m = (q * s) @ q.T
        return [[float(m[min(i, j)][max(i, j)]) for j in range(n)] for i in range(n)]
    if kind == "ties":
        # Repeated eigenvalues: a symmetric matrix Q diag Qᵀ with ties, or
        # a multiple of the identity.
        n = max(n, 2)
        if g.chance(0.3):
            c = g.real(-5, 5)
            return [[c if i == j else 0.0 for j in range(n)] for i in range(n)]
        q, _ = np.linalg.qr(g.rng.normal(size=(n, n)))
        d = np.array([float(g.integer(-2, 2)) for _ in range(n)])
        m = (q * d) @ q.T
        return [[float(m[min(i, j)][max(i, j)]) for j in range(n)] for i in range(n)]
    if kind == "rotation":
        t, r = g.real(0, 2 * math.pi), g.magnitude(-5, 5)
        c, s = r * math.cos(t), r * math.sin(t)
        return [[c, -s], [s, c]]
    if kind == "triangular":
        A = g.matrix(n, n, -6, 6)
        return [[A[i][j] if j >= i else 0.0 for j in range(n)] for i in range(n)]
    if kind == "big":
        n = g.pick(20, 40)
        A = g.matrix(n, n, -1, 1)
        if g.chance(0.5):
            A = [[A[min(i, j)][max(i, j)] for j in range(n)] for i in range(n)]
        return A
    return [[0.0] * n for _ in range(n)]


@check("eigendecomposition", ref="mpmath.eig/eigsy at 40 digits (scipy.linalg.eig beyond 8 × 8), sorted and normalised as eqx documents",
       tol=Tol(rel=4 * EPS, abs=SUB, why="backward-stable QR: |δλ| ≤ c·n·ε·‖A‖·cond(λ); see the per-case tolerance"))
def eigendecomposition(g):
    A = eigen_matrix(g)
    n = len(A)
    vals, vecs, conds, sym, src = eig_reference(A)
    normA = fro(A)
    big = n > 8
    c = (16 if not big else 32) * n
    tie = c * EPS * normA * max(1.0, float(np.max(conds)))
    vals, vecs = sort_eigen(vals, vecs, tie)
    val_tol = c * EPS * normA * float(np.max(conds)) + SUB
    want = {"complex": bool(any(abs(v.imag) > val_tol for v in vals))}
    if any(0 < abs(v.imag) <= val_tol for v in vals):
        # A pair whose imaginary part is within rounding of 0: whether it
        # is reported real or complex is a coin toss.
        want = {}
    # Eigenvalues in half of the cases, eigenvectors (when well
    # separated) in the other half: each with its own scale of tolerance.
    gaps = [min([abs(vals[i] - vals[j]) for j in range(n) if j != i] or [normA]) for i in range(n)]
    vec_tol = c * EPS * normA * float(np.max(conds)) / max(min(gaps), 1e-300) if n > 1 else c * EPS
    canon = [canonical(v) for v in vecs]
    lead = min(m for _, m in canon) if canon else 1.0
    ambiguous = any(1e-13 < abs(x) < 1e-11 for v, _ in canon for x in v)
    vec_tol *= 2 + 2 / max(lead, 1e-300)
    if g.index % 2 == 1 and vec_tol < 1e-6 and not ambiguous and normA > 0:
        cols = np.array([v for v, _ in canon]).T  # columns are the eigenvectors
        want["eigenvectors_columns"] = [[float(z.real) for z in row] for row in cols]
        want["eigenvectors_columns_imag"] = [[float(z.imag) for z in row] for row in cols]
        return {"A": A}, want, Tol(abs=vec_tol, why=(
            "unit eigenvectors: ‖δv‖ ≲ c·n·ε·‖A‖·cond/gap = %.3g (gap %.3g), over the leading component %.2g that fixes the phase"
            % (vec_tol, min(gaps), lead)))
    want["eigenvalues"] = [float(v.real) for v in vals]
    want["eigenvalues_imag"] = [float(v.imag) for v in vals]
    return {"A": A}, want, Tol(abs=val_tol, why=(
        "%s; |δλ| ≤ c·n·ε·‖A‖_F·max cond(λ) = %.3g (‖A‖_F = %.3g, cond ≤ %.3g)" % (src, val_tol, normA, float(np.max(conds)))))


# ---------------------------------------------------------------------------
# svd


def svd_matrix(g):
    m, n = g.integer(1, 6), g.integer(1, 6)
    if not g.hard:
        return g.matrix(m, n, -6, 6), None
    kind = g.pick("scaled", "ill", "rank", "zero", "big", "vector")
    if kind == "scaled":
        s = 2.0 ** g.integer(-1000, 1000)
        return [[v * s for v in r] for r in g.matrix(m, n, -6, 6)], None
    if kind == "ill":
        k = max(m, n, 2)
        A = g.ill_conditioned(k, 10 ** g.real(6, 14))
        return [r[: max(n, 1)] for r in A[: max(m, 1)]] if g.chance(0.3) else A, None
    if kind == "rank":
        # Rows that repeat others times powers of two: the rank is known
        # exactly.
        m, n = max(m, 3), max(n, 2)
        r = g.integer(1, min(m, n) - 1)
        base = g.matrix(r, n, -6, 6)
        rows = base + [[v * f for v in base[g.integer(0, r - 1)]] for f in
                       (g.sign() * 2.0 ** g.integer(-3, 3) for _ in range(m - r))]
        order = list(g.rng.permutation(m))
        return [rows[i] for i in order], r
    if kind == "zero":
        return [[0.0] * n for _ in range(m)], 0
    if kind == "big":
        return g.matrix(100, 100, -1, 1), None
    return (g.matrix(1, n, -6, 6) if g.chance(0.5) else g.matrix(m, 1, -6, 6)), None


@check("svd", ref="mpmath.svd_r at 40 digits (numpy.linalg.svd beyond 8 × 8): the singular values and the rank",
       tol=Tol(rel=4 * EPS, abs=SUB, why="backward-stable SVD: |δσ| ≤ c·max(m, n)·ε·σ_max (Weyl); see the per-case tolerance"))
def svd(g):
    A, rank = svd_matrix(g)
    m, n = len(A), len(A[0])
    if max(m, n) <= 8:
        with mp.workdps(40):
            s = mp.svd_r(mp.matrix(A), compute_uv=False)
            sv = sorted((float(v) for v in s), reverse=True)
        src = "mpmath.svd_r"
    else:
        sv = [float(v) for v in np.linalg.svd(np.array(A), compute_uv=False)]
        src = "numpy.linalg.svd"
    smax = sv[0] if sv else 0.0
    c = 8 * max(m, n) * (1 if max(m, n) <= 8 else 2)
    tol = c * EPS * smax + SUB
    want = {"singular_values": sv}
    thr = max(m, n) * EPS * smax
    if rank is not None:
        want["rank"] = rank
    elif all(v > 1e3 * thr or v == 0 for v in sv):
        want["rank"] = sum(v > thr for v in sv)
    return {"A": A}, want, Tol(abs=tol, why="%s; |δσ_i| ≤ c·max(m, n)·ε·σ_max = %.3g" % (src, tol))


# ---------------------------------------------------------------------------
# quadratic-formula


def quad_ref(a, b, c):
    """The roots (x₊, x₋) = ((−b + √D)/(2a), (−b − √D)/(2a)) and D =
    b² − 4ac, at 60 digits: D exactly (60 digits > the 32 that b² and 4ac
    need), the roots from q = −(b + sgn(b)√D)/2 as q/a and c/q, which add
    like-signed terms only. Where the roots are within 10³⁰ of each other
    they are confirmed with mpmath.polyroots on the polynomial rescaled so
    that its roots are near 1 (its Durand–Kerner iteration cannot separate
    roots 10²⁶⁰ apart at any precision it reaches quickly)."""
    with mp.workdps(60):
        A, B, C = mp.mpf(a), mp.mpf(b), mp.mpf(c)
        D = B * B - 4 * A * C
        sq = mp.sqrt(D)  # imaginary when D < 0
        if D < 0:
            re, im = -B / (2 * A), mp.sqrt(-D) / (2 * A)
            r1, r2 = mp.mpc(re, im), mp.mpc(re, -im)
        elif B == 0 and C == 0:
            r1 = r2 = mp.mpf(0)
        else:
            q = -(B + (sq if B >= 0 else -sq)) / 2
            big, small = q / A, C / q
            r1, r2 = (small, big) if B >= 0 else (big, small)
        mags = [abs(r) for r in (r1, r2) if r != 0]
        if len(mags) == 2 and max(mags) / min(mags) < mp.mpf(10) ** 30 and D != 0:
            s = mp.sqrt(abs(r1 * r2))
            coeffs = [A * s * s, B * s, C]
            top = max(abs(v) for v in coeffs)
            p1, p2 = mp.polyroots([v / top for v in coeffs], maxsteps=200, extraprec=100)
            for r in (r1, r2):
                # A near-double root converges slowly: 25 digits suffice
                # to confirm the closed form's 60.
                if min(abs(p * s - r) for p in (p1, p2)) > abs(r) * mp.mpf(10) ** -25:
                    raise AssertionError("closed form and polyroots disagree on %r, %r, %r" % (a, b, c))
        return r1, r2, D


def quad_coeffs(g):
    if not g.hard:
        a = g.real(-10, 10) or 1.0
        return a, g.real(-10, 10), g.real(-10, 10)
    kind = g.pick("cancel", "magnitudes", "double", "near-double", "bzero", "czero", "subnormal")
    if kind == "cancel":  # b² ≫ 4ac: the textbook formula loses the small root
        return g.sign() * g.magnitude(-5, 5), g.sign() * g.magnitude(5, 150), g.sign() * g.magnitude(-5, 5)
    if kind == "magnitudes":
        return g.signed_magnitude(-300, 300), g.pick(0.0, g.signed_magnitude(-300, 300)), g.signed_magnitude(-300, 300)
    if kind == "double":  # (kx + l)² exactly: D = 0
        k, l = g.integer(1, 2 ** 20), g.integer(-2 ** 20, 2 ** 20)
        s = 2.0 ** g.integer(-500, 500)
        return float(k * k) * s, float(2 * k * l) * s, float(l * l) * s
    if kind == "near-double":  # D tiny relative to b²: the roots are ill-conditioned
        r = g.real(-10, 10)
        d = r * g.magnitude(-12, -3)
        return 1.0, -(2 * r + d), r * (r + d)
    if kind == "bzero":
        return g.signed_magnitude(-300, 300), 0.0, g.signed_magnitude(-300, 300)
    if kind == "czero":
        return g.signed_magnitude(-300, 300), g.signed_magnitude(-300, 300), 0.0
    return g.signed_magnitude(-323, -300), g.signed_magnitude(-323, -300), g.signed_magnitude(-323, -300)


@check("quadratic-formula", ref="mpmath at 60 digits: q = −(b + sgn(b)√D)/2, roots q/a and c/q, D exact; confirmed by mpmath.polyroots",
       tol=Tol(rel=8 * EPS, abs=SUB, why="a backward-stable root is off by ε·(|a|x² + |b||x| + |c|)/|2ax + b|; see the per-case tolerance"))
def quadratic(g):
    if g.index % 10 == 9:
        return {"a": 0.0, "b": g.real(-5, 5), "c": g.real(-5, 5)}, Undefined("a = 0: not a quadratic", "undefined", "linear")
    a, b, c = quad_coeffs(g)
    inputs = {"a": a, "b": b, "c": c}
    r1, r2, D = quad_ref(a, b, c)
    with mp.workdps(60):
        is_complex = D < 0
        want = {"complex": bool(is_complex)}
        if g.index % 3 == 0:
            # The discriminant: Kahan's fused multiply-adds give it to a few
            # ulps even when b² ≈ 4ac.
            want["discriminant"] = float(D)
            return inputs, want, Tol(rel=4 * EPS, abs=SUB, why="b² − 4ac with the products' rounding errors recovered by FMA: a few ulps")
        # Each root's sensitivity to relative perturbations ε of a, b, c:
        # (|a||x|² + |b||x| + |c|)/|2ax + b|, with |2ax + b| = √|D|.
        sq = mp.sqrt(abs(D))
        rels = []
        for x in (r1, r2):
            if x != 0 and sq != 0:
                rels.append(float((abs(a) * abs(x) ** 2 + abs(b) * abs(x) + abs(c)) / (abs(x) * sq)))
        rel = 8 * EPS * (2 + max(rels, default=math.inf))
        if not math.isfinite(rel) or rel > 1e-2:
            # A double root: computed from an exact D = 0 it is −b/(2a) to
            # an ulp or two; any other D near 0 is compared loosely.
            rel = 8 * EPS if D == 0 else 1e-2
        if is_complex:
            want["roots"] = []
            want["real_parts"] = [float(mp.re(r1)), float(mp.re(r2))]
            want["imag_parts"] = [float(mp.im(r1)), float(mp.im(r2))]
            # The real part −b/(2a) and the imaginary part share the
            # roots' modulus for their tolerance.
            mod = float(abs(r1))
            return inputs, want, Tol(rel=rel, abs=rel * mod + SUB, why=(
                "a complex pair: |δx| ≤ ε·(|a||x|² + |b||x| + |c|)/√|D|, relative to |x| = %.3g" % mod))
        roots = [float(r1), float(r2)]
        want["roots"] = roots
        want["real_parts"] = roots
        want["imag_parts"] = [0.0, 0.0]
        return inputs, want, Tol(rel=rel, abs=SUB, why=(
            "|δx|/|x| ≤ 8ε·(|a|x² + |b||x| + |c|)/(|x|·√D) = %.3g" % rel))
