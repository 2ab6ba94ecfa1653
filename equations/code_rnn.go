package equations

import "fmt"

// Snippets of the recurrences: the Elman cell over the rows of the input.

func codeRNN() map[string]func(Inputs) Snippet {
	return map[string]func(Inputs) Snippet{
		"rnn-encoder-state": codeRecurrence("x", "h"),
		"rnn-decoder-state": codeRecurrence("y", "s"),
	}
}

// codeRecurrence runs state_t = g(W_seq seq_t + W_state state_{t−1} + b)
// and prints the states, one per row.
func codeRecurrence(seq, state string) func(Inputs) Snippet {
	return func(in Inputs) Snippet {
		g := nnCodeActivation(in.Choice("g"))
		return Snippet{
			NumPy: g.pyDef + fmt.Sprintf(`prev, states = %[2]s0, []
for t in range(len(%[1]s)):
    prev = %[3]s
    states.append(prev)
print(np.array(states))`, seq, state, g.py(fmt.Sprintf("W_%[1]s @ %[1]s[t] + W_%[2]s @ prev + b", seq, state))),
			Go: g.goDefs(false) + fmt.Sprintf(`prev, states := %[2]s0, [][]float64{}
for _, in := range %[1]s {
	next := make([]float64, len(b))
	for i := range next {
		next[i] = %[3]s
	}
	prev = next
	states = append(states, next)
}
fmt.Println(states)`, seq, state, g.goApply(fmt.Sprintf("floats.Dot(W_%s[i], in) + floats.Dot(W_%s[i], prev) + b[i]", seq, state))),
		}
	}
}
