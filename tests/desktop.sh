# Shared by the desktop scripts (the tests' and the figures'): a virtual desktop, the game in
# it, and helpers to click it, photograph it, read its pixels and time its start. Source it
# after setting $out (a folder for logs and screenshots) and defining fail and say.

# A desktop with no display, GPU or sound card: Xvfb on $E2E_DISPLAY (default :97) with a
# screen of $E2E_SCREEN (default 1400x900x24) unless a display is already up, and a
# PulseAudio null sink. Stops what it started on exit.
start_desktop() {
  # The desktop's settings in memory, as the game and the accessibility bus see them: a
  # test never reads this computer's (a screen reader turned on there would make the game
  # speak) nor writes them.
  export GSETTINGS_BACKEND=memory
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
    Xvfb "$display" -screen 0 "${E2E_SCREEN:-1400x900x24}" -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
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
  # The game opens its sound output only to play a cue, and parec records little or nothing
  # from an idle sink: a stream of silence keeps the sink running for the whole test.
  pacat --raw --format=s16le --rate=44100 --channels=2 --latency-msec=50 </dev/zero \
    >/dev/null 2>&1 &
  pids+=($!)
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
    # By its process: the title is in the player's language.
    window=$(xdotool search --pid "$game" 2>/dev/null | tail -1 || true)
    [ -n "$window" ] && xwininfo -id "$window" 2>/dev/null | grep -q 'Width: 720' && break
    kill -0 "$game" 2>/dev/null || fail "the game exited early: $(tail -5 "$log")"
    sleep 0.2
  done
  [ -n "$window" ] || fail "no window appeared"
  eval "$(xdotool getwindowgeometry --shell "$window")"   # X, Y, WIDTH, HEIGHT
  [ "$WIDTH" = 720 ] && [ "$HEIGHT" = 720 ] || fail "window is ${WIDTH}x$HEIGHT, expected 720x720"
}

# The start time to the menu: from the process's start to the first frame that shows the
# menu's title (read from the window's pixels every 2 ms), with its files in $out/data-start.
# Needs python-xlib (pip install python-xlib).
start_time() { # binary language -> seconds to the menu's title, one run
  python3 - "$1" "$2" "$out/data-start" <<'PY'
import os, subprocess, sys, time
from Xlib import X, display
binary, language, data = sys.argv[1:]
d = display.Display()
root = d.screen().root
pid_atom = d.intern_atom("_NET_WM_PID")

def windows(w):
    yield w
    for child in w.query_tree().children:
        yield from windows(child)

def find(pid):
    for w in windows(root):
        prop = w.get_full_property(pid_atom, X.AnyPropertyType)
        if prop and prop.value[0] == pid:
            geometry = w.get_geometry()
            if geometry.width == 720 and geometry.height == 720:
                return w
    return None

env = dict(os.environ, LANGUAGE=language, TICTACTOE_DATA_DIR=data)
start = time.monotonic()
game = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd="/tmp")
try:
    window = None
    while window is None and time.monotonic() - start < 30:
        window = find(game.pid)
        time.sleep(0.002)
    while time.monotonic() - start < 30:
        # The title's band, a quarter down: light letters on the dark background.
        image = window.get_image(180, 120, 360, 70, X.ZPixmap, 0xFFFFFFFF)
        light = sum(1 for i in range(0, len(image.data), 4) if image.data[i] > 200)
        if light > 200:
            print(f"{time.monotonic() - start:.3f}")
            break
        time.sleep(0.002)
finally:
    game.kill()
    game.wait()
PY
}
median() { sort -n | awk '{a[NR]=$1} END {printf "%.0f ms (of %d runs, %.0f to %.0f)", a[int((NR+1)/2)] * 1000, NR, a[1] * 1000, a[NR] * 1000}'; }

