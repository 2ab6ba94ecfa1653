//go:build !(js && wasm)

package equations

import "testing"

func TestInputsInWords(t *testing.T) {
	spec, ok := Catalogue().Lookup("softmax")
	if !ok {
		t.Fatal("no softmax")
	}
	in, _ := spec.DecodeQuery(map[string][]string{"z": {"5,1,1"}})
	got := spec.InputsInWords(in, 40)
	if got[:12] != "z = 5, 1, 1;" {
		t.Errorf("softmax at z=5,1,1 in words: %q, want it to start with \"z = 5, 1, 1;\"", got)
	}
	in, _ = spec.DecodeQuery(map[string][]string{"z": {"1,2,3,4,5,6,7,8,9,10,11,12"}})
	if got := spec.InputsInWords(in, 10); got[:len("z = 1, 2, 3…;")] != "z = 1, 2, 3…;" {
		t.Errorf("a long list in words: %q, want it cut after 10 runes", got)
	}
}
