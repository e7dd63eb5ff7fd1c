#!/usr/bin/env bash
# Every screen in the pseudo-language, German (on a German keyboard), Japanese, Traditional
# Chinese, Hindi, Arabic and Hebrew (the last two read right to left), in a real window on a virtual display, photographed at 480x480 and 1280x720:
# the menu, the shortcuts' list, Settings, Online, History (empty, then with a game, and its
# question on deleting one), a game being played, the game over, and its Replay. The way
# through is the keyboard's (Tab, Enter, Esc, the keypad's digits on 3x3), the same in
# every language.
# OCR (tesseract) reads the menu's Play and Quit in each language's own words, and the
# window's title is the game's name in that language. Screenshots go to $E2E_OUT (default
# target/languages), one folder a language: look at them.
#
# Usage: [LANGS="ar he"] tests/languages.sh [path/to/tictactoe]   (default: builds the dev binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=tests/script.sh
. tests/script.sh
base=${E2E_OUT:-$root/target/languages}
mkdir -p "$base"

bin=$(game_binary "${1:-}")

fail() { echo "languages: FAIL: $*" >&2; echo "languages: screenshots and log in $out" >&2; exit 1; }
say() { echo "languages: $*"; }

# The display's log, one a display (script/test runs two sets of languages at once).
display_name=${E2E_DISPLAY:-:97}
out=$base/display-${display_name#:}
mkdir -p "$out"
# shellcheck source=tests/desktop.sh
. tests/desktop.sh
start_desktop

SHOT_SIZES=(480x480 1280x720)
key() { xdotool windowfocus --sync "$window" key --delay 120 "$@"; sleep 0.6; }
tabs() { local n=$1; for _ in $(seq "$n"); do key Tab; done; }
screen_is() { # the log's last screen change
  for _ in $(seq 50); do
    [ "$(grep -o 'screen: [A-Za-z]*' "$log" | tail -1)" = "screen: $1" ] && return 0
    sleep 0.1
  done
  fail "not on $1: $(grep -o 'screen: [A-Za-z]*' "$log" | tail -1)"
}
# OCR of the menu at 1280x720 made black on white (tesseract misses light words on the
# primary button's colour otherwise) at twice the size: each of the words must be read.
reads() { # tesseract-language word...
  local lang=$1 text
  shift
  convert "$out/menu-1280x720.png" -colorspace Gray -threshold 55% -negate -resize 200% \
    "$out/menu-ocr.png"
  # Sparse text: the menu is rows of separate words, and the page layout's analysis drops
  # a whole row at times (the buttons' row, in Arabic).
  text=$(tesseract "$out/menu-ocr.png" - -l "$lang" --psm 11 2>/dev/null)
  for word in "$@"; do
    [[ "$text" == *"$word"* ]] || fail "OCR did not read \"$word\" on the menu: $text"
  done
}

for lang in ${LANGS:-qps-ploc de ja zh-Hant hi ar he}; do
  out=$base/$lang
  rm -rf "$out"
  mkdir -p "$out/data"
  # Two people at one keyboard: no computer moves while the screens are photographed.
  echo '(version: 1, data: (o: Human))' >"$out/data/settings.ron"
  if [ "$lang" = de ]; then setxkbmap de; else setxkbmap us; fi
  LANGUAGE=$lang start_game "$bin"
  sleep 3 # first frames on a software renderer
  say "$lang"

  shot_sizes menu "${SHOT_SIZES[@]}"
  case $lang in
    qps-ploc) reads eng "[Pl" "[Q" ;; # the accents read differently from run to run
    de) reads eng "Spielen" "Beenden" ;;
    ja) reads jpn "プレイ" "終了" ;;
    zh-Hant) reads chi_tra "開始" "退出" ;;
    hi) reads hin "खेलें" "बाहर" ;;
    ar) reads ara "العب" "خروج" ;;
    he) reads heb "לשחק" "יציאה" ;;
  esac
  title=$(xdotool getwindowname "$window")
  case $lang in
    qps-ploc) want="[Tîç-Tàç-Töé" ;;
    de) want="Tic-Tac-Toe" ;;
    ja) want="三目並べ" ;;
    zh-Hant) want="井字棋" ;;
    hi) want="टिक-टैक-टो" ;;
    ar) want="إكس أو" ;;
    he) want="איקס עיגול" ;;
  esac
  [[ "$title" == *"$want"* ]] || fail "the window's title is \"$title\""

  key question
  shot_sizes shortcuts "${SHOT_SIZES[@]}"
  if [ "$lang" = de ]; then # undo as a German keyboard prints it (read at twice the size:
    # at its own, OCR takes the + for a #)
    convert "$out/shortcuts-1280x720.png" -resize 200% "$out/shortcuts-ocr.png"
    tesseract "$out/shortcuts-ocr.png" - 2>/dev/null | grep -q 'Strg+Z' ||
      fail "the shortcuts list does not name Strg+Z"
  fi
  key space # any key closes the list

  tabs 4 && key Return && screen_is Settings # Play -> Online -> Quit -> History -> Settings
  shot_sizes settings "${SHOT_SIZES[@]}"
  key Escape && screen_is Menu

  tabs 1 && key Return && screen_is Online
  shot_sizes online "${SHOT_SIZES[@]}"
  key Escape && screen_is Menu

  tabs 3 && key Return && screen_is History
  shot_sizes history-empty "${SHOT_SIZES[@]}"
  key Escape && screen_is Menu

  key Return && screen_is Playing # Play has the focus
  key KP_7 && key KP_4
  shot_sizes playing "${SHOT_SIZES[@]}"
  key KP_8 && key KP_5 && key KP_9 && screen_is GameOver # X's top row
  shot_sizes game-over "${SHOT_SIZES[@]}"

  key Escape && screen_is Menu
  tabs 3 && key Return && screen_is History
  shot_sizes history "${SHOT_SIZES[@]}"
  key Delete
  shot_sizes delete "${SHOT_SIZES[@]}"
  key Escape # keep it
  key Return && screen_is Replay # the newest game
  key Home
  key Right && key Right && key Right
  shot_sizes replay "${SHOT_SIZES[@]}"

  kill "$game" 2>/dev/null || true
  wait "$game" 2>/dev/null || true
done
setxkbmap us
say "PASS: every screen photographed in ${LANGS:-seven languages} at ${SHOT_SIZES[*]}; OCR read each menu"
