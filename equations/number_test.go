package equations_test

import (
	"math"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"eqx/equations"
)

func TestParseNumber(t *testing.T) {
	nan := math.NaN()
	for _, test := range []struct {
		text    string
		want    float64
		wantErr string // substring of the error; "" for success
	}{
		{text: "1", want: 1},
		{text: " 2.5 ", want: 2.5},
		{text: "\t7\n", want: 7},
		{text: "−3", want: -3},        // U+2212 MINUS SIGN, as copied from typeset text
		{text: "−1e−3", want: -0.001}, // in the exponent too
		{text: "1e-3", want: 0.001},
		{text: "1E5", want: 1e5},
		{text: "1e+5", want: 1e5},
		{text: ".5", want: 0.5},
		{text: "5.", want: 5},
		{text: "+5", want: 5},
		{text: "0.1", want: 0.1},
		{text: "1.7976931348623157e308", want: math.MaxFloat64},
		{text: "4.9e-324", want: 5e-324},
		{text: "1e-400", want: 0}, // underflows to 0, as in JavaScript and JSON
		{text: "inf", want: math.Inf(1)},
		{text: "+inf", want: math.Inf(1)},
		{text: "INF", want: math.Inf(1)},
		{text: "Infinity", want: math.Inf(1)},
		{text: "-Infinity", want: math.Inf(-1)},
		{text: "−Infinity", want: math.Inf(-1)},
		{text: "-inf", want: math.Inf(-1)},
		{text: "∞", want: math.Inf(1)},
		{text: "+∞", want: math.Inf(1)},
		{text: "-∞", want: math.Inf(-1)},
		{text: "NaN", want: nan},
		{text: " nan ", want: nan},
		{text: "", wantErr: "empty"},
		{text: "   ", wantErr: "empty"},
		{text: "abc", wantErr: `"abc" is not a number`},
		{text: "0x10", wantErr: `"0x10" is not a number`},
		{text: "0x1p-2", wantErr: "is not a number"},
		{text: "1_000", wantErr: `"1_000" is not a number`},
		{text: "1,5", wantErr: "is not a number"},
		{text: "1e", wantErr: `"1e" is not a number`},
		{text: "--1", wantErr: "is not a number"},
		{text: "1-", wantErr: "is not a number"},
		{text: ".", wantErr: "is not a number"},
		{text: "Infinityx", wantErr: "is not a number"},
		{text: "-nan", wantErr: "is not a number"},
		{text: "infinite", wantErr: "is not a number"},
		{text: "١", wantErr: "is not a number"}, // ARABIC-INDIC DIGIT ONE
		{text: "1e999", wantErr: `"1e999" is outside the range of float64`},
		{text: "-1e999", wantErr: "outside the range"},
		{text: "1.7976931348623159e308", wantErr: "outside the range"}, // rounds to 2^1024
	} {
		got, err := equations.ParseNumber(test.text)
		if test.wantErr != "" {
			if err == nil {
				t.Errorf("ParseNumber(%q) = %v, want an error containing %q", test.text, got, test.wantErr)
			} else if !strings.Contains(err.Error(), test.wantErr) {
				t.Errorf("ParseNumber(%q): error %q does not contain %q", test.text, err, test.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseNumber(%q): unexpected error %v", test.text, err)
			continue
		}
		if got != test.want && !(math.IsNaN(got) && math.IsNaN(test.want)) {
			t.Errorf("ParseNumber(%q) = %v, want %v", test.text, got, test.want)
		}
	}
	if got, err := equations.ParseNumber("-0"); err != nil || got != 0 || !math.Signbit(got) {
		t.Errorf("ParseNumber(%q) = %v, %v; want -0", "-0", got, err)
	}
}

func TestFormatNumberJavaScript(t *testing.T) {
	// Every string is what node v20 prints for String(v): JavaScript's
	// Number#toString. The random rows come from a fixed xorshift64 over
	// the bit patterns, with exponents chosen around the switches to
	// exponent notation (1e-6 and 1e21) and in the subnormal range.
	for _, test := range []struct {
		bits uint64
		want string
	}{
		// Hand-picked.
		{0x0000000000000000, "0"},
		{0x3ff0000000000000, "1"},
		{0xbff0000000000000, "-1"},
		{0x3fe0000000000000, "0.5"},
		{0x3fd3333333333334, "0.30000000000000004"},
		{0x41678c29dccccccd, "12345678.9"},
		{0x4340000000000000, "9007199254740992"},
		{0x4340000000000001, "9007199254740994"},
		{0x4341c37937e08000, "10000000000000000"},
		{0x3eb0c6f7a0b5ed8d, "0.000001"},
		{0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"},
		{0x3eb0000000000000, "9.5367431640625e-7"},
		{0x3e7ad7f29abcaf48, "1e-7"},
		{0xbe7ad7f29abcaf48, "-1e-7"},
		{0x3e501b2b29a4692b, "1.5e-8"},
		{0x3c36b082c2148b8e, "1.23e-18"},
		{0x01a56e1fc2f8f359, "1e-300"},
		{0x0000000000000001, "5e-324"},
		{0x444b1ae4d6e2ef4f, "999999999999999900000"},
		{0x444b1ae4d6e2ef50, "1e+21"},
		{0x444b1ae4d6e2ef51, "1.0000000000000001e+21"},
		{0x4450000000000000, "1.1805916207174113e+21"},
		{0x7e37e43c8800759c, "1e+300"},
		{0x7fefffffffffffff, "1.7976931348623157e+308"},
		// Random, any exponent.
		{0x14bb77ae0bf34dad, "8.354917060910499e-209"},
		{0x833f050c368dcc74, "-4.856932544111913e-293"},
		{0xd5f2e144d6e8f2cf, "-1.0825288615860512e+106"},
		{0xb80ea9d349428d8e, "-1.1263946945953264e-38"},
		{0xa9fc79f8ada711fd, "-1.940025340928293e-106"},
		{0x88365079fc5d43ff, "-4.223848637538109e-269"},
		{0x980639b16b714b4f, "-6.089219927020823e-193"},
		{0x7f1b9b7e9a319aef, "1.8932203077960872e+304"},
		{0xb0becd02ed7c0cbd, "-6.809628782210327e-74"},
		{0xd04844c269e7693f, "-5.620221829304031e+78"},
		{0x5ac16e1e6ced8137, "1.5102516730794305e+129"},
		{0x1daa91e47f6200ec, "9.011606109233216e-166"},
		{0x82278fb373ffbff6, "-2.8145835452472904e-298"},
		{0x29dbffff0cbcbf20, "4.768912551262706e-107"},
		{0x939911499417aab9, "-2.9086711370888586e-214"},
		{0xacea5b419a43afd2, "-2.527077607370945e-92"},
		// Random, near 1e-6.
		{0xbec74cf841ee8ab9, "-0.000002777655495349082"},
		{0x3eca582ee029dfd9, "0.000003140504987893933"},
		{0x3ec9d78e2a2f9b10, "0.0000030806080117852717"},
		{0xbebae6d82ef0bb45, "-0.0000016034684298217794"},
		{0xbeb3184036b4dae4, "-0.0000011381345881974348"},
		{0x3eaca2bb90bffa64, "8.534096038735484e-7"},
		{0xbea0170f05c90a7b, "-4.795215420921937e-7"},
		// Random, near 1e21.
		{0x4447793e9e8ad732, "866023416683236200000"},
		{0x4459ff11c2f79663, "1.918193151062601e+21"},
		{0x445355871886f75e, "1.4266042359340644e+21"},
		{0x4464688d35b7872f, "3.01174894630572e+21"},
		{0xc44794552d7c87fa, "-869927225997667900000"},
		{0xc448256e71b67944, "-890838152048806500000"},
		{0x445f073ca7e24f12, "2.289482170129181e+21"},
		// Random, subnormal.
		{0x800637bdbb04623b, "-8.646830050750375e-309"},
		{0x0004dc4037d1ccf7, "6.759155379952726e-309"},
		{0x800db970f61ec64b, "-1.9086099343275878e-308"},
		{0x0000000000000002, "1e-323"},
		{0x0000000000000036, "2.67e-322"},
		{0x000f7b77f3b42fcb, "2.1530786833880133e-308"},
		// Random, moderate.
		{0xbfc40cfd5e7e0059, "-0.1566464148891125"},
		{0x3ecfbdd44466d5ba, "0.0000037838840711522345"},
		{0x3f54865f060ed9e1, "0.0012527397122831174"},
		{0x400d5d166c667229, "3.6704529255641956"},
		{0x3ee8620efee2ae3f, "0.000011626740129187035"},
		{0xc02ff6fe424288a6, "-15.982408590909767"},
		{0x407cb64cfdf7b997, "459.39379688994944"},
	} {
		v := math.Float64frombits(test.bits)
		if got := equations.FormatNumber(v); got != test.want {
			t.Errorf("FormatNumber(%v [%#016x]) = %q, want %q (JavaScript)", v, test.bits, got, test.want)
		}
	}
}

func TestFormatNumberNonFinite(t *testing.T) {
	for _, test := range []struct {
		v    float64
		want string
	}{
		{math.Inf(1), "Infinity"},
		{math.Inf(-1), "-Infinity"},
		{math.NaN(), "NaN"},
		// JavaScript prints −0 as "0"; FormatNumber keeps the sign so
		// that the text reads back to the same float64.
		{math.Copysign(0, -1), "-0"},
	} {
		if got := equations.FormatNumber(test.v); got != test.want {
			t.Errorf("FormatNumber(%v) = %q, want %q", test.v, got, test.want)
		}
	}
}

// jsExponent is the shape of JavaScript's exponent notation: one digit,
// optional fraction, and a signed exponent without leading zeros.
var jsExponent = regexp.MustCompile(`^-?[1-9](\.[0-9]*[1-9])?e[+-][1-9][0-9]*$`)

// jsFixed is the shape of its plain notation.
var jsFixed = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$`)

func TestFormatNumberRoundTrip(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	check := func(v float64) {
		s := equations.FormatNumber(v)
		got, err := equations.ParseNumber(s)
		if err != nil || math.Float64bits(got) != math.Float64bits(v) {
			t.Errorf("ParseNumber(FormatNumber(%v [%#016x])) = ParseNumber(%q) = %v, %v", v, math.Float64bits(v), s, got, err)
		}
		if back, err := strconv.ParseFloat(s, 64); err != nil || math.Float64bits(back) != math.Float64bits(v) {
			t.Errorf("strconv.ParseFloat(FormatNumber(%v)) = strconv.ParseFloat(%q) = %v, %v", v, s, back, err)
		}
		// Shortest: as many significant digits as strconv's shortest
		// round-tripping form.
		if a := math.Abs(v); a != 0 && (a < 1e-6 || a >= 1e21) {
			if !jsExponent.MatchString(s) {
				t.Errorf("FormatNumber(%v) = %q, not in JavaScript's exponent notation", v, s)
			}
		} else if !jsFixed.MatchString(s) && s != "-0" {
			t.Errorf("FormatNumber(%v) = %q, not in JavaScript's plain notation", v, s)
		}
		if digits(s) != digits(strconv.FormatFloat(v, 'e', -1, 64)) {
			t.Errorf("FormatNumber(%v) = %q has %d significant digits, the shortest form has %d", v, s, digits(s), digits(strconv.FormatFloat(v, 'e', -1, 64)))
		}
	}
	n := 0
	for n < 10000 {
		var v float64
		switch n % 4 {
		case 0, 1: // any bit pattern
			v = math.Float64frombits(rnd.Uint64())
		case 2: // subnormal
			v = math.Float64frombits(rnd.Uint64() & (1<<52 - 1))
		case 3: // moderate: |v| in [1e-9, 1e24]
			v = math.Pow(10, -9+33*rnd.Float64())
			if rnd.IntN(2) == 0 {
				v = -v
			}
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			continue
		}
		check(v)
		n++
	}
	for _, v := range []float64{0, math.Copysign(0, -1), 5e-324, -5e-324, math.MaxFloat64, -math.MaxFloat64, 0x1p-1022, 1e-6, 1e21} {
		check(v)
	}
}

// digits counts the significant digits of a decimal or exponent string.
func digits(s string) int {
	s = strings.TrimLeft(s, "-")
	if i := strings.IndexByte(s, 'e'); i >= 0 {
		s = s[:i]
	}
	s = strings.Replace(s, ".", "", 1)
	s = strings.TrimLeft(s, "0")
	s = strings.TrimRight(s, "0")
	if s == "" {
		return 1
	}
	return len(s)
}
