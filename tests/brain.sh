#!/usr/bin/env bash
# End to end, as a gomoku manager runs a brain: `pbrain-tictactoe` (a link to the game's
# binary, as the Debian package installs it) on pipes, lines ending in CR LF as Piskvork
# sends them. A renju game on 15x15 against a plain opponent until five in a row, each move
# checked free and in time; a BOARD with a five to take; YXSHOWFORBID's forbidden point;
# swap2's first step; bad lines answered ERROR with the game going on; YXSTOP cutting a
# minute's search short; END ending the process. Then, where c-gomoku-cli is installed
# (script/match says where it looks), a short 15x15 renju match of two pbrain-tictactoe
# under a real manager: no illegal move, time loss or crash. Every line exchanged is kept in
# $E2E_OUT/brain (default target/e2e/brain).
#
# Usage: tests/brain.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=$(fresh_out brain)

bin=$(game_binary "${1:-}")
brain=$out/pbrain-tictactoe
ln -s "$bin" "$brain"

fail() { echo "brain: FAIL: $*" >&2; echo "brain: the lines exchanged are in $out" >&2; exit 1; }
say() { echo "brain: $*"; }

log=$out/session.txt
turn_ms=300
coproc BRAIN { exec "$brain" 2>>"$out/stderr.txt"; }
pid=$BRAIN_PID
trap 'kill "$pid" 2>/dev/null || true' EXIT
send() { printf '%s\r\n' "$1" >&"${BRAIN[1]}"; echo "> $1" >>"$log"; }
# The brain's next line that is not a MESSAGE, within $1 seconds (default 10), in $reply.
read_reply() {
  local line
  while IFS= read -r -t "${1:-10}" line <&"${BRAIN[0]}"; do
    line=${line%$'\r'}
    echo "< $line" >>"$log"
    case $line in MESSAGE* | DEBUG*) continue ;; esac
    reply=$line
    return 0
  done
  fail "no answer within ${1:-10} s"
}
# Sends $1 and checks the reply against the pattern $2.
expect() {
  send "$1"
  read_reply
  [[ $reply =~ $2 ]] || fail "$1: answered '$reply', expected $2"
}
# Sends the lines $@ (the last one the command answered) and checks the reply against $pattern.
block() {
  local line
  for line in "$@"; do send "$line"; done
  read_reply
  [[ $reply =~ $pattern ]] || fail "$1 ... $*: answered '$reply', expected $pattern"
}

expect ABOUT '^name="tictactoe", version="[0-9.]+"'
for info in "timeout_turn $turn_ms" "timeout_match 600000" "max_memory 83886080" "game_type 1" "rule 4"; do
  send "INFO $info"
done
expect "START 15" '^OK$'
say "ABOUT, INFO and START answered"

