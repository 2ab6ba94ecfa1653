"""Generative models: the GAN value function's sample estimate, the VAE
reparameterisation (σ or log σ²) and the closed-form forward process of
diffusion models, each written again in mpmath at 50 digits."""

import math
from fractions import Fraction

import mpmath as mp

from core import Tol, Undefined, check

EPS = 2.0 ** -52
SUB = 2.0 ** -1073  # twice the least subnormal

def refusal(g, p):
    """Whether this case should be one eqx must refuse: the last case
    always (so that every run has one), and hard ones with chance p."""
    return g.hard and (g.index == g.count - 1 or g.chance(p))



def rfloat(x):
    """The float64 nearest the mpmath number x, subnormals and overflow
    included (float(mpf) rounds twice below 2^-1022)."""
    x = mp.mpf(x)
    if mp.isnan(x):
        return math.nan
    if mp.isinf(x):
        return math.inf if x > 0 else -math.inf
    if x == 0:
        return 0.0
    sign, man, exp, bc = x._mpf_
    if exp + bc < -1080:
        return -0.0 if sign else 0.0
    if exp + bc > 1030:
        return -math.inf if sign else math.inf
    f = Fraction((-1) ** sign * man) * Fraction(2) ** exp
    try:
        return float(f)
    except OverflowError:
        return math.inf if f > 0 else -math.inf


def probs(g, n):
    """n values in [0, 1]: uniform, or in a hard case subnormal, exactly 0
    or 1, or within an ulp of 1."""
    if not g.hard:
        return [g.real(0, 1) for _ in range(n)]
    kind = g.pick("tiny", "edges", "near1", "mixed")
    if kind == "tiny":
        return [g.probability(True) for _ in range(n)]
    if kind == "edges":
        return [g.pick(0.0, 1.0, g.real(0, 1)) for _ in range(n)]
    if kind == "near1":
        return [1 - 2.0 ** -g.integer(1, 53) for _ in range(n)]
    return [g.probability() for _ in range(n)]


@check("gan-value-function", ref="mpmath: mean log D(x) + mean log(1 − D(G(z))) at 50 digits",
       tol=Tol(rel=12 * EPS, abs=SUB, why="n ≤ 8 log terms of one sign per mean: a plain sum within (n + 1)u, an ulp per log; see the per-case tolerance"))
def gan_value_function(g):
    nr, nf = g.length(1, 8, long=10_000), g.length(1, 8, long=10_000)
    dr, df = probs(g, nr), probs(g, nf)
    inputs = {"D_real": dr, "D_fake": df}
    if refusal(g, 0.1):
        inputs["D_fake"] = df + [g.pick(1.5, -0.25)]
        return inputs, Undefined("D(G(z)) outside [0, 1] is no probability", "outside", "[0, 1]")
    n = max(nr, nf)
    tol = Tol(rel=(n + 3) * EPS, abs=SUB,
              why="each mean is a plain sum of n logs of one sign, within (n + 1)u plus an ulp per log; the two means have one sign")
    if 0.0 in dr or 1.0 in df:
        return inputs, -math.inf, tol
    with mp.workdps(50):
        real = mp.fsum(mp.log(mp.mpf(d)) for d in dr) / nr
        fake = mp.fsum(mp.log(1 - mp.mpf(d)) for d in df) / nf
        return inputs, rfloat(real + fake), tol


def spread_values(g, n, log_var):
    if log_var:
        if not g.hard:
            return [g.real(-4, 4) for _ in range(n)]
        # Variances far beyond the float64 range, either way.
        return [g.pick(g.real(-1500, 1500), g.real(-30, 30), g.real(1400, 1460), g.real(-1460, -1400)) for _ in range(n)]
    if not g.hard:
        return [g.real(0, 3) for _ in range(n)]
    return [g.pick(0.0, g.magnitude(-300, 300), g.real(0, 3)) for _ in range(n)]


def draws(g, n):
    if not g.hard:
        return [g.real(-3, 3) for _ in range(n)]
    return [g.pick(0.0, g.signed_magnitude(-300, 300), g.real(-3, 3), g.signed_magnitude(-323, -300)) for _ in range(n)]


def numbers(v, scalar):
    return v[0] if scalar else v


@check("vae-reparameterization", ref="mpmath: μ + σ·ε, σ = exp(log σ²/2), at 50 digits",
       tol=Tol(rel=EPS, abs=0.0, why="per case: one rounding of σ·ε (two with exp(log σ²/2)) and one of the sum: ε·|σε| + ulp of z"))
