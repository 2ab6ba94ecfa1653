//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"eqx/equations"
	"eqx/internal/api"
)

func cmdList(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("list", flag.ContinueOnError)
	fs.SetOutput(stderr)
	worked := fs.Bool("worked", false, `print the worked examples instead: {"id", "case", "worked"} per line, at each equation's defaults and examples`)
	typeset := fs.Bool("typeset", false, `print what KaTeX typesets on the pages at their defaults instead: {"latex", "mode", "output"} per line (scripts/katex-prerender.mjs reads it)`)
	fs.Usage = func() { fmt.Fprintln(stderr, "usage: eqx list [-worked | -typeset]"); fs.PrintDefaults() }
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if !noArgs(fs, stderr) {
		return exitUsage
	}
	if *typeset {
		if err := writeTypesetCalls(stdout, equations.Catalogue()); err != nil {
			fmt.Fprintf(stderr, "eqx list: %v\n", err)
			return exitError
		}
		return exitOK
	}
	if *worked {
		if err := writeWorked(stdout, equations.Catalogue()); err != nil {
			fmt.Fprintf(stderr, "eqx list: %v\n", err)
			return exitError
		}
		return exitOK
	}
	if err := api.WriteCatalogue(stdout, equations.Catalogue()); err != nil {
		fmt.Fprintf(stderr, "eqx list: %v\n", err)
		return exitError
	}
	return exitOK
}

func cmdEval(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("eval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, `usage: eqx eval < requests.jsonl
Each line of stdin is a request {"id": ..., "inputs": {...}}; each non-blank
line gets one line of answer, {"id", "output"} or {"id", "error"}, in order.`)
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if !noArgs(fs, stderr) {
		return exitUsage
	}
	notJSON, err := evalLines(equations.Catalogue(), stdin, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "eqx eval: %v\n", err)
		return exitError
	}
	if notJSON > 0 {
		fmt.Fprintf(stderr, "eqx eval: %d line(s) were not JSON requests\n", notJSON)
		return exitUsage
	}
	return exitOK
}

// evalLines answers every non-blank line of in with one line on out, so
// that answers stay aligned with requests even when a line is garbage. It
// returns how many lines were not JSON requests; err is an I/O failure.
//
// Lines are read whole, however long: a request may carry a vector of a
// million entries, beyond bufio.Scanner's default 64 KiB token limit.
func evalLines(reg *equations.Registry, in io.Reader, out io.Writer) (notJSON int, err error) {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriterSize(out, 64<<10)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for lineNo := 1; ; lineNo++ {
		line, readErr := r.ReadBytes('\n')
		if readErr != nil && !errors.Is(readErr, io.EOF) {
			w.Flush()
			return notJSON, fmt.Errorf("reading line %d of stdin: %w", lineNo, readErr)
		}
		if len(bytes.TrimSpace(line)) > 0 {
			resp, failure := reg.Do(line)
			if failure == equations.NotJSON {
				notJSON++
				resp.Error = fmt.Sprintf("line %d: %s", lineNo, resp.Error)
			}
			if err := enc.Encode(resp); err != nil {
				return notJSON, fmt.Errorf("writing the answer to line %d: %w", lineNo, err)
			}
		}
		if readErr != nil { // io.EOF, after a last line without a newline
			break
		}
	}
	if err := w.Flush(); err != nil {
		return notJSON, fmt.Errorf("writing the answers: %w", err)
	}
	return notJSON, nil
}
