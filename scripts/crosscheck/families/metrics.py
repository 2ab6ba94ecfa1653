"""Metrics: the confusion-matrix ratios (accuracy, precision, recall, F1,
specificity), the ranking metrics (ROC AUC, average precision, MAP) and
the comparisons of two clusterings (mutual information, NMI)."""

import math
import warnings
from collections import Counter

import mpmath as mp
from scipy.stats import rankdata
from sklearn.metrics import (average_precision_score, mutual_info_score, normalized_mutual_info_score,
                             roc_auc_score)

from core import EXACT, Tol, Undefined, check

EPS = 2.0 ** -52
TWO53 = 2 ** 53  # the largest count eqx accepts


def quiet(f, *args, **kw):
    """f(*args, **kw) without scikit-learn's warnings (labels that are
    arbitrary numbers look "continuous" to it)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return f(*args, **kw)


def correctly_rounded(num, den):
    """num/den of integers, rounded once (Python's int division is)."""
    return num / den


# ---------------------------------------------------------------------------
# Confusion-matrix ratios. The reference is the ratio of the exact integer
# sums, rounded once. While every sum eqx forms in float64 stays at or below
# 2^53 it is exact, so eqx's one division must give that same double; past
# 2^53 each of its (at most three) additions rounds by half an ulp.

def count(g):
    """A confusion count: 0 … 100 typically; in hard cases 0, 1, 2^53 or a
    count log-uniform up to 2^53 (the largest eqx accepts)."""
    if not g.hard:
        return g.pick(0, g.integer(0, 100), g.integer(0, 100), g.integer(0, 100))
    return g.pick(0, 1, TWO53, min(TWO53, int(g.magnitude(0, 15.96))), min(TWO53, int(g.magnitude(0, 15.96))))


def ratio_case(inputs, num, den, undefined_why):
    """(inputs, expected, tol) for num/den of exact counts; the terms are
    the float64 additions eqx performs, to judge whether they are exact."""
    if den == 0:
        return inputs, Undefined(undefined_why, "undefined")
    if max(inputs.values()) * 4 <= TWO53:
        return inputs, correctly_rounded(num, den), EXACT
    return inputs, correctly_rounded(num, den), Tol(
        rel=2 * EPS, why="counts near 2^53: each of eqx's float64 sums may round by half an ulp, the division once more")


def counts(g, names):
    inputs = {n: count(g) for n in names}
    if g.chance(0.1):  # every count 0: the 0/0 case
        inputs = {n: 0 for n in names}
    return inputs


@check("accuracy", ref="fractions: (TP + TN)/(TP + TN + FP + FN) of the exact counts, rounded once",
       tol=Tol(rel=2 * EPS, why="exact below 2^53 (one rounding, the same as the reference's); see the per-case tolerance"))
def accuracy(g):
    c = counts(g, ("TP", "TN", "FP", "FN"))
    return ratio_case(c, c["TP"] + c["TN"], c["TP"] + c["TN"] + c["FP"] + c["FN"],
                      "all four counts are 0: 0/0")


@check("precision", ref="fractions: TP/(TP + FP) of the exact counts, rounded once (sklearn's precision_score without its 0/0 → 0)",
       tol=Tol(rel=2 * EPS, why="exact below 2^53 (one rounding, the same as the reference's); see the per-case tolerance"))
def precision(g):
    c = counts(g, ("TP", "FP"))
    return ratio_case(c, c["TP"], c["TP"] + c["FP"], "TP + FP = 0: nothing is predicted positive")


@check("recall", ref="fractions: TP/(TP + FN) of the exact counts, rounded once",
       tol=Tol(rel=2 * EPS, why="exact below 2^53 (one rounding, the same as the reference's); see the per-case tolerance"))
def recall(g):
    c = counts(g, ("TP", "FN"))
    return ratio_case(c, c["TP"], c["TP"] + c["FN"], "TP + FN = 0: there are no actual positives")


@check("f1-score", ref="fractions: 2TP/(2TP + FP + FN) of the exact counts, rounded once",
       tol=Tol(rel=2 * EPS, why="exact below 2^53 (one rounding, the same as the reference's); see the per-case tolerance"))
def f1_score(g):
    c = counts(g, ("TP", "FP", "FN"))
    if g.chance(0.2):  # TP = 0 with mistakes: the count form gives 0, not 0/0
        c["TP"] = 0
    return ratio_case(c, 2 * c["TP"], 2 * c["TP"] + c["FP"] + c["FN"], "TP = FP = FN = 0: nothing to score")


@check("specificity", ref="fractions: TN/(TN + FP) of the exact counts, rounded once",
       tol=Tol(rel=2 * EPS, why="exact below 2^53 (one rounding, the same as the reference's); see the per-case tolerance"))
def specificity(g):
    c = counts(g, ("TN", "FP"))
    return ratio_case(c, c["TN"], c["TN"] + c["FP"], "TN + FP = 0: there are no actual negatives")


# ---------------------------------------------------------------------------
# Ranking metrics.

def scores(g, n):
    """n scores: uniform in (0, 1) typically, sometimes rounded to create
    ties; in hard cases heavy ties, ±0, magnitudes 10^±300, subnormals."""
    if not g.hard:
        s = g.vector(n, 0, 1)
        if g.chance(0.3):
            s = [round(v, 1) for v in s]
        return s
    kind = g.pick("ties", "zeros", "magnitudes", "subnormal", "constant", "uniform")
    if kind == "ties":
        return [float(g.integer(0, 3)) for _ in range(n)]
    if kind == "zeros":
        return [g.pick(0.0, -0.0, 1.0, -1.0) for _ in range(n)]
    if kind == "magnitudes":
        return g.magnitude_vector(n, -300, 300)
    if kind == "subnormal":
        return [g.sign() * 2.0 ** -g.integer(1060, 1074) for _ in range(n)]
    if kind == "constant":
        return [g.real(-5, 5)] * n
    return g.vector(n, -1e300, 1e300)


def labels(g, n, need_pos=True, need_neg=True):
    """n labels 0/1; in hard cases sometimes a single positive (or
    negative) among many. Both classes are present when asked."""
    if g.hard and g.chance(0.3):
        y = [float(g.chance(0.5))] * n
        y[g.integer(0, n - 1)] = 1.0 - y[0]
    else:
        p = g.real(0.05, 0.95) if g.hard else 0.5
        y = [1.0 if g.chance(p) else 0.0 for _ in range(n)]
    if need_pos and 1.0 not in y:
        y[g.integer(0, n - 1)] = 1.0
    if need_neg and 0.0 not in y:
        y[g.integer(0, n - 1)] = 0.0
        if need_pos and 1.0 not in y:
            y[0] = 1.0
    return y


def auc_exact(y, s):
    """The Mann–Whitney form of the AUC, P(s⁺ > s⁻) + ½P(s⁺ = s⁻), from the
    sum of the positives' average ranks (scipy.stats.rankdata): U =
    R⁺ − n⁺(n⁺ + 1)/2, AUC = U/(n⁺n⁻), exact in integers, rounded once."""
    # nan_policy="omit": SciPy 1.10 looks for NaN through np.sum, which is
    # NaN for finite scores whose sum overflows; there is no NaN here.
    r2 = [int(round(2 * v)) for v in rankdata(s, nan_policy="omit")]  # twice the ranks: integers
    pos = sum(1 for v in y if v == 1)
    neg = len(y) - pos
    twice_r = sum(r for r, v in zip(r2, y) if v == 1)
    return correctly_rounded(twice_r - pos * (pos + 1), 2 * pos * neg)


@check("roc-auc", ref="Mann–Whitney U from scipy.stats.rankdata ranks, exact in integers (sklearn roc_auc_score agrees)",
       tol=EXACT)
def roc_auc(g):
    n = g.length(2, 30, long=10_000)
    if g.chance(0.1):  # one class only: undefined
        return {"y": [float(g.integer(0, 1))] * n, "s": scores(g, n)}, Undefined(
            "y has one class: the AUC needs a positive and a negative", "undefined", "one class")
    y, s = labels(g, n), scores(g, n)
    want = auc_exact(y, s)
    lib = quiet(roc_auc_score, y, s)
    assert abs(lib - want) <= 1e-12, ("sklearn disagrees with the Mann–Whitney form", lib, want)
    # Counting pairs exactly in integers, one division: eqx's AUC is the
    # correctly rounded ratio, exactly the reference.
    return {"y": y, "s": s}, want


def ap_terms(y, s):
    """The terms ΔTPₙ·TPₙ/(TPₙ + FPₙ) of AP = Σ (Rₙ − Rₙ₋₁) Pₙ, one per
    distinct score from the highest down (equal scores enter together),
    each an exact integer ratio rounded once, and the number of positives."""
    groups = {}
    for v, sc in zip(y, s):
        tp_fp = groups.setdefault(sc + 0.0, [0, 0])  # −0 and +0 are one threshold
        tp_fp[0 if v == 1 else 1] += 1
    terms, tp, fp = [], 0, 0
    for sc in sorted(groups, reverse=True):
        dtp, dfp = groups[sc]
        tp, fp = tp + dtp, fp + dfp
        if dtp:
            terms.append(dtp * tp / (tp + fp))
    return terms, tp


def ap_reference(y, s):
    """AP from its definition: the recall steps ΔRₙ = ΔTPₙ/n⁺ are exact, so
    AP = (Σ ΔTPₙ Pₙ)/n⁺ with each term rounded once and the sum exact
    (math.fsum): within 1.5 ulps."""
    terms, npos = ap_terms(y, s)
    return math.fsum(terms) / npos, len(terms)


def ap_tol(m):
    # The reference is within 1.5 ulps; a careful float64 sum (pairwise, as
    # NumPy's, or compensated) of m positive terms, each rounded once, adds
    # ≲ log2(m) ulps. (A plain left-to-right sum of 10^4 terms errs by ten.)
    return Tol(rel=EPS * (3 + math.log2(m + 1)),
               why="each of the m terms ΔTPₙPₙ rounds once; a careful sum of positive terms adds ≲ log2(m) roundings")


@check("average-precision", ref="Σ ΔTPₙ·Pₙ/n⁺ from exact counts, math.fsum (sklearn average_precision_score agrees)",
       tol=Tol(rel=4 * EPS, why="terms rounded once each, summed; see the per-case tolerance (grows with log2 of the terms)"))
def average_precision(g):
    n = g.length(1, 30, long=10_000)
    if g.chance(0.1):  # no positive: recall is 0/0
        return {"y": [0.0] * n, "s": scores(g, n)}, Undefined("y has no positive: recall is 0/0", "undefined", "no positive")
    y, s = labels(g, n, need_neg=False), scores(g, n)
    want, m = ap_reference(y, s)
    if 0.0 in y:
        lib = quiet(average_precision_score, y, s)
        assert abs(lib - want) <= 1e-9, ("sklearn disagrees with the definition", lib, want)
    return {"y": y, "s": s}, want, ap_tol(m)


@check("mean-average-precision", ref="the mean of the queries' AP (definition, exact counts, math.fsum; sklearn agrees per query)",
       tol=Tol(rel=4 * EPS, why="APs within a few ulps each, then their mean; see the per-case tolerance"))
def mean_average_precision(g):
    if g.hard:
        shape = g.pick("one-long", "many", "onehot", "ties")
    else:
        shape = "typical"
    if shape == "one-long":
        qs = [(labels(g, 10_000, need_neg=False), scores(g, 10_000))] + [
            (labels(g, k, need_neg=False), scores(g, k)) for k in (1, 3)]
    elif shape == "many":
        qs = []
        for _ in range(g.integer(200, 1000)):
            k = g.integer(1, 8)
            qs.append((labels(g, k, need_neg=False), scores(g, k)))
    elif shape == "onehot":
        qs = []
        for _ in range(g.integer(1, 6)):
            k = g.integer(1, 50)
            y = [0.0] * k
            y[g.integer(0, k - 1)] = 1.0
            qs.append((y, scores(g, k)))
    else:
        qs = []
        for _ in range(g.integer(1, 8)):
            k = g.integer(1, 30)
            qs.append((labels(g, k, need_neg=False), scores(g, k)))
    queries = [{"y": y, "s": s} for y, s in qs]
    if g.chance(0.1):  # one query without a relevant item: its AP is undefined
        k = g.integer(1, 10)
        queries.insert(g.integer(0, len(queries)), {"y": [0.0] * k, "s": scores(g, k)})
        return {"queries": queries}, Undefined("a query has no relevant item: its AP is 0/0", "undefined", "no positive")
    aps, worst = [], 1
    for y, s in qs:
        ap, m = ap_reference(y, s)
        if 0.0 in y and len(y) <= 100 and len(aps) < 20:
            lib = quiet(average_precision_score, y, s)
            assert abs(lib - ap) <= 1e-9, ("sklearn disagrees with the definition", lib, ap)
        aps.append(ap)
        worst = max(worst, m)
    want = math.fsum(aps) / len(aps)
    q = len(aps)
    return {"queries": queries}, want, Tol(
        rel=EPS * (3 + math.log2(worst + 1) + math.log2(q + 1)),
        why="each AP within ≲ log2(terms) ulps (see average-precision), a careful sum of q positive values ≲ log2(q) more")


# ---------------------------------------------------------------------------
# Clusterings: mutual information and its normalised form.

def label_vectors(g):
    """Two clusterings of the same N items, as label vectors."""
    if not g.hard:
        n = g.integer(1, 30)
        ku, kv = g.integer(1, 5), g.integer(1, 5)
        U = [float(g.integer(0, ku - 1)) for _ in range(n)]
        if g.chance(0.3):  # V a noisy copy of U under other names
            V = [float(2 * u + 7) if g.chance(0.8) else float(g.integer(0, kv - 1)) for u in U]
        else:
            V = [float(g.integer(0, kv - 1)) for _ in range(n)]
        return U, V
    kind = g.pick("long", "modular", "singletons", "one-cluster", "renamed", "odd-labels", "independent")
    n = 10_000 if kind in ("long", "modular") else g.integer(2, 200)
    if kind == "long":
        k = g.pick(2, 50, 3000)
        U = [float(g.integer(0, k - 1)) for _ in range(n)]
        V = [u if g.chance(0.6) else float(g.integer(0, k - 1)) for u in U]
    elif kind == "modular":  # thousands of small clusters: many equal terms
        a, b = g.integer(1, 50), g.integer(1, 50)
        mu, mv = g.integer(500, 5000), g.integer(500, 5000)
        U = [float(a * i % mu) for i in range(n)]
        V = [float(b * i % mv) for i in range(n)]
    elif kind == "singletons":  # every item its own cluster in U
        U = [float(i) for i in range(n)]
        V = [float(g.integer(0, 3)) for _ in range(n)]
    elif kind == "one-cluster":
        U = [3.0] * n
        V = g.pick([3.0] * n, [float(g.integer(0, 3)) for _ in range(n)])
    elif kind == "renamed":  # the same partition under other names: NMI = 1
        U = [float(g.integer(0, 4)) for _ in range(n)]
        V = [-1e300 * (u + 1) for u in U]
    elif kind == "odd-labels":  # labels are any numbers: ±0 one label, huge and tiny ones
        pool = [0.0, -0.0, 5e-324, -1e300, 1e300, 2.5, -7.0]
        U = [g.pick(*pool) for _ in range(n)]
        V = [g.pick(*pool[:4]) for _ in range(n)]
    else:  # a product table: MI is exactly 0
        a, b = g.integer(1, 4), g.integer(1, 4)
        reps = g.integer(1, 5)
        U, V = [], []
        for i in range(a):
            for j in range(b):
                U += [float(i)] * reps
                V += [float(j)] * reps
    return U, V


def cells_of_labels(U, V):
    """The non-zero cells of the contingency table of two label vectors,
    as {(u, v): count} (−0 and +0 are one label, as Python's == has it)."""
    return Counter(zip(U, V))


def cells_of_table(table):
    return {(i, j): v for i, row in enumerate(table) for j, v in enumerate(row) if v > 0}


def table_input(g):
    """A contingency table: small integer counts typically; in hard cases
    real weights, huge (10^300) and tiny (10^−300) ones, empty rows or
    columns, one row or one column."""
    r, c = g.integer(1, 6), g.integer(1, 6)
    if not g.hard:
        t = [[float(g.integer(0, 20)) for _ in range(c)] for _ in range(r)]
        if sum(map(sum, t)) == 0:
            t[0][0] = 1.0
        return t
    kind = g.pick("weights", "huge", "tiny", "empty-lines", "sparse", "diagonal")
    if kind == "weights":
        t = [[g.real(0, 1) for _ in range(c)] for _ in range(r)]
    elif kind == "huge":
        t = [[g.magnitude(300, 308.25) for _ in range(c)] for _ in range(r)]  # sums overflow float64
    elif kind == "tiny":
        t = [[g.magnitude(-320, -290) for _ in range(c)] for _ in range(r)]
    elif kind == "empty-lines":
        t = [[float(g.integer(0, 9)) for _ in range(c)] for _ in range(r)]
        t[g.integer(0, r - 1)] = [0.0] * c
        for row in t:
            row[g.integer(0, c - 1)] = 0.0
    elif kind == "sparse":
        t = [[g.magnitude(-5, 5) if g.chance(0.3) else 0.0 for _ in range(c)] for _ in range(r)]
    else:
        k = g.integer(2, 6)
        t = [[g.magnitude(0, 6) if i == j else 0.0 for j in range(k)] for i in range(k)]
    if sum(map(sum, t)) == 0:
        t[0][0] = 1.0
    return t


def info_reference(cells):
    """MI, H(U), H(V) of the contingency cells {(row, column): count > 0}
    (exact non-negative numbers), in nats, at 60 digits; and the bound of a
    float64 evaluation's rounding: Σ pᵢⱼ·(|ln nᵢⱼ/aᵢ| + |ln N/bⱼ| + 1) (each
    logarithm's argument rounds once, so the logarithm errs by ≲ 1 ulp of 1
    plus an ulp of itself)."""
    with mp.workdps(60):
        a, b = {}, {}
        c = {k: mp.mpf(v) for k, v in cells.items()}
        for (i, j), n in c.items():
            a[i] = a.get(i, 0) + n
            b[j] = b.get(j, 0) + n
        N = mp.fsum(a.values())
        mi, bound = [], []
        for (i, j), n in c.items():
            p = n / N
            l1, l2 = mp.log(n / a[i]), mp.log(N / b[j])
            mi.append(p * (l1 + l2))
            bound.append(p * (abs(l1) + abs(l2) + 1))
        hu = -mp.fsum(x / N * mp.log(x / N) for x in a.values())
        hv = -mp.fsum(x / N * mp.log(x / N) for x in b.values())
        return mp.fsum(mi), hu, hv, float(mp.fsum(bound)), len(c), len(a), len(b)


def mi_tol(bound, m):
    """Each term's logarithms err by ≲ 2 ulps of (|ln| + 1); a careful sum
    of m terms of both signs adds ≲ log2(m) roundings of the terms' size."""
    return 4 * EPS * bound * (1 + math.log2(m + 1) / 4)


def clustering_case(g, mean=None):
    if g.chance(0.35):
        table = table_input(g)
        inputs = {"table": table}
        cells = cells_of_table(table)
    else:
        U, V = label_vectors(g)
        inputs = {"U": U, "V": V}
        cells = cells_of_labels(U, V)
    mi, hu, hv, bound, m, nrows, ncols = info_reference(cells)
    if mean is not None:
        inputs["mean"] = mean
    return inputs, mi, hu, hv, bound, m, nrows, ncols


@check("mutual-information", ref="mpmath: Σ (nᵢⱼ/N) ln(N nᵢⱼ/(aᵢbⱼ)) at 60 digits (sklearn mutual_info_score agrees)",
       tol=Tol(abs=8 * EPS, why="logarithms of rounded ratios; see the per-case tolerance, from the terms' size"))
def mutual_information(g):
    if g.chance(0.07):
        r, c = g.integer(1, 3), g.integer(1, 3)
        return {"table": [[0.0] * c for _ in range(r)]}, Undefined(
            "a table of zeros has no items: N = 0", "counts", "no values", "empty")
    inputs, mi, hu, hv, bound, m, _, _ = clustering_case(g)
    want = float(mi)
    if "U" in inputs:
        lib = quiet(mutual_info_score, inputs["U"], inputs["V"])
        assert abs(lib - want) <= 1e-9 * max(1, want), ("sklearn disagrees", lib, want)
    return inputs, want, Tol(abs=mi_tol(bound, m), rel=2 * EPS,
                             why="each term's logarithms err by ≲ 2 ulps of (|ln| + 1), a careful sum of the m terms ≲ log2(m) more")


@check("normalized-mutual-information",
       ref="mpmath: MI/mean(H(U), H(V)) at 60 digits, 1 when both are one cluster (sklearn normalized_mutual_info_score agrees)",
       tol=Tol(abs=8 * EPS, why="MI's error (see mutual-information) over the mean of the entropies"))
def normalized_mutual_information(g):
    mean = g.pick(None, "arithmetic", "geometric", "min", "max")
    if g.chance(0.07):
        inputs = {"table": [[0.0, 0.0]]}
        if mean:
            inputs["mean"] = mean
        return inputs, Undefined("a table of zeros has no items: N = 0", "counts", "no values", "empty")
    inputs, mi, hu, hv, bound, m, nrows, ncols = clustering_case(g, mean)
    method = mean or "arithmetic"
    if nrows == 1 and ncols == 1:
        want, tol = 1.0, EXACT  # both one cluster: 0/0, the same partition by convention
    elif nrows == 1 or ncols == 1:
        want, tol = 0.0, EXACT  # MI = 0 exactly, whatever the mean
    else:
        with mp.workdps(60):
            norm = {"arithmetic": (hu + hv) / 2, "geometric": mp.sqrt(hu * hv),
                    "min": min(hu, hv), "max": max(hu, hv)}[method]
            want = float(mi / norm)
            tol = Tol(abs=(mi_tol(bound, m) + 4 * EPS * bound) / float(norm), rel=4 * EPS,
                      why="MI's error (see mutual-information) and the entropies' over their mean")
    if "U" in inputs:
        lib = quiet(normalized_mutual_info_score, inputs["U"], inputs["V"], average_method=method)
        assert abs(lib - want) <= 1e-9, ("sklearn disagrees", lib, want)
    return inputs, want, tol
