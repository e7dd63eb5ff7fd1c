#!/usr/bin/env bash
# Solves the same boards with the naive C baseline and with our solver, one after the other,
# and prints each time and the ratio. The baseline is not part of this repository:
#   engine/benches/baseline.sh path/to/mnk-naive.c [COLS ROWS K]...
# (default boards: 4 4 4 and 5 5 4; the baseline needs about 500 s on 5x5).
set -euo pipefail
src=${1:?usage: baseline.sh path/to/mnk-naive.c [COLS ROWS K]...}
shift
boards=("$@")
[ ${#boards[@]} -gt 0 ] || boards=(4 4 4 5 5 4)
cd "$(dirname "$0")/.."
work=$(mktemp -d)
gcc -O2 -o "$work/naive" "$src"
cargo build --quiet --release -p tools --bin solve
ours="${CARGO_TARGET_DIR:-../target}/release/solve"
seconds() { # command... -> wall seconds, printing the command's own line to stderr
  local start end
  start=$(date +%s.%N)
  "$@" >&2
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}
printf '%-10s %14s %14s %10s\n' board baseline ours ratio
for ((i = 0; i < ${#boards[@]}; i += 3)); do
  c=${boards[i]} r=${boards[i + 1]} k=${boards[i + 2]}
  base=$(seconds "$work/naive" "$c" "$r" "$k")
  mine=$(seconds "$ours" "$c" "$r" "$k")
  printf '%-10s %12.3f s %12.4f s %9.0fx\n' "${c}x${r} k=$k" "$base" "$mine" "$(awk -v a="$base" -v b="$mine" 'BEGIN { print a / b }')"
done
