//go:build amd64 && !purego

#include "textflag.h"

// AVX2 kernels of the long reductions (see reduce_amd64.go). Each keeps
// four lanes per vector register; the compensated sums are Knuth's TwoSum
// written out, as in the Go loops they replace (statistics.go,
// information.go, losses.go). No FMA is used, so every lane rounds as the
// Go code of the same formula does (GOAMD64=v1).

#include "const4_amd64.h"

CONST4(cOne, 0x3ff0000000000000)
CONST4(cTwo, 0x4000000000000000)
CONST4(cHalf, 0x3fe0000000000000)
CONST4(cMinNorm, 0x0010000000000000)
CONST4(cHxOff, 0x00095f6200000000)
CONST4(cKBias, 0x4337fffffffffc01)  // 0x4338000000000000 − 0x3ff
CONST4(cMagic, 0x4338000000000000)  // 0x1.8p52
CONST4(cMMask, 0x000fffffffffffff)
CONST4(cMOff, 0x3fe6a09e00000000)
CONST4(cLn2Hi, 0x3fe62e42fee00000)
CONST4(cLn2Lo, 0x3dea39ef35793c76)
CONST4(cL1, 0x3fe5555555555593)
CONST4(cL2, 0x3fd999999997fa04)
CONST4(cL3, 0x3fd2492494229359)
CONST4(cL4, 0x3fcc71c51d8e78af)
CONST4(cL5, 0x3fc7466496cb03de)
CONST4(cL6, 0x3fc39a09d078c69f)
CONST4(cL7, 0x3fc2f112df3e5244)

// TWOSUM adds V to the compensated sum S + C: T = S + V, Z = T − S,
// C += (S − (T − Z)) + (V − Z), S = T. Z and W are scratch.
#define TWOSUM(S, C, V, T, Z, W) \
	VADDPD V, S, T \
	VSUBPD S, T, Z \
	VSUBPD Z, T, W \
	VSUBPD W, S, W \
	VSUBPD Z, V, Z \
	VADDPD Z, W, W \
	VADDPD W, C, C \
	VMOVAPD T, S

// TWOSUMF is TWOSUM with three of its additions made fused multiply-adds
// by ONE, a register of 1.0s: a·1 + b is a + b rounded once, the same
// value, but it runs on the multiply-add units, which the additions leave
// idle, so the sum no longer waits on the two adders alone.
#define TWOSUMF(S, C, V, T, Z, W, ONE) \
	VADDPD V, S, T \
	VSUBPD S, T, Z \
	VSUBPD Z, T, W \
	VSUBPD W, S, W \
	VFNMADD213PD V, ONE, Z \
	VFMADD231PD ONE, Z, W \
	VFMADD231PD ONE, W, C \
	VMOVAPD T, S

// SUM512START loads the four sum lanes of the AVX-512 sums (Z0–Z3, the
// first from acc at DI) and their compensations (Z4–Z7, the first from
// acc+64); SUM512JOIN joins them into Z0 and Z4 by TwoSum. ONES512 fills
// a register with 1.0s for TWOSUMF.
#define SUM512START \
	VMOVUPD 0(DI), Z0 \
	VXORPD Z1, Z1, Z1 \
	VXORPD Z2, Z2, Z2 \
	VXORPD Z3, Z3, Z3 \
	VMOVUPD 64(DI), Z4 \
	VXORPD Z5, Z5, Z5 \
	VXORPD Z6, Z6, Z6 \
	VXORPD Z7, Z7, Z7

#define SUM512JOIN \
	TWOSUM(Z0, Z4, Z1, Z13, Z14, Z15) \
	TWOSUM(Z0, Z4, Z2, Z13, Z14, Z15) \
	TWOSUM(Z0, Z4, Z3, Z13, Z14, Z15) \
	VADDPD Z5, Z4, Z4 \
	VADDPD Z6, Z4, Z4 \
	VADDPD Z7, Z4, Z4

#define ONES512(R) \
	MOVQ $0x3ff0000000000000, AX \
	VPBROADCASTQ AX, R