# --- helpers ------------------------------------------------------------------------------------
# Layout of the 720x720 window (logical pixels = screen pixels at scale 1).
click() { # x y (window coordinates): hover first, then press and release, as a hand does
  xdotool mousemove $((X + $1)) $((Y + $2)); sleep 0.25
  # A press and release in one instant was once lost (the button showed its hover, not
  # the press); a hand holds the button a little.
  xdotool mousedown 1; sleep 0.08; xdotool mouseup 1; sleep 0.35
}
park() { xdotool mousemove $((X + 700)) $((Y + 5)); sleep 0.3; }
shot() { import -display "$DISPLAY" -window root "$out/$1.png"; }
# The window alone, at the sizes a player might give it: $1 names the shots, the rest are
# WxH sizes. The window is left at the last size.
shot_sizes() {
  local name=$1 size
  shift
  for size in "$@"; do
    resize "${size%x*}" "${size#*x}"
    sleep 0.3 # a frame at the new size, on a software renderer
    import -display "$DISPLAY" -window root -crop "${WIDTH}x$HEIGHT+$X+$Y" "$out/$name-$size.png"
  done
}
SIZES=(720x720 1280x720 480x800)
resize() { # width height: the window to that size, its geometry read again
  xdotool windowsize --sync "$window" "$1" "$2"
  sleep 0.5
  eval "$(xdotool getwindowgeometry --shell "$window")"
}
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
seat_x() { case $1 in Human) echo 303 ;; Easy) echo 405 ;; Medium) echo 508 ;; Hard) echo 611 ;; esac; }
X_ROW=170 O_ROW=222 SIZE_ROW=274 ROWS_ROW=326 K_ROW=378 RULE_ROW=429 OPENING_ROW=481
NAME_X=157 # a seat's name field, on its row
option_x() { echo $((179 + (${1} - 3) * 446 / 10)); } # board size / k buttons 3..10
PLAY_X=166 ONLINE_X=360 QUIT_X=554 MENU_ACTIONS_Y=633
RESUME_X=561 RESUME_Y=672 RESUMING_ACTIONS_Y=579 # with a game to resume: its row, and Play, Online, Quit above it
OVER_PLAY_X=112 OVER_REVIEW_X=277 OVER_MENU_X=443 OVER_QUIT_X=608 OVER_Y=669
BOARD_X=144 BOARD_Y=147 BOARD_SIDE=432
PLAYING_MENU_X=360 PLAYING_MENU_Y=669 # the Menu button while playing, and its question:
KEEP_X=180 ABANDON_X=402 PLAY_ON_X=582 LEAVE_Y=420
HISTORY_X=478 HISTORY_Y=36 # the menu's History button, beside Settings
HISTORY_ROW_X=330 HISTORY_ROW_Y=213 # History's top row (the newest game)
FROM_HERE_X=443 FROM_HERE_Y=648 # Replay's Play from here
cell_xy() { # n cell -> "x y" of the cell's centre on an n x n board
  local n=$1 c=$2
  echo $((BOARD_X + BOARD_SIDE * (2 * (c % n) + 1) / (2 * n))) $((BOARD_Y + BOARD_SIDE * (2 * (c / n) + 1) / (2 * n)))
}
cell_corner() { # n cell -> a point inside the cell, clear of its mark, at its top right:
  # on the diagonal where the board's light is neither sheen nor shade (its plain colour)
  local n=$1 c=$2
  echo $((BOARD_X + BOARD_SIDE * (c % n + 1) / n - 12)) $((BOARD_Y + BOARD_SIDE * (c / n) / n + 12))
}
click_cell() { read -r cx cy < <(cell_xy "$1" "$2"); click "$cx" "$cy"; }
# A gomoku board (five in a row, 11 or more a side) is drawn larger, as stones on points;
# its place as measured on 15x15 (on 22x22 it sits 5 px lower: a quarter of a point).
STONE_BOARD_X=137 STONE_BOARD_Y=126 STONE_BOARD_SIDE=446
point_xy() { # n cell -> "x y" of the point's centre on an n x n gomoku board
  local n=$1 c=$2
  echo $((STONE_BOARD_X + STONE_BOARD_SIDE * (2 * (c % n) + 1) / (2 * n))) $((STONE_BOARD_Y + STONE_BOARD_SIDE * (2 * (c / n) + 1) / (2 * n)))
}
click_point() { read -r cx cy < <(point_xy "$1" "$2"); click "$cx" "$cy"; }
peak_of() { # file.wav; a parec stopped by timeout may leave 0 as the header's length
  local src=("$1")
  if [ "$(soxi -s "$1" 2>/dev/null)" = 0 ]; then src=(--ignore-length "$1"); fi
  sox "${src[@]}" -n stat 2>&1 | awk '/Maximum amplitude/ {print $3}'
}
moves() { grep -c ' plays cell ' "$log" || true; }
wait_for() { # pattern seconds
  for _ in $(seq $(($2 * 10))); do grep -q "$1" "$log" && return 0; sleep 0.1; done
  fail "waited $2 s for '$1'"
}
# Colours from window/src/theme/palette/mod.rs, as 8-bit sRGB.
SELECTED="41 87 133" BUTTON="51 56 71" FLASH="143 23 23" WIN_CELL="23 82 38" CELL="36 38 51"
NOTICE="115 51 31"

