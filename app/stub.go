package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type catalogPage struct{ app.Compo }

func (c *catalogPage) Render() app.UI { return app.Div().Text("eqx") }

type equationPage struct{ app.Compo }

func (c *equationPage) Render() app.UI { return app.Div().Text("equation") }
