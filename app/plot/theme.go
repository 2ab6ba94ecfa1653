package plot

import "image/color"

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
	background color.Color // figure background
	text       color.Color // title, labels and tick labels
	axis       color.Color // axis lines and ticks
	grid       color.Color // grid lines at major ticks
	rule       color.Color // RuleX and RuleY reference lines
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
		}, true
	case Dark:
		return colors{
			background: rgb(0x0D1117),
			text:       rgb(0xE6EDF3),
			axis:       rgb(0x8B949E),
			grid:       rgb(0x30363D),
			rule:       rgb(0x8B949E),
		}, true
	default:
		return colors{}, false
	}
}

// markColor returns the i-th color of the fixed mark palette, cycling
// after eight colors. Every palette color has a WCAG contrast ratio of at
// least 3:1 against the background of both Light and Dark (relative
// luminance between about 0.13 and 0.30).
func markColor(i int) color.Color {
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
