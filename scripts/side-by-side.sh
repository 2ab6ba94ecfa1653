#!/usr/bin/env bash
# side-by-side.sh runs commands at the same time, each line of their
# output prefixed with the command's label, and fails if any of them does
# (naming which). make test-browser runs its two longest groups of files
# so: the pages wait on frames and timers far more than they compute
# (about a third of two cores when run one after the other).
#
#	bash scripts/side-by-side.sh LABEL 'COMMAND' [LABEL 'COMMAND' ...]
#
# A command given as the empty string is skipped (a group with no file).
# When one fails, its failed tests (node:test's "not ok" lines and what
# follows them) are printed again at the end, where a CI log that keeps
# only its tail shows them.
set -uo pipefail
if (( $# == 0 || $# % 2 != 0 )); then
  echo "usage: side-by-side.sh LABEL 'COMMAND' [LABEL 'COMMAND' ...]" >&2
  exit 2
fi
labels=()
pids=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
while (( $# > 0 )); do
  label=$1 cmd=$2
  shift 2
  [[ -z $cmd ]] && continue
  ( bash -c "$cmd" 2>&1 | sed -u "s/^/[$label] /" | tee "$logs/$label" ) &
  labels+=("$label")
  pids+=($!)
done
# Stop the others when interrupted.
trap 'kill "${pids[@]}" 2>/dev/null; exit 130' INT TERM
failed=()
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || failed+=("${labels[$i]}")
done
if (( ${#failed[@]} > 0 )); then
  for label in "${failed[@]}"; do
    echo "side-by-side: what failed in $label:" >&2
    grep -E -A 24 '^\[[^]]*\] *not ok ' "$logs/$label" | grep -v -E '^\[[^]]*\] *(duration_ms|\.\.\.|---)' | head -120 >&2
  done
  echo "side-by-side: failed: ${failed[*]}" >&2
  exit 1
fi
