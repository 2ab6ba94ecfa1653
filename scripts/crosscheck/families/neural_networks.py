"""Neural networks: the forward pass (S2's Θ matrices, S3's weights and
biases), the fully connected layer, the regularised cost, the error terms
of backpropagation, the chain rule through one neuron and the SGD step of
a two-layer network.

Every reference is the textbook formula at 50 digits (mpmath) from the
exact binary inputs; every gradient is also checked, on typical cases,
against a central finite difference of the loss at 60 digits. The
tolerance of each case comes from the error bound of a careful float64
evaluation (see R in families/classification.py): the rounding of each
weighted sum, carried through the slopes of the activations."""

import mpmath as mp

from core import Tol, Undefined, check
from families.classification import (DPS, U, R, act, act_minus, act_slope, fl, flat, leaf_tol,
                                     exact_dot, logistic_loss, rconst, rdot, redraw, rmul, xdot)

ACTS = ("sigmoid", "tanh", "relu", "identity")


def layer(Theta, a, bias_last):
    """z = Θ[1; a] (or Θ[a; 1]) with errors."""
    ab = a + [rconst(1)] if bias_last else [rconst(1)] + a
    return [rdot([rconst(v) for v in row], ab) for row in Theta]


def forward(x, Thetas, g, bias_last=False):
    """Z[l], A[l] of S2's network (A[0] = x), as R values."""
    A = [[rconst(v) for v in x]]
    Z = [None]
    for l, Th in enumerate(Thetas):
        if l == 0:  # exact float inputs: the fast exact sum
            z = [xdot(row[:-1], x, row[-1]) if bias_last else xdot(row[1:], x, row[0]) for row in Th]
        else:
            z = layer(Th, A[-1], bias_last)
        Z.append(z)
        A.append([act(g, v) for v in z])
    return Z, A


def weights(g, rows, cols, scale):
    return [[v * scale for v in row] for row in g.matrix(rows, cols, -1, 1)]


def network_shape(g):
    n, s, K = g.integer(1, 4), g.integer(1, 5), g.integer(1, 3)
    return n, s, K


def random_network(g, n, s, K, kind, bounded=True):
    """Θ1 (s × (n+1)) and Θ2 (K × (s+1)) and x for a kind of case."""
    x = g.vector(n, -3, 3)
    T1, T2 = weights(g, s, n + 1, 1.5), weights(g, K, s + 1, 1.5)
    if kind == "saturated":
        # 1e200 only for σ and tanh: ReLU or the identity would carry
        # 1e200² past the float64 range into the next layer.
        f = g.pick(30.0, 100.0, 1e4, 1e200) if bounded else g.pick(30.0, 100.0, 1e4)
        T1 = [[v * f for v in row] for row in T1]
        T2 = [[v * f for v in row] for row in T2]
    elif kind == "zero":
        T1 = [[0.0] * (n + 1) for _ in range(s)]
        if g.chance(0.5):
            T2 = [[0.0] * (s + 1) for _ in range(K)]
    elif kind == "huge":
        x = g.magnitude_vector(n, -150, 150)
        T1 = [g.magnitude_vector(n + 1, -150, 150) for _ in range(s)]
    elif kind == "tiny":
        x = g.magnitude_vector(n, -300, -150)
        T1 = [g.magnitude_vector(n + 1, -160, -1) for _ in range(s)]
    elif kind == "kink":
        # Integer weights: scores exactly 0, the kink of ReLU.
        x = [float(g.integer(-2, 2)) for _ in range(n)]
        T1 = [[float(g.integer(-2, 2)) for _ in range(n + 1)] for _ in range(s)]
        T2 = [[float(g.integer(-2, 2)) for _ in range(s + 1)] for _ in range(K)]
    elif kind == "long":
        n = 10_000
        x = g.normal_vector(n)
        T1 = [g.normal_vector(n + 1, 0.02) for _ in range(s)]
    return x, T1, T2


# nn-forward-pass

@check("nn-forward-pass", ref="mpmath: Θ[1; a] and g at 50 digits, layer by layer (S2); g(W1ᵀx + b1), g(w2ᵀa1 + b2) (S3)",
       tol=Tol(rel=8 * U, why="per case: each weighted sum's rounding carried through the slopes of g"))
