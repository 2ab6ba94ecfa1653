// go-app v10.1.11's packages app and errors, patched for eqx
// (scripts/vendor-go-app.sh says why and how).
module github.com/maxence-charriere/go-app/v10

go 1.23.0

require github.com/google/uuid v1.6.0