// LOGA and LOGB are fdlibm's e_log.c (fdlibmLog in fastmath.go) on the
// four positive normal finite lanes of Y0: between them Y7 holds k·Ln2Lo
// and a correction may be added to it; LOGB leaves log in Y6. Y1–Y7 are
// scratch; Y0 is kept.
#define LOGA \
	VPADDQ cHxOff<>(SB), Y0, Y1 \
	VPSRLQ $52, Y1, Y2 \
	VPADDQ cKBias<>(SB), Y2, Y2 \
	VSUBPD cMagic<>(SB), Y2, Y2 \
	VPAND cMMask<>(SB), Y1, Y1 \
	VPADDQ cMOff<>(SB), Y1, Y1 \
	VSUBPD cOne<>(SB), Y1, Y1 \
	VADDPD cTwo<>(SB), Y1, Y3 \
	VDIVPD Y3, Y1, Y3 \
	VMULPD Y3, Y3, Y4 \
	VMULPD Y4, Y4, Y5 \
	VMULPD cL7<>(SB), Y5, Y6 \
	VADDPD cL5<>(SB), Y6, Y6 \
	VMULPD Y5, Y6, Y6 \
	VADDPD cL3<>(SB), Y6, Y6 \
	VMULPD Y5, Y6, Y6 \
	VADDPD cL1<>(SB), Y6, Y6 \
	VMULPD Y4, Y6, Y6 \
	VMULPD cL6<>(SB), Y5, Y7 \
	VADDPD cL4<>(SB), Y7, Y7 \
	VMULPD Y5, Y7, Y7 \
	VADDPD cL2<>(SB), Y7, Y7 \
	VMULPD Y5, Y7, Y7 \
	VADDPD Y7, Y6, Y6 \
	VMULPD cHalf<>(SB), Y1, Y4 \
	VMULPD Y1, Y4, Y4 \
	VADDPD Y6, Y4, Y6 \
	VMULPD Y6, Y3, Y6 \
	VMULPD cLn2Lo<>(SB), Y2, Y7

#define LOGB \
	VADDPD Y7, Y6, Y6 \
	VSUBPD Y6, Y4, Y6 \
	VSUBPD Y1, Y6, Y6 \
	VMULPD cLn2Hi<>(SB), Y2, Y2 \
	VSUBPD Y6, Y2, Y6

// NORMAL01 sets R to all ones in the lanes of V that are not in
// [2^-1022, 1] (as int64 bits: negative, zero, subnormal, above 1, NaN);
// Y12 must hold cMinNorm. T is scratch.
#define NORMAL01(V, R, T) \
	VPCMPGTQ V, Y12, R \
	VPCMPGTQ cOne<>(SB), V, T \
	VPOR T, R, R

// func sumRangeAVX2(x []float64, acc *[16]float64)
// acc: sums [0:4], compensations [4:8], minima [8:12], maxima [12:16];
// x has a multiple of 16 entries.
TEXT ·sumRangeAVX2(SB), NOSPLIT, $0-32
	MOVQ x_base+0(FP), SI
	MOVQ x_len+8(FP), CX
	MOVQ acc+24(FP), DI
	VMOVUPD 0(DI), Y0
	VXORPD Y1, Y1, Y1
	VXORPD Y2, Y2, Y2
	VXORPD Y3, Y3, Y3
	VMOVUPD 32(DI), Y4
	VXORPD Y5, Y5, Y5
	VXORPD Y6, Y6, Y6
	VXORPD Y7, Y7, Y7
	VMOVUPD 64(DI), Y8
	VMOVAPD Y8, Y9
	VMOVUPD 96(DI), Y10
	VMOVAPD Y10, Y11
	SHRQ $4, CX
	JZ sumdone
sumloop:
	VMOVUPD 0(SI), Y12
	VMINPD Y12, Y8, Y8
	VMAXPD Y12, Y10, Y10
	TWOSUM(Y0, Y4, Y12, Y13, Y14, Y15)
	VMOVUPD 32(SI), Y12
	VMINPD Y12, Y9, Y9
	VMAXPD Y12, Y11, Y11
	TWOSUM(Y1, Y5, Y12, Y13, Y14, Y15)
	VMOVUPD 64(SI), Y12
	VMINPD Y12, Y8, Y8
	VMAXPD Y12, Y10, Y10
	TWOSUM(Y2, Y6, Y12, Y13, Y14, Y15)
	VMOVUPD 96(SI), Y12
	VMINPD Y12, Y9, Y9
	VMAXPD Y12, Y11, Y11
	TWOSUM(Y3, Y7, Y12, Y13, Y14, Y15)
	ADDQ $128, SI
	DECQ CX
	JNZ sumloop
