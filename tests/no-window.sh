#!/usr/bin/env bash
# The build without the window (`--no-default-features`): it links none of the window's
# system libraries (sound, devices, Wayland, X11, Vulkan), its terminal game plays Hard
# against Hard to the end in line mode, and started with no command it plays in the
# terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
target=${CARGO_TARGET_DIR:-$root/target}
out=${E2E_OUT:-$root/target/e2e}/no-window
rm -rf "$out"
mkdir -p "$out/data"

fail() { echo "no-window: FAIL: $*" >&2; exit 1; }
say() { echo "no-window: $*"; }

cargo build --quiet -p tictactoe --no-default-features
bin="$out/tictactoe"
cp "$target/debug/tictactoe" "$bin"
# Put the window's build back where the other tests and script/play look for it.
cargo build --quiet -p tictactoe

libs=$(ldd "$bin")
echo "$libs" >"$out/ldd.txt"
for lib in libasound libudev libwayland libX11 libxkbcommon libvulkan; do
  if grep -q "$lib" <<<"$libs"; then fail "links $lib: $(grep "$lib" <<<"$libs")"; fi
done
say "links none of the window's libraries ($(wc -l <<<"$libs") libraries in all)"

status=0
"$bin" --data-dir "$out/data" terminal --x hard --o hard </dev/null >"$out/game.txt" 2>&1 || status=$?
[ "$status" = 0 ] || fail "the terminal game ended with status $status: $(tail -3 "$out/game.txt")"
grep -qiE 'draw|wins' "$out/game.txt" || fail "no result in: $(tail -5 "$out/game.txt")"
say "Hard against Hard: $(tail -1 "$out/game.txt")"

# With no command, the terminal game: here in lines, as the input is a pipe.
printf 'b2\n' | "$bin" --data-dir "$out/data" >"$out/no-command.txt" 2>&1 || true
grep -q 'Tic-tac-toe on 3x3' "$out/no-command.txt" ||
  fail "with no command, no terminal game: $(head -3 "$out/no-command.txt")"
grep -q '^  2 \. X \.$' "$out/no-command.txt" || fail "the move typed was not played: $(cat "$out/no-command.txt")"
grep -q '(O) plays' "$out/no-command.txt" || fail "the computer did not answer: $(cat "$out/no-command.txt")"
say "with no command: $(head -1 "$out/no-command.txt")"
