#!/usr/bin/env bash
# End to end, as a player at a terminal: `tictactoe terminal` in tmux at 80x24 (send-keys,
# capture-pane). Hard against Hard ends in a draw; a person's game by the cursor and by
# typed cell names, an occupied cell refused with the reason, an undo, a win; Quit gives the
# terminal back; SIGTERM mid-game gives it back too and keeps the game; a game left
# unfinished in the terminal. Then the window, on a virtual display with the same data
# folder, lists the terminal's games in History and resumes the terminal's game. Last, the
# game for a screen reader (`--screen-reader`): lines only, no escape sequence. Every pane
# is kept as text in $E2E_OUT/terminal (default target/e2e/terminal).
#
# Usage: tests/terminal.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=${E2E_OUT:-$root/target/e2e}/terminal
mkdir -p "$out"
rm -rf "$out"/*.txt "$out"/*.png "$out"/*.log "$out"/*.raw "$out/data" "$out/told-data"
export TICTACTOE_DATA_DIR="$out/data"

bin=$(game_binary "${1:-}")

fail() { echo "terminal: FAIL: $*" >&2; echo "terminal: panes in $out" >&2; exit 1; }
say() { echo "terminal: $*"; }

command -v tmux >/dev/null || fail "tmux is needed (script/deps desktop installs it)"
# A tmux server of its own for each start: one killed and one started at once can race.
starts=0
sock=ttt-e2e-$$-0
tm() { tmux -L "$sock" "$@"; }
trap 'for s in $(seq 0 "$starts"); do tmux -L "ttt-e2e-$$-$s" kill-server 2>/dev/null || true; done' EXIT

# Starts the game in a new 80x24 pane; the shell line after it shows its exit status.
start() {
  tm kill-server 2>/dev/null || true
  starts=$((starts + 1))
  sock=ttt-e2e-$$-$starts
  tm new-session -d -s game -x 80 -y 24 \
    "TICTACTOE_DATA_DIR='$out/data' '$bin' terminal; echo EXIT=\$?; sleep 600"
  pane_has "Choose the players" 5
}
pane() { tm capture-pane -p -t game; }
keep() { pane >"$out/$1.txt"; }
pane_has() { # text seconds
  for _ in $(seq $(($2 * 20))); do pane | grep -qF -- "$1" && return 0; sleep 0.05; done
  pane >"$out/failed.txt"
  fail "waited $2 s for '$1' on screen: $(cat "$out/failed.txt")"
}
keys() { for k in "$@"; do tm send-keys -t game "$k"; sleep 0.12; done; }
game_pid() { pgrep -f "$bin terminal" | head -1; }

# --- Hard against Hard: a draw, watched move by move ------------------------------------------
start
keep 01-menu
keys Right Right Right Down Right # X: Human -> Hard; O: Medium -> Hard
pane_has "‹ Hard ›" 2
keys p
pane_has "is thinking" 3
keep 02-hard-thinking
pane_has "A draw: the board is full." 20
keep 03-hard-draw
say "Hard against Hard: a draw"

# --- A person's game: cursor, typed names, an occupied cell, undo, a win -----------------------
keys m Left Left Left Down Down Left Left Left # X and O back to Human
pane_has "O name" 2
keys p
pane_has "Player 1 (X) to move." 3
keys Enter # the cursor starts at b2
pane_has "Last: X b2" 2
keys a 1 Enter # O types a1
pane_has "Last: O a1" 2
keys b 2 Enter # X types an occupied cell
pane_has "b2 is taken by X: choose an empty cell." 2
keep 04-occupied
keys c 3 Enter u # X c3, taken back
pane_has "Last: O a1" 2
keep 05-undone
keys a 2 Enter c 3 Enter c 2 Enter # X a2, O c3, X c2: the middle row
pane_has "Player 1 (X) wins with a2 b2 c2." 2
pane_has "Play again" 1
keep 06-won
say "a person's game: keys, names, refusal, undo, win"
keys q
pane_has "EXIT=0" 3
pane | grep -q "Tic-Tac-Toe" && fail "the terminal was not given back: $(pane)"
say "quit: the terminal is given back, exit 0"

# --- SIGTERM mid-game: the terminal given back, the game kept ---------------------------------
start
keys p
pane_has "Player 1 (X) to move." 3
keys b 2 Enter
pane_has "Last: X b2" 2
kill -TERM "$(game_pid)"
pane_has "EXIT=143" 3
keep 07-terminated
grep -q 'cursor: 1' "$out/data/autosave.ron" || fail "the game was not kept: $(cat "$out/data/autosave.ron")"
say "SIGTERM: the terminal is given back, the game kept"

# --- Resumed in the terminal, one more move, left for the window ------------------------------
start
pane_has "Resume" 2
keys Up Up Up Up Up Enter # up round to the last rows: Quit, Settings, History, Online, Resume
pane_has "Last: X b2" 3
keys a 1 Enter Escape
pane_has "Resume" 3
keep 08-left-for-the-window
keys q
pane_has "The game in progress is kept" 3
say "resumed in the terminal, left unfinished"

# --- The window, on the same folder: the terminal's games in History, its game resumed ---------
(
  # shellcheck source=tests/desktop.sh
  . tests/desktop.sh
  start_desktop
  start_game "$bin"
  sleep 3
  park
  shot 09-window-menu
  click $HISTORY_X $HISTORY_Y
  park
  wait_for 'archive read: 2 games' 5
  shot 10-window-history
  say "the window's History lists the terminal's 2 games"
  press_escape() { xdotool windowfocus --sync "$window"; xdotool key Escape; sleep 0.5; }
  press_escape
  click $RESUME_X $RESUME_Y # Resume, below Play and Quit
  wait_for 'resumed: O../.X./...' 3
  shot 11-window-resumed
  say "the window resumes the terminal's game: O a1, X b2"
  click_cell 3 8 # X c3
  wait_for 'X plays cell 8' 3
  for _ in $(seq 50); do grep -q 'cursor: 3' "$out/data/autosave.ron" && break; sleep 0.1; done
  press_escape
  click $QUIT_X $RESUMING_ACTIONS_Y
  wait "$game" || fail "the window exited with an error"
)

# --- Back in the terminal: the window's move is there; a closed terminal keeps the game --------
start
keys Up Up Up Up Up Enter
pane_has "Last: X c3" 3
keep 12-back-from-the-window
say "the terminal resumes the window's game: X c3"
keys b 1 Enter
pane_has "Last: O b1" 2
pid=$(game_pid)
tm kill-session -t game # the terminal closes: SIGHUP
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && fail "the game outlived its terminal"
grep -q 'cursor: 4' "$out/data/autosave.ron" || fail "the game was not kept: $(cat "$out/data/autosave.ron")"
say "SIGHUP: the game ends with its terminal, kept"

# --- For a screen reader: the same game told as lines, nothing redrawn -------------------------
tm kill-server 2>/dev/null || true
starts=$((starts + 1))
sock=ttt-e2e-$$-$starts
# What the game writes is kept byte for byte (pipe-pane, begun before the game starts).
tm new-session -d -s game -x 80 -y 24 \
  "sleep 0.5; TICTACTOE_DATA_DIR='$out/told-data' '$bin' terminal --screen-reader; echo EXIT=\$?; sleep 600"
tm pipe-pane -t game -o "cat >>'$out/told.raw'"
pane_has "X player, Human" 5
keys Down Down Right # O: Medium -> Hard
pane_has "O player, Hard" 2
keys p
pane_has "Player 1 (X) against Hard (O)" 3
pane_has "row 2, column 2, empty" 1
keys Up
pane_has "row 1, column 2, empty" 1
keys Down Enter # X b2
pane_has "Player 1 (X) plays b2." 2
pane_has "Hard (O) plays" 5
keys Enter # b2 again
pane_has "b2 is taken by X: choose an empty cell." 2
keys B
pane_has "7 empty cells." 2
keep 13-told
keys q
pane_has "EXIT=0" 3
# Only lines: no alternate screen, no cursor moved, nothing cleared.
if grep -aqP '\x1b\[' "$out/told.raw"; then
  fail "the screen reader's mode wrote escape sequences: $(grep -aoP '\x1b\[[0-9;?]*[A-Za-z]' "$out/told.raw" | sort -u | tr '\n' ' ')"
fi
say "for a screen reader: the game told as lines, no escape sequence"
say "1 passed, 0 failed"
