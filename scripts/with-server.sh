#!/usr/bin/env bash
# Starts an eqx API server on a free loopback port, runs a command with
# EQX_API_URL pointing at it, and stops the server, also when the command
# fails or the script is interrupted.
#
#	scripts/with-server.sh worker go test -count=1 -run '^TestAPICases$' ./server/
#	scripts/with-server.sh native node scripts/api-bench.mjs
#
# worker: the Cloudflare Worker under `wrangler dev --local`, offline
#         (build/ from `make worker`, static/ from `make static`).
# native: ./bin/eqx serve (from `make build`).
# Environment: WRANGLER (default node_modules/.bin/wrangler), EQX (default
# ./bin/eqx), START_TIMEOUT seconds to wait for /healthz (default 60).
set -euo pipefail

kind=${1:?usage: scripts/with-server.sh worker|native COMMAND...}
shift
[ $# -gt 0 ] || { echo "usage: scripts/with-server.sh worker|native COMMAND..." >&2; exit 2; }
cd "$(dirname "$0")/.."

WRANGLER=${WRANGLER:-node_modules/.bin/wrangler}
EQX=${EQX:-./bin/eqx}
START_TIMEOUT=${START_TIMEOUT:-60}

# A port the kernel has just handed out and released: free unless another
# program grabs it in the next instant.
free_port() {
	node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

port=$(free_port)
log=$(mktemp)
pid=
stop() {
	if [ -n "$pid" ]; then
		# The server was started in its own process group (setsid): end
		# the group, wrangler and its workerd child alike.
		kill -TERM -- "-$pid" 2>/dev/null || true
		for _ in $(seq 1 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
		kill -KILL -- "-$pid" 2>/dev/null || true
	fi
	rm -f "$log"
}
trap stop EXIT
trap 'exit 130' INT TERM

case "$kind" in
worker)
	[ -f build/worker.mjs ] && [ -f build/app.wasm ] || { echo "build/ is missing: run make worker" >&2; exit 1; }
	[ -d static ] || { echo "static/ is missing: run make static" >&2; exit 1; }
	inspector=$(free_port)
	# Offline: no metrics, no request.cf lookup.
	WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false \
		setsid "$WRANGLER" dev --local --ip 127.0.0.1 --port "$port" --inspector-port "$inspector" \
		--show-interactive-dev-session=false >"$log" 2>&1 &
	pid=$!
	;;
native)
	[ -x "$EQX" ] || { echo "$EQX is missing: run make build" >&2; exit 1; }
	setsid "$EQX" serve -addr "127.0.0.1:$port" >"$log" 2>&1 &
	pid=$!
	;;
*)
	echo "unknown server kind $kind: want worker or native" >&2
	exit 2
	;;
esac

url="http://127.0.0.1:$port"
for _ in $(seq 1 $((START_TIMEOUT * 10))); do
	if curl -sf "$url/healthz" >/dev/null 2>&1; then
		break
	fi
	if ! kill -0 "$pid" 2>/dev/null; then
		echo "the $kind server exited before answering:" >&2
		cat "$log" >&2
		exit 1
	fi
	sleep 0.1
done
curl -sf "$url/healthz" >/dev/null || { echo "the $kind server did not answer $url/healthz in ${START_TIMEOUT}s:" >&2; cat "$log" >&2; exit 1; }
echo "with-server: $kind server on $url"

status=0
EQX_API_URL=$url "$@" || status=$?
if [ "$status" != 0 ]; then
	echo "with-server: the command failed ($status); the $kind server's log:" >&2
	tail -n 40 "$log" >&2
fi
exit "$status"
