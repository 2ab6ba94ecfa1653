#!/usr/bin/python3
"""Reference values for compute/openblas_ref_test.go, the batch sizes
that the server's build sends to OpenBLAS, from numpy (Debian's, at
/usr/bin/python3: LAPACK's dgesdd through OpenBLAS).

    /usr/bin/python3 scripts/openblas_ref.py

The SVD of the tall 1000 x 50 matrix of laBenchMatrix (the LCG of
compute/linear_algebra_bench_test.go, as la_matrix in numpy_bench.py):
singular values 1, 2, 25 and 50, and the first singular pair's leading
entries, the pair signed as signPairs does (the entry of v largest in
magnitude positive).

Scaled dot-product attention softmax(QKᵀ/√16) V with Q, K and V the rows
0-255, 256-511 and 512-767 of the 768 x 16 laBenchMatrix: entries of the
output and of the weights.

Multi-head self-attention of the rows 0-255 of the 672 x 32
laBenchMatrix, h = 4 heads of width 8: W_Q,i, W_K,i and W_V,i the first 8
columns of the rows 256 + 32i, 384 + 32i and 512 + 32i (32 rows each),
W_O the rows 640-671: entries of the output."""

import numpy as np


def la_matrix(m, n):
    a = np.empty(m * n)
    seed = 2024
    for i in range(m * n):
        seed = (seed * 1664525 + 1013904223) & 0xFFFFFFFF
        a[i] = seed
    return (a / 2**31 - 1).reshape(m, n)


def main():
    a = la_matrix(1000, 50)
    u, s, vt = np.linalg.svd(a, full_matrices=False)
    j = np.argmax(np.abs(vt[0]))
    if vt[0, j] < 0:
        u[:, 0], vt[0] = -u[:, 0], -vt[0]
    print("s[0], s[1], s[24], s[49] =", ", ".join(repr(float(v)) for v in s[[0, 1, 24, 49]]))
    print("Vt[0][:3] =", ", ".join(repr(float(v)) for v in vt[0, :3]))
    print("U[:3][0] =", ", ".join(repr(float(v)) for v in u[:3, 0]))

    x = la_matrix(768, 16)
    q, k, v = x[:256], x[256:512], x[512:]
    s = q @ k.T / 4
    w = np.exp(s - s.max(axis=1, keepdims=True))
    w /= w.sum(axis=1, keepdims=True)
    o = w @ v
    print("attention out[0][0], out[0][15], out[255][7] =", ", ".join(repr(float(t)) for t in (o[0, 0], o[0, 15], o[255, 7])))
    print("attention weights[0][0], weights[100][200], weights[255][255] =", ", ".join(repr(float(t)) for t in (w[0, 0], w[100, 200], w[255, 255])))

    x = la_matrix(672, 32)
    xs = x[:256]
    heads = []
    for i in range(4):
        wq, wk, wv = (x[b + 32 * i:b + 32 * (i + 1), :8] for b in (256, 384, 512))
        q, k, v = xs @ wq, xs @ wk, xs @ wv
        s = q @ k.T / np.sqrt(8)
        w = np.exp(s - s.max(axis=1, keepdims=True))
        w /= w.sum(axis=1, keepdims=True)
        heads.append(w @ v)
    o = np.concatenate(heads, axis=1) @ x[640:672]
    print("multi-head out[0][0], out[17][31], out[255][5] =", ", ".join(repr(float(t)) for t in (o[0, 0], o[17, 31], o[255, 5])))


if __name__ == "__main__":
    main()
