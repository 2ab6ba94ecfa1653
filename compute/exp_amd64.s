//go:build amd64 && !purego

#include "textflag.h"

// expAVX2: expSlice's straight-line path (fastmath.go) in four lanes, the
// same operations in the same order, without FMA, so that every lane
// rounds as the Go loop does.

#include "const4_amd64.h"

CONST4(eInvLn2N, 0x40671547652b82fe)
CONST4(eShift, 0x4338000000000000)
CONST4(eLn2HiN, 0x3f762e4200000000)
CONST4(eLn2LoN, 0x3e2fdf473de6af28)
CONST4(eHalf, 0x3fe0000000000000)
CONST4(eSixth, 0x3fc5555555555555)
CONST4(e24th, 0x3fa5555555555555)
CONST4(e120th, 0x3f81111111111111)
CONST4(eLo, 0xc085e00000000000)      // fmExpLo = −700
CONST4(eHi, 0x4086280000000000)      // fmExpHi = 709
CONST4(eMask, 0x000000000000007f)    // fmExpN − 1

// func expAVX2(dst, x []float64) int
// Writes e^x[i] into dst[i] for the groups of four entries of x, from the
// start, up to the first group with an entry outside (fmExpLo, fmExpHi)
// (or NaN), and returns the number of entries written (a multiple of 4).
// dst may be x.
TEXT ·expAVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ x_base+24(FP), SI
	MOVQ x_len+32(FP), CX
	SHRQ $2, CX
	XORQ AX, AX
	LEAQ ·fmExp2Tail(SB), R8
	LEAQ ·fmExp2Hi(SB), R9
	VMOVUPD eLo<>(SB), Y12
	VMOVUPD eHi<>(SB), Y13
	VMOVUPD eShift<>(SB), Y14
	VMOVUPD eMask<>(SB), Y15
	TESTQ CX, CX
	JZ expdone

exploop:
	VMOVUPD (SI)(AX*8), Y0
	// In range: v > fmExpLo and v < fmExpHi (false for NaN).
	VCMPPD $0x1e, Y12, Y0, Y1 // GT_OQ
	VCMPPD $0x11, Y13, Y0, Y2 // LT_OQ
	VANDPD Y2, Y1, Y1
	VMOVMSKPD Y1, DX
	CMPQ DX, $15
	JNE expdone
	// kd = v·InvLn2N + Shift; its bits b; kd −= Shift.
	VMULPD eInvLn2N<>(SB), Y0, Y2
	VADDPD Y14, Y2, Y2
	VSUBPD Y14, Y2, Y3
	// r = (v − kd·Ln2HiN) − kd·Ln2LoN
	VMULPD eLn2HiN<>(SB), Y3, Y4
	VSUBPD Y4, Y0, Y4
	VMULPD eLn2LoN<>(SB), Y3, Y5
	VSUBPD Y5, Y4, Y4
	// j = b & (N − 1); the table entries.
	VPAND Y15, Y2, Y6
	VPCMPEQQ Y7, Y7, Y7
	VGATHERQPD Y7, (R8)(Y6*8), Y8 // tail[j]
	VPCMPEQQ Y7, Y7, Y7
	VGATHERQPD Y7, (R9)(Y6*8), Y9 // hi[j]
	// p = ((tail + r) + r2·(½ + r/6)) + (r2·r2)·(1/24 + r/120)
	VMULPD Y4, Y4, Y10
	VADDPD Y4, Y8, Y8
	VMULPD eSixth<>(SB), Y4, Y11
	VADDPD eHalf<>(SB), Y11, Y11
	VMULPD Y11, Y10, Y11
	VADDPD Y11, Y8, Y8
	VMULPD e120th<>(SB), Y4, Y11
	VADDPD e24th<>(SB), Y11, Y11
	VMULPD Y10, Y10, Y10
	VMULPD Y11, Y10, Y10
	VADDPD Y10, Y8, Y8
	// scale = bits(hi[j]) + b>>7<<52; e^v = scale + scale·p.
	VPSRLQ $7, Y2, Y2
	VPSLLQ $52, Y2, Y2
	VPADDQ Y2, Y9, Y9
	VMULPD Y8, Y9, Y8
	VADDPD Y8, Y9, Y8
	VMOVUPD Y8, (DI)(AX*8)
	ADDQ $4, AX
	DECQ CX
	JNZ exploop

expdone:
	VZEROUPPER
	MOVQ AX, ret+48(FP)
	RET
