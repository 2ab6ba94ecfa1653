package plot

import (
	"image/color"
	"math"
)

// Theme selects the colors of a Figure: background, text, axes, grid
// and reference rules. Mark colors come from a fixed palette that is
// readable on the background of every Theme.
type Theme int

const (
	// Light draws dark text and axes on a white background.
	Light Theme = iota
	// Dark draws light text and axes on a near-black background.
	Dark
)

// String returns the name of the theme.
func (t Theme) String() string {
	switch t {
	case Light:
		return "Light"
	case Dark:
		return "Dark"
	default:
		return "Theme(invalid)"
	}
}

// colors holds the resolved colors of a Theme.
type colors struct {
	background color.Color       // figure background
	text       color.Color       // title, labels and tick labels
	axis       color.Color       // axis lines and ticks
	grid       color.Color       // grid lines at major ticks
	rule       color.Color       // RuleX and RuleY reference lines
	band       color.Color       // Band spans: the rule color, translucent
	ramp       *[rampSize]uint32 // sequential scale of Cells, low to high
	missing    color.Color       // Cells with a non-finite value
}

// colors returns the colors for t, or false if t is not a known Theme.
func (t Theme) colors() (colors, bool) {
	switch t {
	case Light:
		return colors{
			background: rgb(0xFFFFFF),
			text:       rgb(0x1F2328),
			axis:       rgb(0x57606A),
			grid:       rgb(0xD8DEE4),
			rule:       rgb(0x57606A),
			band:       translucent(rgb(0x57606A), bandAlpha),
			ramp:       &lightRamp,
			missing:    rgb(0xD4D4D4),
		}, true
	case Dark:
		return colors{
			background: rgb(0x0D1117),
			text:       rgb(0xE6EDF3),
			axis:       rgb(0x8B949E),
			grid:       rgb(0x30363D),
			rule:       rgb(0x8B949E),
			band:       translucent(rgb(0x8B949E), bandAlpha),
			ramp:       &darkRamp,
			missing:    rgb(0x3D3D3D),
		}, true
	default:
		return colors{}, false
	}
}

// markColor returns the i-th color of the fixed mark palette, cycling
// after eight colors. Every palette color has a WCAG contrast ratio of at
// least 3:1 against the background of both Light and Dark (relative
// luminance between about 0.13 and 0.30).
func markColor(i int) color.RGBA {
	palette := [paletteSize]uint32{
		0x3B7DDD, // blue
		0xE0701A, // orange
		0x2E9D5B, // green
		0xD94F70, // rose
		0x8C62D6, // purple
		0x1F9AA0, // teal
		0xB8860B, // ochre
		0x8A8F98, // gray
	}
	return rgb(palette[i%paletteSize])
}

// paletteSize is the number of distinct mark colors.
const paletteSize = 8

// rgb returns the opaque color with the hexadecimal value 0xRRGGBB.
func rgb(v uint32) color.RGBA {
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xFF}
}

// Opacities of translucent fills, all at least 510/0xFFFF as tint needs.
const (
	areaAlpha = 0.22 // Area, under its opaque outline
	pathAlpha = 0.18 // filled Path, under its opaque outline
	bandAlpha = 0.16 // Band, over the grid and under later marks
)

// translucent returns the opaque color c with opacity alpha in [0, 1].
func translucent(c color.RGBA, alpha float64) tint {
	return tint{r: c.R, g: c.G, b: c.B, a: uint32(math.Round(alpha * 0xFFFF))}
}

// tint is an 8-bit color with a 16-bit opacity whose premultiplied
// components are chosen so that un-premultiplying them, as the SVG
// writer does (truncating r·255/a), gives back the 8-bit components
// exactly: a translucent fill is written in its mark's own color, with
// a separate fill-opacity.
type tint struct {
	r, g, b uint8
	a       uint32 // 16-bit opacity, at least 2·255 for exactness
}

// RGBA implements color.Color. A component v is premultiplied to
// ⌊(2v+1)·a/510⌋, which lies within 255/a of (v+½)·a/255, and so
// un-premultiplies to v for a ≥ 510; it is capped at a, as premultiplied
// components must be, which un-premultiplies to 255.
func (t tint) RGBA() (r, g, b, a uint32) {
	pre := func(v uint8) uint32 {
		return min((2*uint32(v)+1)*t.a/510, t.a)
	}
	return pre(t.r), pre(t.g), pre(t.b), t.a
}

// rampSize is the number of stops of a sequential color scale.
const rampSize = 8

// The sequential scales of Cells, from the lowest to the highest value.
// Both are blue and grow more salient with the value: on Light from near
// white to dark blue (ColorBrewer Blues), on Dark from a blue just above
// the background to near white. The lowest stop stays distinct from the
// background so that cells of the least value remain visible.
var (
	lightRamp = [rampSize]uint32{0xE8F1FA, 0xC6DBEF, 0x9ECAE1, 0x6BAED6, 0x4292C6, 0x2171B5, 0x08519C, 0x08306B}
	darkRamp  = [rampSize]uint32{0x1A2533, 0x1B3A5C, 0x1D5386, 0x2A6DB0, 0x4A8BD0, 0x78ACE3, 0xA9CCF0, 0xDCEBFA}
)

// rampColor returns the color of the scale ramp at t in [0, 1], linearly
// interpolated in sRGB between neighbouring stops. t outside [0, 1] is
// clamped; NaN gives the lowest color.
func rampColor(ramp *[rampSize]uint32, t float64) color.RGBA {
	if !(t > 0) {
		return rgb(ramp[0])
	}
	if t >= 1 {
		return rgb(ramp[rampSize-1])
	}
	pos := t * (rampSize - 1)
	i := int(pos)
	f := pos - float64(i)
	a, b := rgb(ramp[i]), rgb(ramp[i+1])
	mix := func(u, v uint8) uint8 {
		return uint8(math.Round(float64(u) + f*(float64(v)-float64(u))))
	}
	return color.RGBA{R: mix(a.R, b.R), G: mix(a.G, b.G), B: mix(a.B, b.B), A: 0xFF}
}

// luminance returns the WCAG relative luminance of the opaque color c.
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 0xFF
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// contrastText returns black or white, whichever has the higher WCAG
// contrast ratio against the opaque background bg. Black wins when
// (L+0.05)/0.05 > 1.05/(L+0.05), i.e. when L > √0.0525 − 0.05 ≈ 0.179,
// so the ratio of the chosen color is at least (√0.0525)/0.05 ≈ 4.58:1,
// enough for small text (WCAG AA) on any background.
func contrastText(bg color.RGBA) color.RGBA {
	if luminance(bg) > math.Sqrt(0.0525)-0.05 {
		return rgb(0x000000)
	}
	return rgb(0xFFFFFF)
}
