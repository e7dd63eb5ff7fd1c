#!/usr/bin/env bash
# Two real windows play a network game, side by side on one virtual display (Xvfb), each
# with its own files. The host clicks Online, types its name and starts, and with Invite
# shows its invitation (its relay: an iroh-relay in dev mode on this computer, built by
# script/iroh-relay); the host's Copy invitation puts it on the clipboard; the guest clicks
# Online, Join, types its name and the join code the host shows (after two strangers with a
# wrong code by the host's address, which the host's screen counts) and pastes the
# invitation into Address with Ctrl+V. They
# play a game by clicks on both windows, and both screenshots show the same final board and
# result; the guest asks for another game and the host accepts (the marks swap). In it the
# guest is killed (kill -9), started again, and rejoins through Resume on its menu; the game
# goes on to its end, again the same on both. Screenshots go to $E2E_OUT/online (default
# target/e2e/online): look at them.
#
# Usage: tests/online.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=$(fresh_out online)

bin=$(game_binary "${1:-}")

fail() { echo "online: FAIL: $*" >&2; echo "online: screenshots and logs in $out" >&2; exit 1; }
say() { echo "online: $*"; }

# shellcheck source=tests/desktop.sh
. tests/desktop.sh
# Room for two 720x720 windows side by side.
E2E_DISPLAY=${E2E_ONLINE_DISPLAY:-:96} E2E_SCREEN=1500x760x24 start_desktop

side_shot() { # name: both windows side by side
  import -display "$DISPLAY" -window root -crop "1480x720+0+0" "$out/$1.png"
}
board_of() { # shot side -> the board's picture, cut out
  local left=$([ "$2" = host ] && echo 0 || echo $GUEST_LEFT)
  convert "$out/$1.png" -crop "${BOARD_SIDE}x$BOARD_SIDE+$((left + BOARD_X))+$BOARD_Y" "$out/$1-$2-board.png"
}
same_boards() { # shot: the two boards are the same picture
  board_of "$1" host
  board_of "$1" guest
  local diff
  diff=$(compare -metric AE "$out/$1-host-board.png" "$out/$1-guest-board.png" null: 2>&1 || true)
  [ "$diff" = 0 ] || fail "$1: the boards differ in $diff pixels"
}
# --- set up: the host hosts, the guest joins with the code on the host's screen --------------
# The host's relay, on this computer.
relay_port=34340
printf 'enable_metrics = false\nhttp_bind_addr = "127.0.0.1:%s"\n' "$relay_port" >"$out/relay.toml"
relay_bin=$(script/iroh-relay) # built (once) before anything waits on it
"$relay_bin" --dev --config-path "$out/relay.toml" >"$out/relay.log" 2>&1 &
pids+=("$!")
for _ in $(seq 100); do
  (exec 3<>"/dev/tcp/127.0.0.1/$relay_port") 2>/dev/null && break
  sleep 0.1
done
(exec 3<>"/dev/tcp/127.0.0.1/$relay_port") 2>/dev/null || fail "the relay does not listen: $(tail -3 "$out/relay.log")"
mkdir -p "$out/host"
echo "(version: 1, data: (relay: \"http://127.0.0.1:$relay_port\"))" >"$out/host/settings.ron"
start_side host 0
# The Online screen, both ways, at the sizes a player might give the window (before the
# guest's window is there to be covered).
on host
click $ONLINE_X $MENU_ACTIONS_Y
window=$host_win
WIDTH=720 HEIGHT=720
shot_sizes 00-online-host "${SIZES[@]}"
resize 720 720
click 343 160 # Join
shot_sizes 00-online-join "${SIZES[@]}"
resize 720 720
click 300 145 # Host again: the screen keeps its choice
xdotool key Escape
sleep 0.5
start_side guest $GUEST_LEFT
host_online Ana
click 268 461 # Invite: nothing is opened on the internet before
log_has host 'invitation ready (relay: true)' 15
invitation=$(grep -o 'invitation ready (relay: true): [a-z0-9]*' "$out/host.log" | tail -1 | sed 's/.*: //')
sleep 0.5
side_shot 01-hosting
say "the host shows the code $(host_code)"
# Two strangers with a wrong code: the host's screen counts them, and says from where.
for _ in 1 2; do
  if echo AAAAAA | "$bin" --data-dir "$out/stranger" join "127.0.0.1:$(host_port)" --as easy --code - \
    >>"$out/stranger.log" 2>&1; then
    fail "a wrong code opened the game"
  fi
done
log_has host 'in all: 2 wrong codes' 5
sleep 0.5
side_shot 01-hosting-wrong-codes
say "the host counts 2 wrong codes, from 127.0.0.1"
# Copy invitation puts it on the clipboard; the guest pastes it into Address (Ctrl+V).
on host
click 280 631 # Copy invitation
sleep 0.5
copied=$(xclip -o -selection clipboard 2>/dev/null || true)
[ "$copied" = "$invitation" ] || fail "the clipboard holds \"$copied\", not the invitation"
say "Copy invitation put it on the clipboard"
guest_joins Bo "" "$(host_code)"
on guest
click 370 305
# As a hand does: Ctrl held down first, V pressed a moment later.
xdotool keydown ctrl
sleep 0.2
xdotool key v
sleep 0.1
xdotool keyup ctrl
sleep 0.5
xdotool key Return
sleep 0.3
side_shot 02-joining
guest_starts
log_has host 'Bo is connected' 10
log_has guest 'Ana is connected' 10
log_has guest 'players: Ana (X) against Bo (O)' 5
park
sleep 1
side_shot 03-connected
say "connected: Ana (X) hosts, Bo (O) joined"

# --- a game by clicks on both windows ------------------------------------------------------
for move in "host 4" "guest 0" "host 1" "guest 2" "host 7"; do
  play_cell $move
done
log_has host 'game over: X wins' 5
log_has guest 'game over: X wins' 5
on host
park
sleep 1
side_shot 04-game-over
same_boards 04-game-over
say "the same board on both, X (Ana) wins on both"

# --- a rematch: asked by the guest, accepted by the host; the marks swap ---------------------
on guest
click $OVER_PLAY_X $OVER_Y
sleep 1
side_shot 05-rematch-asked
on host
click 270 420 # the question's Play
log_has host 'players: Bo (X) against Ana (O)' 5
log_has guest 'players: Bo (X) against Ana (O)' 5
say "rematch: Bo is X now"

# --- kill -9 mid-game, and back through Resume ------------------------------------------------
play_cell guest 4
play_cell host 0
kill -9 "$guest_pid"
wait "$guest_pid" 2>/dev/null || true
log_has host 'connection lost' 30
sleep 1
side_shot 06-guest-killed
start_side guest $GUEST_LEFT
on guest
side_shot 07-guest-menu
click $RESUME_X $RESUME_Y # Resume, on the menu's row of the unfinished game
log_has guest 'Ana is connected' 10
sleep 1
park
side_shot 08-rejoined
same_boards 08-rejoined
for move in "guest 1" "host 2" "guest 7"; do
  play_cell $move
done
log_has host 'game over: X wins' 5
sleep 1
side_shot 09-game-over
same_boards 09-game-over
[ "$(grep -c 'game over: X wins' "$out/guest.log")" -ge 2 ] || fail "the guest did not see the second game end"
say "the guest came back through Resume; the game went on to the same end on both"
say "ok"
