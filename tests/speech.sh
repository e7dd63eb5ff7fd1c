#!/usr/bin/env bash
# The window read aloud, heard: the real binary with --speak on a virtual X display, its
# words through speech-dispatcher on espeak-ng into PulseAudio's null sink (the game's own
# sounds muted, so that what is recorded is the voice). A game against Hard by the
# keyboard alone: the menu's focused button, Enter on Play, the cursor over the board, a
# move, Hard's answer, a refusal on Hard's stone, the reading keys (T, B), on to the
# result. The log's "said:" lines show each step was said, in order; the recording while
# it speaks has sound (sox), and after F2 (speech off) the cursor moves in silence.
# Screenshots and the log go to $E2E_OUT/speech (default target/e2e/speech).
#
# Usage: tests/speech.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=$(fresh_out speech)

bin=$(game_binary "${1:-}")

fail() { echo "speech: FAIL: $*" >&2; echo "speech: screenshots, recordings and log in $out" >&2; exit 1; }
say() { echo "speech: $*"; }

for tool in speech-dispatcher espeak-ng; do
  command -v "$tool" >/dev/null || fail "$tool is needed (script/deps desktop installs it)"
done
# shellcheck source=tests/desktop.sh
. tests/desktop.sh
start_desktop
# The speech service the game starts lives in this runtime folder: stopped at the end.
stop_service() {
  local pid
  for pid in $(pgrep -u "$(id -u)" -x speech-dispatch 2>/dev/null || true); do
    if tr '\0' '\n' 2>/dev/null <"/proc/$pid/environ" | grep -qx "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR"; then
      kill "$pid" 2>/dev/null || true
    fi
  done
}
stop_service
trap 'cleanup; stop_service' EXIT

mkdir -p "$out/data"
echo '(version: 1, data: (o: Computer(Hard), think_delay: 0.3, mute: true))' >"$out/data/settings.ron"
start_game "$bin" --speak
xdotool windowfocus --sync "$window"
sleep 2 # first frames on a software renderer

# said TEXT SECONDS: the game said TEXT (in a "said:" line of its log) after the last one
# found, within SECONDS.
seen=0
spoken() { grep -o 'said: .*' "$log" || true; }
said() {
  local at
  for _ in $(seq $(($2 * 10))); do
    at=$(spoken | awk -v from="$seen" -v text="$1" 'NR > from && index($0, text) { print NR; exit }')
    if [ -n "$at" ]; then
      seen=$at
      return 0
    fi
    sleep 0.1
  done
  fail "not said within $2 s: '$1' (said since: $(spoken | tail -n +$((seen + 1)) | tr '\n' '|'))"
}
key() { xdotool key --window "$window" "$1"; sleep 0.3; }

said 'Play' 10
record voice 12
key Return
said 'Tic-tac-toe on 3x3, 3 in a row: Player 1 against Hard. X moves first.' 5
key Left
said 'row 2, column 1, empty' 5
key Return
said 'Player 1 (X) plays a2.' 5
said 'Hard (O) plays' 10
shot 01-game
# Onto Hard's stone, wherever it played: the refusal says why.
hard=$(grep -o 'said: Hard (O) plays [a-c][1-3]' "$log" | tail -1 | sed 's/.* //')
col=$(($(printf '%d' "'${hard:0:1}") - 97)) row=$((${hard:1:1} - 1))
for _ in $(seq $((col))); do key Right; done
for _ in $(seq $((row - 1))); do key Down; done
if [ "$row" -lt 1 ]; then key Up; fi
said "column $((col + 1)), O" 5
key Return
said "$hard is taken by O: choose an empty cell." 5
key t
said 'Player 1 (X) to move. Scores:' 5
key b
said '7 empty cells.' 5
wait "$rec"
peak=$(peak_of "$out/voice.wav")
say "the voice's loudest sample while the game spoke: ${peak:-0}"
awk -v p="${peak:-0}" 'BEGIN{exit !(p > 0.05)}' || fail "nothing heard while the game spoke (peak ${peak:-0})"

# Speech off: the cursor moves unheard.
key F2
said 'Speech off.' 5
sleep 2.5 # the last words end
before=$(spoken | wc -l)
record silence 3
key Left
key Right
wait "$rec"
quiet=$(peak_of "$out/silence.wav")
say "with speech off, the loudest sample: ${quiet:-0}"
awk -v q="${quiet:-0}" 'BEGIN{exit !(q < 0.01)}' || fail "speech off, yet something was heard (peak $quiet)"
[ "$(spoken | wc -l)" = "$before" ] || fail "said with speech off: $(spoken | tail -n +$((before + 1)))"
key F2
said 'Speech on.' 5
shot 02-speech-on
say "ok"
