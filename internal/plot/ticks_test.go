package plot

import (
	"slices"
	"testing"
)

// countTicker counts its calls.
type countTicker struct {
	ticker
	calls int
}

func (c *countTicker) Ticks(min, max float64) []tick {
	c.calls++
	return c.ticker.Ticks(min, max)
}

// A figure's axis asks for its ticks once per domain: again only when the
// domain changes, and each time the ticks of that domain.
func TestLastTicks(t *testing.T) {
	c := &countTicker{ticker: linearTicker{}}
	last := &lastTicks{ticker: c}
	a := last.Ticks(0, 10)
	for range 6 {
		if got := last.Ticks(0, 10); !slices.Equal(got, a) {
			t.Fatalf("Ticks(0, 10) = %v, then %v", a, got)
		}
	}
	if c.calls != 1 {
		t.Errorf("7 asks over [0, 10]: %d searches, want 1", c.calls)
	}
	b := last.Ticks(-1, 1)
	if want := (linearTicker{}).Ticks(-1, 1); !slices.Equal(b, want) {
		t.Errorf("Ticks(-1, 1) = %v, want %v", b, want)
	}
	if c.calls != 2 {
		t.Errorf("a new domain: %d searches, want 2", c.calls)
	}
	// Every figure's axes keep their ticks so.
	f := Figure{Marks: []Mark{Line{X: []float64{0, 1, 2}, Y: []float64{1, 3, 2}}}}
	cs, _ := Light.colors()
	p, _, _, err := f.build(400, cs)
	if err != nil {
		t.Fatal(err)
	}
	for _, tk := range []ticker{p.X.ticks, p.Y.ticks} {
		if _, ok := tk.(*lastTicks); !ok {
			t.Errorf("an axis's ticker is %T, not *lastTicks", tk)
		}
	}
}