sumdone:
	// Lanes 1–3 join lane 0 (TwoSum, their compensations added).
	TWOSUM(Y0, Y4, Y1, Y13, Y14, Y15)
	TWOSUM(Y0, Y4, Y2, Y13, Y14, Y15)
	TWOSUM(Y0, Y4, Y3, Y13, Y14, Y15)
	VADDPD Y5, Y4, Y4
	VADDPD Y6, Y4, Y4
	VADDPD Y7, Y4, Y4
	VMINPD Y9, Y8, Y8
	VMAXPD Y11, Y10, Y10
	VMOVUPD Y0, 0(DI)
	VMOVUPD Y4, 32(DI)
	VMOVUPD Y8, 64(DI)
	VMOVUPD Y10, 96(DI)
	VZEROUPPER
	RET

// func sumSquaresAVX2(x []float64, mh, inv float64, acc *[12]float64)
// Deviations e = (x − mh)·inv: acc [0:4] Σ e, [4:8] Σ e² and [8:12] the
// compensation of Σ e²; x has a multiple of 8 entries.
TEXT ·sumSquaresAVX2(SB), NOSPLIT, $0-48
	MOVQ x_base+0(FP), SI
	MOVQ x_len+8(FP), CX
	VBROADCASTSD mh+24(FP), Y6
	VBROADCASTSD inv+32(FP), Y7
	MOVQ acc+40(FP), DI
	VMOVUPD 0(DI), Y0
	VXORPD Y1, Y1, Y1
	VMOVUPD 32(DI), Y2
	VXORPD Y3, Y3, Y3
	VMOVUPD 64(DI), Y4
	VXORPD Y5, Y5, Y5
	SHRQ $3, CX
	JZ sqdone
sqloop:
	VMOVUPD 0(SI), Y8
	VMOVUPD 32(SI), Y9
	VSUBPD Y6, Y8, Y8
	VSUBPD Y6, Y9, Y9
	VMULPD Y7, Y8, Y8
	VMULPD Y7, Y9, Y9
	VADDPD Y8, Y0, Y0
	VADDPD Y9, Y1, Y1
	VMULPD Y8, Y8, Y8
	VMULPD Y9, Y9, Y9
	TWOSUM(Y2, Y4, Y8, Y10, Y11, Y12)
	TWOSUM(Y3, Y5, Y9, Y13, Y14, Y15)
	ADDQ $64, SI
	DECQ CX
	JNZ sqloop
sqdone:
	VADDPD Y1, Y0, Y0
	TWOSUM(Y2, Y4, Y3, Y10, Y11, Y12)
	VADDPD Y5, Y4, Y4
	VMOVUPD Y0, 0(DI)
	VMOVUPD Y2, 32(DI)
	VMOVUPD Y4, 64(DI)
	VZEROUPPER
	RET

// func entropyAVX2(p []float64, acc *[12]float64) int
// acc: [0:4] Σ p·log p, [4:8] its compensation, [8:12] Σ p. It stops
// before the first group of four with an entry outside [2^-1022, 1] and
// returns the number of entries done (a multiple of 4).
TEXT ·entropyAVX2(SB), NOSPLIT, $0-40
	MOVQ p_base+0(FP), SI
	MOVQ p_len+8(FP), CX
	MOVQ acc+24(FP), DI
	VMOVUPD 0(DI), Y8
	VMOVUPD 32(DI), Y9
	VMOVUPD 64(DI), Y10
	VMOVUPD cMinNorm<>(SB), Y12
	SHRQ $2, CX
	XORQ AX, AX
	TESTQ CX, CX
	JZ entdone
entloop:
	VMOVUPD 0(SI)(AX*8), Y0
	NORMAL01(Y0, Y13, Y14)
	VPTEST Y13, Y13
	JNZ entdone
	LOGA
	LOGB
	VADDPD Y0, Y10, Y10
	VMULPD Y6, Y0, Y6
	TWOSUM(Y8, Y9, Y6, Y13, Y14, Y15)
	ADDQ $4, AX
	DECQ CX
	JNZ entloop