def nn_forward_pass(g):
    def make(g):
        act_name = g.pick(*ACTS)
        kind = g.pick("saturated", "zero", "huge", "tiny", "kink", "long") if g.hard else "typical"
        if kind in ("huge",) and act_name in ("relu", "identity"):
            kind = "tiny"  # unbounded activations of 1e300 would overflow the next layer
        if g.chance(0.3):
            return s3(g, act_name, kind)
        n, s, K = network_shape(g)
        x, T1, T2 = random_network(g, n, s, K, kind, act_name in ("sigmoid", "tanh"))
        n = len(x)
        last = g.chance(0.3)
        if last:  # the same weights with the bias column moved last
            T1 = [row[1:] + row[:1] for row in T1]
            T2 = [row[1:] + row[:1] for row in T2]
        inputs = {"x": x, "Theta1": T1, "Theta2": T2}
        if act_name != "sigmoid" or g.chance(0.5):
            inputs["g"] = act_name
        if last or g.chance(0.3):
            inputs["bias_first_column"] = not last
        if g.chance(0.2):
            inputs["form"] = "S2"
        with mp.workdps(DPS):
            Z, A = forward(x, [T1, T2], act_name, last)
            a2b = A[1] + [rconst(1)] if last else [rconst(1)] + A[1]
            out = {"z2": fl(Z[1]), "a2_with_bias": fl(a2b), "z3": fl(Z[2]), "h": fl(A[2])}
            tol = leaf_tol(Z[1] + A[1] + Z[2] + A[2], "each weighted sum's rounding, carried through the slopes of g")
        return inputs, out, tol

    def s3(g, act_name, kind):
        n, h = g.integer(1, 4), g.integer(1, 5)
        x = g.vector(n, -3, 3)
        W1 = g.matrix(n, h, -1.5, 1.5)
        b1, w2, b2 = g.vector(h, -1, 1), g.vector(h, -1.5, 1.5), g.real(-1, 1)
        if kind == "saturated":
            f = g.pick(40.0, 1e3, 1e200) if act_name in ("sigmoid", "tanh") else g.pick(40.0, 1e3)
            W1 = [[v * f for v in row] for row in W1]
            w2 = [v * f for v in w2]
        elif kind == "zero":
            W1, b1 = [[0.0] * h for _ in range(n)], [0.0] * h
        elif kind == "long":
            n = 10_000
            x = g.normal_vector(n)
            W1 = [[v * 0.02 for v in row] for row in g.matrix(n, h, -1, 1)]
        elif kind == "kink":
            x = [float(g.integer(-2, 2)) for _ in range(n)]
            W1 = [[float(g.integer(-2, 2)) for _ in range(h)] for _ in range(n)]
            b1 = [float(g.integer(-2, 2)) for _ in range(h)]
        elif kind == "tiny":
            x = g.magnitude_vector(n, -300, -150)
        with mp.workdps(DPS):
            a1 = [act(act_name, xdot([W1[i][j] for i in range(n)], x, b1[j])) for j in range(h)]
            z = rdot([rconst(v) for v in w2], a1, rconst(b2))
            a2 = act(act_name, z)
            tol = leaf_tol(a1 + [a2], "each weighted sum's rounding, carried through the slopes of g")
            out = {"a1": fl(a1), "a2": a2.f()}
        inputs = {"x": x, "form": "S3", "W1_inputs_by_hidden": W1, "b1": b1, "w2": w2, "b2": b2}
        if act_name != "sigmoid" or g.chance(0.5):
            inputs["g"] = act_name
        return inputs, out, tol

    return redraw(make, g)


# fully-connected-layer

@check("fully-connected-layer", ref="mpmath: g(Σ_j W_jk x_j + b_k) at 50 digits",
       tol=Tol(rel=8 * U, why="per case: the weighted sums' rounding carried through the slope of g"))
def fully_connected_layer(g):
    def make(g):
        act_name = g.pick(*ACTS)
        n, h = g.integer(1, 6), g.integer(1, 6)
        x, W, b = g.vector(n, -3, 3), g.matrix(n, h, -2, 2), g.vector(h, -2, 2)
        if g.hard:
            kind = g.pick("saturated", "huge", "tiny", "kink", "long")
            if kind == "saturated":
                f = g.pick(20.0, 400.0, 1e5, 1e300)
                W = [[v * f for v in row] for row in W]
            elif kind == "huge":
                x = g.magnitude_vector(n, -300, 300)
                W = [g.magnitude_vector(h, -300, 300) for _ in range(n)]
                b = g.magnitude_vector(h, -300, 300)
            elif kind == "tiny":
                x = g.magnitude_vector(n, -300, -150)
                W = [g.magnitude_vector(h, -150, 0) for _ in range(n)]
                b = [0.0] * h
            elif kind == "kink":
                x = [float(g.integer(-2, 2)) for _ in range(n)]
                W = [[float(g.integer(-2, 2)) for _ in range(h)] for _ in range(n)]
                b = [float(g.integer(-2, 2)) for _ in range(h)]
            else:
                n = 10_000
                x, W = g.normal_vector(n), g.matrix(n, h, -0.05, 0.05)
        inputs = {"x": x, "W": W, "b": b}
        if act_name != "sigmoid" or g.chance(0.5):
            inputs["g"] = act_name
        with mp.workdps(DPS):
            a = [act(act_name, xdot([W[i][k] for i in range(n)], x, b[k])) for k in range(h)]
            return inputs, fl(a), leaf_tol(a, "the weighted sums' rounding carried through the slope of g")

    return redraw(make, g)


