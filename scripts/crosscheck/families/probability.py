"""Probability: conditioning, the product and sum rules, total probability,
Bayes' theorem, (conditional) independence, CPT estimates and the joint
probability of a small Bayesian network.

The references are exact: every float64 input is a dyadic rational, so
sums and ratios are formed with fractions.Fraction (or mpmath at 50 digits,
where a product of two doubles is still exact) and rounded once at the end.
"""

from fractions import Fraction as F

import mpmath as mp

from core import Tol, Undefined, check

EPS = 2.0 ** -52
# The smallest subnormal, twice: a result at the bottom of the range may
# round either way.
SUB = 2.0 ** -1073


def table(g, rows=None, cols=None, kind=None):
    """A joint probability table (rows × cols, summing to 1 within a few
    ulps); in hard cases one-hot, sparse, with subnormal entries, uniform,
    or now and then 100 × 100."""
    if rows is None:
        if g.hard and g.chance(0.15):
            rows, cols = 100, 100
        else:
            rows, cols = g.integer(1, 4), g.integer(1, 4)
    p = g.distribution(rows * cols, kind)
    return [p[i * cols:(i + 1) * cols] for i in range(rows)]


def transpose(t):
    return [list(r) for r in zip(*t)]


def fsum_exact(vals):
    """The exact sum of floats, as a Fraction."""
    return sum((F(v) for v in vals), F(0))


def summation_tol(n, why):
    """A sum of n non-negative terms added in order: each addition rounds
    by at most half an ulp of the partial sum, so the relative error is
    below (n − 1)·ε (abs SUB for subnormal results)."""
    return Tol(rel=max(2, n) * EPS, abs=SUB, why=why)


# ---------------------------------------------------------------------------
# conditional-probability


@check("conditional-probability", ref="fractions: joint[a][b] / Σ_a' joint[a'][b] exactly, rounded once",
       tol=Tol(rel=6 * EPS, abs=SUB, why="a column sum of up to 4 terms (≤ 3 roundings) and one division"))
def conditional_probability(g):
    undefined = g.index % 10 == 9  # three cases of 30: P(B) = 0
    if g.chance(0.3) or (undefined and g.chance(0.5)):
        # The scalar form P(A, B) / P(B).
        pB = g.probability()
        pAB = pB * g.probability() if not g.chance(0.2) else pB
        if undefined:
            pB = pAB = 0.0
        elif g.hard and g.chance(0.3):
            pB, pAB = g.pick((0.0, 0.0), (5e-324, 5e-324), (5e-324, 0.0), (1.0, 1.0), (1.0, 5e-324))
        if pB == 0:
            return {"P_AB": pAB, "P_B": pB}, Undefined("P(B) = 0: nothing to rescale", "undefined")
        return {"P_AB": pAB, "P_B": pB}, float(F(pAB) / F(pB)), Tol(rel=EPS / 2, abs=SUB, why="one correctly rounded division")
    if not undefined and g.chance(0.1):
        # The default table [[0.1, 0.2], [0.3, 0.4]] and the default
        # A = 0, B = 1, each given or not.
        t, inputs = [[0.1, 0.2], [0.3, 0.4]], {}
        a, b = g.integer(0, 1), g.integer(0, 1)
        if a != 0 or g.chance(0.5):
            inputs["A"] = a
        if b != 1 or g.chance(0.5):
            inputs["B"] = b
        col = F(t[0][b]) + F(t[1][b])
        return inputs, float(F(t[a][b]) / col), Tol(rel=4 * EPS, why="a column sum of 2 terms and one division")
    t = table(g)
    rows, cols = len(t), len(t[0])
    a, b = g.integer(0, rows - 1), g.integer(0, cols - 1)
    if undefined and cols == 1:
        t = [r + [0.0] for r in t]
        cols = 2
    if (undefined or (g.hard and g.chance(0.25))) and cols > 1:
        # A value of B that never happens: P(B = b) = 0 (the mass moved
        # to another column).
        for i in range(rows):
            t[i][(b + 1) % cols] = min(1.0, t[i][(b + 1) % cols] + t[i][b])
            t[i][b] = 0.0
    inputs = {}
    if g.chance(0.5):
        inputs["layout"] = "joint[b][a]"
        inputs["joint"] = transpose(t)
    else:
        if g.chance(0.5):
            inputs["layout"] = "joint[a][b]"
        inputs["joint"] = t
    inputs["A"], inputs["B"] = a, b
    if g.chance(0.3):
        inputs["query"] = "P(A=%d | B=%d)" % (a, b)
    col = fsum_exact(t[i][b] for i in range(rows))
    if col == 0:
        return inputs, Undefined("P(B = b) = 0: the conditional is 0/0", "undefined")
    want = min(F(1), F(t[a][b]) / col)
    return inputs, float(want), Tol(rel=(rows + 2) * EPS, abs=SUB,
                                    why="a column sum of %d terms (≤ %d roundings) and one division" % (rows, rows - 1))


