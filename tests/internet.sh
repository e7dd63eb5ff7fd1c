#!/usr/bin/env bash
# Two homes on the internet, each behind its own router, and a relay (needs root: `ip netns`,
# iptables). Six network namespaces: an "internet" (a bridge, 203.0.113.0/24), a relay on it
# (iroh-relay in its dev mode, built by script/iroh-relay, with QUIC address discovery so
# that each home learns its router's public address), two routers that masquerade their home
# behind their public address (iptables MASQUERADE, as home routers do), and two homes
# (192.168.1.0/24 and 192.168.2.0/24) with no other route. `tictactoe host --invite` in one home
# prints an invitation; `tictactoe join <invitation>` in the other plays Hard against Hard:
# 1. with the routers as they are: UDP holes punched, and the game says "direct";
# 2. with UDP between the two routers dropped: the game goes "through the relay", and a
#    25 s cut of the guest's router is taken up again through the relay.
# Both sides end each game with the same moves and result. Logs go to
# $E2E_OUT/internet (default target/e2e/internet).
#
# With FIGURES=1, also the waiting guest's CPU, by invitation (direct and relayed) and on one
# computer (for BENCHMARKS.md).
#
# Usage: [FIGURES=1] tests/internet.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
out=$(fresh_out internet)

fail() { echo "internet: FAIL: $*" >&2; echo "internet: logs in $out" >&2; exit 1; }
say() { echo "internet: $*"; }
[ "$(id -u)" = 0 ] || { say "skipped: network namespaces need root"; exit 0; }

bin=$(game_binary "${1:-}")
relay_bin=$(script/iroh-relay)

id=$$
wan=ttt-wan-$id relay=ttt-relay-$id nat1=ttt-nat1-$id nat2=ttt-nat2-$id
home1=ttt-home1-$id home2=ttt-home2-$id
spaces=("$home1" "$home2" "$relay" "$nat1" "$nat2" "$wan")
cleanup() {
  for n in "${spaces[@]}"; do
    ip netns pids "$n" 2>/dev/null | xargs -r kill 2>/dev/null || true
  done
  sleep 0.2
  for n in "${spaces[@]}"; do ip netns del "$n" 2>/dev/null || true; done
}
trap cleanup EXIT
for n in "${spaces[@]}"; do
  ip netns add "$n"
  ip -n "$n" link set lo up
done

# The internet: a bridge, with the relay and the two routers' public sides on it.
ip -n "$wan" link add br0 type bridge
ip -n "$wan" link set br0 up
plug() { # namespace address: a public address on the bridge
  ip link add wan netns "$1" type veth peer name "p-$2" netns "$wan"
  ip -n "$wan" link set "p-$2" master br0 up
  ip -n "$1" addr add "203.0.113.$2/24" dev wan
  ip -n "$1" link set wan up
}
plug "$relay" 1
plug "$nat1" 11
plug "$nat2" 12
# Each home behind its router.
home() { # home router n
  ip link add lan netns "$2" type veth peer name lan netns "$1"
  ip -n "$2" addr add "192.168.$3.1/24" dev lan
  ip -n "$1" addr add "192.168.$3.2/24" dev lan
  ip -n "$2" link set lan up
  ip -n "$1" link set lan up
  ip -n "$1" route add default via "192.168.$3.1"
  ip netns exec "$2" sysctl -qw net.ipv4.ip_forward=1
  ip netns exec "$2" iptables -t nat -A POSTROUTING -o wan -j MASQUERADE
  # Nothing comes in from outside unasked, as a home router's firewall has it (a packet
  # dropped leaves no mapping behind that a hole punched later would collide with).
  ip netns exec "$2" iptables -A INPUT -i wan -m conntrack --ctstate NEW -j DROP
  ip netns exec "$2" iptables -A FORWARD -i wan -m conntrack --ctstate NEW -j DROP
}
home "$home1" "$nat1" 1
home "$home2" "$nat2" 2

# The relay: plain HTTP in dev mode, QUIC address discovery with a certificate of its own.
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
  -subj /CN=203.0.113.1 -addext subjectAltName=IP:203.0.113.1 \
  -addext basicConstraints=critical,CA:FALSE \
  -keyout "$out/relay.key" -out "$out/relay.crt" 2>/dev/null
