#!/usr/bin/python3
"""References for compute/reduce_ref_test.go: the long reductions (mean,
variance, entropy, KL divergence, binary cross-entropy) on adversarial
inputs of n = 70001 entries (above parallelMin, so that the split, AVX2
and tail code all run), computed exactly (fractions.Fraction for sums)
or with mpmath at 60 digits (logarithms).

    /usr/bin/python3 scripts/reduce_ref.py > compute/reduce_ref_table_test.go

The inputs come from the generators below, which reduceRefInput in
compute/reduce_ref_test.go repeats operation for operation (a 64-bit LCG
and exact scalings, so both languages build the same doubles).
"""
from fractions import Fraction
import math
import mpmath

mpmath.mp.dps = 60
N = 70001
M64 = (1 << 64) - 1


class LCG:
    def __init__(self, seed):
        self.s = seed

    def next(self):  # a 53-bit integer
        self.s = (self.s * 6364136223846793005 + 1442695040888963407) & M64
        return self.s >> 11

    def unit(self):  # in [0, 1), exact
        return self.next() * 2.0 ** -53


def dist(seed, flat=False, subnormals=False, zeros=False):
    """A probability vector: dyadic entries, the last 1 − Σ others exactly."""
    g = LCG(seed)
    p = []
    for i in range(N - 1):
        if zeros and i % 97 == 0:
            p.append(0.0)
        elif subnormals and i % 101 == 0:
            p.append(math.ldexp(1 + g.next() % 1000, -1074))
        elif flat:
            p.append(math.ldexp((1 << 20) * 1.75 + g.next() % 1024, -37))
        else:
            p.append(math.ldexp(g.next() % (1 << 20), -40))
    s = sum(Fraction(v) for v in p)
    p.append(float(1 - s))
    return p


def inputs(name):
    g = LCG(2024)
    if name == "cancel":  # 2^53-sized r, a small value, −r (no r unpaired)
        x, r = [], 0.0
        for i in range(N):
            t = i % 3
            if i + 2 >= N:
                x.append(g.unit())
            elif t == 0:
                r = float(g.next())
                x.append(r)
            elif t == 1:
                x.append(g.unit())
            else:
                x.append(-r)
        return x
    if name == "equal":
        return [0.1] * N
    if name == "magnitudes":  # 2^-300 … 2^300, both signs
        x = []
        for i in range(N):
            m = g.unit()
            e = g.next() % 601 - 300
            s = -1.0 if g.next() & 1 else 1.0
            x.append(s * math.ldexp(m, e))
        return x
    if name == "subnormal":
        return [math.ldexp(g.next() % 2001 - 1000, -1074) for _ in range(N)]
    if name == "offset":  # 1e9 ± ½
        return [1e9 + (g.unit() - 0.5) for _ in range(N)]
    if name == "huge":  # the sum overflows
        return [math.ldexp(0.5 + g.unit() / 2, 1023) for _ in range(N)]
    if name == "mixed":  # ±, sizes 2^-30 … 2^30, and big values that cancel
        x = []
        for i in range(N):
            v = math.ldexp(g.unit(), g.next() % 61 - 30)
            if g.next() & 1:
                v = -v
            if i % 1000 == 0:
                v += 1e15
            if i % 1000 == 500:
                v -= 1e15
            x.append(v)
        return x
    if name == "p-spread":
        return dist(1, subnormals=True, zeros=True)
    if name == "p-flat":
        return dist(2, flat=True)
    if name == "q-spread":
        return dist(3)
    if name == "q-near":  # P = p-flat moved by ±2^-60 (KL ≈ 1e-28)
        p = dist(2, flat=True)
        q = [v + (2.0 ** -60 if i % 2 else -(2.0 ** -60)) for i, v in enumerate(p[:-1])]
        q.append(float(1 - sum(Fraction(v) for v in q)))
        return q
    if name == "y-hard":
        return [float(g.next() & 1) for _ in range(N)]
    if name == "y-soft":
        return [g.unit() for _ in range(N)]
    if name == "p-bce":  # (0, 1) with extremes: 2^-1000·m, 1 − k·2^-53
        g = LCG(7)
        p = []
        for i in range(N):
            v = g.unit()
            if i % 7 == 0:
                v = math.ldexp(0.5 + v / 2, -1000)
            elif i % 11 == 0:
                v = 1 - (1 + g.next() % 8) * 2.0 ** -53
            elif v == 0:
                v = 0.5
            p.append(v)
        return p
    raise KeyError(name)


