"""Language statistics and recurrences: PMI, the unigram and bigram models
and their maximum-likelihood and Laplace estimates (counted again with
collections.Counter, probabilities as exact fractions, logarithms in
mpmath), and the states of the seq2seq encoder and decoder (the Elman
recurrence h_t = g(W_x x_t + W_h h_{t−1} + b) run again in mpmath)."""

import math
from collections import Counter
from fractions import Fraction

import mpmath as mp
import numpy as np

from core import EXACT, Tol, Undefined, check

EPS = 2.0 ** -52
U = EPS / 2  # the unit roundoff
# The smallest subnormal, twice: a result that underflows may round either
# way at the bottom of the range.
SUB = 2.0 ** -1073

def refusal(g, p):
    """Whether this case should be one eqx must refuse: the last case
    always (so that every run has one), and hard ones with chance p."""
    return g.hard and (g.index == g.count - 1 or g.chance(p))

BASES = {"e": mp.e, "2": 2, "10": 10}


def rfloat(x):
    """The float64 nearest the mpmath number x, subnormals included
    (float(mpf) rounds to 53 bits first, then again to a subnormal)."""
    x = mp.mpf(x)
    if mp.isnan(x):
        return math.nan
    if mp.isinf(x):
        return math.inf if x > 0 else -math.inf
    if x == 0:
        return 0.0
    sign, man, exp, bc = x._mpf_  # x = (−1)^sign · man · 2^exp, man of bc bits
    if exp + bc < -1080:  # below half the smallest subnormal, 2^-1075
        return -0.0 if sign else 0.0
    if exp + bc > 1030:  # beyond the largest float64, below 2^1024
        return -math.inf if sign else math.inf
    f = Fraction((-1) ** sign * man) * Fraction(2) ** exp
    try:
        return float(f)  # int / int in CPython is correctly rounded
    except OverflowError:
        return math.inf if f > 0 else -math.inf


# Words: plain ones, and in hard cases the strings a tokenizer can give,
# JSON's special characters and non-ASCII text included.
PLAIN = ["the", "cat", "sat", "on", "a", "mat", "dog", "ran", "and", "b", "c", "d"]
ODD = ["", " ", "\"", "\\", "\n", "é", "日本", "naïve", "😀", "<b>", "a&b", "\t", "THE", "the "]


def words(g, n):
    """n distinct words."""
    pool = PLAIN + ODD if g.hard else PLAIN
    if n <= len(pool):
        idx = g.rng.permutation(len(pool))[:n]
        return [pool[i] for i in idx]
    return [pool[i % len(pool)] + "#%d" % i for i in range(n)]


def zipf_tokens(g, vocab, n):
    """n tokens drawn from vocab with Zipf-like weights."""
    w = 1.0 / np.arange(1, len(vocab) + 1) ** g.real(0.5, 1.5)
    idx = g.rng.choice(len(vocab), size=n, p=w / w.sum())
    return [vocab[i] for i in idx]


def log_b(x, base):
    return mp.log(x) / mp.log(BASES[base])


def base_input(g, inputs):
    """Sets the optional log base; returns it."""
    base = g.pick("e", "2", "10")
    if base != "e" or g.chance(0.5):
        inputs["log"] = base
    return base


def pmi_tol(base):
    return Tol(rel=4 * EPS, abs=2 * EPS / math.log(float(BASES[base])),
               why="the ratio p(x,y)/(p(x)p(y)) takes two roundings (three with counts past 2^53), an error of ~ε in its log, "
                   "whatever its size; the logarithm adds an ulp or two")


@check("pmi", ref="mpmath: log_b(p(x,y)/(p(x)p(y))) at 60 digits; exact count ratio c_xy·N/(c_x·c_y)",
       tol=pmi_tol("e"))
