package api

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"time"

	"eqx/equations"
)

// batch answers POST /api/v1/batch: a body of JSON lines, each an eval
// request {"id", "inputs"}, answered by JSON lines in the same order, one
// {"id", "output"} or {"id", "error"} per non-blank line. A bad line gets
// its error line and the batch goes on. Answers are streamed while the
// body is still arriving, so that a client can show progress.
//
// Whatever stops the whole batch once answering has begun (the body or
// line limit, the time limit, a broken upload) becomes a last line
// {"error": "...", "aborted": true}: the lines after it were not
// evaluated. Before the first answer the same failures get their HTTP
// status (413, 503, 400) and one JSON error, as on the other routes.
func (a *api) batch(w ResponseWriter, r *Request) {
	if !allowMethods(w, r, MethodPost) {
		return
	}
	if r.ContentLength > a.opts.MaxBodyBytes {
		writeError(w, StatusRequestEntityTooLarge, a.tooLarge().msg)
		return
	}
	ctx, cancel := a.deadline(r)
	defer cancel()
	if r.EnableFullDuplex != nil {
		// net/http would otherwise read the whole body before the first
		// answer goes out, which defeats streaming.
		_ = r.EnableFullDuplex()
	}
	lines := newLineReader(maxBytesReader(r.body(), a.opts.MaxBodyBytes), a.opts.MaxBatchLines)
	out := &ndjsonStream{w: w}
	for {
		if expired(ctx) {
			out.fail(a.timeoutError(fmt.Sprintf("after %d lines; the lines after them were not evaluated", lines.n)))
			return
		}
		if ctx.Err() != nil {
			return // the client has gone: nobody reads the rest
		}
		line, err := lines.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			out.fail(a.batchError(ctx, err, lines.n))
			return
		}
		answer, err := appendResponse(nil, a.evalLine(line, lines.n))
		if err != nil {
			answer, _ = appendResponse(nil, equations.Response{Error: "internal error encoding the answer to this line (a bug in eqx, please report it): " + err.Error()})
		}
		if err := out.write(answer, lines.idle()); err != nil {
			return // the client has gone
		}
	}
	if out.lines == 0 {
		writeError(w, StatusBadRequest, `empty batch: send one JSON request per line, e.g. {"id": "sigmoid", "inputs": {"z": 1}}`)
		return
	}
	out.flush()
}

// batchError turns what stopped the reading of a batch into its error.
func (a *api) batchError(ctx context.Context, err error, answered int) *apiError {
	if errors.Is(err, errTooManyLines) {
		return &apiError{StatusRequestEntityTooLarge, fmt.Sprintf("batch has more than %d lines; the lines after line %d were not evaluated (send several batches)", a.opts.MaxBatchLines, answered)}
	}
	var tooLarge *MaxBytesError
	if errors.As(err, &tooLarge) {
		return &apiError{StatusRequestEntityTooLarge, fmt.Sprintf("%s; the lines after line %d were not evaluated", a.tooLarge().msg, answered)}
	}
	if expired(ctx) {
		return a.timeoutError(fmt.Sprintf("while reading line %d; the lines after line %d were not evaluated", answered+1, answered))
	}
	return &apiError{StatusBadRequest, fmt.Sprintf("reading the request body after line %d: %v", answered, err)}
}

// evalLine evaluates line n of a batch. A panic outside the kernels (which
// Spec.Evaluate already guards) still ends as this line's error, so that
// one line never cuts the stream of the others.
func (a *api) evalLine(line []byte, n int) (resp equations.Response) {
	defer func() {
		if v := recover(); v != nil {
			a.logf("eqx server: panic on line %d of a batch: %v\n%s", n, v, debug.Stack())
			resp = equations.Response{ID: resp.ID, Error: fmt.Sprintf("internal error on this line (a bug in eqx, please report it): %v", v)}
		}
	}()
	if aerr := a.checkElements(line); aerr != nil {
		var head struct {
			ID string `json:"id"`
		}
		_ = json.Unmarshal(line, &head) // only to echo the id, if there is one
		return equations.Response{ID: head.ID, Error: aerr.msg}
	}
	resp, failure := a.reg.Do(line)
	if failure == equations.Internal {
		a.logf("eqx server: line %d of a batch: %s", n, resp.Error)
	}
	return resp
}

// errTooManyLines stops a batch at Options.MaxBatchLines.
var errTooManyLines = errors.New("too many lines")

// lineReader splits a batch body into its non-blank lines.
type lineReader struct {
	br  *bufio.Reader
	n   int // the lines returned so far
	max int
}

func newLineReader(r io.Reader, max int) *lineReader {
	// A large buffer: idle (nothing buffered) then means the client has
	// not sent more yet, rather than every 4 KiB.
	return &lineReader{br: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next non-blank line without its "\n" or "\r\n" (a
// last line may lack it), io.EOF at the end, errTooManyLines past the
// limit, or the reader's error; a line cut by an error is dropped, not
// evaluated.
func (lr *lineReader) next() ([]byte, error) {
	for {
		line, err := lr.br.ReadBytes('\n')
		if err != nil && err != io.EOF {
			return nil, err
		}
		if len(bytes.TrimSpace(line)) > 0 {
			if lr.n == lr.max {
				return nil, errTooManyLines
			}
			lr.n++
			line = bytes.TrimSuffix(line, []byte("\n"))
			return bytes.TrimSuffix(line, []byte("\r")), nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// idle reports whether no more input is buffered: the next line must wait
// for the client, so what has been answered should go out now.
func (lr *lineReader) idle() bool { return lr.br.Buffered() == 0 }

// flushEvery bounds how long an answer waits in the buffer while the input
// keeps coming, so that a client sees progress during a long batch.
const flushEvery = 100 * time.Millisecond

// ndjsonStream writes a 200 response of JSON lines through a buffer. The
// header goes out with the first line, so that a failure before it can
// still have its own status.
type ndjsonStream struct {
	w         ResponseWriter
	bw        *bufio.Writer
	lines     int
	lastFlush time.Time
}

func (s *ndjsonStream) start() {
	if s.bw != nil {
		return
	}
	h := s.w.Header()
	h.Set("Content-Type", "application/x-ndjson")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	s.w.WriteHeader(StatusOK)
	s.bw = bufio.NewWriterSize(s.w, 32<<10)
	s.lastFlush = time.Now()
}

// write sends line, one line of JSON with its newline. It flushes when
// the input is idle or when the last flush is older than flushEvery; a
// write error means the client has gone.
func (s *ndjsonStream) write(line []byte, idle bool) error {
	s.start()
	if _, err := s.bw.Write(line); err != nil {
		return err
	}
	s.lines++
	if idle || time.Since(s.lastFlush) >= flushEvery {
		return s.flush()
	}
	return nil
}

func (s *ndjsonStream) flush() error {
	if s.bw == nil {
		return nil
	}
	if err := s.bw.Flush(); err != nil {
		return err
	}
	s.lastFlush = time.Now()
	return s.w.Flush()
}

// abortLine is the last line of a batch stopped as a whole.
type abortLine struct {
	Error   string `json:"error"`
	Aborted bool   `json:"aborted"`
}

// fail ends the response with e: its status and JSON error if nothing has
// been answered yet, else an aborted line.
func (s *ndjsonStream) fail(e *apiError) {
	if s.bw == nil {
		writeError(s.w, e.status, e.msg)
		return
	}
	if encodeLine(s.bw, abortLine{Error: e.msg, Aborted: true}) == nil {
		s.flush()
	}
}