entdone:
	VMOVUPD Y8, 0(DI)
	VMOVUPD Y9, 32(DI)
	VMOVUPD Y10, 64(DI)
	MOVQ AX, ret+32(FP)
	VZEROUPPER
	RET

// func klAVX2(P, Q []float64, acc *[16]float64) int
// acc: [0:4] Σ P·log(P/Q), [4:8] its compensation, [8:12] Σ P, [12:16]
// Σ Q. len(Q) ≥ len(P). It stops before the first group of four with a
// P_i or Q_i outside [2^-1022, 1] and returns the number of entries done.
TEXT ·klAVX2(SB), NOSPLIT, $0-64
	MOVQ P_base+0(FP), SI
	MOVQ P_len+8(FP), CX
	MOVQ Q_base+24(FP), DX
	MOVQ acc+48(FP), DI
	VMOVUPD 0(DI), Y8
	VMOVUPD 32(DI), Y9
	VMOVUPD 64(DI), Y10
	VMOVUPD 96(DI), Y11
	VMOVUPD cMinNorm<>(SB), Y12
	SHRQ $2, CX
	XORQ AX, AX
	TESTQ CX, CX
	JZ kldone
klloop:
	VMOVUPD 0(SI)(AX*8), Y13
	VMOVUPD 0(DX)(AX*8), Y14
	NORMAL01(Y13, Y1, Y2)
	NORMAL01(Y14, Y3, Y2)
	VPOR Y3, Y1, Y1
	VPTEST Y1, Y1
	JNZ kldone
	VDIVPD Y14, Y13, Y0
	LOGA
	LOGB
	VADDPD Y13, Y10, Y10
	VADDPD Y14, Y11, Y11
	VMULPD Y6, Y13, Y6
	TWOSUM(Y8, Y9, Y6, Y14, Y15, Y1)
	ADDQ $4, AX
	DECQ CX
	JNZ klloop
kldone:
	VMOVUPD Y8, 0(DI)
	VMOVUPD Y9, 32(DI)
	VMOVUPD Y10, 64(DI)
	VMOVUPD Y11, 96(DI)
	MOVQ AX, ret+56(FP)
	VZEROUPPER
	RET

// func bceHardAVX2(y, p []float64, acc *[8]float64) int
// acc: [0:4] Σ l_i, [4:8] its compensation, with l_i = log p_i for
// y_i = 1 and log(1 − p_i) for y_i = 0, the latter as log(u) + c/u with
// u = 1 − p_i rounded and c = (1 − u) − p_i its exact rounding error.
// len(p) ≥ len(y). It stops before the first group of four with a label
// other than 0 and 1 or a u outside [2^-1022, 1], and returns the number
// of entries done.
TEXT ·bceHardAVX2(SB), NOSPLIT, $0-64
	MOVQ y_base+0(FP), SI
	MOVQ y_len+8(FP), CX
	MOVQ p_base+24(FP), DX
	MOVQ acc+48(FP), DI
	VMOVUPD 0(DI), Y8
	VMOVUPD 32(DI), Y9
	VMOVUPD cMinNorm<>(SB), Y12
	VMOVUPD cOne<>(SB), Y11
	VXORPD Y10, Y10, Y10
	SHRQ $2, CX
	XORQ AX, AX
	TESTQ CX, CX
	JZ bcedone
bceloop:
	VMOVUPD 0(SI)(AX*8), Y13
	VMOVUPD 0(DX)(AX*8), Y14
	VCMPPD $0, Y11, Y13, Y1 // y == 1
	VCMPPD $0, Y10, Y13, Y2 // y == 0
	VORPD Y2, Y1, Y2
	VMOVMSKPD Y2, BX
	CMPL BX, $15
	JNE bcedone
	VSUBPD Y14, Y11, Y3 // u = 1 − p
	VSUBPD Y3, Y11, Y4  // 1 − u
	VSUBPD Y14, Y4, Y4  // c = (1 − u) − p
	VANDNPD Y4, Y1, Y4  // c = 0 where y = 1
	VBLENDVPD Y1, Y14, Y3, Y0 // p where y = 1, else u
	NORMAL01(Y0, Y2, Y3)
	VPTEST Y2, Y2
	JNZ bcedone
	VDIVPD Y0, Y4, Y15 // c/u
	LOGA
	VADDPD Y15, Y7, Y7
	LOGB
	TWOSUM(Y8, Y9, Y6, Y13, Y14, Y15)
	ADDQ $4, AX
	DECQ CX
	JNZ bceloop