# A game: the brain (Black, BEGIN) against an opponent playing the first free cell of a
# fixed walk, until someone has five in a row.
declare -A stone=()
five() { # colour x y: whether the stone just placed at x,y makes five or more
  local c=$1 x=$2 y=$3 d dx dy n s
  for d in "1 0" "0 1" "1 1" "1 -1"; do
    read -r dx dy <<<"$d"
    n=1
    for s in 1 -1; do
      local i=1
      while [ "${stone[$((x + s * i * dx)),$((y + s * i * dy))]:-}" = "$c" ]; do n=$((n + 1)); i=$((i + 1)); done
    done
    [ "$n" -lt 5 ] || return 0
  done
  return 1
}
place() { # colour x,y
  local x=${2%,*} y=${2#*,}
  [[ $x =~ ^[0-9]+$ && $y =~ ^[0-9]+$ ]] || fail "not a move: '$2'"
  { [ "$x" -lt 15 ] && [ "$y" -lt 15 ]; } || fail "$2 is off the board"
  [ -z "${stone[$x,$y]:-}" ] || fail "$2 is taken"
  stone[$x,$y]=$1
  five "$1" "$x" "$y"
}
slowest=0
timed() { # the command, then the brain's move in $reply; the slowest move in $slowest (ms)
  local start=$EPOCHREALTIME
  send "$1"
  read_reply
  local ms=$(((${EPOCHREALTIME/./} - ${start/./}) / 1000))
  [ "$ms" -le "$slowest" ] || slowest=$ms
}
walk=()
for y in 0 14 1 13 2 12; do for x in $(seq 0 14); do walk+=("$x,$y"); done; done
winner='' moves=0
timed BEGIN
place B "$reply" && winner=brain
moves=1
while [ -z "$winner" ] && [ "$moves" -lt 120 ]; do
  for m in "${walk[@]}"; do [ -n "${stone[$m]:-}" ] || break; done
  place W "$m" && { winner=opponent; break; }
  timed "TURN $m"
  place B "$reply" && winner=brain
  moves=$((moves + 2))
done
[ "$winner" = brain ] || fail "the brain did not win against the walk (${winner:-nobody} did, $moves moves)"
# A manager allows its tolerance past the turn's limit (c-gomoku-cli's default: 3 s).
[ "$slowest" -le $((turn_ms + 3000)) ] || fail "a move took $slowest ms (timeout_turn $turn_ms)"
say "a renju game won in $moves moves, each on a free cell, the slowest in $slowest ms (timeout_turn $turn_ms)"

expect RESTART '^OK$'
send "INFO rule 0"
pattern='^(2|7),3$' block BOARD 3,3,1 4,3,1 5,3,1 6,3,1 3,9,2 4,9,2 5,9,2 6,9,2 DONE
say "BOARD: the brain took its five at $reply"

send "INFO rule 4"
for line in YXBOARD 7,5,1 7,6,1 5,7,1 6,7,1 0,0,2 14,0,2 0,14,2 14,14,2 DONE; do send "$line"; done
expect YXSHOWFORBID '^FORBID 0707\.$'
say "YXSHOWFORBID: $reply"

pattern='^[0-9]+,[0-9]+ [0-9]+,[0-9]+ [0-9]+,[0-9]+$' block SWAP2BOARD DONE
say "SWAP2BOARD on an empty board: three stones, $reply"

expect RESTART '^OK$'
expect "TURN 99,99" '^ERROR '
expect "TURN seven" '^ERROR '
expect "INFO rule 2" '^ERROR '
expect "FLY AWAY" '^UNKNOWN '
pattern='^ERROR ' block BOARD 1,1,1 2,2,1 DONE
expect "TURN 7,7" '^[0-9]+,[0-9]+$'
say "bad lines answered ERROR or UNKNOWN, and the game went on"

send "INFO timeout_turn 60000"
start=$SECONDS
send "TURN 8,8"
sleep 1
send YXSTOP
read_reply 20
[[ $reply =~ ^[0-9]+,[0-9]+$ ]] || fail "YXSTOP: answered '$reply'"
[ $((SECONDS - start)) -lt 20 ] || fail "YXSTOP did not stop a minute's search"
say "YXSTOP: the move came after $((SECONDS - start)) s of a minute's turn"

send END
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
! kill -0 "$pid" 2>/dev/null || fail "the brain did not exit within 5 s of END"
wait "$pid" || fail "the brain exited with $? on END"
trap - EXIT
say "END: the brain exited"

about=$(printf 'ABOUT\nEND\n' | "$bin" brain --level easy)
[[ $about =~ ^name=\"tictactoe\" ]] || fail "tictactoe brain: ABOUT answered '$about'"
say "tictactoe brain --level easy answers too"

if cli=$(script/match --find-cli 2>/dev/null); then
  say "a match under c-gomoku-cli ($cli): 2 games, 15x15 renju, 300 ms a move"
  script/match --ours "$brain" --size 15 --rule renju --games 2 --tc 300,0 --timeout 600 \
    --out "$out/match" | sed -u 's/^/brain: /' || fail "the match under c-gomoku-cli failed"
else
  say "skipped: the match under c-gomoku-cli, which is not installed here (see script/match)"
fi
say "passed"
