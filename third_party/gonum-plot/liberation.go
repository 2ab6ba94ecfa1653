// Copyright ©2015 The Gonum Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build gonumplot_full

// eqx patch: this registration of the twelve Liberation fonts was in
// plot.go's init; it is only built with the gonumplot_full build tag.

package plot

import (
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
)

func init() {
	font.DefaultCache.Add(liberation.Collection())
}
