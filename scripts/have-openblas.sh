#!/usr/bin/env bash
# Exits 0 when Go can build eqx's native OpenBLAS backend (the build tag
# eqx_openblas, eqx/internal/openblas): cgo is enabled, which needs a C
# compiler, and a program calling LAPACK's dsyevd_ links with -lopenblas
# (Debian's libopenblas-dev: its libopenblas carries LAPACK's Fortran
# interface). Exits 1 otherwise, printing the reason with -v.
#
#	scripts/have-openblas.sh [-v]
set -uo pipefail

GO=${GO:-go}
say() { if [ "${1:-}" = -v ]; then echo "$2" >&2; fi; }

if [ "$("$GO" env CGO_ENABLED)" != 1 ]; then
	say "${1:-}" "cgo is disabled (no C compiler: apt-get install gcc)"
	exit 1
fi
cc=$("$GO" env CC)
if ! printf 'void dsyevd_(void);\nint main(void) { dsyevd_(); return 0; }\n' |
	$cc -x c - -o /dev/null -lopenblas >/dev/null 2>&1; then
	say "${1:-}" "libopenblas with LAPACK does not link (apt-get install libopenblas-dev)"
	exit 1
fi
exit 0