# ---------------------------------------------------------------------------
# joint-probability-product-rule


@check("joint-probability-product-rule", ref="fractions: P(A|B)·P(B) exactly; the table's entry itself",
       tol=Tol(rel=EPS / 2, abs=SUB, why="one correctly rounded product"))
def product_rule(g):
    if g.chance(0.5):
        inputs = {}
        pAB, pB = 0.5, 0.4  # the defaults
        if g.chance(0.85):
            pAB = g.probability()
            inputs["P_A_given_B"] = pAB
        if g.chance(0.85):
            pB = g.probability()
            inputs["P_B"] = pB
        if g.hard and g.chance(0.3):
            pAB, pB = g.pick((0.0, 0.7), (1.0, 5e-324), (2.0 ** -537, 2.0 ** -537), (1.0, 1.0))
            inputs["P_A_given_B"], inputs["P_B"] = pAB, pB
        return inputs, float(F(pAB) * F(pB))
    t = table(g)
    a, b = g.integer(0, len(t) - 1), g.integer(0, len(t[0]) - 1)
    inputs = {"A": a, "B": b}
    if g.chance(0.5):
        inputs["layout"], inputs["joint"] = "joint[b][a]", transpose(t)
    else:
        inputs["joint"] = t
    if g.chance(0.3):
        inputs["check"] = "P(A=%d|B=%d)P(B=%d) = P(B=%d|A=%d)P(A=%d) = P(A=%d,B=%d)" % (a, b, b, b, a, a, a, b)
    # P(A=a|B=b)·P(B=b) = P(A=a, B=b): the entry, whose factors eqx forms
    # as p/P(B)·P(B) (two roundings), P(B) a rounded sum.
    return inputs, t[a][b], Tol(rel=3 * EPS, abs=SUB, why="p/P(B)·P(B) in float64: two roundings, each ≤ ½ ulp, of the entry")


# ---------------------------------------------------------------------------
# marginal-probability


@check("marginal-probability", ref="fractions: the exact row or column sums, rounded once",
       tol=Tol(rel=4 * EPS, abs=SUB, why="row or column sums of up to 4 non-negative terms"))
def marginal(g):
    t = table(g)
    inputs = {}
    layout = g.pick("joint[x][y]", "joint[y][x]")
    of = g.pick("X", "Y")
    if layout != "joint[x][y]" or g.chance(0.5):
        inputs["layout"] = layout
    if of != "X" or g.chance(0.5):
        inputs["marginal_of"] = of
    inputs["joint"] = t
    by_rows = (of == "X") == (layout == "joint[x][y]")
    lines = t if by_rows else transpose(t)
    want = [float(fsum_exact(line)) for line in lines]
    return inputs, want, summation_tol(len(lines[0]), "sums of %d non-negative terms in order: relative error ≤ (n − 1)·ε" % len(lines[0]))


# ---------------------------------------------------------------------------
# law-of-total-probability


def exact_dot(a, b):
    """Σ a_i b_i at 50 digits: each product of two doubles is exact there."""
    with mp.workdps(50):
        return mp.fsum(mp.mpf(x) * mp.mpf(y) for x, y in zip(a, b))


@check("law-of-total-probability", ref="mpmath: Σ P(x|y')·P(y') at 50 digits (exact products)",
       tol=Tol(rel=8 * EPS, abs=SUB, why="n products and n − 1 additions of non-negative terms"))
