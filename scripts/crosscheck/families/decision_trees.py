"""Decision trees: information gain, the best split feature, the decision
stump.

The gains are the mutual information of feature and label written again
(Σ (n_xy/N) log(n_xy N/(n_x n_y))) in mpmath at 60 digits on the exact
counts (see information.py), with scikit-learn's mutual_info_score checked
to agree on the typical cases. Near independence the textbook sum cancels
(terms of order ε, a gain of order ε²); eqx claims the relative precision
of a sum of non-negative terms there, so the tolerance is relative.
"""

import math

from sklearn.metrics import mutual_info_score

from core import EXACT, Tol, Undefined, check
from families.information import EPS, SUB, all_zero_table, base_of, count_table, mutual_information_ref, table_tol


@check("information-gain",
       ref="mpmath: Σ_xy (n_xy/N) log_b(n_xy N/(n_x n_y)) at 60 digits, the ratios exact (Python fractions); "
           "sklearn.metrics.mutual_info_score(contingency=…) agrees on typical inputs",
       tol=Tol(rel=40 * EPS, why="per case: eqx sums non-negative terms p_x p_y φ(r), each within ~30 ulps (a cancellation of at most "
                                 "a factor 7 in φ); (cells − 1) ulps for the sum"))
def information_gain(g):
    if g.index == 1:
        return all_zero_table(g)
    counts = count_table(g)
    inputs = {"counts": counts}
    b = base_of(g, inputs, default="2")
    want, slack = mutual_information_ref(counts, b)
    if not g.hard:
        alt = mutual_info_score(None, None, contingency=[[int(v) for v in row] for row in counts]) / math.log(b)
        assert abs(alt - want) <= 1e-12, (alt, want)
    return inputs, want, table_tol(counts, slack, per_term=32)


# ---------------------------------------------------------------------------
# The best split: argmax_j I(Y; X_j) in bits.

TIE = 1e-12  # eqx's GainTieTolerance: gains this close are a tie, won by the first feature


def categorical(g, k, hard):
    """A categorical value among k: small whole numbers, or in a hard case
    values from an extreme set (signed zeros, which are one category,
    subnormals, huge magnitudes, numbers an ulp apart)."""
    if not hard:
        return float(g.integer(0, k - 1))
    return g.pick(0.0, -0.0, 5e-324, 1e-300, -1e300, 1.0, 1.0000000000000002, 1.7976931348623157e308)


def table_of(x, y):
    """The contingency table of x and y, categories compared as floats
    (−0.0 == 0.0)."""
    xs, ys = sorted(set(x)), sorted(set(y))
    xi, yi = {v: i for i, v in enumerate(xs)}, {v: j for j, v in enumerate(ys)}
    t = [[0.0] * len(ys) for _ in xs]
    for a, b in zip(x, y):
        t[xi[a]][yi[b]] += 1
    return t


def split_data(g):
    n = g.integer(1, 20) if not (g.hard and g.chance(0.3)) else 10_000
    m = g.integer(1, 5)
    k = g.integer(2, 4)
    hard = g.hard and g.chance(0.7)
    y = [categorical(g, k, hard) for _ in range(n)]
    X = [[0.0] * m for _ in range(n)]
    for j in range(m):
        kind = g.pick("random", "label", "copy", "constant") if j else "random"
        for i in range(n):
            if kind == "random":
                X[i][j] = categorical(g, k, hard)
            elif kind == "label":  # the label itself, sometimes with noise: a strong feature
                X[i][j] = y[i] if g.chance(0.9) else categorical(g, k, hard)
            elif kind == "copy":  # a copy of an earlier feature: a tie
                X[i][j] = X[i][j - 1]
            else:
                X[i][j] = 7.0
    return X, y


@check("best-split-feature",
       ref="mpmath: the gain of each feature in bits from its exact table of counts (as information-gain); j* = the first feature "
           "within 1e-12 of the largest gain",
       tol=Tol(rel=64 * EPS, abs=1e-300, why="gains to the tolerance of information-gain (tables of at most 16 cells here); j* exact"))
def best_split_feature(g):
    if g.index == 1:
        return {"X": [[0.0], [1.0]], "y": [1.0]}, Undefined("two rows, one label", "label", "rows")
    while True:
        X, y = split_data(g)
        gains = [mutual_information_ref(table_of([row[j] for row in X], y), 2)[0] for j in range(len(X[0]))]
        # A tie is exact (a copied column) or clear: gains closer than 1e-9
        # but not equal would make the argmax depend on the last bits.
        top = max(gains)
        if all(v == top or top - v > 1e-9 for v in gains):
            break
    j = next(i for i, v in enumerate(gains) if v >= top - TIE)
    if not g.hard:
        for col, want in zip(zip(*X), gains):
            alt = mutual_info_score(list(col), y) / math.log(2)
            assert abs(alt - want) <= 1e-12, (alt, want)
    cells = len(set(y)) * max(len(set(col)) for col in zip(*X))
    return {"X": X, "y": y}, {"j_star": j + 1, "j_star_0based": j, "gains_bits": gains}, \
        Tol(rel=(cells + 40) * EPS, abs=4 * cells * SUB,
            why="gains to the tolerance of information-gain for their tables; j* exact")


# ---------------------------------------------------------------------------
# The decision stump.

@check("decision-stump", ref="Python: [1 if x_i >= t else 0] (the threshold inclusive, −0.0 >= 0.0)", tol=EXACT)
def decision_stump(g):
    if g.index == 1:
        return {"x": [], "t": 0.5}, Undefined("no examples", "entries", "at least")
    n = g.length(1, 20)
    if not g.hard:
        x, t = g.vector(n, 0, 1), g.real(0, 1)
        if g.chance(0.3):
            x[g.integer(0, n - 1)] = t  # a point exactly at the threshold
    else:
        t = g.pick(0.0, -0.0, 5e-324, -5e-324, g.signed_magnitude(-300, 300), 1.7976931348623157e308, -1.7976931348623157e308)
        x = [g.pick(t, -t, 0.0, -0.0, g.signed_magnitude(-320, 300), 1.7976931348623157e308, -1.7976931348623157e308,
                    math.nextafter(t, math.inf), math.nextafter(t, -math.inf)) for _ in range(n)]
        x = [v if math.isfinite(v) else 0.0 for v in x]
    return {"x": x, "t": t}, [1.0 if v >= t else 0.0 for v in x]
