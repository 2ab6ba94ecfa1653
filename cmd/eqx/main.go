//go:build !(js && wasm)

// Command eqx is the command line of eqx: it lists and evaluates the
// equations of the catalogue, serves the site and its API, and writes the
// site as static files.
//
//	eqx list [-worked]             the catalogue (or its worked examples), one JSON object per line
//	eqx eval < requests.jsonl      one JSON answer per request line
//	eqx serve [-addr 127.0.0.1:8000] [-root DIR] [-web DIR]
//	eqx static [-root DIR] [-web DIR] OUTDIR
//
// Built for js/wasm, the same package is the browser side of the site (see
// main_wasm.go).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	// After the first signal starts a graceful shutdown, a second one
	// kills at once.
	context.AfterFunc(ctx, stop)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// Exit statuses: exitUsage is also what `eqx eval` returns when a line is
// not JSON at all, a sign that the input is not what the caller thinks.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

const usage = `usage: eqx <command> [arguments]

commands:
  list      print the catalogue, one JSON object per line:
            {"id", "title", "category", "latex", "computable"}
            [-worked] instead the worked examples (the LaTeX with the
            numbers in it): {"id", "case", "worked"}
  eval      read requests {"id": ..., "inputs": {...}}, one per line, from
            stdin and write one answer per line: {"id", "output"} or
            {"id", "error"}
  serve     serve the site and its API on one port
            [-addr 127.0.0.1:8000] [-root DIR] [-web DIR]
  static    write the site as static files into OUTDIR
            [-root DIR] [-web DIR] OUTDIR

Run "eqx <command> -h" for a command's flags.
`

// run executes the command line args (without the program name) and
// returns the exit status. It takes its streams and context as arguments so
// that tests call it without building a binary.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "list":
		return cmdList(rest, stdout, stderr)
	case "eval":
		return cmdEval(rest, stdin, stdout, stderr)
	case "serve":
		return cmdServe(ctx, rest, stdout, stderr)
	case "static":
		return cmdStatic(rest, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "eqx: unknown command %q\n\n%s", cmd, usage)
	return exitUsage
}

// parseFlags parses a command's flags, reporting problems on stderr. ok is
// false when the command should stop with status code.
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK, false
		}
		return exitUsage, false
	}
	return exitOK, true
}

// noArgs reports extra arguments to a command that takes none.
func noArgs(fs *flag.FlagSet, stderr io.Writer) bool {
	if fs.NArg() == 0 {
		return true
	}
	fmt.Fprintf(stderr, "eqx %s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
	fs.Usage()
	return false
}
