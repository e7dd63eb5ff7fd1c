#!/usr/bin/env bash
# Two computers on a network, as two network namespaces joined by a veth pair (needs root:
# `ip netns`): `tictactoe host` in one, `tictactoe join` in the other, Hard against Medium
# on 7x7, five in a row. The link is cut for 10 s in the middle of the game (`ip link set
# ... down`); the game goes on when it comes back, and both sides end with the same moves
# and result. Logs go to $E2E_OUT/network (default target/e2e/network).
#
# Usage: tests/network.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${E2E_OUT:-$root/target/e2e}/network
mkdir -p "$out"
rm -rf "$out"/*

bin=${1:-}
if [ -z "$bin" ]; then
  cargo build --quiet
  bin="${CARGO_TARGET_DIR:-$root/target}/debug/tictactoe"
fi
bin=$(realpath "$bin")

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

ip netns exec "$a" "$bin" --data-dir "$out/host" host --as hard --budget 0.5 --size 7 --k 5 \
  --code KXMRTA >"$out/host.log" 2>&1 &
host=$!
for _ in $(seq 50); do grep -q 'join code' "$out/host.log" && break; sleep 0.1; done
grep -q 'listening on port 47474 (this computer: 10.77.0.1:47474); join code KXM-RTA' "$out/host.log" ||
  fail "the host did not say where it listens: $(cat "$out/host.log")"
say "host: $(head -1 "$out/host.log")"
ip netns exec "$b" "$bin" --data-dir "$out/guest" join 10.77.0.1:47474 --code kxmrta --as medium \
  >"$out/guest.log" 2>&1 &
guest=$!
for _ in $(seq 100); do [ "$(grep -c '^[0-9]*\. ' "$out/guest.log")" -ge 4 ] && break; sleep 0.1; done
moves=$(grep -c '^[0-9]*\. ' "$out/guest.log" || true)
[ "$moves" -ge 4 ] || fail "the game did not start: $(cat "$out/guest.log")"
ip -n "$b" link set veth-b down
say "link cut after $moves moves"
sleep 10
stalled=$(grep -c '^[0-9]*\. ' "$out/guest.log" || true)
ip -n "$b" link set veth-b up
say "link back after 10 s ($stalled moves seen meanwhile)"
wait "$guest" || fail "the guest failed: $(tail -3 "$out/guest.log")"
wait "$host" || fail "the host failed: $(tail -3 "$out/host.log")"
host_moves=$(grep '^[0-9]*\. ' "$out/host.log")
guest_moves=$(grep '^[0-9]*\. ' "$out/guest.log")
[ "$host_moves" = "$guest_moves" ] || fail "the two sides saw different games"
result=$(tail -1 "$out/host.log")
[ "${result%%:*}" = "$(tail -1 "$out/guest.log" | cut -d: -f1)" ] || fail "different results"
say "one game across the cut: $(echo "$host_moves" | wc -l) moves, $result"
say "1 passed, 0 failed"