def total_probability(g):
    n = g.length(1, 8, long=10_000)
    py = g.distribution(n)
    cond = [g.probability() for _ in range(n)]
    if g.hard and g.chance(0.3):
        cond = [g.pick(0.0, 1.0, 5e-324, 1 - 2.0 ** -53) for _ in range(n)]
    want = exact_dot(cond, py)
    with mp.workdps(50):
        want = float(min(want, 1))
    return {"P_X_given_y": cond, "P_y": py}, want, Tol(
        rel=(n + 2) * EPS, abs=n * SUB,
        why="n = %d products (½ ulp each, abs ½·SUB when subnormal) and n − 1 additions of non-negative terms" % n)


# ---------------------------------------------------------------------------
# bayes-rule


@check("bayes-rule", ref="mpmath: P(B|a)P(a) / Σ P(B|a')P(a') at 50 digits",
       tol=Tol(rel=8 * EPS, abs=8 * SUB, why="a product, a sum of positive terms and a division per hypothesis"))
def bayes(g):
    if g.chance(0.4) and g.index % 10 != 9:
        # The diagnostic-test form, with some inputs left at their
        # defaults (0.01, 0.99, 0.02).
        vals = {"P_D": 0.01, "P_T_given_D": 0.99, "P_T_given_notD": 0.02}
        inputs = {}
        for k in vals:
            if g.chance(0.85):
                vals[k] = inputs[k] = g.probability()
        if g.hard and g.chance(0.4):
            vals = dict(zip(vals, g.pick((0.0, 0.5, 0.0), (0.5, 0.0, 0.0), (5e-324, 1.0, 5e-324), (1.0, 0.3, 0.0),
                                         (2.0 ** -1000, 2.0 ** -60, 2.0 ** -1070), (0.0, 1.0, 0.5))))
            inputs = dict(vals)
        pD, tD, tN = (F(vals[k]) for k in ("P_D", "P_T_given_D", "P_T_given_notD"))
        num, den = tD * pD, tD * pD + tN * (1 - pD)
        if den == 0:
            return inputs, Undefined("P(T) = 0: no positive test is possible", "undefined")
        # eqx rounds 1 − P(D) first; the posterior's sensitivity to it is
        # 1 − posterior ≤ 1, so it adds at most an ulp.
        return inputs, float(num / den), Tol(rel=8 * EPS, abs=8 * SUB,
                                             why="1 − P(D) rounded, two products, a sum and a division")
    n = g.length(1, 8, long=10_000)
    prior = g.distribution(n)
    lik = [g.probability() for _ in range(n)]
    if g.hard and g.chance(0.3):
        lik = [g.pick(0.0, 1.0, 5e-324, 2.0 ** -1000) for _ in range(n)]
    if g.index % 10 == 9:
        # No hypothesis with prior mass can produce the evidence.
        lik = [0.0 if p > 0 else g.probability() for p in prior]
    inputs = {"prior": prior, "likelihood": lik}
    with mp.workdps(50):
        prods = [mp.mpf(l) * mp.mpf(p) for l, p in zip(lik, prior)]
        ev = mp.fsum(prods)
        if ev == 0:
            return inputs, Undefined("the evidence Σ P(B|a)P(a) is 0", "undefined")
        want = [float(v / ev) for v in prods]
    return inputs, want, Tol(rel=(n + 4) * EPS, abs=8 * SUB,
                             why="n = %d scaled products and n − 1 additions (relative error ≤ (n + 2)ε); an entry that "
                                 "underflows is rounded in the subnormal range before the division by an evidence ≥ ¼" % n)


# ---------------------------------------------------------------------------
# independence


def independent_table(g, rows, cols, kind=None):
    px, py = g.distribution(rows, kind), g.distribution(cols, kind)
    return [[x * y for y in py] for x in px]


def deviation(t):
    """max |p(x, y) − p(x)p(y)| exactly, and the marginals exactly."""
    px = [fsum_exact(r) for r in t]
    py = [fsum_exact(c) for c in zip(*t)]
    dev = max(abs(F(v) - px[i] * py[j]) for i, r in enumerate(t) for j, v in enumerate(r))
    return dev, px, py