# --- sound -------------------------------------------------------------------------------------
# Records the sink for $2 seconds into $out/$1.wav, in the background; sets $rec (its pid).
# A short latency, or parec returns only part of the time.
record() {
  (timeout "$2" parec --latency-msec=50 -d nullsink.monitor --file-format=wav "$out/$1.wav" \
    2>/dev/null || true) &
  rec=$!
  sleep 0.2 # recording before the cue
}
# heard_cue FILE [CUE] - which of the game's sound cues (assets/sounds/make_sounds.py) a
# recording holds, e.g. one made with `parec -d nullsink.monitor --file-format=wav FILE`.
#   heard_cue rec.wav          prints the cues heard, one a line; exit 0 if any, 1 if none
#   heard_cue rec.wav place_x  prints nothing; exit 0 if place_x is heard, 1 if not
#   exit 2: no such cue, or the file cannot be read. HEARD_CUE_DEBUG=1: levels to stderr.
# Each cue keeps its energy in a band of its own. A cue is heard when its band's peak is over
# 6 % of the whole recording's peak, so the volume does not matter (the click, the quietest
# cue, makes 10-15 % beside the loudest, the warning; another cue puts under 2 % into a
# band, under 4.5 % if its first 6 ms are lost), and over 0.008, so silence is silence and
# a few ms of a cue cut off by the recording's start or end pass unheard (the click is heard
# down to ~5 % volume). sox only; any rate, any channels; safe under set -euo pipefail.
heard_cue() {
  local file=$1 want=${2:-} cue peak=0 level found=1 src filter
  # Narrow bands: a cue that starts with a step (its first ms lost) splashes over every band,
  # each band collecting in proportion to its width.
  local -A band=([warning]=420-580 [draw]=760-810 [place_o]=950-1025 [place_x]=1900-2050
    [win]=2880-3040 [click]=4850-5150)
  if [ -n "$want" ] && [ -z "${band[$want]:-}" ]; then
    echo "heard_cue: no cue '$want' (one of: ${!band[*]})" >&2
    return 2
  fi
  if ! sox -V1 "$file" -n stat 2>/dev/null; then
    echo "heard_cue: cannot read $file" >&2
    return 2
  fi
  # A parec killed hard leaves 0 as the length in the header: then read up to the end.
  src=("$file")
  if [ "$(soxi -s "$file")" = 0 ]; then src=(--ignore-length "$file"); fi
  for cue in all warning draw place_o place_x win click; do
    if [ -n "$want" ] && [ "$cue" != all ] && [ "$cue" != "$want" ]; then continue; fi
    # all: the whole recording's peak; a cue: its band's, through a steep band-pass (30 Hz
    # from pass to stop, so a neighbour's band stays out).
    filter=()
    if [ "$cue" != all ]; then filter=(sinc -t 30 "${band[$cue]}"); fi
    # Channels mixed; 5 ms fades at both ends, so a cue cut off by the start or the end of the
    # recording is no step (a step rings in every band); the larger of |max| and |min|.
    level=$(sox -V1 "${src[@]}" -n remix - fade h 0.005 reverse fade h 0.005 "${filter[@]}" \
      stat 2>&1 | awk '/^(Max|Min)imum amplitude/ { v = $3 < 0 ? -$3 : $3; if (v > m) m = v }
        END { print m + 0 }')
    if [ -n "${HEARD_CUE_DEBUG:-}" ]; then echo "heard_cue: $cue $level" >&2; fi
    if [ "$cue" = all ]; then peak=$level; continue; fi
    if awk -v l="$level" -v p="$peak" 'BEGIN { exit !(l > 0.008 && l > 0.06 * p) }'; then
      if [ -z "$want" ]; then echo "$cue"; fi
      found=0
    fi
  done
  return $found
}

# --- two windows: a host and a guest ------------------------------------------------------------
# For a screen of 1500x760 (E2E_SCREEN): the host's window at the left, the guest's right of it.
GUEST_LEFT=760
# The join code a host takes (instead of a random one): the scripts type it in the guest.
export TICTACTOE_CODE=${TICTACTOE_CODE:-KXMRTA}
# start_side NAME LEFT: the game with its files in $out/NAME, its window moved to LEFT;
# sets NAME_pid, NAME_win.
start_side() {
  local name=$1 left=$2 before win
  before=$(xdotool search --name '^Tic-Tac-Toe$' 2>/dev/null || true)
  (cd "$(mktemp -d)" && TICTACTOE_DATA_DIR="$out/$name" RUST_LOG=info exec "$bin" \
    >>"$out/$name.log" 2>&1) &
  local pid=$!
  pids+=("$pid")
  win=""
  for _ in $(seq 300); do
    win=$(xdotool search --name '^Tic-Tac-Toe$' 2>/dev/null | grep -vxF "${before:-none}" | head -1 || true)
    [ -n "$win" ] && break
    kill -0 "$pid" 2>/dev/null || fail "the $name exited early: $(tail -5 "$out/$name.log")"
    sleep 0.2
  done
  [ -n "$win" ] || fail "no window for the $name"
  xdotool windowmove --sync "$win" "$left" 0
  printf -v "${name}_pid" %s "$pid"
  printf -v "${name}_win" %s "$win"
  sleep 3 # first frames on a software renderer
}

# on SIDE: the clicks and keys that follow go to that window (no window manager here moves
# the keyboard's focus on a click).
on() {
  local win="${1}_win"
  X=$([ "$1" = host ] && echo 0 || echo $GUEST_LEFT)
  Y=0
  xdotool windowfocus --sync "${!win}"
}
type_in() { # x y text: a click in a field, the text, Enter
  click "$1" "$2"
  xdotool type --delay 60 "$3"
  xdotool key Return
  sleep 0.3
}
host_online() { # name: the host's Online screen, its name typed, Start
  on host
  click $ONLINE_X $MENU_ACTIONS_Y
  type_in 350 219 "$1"
  click 262 630 # Start
  log_has host 'hosting on port' 5
}
# The code the host shows: the one the environment gives it (TICTACTOE_CODE, below), since
# the game keeps its code out of its log.
host_code() { echo "$TICTACTOE_CODE"; }
# The port the host shows (47474, or another when that one is in use on this computer).
host_port() { grep -o 'hosting on port [0-9]*' "$out/host.log" | tail -1 | awk '{print $4}'; }
guest_joins() { # name address code: the guest's Join form filled in (an empty address left)
  on guest
  click $ONLINE_X $MENU_ACTIONS_Y
  click 343 160 # Join
  type_in 370 200 "$1"
  [ -z "$2" ] || type_in 370 297 "$2"
  type_in 370 356 "$3"
}
guest_starts() { on guest; click 262 648; }
log_has() { # side pattern seconds
  for _ in $(seq $(($3 * 10))); do grep -q "$2" "$out/$1.log" && return 0; sleep 0.1; done
  fail "the $1 waited $3 s for '$2'"
}
count_in() { grep -c "$2" "$out/$1.log" || true; }
play_cell() { # side cell: a click on that window's 3x3 board, and the other window has it
  local before
  before=$(count_in host ' plays cell ')
  on "$1"
  click_cell 3 "$2"
  for _ in $(seq 50); do
    [ "$(count_in host ' plays cell ')" -gt "$before" ] && [ "$(count_in guest ' plays cell ')" -gt "$before" ] && return 0
    sleep 0.1
  done
  fail "cell $2 by the $1 did not reach both"
}
