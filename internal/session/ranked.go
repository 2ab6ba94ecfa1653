package session

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"eqx/equations"
)

// Mean average precision is explored by moving one item's score past
// another's or by marking an item relevant, not by editing JSON: a
// RankedLists input holds a list of {"y": labels, "s": scores}.

// A RankedQuery is one query of a RankedLists input: the relevance of each
// item (0 or 1) and its score.
type RankedQuery struct {
	Y []int     `json:"y"`
	S []float64 `json:"s"`
}

// The editor stays a size a page can hold; a longer list is edited as
// text.
const (
	MaxRankedQueries = 8
	MaxRankedItems   = 12
)

// Ranked returns the queries of a RankedLists input, and false for any
// value the editor cannot show: labels other than 0 and 1, lengths that
// differ, or more queries or items than it holds.
func Ranked(raw json.RawMessage) ([]RankedQuery, bool) {
	var qs []RankedQuery
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if dec.Decode(&qs) != nil || len(qs) == 0 || len(qs) > MaxRankedQueries {
		return nil, false
	}
	for _, q := range qs {
		if len(q.Y) == 0 || len(q.Y) != len(q.S) || len(q.Y) > MaxRankedItems {
			return nil, false
		}
		for _, y := range q.Y {
			if y != 0 && y != 1 {
				return nil, false
			}
		}
	}
	return qs, true
}

// Relevant counts the relevant items of the query.
func (q RankedQuery) Relevant() int {
	n := 0
	for _, y := range q.Y {
		n += y
	}
	return n
}

// RankedJSON writes the queries one per line, each list flat.
func RankedJSON(qs []RankedQuery) json.RawMessage {
	lines := make([]string, len(qs))
	for i, q := range qs {
		y := make([]string, len(q.Y))
		s := make([]string, len(q.S))
		for j := range q.Y {
			y[j] = strconv.Itoa(q.Y[j])
			s[j] = strconv.FormatFloat(q.S[j], 'g', -1, 64)
		}
		lines[i] = `  {"y": [` + strings.Join(y, ", ") + `], "s": [` + strings.Join(s, ", ") + `]}`
	}
	return json.RawMessage("[\n" + strings.Join(lines, ",\n") + "\n]")
}

// FlipRelevant flips the label of item i of query q of the RankedLists
// input name; key names the control.
func (s *Session) FlipRelevant(name, key string, q, i int) {
	s.editRanked(name, key, q, i, func(query *RankedQuery) bool {
		query.Y[i] = 1 - query.Y[i]
		return true
	})
}

// SetScore sets the score of item i of query q of the RankedLists input
// name to x, a finite number. It reports whether the change was taken.
func (s *Session) SetScore(name, key string, q, i int, x float64) bool {
	return s.editRanked(name, key, q, i, func(query *RankedQuery) bool {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			s.Errs[key] = key + ": a score must be a finite number, not " + equations.FormatNumber(x)
			return false
		}
		query.S[i] = x
		return true
	})
}

// editRanked applies edit to query q of a RankedLists input (whose item i
// exists), and sets the input when the equation computes with it.
func (s *Session) editRanked(name, key string, q, i int, edit func(*RankedQuery) bool) bool {
	qs, ok := Ranked(s.In.Object(name))
	if !ok || q < 0 || i < 0 || q >= len(qs) || i >= len(qs[q].Y) || !edit(&qs[q]) {
		return false
	}
	delete(s.Texts, name) // the JSON box shows the new list
	if s.setAs(key, name, RankedJSON(qs)) {
		delete(s.Errs, key)
		return true
	}
	return false
}
