//go:build amd64 && !purego

#include "textflag.h"

// The elementwise passes of a softmax row (rows.go): its maximum, the
// shift by it and the division by the sum, in AVX2, four entries a lane.
// Each entry is rounded as the Go loop rounds it.

// func maxAVX2(x []float64) float64
// The largest of x[0:len(x)&^15] (len(x) ≥ 16), in sixteen lanes. A NaN
// entry may or may not be returned (VMAXPD keeps its second operand when
// one is NaN); callers detect NaN on a later pass.
TEXT ·maxAVX2(SB), NOSPLIT, $0-32
	MOVQ x_base+0(FP), SI
	MOVQ x_len+8(FP), CX
	VMOVUPD 0(SI), Y0
	VMOVAPD Y0, Y1
	VMOVAPD Y0, Y2
	VMOVAPD Y0, Y3
	SHRQ $4, CX
maxloop:
	VMAXPD 0(SI), Y0, Y0
	VMAXPD 32(SI), Y1, Y1
	VMAXPD 64(SI), Y2, Y2
	VMAXPD 96(SI), Y3, Y3
	ADDQ $128, SI
	DECQ CX
	JNZ maxloop
	VMAXPD Y1, Y0, Y0
	VMAXPD Y3, Y2, Y2
	VMAXPD Y2, Y0, Y0
	VEXTRACTF128 $1, Y0, X1
	VMAXPD X1, X0, X0
	VPERMILPD $1, X0, X1
	VMAXSD X1, X0, X0
	VMOVSD X0, ret+24(FP)
	VZEROUPPER
	RET

// func addScalarAVX2(dst, x []float64, a float64)
// dst[i] = x[i] + a for i < len(x)&^3; dst as long as x, and may be x.
TEXT ·addScalarAVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ x_base+24(FP), SI
	MOVQ x_len+32(FP), CX
	VBROADCASTSD a+48(FP), Y1
	SHRQ $2, CX
	JZ adddone
addloop:
	VADDPD 0(SI), Y1, Y0
	VMOVUPD Y0, 0(DI)
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ addloop
adddone:
	VZEROUPPER
	RET

// func divScalarAVX2(x []float64, s float64)
// x[i] /= s for i < len(x)&^3.
TEXT ·divScalarAVX2(SB), NOSPLIT, $0-32
	MOVQ x_base+0(FP), SI
	MOVQ x_len+8(FP), CX
	VBROADCASTSD s+24(FP), Y1
	SHRQ $2, CX
	JZ divdone
divloop:
	VMOVUPD 0(SI), Y0
	VDIVPD Y1, Y0, Y0
	VMOVUPD Y0, 0(SI)
	ADDQ $32, SI
	DECQ CX
	JNZ divloop
divdone:
	VZEROUPPER
	RET
