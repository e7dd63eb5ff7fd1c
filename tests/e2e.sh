#!/usr/bin/env bash
# End to end, as a player: the real binary in a real window on a virtual X display (Xvfb,
# software rendering) with a PulseAudio null sink for its sound. Clicks through
# Menu -> a name typed -> seats -> Play -> moves against Hard -> an occupied cell (red
# flash in the pixels, the warning in the recorded sound) -> GameOver (each mark's, the
# warning's and the result's sounds heard; a button's click) -> Menu -> a 5x5
# four-in-a-row game with an undo (on a German keyboard) -> a drawn game by the keyboard alone
# (its sound heard; the keys that move on a French keyboard, named so in the shortcuts list)
# -> Medium against Hard with no input -> Quit, and checks
# the exit status; then starts it again (the choices are remembered; the volume turned
# down is heard quieter; a game abandoned), once more over a garbled settings file, and
# once after a kill -9 mid-game, to resume it. In between, a game lost to Easy on purpose is
# found in History, stepped through with the keys, reviewed (X's slip marked) and played
# again from move 2. Screenshots go to $E2E_OUT (default target/e2e).
#
# Usage: tests/e2e.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=${E2E_OUT:-$root/target/e2e}
mkdir -p "$out"
rm -rf "$out"/*.png "$out"/*.wav "$out"/*.log "$out/data"

bin=$(game_binary "${1:-}")

fail() { echo "e2e: FAIL: $*" >&2; echo "e2e: screenshots and log in $out" >&2; exit 1; }
say() { echo "e2e: $*"; }

# shellcheck source=tests/desktop.sh
. tests/desktop.sh
start_desktop
start_game "$bin"
sleep 3 # first frames on a software renderer

# --- Menu -> seats -> Play ------------------------------------------------------------------
shot 01-menu
is_color 01-menu $(($(seat_x Human) - 40)) $((X_ROW - 12)) $SELECTED || fail "X's Human choice is not highlighted"
# A name typed in X's field; a click elsewhere ends the typing.
click $NAME_X $X_ROW
xdotool windowfocus --sync "$window"
xdotool type --delay 80 "Ana"
click 360 130
click "$(seat_x Hard)" $O_ROW
park
shot 02-seats
for _ in $(seq 30); do grep -q 'x: "Ana"' "$out/data/settings.ron" 2>/dev/null && break; sleep 0.1; done
grep -q 'x: "Ana"' "$out/data/settings.ron" || fail "the name typed was not kept"
is_color 02-seats $(($(seat_x Hard) - 40)) $((O_ROW - 12)) $SELECTED || fail "O's Hard choice is not highlighted"
is_color 02-seats $(($(seat_x Medium) - 40)) $((O_ROW - 12)) $BUTTON || fail "O's old choice is still highlighted"
click $PLAY_X $MENU_ACTIONS_Y
sleep 0.5
wait_for 'players: Ana (X) against Hard (O)' 3
say "menu ok: X Ana, a person, O Hard"

# --- moves against Hard, an illegal click, to the end ----------------------------------------
# The whole game is recorded: each mark, the warning and the result have their own sound.
record game1 14
game_rec=$rec
taken=()
first=""
while ! grep -q 'game over' "$log"; do
  before=$(moves)
  for c in 4 0 2 6 8 1 3 5 7; do # X takes the centre, then corners, then edges
    [[ " ${taken[*]} " == *" $c "* ]] || break
  done
  click_cell 3 "$c"
  first=${first:-$c}
  wait_for "X plays cell $c" 5
  taken+=("$c")
  grep -q 'game over' "$log" && break
  # Hard answers after its think delay (0.6 s).
  for _ in $(seq 50); do [ "$(moves)" -ge $((before + 2)) ] && break; sleep 0.1; done
  o=$(grep -o 'O plays cell [0-9]*' "$log" | tail -1 | awk '{print $4}')
  taken+=("$o")
  if [ "${#taken[@]}" = 2 ]; then
    shot 03-playing
    # The occupied centre: flash and warning.
    record warning 2
    sleep 0.4
    read -r fx fy < <(cell_corner 3 "$first")
    read -r cx cy < <(cell_xy 3 "$first")
    xdotool mousemove $((X + cx)) $((Y + cy)); sleep 0.25
    xdotool click 1; sleep 0.1 # the flash lasts 0.3 s
    shot 04-illegal
    wait "$rec"
    grep -q "X cannot play cell $first" "$log" || fail "the occupied cell was not refused"
    is_color 04-illegal "$fx" "$fy" $FLASH || fail "cell $first did not flash red: $(pixel 04-illegal "$fx" "$fy")"
    sleep 0.4
    shot 05-after-flash
    is_color 05-after-flash "$fx" "$fy" $CELL || fail "cell $first stayed red"
    peak=$(peak_of "$out/warning.wav")
    awk -v p="${peak:-0}" 'BEGIN{exit !(p > 0.05)}' || fail "no warning sound (peak ${peak:-none})"
    say "illegal click ok: red flash, warning peak $peak at 80 % volume"
  fi
done
sleep 0.5
shot 06-game-over
result=$(grep -o 'game over: [A-Za-z ]*' "$log" | tail -1)
say "first game: $result"
[[ "$result" != *"X wins"* ]] || fail "X beat Hard: $result"
wait "$game_rec"
for cue in place_x place_o warning; do
  heard_cue "$out/game1.wav" $cue || fail "no $cue sound in the game: heard $(heard_cue "$out/game1.wav" | xargs)"
done
if [[ "$result" == *Draw* ]]; then end=draw; else end=win; fi
heard_cue "$out/game1.wav" $end || fail "no $end sound at the end: heard $(heard_cue "$out/game1.wav" | xargs)"
say "sounds ok: heard $(heard_cue "$out/game1.wav" | xargs)"

# --- GameOver -> Menu -> 5x5, four in a row ---------------------------------------------------
record button 2
sleep 0.3
click $OVER_MENU_X $OVER_Y
wait "$rec"
heard_cue "$out/button.wav" click || fail "no click from the Menu button: heard $(heard_cue "$out/button.wav" | xargs)"
say "button click heard"
sleep 0.2
click "$(seat_x Human)" $O_ROW
click "$(option_x 5)" $SIZE_ROW
click "$(option_x 4)" $K_ROW
park
shot 07-menu-5x5
is_color 07-menu-5x5 $(($(option_x 5) - 12)) $((SIZE_ROW - 15)) $SELECTED || fail "board 5 is not highlighted"
is_color 07-menu-5x5 $(($(option_x 4) - 12)) $((K_ROW - 15)) $SELECTED || fail "4 in a row is not highlighted"
click $PLAY_X $MENU_ACTIONS_Y
sleep 0.5
games=$(grep -c 'game over' "$log")
# X down the first column, O down the second: three in a row is not enough, four wins.
for c in 0 1 5 6 10 11; do click_cell 5 $c; done
# Ctrl+Z takes O's last move back; O plays it again. On a German keyboard, where the key
# printed Z is the US Y's: Strg and that key undo. (No window manager: focus by hand; Ctrl
# held as a hand holds it, not pressed and let go within one frame.)
xdotool windowfocus --sync "$window"
setxkbmap de
xdotool keydown ctrl; sleep 0.1; xdotool key z; sleep 0.1; xdotool keyup ctrl
setxkbmap us
wait_for 'Undo to ply 5' 3
shot 07b-undone
click_cell 5 11
[ "$(grep -c 'game over' "$log")" = "$games" ] || fail "three in a row ended a four-in-a-row game"
click_cell 5 15
for _ in $(seq 50); do [ "$(grep -c 'game over' "$log")" -gt "$games" ] && break; sleep 0.1; done
last=$(grep 'game over' "$log" | tail -1)
[[ "$last" == *"game over: X wins (XO.../XO.../XO.../X..../..... k=4)"* ]] ||
  fail "the 5x5 game did not end with X's four in a row: $last"
sleep 0.5
shot 08-game-over-5x5
read -r wx wy < <(cell_corner 5 15)
is_color 08-game-over-5x5 "$wx" "$wy" $WIN_CELL || fail "the winning line is not highlighted"
read -r lx ly < <(cell_corner 5 1)
is_color 08-game-over-5x5 "$lx" "$ly" $CELL || fail "a cell off the line is highlighted"
say "5x5 four in a row ok"

# --- A drawn 3x3 game, two people, by the keyboard alone: its sound is heard -----------------
click $OVER_MENU_X $OVER_Y
click "$(option_x 3)" $SIZE_ROW
park
xdotool windowfocus --sync "$window"
# N is Play; then the board has the keys.
xdotool key n; sleep 0.6
wait_for 'new game: .../.../...' 3
# On a French keyboard the keys that move are printed Z Q S D: the cursor goes up, left,
# down, right (back to the centre), and the shortcuts list names them so.
setxkbmap fr
for k in z q s d; do xdotool key $k; sleep 0.12; done
xdotool key F1; sleep 0.5
shot 08a-shortcuts-azerty
setxkbmap us
tesseract "$out/08a-shortcuts-azerty.png" - 2>/dev/null | grep -q 'ZQSD' ||
  fail "the shortcuts list does not name ZQSD on a French keyboard"
xdotool key Escape; sleep 0.3
# X O X / X O O / O X X, by the arrows from the centre, where the cursor starts.
draw_keys=(
  "Up Left Return" "Right Return" "Right Return" "Down Left Return" "Left Return"
  "Right Right Return" "Down Left Return" "Left Return"
)
for keys in "${draw_keys[@]}"; do
  for k in $keys; do xdotool key "$k"; sleep 0.12; done
  sleep 0.25
done
# The coach on (C), and the game as it stands at every window size.
xdotool key c; sleep 0.5
shot_sizes 20-playing "${SIZES[@]}"
resize 720 720
xdotool key c; sleep 0.3
record draw 2
sleep 0.3
for k in Right Right Return; do xdotool key "$k"; sleep 0.12; done
wait "$rec"
wait_for 'game over: Draw' 3
shot 08b-draw-by-keys
shot_sizes 21-game-over "${SIZES[@]}"
resize 720 720
heard_cue "$out/draw.wav" draw || fail "no draw sound: heard $(heard_cue "$out/draw.wav" | xargs)"
say "keyboard-only draw ok, its sound heard"

# --- Two computers play a whole game with the mouse still: the window wakes by itself -------
click $OVER_MENU_X $OVER_Y
click "$(seat_x Medium)" $X_ROW
click "$(seat_x Hard)" $O_ROW
click $PLAY_X $MENU_ACTIONS_Y
park
games=$(grep -c 'game over' "$log")
for _ in $(seq 200); do [ "$(grep -c 'game over' "$log")" -gt "$games" ] && break; sleep 0.1; done
[ "$(grep -c 'game over' "$log")" -gt "$games" ] || fail "Medium vs Hard did not finish by itself"
sleep 0.5
shot 09-computers
say "computer vs computer ok: $(grep -o 'game over: [A-Za-z ]*' "$log" | tail -1)"

# --- Quit -------------------------------------------------------------------------------------
click $OVER_QUIT_X $OVER_Y
for _ in $(seq 100); do kill -0 "$game" 2>/dev/null || break; sleep 0.1; done
kill -0 "$game" 2>/dev/null && fail "Quit did not close the game"
status=0
wait "$game" || status=$?
[ "$status" = 0 ] || fail "the game exited with status $status"
say "quit ok: exit status 0"

# --- Started again, the menu remembers the last choices ---------------------------------------
start_game "$bin"
sleep 3
park
shot 10-remembered
is_color 10-remembered $(($(seat_x Medium) - 40)) $((X_ROW - 12)) $SELECTED || fail "X's Medium was forgotten"
is_color 10-remembered $(($(seat_x Hard) - 40)) $((O_ROW - 12)) $SELECTED || fail "O's Hard was forgotten"
is_color 10-remembered $(($(seat_x Human) - 40)) $((X_ROW - 12)) $BUTTON || fail "X's Human is still chosen"
say "settings remembered: X Medium, O Hard"
saved() { # pattern: waits for the settings file to hold it
  for _ in $(seq 50); do grep -q "$1" "$out/data/settings.ron" && return 0; sleep 0.1; done
  fail "not saved: $1 ($(cat "$out/data/settings.ron"))"
}
click 634 36  # Settings, top right
click 535 142 # Computer waits: + (under Language)
for _ in 1 2 3 4 5; do click 353 317; done # Volume: - five times, 80 % -> 30 % (under the brain's row)
click 462 359 # Sound: Off
park
shot 10b-settings
saved 'think_delay: 0.7'
saved 'volume: 0.3'
saved 'mute: true'
click 372 359 # Sound: On
saved 'mute: false'
say "settings screen ok: waits 0.7 s, volume 30 %, sound off and on again"
click 359 696 # Back
# The warning at 30 % volume, from an occupied cell.
click "$(seat_x Human)" $X_ROW
click $PLAY_X $MENU_ACTIONS_Y
click_cell 3 4
wait_for 'O plays cell' 5
record quiet 2
sleep 0.4
click_cell 3 4
wait "$rec"
quiet=$(peak_of "$out/quiet.wav")
# The channel's volume is a gain in decibels; 30 % of 80 % is about a third of the amplitude.
awk -v q="${quiet:-0}" -v p="$peak" 'BEGIN{exit !(q > 0.01 && q < p * 0.6)}' ||
  fail "the warning at 30 % (peak ${quiet:-none}) is not quieter than at 80 % ($peak)"
say "volume ok: warning peak $quiet at 30 %, $peak at 80 %"
# Menu asks first; Abandon forgets the game.
click $PLAYING_MENU_X $PLAYING_MENU_Y
shot 10c-leave
click $ABANDON_X $LEAVE_Y
sleep 0.5
park
shot 10d-abandoned
for _ in $(seq 30); do [ -e "$out/data/autosave.ron" ] || break; sleep 0.1; done
[ -e "$out/data/autosave.ron" ] && fail "the abandoned game is still saved"
say "abandon ok: the game is forgotten"

# --- History, Replay, Review: a game lost to Easy on purpose, then played again from move 2 ---
# X never blocks O and never completes a line of its own, so Easy (which takes a win in one)
# wins sooner or later; a game that X loses from the drawn empty board holds a slip of X's.
click "$(seat_x Easy)" $O_ROW
lines=("0 1 2" "3 4 5" "6 7 8" "0 3 6" "1 4 7" "2 5 8" "0 4 8" "2 4 6")
completes() { # mark cell: whether the mark placed there makes a line
  local line a b c n x
  for line in "${lines[@]}"; do
    read -r a b c <<<"$line"
    [[ " $a $b $c " == *" $2 "* ]] || continue
    n=0
    for x in $a $b $c; do [ "$x" = "$2" ] || [ "${cells[$x]}" = "$1" ] && n=$((n + 1)); done
    [ "$n" = 3 ] && return 0
  done
  return 1
}
overs() { grep -c 'game over' "$log" || true; }
lost=""
for attempt in 1 2 3 4 5 6; do
  click $PLAY_X $MENU_ACTIONS_Y
  cells=(. . . . . . . . .)
  games=$(overs)
  while [ "$(overs)" = "$games" ]; do
    pick=""
    for c in 1 3 5 7 0 2 6 8 4; do
      [ "${cells[$c]}" = . ] || continue
      completes X "$c" || completes O "$c" || { pick=$c; break; }
    done
    for c in 1 3 5 7 0 2 6 8 4; do [ -z "$pick" ] && [ "${cells[$c]}" = . ] && pick=$c; done
    before=$(moves)
    click_cell 3 "$pick"
    cells[pick]=X
    for _ in $(seq 50); do
      [ "$(overs)" != "$games" ] && break
      [ "$(moves)" -ge $((before + 2)) ] && break
      sleep 0.1
    done
    [ "$(overs)" != "$games" ] && break
    o=$(grep -o 'O plays cell [0-9]*' "$log" | tail -1 | awk '{print $4}')
    cells[o]=O
  done
  sleep 0.5
  if grep 'game over' "$log" | tail -1 | grep -q 'O wins'; then lost=$attempt; break; fi
  click $OVER_MENU_X $OVER_Y
  sleep 0.5
done
[ -n "$lost" ] || fail "Easy never beat the X that does not block"
shot 14-lost-to-easy
say "lost to Easy on purpose (game $lost): $(grep -o 'game over: [^ ]* [^ ]*' "$log" | tail -1)"
wait_for 'kept in the archive' 3
click $OVER_MENU_X $OVER_Y
click $HISTORY_X $HISTORY_Y
park
shot 15-history
wait_for 'archive read' 3
click $HISTORY_ROW_X $HISTORY_ROW_Y
park
xdotool windowfocus --sync "$window"
for key in Right Right Right Left; do xdotool key "$key"; sleep 0.3; done
shot 16-replay
xdotool key End; sleep 0.3
xdotool key r
wait_for 'review: ' 20
grep 'review: ' "$log" | tail -1 | grep -q '[0-9]\. X [a-c][1-3] ?' ||
  fail "no slip of X's marked: $(grep 'review: ' "$log" | tail -1)"
slip=$(grep -o 'review: .*' "$log" | tail -1 | grep -o '[0-9]*\. X [a-c][1-3] ??*' | head -1)
xdotool key Home
for _ in $(seq "${slip%%.*}"); do xdotool key Right; sleep 0.15; done
sleep 0.5
shot 17-review
say "history, replay and review ok: $(grep -o 'review: .*' "$log" | tail -1)"
for key in Home Right Right; do xdotool key "$key"; sleep 0.3; done
click $FROM_HERE_X $FROM_HERE_Y
wait_for 'resumed: ' 3
resumed=$(grep -o 'resumed: .*' "$log" | tail -1)
[ "$(echo "$resumed" | grep -o '[XO]' | wc -l)" = 2 ] || fail "Play from here did not start at move 2: $resumed"
shot 18-from-here
say "play from here ok: $resumed"
# Given up, so that the menu offers no Resume (its row moves the buttons).
click $PLAYING_MENU_X $PLAYING_MENU_Y
click $ABANDON_X $LEAVE_Y
sleep 0.5
click $QUIT_X $MENU_ACTIONS_Y
wait "$game" || fail "the game exited with an error"

# --- A garbled settings file: a notice, the defaults, and the file kept aside ----------------
echo "(version: 1, data: (x: Ai(Ha" >"$out/data/settings.ron"
start_game "$bin"
sleep 3
park
shot 11-bad-settings
grep -q "Settings reset to defaults" "$log" || grep -q "unusable" "$log" || fail "no word of the bad settings file in the log"
ls "$out/data" | grep -q '^settings.ron.bad-' || fail "the bad settings file was not kept aside"
is_color 11-bad-settings 360 20 $NOTICE || fail "no notice on screen: $(pixel 11-bad-settings 360 20)"
is_color 11-bad-settings $(($(seat_x Human) - 40)) $((X_ROW - 12)) $SELECTED || fail "X is not back to Human"
say "bad settings ok: notice, defaults, file kept aside"
click $QUIT_X $MENU_ACTIONS_Y
wait "$game" || fail "the game exited with an error"

# --- kill -9 in the middle of a game; started again, Resume brings it back -------------------
start_game "$bin"
sleep 3
click $PLAY_X $MENU_ACTIONS_Y
click_cell 3 4
wait_for 'O plays cell' 5
o=$(grep -o 'O plays cell [0-9]*' "$log" | tail -1 | awk '{print $4}')
# The autosave is written off the main thread: kill once it holds both moves.
for _ in $(seq 100); do grep -q 'cursor: 2' "$out/data/autosave.ron" 2>/dev/null && break; sleep 0.1; done
grep -q 'cursor: 2' "$out/data/autosave.ron" || fail "no autosave of the game in progress"
kill -9 "$game"
wait "$game" 2>/dev/null || true
start_game "$bin"
sleep 3
park
shot 12-resume-offered
click $RESUME_X $RESUME_Y # Resume, below Play and Quit
sleep 0.5
park
shot 13-resumed
expected=""
for i in 0 1 2 3 4 5 6 7 8; do
  c=.; [ "$i" = 4 ] && c=X; [ "$i" = "$o" ] && c=O
  expected+=$c; [ "$i" = 2 ] || [ "$i" = 5 ] && expected+=/
done
grep -q "resumed: $expected" "$log" || fail "not resumed as $expected: $(grep -o 'resumed: .*' "$log" || true)"
say "resume after kill -9 ok: $expected"
click_cell 3 "$([ "$o" = 0 ] && echo 8 || echo 0)"
wait_for 'X plays cell' 3
press_escape() { xdotool windowfocus --sync "$window"; xdotool key Escape; sleep 0.5; }
press_escape
click $QUIT_X $RESUMING_ACTIONS_Y # Quit, moved up by the Resume row
wait "$game" || fail "the game exited with an error"

# --- The other screens at every window size ----------------------------------------------------
start_game "$bin"
sleep 3
park
shot_sizes 22-menu "${SIZES[@]}"
resize 720 720
click 634 36 # Settings
park
shot_sizes 23-settings "${SIZES[@]}"
resize 720 720
press_escape
click $HISTORY_X $HISTORY_Y
park
shot_sizes 24-history "${SIZES[@]}"
resize 720 720
xdotool key Return # the newest game
sleep 0.8
park
shot_sizes 25-replay "${SIZES[@]}"
resize 720 720
press_escape
press_escape
click $QUIT_X $RESUMING_ACTIONS_Y
wait "$game" || fail "the game exited with an error"
say "every screen photographed at ${SIZES[*]}"
say "1 passed, 0 failed"