def decided_tol(g, dev, err):
    """A tolerance τ for an equality test whose exact deviation is dev,
    away from dev by more than eqx's rounding err (so that the verdict is
    not a coin toss): either well above or well below."""
    dev = float(dev)
    for _ in range(20):
        tau = g.pick(1e-9, g.magnitude(-15, -1))
        if abs(tau - dev) > 4 * err:
            return tau
    return dev * 10 + 1e-12 if dev < 0.05 else dev / 10


@check("independence", ref="fractions: exact marginals and max |P(x,y) − P(x)P(y)|",
       tol=Tol(rel=8 * EPS, abs=SUB, why="marginals are sums of ≤ 4 terms; the deviation's error is shown per case"))
def independence(g):
    if g.hard and g.chance(0.15):
        rows = cols = 100
    else:
        rows, cols = g.integer(1, 4), g.integer(1, 4)
    kind = g.pick("onehot", "sparse", "tiny", "uniform") if g.hard else None
    if g.chance(0.5):
        t = independent_table(g, rows, cols, kind)
    else:
        t = table(g, rows, cols, kind)
    dyadic = g.hard and g.chance(0.2)
    if dyadic:
        # Dyadic and exactly independent: eqx's marginals, products and
        # differences are all exact, the deviation exactly 0, so even τ = 0
        # passes. (Elsewhere an exact 0 is computed as a few ε, and τ = 0
        # would ask more than float64 gives.)
        t = [[0.25, 0.25], [0.25, 0.25]] if g.chance(0.5) else [[0.125, 0.375], [0.125, 0.375]]
        rows = cols = 2
    dev, px, py = deviation(t)
    n = max(rows, cols)
    # eqx's marginals are rounded sums (relative (n − 1)ε each); the product
    # of two of them and the subtraction add 3 more roundings, all of size
    # at most max(p(x,y), p(x)p(y)) ≤ 1.
    top = max(max(max(r) for r in t), float(max(px) * max(py)))
    err = (2 * n + 4) * EPS * top
    inputs = {"joint": t}
    if dyadic and g.chance(0.5):
        tau = 0.0
    else:
        tau = decided_tol(g, dev, err)
    if tau != 1e-9 or g.chance(0.5):
        inputs["tol"] = tau
    want = {"independent": dev <= F(tau), "max_abs_deviation": float(dev),
            "P_X": [float(v) for v in px], "P_Y": [float(v) for v in py]}
    return inputs, want, Tol(rel=(n + 2) * EPS, abs=err + SUB,
                             why="marginals summed from %d terms; the deviation of entries ≤ %.3g is off by a few roundings of them" % (n, top))


# ---------------------------------------------------------------------------
# conditional-independence


def cond_independent_table(g, nx, ny, nz, hard_kind=None):
    """P(x, y, z) = P(z)·P(x|z)·P(y|z), t[x][y][z]."""
    pz = g.distribution(nz, hard_kind)
    cx = [g.distribution(nx, hard_kind) for _ in range(nz)]
    cy = [g.distribution(ny, hard_kind) for _ in range(nz)]
    return [[[pz[z] * cx[z][x] * cy[z][y] for z in range(nz)] for y in range(ny)] for x in range(nx)]


def cond_deviation(t):
    nx, ny, nz = len(t), len(t[0]), len(t[0][0])
    dev = F(0)
    pzs = []
    for z in range(nz):
        s = [[F(t[x][y][z]) for y in range(ny)] for x in range(nx)]
        pz = sum((sum(r, F(0)) for r in s), F(0))
        pzs.append(pz)
        if pz == 0:
            continue
        px = [sum(r, F(0)) / pz for r in s]
        py = [sum(c, F(0)) / pz for c in zip(*s)]
        for x in range(nx):
            for y in range(ny):
                dev = max(dev, abs(s[x][y] / pz - px[x] * py[y]))
    xy = [[sum(t[x][y][z] for z in range(nz)) for y in range(ny)] for x in range(nx)]
    # The marginal table exactly:
    xyF = [[sum((F(t[x][y][z]) for z in range(nz)), F(0)) for y in range(ny)] for x in range(nx)]
    mx = [sum(r, F(0)) for r in xyF]
    my = [sum(c, F(0)) for c in zip(*xyF)]
    mdev = max(abs(xyF[x][y] - mx[x] * my[y]) for x in range(nx) for y in range(ny))
    return dev, mdev, pzs, xy