# nn-regularized-cost

def network_cost(X, Y, T1, T2, lam):
    with mp.workdps(DPS):
        m = len(X)
        data, err, mag = mp.mpf(0), mp.mpf(0), mp.mpf(0)
        for x, y in zip(X, Y):
            Z, _ = forward(x, [T1, T2], "sigmoid")
            for z, yk in zip(Z[2], y):
                l = logistic_loss(z, yk)
                data += l.v
                err += l.e
                mag += abs(l.v)
        pen = mp.fsum(mp.mpf(v) ** 2 for T in (T1, T2) for row in T for v in row[1:])
        pen = mp.mpf(lam) / (2 * m) * pen
        cnt = sum(len(row) for T in (T1, T2) for row in T)
        J = data / m + pen
        return R(J, err / m + (len(X) * len(Y[0]) + 3) * U * mag / m + (cnt + 6) * U * pen + U * abs(J))


@check("nn-regularized-cost",
       ref="mpmath: (1/m)ΣΣ[y·softplus(−z) + (1 − y)·softplus(z)] of the output scores + λ/(2m)Σ non-bias Θ² at 50 digits",
       tol=Tol(rel=8 * U, why="per case: the output scores' rounding times |σ(z) − y|, softplus's ulps, the sums"))
def nn_regularized_cost(g):
    def make(g):
        n, s, K = network_shape(g)
        m = g.integer(1, 4)
        kind = g.pick("saturated", "soft", "penalty", "zero", "tiny") if g.hard else "typical"
        _, T1, T2 = random_network(g, n, s, K, kind if kind in ("saturated", "zero", "tiny") else "typical")
        X = g.matrix(m, n, -3, 3)
        Y = []
        for _ in range(m):
            row = [0.0] * K
            row[g.integer(0, K - 1)] = 1.0
            Y.append(row)
        lam = g.pick(0.0, g.real(0, 10))
        if kind == "soft":
            Y = [[g.real(0, 1) for _ in range(K)] for _ in range(m)]
        elif kind == "penalty":
            f = g.magnitude(100, 150)
            T1 = [[v * f for v in row] for row in T1]
            lam = g.magnitude(-300, -200)
        elif kind == "tiny":
            X = [g.magnitude_vector(n, -300, -150) for _ in range(m)]
        inputs = {"X": X, "Y": Y, "Theta1": T1, "Theta2": T2, "lambda": lam}
        J = network_cost(X, Y, T1, T2, lam)
        return inputs, J.f(), leaf_tol([J], "the output scores' rounding times |σ(z) − y|, softplus's ulps, the sums")

    return redraw(make, g)


# backprop-deltas

def backprop(x, y, T1, T2, g, cost):
    """δ3, δ2, ∂J/∂Θ2, ∂J/∂Θ1 (bias column first) as R values."""
    Z, A = forward(x, [T1, T2], g)
    d3 = []
    for z, yk in zip(Z[2], y):
        r = act_minus(g, z, yk)
        d3.append(r if cost == "ce" else rmul(r, act_slope(g, z)))
    s = len(A[1])
    d2 = []
    for i in range(s):
        back = rdot([rconst(row[i + 1]) for row in T2], d3)
        d2.append(rmul(back, act_slope(g, Z[1][i])))
    a2b = [rconst(1)] + A[1]
    a1b = [rconst(1)] + A[0]
    G2 = [[rmul(d, a) for a in a2b] for d in d3]
    G1 = [[rmul(d, a) for a in a1b] for d in d2]
    return d3, d2, G2, G1


