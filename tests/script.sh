# Shared by the tests' scripts, sourced after `cd` to the sources' root with $root set: the
# folder a script keeps what it saw in, and the game binary it plays.

# fresh_out NAME: prints $E2E_OUT/NAME (default target/e2e/NAME), made and emptied.
fresh_out() {
  local out=${E2E_OUT:-$root/target/e2e}/$1
  mkdir -p "$out"
  rm -rf "${out:?}"/*
  echo "$out"
}

# game_binary [PATH]: prints the game binary's full path: PATH, or the dev binary, built.
game_binary() {
  local bin=${1:-}
  if [ -z "$bin" ]; then
    cargo build --quiet
    bin="${CARGO_TARGET_DIR:-$root/target}/debug/tictactoe"
  fi
  realpath "$bin"
}
