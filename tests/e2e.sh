#!/usr/bin/env bash
# End to end, as a player: the real binary in a real window on a virtual X display (Xvfb,
# software rendering) with a PulseAudio null sink for its sound. Clicks through
# Menu -> seats -> Play -> moves against Hard -> an occupied cell (red flash in the pixels,
# the warning in the recorded sound) -> GameOver -> Menu -> a 5x5 four-in-a-row game ->
# Quit, and checks the exit status. Screenshots go to $E2E_OUT (default target/e2e).
#
# Usage: tests/e2e.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${E2E_OUT:-$root/target/e2e}
mkdir -p "$out"
rm -f "$out"/*.png "$out"/*.wav "$out"/*.log

bin=${1:-}
if [ -z "$bin" ]; then
  cargo build --quiet
  bin="${CARGO_TARGET_DIR:-$root/target}/debug/tictactoe"
fi
bin=$(realpath "$bin")

fail() { echo "e2e: FAIL: $*" >&2; echo "e2e: screenshots and log in $out" >&2; exit 1; }
say() { echo "e2e: $*"; }

# --- a desktop with no display, GPU or sound card -------------------------------------------
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/ttt-e2e-runtime}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
display=${E2E_DISPLAY:-:97}
export DISPLAY=$display
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
if ! xdpyinfo >/dev/null 2>&1; then
  Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  xdpyinfo >/dev/null 2>&1 || fail "Xvfb did not start"
fi
if ! pactl info >/dev/null 2>&1; then
  pulseaudio -D --exit-idle-time=-1 -n --load="module-null-sink sink_name=nullsink" \
    --load="module-native-protocol-unix" >/dev/null 2>&1 || true
  for _ in $(seq 50); do pactl info >/dev/null 2>&1 && break; sleep 0.1; done
fi
pactl set-default-sink nullsink 2>/dev/null || say "no PulseAudio: the sound check will fail"

# --- the game, started away from the source tree: it must find its assets by itself --------
log="$out/game.log"
(cd "$(mktemp -d)" && RUST_LOG=info exec "$bin" >"$log" 2>&1) &
game=$!
pids+=("$game")
window=""
for _ in $(seq 300); do
  window=$(xdotool search --name '^Tic-Tac-Toe$' 2>/dev/null | head -1 || true)
  [ -n "$window" ] && break
  kill -0 "$game" 2>/dev/null || fail "the game exited early: $(tail -5 "$log")"
  sleep 0.2
done
[ -n "$window" ] || fail "no window appeared"
eval "$(xdotool getwindowgeometry --shell "$window")"   # X, Y, WIDTH, HEIGHT
[ "$WIDTH" = 720 ] && [ "$HEIGHT" = 720 ] || fail "window is ${WIDTH}x$HEIGHT, expected 720x720"
sleep 3 # first frames on a software renderer

# --- helpers ------------------------------------------------------------------------------------
# Layout of the 720x720 window (logical pixels = screen pixels at scale 1).
click() { # x y (window coordinates): hover first, as a hand does, then click
  xdotool mousemove $((X + $1)) $((Y + $2)); sleep 0.25
  xdotool click 1; sleep 0.35
}
park() { xdotool mousemove $((X + 700)) $((Y + 5)); sleep 0.3; }
shot() { import -display "$DISPLAY" -window root "$out/$1.png"; }
pixel() { # file x y -> "r g b"
  convert "$out/$1.png" -format '%[pixel:p{'$((X + $2))','$((Y + $3))'}]' info: |
    sed -E 's/[^0-9,]//g; s/,/ /g' | awk '{print $1, $2, $3}'
}
is_color() { # file x y r g b: within 12 per channel
  read -r r g b < <(pixel "$1" "$2" "$3")
  awk -v r="$r" -v g="$g" -v b="$b" -v R="$4" -v G="$5" -v B="$6" \
    'function d(a,b){return a>b?a-b:b-a} BEGIN{exit !(d(r,R)<=12 && d(g,G)<=12 && d(b,B)<=12)}'
}
seat_x() { case $1 in Human) echo 251 ;; Easy) echo 368 ;; Medium) echo 484 ;; Hard) echo 601 ;; esac; }
X_ROW=277 O_ROW=336 SIZE_ROW=395 K_ROW=454
option_x() { echo $((220 + (${1} - 3) * 55 + (${1} - 3) / 2)); } # board size / k buttons 3..10
PLAY_X=262 QUIT_X=456 MENU_ACTIONS_Y=542
OVER_PLAY_X=194 OVER_MENU_X=360 OVER_QUIT_X=526 OVER_Y=669
BOARD_X=122 BOARD_Y=112 BOARD_SIDE=475
cell_xy() { # n cell -> "x y" of the cell's centre on an n x n board
  local n=$1 c=$2
  echo $((BOARD_X + BOARD_SIDE * (2 * (c % n) + 1) / (2 * n))) $((BOARD_Y + BOARD_SIDE * (2 * (c / n) + 1) / (2 * n)))
}
cell_corner() { # n cell -> a point inside the cell, clear of its mark
  local n=$1 c=$2
  echo $((BOARD_X + BOARD_SIDE * (c % n) / n + 12)) $((BOARD_Y + BOARD_SIDE * (c / n) / n + 12))
}
click_cell() { read -r cx cy < <(cell_xy "$1" "$2"); click "$cx" "$cy"; }
moves() { grep -c ' plays cell ' "$log" || true; }
wait_for() { # pattern seconds
  for _ in $(seq $(($2 * 10))); do grep -q "$1" "$log" && return 0; sleep 0.1; done
  fail "waited $2 s for '$1'"
}
# Colours from src/theme.rs, as 8-bit sRGB.
SELECTED="56 117 179" BUTTON="51 56 71" FLASH="217 31 31" WIN_CELL="41 115 64" CELL="36 38 51"

# --- Menu -> seats -> Play ------------------------------------------------------------------
shot 01-menu
is_color 01-menu $(($(seat_x Human) - 45)) $((X_ROW - 15)) $SELECTED || fail "X's Human choice is not highlighted"
click "$(seat_x Hard)" $O_ROW
park
shot 02-seats
is_color 02-seats $(($(seat_x Hard) - 45)) $((O_ROW - 15)) $SELECTED || fail "O's Hard choice is not highlighted"
is_color 02-seats $(($(seat_x Medium) - 45)) $((O_ROW - 15)) $BUTTON || fail "O's old choice is still highlighted"
click $PLAY_X $MENU_ACTIONS_Y
sleep 0.5
say "menu ok: X Human, O Hard"

# --- moves against Hard, an illegal click, to the end ----------------------------------------
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
    (timeout 2 parec -d nullsink.monitor --file-format=wav "$out/warning.wav" 2>/dev/null || true) &
    rec=$!
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
    peak=$(sox "$out/warning.wav" -n stat 2>&1 | awk '/Maximum amplitude/ {print $3}')
    awk -v p="${peak:-0}" 'BEGIN{exit !(p > 0.05)}' || fail "no warning sound (peak ${peak:-none})"
    say "illegal click ok: red flash, warning peak $peak"
  fi
done
sleep 0.5
shot 06-game-over
result=$(grep -o 'game over: [A-Za-z ]*' "$log" | tail -1)
say "first game: $result"
[[ "$result" != *"X wins"* ]] || fail "X beat Hard: $result"

# --- GameOver -> Menu -> 5x5, four in a row ---------------------------------------------------
click $OVER_MENU_X $OVER_Y
sleep 0.5
click "$(seat_x Human)" $O_ROW
click "$(option_x 5)" $SIZE_ROW
click "$(option_x 4)" $K_ROW
park
shot 07-menu-5x5
is_color 07-menu-5x5 $(($(option_x 5) - 18)) $((SIZE_ROW - 15)) $SELECTED || fail "board 5 is not highlighted"
is_color 07-menu-5x5 $(($(option_x 4) - 18)) $((K_ROW - 15)) $SELECTED || fail "4 in a row is not highlighted"
click $PLAY_X $MENU_ACTIONS_Y
sleep 0.5
games=$(grep -c 'game over' "$log")
# X down the first column, O down the second: three in a row is not enough, four wins.
for c in 0 1 5 6 10 11; do click_cell 5 $c; done
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

# --- Quit -------------------------------------------------------------------------------------
click $OVER_QUIT_X $OVER_Y
for _ in $(seq 100); do kill -0 "$game" 2>/dev/null || break; sleep 0.1; done
kill -0 "$game" 2>/dev/null && fail "Quit did not close the game"
status=0
wait "$game" || status=$?
[ "$status" = 0 ] || fail "the game exited with status $status"
say "quit ok: exit status 0"
say "1 passed, 0 failed"
