package jobs

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math"
	"slices"
	"strconv"

	"eqx/equations"
)

// FrameType is the media type of a framed answer (AppendFrame), which a
// client asks for with Accept: the browser does, for both of its paths.
const FrameType = "application/vnd.eqx.frame"

// A frame is one answer to a table job in two parts:
//
//	{"id": …, "rows": …, "values": n}<spaces>\n<n float64, little-endian>
//
// The first line is the Response as JSON without its list output; the
// spaces pad it so that the values start at a multiple of 8 bytes, where
// the reader views them in place as a Float64Array. A list output of 10^6
// numbers is 8 MB this way, read in no time, where its JSON is 22 MB
// that takes longer to write and to parse than the job took to compute
// (and parsing it froze the page). NaN and ±Inf travel as themselves.
// A scalar output and any other answer stay JSON in the first line.

// AppendFrame appends r as a frame to dst.
func (r Response) AppendFrame(dst []byte) ([]byte, error) {
	values := r.Values
	r.Values = nil
	if values != nil {
		r.Count = len(values)
	}
	head, err := r.AppendJSON(nil)
	if err != nil {
		return dst, err
	}
	return appendFrame(dst, head, values), nil
}

// appendFrame appends the frame of a first line head (JSON, without a
// newline) and values to dst.
func appendFrame(dst, head []byte, values []float64) []byte {
	start := len(dst)
	dst = append(dst, head...)
	for (len(dst)-start+1)%8 != 0 {
		dst = append(dst, ' ')
	}
	dst = append(dst, '\n')
	dst = slices.Grow(dst, 8*len(values))
	for _, v := range values {
		dst = binary.LittleEndian.AppendUint64(dst, math.Float64bits(v))
	}
	return dst
}

// AppendWith appends v as JSON, without HTML escaping, with the field
// "key": raw added last (none if raw is nil). v must encode to an object
// without that field. raw is JSON the codec has just written and is
// spliced in as it is, where encoding/json would scan and copy it again:
// for an output of 10^6 numbers that is a tenth of the request's time.
// HTML escaping is off: the answers are read by programs and people,
// never embedded in a page, and error messages quote inputs that may
// contain < or &.
func AppendWith(dst []byte, v any, key string, raw json.RawMessage) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return dst, err
	}
	head := bytes.TrimSpace(buf.Bytes())
	if raw == nil {
		return append(dst, head...), nil
	}
	dst = append(dst, head[:len(head)-1]...) // all but the closing brace
	if len(head) > 2 {
		dst = append(dst, ',')
	}
	dst = strconv.AppendQuote(dst, key)
	dst = append(dst, ':')
	dst = append(dst, raw...)
	return append(dst, '}'), nil
}

// AppendJSON appends r as one JSON object to dst, a list output
// (Values) as the "output" array. Output, which holds JSON already, is
// copied as it is: encoding r with encoding/json would scan and compact
// it once more, which took as long as writing it.
func (r Response) AppendJSON(dst []byte) ([]byte, error) {
	out := r.Output
	if r.Values != nil {
		var err error
		if out, err = equations.MarshalValue(r.Values); err != nil {
			return dst, err
		}
	}
	r.Output, r.Values = nil, nil
	rest, err := json.Marshal(r)
	if err != nil || out == nil {
		return append(dst, rest...), err
	}
	dst = append(dst, `{"output":`...)
	dst = append(dst, out...)
	dst = append(dst, ',')
	return append(dst, rest[1:]...), nil
}
