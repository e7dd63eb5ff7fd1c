#!/usr/bin/env bash
# The Debian packages, as a distribution checks them and as a player installs them (as
# root, on this machine): script/package builds both; lintian (no error), desktop-file-validate
# and appstreamcli (no network) pass; `apt-get install ./tictactoe_*.deb` puts the game in
# /usr/games, linked from /usr/bin, and pbrain-tictactoe beside it answers as a Gomocup brain;
# started from /usr/bin under Xvfb it shows the menu (read by OCR) and takes a move;
# `tictactoe terminal` plays in tmux; `man tictactoe` and the bash completion of
# `tictactoe hi<Tab>` work; removing it leaves no file but the player's own. Then the same for
# tictactoe-terminal, which needs none of the window's libraries. Screenshots, panes and logs
# are kept in $E2E_OUT/package (default target/e2e/package).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${E2E_OUT:-$root/target/e2e}/package
rm -rf "$out"
mkdir -p "$out"

fail() { echo "package: FAIL: $*" >&2; echo "package: logs in $out" >&2; exit 1; }
say() { echo "package: $*"; }

[ "$(id -u)" = 0 ] || { say "skipped: installing a package needs root"; exit 0; }
script/deps desktop package

# The dev build, which the other tests have built: nothing checked here depends on how the
# binary is optimised, and the release profile (fat LTO) would cost 14 to 30 minutes.
# `script/package` without --profile builds what ships.
mapfile -t debs < <(script/package --profile dev "$out/debs")
deb=$(realpath "${debs[0]}")
terminal_deb=$(realpath "${debs[1]}")
[ -f "$deb" ] && [ -f "$terminal_deb" ] || fail "script/package printed: ${debs[*]}"
say "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB), $(basename "$terminal_deb") ($(du -k "$terminal_deb" | cut -f1) KiB)"

