package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// then waits for the JavaScript promise p: ok gets its value, fail the
// reason it was rejected, as text. Both run on go-app's goroutine through
// ctx.Dispatch, and the two callbacks given to JavaScript are released
// once either has run.
func then(ctx app.Context, p app.Value, ok func(app.Value), fail func(why string)) {
	var resolve, reject app.Func
	release := func() { resolve.Release(); reject.Release() }
	resolve = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		var v app.Value = app.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		ctx.Dispatch(func(app.Context) { ok(v) })
		return nil
	})
	reject = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		why := "unknown error"
		if len(args) > 0 && args[0].Truthy() {
			why = args[0].Call("toString").String()
		}
		ctx.Dispatch(func(app.Context) { fail(why) })
		return nil
	})
	p.Call("then", resolve, reject)
}
