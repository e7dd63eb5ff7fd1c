# Shared by the desktop scripts (tests/e2e.sh, script/idle-cpu): a virtual desktop, the
# game in it, and helpers to click it, photograph it and read its pixels. Source it after
# setting $out (a folder for logs and screenshots) and defining fail and say.

# A desktop with no display, GPU or sound card: Xvfb on $E2E_DISPLAY (default :97) unless
# a display is already up, and a PulseAudio null sink. Stops what it started on exit.
start_desktop() {
  export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/ttt-e2e-runtime}
  mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
  display=${E2E_DISPLAY:-:97}
  export DISPLAY=$display
  pids=()
  # Waits for what it stops, so that a run right after this one never finds a display
  # that is still going away.
  cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  }
  trap cleanup EXIT
  if ! xdpyinfo >/dev/null 2>&1; then
    # -noreset: between two starts of the game no client is connected, and a server that
    # resets then refuses the next one for a moment.
    Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
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
}

# Starts the game binary $1 (more arguments go to it) away from the source tree, so it
# must find its assets by itself, with its files in $out/data (never the real user's);
# sets $game (its pid), $log, and the window's X, Y, WIDTH, HEIGHT. The log of an earlier
# start in the same run is kept as game-1.log, game-2.log...
start_game() {
  local bin=$1
  shift
  log="$out/game.log"
  if [ -f "$log" ]; then mv "$log" "$out/game-$(ls "$out" | grep -c '^game-').log"; fi
  (cd "$(mktemp -d)" && TICTACTOE_DATA_DIR="$out/data" RUST_LOG=info exec "$bin" "$@" >"$log" 2>&1) &
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
}

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
# The menu with no game to resume (a Resume row moves everything up).
seat_x() { case $1 in Human) echo 319 ;; Easy) echo 420 ;; Medium) echo 523 ;; Hard) echo 625 ;; esac; }
X_ROW=248 O_ROW=307 SIZE_ROW=366 K_ROW=425
NAME_X=170 # a seat's name field, on its row
option_x() { echo $((200 + (${1} - 3) * 553 / 10)); } # board size / k buttons 3..10
PLAY_X=262 QUIT_X=455 MENU_ACTIONS_Y=571
OVER_PLAY_X=112 OVER_REVIEW_X=277 OVER_MENU_X=443 OVER_QUIT_X=608 OVER_Y=669
BOARD_X=122 BOARD_Y=97 BOARD_SIDE=475
PLAYING_MENU_X=360 PLAYING_MENU_Y=669 # the Menu button while playing, and its question:
KEEP_X=180 ABANDON_X=402 PLAY_ON_X=582 LEAVE_Y=420
HISTORY_X=478 HISTORY_Y=36 # the menu's History button, beside Settings
HISTORY_ROW_X=330 HISTORY_ROW_Y=213 # History's top row (the newest game)
FROM_HERE_X=443 FROM_HERE_Y=648 # Replay's Play from here
cell_xy() { # n cell -> "x y" of the cell's centre on an n x n board
  local n=$1 c=$2
  echo $((BOARD_X + BOARD_SIDE * (2 * (c % n) + 1) / (2 * n))) $((BOARD_Y + BOARD_SIDE * (2 * (c / n) + 1) / (2 * n)))
}
cell_corner() { # n cell -> a point inside the cell, clear of its mark
  local n=$1 c=$2
  echo $((BOARD_X + BOARD_SIDE * (c % n) / n + 12)) $((BOARD_Y + BOARD_SIDE * (c / n) / n + 12))
}
click_cell() { read -r cx cy < <(cell_xy "$1" "$2"); click "$cx" "$cy"; }
peak_of() { sox "$1" -n stat 2>&1 | awk '/Maximum amplitude/ {print $3}'; } # file.wav
moves() { grep -c ' plays cell ' "$log" || true; }
wait_for() { # pattern seconds
  for _ in $(seq $(($2 * 10))); do grep -q "$1" "$log" && return 0; sleep 0.1; done
  fail "waited $2 s for '$1'"
}
# Colours from src/theme/palette.rs, as 8-bit sRGB.
SELECTED="56 117 179" BUTTON="51 56 71" FLASH="217 31 31" WIN_CELL="41 115 64" CELL="36 38 51"
NOTICE="115 51 31"

