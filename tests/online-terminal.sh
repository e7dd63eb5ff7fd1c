#!/usr/bin/env bash
# A window hosts and a terminal joins: two front ends, one match. The window (Xvfb) hosts
# from its Online screen and invites (its relay: an iroh-relay in dev mode on this computer,
# built by script/iroh-relay); `tictactoe terminal` in tmux opens Online from its menu, types
# its name, the invitation and the code, and joins across the internet's way. They play by clicks and by typed cell
# names; each asks to take a move back and the other allows it; the game goes to a win on
# both; the terminal asks for another game, the window accepts (the marks swap); the
# terminal quits, and the window is told its friend left. Screenshots and panes go to
# $E2E_OUT/online-terminal (default target/e2e/online-terminal).
#
# Usage: tests/online-terminal.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=$(fresh_out online-terminal)

bin=$(game_binary "${1:-}")

fail() { echo "online-terminal: FAIL: $*" >&2; echo "online-terminal: screenshots and panes in $out" >&2; exit 1; }
say() { echo "online-terminal: $*"; }

command -v tmux >/dev/null || fail "tmux is needed (script/deps desktop installs it)"
# shellcheck source=tests/desktop.sh
. tests/desktop.sh
E2E_SCREEN=760x760x24 start_desktop
GUEST_LEFT=0 # the window is the only one
sock=ttt-online-terminal-$$
tm() { tmux -L "$sock" "$@"; }
trap 'tm kill-server 2>/dev/null || true; cleanup' EXIT

panes=0
pane() { # name: the terminal's screen, kept as text
  panes=$((panes + 1))
  tm capture-pane -p -t guest >"$out/$(printf %02d $panes)-$1.txt"
}
pane_has() { # text seconds
  for _ in $(seq $(($2 * 10))); do tm capture-pane -p -t guest | grep -qF "$1" && return 0; sleep 0.1; done
  tm capture-pane -p -t guest >"$out/failed-pane.txt"
  fail "the terminal waited $2 s for '$1'"
}
keys() { tm send-keys -t guest "$@"; sleep 0.15; }
typed() { tm send-keys -t guest -l "$1"; sleep 0.15; }
host_moves() { count_in host ' plays cell '; }
host_has_moves() { # n seconds
  for _ in $(seq $(($2 * 10))); do [ "$(host_moves)" -ge "$1" ] && return 0; sleep 0.1; done
  fail "the window waited $2 s for move $1"
}

# --- the window hosts and invites, the terminal joins by the invitation ------------------------
# The relay both sides name, on this computer (as tests/online.sh).
relay_port=34341
printf 'enable_metrics = false\nhttp_bind_addr = "127.0.0.1:%s"\n' "$relay_port" >"$out/relay.toml"
relay_bin=$(script/iroh-relay)
"$relay_bin" --dev --config-path "$out/relay.toml" >"$out/relay.log" 2>&1 &
pids+=("$!")
for _ in $(seq 100); do
  (exec 3<>"/dev/tcp/127.0.0.1/$relay_port") 2>/dev/null && break
  sleep 0.1
done
for side in host guest; do
  mkdir -p "$out/$side"
  echo "(version: 1, data: (relay: \"http://127.0.0.1:$relay_port\"))" >"$out/$side/settings.ron"
done
start_side host 0
host_online Ana
click 268 461 # Invite
log_has host 'invitation ready (relay: true)' 15
invitation=$(grep -o 'invitation ready (relay: true): [a-z0-9]*' "$out/host.log" | tail -1 | sed 's/.*: //')
tm new-session -d -s guest -x 80 -y 24 \
  "TICTACTOE_DATA_DIR='$out/guest' '$bin' terminal; echo EXIT=\$?; sleep 60"
pane_has 'Quit' 10
# The menu, up round to its last rows: Quit, Settings, History, Online.
for _ in 1 2 3 4; do keys Up; done
keys Enter
pane_has 'Address or invitation' 5
keys Enter # the name
for _ in $(seq 12); do keys BSpace; done
typed Bo
keys Enter Down Down Enter # the address: the invitation
typed "$invitation"
keys Enter Down Enter # the code
typed "$(host_code)"
keys Enter
pane form
keys Down Enter # Join
log_has host 'Bo is connected' 10
pane_has 'Ana (X) to move' 10
pane joined
say "the terminal joined the window's game by its invitation"

# --- moves both ways; the terminal asks to take its move back, the window allows it -----------
on host
click_cell 3 4
pane_has 'Last: X b2' 5
typed a1
keys Enter
host_has_moves 2 5
keys u
sleep 1
shot 01-undo-asked
click 270 420 # the question's Allow
pane_has 'Move 1' 5
pane undo-allowed
say "the terminal asked to take its move back; the window allowed it"

# --- the window asks, the terminal allows ----------------------------------------------------
typed c1
keys Enter
host_has_moves 3 5
on host
xdotool key ctrl+z # undo: in a network game, it asks the friend
pane_has 'Ana asks to take back their last move.' 5
pane undo-asked
keys Enter # Allow
log_has host 'agreed to go back to move 0' 5
pane_has 'Move 0' 5
say "the window asked to take its move back; the terminal allowed it"

# --- a game to its end: X wins down column b --------------------------------------------------
n=$(host_moves)
for move in "host 4" "guest a1" "host 1" "guest c1" "host 7"; do
  set -- $move
  n=$((n + 1))
  if [ "$1" = host ]; then
    on host
    click_cell 3 "$2"
  else
    typed "$2"
    keys Enter
  fi
  host_has_moves "$n" 5
done
log_has host 'game over: X wins' 5
pane_has 'Ana (X) wins' 5
pane game-over
sleep 0.5
shot 02-game-over
say "X (Ana) wins on both"

# --- a rematch: asked by the terminal, accepted by the window; the marks swap --------------------
keys p
pane_has 'Asked Ana for another game.' 5
sleep 1
shot 03-rematch-asked
on host
click 270 420 # the question's Play
log_has host 'players: Bo (X) against Ana (O)' 5
pane_has 'Bo (X) to move' 5
pane rematch
typed b2
keys Enter
host_has_moves $((n + 1)) 5
say "rematch: Bo is X now, and has played"

# --- the terminal quits: the window is told --------------------------------------------------
keys q
pane_has 'EXIT=0' 5
# (The window sleeps until the peer's thread wakes it; beside the other lane's windows on two
# cores this once took over 5 s. Only the friend's own word that it left passes.)
log_has host 'Bo ended the game: the other player left' 15
sleep 0.5
shot 04-friend-left
say "the terminal left; the window says so"
say "ok"
