package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// NewHandler returns the go-app handler that serves the pages and the PWA
// resources (manifest, service worker, wasm loader). version must be fixed
// for a given build (a content hash of app.wasm): go-app's service worker
// reinstalls the app whenever it changes, and a random per-start default
// would make every restart look like a new deployment.
func NewHandler(version string) *app.Handler {
	return &app.Handler{
		Name:        "eqx — machine learning equations, live",
		ShortName:   "eqx",
		Title:       "eqx",
		Description: "An interactive explorer of the classical machine-learning and statistics equations",
		Version:     version,
	}
}
