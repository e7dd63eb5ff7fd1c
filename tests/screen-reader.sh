#!/usr/bin/env bash
# The window as a screen reader finds it: the real binary under Xvfb, on a session bus of
# its own with the desktop's accessibility bus (at-spi2-core), told that a screen reader
# runs, as Orca tells it. A client of AT-SPI (pyatspi, what Orca is written with) finds the
# game, reads the menu (Play, the seat rows with their chosen option), then, after the keys
# start a game and play a move, the board: a grid of nine named cells, the move's mark, the
# status line. Then Orca itself, on the same bus, reading the menu and the board as the keys
# move the focus (its debug file says what it spoke). The trees read and what Orca said go
# to $E2E_OUT/screen-reader (default target/e2e/screen-reader).
#
# Usage: tests/screen-reader.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=${E2E_OUT:-$root/target/e2e}/screen-reader
mkdir -p "$out"
[ -n "${IN_SESSION:-}" ] || rm -rf "${out:?}"/*

bin=$(game_binary "${1:-}")

fail() { echo "screen-reader: FAIL: $*" >&2; echo "screen-reader: the trees read and the log in $out" >&2; exit 1; }
say() { echo "screen-reader: $*"; }

launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || fail "at-spi2-core is needed (script/deps desktop installs it)"
# The system's Python, where Debian's python3-pyatspi is (another python3 may come first
# on the PATH).
py=/usr/bin/python3
[ -x "$py" ] || py=python3
"$py" -c 'import pyatspi' 2>/dev/null || fail "python3-pyatspi is needed (script/deps desktop installs it)"
command -v dbus-run-session >/dev/null || fail "dbus is needed (script/deps desktop installs it)"
command -v orca >/dev/null || fail "Orca is needed (script/deps desktop installs it)"

if [ -z "${IN_SESSION:-}" ]; then
  # Again, on a session bus of its own (which ends with it, and the accessibility bus too).
  IN_SESSION=1 exec dbus-run-session -- "$0" "$bin"
fi

# shellcheck source=tests/desktop.sh
. tests/desktop.sh
start_desktop

"$launcher" --launch-immediately >"$out/launcher.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do
  busctl --user status org.a11y.Bus >/dev/null 2>&1 && break
  sleep 0.1
done
# What Orca sets as it starts: toolkits then give their trees. (The bus keeps it in the
# desktop's settings, which start_desktop keeps in memory: this computer's stay as they are.)
busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status IsEnabled b true
busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status ScreenReaderEnabled b true

mkdir -p "$out/data"
echo '(version: 1, data: (o: Computer(Hard), think_delay: 0.3, mute: true))' >"$out/data/settings.ron"
start_game "$bin"
xdotool windowfocus --sync "$window"

# read NAME CHECK...: reads the game's tree into NAME.txt, retrying for a few seconds
# until every CHECK (role<TAB>name, or role<TAB>name<TAB>checked) is in it.
read_tree() {
  local name=$1
  shift
  "$py" - "$out/$name.txt" "$@" <<'PY'
import sys, time
import pyatspi

path, checks = sys.argv[1], sys.argv[2:]

def walk(node, depth, lines):
    checked = node.getState().contains(pyatspi.STATE_CHECKED)
    lines.append(f"{'  ' * depth}{node.getRoleName()}\t{node.name}" + ("\tchecked" if checked else ""))
    for i in range(node.childCount):
        walk(node.getChildAtIndex(i), depth + 1, lines)

missing = checks
for _ in range(40):
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    lines = []
    for app in apps:
        if app is not None and app.name == "tictactoe":
            walk(app, 0, lines)
    read = {line.strip() for line in lines}
    missing = [c for c in checks if c not in read]
    if lines and not missing:
        break
    time.sleep(0.25)
open(path, "w").write("\n".join(lines) + "\n")
if missing:
    sys.exit("not in the tree: " + " | ".join(missing))
PY
}

read_tree 01-menu "push button	Play" "panel	O player, Hard" "radio button	Hard	checked" \
  "radio button	Easy" || fail "the menu's tree: $(tail -3 "$out/01-menu.txt")"
grep -q $'radio button\t$' "$out/01-menu.txt" && fail "an option with no name in the menu's tree"
say "the menu: Play, the seat rows and their chosen options"

xdotool key --window "$window" Return # Play (the focus starts on it)
sleep 1
read_tree 02-game "table	3x3, 3 in a row" "table cell	row 2, column 2, empty" \
  "label	Player 1 (X) to move" || fail "the game's tree: $(tail -3 "$out/02-game.txt")"
[ "$(grep -c $'table cell\t' "$out/02-game.txt")" = 9 ] || fail "not nine cells: $out/02-game.txt"
say "the board: a grid of nine named cells, and the status line"

xdotool key --window "$window" Left
sleep 0.3
xdotool key --window "$window" Return
read_tree 03-move "table cell	row 2, column 1, X" || fail "the move's tree: $(tail -3 "$out/03-move.txt")"
say "the move: row 2, column 1, X"

# --- Orca itself: it finds the game and reads the menu and the board -----------------------------
kill "$game" 2>/dev/null || true
wait "$game" 2>/dev/null || true
# Orca's preferences in a folder of the test's own; what Orca says goes to its debug file
# (and to speech-dispatcher, whose voice plays into the null sink).
XDG_CONFIG_HOME="$out/orca-config" XDG_DATA_HOME="$out/orca-data" PATH="/usr/bin:$PATH" \
  orca --replace --debug-file="$out/orca.debug" >"$out/orca.log" 2>&1 &
orca=$!
pids+=("$orca")
sleep 4
# The game's own speech on as well: beside a screen reader it says only the news (moves,
# results), and leaves the focus and the cursor's cell to the reader.
rm -f "$out/data/autosave.ron"
start_game "$bin" --speak
xdotool windowfocus --sync "$window"
sleep 3
for key in Return Left Return Up Right; do
  xdotool key --window "$window" "$key"
  sleep 1.5
done
sleep 2
# Orca writes its debug file as it ends.
kill -INT "$orca" 2>/dev/null || true
for _ in $(seq 50); do kill -0 "$orca" 2>/dev/null || break; sleep 0.1; done
kill "$orca" 2>/dev/null || true
grep -a "SPEECH OUTPUT" "$out/orca.debug" | sed "s/^[0-9:.]* - SPEECH OUTPUT: //" >"$out/orca-said.txt" || true
for heard in "'Play push button.'" "'row 2, column 2, empty.'" "'row 2, column 1, empty.'" \
  "'row 1, column 1, "; do
  grep -qF "$heard" "$out/orca-said.txt" || fail "Orca did not say $heard: $(tr '\n' ' ' <"$out/orca-said.txt")"
done
grep -q 'said: .*Player 1 (X) plays a2' "$log" || fail "the game did not say the move: $(grep said: "$log" | tail -3)"
grep -q 'said: .*row 2, column 1, empty' "$log" && fail "the game said the cursor's cell that Orca says"
say "Orca: the menu's Play, the board's cells as the cursor moves; the game says only the move"
say "ok"