bcedone:
	VMOVUPD Y8, 0(DI)
	VMOVUPD Y9, 32(DI)
	MOVQ AX, ret+56(FP)
	VZEROUPPER
	RET

// func crossSumsAVX2(x, y []float64, k *[16]float64, acc *[32]float64)
// Deviations a = (x − k[0:4])·k[4:8] and b = (y − k[8:12])·k[12:16]:
// acc [0:4] Σ a, [4:8] Σ b, then the compensated Σ ab, Σ a², Σ b² (sum
// and compensation, [8:12] and [12:16], …, [24:28] and [28:32]).
// len(y) ≥ len(x), a multiple of 4.
TEXT ·crossSumsAVX2(SB), NOSPLIT, $0-64
	MOVQ x_base+0(FP), SI
	MOVQ x_len+8(FP), CX
	MOVQ y_base+24(FP), DX
	MOVQ k+48(FP), R8
	MOVQ acc+56(FP), DI
	VMOVUPD 0(DI), Y0
	VMOVUPD 32(DI), Y1
	VMOVUPD 64(DI), Y2
	VMOVUPD 96(DI), Y3
	VMOVUPD 128(DI), Y4
	VMOVUPD 160(DI), Y5
	VMOVUPD 192(DI), Y6
	VMOVUPD 224(DI), Y7
	VMOVUPD 0(R8), Y14
	VMOVUPD 32(R8), Y15
	SHRQ $2, CX
	JZ crossdone
crossloop:
	VMOVUPD 0(SI), Y8
	VMOVUPD 0(DX), Y9
	VSUBPD Y14, Y8, Y8
	VSUBPD 64(R8), Y9, Y9
	VMULPD Y15, Y8, Y8
	VMULPD 96(R8), Y9, Y9
	VADDPD Y8, Y0, Y0
	VADDPD Y9, Y1, Y1
	VMULPD Y9, Y8, Y10
	TWOSUM(Y2, Y3, Y10, Y11, Y12, Y13)
	VMULPD Y8, Y8, Y10
	TWOSUM(Y4, Y5, Y10, Y11, Y12, Y13)
	VMULPD Y9, Y9, Y10
	TWOSUM(Y6, Y7, Y10, Y11, Y12, Y13)
	ADDQ $32, SI
	ADDQ $32, DX
	DECQ CX
	JNZ crossloop
crossdone:
	VMOVUPD Y0, 0(DI)
	VMOVUPD Y1, 32(DI)
	VMOVUPD Y2, 64(DI)
	VMOVUPD Y3, 96(DI)
	VMOVUPD Y4, 128(DI)
	VMOVUPD Y5, 160(DI)
	VMOVUPD Y6, 192(DI)
	VMOVUPD Y7, 224(DI)
	VZEROUPPER
	RET

// func sumRangeAVX512(x []float64, acc *[32]float64)
// sumRangeAVX2 with eight lanes per register: acc sums [0:8],
// compensations [8:16], minima [16:24], maxima [24:32]; x has a multiple
// of 32 entries.
TEXT ·sumRangeAVX512(SB), NOSPLIT, $0-32
	MOVQ x_base+0(FP), SI
	MOVQ x_len+8(FP), CX
	MOVQ acc+24(FP), DI
	SUM512START
	VMOVUPD 128(DI), Z8
	VMOVAPD Z8, Z9
	VMOVUPD 192(DI), Z10
	VMOVAPD Z10, Z11
	ONES512(Z31)
	SHRQ $5, CX
	JZ sum512done