def finite_difference_cost(x, y, T1, T2, g, cost):
    """The loss of one example at 60 digits, for the finite differences."""
    Z, A = forward_plain(x, [T1, T2], g)
    if cost == "ce":
        return mp.fsum(yk * softplus_plain(-z) + (1 - yk) * softplus_plain(z) for z, yk in zip(Z[2], y))
    return mp.fsum((a - yk) ** 2 for a, yk in zip(A[2], y)) / 2


def softplus_plain(z):
    return max(z, 0) + mp.log1p(mp.exp(-abs(z)))


def g_plain(name, z):
    return {"sigmoid": lambda v: 1 / (1 + mp.exp(-v)), "tanh": mp.tanh, "relu": lambda v: max(v, 0),
            "identity": lambda v: v}[name](z)


def forward_plain(x, Thetas, g):
    A, Z = [[mp.mpf(v) for v in x]], [None]
    for Th in Thetas:
        z = [mp.fsum(mp.mpf(row[0]) if i == 0 else mp.mpf(row[i]) * A[-1][i - 1] for i in range(len(row))) for row in Th]
        Z.append(z)
        A.append([g_plain(g, v) for v in z])
    return Z, A


def check_fd(grad, f, params, h=mp.mpf("1e-25")):
    """Asserts that the analytic gradient (nested lists of R) matches central
    differences of f over params (nested lists of floats, perturbed in
    place as mpf) to 1e-30 relative: a check of the reference itself."""
    with mp.workdps(60):
        for i, row in enumerate(params):
            for j, v in enumerate(row):
                p = [list(map(mp.mpf, r)) for r in params]
                p[i][j] = mp.mpf(v) + h
                up = f(p)
                p[i][j] = mp.mpf(v) - h
                dn = f(p)
                fd = (up - dn) / (2 * h)
                an = grad[i][j].v
                assert abs(fd - an) <= mp.mpf("1e-30") * (1 + abs(an)), (i, j, fd, an)


@check("backprop-deltas",
       ref="mpmath: δ3 = a3 − y (cross-entropy) or (a3 − y)⊙g′(z3), δ2 = (Θ2ᵀδ3)_{1:}⊙g′(z2), Δ = δ[1; a]ᵀ at 50 digits; central differences of the loss at 60 digits agree",
       tol=Tol(rel=8 * U, why="per case: the sums' rounding through g and g′, a − y formed without cancellation"))
def backprop_deltas(g):
    def make(g):
        act_name = g.pick(*ACTS) if g.chance(0.6) else "sigmoid"
        cost = "ce" if act_name == "sigmoid" and g.chance(0.6) else "sq"
        n, s, K = network_shape(g)
        kind = g.pick("saturated", "zero", "kink", "tiny", "undefined") if g.hard else "typical"
        if kind == "kink" and act_name != "relu":
            act_name, cost = "relu", "sq"
        x, T1, T2 = random_network(g, n, s, K, kind if kind != "undefined" else "typical", act_name in ("sigmoid", "tanh"))
        y = [float(g.integer(0, 1)) for _ in range(K)] if act_name == "sigmoid" or g.chance(0.5) else g.vector(K, -1, 1)
        inputs = {"x": x, "y": y, "Theta1": T1, "Theta2": T2}
        if kind == "undefined":
            inputs["g"] = g.pick("tanh", "relu", "identity")
            inputs["cost"] = "cross-entropy (eq.9, lambda=0)"
            return inputs, Undefined("the cross-entropy cost needs sigmoid outputs in (0, 1)", "sigmoid")
        if act_name != "sigmoid" or g.chance(0.5):
            inputs["g"] = act_name
        if cost == "sq":
            inputs["cost"] = "(1/2)||a - y||^2"
        elif g.chance(0.5):
            inputs["cost"] = "cross-entropy (eq.9, lambda=0)"
        with mp.workdps(DPS):
            if kind == "saturated" and act_name in ("sigmoid", "tanh"):
                # Each target the limit its output rounds to: a − y is
                # tiny but not 0.
                Z, _ = forward(x, [T1, T2], act_name)
                lo = 0.0 if act_name == "sigmoid" else -1.0
                y = [1.0 if z.v > 0 else lo for z in Z[2]]
                inputs["y"] = y
            d3, d2, G2, G1 = backprop(x, y, T1, T2, act_name, cost)
            if kind == "typical" and act_name != "relu":
                check_fd(G2, lambda p: finite_difference_cost(x, y, T1, p, act_name, cost), T2)
                check_fd(G1, lambda p: finite_difference_cost(x, y, p, T2, act_name, cost), T1)
            out = {"delta3": fl(d3), "delta2": fl(d2), "grad_Theta2": fl(G2), "grad_Theta1": fl(G1)}
            tol = leaf_tol(d3 + d2 + flat(G2) + flat(G1), "the sums' rounding through g and g′; a − y formed without cancellation")
        return inputs, out, tol

    return redraw(make, g)


