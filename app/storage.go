package app

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A page's inputs are also kept in the browser's local storage, per
// equation, as the query its URL holds (equations.EncodeQuery): opening
// the equation again, after a reload, a restart or an update, shows them,
// unless the link itself gives inputs. Reset forgets them. A widget in
// another site (embed.go) keeps nothing: it shows what its host chose.
//
// Local storage can be missing or refuse (a private window, a full quota,
// a sandboxed frame): then the inputs are only in the URL, and nothing
// else changes.

// storageKey is where an equation's inputs are kept.
func storageKey(id string) string { return "eqx:inputs:" + id }

// storage returns the page's local storage, or false.
func storage() (s app.Value, ok bool) {
	defer func() {
		if recover() != nil { // reading window.localStorage can throw
			ok = false
		}
	}()
	s = app.Window().Get("localStorage")
	return s, s.Truthy()
}

// storedQuery is the query kept for equation id, parsed, or nil.
func storedQuery(id string) url.Values {
	s, ok := storage()
	if !ok {
		return nil
	}
	var raw app.Value
	func() {
		defer func() { recover() }()
		raw = s.Call("getItem", storageKey(id))
	}()
	if raw == nil || raw.Type() != app.TypeString {
		return nil
	}
	q, err := url.ParseQuery(raw.String())
	if err != nil {
		return nil
	}
	return q
}

// storeQuery keeps query for equation id; an empty query (the defaults)
// is forgotten.
func storeQuery(id, query string) {
	s, ok := storage()
	if !ok {
		return
	}
	defer func() { recover() }() // a full quota throws: the URL still holds them
	if query == "" {
		s.Call("removeItem", storageKey(id))
		return
	}
	s.Call("setItem", storageKey(id), query)
}