def pmi(g):
    inputs = {}
    if refusal(g, 0.05):  # a marginal that is 0: the ratio is 0/0
        if g.chance(0.5):
            inputs.update(c_xy=0, c_x=g.pick(0, 7), c_y=0, N=g.integer(1, 100))
        else:
            inputs.update(p_xy=0.0, p_x=g.pick(0.0, 0.5), p_y=0.0)
        base_input(g, inputs)
        return inputs, Undefined("p(x) or p(y) is 0: the ratio is 0/0", "undefined", "0/0")
    if g.chance(0.4):  # the count form
        N = g.integer(1, 10 ** 6) if not g.hard else g.pick(1, g.integer(1, 100), g.integer(2 ** 40, 2 ** 50))
        cx, cy = g.integer(0, N), g.integer(0, N)
        if not g.hard and cx * cy == 0:
            cx, cy = max(cx, 1), max(cy, 1)
        cxy = g.pick(0, min(cx, cy), g.integer(0, min(cx, cy)), g.integer(0, min(cx, cy)))
        if g.chance(0.2) and cx * cy % N == 0:
            cxy = min(cx * cy // N, min(cx, cy))  # independent: PMI 0
        inputs.update(c_xy=cxy, c_x=cx, c_y=cy, N=N)
        base = base_input(g, inputs)
        if cx == 0 or cy == 0:
            return inputs, Undefined("c(x) or c(y) is 0: the ratio is 0/0", "undefined", "0/0")
        if cxy == 0:
            return inputs, -math.inf, pmi_tol(base)
        with mp.workdps(60):
            r = Fraction(cxy * N, cx * cy)
            return inputs, rfloat(log_b(mp.mpf(r.numerator) / r.denominator, base)), pmi_tol(base)
    if not g.hard:
        px, py = g.real(0.001, 1), g.real(0.001, 1)
    elif g.chance(0.5):
        # p(x)·p(y) just below the normal range (2^-1022): the product
        # underflows or is subnormal, the ratio need not be.
        a = g.real(980, 1100)
        s = g.real(0.1, 0.9)
        px, py = g.real(0.5, 1) * 2.0 ** -(a * s), g.real(0.5, 1) * 2.0 ** -(a * (1 - s))
    else:
        px, py = g.pick(g.probability(True), g.probability(), 1.0, 0.0), g.pick(g.probability(True), g.probability(), 1.0)
    lo = min(px, py)
    kind = g.pick("any", "any", "independent", "near", "max", "zero" if g.hard else "any", "tiny" if g.hard else "any")
    if kind == "independent":
        pxy = min(px * py, lo)  # the product rounded (to a subnormal, maybe): PMI near 0
    elif kind == "near":
        pxy = min(px * py * g.real(0.5, 3), lo)
    elif kind == "max":
        pxy = lo
    elif kind == "zero":
        pxy = 0.0
    elif kind == "tiny":
        pxy = min(2.0 ** -g.real(1000, 1074), lo)
    else:
        pxy = lo * g.real(0, 1)
    inputs.update(p_xy=pxy, p_x=px, p_y=py)
    base = base_input(g, inputs)
    if px == 0 or py == 0:
        return inputs, Undefined("p(x) or p(y) is 0: the ratio is 0/0", "undefined", "0/0")
    if pxy == 0:
        return inputs, -math.inf, pmi_tol(base)
    with mp.workdps(60):
        return inputs, rfloat(log_b(mp.mpf(pxy) / (mp.mpf(px) * mp.mpf(py)), base)), pmi_tol(base)


def model_table(g, vocab):
    """Word probabilities over vocab that sum to at most 1: Dirichlet, or
    in hard cases one-hot, sparse (zeros), tiny (down to the smallest
    subnormal beside large ones) or uniform."""
    p = g.distribution(len(vocab))
    if g.chance(0.3):  # a model that keeps mass for words not listed
        s = g.real(0.3, 1)
        p = [v * s for v in p]
    return dict(zip(vocab, p))


def sequence_ref(factors):
    """(product, log) of the probabilities factors = {p: count}, exact:
    the log at 60 digits, the product as e^log rounded once."""
    if any(p == 0 for p in factors):
        return 0.0, -math.inf
    with mp.workdps(60):
        lg = mp.fsum(c * mp.log(mp.mpf(p)) for p, c in factors.items())
        return rfloat(mp.exp(lg)), rfloat(lg)


def land_product(g, P, counts):
    """P scaled down by one factor k so that Π P(w)^c(w) over counts is
    about e^-720 (a subnormal), or as near as the scaled P(w) ≥ 2^-1074
    allows."""
    target = g.real(-745, -708)
    now = math.fsum(c * math.log(P[w]) for w, c in counts.items())
    d = sum(counts.values())
    k = math.exp(min(0.0, (target - now) / d))
    return {w: max(p * k, 2.0 ** -1074) if p > 0 else 0.0 for w, p in P.items()}


def sequence_tol(d, factors):
    """A careful float64 product of d factors errs by ≤ d·u relative (the
    exponent kept apart, as with frexp, so that no partial product
    underflows), and a subnormal result by half its ulp more; a sum of d
    logarithms of one sign errs by ≤ (d + 1)·u relative plus an ulp of each
    term."""
    return Tol(rel=(d + 2) * EPS, abs=SUB,
               why="d factors or log terms of one sign: a product (its exponent kept apart) or a plain sum errs by ≤ (d + 1)u relative; "
                   "a subnormal product by half an ulp of 2^-1074 more")


@check("unigram-model", ref="collections.Counter of the tokens; mpmath: Σ c_w log P(w) at 60 digits and its exp",
       tol=Tol(rel=12 * EPS, abs=SUB, why="d ≤ 10 factors of one sign: (d + 2)ε; see the per-case tolerance"))
def unigram_model(g):
    m = g.integer(1, 8) if not g.hard else g.pick(1, g.integer(2, 8), 40)
    vocab = words(g, m)
    P = model_table(g, vocab)
    d = g.length(1, 10, long=10_000)
    tokens = zipf_tokens(g, vocab, d)
    kind = g.pick("zero", "tiny", "subnormal", "subnormal", "plain") if g.hard else "plain"
    if kind == "zero":  # a token the model never produces
        z = g.pick(*vocab)
        P[z] = 0.0
        tokens[g.integer(0, d - 1)] = z
    elif kind == "tiny":  # probabilities that make the product underflow to a subnormal or to 0
        for w in vocab:
            if P[w] > 0:
                P[w] = min(P[w], 2.0 ** -g.real(30, 1074))
    elif kind == "subnormal":  # a product that lands among the subnormals
        used = Counter(tokens)
        P = {w: (p if p > 0 else 0.5 / m) for w, p in P.items()}
        P = land_product(g, P, {w: c for w, c in used.items()})
    if refusal(g, 0.1):  # a token the table does not list
        return {"tokens": tokens + ["<unk>"], "P": P}, Undefined("a token without a probability in P", "not in P")
    counts = Counter(tokens)
    factors = Counter()
    for w, c in counts.items():
        factors[P[w]] += c
    prob, logp = sequence_ref(factors)
    return {"tokens": tokens, "P": P}, {"probability": prob, "log_probability": logp}, sequence_tol(d, factors)


@check("bigram-model", ref="collections.Counter of the transitions; mpmath: log P(z1) + Σ c_ab log P(b|a) at 60 digits and its exp",
       tol=Tol(rel=12 * EPS, abs=SUB, why="d ≤ 10 factors of one sign: (d + 2)ε; see the per-case tolerance"))
def bigram_model(g):
    m = g.integer(1, 6) if not g.hard else g.pick(1, g.integer(2, 6), 30)
    vocab = words(g, m)
    first = model_table(g, vocab)
    nxt = {a: model_table(g, vocab) for a in vocab}
    d = g.length(1, 10, long=10_000)
    # The sentence: a walk of the chain (so that most transitions are
    # possible), or, sometimes, any words.
    walk = g.chance(0.7)
    cdf = {a: np.cumsum([nxt[a][w] for w in vocab]) for a in vocab}
    draws = g.rng.random(d)
    toks = [vocab[int(g.rng.integers(m))]]
    for i in range(1, d):
        c = cdf[toks[-1]]
        if walk and c[-1] > 0:
            toks.append(vocab[min(int(np.searchsorted(c, draws[i] * c[-1], side="right")), m - 1)])
        else:
            toks.append(vocab[int(draws[i] * m)])
    kind = g.pick("tiny", "subnormal", "subnormal", "plain") if g.hard else "plain"
    if kind == "tiny":
        for a in vocab:
            for b in vocab:
                if nxt[a][b] > 0:
                    nxt[a][b] = min(nxt[a][b], 2.0 ** -g.real(10, 1074))
    elif kind == "subnormal":  # a product that lands among the subnormals
        used = Counter(zip(toks, toks[1:]))
        if all(nxt[a][b] > 0 for a, b in used) and first[toks[0]] > 0:
            flat = {("", toks[0]): first[toks[0]]}
            flat.update({ab: nxt[ab[0]][ab[1]] for ab in used})
            cnt = Counter({("", toks[0]): 1})
            cnt.update(used)
            flat = land_product(g, flat, cnt)
            first[toks[0]] = flat[("", toks[0])]
            for (a, b) in used:
                nxt[a][b] = flat[(a, b)]
    if refusal(g, 0.1):  # a previous word without a row of transitions
        return ({"tokens": toks + ["<unk>", toks[0]], "P_first": first, "P_next": nxt},
                Undefined("a transition out of a word that has no row in P_next", "no row", "no entry"))
    factors = Counter()
    factors[first[toks[0]]] += 1
    for a, b in zip(toks, toks[1:]):
        factors[nxt[a][b]] += 1
    prob, _ = sequence_ref(factors)
    return {"tokens": toks, "P_first": first, "P_next": nxt}, prob, sequence_tol(d, factors)


def corpus_and_vocab(g, min_len):
    m = g.integer(1, 8) if not g.hard else g.pick(1, g.integer(2, 8), 500)
    vocab = words(g, m)
    n = g.length(max(min_len, 1), 30, long=10_000)
    if g.hard and m == 500:
        n = 10_000
    corpus = zipf_tokens(g, vocab, n)
    if min_len == 0 and g.hard and g.chance(0.2):
        corpus = []
    inputs = {"corpus": corpus}
    if g.chance(0.6):  # words the corpus lacks, and some it has
        extra = [w + "_unseen" for w in words(g, g.integer(1, 4))]
        inputs["vocab"] = extra + [w for w in vocab if g.chance(0.3)]
    return inputs


@check("unigram-mle", ref="collections.Counter; c_z/Σc as an exact fraction, rounded once",
       tol=EXACT)
def unigram_mle(g):
    if refusal(g, 0.15):
        return {"corpus": []}, Undefined("an empty corpus: every estimate is 0/0", "at least", "no values", "empty")
    inputs = corpus_and_vocab(g, 1)
    corpus = inputs["corpus"]
    counts = Counter(corpus)
    for w in inputs.get("vocab", []):
        counts.setdefault(w, 0)
    n = len(corpus)
    # c/n with both exact: one correctly rounded division.
    return inputs, {w: float(Fraction(c, n)) for w, c in counts.items()}


@check("unigram-laplace", ref="collections.Counter; (c_z + 1)/(Σc + m) as an exact fraction, rounded once",
       tol=EXACT)
def unigram_laplace(g):
    if refusal(g, 0.15):
        return {"corpus": [], "vocab": []}, Undefined("no corpus and no vocabulary: m = 0", "no values", "empty")
    inputs = corpus_and_vocab(g, 0)
    corpus = inputs["corpus"]
    if not corpus and "vocab" not in inputs:
        inputs["vocab"] = words(g, 3)
    counts = Counter(corpus)
    for w in inputs.get("vocab", []):
        counts.setdefault(w, 0)
    den = len(corpus) + len(counts)
    return inputs, {w: float(Fraction(c + 1, den)) for w, c in counts.items()}


def bigram_corpus(g):
    m = g.integer(1, 6) if not g.hard else g.pick(1, g.integer(2, 6), 200)
    vocab = words(g, m)
    n = g.length(2, 30, long=10_000)
    corpus = zipf_tokens(g, vocab, n)
    pool = vocab + ["unseen"]
    # prev: mostly a word seen as a history; sometimes an unseen word or
    # the corpus's last token, which may never be followed.
    prev = corpus[g.integer(0, n - 2)] if g.chance(0.8) else g.pick("unseen", corpus[-1])
    nxt = g.pick(*pool)
    return corpus, prev, nxt


@check("bigram-mle", ref="collections.Counter of zip(corpus, corpus[1:]); c_ab/c_a (a as a history) as an exact fraction",
       tol=EXACT)
def bigram_mle(g):
    if refusal(g, 0.15):
        corpus = g.pick([], ["a"])
        return {"corpus": corpus, "prev": "a", "next": "a"}, Undefined("fewer than two tokens: no bigram", "no bigram", "no values")
    corpus, prev, nxt = bigram_corpus(g)
    pairs = Counter(zip(corpus, corpus[1:]))
    hist = Counter(corpus[:-1])
    inputs = {"corpus": corpus, "prev": prev, "next": nxt}
    if hist[prev] == 0:
        return inputs, Undefined("prev is never followed by a token: c(prev, next)/c(prev) is 0/0", "undefined", "0/0")
    return inputs, float(Fraction(pairs[(prev, nxt)], hist[prev]))


@check("bigram-laplace", ref="collections.Counter of zip(corpus, corpus[1:]); (c_ab + 1)/(c_a + m) as an exact fraction",
       tol=EXACT)
def bigram_laplace(g):
    corpus, prev, nxt = bigram_corpus(g)
    if g.hard and g.chance(0.2):
        corpus = g.pick([], [prev])
    pairs = Counter(zip(corpus, corpus[1:]))
    hist = Counter(corpus[:-1])
    need = len(set(corpus) | {prev, nxt})
    inputs = {"corpus": corpus, "prev": prev, "next": nxt}
    if g.chance(0.15):
        inputs["vocab_size"] = g.integer(1, need - 1) if need > 1 else 0
        if inputs["vocab_size"] == 0:
            inputs["vocab_size"] = need  # m = 0 is outside the domain; nothing to refuse here
        else:
            return inputs, Undefined("m is less than the distinct words: a row would sum to more than 1", "vocabulary size", "distinct")
    else:
        inputs["vocab_size"] = need + (g.integer(0, 20) if not g.hard else g.pick(0, g.integer(0, 10 ** 9)))
    m = inputs["vocab_size"]
    return inputs, float(Fraction(pairs[(prev, nxt)] + 1, hist[prev] + m))


# The seq2seq recurrences.

ACTS = ("tanh", "sigmoid", "relu", "identity")


def act_mp(name, a):
    if name == "tanh":
        return mp.tanh(a)
    if name == "sigmoid":
        return 1 / (1 + mp.exp(-a))
    if name == "relu":
        return a if a > 0 else mp.mpf(0)
    return a


def act_lipschitz(name, a, delta):
    """The largest |g'| on [a − δ, a + δ]: how much an error δ of the
    pre-activation a can move g(a)."""
    if name in ("relu", "identity"):
        return 1.0
    z = max(0.0, abs(a) - delta)
    if name == "tanh":
        return 1.0 / math.cosh(min(z, 300)) ** 2
    e = math.exp(-min(z, 700))
    return e / (1 + e) ** 2


def rnn_case(g):
    """Random inputs of the recurrence: (X, Wx, Wh, b, h0, act)."""
    act = g.pick(*ACTS)
    dh = g.integer(1, 5) if not g.hard else g.pick(1, g.integer(1, 8), 16)
    dx = g.integer(1, 5) if not g.hard else g.pick(1, g.integer(1, 8), 16)
    T = g.integer(1, 8) if not g.hard else g.pick(1, g.integer(1, 8), 60)
    # A recurrent matrix of spectral radius below ~1 for the unbounded
    # activations, so that the states do not overflow by design.
    rscale = 1.0 / math.sqrt(dh) if act in ("relu", "identity") else g.pick(0.5, 1.0, 3.0) / math.sqrt(dh)
    X = g.matrix(T, dx, -2, 2)
    Wx = g.matrix(dh, dx, -1, 1)
    Wh = [[v * rscale for v in row] for row in g.matrix(dh, dh, -1, 1)]
    b = g.vector(dh, -0.5, 0.5)
    h0 = g.vector(dh, -1, 1)
    if g.hard:
        kind = g.pick("huge", "tiny", "saturate", "zero", "plain")
        if kind == "huge":  # pre-activations up to ~1e300: the squashing cells saturate, the others carry them
            s = 10.0 ** g.real(100, 280)
            X = [[v * s for v in row] for row in X]
            if act in ("relu", "identity"):
                Wh = [[v * 0.1 for v in row] for row in Wh]
        elif kind == "tiny":  # subnormal-scale states
            s = 10.0 ** -g.real(280, 310)
            X = [[v * s for v in row] for row in X]
            b = [v * s for v in b]
            h0 = [v * s for v in h0]
        elif kind == "saturate":
            Wx = [[v * 1e3 for v in row] for row in Wx]
        elif kind == "zero":
            X = [[0.0] * dx for _ in range(T)]
            b = [0.0] * dh
    return X, Wx, Wh, b, h0, act


def rnn_ref(X, Wx, Wh, b, h0, act):
    """The states at 50 digits, each rounded once to float64; and a
    first-order bound of the error of a float64 run: each pre-activation
    a_i = Σ Wx x + Σ Wh h + b is a sum of n terms, off by ≤ n·u·Σ|terms|
    (and half the least subnormal per rounding that underflows),
    plus the error carried in h_{t−1} through |Wh|, scaled by the slope of g
    over the error interval; g itself adds two ulps."""
    dh = len(h0)
    n = len(X[0]) + dh + 1
    with mp.workdps(50):
        Wxm = [[mp.mpf(v) for v in row] for row in Wx]
        Whm = [[mp.mpf(v) for v in row] for row in Wh]
        h = [mp.mpf(v) for v in h0]
        err = [0.0] * dh
        out, worst = [], 0.0
        for x in X:
            xm = [mp.mpf(v) for v in x]
            a = [mp.fsum([mp.fsum(w * v for w, v in zip(Wxm[i], xm)), mp.fsum(w * v for w, v in zip(Whm[i], h)), b[i]])
                 for i in range(dh)]
            hnew = [act_mp(act, ai) for ai in a]
            e2 = []
            for i in range(dh):
                S = (sum(abs(w * v) for w, v in zip(Wx[i], x)) + sum(abs(float(w) * float(v)) for w, v in zip(Wh[i], h)) + abs(b[i]))
                prop = sum(abs(w) * e for w, e in zip(Wh[i], err))
                # Each of the ~2n roundings errs by ≤ u relative, or by half
                # the least subnormal where its result is subnormal.
                delta = n * U * S + n * 2.0 ** -1074 + prop  # (2n)·2^-1075; 2.0 ** -1075 is 0
                L = act_lipschitz(act, float(a[i]), delta)
                e2.append(L * delta + 2 * EPS * abs(float(hnew[i])))
            err, h = e2, hnew
            worst = max([worst] + err)
            out.append([rfloat(v) for v in h])
    return out, worst


def rnn_check(g, seq, state):
    X, Wx, Wh, b, h0, act = rnn_case(g)
    inputs = {seq: X, "W_" + seq: Wx, "W_" + state: Wh, "b": b, state + "0": h0, "g": act}
    T = len(X)
    if g.chance(0.25):
        t = g.integer(1, T)
        if g.hard and g.chance(0.3):
            inputs["t"] = T + g.integer(1, 3)
            return inputs, Undefined("t tokens fed, beyond the rows of the sequence", "rows")
        inputs["t"] = t
        X = X[:t]
    if refusal(g, 0.1):
        inputs["b"] = b + [0.0]  # a bias one longer than the state
        return inputs, Undefined("the bias is not the size of the state", "state size", "entries")
    H, bound = rnn_ref(X, Wx, Wh, b, h0, act)
    tol = Tol(rel=2 * EPS, abs=2 * bound + SUB,
              why="twice the first-order error bound of the float64 recurrence (n·u·Σ|terms| per pre-activation, "
                  "carried through |W_h| and the slope of g, plus two ulps of g)")
    return inputs, H, tol


@check("rnn-encoder-state", ref="mpmath: h_t = g(W_x x_t + W_h h_{t−1} + b) at 50 digits",
       tol=Tol(rel=2 * EPS, abs=1e-15, why="per case: twice the first-order error bound of the float64 recurrence"))
def rnn_encoder_state(g):
    return rnn_check(g, "x", "h")


@check("rnn-decoder-state", ref="mpmath: s_t = g(W_y y_t + W_s s_{t−1} + b) at 50 digits",
       tol=Tol(rel=2 * EPS, abs=1e-15, why="per case: twice the first-order error bound of the float64 recurrence"))
def rnn_decoder_state(g):
    return rnn_check(g, "y", "s")
