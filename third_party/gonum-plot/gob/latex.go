// Copyright ©2017 The Gonum Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build gonumplot_full

// eqx patch: text.Latex only exists with the gonumplot_full build tag; its
// registration was in gob.go.

package gob

import (
	"encoding/gob"

	"gonum.org/v1/plot/text"
)

func init() {
	gob.Register(&text.Latex{})
}
