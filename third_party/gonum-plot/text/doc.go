// Copyright ©2020 The Gonum Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package text provides types and functions to parse, format and render text.
package text // import "gonum.org/v1/plot/text"
