package equations_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"eqx/equations"
)

// okSpec returns a small valid computable spec with the given id.
func okSpec(id string, related ...string) *equations.Spec {
	return &equations.Spec{
		ID: id, Title: "Test " + id, Category: "tests", LaTeX: `x`,
		Sources: []equations.Source{{Seed: equations.S0}},
		Related: related,
		Params: []equations.Param{{
			Name: "x", Kind: equations.Real, Default: 0.5,
			Min: -1, Max: 1, Step: 0.1, Domain: equations.AnyReal,
		}},
		Eval: func(in equations.Inputs) (any, error) { return in.Real("x"), nil },
		View: &equations.Curve{X: "x"},
	}
}

func TestNewRegistry(t *testing.T) {
	noID := okSpec("")
	for _, test := range []struct {
		name    string
		specs   []*equations.Spec
		wantErr string
	}{
		{name: "ok", specs: []*equations.Spec{okSpec("a", "b"), okSpec("b", "a")}},
		{name: "empty", specs: nil},
		{name: "no id", specs: []*equations.Spec{noID}, wantErr: "has no id"},
		{name: "duplicate", specs: []*equations.Spec{okSpec("a"), okSpec("a")}, wantErr: `duplicate id "a"`},
		{name: "unknown related", specs: []*equations.Spec{okSpec("a", "zzz")}, wantErr: `related id "zzz"`},
		{name: "self related", specs: []*equations.Spec{okSpec("a", "a")}, wantErr: `related id "a"`},
		{name: "bad spec", specs: []*equations.Spec{func() *equations.Spec { s := okSpec("a"); s.Title = ""; return s }()}, wantErr: "title"},
	} {
		reg, err := equations.NewRegistry(test.specs...)
		if test.wantErr == "" {
			if err != nil {
				t.Errorf("%s: NewRegistry: unexpected error %v", test.name, err)
			} else if len(reg.All()) != len(test.specs) {
				t.Errorf("%s: registry has %d specs, want %d", test.name, len(reg.All()), len(test.specs))
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), test.wantErr) {
			t.Errorf("%s: NewRegistry error %v, want one containing %q", test.name, err, test.wantErr)
		}
	}
}