# --- checked as the distributions check ------------------------------------------------------
dpkg-deb -x "$deb" "$out/tree"
desktop-file-validate "$out"/tree/usr/share/applications/*.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net "$out"/tree/usr/share/metainfo/*.metainfo.xml >"$out/appstream.txt" 2>&1 ||
  fail "appstreamcli: $(cat "$out/appstream.txt")"
# lintian refuses nothing to root, but says so; its tags are kept.
lintian --fail-on error --allow-root --tag-display-limit 0 "$deb" "$terminal_deb" >"$out/lintian.txt" 2>&1 ||
  fail "lintian: $(grep -E '^E: ' "$out/lintian.txt" || tail -5 "$out/lintian.txt")"
say "desktop-file-validate, appstreamcli and lintian pass ($(grep -c '^W: ' "$out/lintian.txt" || true) warnings)"

# --- installed, played, removed --------------------------------------------------------------
# Everything outside /home, /root, /tmp and /var that is a file, before: after removal the
# same must be there, and no more.
snapshot() {
  find /usr /etc /opt -xdev \( -type f -o -type l \) 2>/dev/null |
    # Caches the system rebuilds when any package adds icons, menu entries or pages.
    grep -vE '/icon-theme\.cache$|/mimeinfo\.cache$|/ld\.so\.cache$|^/usr/share/info/dir' | sort
}
remove_both() {
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq tictactoe tictactoe-terminal >/dev/null 2>&1 || true
}
remove_both
snapshot >"$out/before.txt"
player=$out/home # the player's home: their files must outlive the package
mkdir -p "$player"
cp /etc/skel/.bashrc "$player/"

install() { # deb
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >"$out/apt-$(basename "$1").log" 2>&1 ||
    fail "apt-get install $1: $(tail -5 "$out/apt-$(basename "$1").log")"
  [ "$(command -v tictactoe)" = /usr/bin/tictactoe ] || fail "tictactoe is not /usr/bin/tictactoe: $(command -v tictactoe)"
}
removed_cleanly() { # package deb
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "$1" >/dev/null 2>&1 || fail "apt-get purge $1"
  snapshot >"$out/after.txt"
  if ! diff "$out/before.txt" "$out/after.txt" >"$out/left-$1.txt"; then
    fail "removing $1 changed these files: $(head -20 "$out/left-$1.txt")"
  fi
  [ -n "$(ls -A "$player/.local/share/tictactoe" 2>/dev/null)" ] || fail "the player's games went with $1"
  say "$1 removed: no file left behind, the player's files kept ($(ls "$player/.local/share/tictactoe" | xargs))"
}

# A shell of the player's in tmux, at 100x30: the terminal game, the manual, completion.
sock=ttt-package-$$
tm() { tmux -L "$sock" "$@"; }
pane() { tm capture-pane -p -t player; }
pane_has() { # text seconds
  for _ in $(seq $(($2 * 20))); do pane | grep -qF -- "$1" && return 0; sleep 0.05; done
  pane >"$out/failed.txt"
  fail "waited $2 s for '$1' on screen: $(cat "$out/failed.txt")"
}
keys() { for k in "$@"; do tm send-keys -t player "$k"; sleep 0.15; done; }
shell() {
  tm kill-server 2>/dev/null || true
  tm new-session -d -s player -x 100 -y 30 "env -i HOME='$player' TERM=xterm-256color LANG=C.UTF-8 PATH=/usr/local/bin:/usr/bin:/bin bash -i"
  sleep 0.5
}
trap 'tm kill-server 2>/dev/null || true' EXIT

# The player's terminal game, manual and completion: what both packages give.
in_a_terminal() { # name
  shell
  keys "clear; tictactoe terminal" Enter
  pane_has "Choose the players" 10
  pane >"$out/$1-terminal.txt"
  keys p
  pane_has "Player 1 (X) to move." 5
  keys Enter # the cursor starts at b2
  pane_has "Last: X b2" 5
  pane >"$out/$1-terminal-move.txt"
  keys Escape q
  say "$1: tictactoe terminal plays in tmux (X b2)"
  keys "clear; MANPAGER=cat MANWIDTH=90 man tictactoe >'$out/$1-man.txt'; echo man=\$?" Enter
  pane_has "man=0" 10
  for heading in SYNOPSIS SUBCOMMANDS FILES ENVIRONMENT 'tictactoe-terminal(6)'; do
    grep -qF "$heading" "$out/$1-man.txt" || fail "man tictactoe has no $heading: $(head -20 "$out/$1-man.txt")"
  done
  say "$1: man tictactoe shows the manual ($(wc -l <"$out/$1-man.txt") lines)"
  keys "clear" Enter "tictactoe hi" Tab
  pane_has "tictactoe history" 5
  pane >"$out/$1-completion.txt"
  say "$1: tictactoe hi<Tab> completes to tictactoe history"
  tm kill-server
}

install "$deb"
dpkg -L tictactoe >"$out/files-tictactoe.txt"
for f in /usr/games/tictactoe /usr/bin/tictactoe /usr/share/man/man6/tictactoe.6.gz \
  /usr/share/bash-completion/completions/tictactoe \
  /usr/share/icons/hicolor/scalable/apps/ /usr/share/icons/hicolor/512x512/apps/ \
  /usr/share/applications/ /usr/share/metainfo/ /usr/share/doc/tictactoe/copyright; do
  grep -qF "$f" "$out/files-tictactoe.txt" || fail "tictactoe installs nothing at $f"
done
# The brain, by the name gomoku managers run.
brain_about=$(printf 'ABOUT\nEND\n' | /usr/games/pbrain-tictactoe)
[[ $brain_about =~ ^name=\"tictactoe\" ]] || fail "pbrain-tictactoe answered ABOUT with '$brain_about'"
say "pbrain-tictactoe answers as a Gomocup brain: $brain_about"

# The window, from /usr/bin, away from the source tree.
# shellcheck source=tests/desktop.sh
. tests/desktop.sh
start_desktop
trap 'tm kill-server 2>/dev/null || true; cleanup' EXIT
start_game /usr/bin/tictactoe
sleep 3 # first frames on a software renderer
shot 01-menu
tesseract "$out/01-menu.png" - 2>/dev/null >"$out/01-menu.txt" || true
for word in Play Quit; do
  grep -q "$word" "$out/01-menu.txt" || fail "the menu does not read '$word': $(xargs <"$out/01-menu.txt")"
done
class=$(xprop -id "$window" WM_CLASS)
app_id=$(sed -n 's/^StartupWMClass=//p' "$out"/tree/usr/share/applications/*.desktop)
[[ "$class" == *"\"$app_id\""* ]] || fail "the window's class ($class) is not the menu entry's ($app_id)"
click $PLAY_X $MENU_ACTIONS_Y
wait_for 'players:' 5
click_cell 3 4
wait_for 'X plays cell 4' 5
shot 02-a-move
kill "$game"
wait "$game" 2>/dev/null || true
say "tictactoe from /usr/bin: the menu reads Play and Quit, X plays the centre, the window is $app_id"

in_a_terminal tictactoe
removed_cleanly tictactoe

install "$terminal_deb"
depends=$(dpkg-query -W -f='${Depends}' tictactoe-terminal)
for lib in libasound libudev libwayland libx11 libxkbcommon libvulkan; do
  [[ "$depends" != *"$lib"* ]] || fail "tictactoe-terminal depends on $lib: $depends"
done
say "tictactoe-terminal depends on: $depends"
in_a_terminal tictactoe-terminal
removed_cleanly tictactoe-terminal
