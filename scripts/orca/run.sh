#!/usr/bin/env bash
# A screen-reader pass with Orca in Chromium, on a virtual display: each
# scenario opens a page, optionally focuses an element, presses keys as a
# person would (through the X server, so Orca hears them), and prints what
# Orca spoke, from its debug log ("SPEECH OUTPUT"). docs/ACCESSIBILITY.md
# reports what it found.
#
#	bash scripts/orca/run.sh                 # the scenarios below
#	bash scripts/orca/run.sh PATH 'SELECTOR' 'KEY KEY …'
#
# Needs (Debian, as root): apt-get install orca xvfb xdotool at-spi2-core
# dbus-x11 speech-dispatcher espeak-ng; and make build. Not part of make
# test: it needs a desktop's accessibility stack and takes about 20 s a
# scenario. Keys are xdotool's names; KP_Insert+a toggles Orca between its
# browse and focus modes.
set -euo pipefail
cd "$(dirname "$0")/../.."
for t in orca Xvfb xdotool dbus-run-session /usr/libexec/at-spi-bus-launcher; do
  command -v "$t" >/dev/null || { echo "orca pass: $t is missing (see the comment at the top of $0)" >&2; exit 2; }
done
work=$(mktemp -d)
port=${PORT:-8765}
display=${DISPLAY_NUM:-:97}
cleanup() { kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"; }
pids=()
trap cleanup EXIT
Xvfb "$display" -screen 0 1280x1024x24 >"$work/xvfb.log" 2>&1 & pids+=($!)
./bin/eqx serve -addr "127.0.0.1:$port" >"$work/serve.log" 2>&1 & pids+=($!)
sleep 1

# scenario PATH SELECTOR KEYS: one page, one session of Orca and Chromium.
scenario() {
  local path=$1 focus=$2 keys=$3
  DISPLAY=$display WORK=$work URL="http://127.0.0.1:$port$path" FOCUS=$focus KEYS=$keys dbus-run-session -- bash -c '
    set -u
    export GTK_MODULES=gail:atk-bridge ACCESSIBILITY_ENABLED=1
    /usr/libexec/at-spi-bus-launcher --launch-immediately & sleep 1
    /usr/libexec/at-spi2-registryd & sleep 1
    orca --replace -u "$WORK/prefs" --debug-file "$WORK/orca.out" >/dev/null 2>&1 & sleep 4
    /usr/bin/chromium --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
      --disable-component-update --disable-sync --force-renderer-accessibility --remote-debugging-port=9339 \
      --user-data-dir="$WORK/profile" --window-size=1280,1000 "$URL" >/dev/null 2>&1 & sleep 6
    xdotool windowactivate --sync "$(xdotool search --onlyvisible --class chromium | head -1)" 2>/dev/null || true
    CDP=http://127.0.0.1:9339 FOCUS="$FOCUS" node scripts/orca/focus.mjs
    date +%H:%M:%S.%N > "$WORK/start"
    for k in $KEYS; do xdotool key --delay 50 "$k"; sleep 2; done
    sleep 2
    pkill -f "user-data-dir=$WORK/profile" || true; pkill -x orca || true
  ' >/dev/null 2>&1 || true
  echo "── $path · focus ${focus:-(none)} · keys: $keys"
  # What Orca spoke from the first key on, one utterance a line.
  awk -v s="$(cut -c1-15 "$work/start")" '$1 >= s && /SPEECH OUTPUT/' "$work/orca.out" |
    sed -E "s/^[0-9:.]+ - SPEECH OUTPUT: '(.*)' ?\{'established.*$/  \1/"
  rm -rf "$work/profile" "$work/orca.out"
}

if (( $# == 3 )); then
  scenario "$1" "$2" "$3"
  exit 0
fi
# Tab to the skip link, follow it, Tab to the slider, move it twice.
scenario /eq/sigmoid '' 'Tab Return Tab Right Right'
# The plane's keyboard strip, in Orca's focus mode: move a point, choose the next.
scenario /eq/normal-equation '.plane-keys-focus' 'KP_Insert+a Right n'
# Listen, in focus mode: walk along the curve.
scenario /eq/sigmoid 'button.listen' 'KP_Insert+a Right Right'
# Reading mode from the Embed button down: the formula, then what follows.
scenario /eq/sigmoid 'text=Embed' 'KP_Insert+a Down Down Down'
