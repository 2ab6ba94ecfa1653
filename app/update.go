package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// updateBanner tells that a new version of eqx has been installed in the
// background (go-app's service worker fetched it) and offers to reload
// into it. Nothing is lost by reloading: a page's inputs are in its URL
// and in local storage (share.go, storage.go), written as soon as an edit
// rests. A page left open looks for a new version when it is shown again.
type updateBanner struct {
	app.Compo

	available bool
	onShow    func()
}

func (u *updateBanner) OnMount(ctx app.Context) {
	u.available = ctx.AppUpdateAvailable()
	if !u.available {
		ctx.PreventUpdate() // nothing shown changed (equationPage.OnMount)
	}
	doc := app.Window().Get("document")
	f := app.FuncOf(func(app.Value, []app.Value) any {
		if doc.Get("visibilityState").String() == "visible" {
			app.TryUpdate()
		}
		return nil
	})
	doc.Call("addEventListener", "visibilitychange", f)
	u.onShow = func() {
		doc.Call("removeEventListener", "visibilitychange", f)
		f.Release()
	}
}

func (u *updateBanner) OnDismount() {
	if u.onShow != nil {
		u.onShow()
		u.onShow = nil
	}
}

func (u *updateBanner) OnAppUpdate(ctx app.Context) {
	u.available = ctx.AppUpdateAvailable()
}

func (u *updateBanner) Render() app.UI {
	if !u.available {
		return app.Div().Class("update-banner").Hidden(true)
	}
	return app.Div().Class("update-banner").Role("status").Body(
		app.Span().Text("A new version of eqx is ready."),
		app.Button().Type("button").Class("tool").Text("Reload").
			OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
	)
}
