#!/usr/bin/env bash
# Two computers on a network, as two network namespaces joined by a veth pair (needs root:
# `ip netns`): `tictactoe host` in one, `tictactoe join` in the other, Hard against Medium
# on 7x7, five in a row. The link is cut for 10 s in the middle of a game (`ip link set ...
# down`): the game goes on when it comes back. Then, in a second game, for 25 s: both sides
# give the connection up, the guest joins again (with the secret of its first proof: the code
# alone no longer opens the game), takes the host's record, and the game goes on. The join
# code is given by the environment and by standard input, and shows in no list of processes. Both sides end each game with the same moves and result. Logs go to
# $E2E_OUT/network (default target/e2e/network).
#
# Usage: tests/network.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=$(fresh_out network)

bin=$(game_binary "${1:-}")

fail() { echo "network: FAIL: $*" >&2; echo "network: logs in $out" >&2; exit 1; }
say() { echo "network: $*"; }

[ "$(id -u)" = 0 ] || { say "skipped: network namespaces need root"; exit 0; }
a=ttt-a-$$ b=ttt-b-$$
cleanup() {
  ip netns pids "$a" 2>/dev/null | xargs -r kill 2>/dev/null || true
  ip netns pids "$b" 2>/dev/null | xargs -r kill 2>/dev/null || true
  ip netns del "$a" 2>/dev/null || true
  ip netns del "$b" 2>/dev/null || true
}
trap cleanup EXIT
ip netns add "$a"
ip netns add "$b"
ip link add veth-a netns "$a" type veth peer name veth-b netns "$b"
ip -n "$a" addr add 10.77.0.1/24 dev veth-a
ip -n "$b" addr add 10.77.0.2/24 dev veth-b
for n in "$a" "$b"; do ip -n "$n" link set lo up; done
ip -n "$a" link set veth-a up
ip -n "$b" link set veth-b up

# game N SECONDS: a game with the link cut for SECONDS after four moves
game() {
  local n=$1 cut=$2 host guest
  # The code from the environment on one side and standard input on the other: in no
  # list of processes.
  ip netns exec "$a" env TICTACTOE_CODE=KXMRTA "$bin" --data-dir "$out/host" host --as hard \
    --budget 0.5 --size 7 --k 5 >"$out/host-$n.log" 2>&1 &
  host=$!
  for _ in $(seq 50); do grep -q 'join code' "$out/host-$n.log" && break; sleep 0.1; done
  grep -q 'listening on port 47474 (this computer: 10.77.0.1:47474); join code KXM-RTA' \
    "$out/host-$n.log" || fail "the host did not say where it listens: $(cat "$out/host-$n.log")"
  ip netns exec "$b" "$bin" --data-dir "$out/guest" join 10.77.0.1:47474 --code - \
    --as medium <<<kxmrta >"$out/guest-$n.log" 2>&1 &
  guest=$!
  ! ps -eo args | grep -v grep | grep -qi 'kxm-\?rta' || fail "the join code shows in ps"
  for _ in $(seq 100); do [ "$(grep -c '^[0-9]*\. ' "$out/guest-$n.log")" -ge 4 ] && break; sleep 0.1; done
  moves=$(grep -c '^[0-9]*\. ' "$out/guest-$n.log" || true)
  [ "$moves" -ge 4 ] || fail "game $n did not start: $(cat "$out/guest-$n.log")"
  ip -n "$b" link set veth-b down
  sleep "$cut"
  ip -n "$b" link set veth-b up
  say "game $n: link cut for $cut s after $moves moves"
  wait "$guest" || fail "the guest failed: $(tail -3 "$out/guest-$n.log")"
  wait "$host" || fail "the host failed: $(tail -3 "$out/host-$n.log")"
  # A move printed again after a reconnection (the host's record stands) counts once: the last.
  moves_of() { grep '^[0-9]*\. ' "$1" | awk '{m[$1] = $2 " " $NF} END {for (k in m) print k, m[k]}' | sort -n; }
  host_moves=$(moves_of "$out/host-$n.log")
  guest_moves=$(moves_of "$out/guest-$n.log")
  [ "$host_moves" = "$guest_moves" ] || fail "game $n: the two sides saw different games"
  outcome() { grep -E '^(X wins|O wins|draw):' "$1" | tail -1; }
  result=$(outcome "$out/host-$n.log")
  [ -n "$result" ] || fail "game $n: no result on the host's side"
  [ "${result%%:*}" = "$(outcome "$out/guest-$n.log" | cut -d: -f1)" ] || fail "game $n: different results"
  say "game $n: $(echo "$host_moves" | wc -l) moves, $result"
}

game 1 10
grep -q 'connection lost' "$out/host-1.log" "$out/guest-1.log" && fail "a 10 s cut lost the connection"
game 2 25
grep -q 'is back' "$out/guest-2.log" || fail "the guest did not come back: $(cat "$out/guest-2.log")"
grep -q 'is back' "$out/host-2.log" || fail "the host did not take the guest back"
say "game 2: the connection was lost and taken up again"
say "1 passed, 0 failed"
