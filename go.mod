module eqx

go 1.24.0

require (
	codeberg.org/go-fonts/liberation v0.5.0
	github.com/maxence-charriere/go-app/v10 v10.1.11
	github.com/syumai/workers v0.32.0
	golang.org/x/image v0.30.0
	gonum.org/v1/gonum v0.17.0
	gonum.org/v1/plot v0.17.0
)

require (
	codeberg.org/go-latex/latex v0.2.0 // indirect
	codeberg.org/go-pdf/fpdf v0.11.1 // indirect
	git.sr.ht/~sbinet/gg v0.7.0 // indirect
	github.com/ajstarks/svgo v0.0.0-20211024235047-1546f124cd8b // indirect
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	golang.org/x/text v0.28.0 // indirect
)

// A patched copy: the root package no longer links every vg backend, the
// twelve Liberation fonts and the LaTeX text handler (see its README.md).
replace gonum.org/v1/plot v0.17.0 => ./third_party/gonum-plot