sum512loop:
	VMOVUPD 0(SI), Z12
	VMOVUPD 64(SI), Z16
	VMOVUPD 128(SI), Z20
	VMOVUPD 192(SI), Z24
	VMINPD Z12, Z8, Z8
	VMAXPD Z12, Z10, Z10
	VMINPD Z16, Z9, Z9
	VMAXPD Z16, Z11, Z11
	TWOSUMF(Z0, Z4, Z12, Z13, Z14, Z15, Z31)
	TWOSUMF(Z1, Z5, Z16, Z17, Z18, Z19, Z31)
	VMINPD Z20, Z8, Z8
	VMAXPD Z20, Z10, Z10
	VMINPD Z24, Z9, Z9
	VMAXPD Z24, Z11, Z11
	TWOSUMF(Z2, Z6, Z20, Z21, Z22, Z23, Z31)
	TWOSUMF(Z3, Z7, Z24, Z25, Z26, Z27, Z31)
	ADDQ $256, SI
	DECQ CX
	JNZ sum512loop
sum512done:
	SUM512JOIN
	VMINPD Z9, Z8, Z8
	VMAXPD Z11, Z10, Z10
	VMOVUPD Z0, 0(DI)
	VMOVUPD Z4, 64(DI)
	VMOVUPD Z8, 128(DI)
	VMOVUPD Z10, 192(DI)
	VZEROUPPER
	RET

// func sumAVX512(x []float64, acc *[16]float64)
// sumRangeAVX512 without the range: the compensated sum of x in 32
// TwoSum lanes, lane k taking the entries i ≡ k (mod 32), joined into
// eight: acc holds the sums [0:8] and the compensations [8:16] (read as
// the starting values); len(x) is a multiple of 32. Without the minimum
// and maximum it reads memory as fast as the caches give it.
TEXT ·sumAVX512(SB), NOSPLIT, $0-32
	MOVQ x_base+0(FP), SI
	MOVQ x_len+8(FP), CX
	MOVQ acc+24(FP), DI
	SUM512START
	ONES512(Z31)
	SHRQ $5, CX
	JZ sumonlydone
sumonlyloop:
	VMOVUPD 0(SI), Z12
	VMOVUPD 64(SI), Z16
	VMOVUPD 128(SI), Z20
	VMOVUPD 192(SI), Z24
	TWOSUMF(Z0, Z4, Z12, Z13, Z14, Z15, Z31)
	TWOSUMF(Z1, Z5, Z16, Z17, Z18, Z19, Z31)
	TWOSUMF(Z2, Z6, Z20, Z21, Z22, Z23, Z31)
	TWOSUMF(Z3, Z7, Z24, Z25, Z26, Z27, Z31)
	ADDQ $256, SI
	DECQ CX
	JNZ sumonlyloop
sumonlydone:
	SUM512JOIN
	VMOVUPD Z0, 0(DI)
	VMOVUPD Z4, 64(DI)
	VZEROUPPER
	RET

// func diffSquaresAVX2(a, b []float64, acc *[16]float64)
// The compensated sum of the (a_i − b_i)² in eight lanes, lane k taking
// the entries i ≡ k (mod 8): acc holds the sums [0:8] and the
// compensations [8:16]; len(a) is a multiple of 8, b as long.
TEXT ·diffSquaresAVX2(SB), NOSPLIT, $0-56
	MOVQ a_base+0(FP), SI
	MOVQ a_len+8(FP), CX
	MOVQ b_base+24(FP), DX
	MOVQ acc+48(FP), DI
	VMOVUPD 0(DI), Y0
	VMOVUPD 32(DI), Y1
	VMOVUPD 64(DI), Y2
	VMOVUPD 96(DI), Y3
	XORQ AX, AX
	SHRQ $3, CX
	JZ dsqdone

dsqloop:
	VMOVUPD (SI)(AX*8), Y4
	VSUBPD (DX)(AX*8), Y4, Y4
	VMULPD Y4, Y4, Y4
	VMOVUPD 32(SI)(AX*8), Y5
	VSUBPD 32(DX)(AX*8), Y5, Y5
	VMULPD Y5, Y5, Y5
	TWOSUM(Y0, Y2, Y4, Y6, Y7, Y8)
	TWOSUM(Y1, Y3, Y5, Y9, Y10, Y11)
	ADDQ $8, AX
	DECQ CX
	JNZ dsqloop

dsqdone:
	VMOVUPD Y0, 0(DI)
	VMOVUPD Y1, 32(DI)
	VMOVUPD Y2, 64(DI)
	VMOVUPD Y3, 96(DI)
	VZEROUPPER
	RET