func TestSpecCheck(t *testing.T) {
	for _, test := range []struct {
		name    string
		edit    func(*equations.Spec)
		wantErr string
	}{
		{name: "ok", edit: func(*equations.Spec) {}},
		{name: "concept page", edit: func(s *equations.Spec) { s.Params, s.Eval, s.View = nil, nil, nil }},
		{name: "no LaTeX", edit: func(s *equations.Spec) { s.LaTeX = "" }, wantErr: "LaTeX"},
		{name: "empty param name", edit: func(s *equations.Spec) { s.Params[0].Name = "" }, wantErr: "empty or repeated name"},
		{name: "repeated param", edit: func(s *equations.Spec) { s.Params = append(s.Params, s.Params[0]) }, wantErr: `repeated name "x"`},
		{name: "empty slider", edit: func(s *equations.Spec) { s.Params[0].Min = 1 }, wantErr: "slider range"},
		{name: "log slider at 0", edit: func(s *equations.Spec) { s.Params[0].Log, s.Params[0].Min = true, 0 }, wantErr: "log slider"},
		{name: "choice without options", edit: func(s *equations.Spec) {
			s.Params = append(s.Params, equations.Param{Name: "c", Kind: equations.Choice, Default: "a"})
		}, wantErr: "needs options"},
		{name: "free text on a number", edit: func(s *equations.Spec) { s.Params[0].Editor = equations.FreeText{} }, wantErr: "FreeText edits inputs of kind"},
		{name: "Vocab unknown", edit: func(s *equations.Spec) {
			s.Params = append(s.Params, equations.Param{Name: "w", Kind: equations.Object, Default: json.RawMessage(`"a"`), Editor: equations.WordOf{Vocab: "nope"}})
		}, wantErr: "which is not a Strings input"},
		{name: "Vocab of a number", edit: func(s *equations.Spec) {
			s.Params = append(s.Params, equations.Param{Name: "w", Kind: equations.Object, Default: json.RawMessage(`"a"`), Editor: equations.WordOf{Vocab: "x"}})
		}, wantErr: "which is not a Strings input"},
		{name: "Vocab on a real", edit: func(s *equations.Spec) {
			s.Params = append(s.Params, equations.Param{Name: "z", Kind: equations.Strings, Default: []string{"a"}})
			s.Params[0].Editor = equations.WordOf{Vocab: "z"}
		}, wantErr: "WordOf edits inputs of kind"},
		{name: "SameLen unknown", edit: func(s *equations.Spec) { s.Params[0].SameLen = "nope" }, wantErr: `SameLen names unknown "nope"`},
		// The zero Interval is the one point [0, 0]; the default 0.5 is
		// outside it.
		{name: "zero domain", edit: func(s *equations.Spec) { s.Params[0].Domain = equations.Interval{} }, wantErr: `input "x": 0.5 is outside [0, 0]`},
		{name: "reversed domain", edit: func(s *equations.Spec) { s.Params[0].Domain = equations.Interval{Lo: 1, Hi: 0} }, wantErr: "domain"},
		{name: "NaN domain", edit: func(s *equations.Spec) { s.Params[0].Domain = equations.Interval{Lo: math.NaN(), Hi: 1} }, wantErr: "domain"},
		{name: "default outside domain", edit: func(s *equations.Spec) { s.Params[0].Domain = equations.Positive; s.Params[0].Default = -1.0 }, wantErr: `input "x"`},
		{name: "default of the wrong type", edit: func(s *equations.Spec) { s.Params[0].Default = 1 }, wantErr: `input "x"`},
		{name: "curve over unknown", edit: func(s *equations.Spec) { s.View = &equations.Curve{X: "y"} }, wantErr: "curve over"},
		{name: "bars of a scalar", edit: func(s *equations.Spec) { s.View = &equations.Bars{Of: "x"} }, wantErr: "bars of"},
		{name: "network of unknown weights", edit: func(s *equations.Spec) { s.View = &equations.Network{X: "x", Of: []string{"W"}} }, wantErr: `network input "W"`},
		{name: "network without weights", edit: func(s *equations.Spec) { s.View = &equations.Network{X: "x"} }, wantErr: "needs its weights"},
		{name: "network with too few biases", edit: func(s *equations.Spec) {
			s.View = &equations.Network{X: "x", Of: []string{"x", "x"}, Bias: []string{"x"}}
		}, wantErr: "one bias input per weight"},
		{name: "switch from a curve", edit: func(s *equations.Spec) {
			s.Params = append(s.Params, equations.Param{Name: "form", Kind: equations.Choice, Default: "a", Options: []string{"a", "b"}})
			s.View = &equations.Switch{Choice: "form", Option: "b", Then: &equations.Bars{}, Else: s.View}
		}, wantErr: "cannot hold a curve"},
		{name: "switch on no option", edit: func(s *equations.Spec) {
			s.Params = append(s.Params, equations.Param{Name: "form", Kind: equations.Choice, Default: "a", Options: []string{"a", "b"}})
			s.View = &equations.Switch{Choice: "form", Option: "c", Then: &equations.Bars{}, Else: &equations.Bars{}}
		}, wantErr: "not a choice input and one of its options"},
		{name: "curve second in a stack", edit: func(s *equations.Spec) {
			s.View = equations.Stack{&equations.Bars{}, s.View}
		}, wantErr: "only as the first view"},
		{name: "paired bars of one", edit: func(s *equations.Spec) {
			s.Params[0] = equations.Param{Name: "x", Kind: equations.Vector, Default: []float64{1}, Min: 0, Max: 1, Domain: equations.AnyReal, MinLen: 1}
			s.View = &equations.PairedBars{Of: []string{"x"}}
		}, wantErr: "two vector"},
	} {
		s := okSpec("t")
		test.edit(s)
		err := s.Check()
		if test.wantErr == "" {
			if err != nil {
				t.Errorf("%s: Check: unexpected error %v", test.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), test.wantErr) {
			t.Errorf("%s: Check error %v, want one containing %q", test.name, err, test.wantErr)
		}
	}
}

func TestInterval(t *testing.T) {
	inf := math.Inf(1)
	for _, test := range []struct {
		iv    equations.Interval
		str   string
		in    []float64
		notIn []float64
	}{
		{iv: equations.AnyReal, str: "(−∞, ∞)", in: []float64{0, -math.MaxFloat64, 5e-324}, notIn: []float64{inf, -inf, math.NaN()}},
		{iv: equations.ExtendedReal, str: "[−∞, ∞]", in: []float64{inf, -inf, 0}, notIn: []float64{math.NaN()}},
		{iv: equations.Positive, str: "(0, ∞)", in: []float64{5e-324, 1}, notIn: []float64{0, math.Copysign(0, -1), -1, inf}},
		{iv: equations.NonNegative, str: "[0, ∞)", in: []float64{0, math.Copysign(0, -1), 3}, notIn: []float64{-5e-324, inf}},
		{iv: equations.Unit, str: "[0, 1]", in: []float64{0, 0.5, 1}, notIn: []float64{-1e-300, 1.0000000000000002, math.NaN()}},
		{iv: equations.Interval{Lo: 1e-7, Hi: 1e21, OpenHi: true}, str: "[1e-7, 1e+21)", in: []float64{1e-7}, notIn: []float64{1e21}},
	} {
		if got := test.iv.String(); got != test.str {
			t.Errorf("%+v.String() = %q, want %q", test.iv, got, test.str)
		}
		for _, v := range test.in {
			if !test.iv.Contains(v) {
				t.Errorf("%s does not contain %v", test.str, v)
			}
		}
		for _, v := range test.notIn {
			if test.iv.Contains(v) {
				t.Errorf("%s contains %v", test.str, v)
			}
		}
	}
}
