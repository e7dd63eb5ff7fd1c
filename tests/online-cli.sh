#!/usr/bin/env bash
# The command line hosts and a window joins: two front ends, one match. `tictactoe host`
# (a computer, Easy) listens on this computer; a real window (Xvfb) joins it through its
# Join form with the code, plays by clicks, asks to take a move back (the command line's
# computer declines: the window says so and plays on), and plays to the end. Both sides
# end with the same moves. Screenshots go to $E2E_OUT/online-cli (default
# target/e2e/online-cli).
#
# Usage: tests/online-cli.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=$(fresh_out online-cli)

bin=$(game_binary "${1:-}")

fail() { echo "online-cli: FAIL: $*" >&2; echo "online-cli: screenshots and logs in $out" >&2; exit 1; }
say() { echo "online-cli: $*"; }

# shellcheck source=tests/desktop.sh
. tests/desktop.sh
E2E_SCREEN=760x760x24 start_desktop
GUEST_LEFT=0 # the window is the only one

# --- the command line hosts, the window joins ------------------------------------------------
"$bin" --data-dir "$out/cli" --delay 0 host --as easy --port 0 >"$out/host.log" 2>&1 &
cli_pid=$!
pids+=("$cli_pid")
for _ in $(seq 100); do grep -q 'listening on port' "$out/host.log" && break; sleep 0.1; done
port=$(grep -o 'listening on port [0-9]*' "$out/host.log" | awk '{print $4}')
[ -n "$port" ] || fail "the command line does not listen: $(cat "$out/host.log")"
start_side guest 0
guest_joins Bo "127.0.0.1:$port" "$(host_code)"
guest_starts
log_has guest 'is connected' 10
say "the window joined the command line's game on port $port"

# --- the game: the window plays O by clicks, and asks to take a move back --------------------
played() { grep -o ' plays cell [0-9]*' "$out/guest.log" | awk '{print $3}'; }
free_cell() {
  local c
  for c in 4 0 2 6 8 1 3 5 7; do
    played | grep -qx "$c" || { echo "$c"; return; }
  done
}
asked=0
for _ in $(seq 20); do
  grep -q 'game over' "$out/guest.log" && break
  # The command line moves first (X), at once: the window waits for it.
  before=$(played | wc -l)
  [ $((before % 2)) = 1 ] || { sleep 0.2; continue; }
  on guest
  click_cell 3 "$(free_cell)"
  for _ in $(seq 50); do [ "$(played | wc -l)" -gt "$before" ] && break; sleep 0.1; done
  if [ "$asked" = 0 ]; then
    asked=1
    sleep 0.5
    xdotool key ctrl+z # undo: in a network game, it asks the friend
    log_has guest 'asked the friend to go back' 5
    log_has guest 'refused the undo' 5
    sleep 0.5
    shot 01-undo-refused
    say "the window asked to take its move back; the command line's computer played on"
  fi
done
log_has guest 'game over' 10
# One game a command: the command line leaves, and says so (the window waits on no one).
log_has guest 'ended the game: the other player left' 10
for _ in $(seq 50); do kill -0 "$cli_pid" 2>/dev/null || break; sleep 0.1; done
wait "$cli_pid" || fail "the command line's game ended in an error: $(tail -3 "$out/host.log")"
shot 02-game-over
# The same moves on both sides: the window's, in order, and the command line's record.
window_moves=$(played | tr '\n' ' ')
cli_moves=$(grep -cE '^[0-9]+\. [XO] ' "$out/host.log")
[ "$(played | wc -l)" = "$cli_moves" ] ||
  fail "the window played $window_moves; the command line printed $cli_moves moves"
say "the game went to its end on both: $(tail -1 "$out/host.log")"
say "ok"
