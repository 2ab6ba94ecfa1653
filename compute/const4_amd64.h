// Shared by the amd64 kernels (reduce_amd64.s, exp_amd64.s).

// 256-bit constants: four copies of one quadword.
#define CONST4(name, v) \
	DATA name<>+0(SB)/8, $v \
	DATA name<>+8(SB)/8, $v \
	DATA name<>+16(SB)/8, $v \
	DATA name<>+24(SB)/8, $v \
	GLOBL name<>(SB), RODATA|NOPTR, $32