@check("conditional-independence", ref="fractions: exact P(x,y|z) − P(x|z)P(y|z) over z with P(z) > 0, and the marginal test",
       tol=Tol(rel=8 * EPS, abs=SUB, why="sums of a few terms and ratios; the deviations' errors are shown per case"))
def conditional_independence(g):
    nx, ny = g.integer(1, 3), g.integer(1, 3)
    form = g.pick("slices", "xyz", "zxy")
    nz = 2 if form == "slices" else g.integer(1, 4)
    kind = g.pick("onehot", "sparse", "tiny", "uniform") if g.hard else "dirichlet"
    if g.chance(0.5):
        t = cond_independent_table(g, nx, ny, nz, kind)
    else:
        flat = g.distribution(nx * ny * nz, kind)
        t = [[[flat[(x * ny + y) * nz + z] for z in range(nz)] for y in range(ny)] for x in range(nx)]
    if g.hard and nz > 1 and g.chance(0.3):
        # A value of Z that never occurs imposes no condition.
        for x in range(nx):
            for y in range(ny):
                t[x][y][0], t[x][y][1] = 0.0, t[x][y][0] + t[x][y][1]
    dev, mdev, pzs, _ = cond_deviation(t)
    n = max(nx, ny)
    # eqx divides each entry and its slice's marginals by P(z): relative
    # errors of (n + 2)ε on quantities ≤ 1, then a product and a difference.
    err = (2 * nx * ny + 4 * n + 8) * EPS
    merr = (2 * nx * ny + 4 * n + 2 * nz + 8) * EPS
    inputs = {}
    if form == "slices" and g.chance(0.15):
        # The default slices, omitted (one or both).
        z0, z1 = [[0.315, 0.135], [0.035, 0.015]], [[0.04, 0.06], [0.16, 0.24]]
        nx = ny = 2
        t = [[[z0[x][y], z1[x][y]] for y in range(2)] for x in range(2)]
        dev, mdev, pzs, _ = cond_deviation(t)
        n = 2
        err = (2 * nx * ny + 4 * n + 8) * EPS
        merr = (2 * nx * ny + 4 * n + 2 * nz + 8) * EPS
        if g.chance(0.5):
            inputs["joint_z0"] = z0
    elif form == "slices":
        inputs["joint_z0"] = [[t[x][y][0] for y in range(ny)] for x in range(nx)]
        inputs["joint_z1"] = [[t[x][y][1] for y in range(ny)] for x in range(nx)]
    elif form == "xyz":
        inputs["joint_xyz"] = t
        if g.chance(0.5):
            inputs["layout"] = "joint[x][y][z]"
    else:
        inputs["joint_xyz"] = [[[t[x][y][z] for y in range(ny)] for x in range(nx)] for z in range(nz)]
        inputs["layout"] = "joint[z][x][y]"
    # One τ that decides both tests clearly.
    for _ in range(40):
        tau = g.pick(1e-9, g.magnitude(-15, -1))
        if abs(tau - float(dev)) > 4 * err and abs(tau - float(mdev)) > 4 * merr:
            break
    else:
        tau = 1e-9
    if tau != 1e-9 or g.chance(0.5):
        inputs["tol"] = tau
    want = {"cond_independent": dev <= F(tau), "max_abs_deviation": float(dev),
            "marginally_independent": mdev <= F(tau), "marginal_max_abs_deviation": float(mdev),
            "P_Z": [float(p) for p in pzs]}
    return inputs, want, Tol(rel=(nx * ny + 2) * EPS, abs=max(err, merr),
                             why="P(z) sums %d entries; the deviations are differences of terms ≤ 1 each a few roundings off" % (nx * ny))


# ---------------------------------------------------------------------------
# cpt-estimation, cpt-laplace