def g17(v):
    return repr(float(v))


def mean_ref(x):
    f = [Fraction(v) for v in x]
    s = sum(f)
    return s / len(x), sum(abs(v) for v in f)


def var_ref(x):
    f = [Fraction(v) for v in x]
    m = sum(f) / len(f)
    return sum((v - m) ** 2 for v in f) / (len(f) - 1)


def entropy_ref(p):
    h = mpmath.mpf(0)
    for v in p:
        if v > 0:
            h -= mpmath.mpf(v) * mpmath.log(mpmath.mpf(v))
    return h


def kl_ref(p, q):
    d, a = mpmath.mpf(0), mpmath.mpf(0)
    for u, v in zip(p, q):
        if u > 0:
            t = mpmath.mpf(u) * mpmath.log(mpmath.mpf(u) / mpmath.mpf(v))
            d += t
            a += abs(t)
    return d, a


def bce_ref(y, p):
    t = mpmath.mpf(0)
    for a, b in zip(y, p):
        a, b = mpmath.mpf(a), mpmath.mpf(b)
        if a > 0:
            t -= a * mpmath.log(b)
        if a < 1:
            t -= (1 - a) * mpmath.log1p(-b)
    return t / len(y)


def main():
    print("// Code generated by scripts/reduce_ref.py; DO NOT EDIT.")
    print("// References: exact sums (Python fractions.Fraction) and mpmath %s at 60 digits." % mpmath.__version__)
    print()
    print("package compute")
    print()
    print("var reduceMeanRefs = []struct {\n\tname      string\n\tmean, abs float64 // the exact mean; Σ|x_i|/n\n\tvariance  float64 // ddof = 1\n}{")
    for name in ["cancel", "equal", "magnitudes", "subnormal", "offset", "huge", "mixed"]:
        x = inputs(name)
        m, a = mean_ref(x)
        v = var_ref(x) if name != "huge" else 0
        print("\t{\"%s\", %s, %s, %s}," % (name, g17(m), g17(a / len(x)), g17(v)))
    print("}")
    print()
    print("var reduceEntropyRefs = []struct {\n\tname string\n\th    float64 // nats\n}{")
    for name in ["p-spread", "p-flat", "q-spread", "q-near"]:
        print("\t{\"%s\", %s}," % (name, g17(entropy_ref(inputs(name)))))
    print("}")
    print()
    print("var reduceKLRefs = []struct {\n\tp, q    string\n\td, sumAbs float64 // D(P‖Q) in nats; Σ|P_i log(P_i/Q_i)|\n}{")
    for p, q in [("p-spread", "q-spread"), ("p-flat", "q-spread"), ("p-flat", "q-near"), ("q-spread", "p-flat")]:
        d, a = kl_ref(inputs(p), inputs(q))
        print("\t{\"%s\", \"%s\", %s, %s}," % (p, q, g17(d), g17(a)))
    print("}")
    print()
    print("var reduceBCERefs = []struct {\n\ty, p string\n\tmean float64\n}{")
    for y in ["y-hard", "y-soft"]:
        print("\t{\"%s\", \"%s\", %s}," % (y, "p-bce", g17(bce_ref(inputs(y), inputs("p-bce")))))
    print("}")


if __name__ == "__main__":
    main()
