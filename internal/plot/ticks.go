package plot

import (
	"strconv"

	"gonum.org/v1/plot"
)

// maxTickLabel is the longest tick label, in bytes, kept from
// plot.DefaultTicks.
const maxTickLabel = 10

// ticker places ticks like plot.DefaultTicks, whose labels are sometimes
// very long or ambiguous at extreme magnitudes (hundreds of digits, or
// "1e+20" for several ticks). Such labels are rewritten in the shortest
// %g form that tells the major ticks apart.
type ticker struct{}

// Ticks implements plot.Ticker.
func (ticker) Ticks(min, max float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(min, max)
	if distinct(ticks, maxTickLabel) {
		return ticks
	}
	for prec := 1; prec <= 17; prec++ {
		for i, t := range ticks {
			if !t.IsMinor() {
				ticks[i].Label = strconv.FormatFloat(t.Value, 'g', prec, 64)
			}
		}
		if distinct(ticks, 24) {
			break
		}
	}
	return ticks
}

// distinct reports whether the major tick labels are distinct and at
// most maxLen bytes long.
func distinct(ticks []plot.Tick, maxLen int) bool {
	seen := make(map[string]bool, len(ticks))
	for _, t := range ticks {
		if t.IsMinor() {
			continue
		}
		if len(t.Label) > maxLen || seen[t.Label] {
			return false
		}
		seen[t.Label] = true
	}
	return true
}