cat >"$out/relay.toml" <<EOF
enable_quic_addr_discovery = true
enable_metrics = false
[tls]
cert_mode = "Manual"
manual_cert_path = "$out/relay.crt"
manual_key_path = "$out/relay.key"
quic_bind_addr = "0.0.0.0:7842"
EOF
ip netns exec "$relay" env RUST_LOG=${RELAY_LOG:-info} "$relay_bin" --dev --config-path "$out/relay.toml" >"$out/relay.log" 2>&1 &
for _ in $(seq 100); do
  ip netns exec "$nat1" bash -c 'exec 3<>/dev/tcp/203.0.113.1/3340' 2>/dev/null && break
  sleep 0.1
done
ip netns exec "$nat1" bash -c 'exec 3<>/dev/tcp/203.0.113.1/3340' 2>/dev/null ||
  fail "the relay did not start: $(cat "$out/relay.log")"
relay_args=(--relay http://203.0.113.1:3340 --relay-cert "$out/relay.crt")

# Each line a game prints, with when it came ($EPOCHREALTIME), into $1.
stamp() { while IFS= read -r line; do printf '%s %s\n' "$EPOCHREALTIME" "$line"; done >"$1"; }

# way N: a move's way from one side to the other in game N, each way: from the line the
# mover prints (after sending it) to the line the other side prints (once it is played
# there), median and slowest; moves around a cut (over 1 s) left out.
way() {
  local diffs
  diffs=$(awk '$2 ~ /^[0-9]+\.$/ && !seen[FILENAME, $2]++ {
         if (FILENAME ~ /host/) h[$2] = $1; else g[$2] = $1
       }
       END {
         for (k in h) if (k in g) {
           d = g[k] - h[k]
           if (d > 0 && d < 1) printf "host-to-guest %.1f\n", d * 1000
           else if (d < 0 && d > -1) printf "guest-to-host %.1f\n", -d * 1000
         }
       }' "$out/host-$1.times" "$out/guest-$1.times")
  for direction in host-to-guest guest-to-host; do
    grep "^$direction " <<<"$diffs" | cut -d' ' -f2 | sort -n |
      awk -v d="${direction//-/ }" '{a[NR] = $1} END {printf "%s: median %.1f ms, slowest %.1f ms (%d moves)\n", d, a[int((NR + 1) / 2)], a[NR], NR}'
  done | paste -sd';' | sed 's/;/; /'
}

# game N CUT BUDGET: Hard against Hard on 7x7, five in a row, BUDGET seconds a move, between
# the homes; the guest's router cut off for CUT seconds after four moves (0: no cut). Says
# the route the guest saw last.
game() {
  local n=$1 cut=$2 budget=$3 host guest invitation
  # (Made before: tee opens them only once it starts.)
  : >"$out/host-$n.log"
  : >"$out/guest-$n.log"
  ip netns exec "$home1" env RUST_LOG=${GAME_LOG:-off} TICTACTOE_CODE=KXMRTA "$bin" --data-dir "$out/host" host --invite \
    --as hard --budget "$budget" --size 7 --k 5 "${relay_args[@]}" \
    > >(tee "$out/host-$n.log" | stamp "$out/host-$n.times") 2>&1 &
  host=$!
  for _ in $(seq 200); do grep -q '^invitation' "$out/host-$n.log" && break; sleep 0.1; done
  invitation=$(grep '^invitation' "$out/host-$n.log" | sed 's/.*: //')
  [ -n "$invitation" ] || fail "game $n: no invitation: $(cat "$out/host-$n.log")"
  grep -q '^invitation: ' "$out/host-$n.log" ||
    fail "game $n: the invitation has no relay: $(cat "$out/host-$n.log")"
  local started=$EPOCHREALTIME
  ip netns exec "$home2" env RUST_LOG=${GAME_LOG:-off} TICTACTOE_CODE=KXMRTA "$bin" --data-dir "$out/guest" join \
    "$invitation" --as hard --budget "$budget" "${relay_args[@]}" \
    > >(tee "$out/guest-$n.log" | stamp "$out/guest-$n.times") 2>&1 &
  guest=$!
  for _ in $(seq 1000); do grep -q '^joined' "$out/guest-$n.log" && break; sleep 0.01; done
  say "game $n: joined in $(awk -v a="$EPOCHREALTIME" -v b="$started" 'BEGIN {printf "%.2f", a - b}') s (from the process's start to the board)"
  for _ in $(seq 300); do [ "$(grep -c '^[0-9]*\. ' "$out/guest-$n.log")" -ge 4 ] && break; sleep 0.1; done
  moves=$(grep -c '^[0-9]*\. ' "$out/guest-$n.log" || true)
  [ "$moves" -ge 4 ] || fail "game $n did not start: $(cat "$out/guest-$n.log")"
  if [ "$cut" -gt 0 ]; then
    ip -n "$nat2" link set wan down
    sleep "$cut"
    ip -n "$nat2" link set wan up
    say "game $n: the guest's router cut off for $cut s after $moves moves"
  fi
  wait "$guest" || fail "game $n: the guest failed: $(tail -3 "$out/guest-$n.log")"
  wait "$host" || fail "game $n: the host failed: $(tail -3 "$out/host-$n.log")"
  sleep 0.5 # the logs' last lines, through tee
  moves_of() { grep '^[0-9]*\. ' "$1" | awk '{m[$1] = $2 " " $NF} END {for (k in m) print k, m[k]}' | sort -n; }
  [ "$(moves_of "$out/host-$n.log")" = "$(moves_of "$out/guest-$n.log")" ] ||
    fail "game $n: the two sides saw different games"
  outcome() { grep -E '^(X wins|O wins|draw):' "$1" | tail -1 | cut -d: -f1; }
  result=$(outcome "$out/host-$n.log")
  [ -n "$result" ] && [ "$result" = "$(outcome "$out/guest-$n.log")" ] ||
    fail "game $n: no result, or different results"
  say "game $n: $(moves_of "$out/host-$n.log" | wc -l) moves, $result; $(grep -o 'through the internet, [a-z ]*' "$out/guest-$n.log" | tail -1)"
  say "game $n: a move's way: $(way "$n")"
}

# idle NAME [internet|local]: with FIGURES=1, the guest's CPU while it waits for the host's
# moves (Hard, 10 s each; the guest plays Easy, at once): its process's CPU time over 30 s,
# joined by the invitation or, for a game on one computer, by address.
idle() {
  [ "${FIGURES:-0}" = 1 ] || return 0
  local name=$1 way=$2 host guest to t0 t1 hz
  ip netns exec "$home1" env TICTACTOE_CODE=KXMRTA "$bin" --data-dir "$out/idle-host" host --invite \
    --as hard --budget 10 --size 7 --k 5 "${relay_args[@]}" >"$out/idle-host-$name.log" 2>&1 &
  host=$!
  for _ in $(seq 200); do grep -q '^invitation' "$out/idle-host-$name.log" && break; sleep 0.1; done
  to=$(grep '^invitation' "$out/idle-host-$name.log" | sed 's/.*: //')
  [ "$way" = local ] && to=127.0.0.1
  local space=$home2
  [ "$way" = local ] && space=$home1
  ip netns exec "$space" env TICTACTOE_CODE=KXMRTA "$bin" --data-dir "$out/idle-guest" join \
    "$to" --as easy "${relay_args[@]}" >"$out/idle-guest-$name.log" 2>&1 &
  guest=$!
  for _ in $(seq 1000); do grep -q '^joined' "$out/idle-guest-$name.log" && break; sleep 0.01; done
  sleep 3
  hz=$(getconf CLK_TCK)
  t0=$(awk '{print $14 + $15}' "/proc/$guest/stat")
  sleep 30
  t1=$(awk '{print $14 + $15}' "/proc/$guest/stat")
  kill "$host" "$guest" 2>/dev/null || true
  wait "$host" "$guest" 2>/dev/null || true
  say "idle ($name): the waiting guest used $(awk -v d=$((t1 - t0)) -v hz="$hz" 'BEGIN {printf "%.2f s of CPU in 30 s: %.2f %% of a core", d / hz, d / hz / 30 * 100}'); $(grep -o 'joined.*' "$out/idle-guest-$name.log" | head -1)"
}

game 1 0 1
grep -q 'through the internet, direct' "$out/guest-1.log" ||
  fail "game 1 did not go direct: $(grep joined "$out/guest-1.log")"
idle "on one computer" local
idle direct internet

# No UDP between the homes' routers: only the relay carries the game.
for pair in "$nat1 203.0.113.12" "$nat2 203.0.113.11"; do
  read -r n other <<<"$pair"
  ip netns exec "$n" iptables -A FORWARD -p udp -d "$other" -j DROP
  ip netns exec "$n" iptables -A FORWARD -p udp -s "$other" -j DROP
done
game 2 25 0.3
grep -q 'through the internet, through the relay' "$out/guest-2.log" ||
  fail "game 2 did not go through the relay: $(grep joined "$out/guest-2.log")"
grep -q 'is back' "$out/guest-2.log" || fail "the guest did not come back: $(cat "$out/guest-2.log")"
grep -q 'is back' "$out/host-2.log" || fail "the host did not take the guest back"
say "game 2: the connection was lost and taken up again through the relay"
idle relayed internet
say "1 passed, 0 failed"