# backprop-chain-rule

LOSSES = ("(a - y)^2", "(1/2)(a - y)^2", "cross-entropy")


@check("backprop-chain-rule",
       ref="mpmath: ∂L/∂a·∂a/∂z·∂z/∂w_i at 50 digits; central differences of L(w) at 60 digits agree",
       tol=Tol(rel=8 * U, why="per case: wᵀx + b's rounding through g, g′ and the loss; a − y formed without cancellation"))
def backprop_chain_rule(g):
    def make(g):
        loss = g.pick(*LOSSES)
        act_name = "sigmoid" if loss == "cross-entropy" else g.pick(*ACTS)
        n = g.integer(1, 5)
        x, w, b = g.vector(n, -3, 3), g.vector(n, -2, 2), g.real(-2, 2)
        y = float(g.integer(0, 1)) if g.chance(0.5) else g.real(0, 1)
        kind = g.pick("saturated", "target", "tiny", "kink", "undefined") if g.hard else "typical"
        if kind == "saturated":
            # The activation rounds to its limit: a − y, g′ and the loss
            # are tiny but not 0.
            w = [v * g.pick(20.0, 40.0, 400.0, 1e5) for v in w]
            if act_name in ("sigmoid", "tanh"):  # the limit a rounds to
                y = 1.0 if exact_dot(w, x, b) > 0 else (0.0 if act_name == "sigmoid" else -1.0)
        elif kind == "target":
            y = g.pick(0.0, 1.0)
        elif kind == "tiny":
            x = g.magnitude_vector(n, -300, -150)
        elif kind == "kink":
            act_name = "relu" if loss != "cross-entropy" else "sigmoid"
            x = [float(g.integer(-2, 2)) for _ in range(n)]
            w = [float(g.integer(-2, 2)) for _ in range(n)]
            b = float(g.integer(-2, 2))
        elif kind == "undefined":
            inputs = {"x": x, "w": w, "b": b, "y": y, "activation": g.pick("tanh", "relu", "identity"), "loss": "cross-entropy"}
            return inputs, Undefined("the log loss needs a sigmoid output, a probability", "sigmoid")
        inputs = {"x": x, "w": w, "b": b, "y": y}
        if act_name != "sigmoid" or g.chance(0.5):
            inputs["activation"] = act_name
        if loss != "(a - y)^2" or g.chance(0.5):
            inputs["loss"] = loss
        with mp.workdps(DPS):
            z = xdot(w, x, b)
            a = act(act_name, z)
            da = act_slope(act_name, z)
            if loss == "cross-entropy":
                L = logistic_loss(z, y)
                ym = mp.mpf(y)
                av = a.v
                s0 = 1 / (1 + mp.exp(z.v))  # 1 − a
                dla = R(-ym / av + (1 - ym) / s0, 0)
                slope = ym * s0 / av + (1 - ym) * av / s0
                dla.e = slope * z.e * 2 + 4 * U * (ym / av + (1 - ym) / s0)
                dz = act_minus("sigmoid", z, y)
            else:
                r = act_minus(act_name, z, y)
                half = loss.startswith("(1/2)")
                L = rmul(r, r)
                dla = r if half else R(2 * r.v, 2 * r.e)
                if half:
                    L = R(L.v / 2, L.e / 2)
                dz = rmul(dla, da)
            dw = [rmul(dz, rconst(v)) for v in x]
            if kind == "typical" and act_name != "relu":
                def lossf(p):
                    zz = mp.fsum(mp.mpf(wi) * mp.mpf(xi) for wi, xi in zip(p[0], x)) + b
                    if loss == "cross-entropy":
                        return y * softplus_plain(-zz) + (1 - y) * softplus_plain(zz)
                    rr = g_plain(act_name, zz) - y
                    return rr * rr / 2 if loss.startswith("(1/2)") else rr * rr
                check_fd([dw], lossf, [w])
            out = {"z": z.f(), "a": a.f(), "L": L.f(), "dL_da": dla.f(), "da_dz": da.f(), "dz_dw": list(x),
                   "dL_dw": fl(dw), "dL_db": dz.f()}
            tol = leaf_tol([z, a, L, dla, da, dz] + dw, "wᵀx + b's rounding through g, g′ and the loss; a − y without cancellation")
        return inputs, out, tol

    return redraw(make, g)


