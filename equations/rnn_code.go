//go:build !eqx_noui

package equations

import "fmt"

// Snippets of the recurrences: the Elman cell over the rows of the input.

// codeRecurrence runs state_t = g(W_seq seq_t + W_state state_{t−1} + b)
// over the tokens fed (the first t rows of seq, with t) and prints the
// states, one per row.
func codeRecurrence(seq, state string) func(Inputs) Snippet {
	return func(in Inputs) Snippet {
		g := nnCodeActivation(in.Choice("g"))
		fed := seq
		if in.Has("t") {
			fed = seq + "[:t]" // the first t tokens
		}
		return Snippet{
			NumPy: g.pyDef + fmt.Sprintf(`prev, states = %[2]s0, []
for %[1]s_k in %[4]s:
    prev = %[3]s
    states.append(prev)
print(np.array(states))`, seq, state, g.py(fmt.Sprintf("W_%[1]s @ %[1]s_k + W_%[2]s @ prev + b", seq, state)), fed),
			Go: g.goDefs(false) + fmt.Sprintf(`prev, states := %[2]s0, [][]float64{}
for _, in := range %[4]s {
	next := make([]float64, len(b))
	for i := range next {
		next[i] = %[3]s
	}
	prev = next
	states = append(states, next)
}
fmt.Println(states)`, seq, state, g.goApply(fmt.Sprintf("floats.Dot(W_%s[i], in) + floats.Dot(W_%s[i], prev) + b[i]", seq, state)), fed),
		}
	}
}
