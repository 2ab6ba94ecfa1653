package equations_test

import (
	"fmt"
	"strings"
	"testing"

	"eqx/equations"
)

func lookup(t *testing.T, id string) *equations.Spec {
	t.Helper()
	s, ok := equations.Catalogue().Lookup(id)
	if !ok {
		t.Fatalf("no equation %s", id)
	}
	return s
}

// TestCarryKeepsValues carries every equation's defaults to each related
// equation: what is carried keeps its value (as its link writes it), and
// what fits is computed there.
func TestCarryKeepsValues(t *testing.T) {
	carried, refused := 0, 0
	for _, from := range equations.Catalogue().All() {
		in := from.Defaults()
		for _, id := range from.Related {
			to := lookup(t, id)
			out, names, err := equations.Carry(from, in, to)
			if len(names) == 0 {
				continue
			}
			if err != nil {
				refused++
				continue
			}
			carried++
			for _, name := range names {
				// The same value, as the source has it (a number where
				// a one-entry list is carried reads the same).
				src, ok := in[name]
				if !ok {
					for _, p := range from.Params {
						if strings.EqualFold(p.Name, name) {
							src = in[p.Name]
						}
					}
				}
				if g, w := strings.Trim(fmt.Sprint(out[name]), "[]"), strings.Trim(fmt.Sprint(src), "[]"); g != w {
					t.Errorf("%s → %s: %s became %s (was %s)", from.ID, id, name, g, w)
				}
			}
		}
	}
	if carried < 100 {
		t.Errorf("only %d related pairs share data at their defaults", carried)
	}
	t.Logf("%d related pairs carry their defaults; %d refuse them with a reason", carried, refused)
}

func TestCarry(t *testing.T) {
	// One distribution for entropy, KL and cross-entropy.
	kl := lookup(t, "kl-divergence")
	in := kl.Defaults()
	in["P"], in["Q"] = []float64{0.5, 0.25, 0.25}, []float64{0.25, 0.25, 0.5}
	ce := lookup(t, "cross-entropy")
	out, names, err := equations.Carry(kl, in, ce)
	if err != nil || strings.Join(names, ",") != "P,Q" {
		t.Fatalf("KL → cross-entropy: %v, %v", names, err)
	}
	// −Σ P log Q = 0.5 ln 4 + 0.25 ln 4 + 0.25 ln 2 = 1.75 ln 2.
	v, err := ce.Evaluate(out)
	if h, ok := v.(float64); err != nil || !ok || h < 1.2129 || h > 1.2131 {
		t.Errorf("cross-entropy of the carried P, Q = %v, %v; want 1.75 ln 2 = 1.2130076", v, err)
	}
	ent := lookup(t, "entropy")
	if out, names, err := equations.Carry(kl, in, ent); err != nil || len(names) != 1 || names[0] != "p" {
		t.Errorf("KL → entropy: %v %v %v", out, names, err)
	}

	// A distribution of two entries does not fit cross-entropy's Q of
	// three: refused, naming the input and the reason.
	e := ent.Defaults()
	e["p"] = []float64{0.9, 0.1}
	ce.Defaults()
	_, names, err = equations.Carry(ent, e, ce)
	if len(names) != 1 || err == nil || !strings.Contains(err.Error(), `"Q"`) || !strings.Contains(err.Error(), "same length") {
		t.Errorf("entropy of 2 → cross-entropy with Q of 3: %v, %v; want a refusal naming Q", names, err)
	}

	// A confusion matrix for precision and recall.
	prec, rec := lookup(t, "precision"), lookup(t, "recall")
	c := prec.Defaults()
	c["TP"], c["FP"], c["FN"], c["TN"] = 30, 10, 20, 40
	out, names, err = equations.Carry(prec, c, rec)
	if err != nil || len(names) != 4 {
		t.Fatalf("precision → recall: %v %v", names, err)
	}
	if v, err := rec.Evaluate(out); err != nil || v != 30.0/50 {
		t.Errorf("recall of the carried counts = %v, %v; want 30/50", v, err)
	}

	// Not the same meaning: KL's distribution P is not binary
	// cross-entropy's per-sample p, and a bias is not carried.
	if _, names, _ := equations.Carry(kl, in, lookup(t, "binary-cross-entropy")); len(names) != 0 {
		t.Errorf("KL → binary cross-entropy carried %v", names)
	}
}