def count_pair(g):
    if g.hard:
        hi = g.pick(2 ** 52, 10 ** 9, 3, 1)
    else:
        hi = 50
    c_pa = g.integer(0, hi)
    c = g.pick(0, c_pa, g.integer(0, c_pa)) if g.hard else g.integer(0, c_pa)
    return c, c_pa


@check("cpt-estimation", ref="fractions: c(x, pa) / c(pa) rounded once",
       tol=Tol(rel=EPS / 2, why="whole counts below 2^53 are exact in float64; one correctly rounded division"))
def cpt_estimation(g):
    c, c_pa = count_pair(g)
    if g.index % 7 == 3:
        c, c_pa = 0, 0
    inputs = {"c_x_pa": c, "c_pa": c_pa}
    if c_pa == 0:
        return inputs, Undefined("the parent configuration was never observed: 0/0", "undefined")
    return inputs, float(F(c, c_pa))


@check("cpt-laplace", ref="fractions: (c(x, pa) + 1) / (c(pa) + |X|) rounded once",
       tol=Tol(rel=EPS / 2, why="whole numbers below 2^53 are exact in float64; one correctly rounded division"))
def cpt_laplace(g):
    c, c_pa = count_pair(g)
    k = g.integer(1, 10) if not g.hard else g.pick(1, 2, g.integer(1, 2 ** 50))
    return {"c_x_pa": c, "c_pa": c_pa, "num_values": k}, float(F(c + 1, c_pa + k))


# ---------------------------------------------------------------------------
# bayesian-network-joint

DEFAULTS = {"P_R1": 0.2, "P_W1_given_R1": 0.9, "P_W1_given_R0": 0.1, "P_S1_given_R1": 0.01, "P_S1_given_R0": 0.4,
            "P_W1_given_R1_S1": 0.99, "P_W1_given_R1_S0": 0.8, "P_W1_given_R0_S1": 0.9, "P_W1_given_R0_S0": 0.0}


@check("bayesian-network-joint", ref="fractions: the product of the CPT entries (1 − p exact), rounded once",
       tol=Tol(rel=6 * EPS, abs=4 * SUB, why="up to 3 complements 1 − p and 2 products, each ½ ulp; subnormal partial products lose digits absolutely"))
def bayesian_network(g):
    net = g.pick("R -> W", "R -> S, (R,S) -> W")
    names = ["P_R1", "P_W1_given_R1", "P_W1_given_R0"] if net == "R -> W" else \
        ["P_R1", "P_S1_given_R1", "P_S1_given_R0", "P_W1_given_R1_S1", "P_W1_given_R1_S0", "P_W1_given_R0_S1", "P_W1_given_R0_S0"]
    inputs = {}
    if net != "R -> S, (R,S) -> W" or g.chance(0.5):
        inputs["network"] = net
    cpt = dict(DEFAULTS)
    for k in names:
        if g.chance(0.8):
            p = g.probability()
            if g.hard and g.chance(0.3):
                p = g.pick(0.0, 1.0, 5e-324, 1 - 2.0 ** -53, 2.0 ** -600)
            cpt[k] = inputs[k] = p
    vals = {"R": g.integer(0, 1), "S": g.integer(0, 1), "W": g.integer(0, 1)}
    if net == "R -> W":
        del vals["S"]
    if g.chance(0.4):
        inputs["assignment"] = dict(vals)
    else:
        for k, v in vals.items():
            if v != {"R": 1, "S": 0, "W": 1}[k] or g.chance(0.5):
                inputs[k] = v
        if net == "R -> W" and g.chance(0.3):
            inputs["S"] = g.integer(0, 1)  # ignored by this network

    def factor(p1, v):
        return F(p1) if v == 1 else 1 - F(p1)

    r, w = vals["R"], vals["W"]
    p = factor(cpt["P_R1"], r)
    if net == "R -> W":
        p *= factor(cpt["P_W1_given_R%d" % r], w)
    else:
        s = vals["S"]
        p *= factor(cpt["P_S1_given_R%d" % r], s)
        p *= factor(cpt["P_W1_given_R%d_S%d" % (r, s)], w)
    return inputs, float(p)