# two-layer-nn-sgd-update

@check("two-layer-nn-sgd-update",
       ref="mpmath: the four S3 updates at 50 digits from the old weights; central differences of the loss at 60 digits agree",
       tol=Tol(rel=8 * U, why="per case: the sums' rounding through σ and σ′, a2 − y without cancellation, the updates"))
def two_layer_sgd(g):
    def make(g):
        n, h = g.integer(1, 4), g.integer(1, 5)
        x = g.vector(n, -3, 3)
        y = g.pick(0.0, 1.0, g.real(0, 1))
        W1 = g.matrix(n, h, -1.5, 1.5)
        b1, w2, b2 = g.vector(h, -1, 1), g.vector(h, -1.5, 1.5), g.real(-1, 1)
        alpha = g.magnitude(-2, 1)
        full = g.chance(0.4)
        kind = "typical"
        if g.hard:
            kind = g.pick("saturated", "zero", "tiny", "big_alpha")
            if kind == "saturated":
                # z2 of 10 to 300: a2 rounds to 1 (or σ(−z2) is all that
                # is left of 1 − a2), and b2 = 0 shows the step itself.
                f = g.pick(10.0, 30.0, 100.0)
                w2 = [abs(v) * f * g.pick(1, 1, -1) for v in w2]
                W1 = [[v * f for v in row] for row in W1]
                b2 = 0.0
            elif kind == "zero":
                W1, b1, b2 = [[0.0] * h for _ in range(n)], [0.0] * h, 0.0
            elif kind == "tiny":
                alpha = g.magnitude(-300, -200)
            else:
                alpha = g.magnitude(2, 10)
        with mp.workdps(DPS):
            xs = [rconst(v) for v in x]
            z1 = [xdot([W1[i][j] for i in range(n)], x, b1[j]) for j in range(h)]
            a1 = [act("sigmoid", z) for z in z1]
            z2 = rdot([rconst(v) for v in w2], a1, rconst(b2))
            if g.hard and kind == "saturated":
                y = 1.0 if z2.v > 0 else 0.0  # the limit a2 rounds to
            e = rmul(act_minus("sigmoid", z2, y), act_slope("sigmoid", z2))
            if full:
                e = R(2 * e.v, 2 * e.e)
            am = rconst(alpha)

            def upd(old, grad):
                st = rmul(am, grad)
                return R(mp.mpf(old) - st.v, st.e + U * abs(mp.mpf(old) - st.v))

            d = [rmul(rmul(e, rconst(w2[j])), act_slope("sigmoid", z1[j])) for j in range(h)]
            W2n = [upd(w2[j], rmul(e, a1[j])) for j in range(h)]
            B2n = upd(b2, e)
            B1n = [upd(b1[j], d[j]) for j in range(h)]
            W1n = [[upd(W1[i][j], rmul(d[j], xs[i])) for j in range(h)] for i in range(n)]
            if not g.hard:
                def lossf(p):
                    W1p, b1p, w2p, b2p = p[:n], p[n], p[n + 1], p[n + 2][0]
                    a1p = [1 / (1 + mp.exp(-(mp.fsum(W1p[i][j] * x[i] for i in range(n)) + b1p[j]))) for j in range(h)]
                    a2p = 1 / (1 + mp.exp(-(mp.fsum(w2p[j] * a1p[j] for j in range(h)) + b2p)))
                    return (a2p - y) ** 2 * (1 if full else mp.mpf(1) / 2)
                params = [list(r) for r in W1] + [list(b1), list(w2), [b2]]
                grads = [[rmul(d[j], xs[i]) for j in range(h)] for i in range(n)] + [d, [rmul(e, a) for a in a1], [e]]
                check_fd(grads, lossf, params)
            out = {"W1": fl(W1n), "b1": fl(B1n), "w2": fl(W2n), "b2": B2n.f()}
            tol = leaf_tol(flat(W1n) + B1n + W2n + [B2n], "the sums' rounding through σ and σ′, a2 − y without cancellation, one rounding per update")
        inputs = {"x": x, "y": y, "W1_inputs_by_hidden": W1, "b1": b1, "w2": w2, "b2": b2, "alpha": alpha}
        if full or g.chance(0.4):
            inputs["loss"] = "(a2 - y)^2" if full else "(1/2)(a2 - y)^2"
        return inputs, out, tol

    return redraw(make, g)