def vae_reparameterization(g):
    n = g.integer(1, 8) if not g.hard else g.pick(1, g.integer(1, 8), 1000)
    scalar = n == 1 and g.chance(0.6)
    log_var = g.chance(0.4)
    mu = [g.real(-3, 3) for _ in range(n)] if not g.hard else [g.pick(0.0, g.real(-3, 3), g.signed_magnitude(-300, 300)) for _ in range(n)]
    eps = draws(g, n)
    s = spread_values(g, n, log_var)
    # σ may be one number shared by every entry.
    shared = not scalar and not log_var and g.chance(0.3)
    if shared:
        s = [s[0]] * n
    inputs = {"mu": numbers(mu, scalar), "epsilon": numbers(eps, scalar)}
    if log_var:
        inputs["log_var"] = numbers(s, scalar)
        if g.chance(0.3):
            inputs["sigma"] = 123.0  # ignored: log_var replaces it
    elif shared:
        inputs["sigma"] = s[0]
    else:
        inputs["sigma"] = numbers(s, scalar)
    if refusal(g, 0.1):
        if log_var or g.chance(0.5):
            inputs["mu"], inputs["epsilon"] = mu, eps + [0.5]  # lists of n and n + 1 entries
            return inputs, Undefined("ε is longer than μ", "same length", "entries")
        inputs["sigma"] = -1.0
        return inputs, Undefined("a negative standard deviation", "outside", "negative")
    out, worst = [], 0.0
    with mp.workdps(50):
        for m, sd, e in zip(mu, s, eps):
            sig = mp.exp(mp.mpf(sd) / 2) if log_var else mp.mpf(sd)
            noise = sig * mp.mpf(e)
            out.append(rfloat(mp.mpf(m) + noise))
            worst = max(worst, min(float(abs(noise)), 1e308))
    # σ·ε rounds once (σ = exp(·) once more, within an ulp), the sum once.
    k = 3 if log_var else 1
    tol = Tol(rel=EPS, abs=k * EPS * worst + SUB,
              why="σ·ε rounds once (and exp(log σ²/2) once more), the sum μ + σε once: "
                  "within %d·ε·|σε| + an ulp of z" % k)
    return inputs, out[0] if scalar else out, tol


@check("diffusion-forward", ref="mpmath: √ᾱ·x₀ + √(1 − ᾱ)·ε at 50 digits",
       tol=Tol(rel=EPS, abs=0.0, why="per case: roundings of 1 − ᾱ, two square roots, two products and the sum: 2ε·(√ᾱ|x₀| + √(1−ᾱ)|ε|)"))
def diffusion_forward(g):
    n = g.integer(1, 8) if not g.hard else g.pick(1, g.integer(1, 8), 1000)
    scalar_x, scalar_e = n == 1 and g.chance(0.6), n == 1 and g.chance(0.6)
    if n > 1 and g.chance(0.2):
        scalar_x = True  # one x₀ shared by every ε
    if not g.hard:
        ab = g.real(0, 1)
        x0 = [g.real(-3, 3) for _ in range(n)]
    else:
        ab = g.pick(0.0, 1.0, 5e-324, 1 - 2.0 ** -53, g.probability(True), 1 - g.probability(True), g.real(0, 1))
        x0 = [g.pick(0.0, g.signed_magnitude(-300, 300), g.real(-3, 3), g.signed_magnitude(-323, -300)) for _ in range(n)]
    eps = draws(g, n)
    if scalar_x:
        x0 = [x0[0]] * n
    inputs = {"x0": x0[0] if scalar_x else x0, "alpha_bar": ab, "epsilon": eps[0] if scalar_e and n == 1 else eps}
    if refusal(g, 0.1):
        if g.chance(0.5) and not scalar_x:
            inputs["epsilon"] = eps + [0.5]
            return inputs, Undefined("ε is longer than x₀", "same length", "entries")
        inputs["alpha_bar"] = g.pick(1.5, -0.1)
        return inputs, Undefined("ᾱ outside [0, 1]", "outside", "[0, 1]")
    out, worst = [], 0.0
    with mp.workdps(50):
        a, b = mp.sqrt(mp.mpf(ab)), mp.sqrt(1 - mp.mpf(ab))
        for x, e in zip(x0, eps):
            out.append(rfloat(a * x + b * e))
            worst = max(worst, min(float(a * abs(x) + b * abs(e)), 1e308))
    tol = Tol(rel=EPS, abs=2 * EPS * worst + SUB,
              why="1 − ᾱ, the two square roots, the two products and the sum each round once: within 2ε·(√ᾱ|x₀| + √(1−ᾱ)|ε|) + an ulp")
    scalar = scalar_x and (scalar_e and n == 1)
    return inputs, out[0] if scalar else out, tol
