//go:build amd64 && !purego

#include "textflag.h"

// The entropy kernel of reduce_amd64.s (entropyAVX2) in eight lanes per
// register, for CPUs with AVX-512F. The same operations in the same order,
// without FMA, so each lane's p·log p is bit for bit the Go code's
// (fdlibm's e_log.c, fdlibmLog in fastmath.go). The thirty-two registers
// hold every constant, so the loop reads only p.

// BCAST fills Z with eight copies of the quadword v.
#define BCAST(v, Z) \
	MOVQ $v, AX \
	VPBROADCASTQ AX, Z

// func entropyAVX512(p []float64, acc *[24]float64) int
// acc: [0:8] Σ p·log p, [8:16] its compensation, [16:24] Σ p (read as
// the starting values). It stops before the first group of eight with a
// p_i outside [2^-1022, 1] and returns the number of entries done.
TEXT ·entropyAVX512(SB), NOSPLIT, $0-40
	BCAST(0x00095f6200000000, Z16) // hx offset
	BCAST(0x4337fffffffffc01, Z17) // 0x4338000000000000 − 0x3ff
	BCAST(0x4338000000000000, Z18) // 0x1.8p52
	BCAST(0x000fffffffffffff, Z19) // mantissa mask
	BCAST(0x3fe6a09e00000000, Z20) // mantissa offset
	BCAST(0x3ff0000000000000, Z21) // 1
	BCAST(0x4000000000000000, Z22) // 2
	BCAST(0x3fc2f112df3e5244, Z23) // L7
	BCAST(0x3fc7466496cb03de, Z24) // L5
	BCAST(0x3fd2492494229359, Z25) // L3
	BCAST(0x3fe5555555555593, Z26) // L1
	BCAST(0x3fc39a09d078c69f, Z27) // L6
	BCAST(0x3fcc71c51d8e78af, Z28) // L4
	BCAST(0x3fd999999997fa04, Z29) // L2
	BCAST(0x3fe0000000000000, Z30) // 1/2
	BCAST(0x3dea39ef35793c76, Z31) // ln 2, low part
	BCAST(0x3fe62e42fee00000, Z11) // ln 2, high part
	BCAST(0x0010000000000000, Z12) // 2^-1022
	MOVQ p_base+0(FP), SI
	MOVQ p_len+8(FP), CX
	MOVQ acc+24(FP), DI
	VMOVUPD 0(DI), Z8
	VMOVUPD 64(DI), Z9
	VMOVUPD 128(DI), Z10
	SHRQ $3, CX
	XORQ AX, AX
	TESTQ CX, CX
	JZ ent512done
ent512loop:
	VMOVUPD 0(SI)(AX*8), Z0
	// p outside [2^-1022, 1], as int64 bits: below 2^-1022 or above 1.
	VPCMPGTQ Z0, Z12, K1
	VPCMPGTQ Z21, Z0, K2
	KORW K1, K2, K1
	KORTESTW K1, K1
	JNZ ent512done
	// log p, as LOGA and LOGB of reduce_amd64.s.
	VPADDQ Z16, Z0, Z1
	VPSRLQ $52, Z1, Z2
	VPADDQ Z17, Z2, Z2
	VSUBPD Z18, Z2, Z2 // k
	VPANDQ Z19, Z1, Z1
	VPADDQ Z20, Z1, Z1
	VSUBPD Z21, Z1, Z1 // f
	VADDPD Z22, Z1, Z3
	VDIVPD Z3, Z1, Z3 // s = f/(2 + f)
	VMULPD Z3, Z3, Z4 // z
	VMULPD Z4, Z4, Z5 // w
	VMULPD Z23, Z5, Z6
	VADDPD Z24, Z6, Z6
	VMULPD Z5, Z6, Z6
	VADDPD Z25, Z6, Z6
	VMULPD Z5, Z6, Z6
	VADDPD Z26, Z6, Z6
	VMULPD Z4, Z6, Z6 // t1
	VMULPD Z27, Z5, Z7
	VADDPD Z28, Z7, Z7
	VMULPD Z5, Z7, Z7
	VADDPD Z29, Z7, Z7
	VMULPD Z5, Z7, Z7 // t2
	VADDPD Z7, Z6, Z6 // R
	VMULPD Z30, Z1, Z4
	VMULPD Z1, Z4, Z4 // hfsq
	VADDPD Z6, Z4, Z6
	VMULPD Z6, Z3, Z6
	VMULPD Z31, Z2, Z7
	VADDPD Z7, Z6, Z6
	VSUBPD Z6, Z4, Z6
	VSUBPD Z1, Z6, Z6
	VMULPD Z11, Z2, Z2
	VSUBPD Z6, Z2, Z6 // log p
	VADDPD Z0, Z10, Z10
	VMULPD Z6, Z0, Z6
	// TwoSum of p·log p into Z8 + Z9.
	VADDPD Z6, Z8, Z13
	VSUBPD Z8, Z13, Z14
	VSUBPD Z14, Z13, Z15
	VSUBPD Z15, Z8, Z15
	VSUBPD Z14, Z6, Z14
	VADDPD Z14, Z15, Z15
	VADDPD Z15, Z9, Z9
	VMOVAPD Z13, Z8
	ADDQ $8, AX
	DECQ CX
	JNZ ent512loop
ent512done:
	VMOVUPD Z8, 0(DI)
	VMOVUPD Z9, 64(DI)
	VMOVUPD Z10, 128(DI)
	MOVQ AX, ret+32(FP)
	VZEROUPPER
	RET
