module eqx

go 1.24.0

require (
	codeberg.org/go-fonts/liberation v0.5.0
	github.com/go-fonts/dejavu v0.3.2
	github.com/maxence-charriere/go-app/v10 v10.1.11
	golang.org/x/image v0.30.0
	golang.org/x/sys v0.38.0
	gonum.org/v1/gonum v0.17.0
	gonum.org/v1/netlib v0.0.0-20230729102104-8b8060e7531f
)

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/syumai/workers v0.32.0 // indirect
	golang.org/x/text v0.28.0 // indirect
)

tool github.com/syumai/workers/cmd/workers-assets-gen

// go-app with its server kept out of the wasm build (scripts/vendor-go-app.sh).
replace github.com/maxence-charriere/go-app/v10 => ./third_party/go-app
