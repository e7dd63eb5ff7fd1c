# English: the language every other is checked against (every key here, and only these,
# in every other file, with the same variables).
# Glossary (one word for one thing, in every message): undo: Undo, redo: Redo, back: Back,
#  draw: Draw, hint: Hint, board: Board, settings: Settings.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Play online
online-game = Game
online-host = Host
online-join = Join
online-name = Name
online-mark = Mark
online-alternate = Alternate
online-board = Board
online-in-a-row = In a row
online-address = Address or invitation
online-code = Code
online-start = Start
online-cancel = Cancel
online-back = Back
online-none-listed = No games listed here.
online-looking = Looking for games...
online-found = Games on this network:
online-joins-at = Your friend joins at
online-this-computer = this computer's address, port { $port }
online-with-code = with the code  { $code }
online-waiting = Waiting for them...
online-wrong-codes = { $count ->
    [one] One wrong code, from { $address }
   *[other] { $count } wrong codes, the last from { $address }
}
online-held-off = { $count ->
    [one] One more try held off: too many from one network
   *[other] { $count } more tries held off: too many from one network
}
online-new-code = New code
online-anywhere = From anywhere, with this invitation and the code:
online-this-network-only = No relay answered: the invitation works on this network.
online-invite = Invite
online-copy = Copy invitation
online-copied = Copied
online-connecting = Connecting...

## The menu

menu-title = Tic-Tac-Toe
menu-history = History
menu-settings = Settings
menu-board = Board
# The board's rows (the Board row sets a square; this one makes it oblong).
menu-rows = Rows
menu-in-a-row = In a row
menu-rule = Rule
menu-opening = Opening
menu-play = Play
menu-online = Online
menu-quit = Quit
menu-resume = Resume
menu-reset = Reset
menu-forget = Forget
menu-keep = Keep

## The rules ($k is how many in a row win)

rule-freestyle = Freestyle
rule-standard = Standard
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = { $k } or more in a row wins.
rule-standard-about = Exactly { $k } in a row wins; a longer row does not.
rule-renju-about = Five in a row; X (Black) may not make a double three, a double four or an overline.
rule-caro-about = Exactly { $k } in a row wins, unless the other side blocks both ends.
rules-renju-five = Renju is played with five in a row, not { $k }.
# $why is the engine's reason, in English.
rules-misfit = These rules cannot be played: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Free
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (Black) moves first, from the first stone.
opening-swap-about = The first player places three stones; the other then chooses a colour.
opening-swap2-about = Three stones; the other chooses a colour, or places two more and lets the first choose.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } places stone { $stone } of { $stones } ({ $mark })
opening-choose = { $player } chooses: play Black or play White
opening-choose-or-two = { $player } chooses: play Black, play White, or place two more stones
choice-play-black = Play Black (X)
choice-play-white = Play White (O)
choice-place-two = Place two more
opening-chose-black = { $player } plays Black (X).
opening-chose-white = { $player } plays White (O).
opening-chose-two = { $player } places two more stones.
opening-choice-due = Not a stone now: { $player } chooses first.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell } is forbidden to X in renju: a double three.
forbidden-double-four = { $cell } is forbidden to X in renju: a double four.
forbidden-overline = { $cell } is forbidden to X in renju: an overline.

## Game over

over-play = Play
over-review = Review
over-menu = Menu
over-quit = Quit

## Playing

playing-undo = Undo
playing-redo = Redo
playing-hint = Hint
playing-menu = Menu
playing-coach = Coach
playing-keep = Keep for later
playing-abandon = Abandon
playing-play-on = Play on

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Human
seat-easy = Easy
seat-medium = Medium
seat-hard = Hard
seat-online = Online
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Brain
# The names a person's seat has until someone types one.
player-one = Player 1
player-two = Player 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] 1 draw
   *[other] { $draws } draws
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] 1 draw
   *[other] { $draws } draws
}
tally-no-games = No games yet between { $x } and { $o }
reset-title = Reset the score?
reset-details = Forget the games of { $x } and { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Unfinished { $cols }x{ $rows } game, { $k } in a row
    move { $move }: { $player } ({ $mark }) to move
menu-unfinished-online = Unfinished { $cols }x{ $rows } game, { $k } in a row
    online with { $friend }
    move { $move }: { $player } ({ $mark }) to move

## The board's status bar

badge-human = Human
badge-computer = Computer
# The friend's badge in a network game: one short word each.
badge-online = online
badge-connecting = connecting
badge-offline = offline
# The friend's connection across the internet: straight, or through the relay.
badge-direct = direct
badge-relayed = relayed
badge-left = left
badge-draws = { $draws ->
    [one] 1 draw
   *[other] { $draws } draws
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = { $player } ({ $mark }) to move
status-thinking = { $player } ({ $mark }) is thinking
status-wins = { $player } ({ $mark }) wins
status-wins-on-time = { $player } ({ $mark }) wins on time
status-draw = Draw
status-waiting-to-connect = Waiting for { $friend } to connect
status-connecting-to = Connecting to { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Connection lost - waiting for { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } has not come back
result-wins = { $mark } wins
result-wins-on-time = { $mark } wins on time
result-draw = Draw

## Leaving a game

leave-title = Leave this game?
leave-details = Keep it to resume from the menu, or abandon it.
leave-online = Your friend will be told. Keep the game to resume from the menu, or abandon it.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Hint: { $cell }. { $mark } wins in { $plies }.
hint-wins-within = Hint: { $cell }. { $mark } wins within { $plies }.
hint-loses = Hint: { $cell }. { $other } wins whatever { $mark } does.
hint-draw = Hint: { $cell }. Draw with best play.
hint-better = Hint: { $cell }. { $mark } is better (estimate).
hint-worse = Hint: { $cell }. { $other } is better (estimate).
hint-even = Hint: { $cell }. Even (estimate).
hint-thinking = Hint: thinking…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Line: { $moves } · depth { $depth } · { $score }
engine-line-thinking = Line: thinking…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Coach: +n win, -n loss in n marks, = draw, +?/-? estimate
coach-counting = Coach { $done }/{ $all }: +n win, -n loss in n marks, = draw, +?/-? estimate

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } has won
verdict-better = { $mark } is better (estimate)
verdict-wins-in = { $mark } wins in { $plies }
verdict-wins-within = { $mark } wins within { $plies }
verdict-draw = a draw
verdict-no-forced-win = no forced win (estimate)
# $verdict is one of the verdict- lines above.
review-from-start = With best play from the start: { $verdict }.
review-move-same = Move { $ply }, { $mark } { $cell }: { $verdict } before and after it.
review-move-changed = Move { $ply }, { $mark } { $cell }: before it, { $before }; after it, { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Mistake ({ $symbol }): best was { $best }.
review-blunder = Blunder ({ $symbol }): best was { $best }.
review-off = Review (R) judges every move: ? a mistake, ?? a blunder.
review-progress = Reviewing { $done } of { $all } positions…

## Replay

replay-players = { $x } (X) against { $o } (O)
replay-start = Start
replay-play = Play
replay-pause = Pause
replay-review = Review
replay-hint = Hint
replay-coach = Coach
replay-from-here = Play from here
replay-back = Back

## History

history-title = History
history-player = Player
history-all = All
history-back = Back
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = File
history-import = Import
history-export = Export .psq
history-imported = Imported: { $x } (X) against { $o } (O).
history-not-imported = Not imported: { $why }
history-exported = Saved as { $path }
history-not-exported = Not saved: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = When
history-board = Board
history-result = Result
history-moves = Mvs
history-reading = Reading the games…
history-none = No games yet: every game you finish is kept here.
history-none-match = No game matches the filter.
history-shown = { $first }–{ $last } of { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  wheel
end-x-won = X won
end-o-won = O won
end-draw = Draw
delete-title = Delete this game?
delete-players = { $x } (X) against { $o } (O)
delete-details = It cannot be brought back.
delete-delete = Delete
delete-keep = Keep
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } in a row
# $rule is one of the rule- names above (Renju, Standard, Caro).
board-shape-rule = { $cols }x{ $rows }, { $k } in a row, { $rule }
# A date and a time, each number with its leading zero: 2026-11-22 21:40.
date-time = { $year }-{ $month }-{ $day } { $hour }:{ $minute }

## Settings

settings-title = Settings
settings-language = Language
settings-think-delay = Computer waits
settings-hard-budget = Hard thinks
settings-volume = Volume
settings-sound = Sound
settings-alternate = Alternate who starts
settings-auto-play = Auto-play next game
settings-coach = Coach
settings-animations = Animations
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Forbidden points
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Move numbers
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Brain
settings-brain-time = Brain's time a move
# A game clock: each player's time for the game and the seconds added after each move.
settings-clock = Clock
settings-theme = Theme
settings-on = On
settings-off = Off
settings-back = Back
theme-dark = Dark
theme-light = Light
theme-contrast = Contrast
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value } %
decimal-separator = .
# Between the items of a list ("b2, c3"), and between two sentences (none in Japanese
# and Chinese, whose full stop needs no space).
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Shortcuts
shortcuts-close = Any key or a click closes this list.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = move on the board
shortcut-focus = move the focus between buttons
shortcut-press = place a mark; press a button
shortcut-keypad = place a mark on 3x3 (as a keypad)
shortcut-tab = next, previous button
shortcut-undo = undo
shortcut-redo = redo
shortcut-hint = hint: the move Hard would play
shortcut-coach = coach: every cell's value
shortcut-engine-line = the engine's line: the moves Hard expects
shortcut-new-game = new game
shortcut-full-screen = full screen
shortcut-back = back
shortcut-list = this list
shortcut-speech = speech on or off
shortcut-read = read aloud: the board, the last move, whose turn and the score, the cursor's row, column, diagonals
shortcut-replay-step = Replay: one move back, forward
shortcut-replay-ends = Replay: start, end, play
shortcut-replay-review = Replay: review every move
shortcut-history = History: choose, open, delete
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Left
key-right = Right
key-up = Up
key-down = Down
key-esc = Esc
key-enter = Enter
key-space = Space
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = Arrows
key-dpad = D-pad
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = pad { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Take back a move?
ask-undo = { $friend } asks to take back their last move.
ask-allow = Allow
ask-play-on = Play on
ask-rematch-title = Another game?
ask-rematch = { $friend } asks for another game.
ask-play = Play
ask-no = No
ask-overdue-title = Still waiting
ask-overdue = { $friend } has not come back. Wait on, keep the game to resume later, or end it (not counted).
ask-wait = Wait
ask-keep = Keep for later
ask-end = End it
online-your-friend = your friend
online-the-host = the host
online-friend-left = { $friend } left the game; it is kept
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend }'s game sent { $what }; the game is kept
# $message is the name of a network message (Move, Setup), kept as it is.
online-out-of-turn = a “{ $message }” message out of turn
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; the game is kept
online-failed = No network game: { $why }
notice-asked-rematch = Asked { $friend } for another game.
notice-asked-undo = Asked { $friend } to take back your last move.
notice-undo-refused = { $friend } would rather play on.
notice-rematch-refused = { $friend } does not want another game.
notice-host-record-stands = { $friend }'s record of the game stands where the two differed.
notice-code-retired = The join code took ten wrong guesses and opens nothing more: give your friend the new one.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = no computer is called { $address }
online-nobody-hosts = nobody is hosting a game at { $address }
online-no-answer = { $address } does not answer
online-unreachable = { $address } cannot be reached from this network
# $port is a number (47474).
online-port-taken = port { $port } is taken by another program on this computer
online-not-an-invitation = this is not a whole invitation (copy all of it)
refusal-wrong-code = the join code is wrong
refusal-too-many-tries = too many tries: wait a minute
refusal-busy = the host is playing someone else
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = the other game is version { $theirs } (protocol { $theirProtocol }); this one is version { $ours } (protocol { $ourProtocol }): both need the same
# $what is what the other game did wrong, in the network's words.
refusal-broken = the other game broke the rules: { $what }
refusal-left = the other player left
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = "{ $letter }" is not in a join code (its letters are { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = a join code has { $length } letters, not { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Settings reset to defaults. { $why }
notice-scores-reset = The scores start again. { $why }
notice-games-set-aside = Some past games could not be read and were set aside. { $why }
notice-game-not-resumed = The saved game could not be resumed. { $why }
notice-settings-not-saved = The settings could not be saved ({ $why }); trying again at the next change.
notice-scores-not-saved = The scores could not be saved ({ $why }); trying again at the next change.
notice-games-not-saved = The past games could not be saved ({ $why }); trying again at the next change.
notice-game-not-saved = The game in progress could not be saved ({ $why }); trying again at the next change.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } could not be used ({ $why }); it is kept as { $kept }.
file-not-set-aside = { $file } could not be used ({ $why }), and it could not be moved aside: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] One game of { $file } could not be read (line { $line }: { $why }); it is kept in { $kept }.
   *[other] { $count } games of { $file } could not be read (line { $line }: { $why }); they are kept in { $kept }.
}
file-games-not-set-aside = { $count ->
    [one] One game of { $file } could not be read (line { $line }: { $why }), and it could not be moved aside: { $error }.
   *[other] { $count } games of { $file } could not be read (line { $line }: { $why }), and they could not be moved aside: { $error }.
}
file-unreadable = it could not be read: { $error }
file-not-text = it is not text
file-empty = it is empty
# $detail is the reader's own words: where it stopped (line:column), or what is wrong with a kept game.
file-malformed = it is not as the game writes it: { $detail }
# $found and $reads are format versions (numbers).
file-version = its format is version { $found }, and this game reads version { $reads }
error-permission-denied = permission denied
error-disk-full = the disk is full
error-read-only = the disk is read-only
error-not-found = a folder is missing

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } is off the board: columns a to { $lastColumn }, rows 1 to { $rows }.
cell-row-column = row { $row }, column { $column }
cell-unknown = "{ $typed }" is not a cell: type a column letter and a row number, as b2, or a row and a column, as 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menu
menu-player = { $mark } player
menu-name = { $mark } name
menu-typing = Type the name, then Enter (Esc keeps the old one).
menu-resume-game = Resume the game left unfinished: { $board }, { $plies ->
    [one] 1 move
   *[other] { $plies } moves
}.
menu-choose = Choose the players and the board, then Play.
keys-line-menu = ↑↓ choose · ←→ change · Enter select · p play · q quit
keys-line-settings = ↑↓ choose · ←→ change · Esc back · q quit
keys-line-over = ←→ choose · Enter select · p play again · m menu · u undo · q quit
keys-line-watching = any key stops the game (it is kept) · q quit
keys-reading = Shift+B the board · Shift+M the last move · Shift+T whose turn and the score · Shift+R, Shift+V, Shift+X the cursor's row, column and diagonals
keys-line-playing = ←↑↓→/WASD move · Enter play · type b2 · u undo · r redo · h hint · Esc menu
keys-line-playing-big = ←↑↓→/WASD move · Enter play · type b2 · u undo · r redo · ? hint · Esc menu
keys-line-choosing = 1 2 3 choose · u undo · Esc menu
keys-line-online = ↑↓ choose · Enter type or select · Esc back
keys-line-history = ↑↓ choose · Enter replay · / name · f result · r rule · Esc menu · q quit
keys-line-history-typing = type a name · Enter done
keys-line-replay = ←→ step · Home/End first/last · Esc back to the list · q quit
too-small = The terminal is { $width }x{ $height }; this screen needs at least { $leastWidth }x{ $leastHeight }. Make it bigger, or press q to quit.
settings-language-about = The language of the game's words, in the terminal and in the window.
settings-think-delay-about = How long a computer seems to think before it moves, at least.
settings-hard-budget-about = The most Hard searches a move: longer is stronger on big boards.
settings-alternate-about = After each game the players swap marks, so each starts in turn.
settings-forbidden-about = In renju, a small cross on each cell X (Black) may not play, on X's turn.
settings-move-numbers-about = Each mark written as the number of the move that placed it, as gomoku boards number their stones.
settings-back-about = Back to the menu.
settings-brain-about = A Gomocup brain (a pbrain program) that can then play a seat, on boards of five in a row. Enter, then type its path.
settings-brain-time-about = How long the brain may think over a move.
settings-clock-about = Each player's time for the game, and the seconds added after each move (5+3: five minutes, three seconds). Out of time loses.
# The brain's row when no program is named.
settings-brain-none = none
keys-line-settings-typing = type the program's path · Enter done · Esc cancel
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = The brain stopped: { $why }. A person plays { $mark } now; the game goes on.
brain-no-start = it could not be started
brain-timeout = it took longer than its time
brain-crashed = it crashed
brain-garbage = it wrote what the protocol does not allow
brain-illegal = it played a move that is not allowed
brain-unsupported = it does not play this board or rule
# The language row before a language is chosen.
settings-system = the system's
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (computer)
panel-online = { $player } (online)
panel-move = Move { $ply }
panel-last = Last:
panel-scores = Scores
play-again = Play again
quit = Quit
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } wins with { $line }.
draw = A draw: the board is full.
stopped = The game stopped.
thinking = { $who } is thinking
to-move = { $who } to move.
typed = Typed { $typed }: Enter plays it.
hint-looking = Looking for a hint
no-hint = No hint was found in the time allowed.
wait-friend = Wait: your friend has not answered yet.
wait-thinking = Wait: it is { $mark }'s turn, and { $level } is thinking.
taken = { $cell } is taken by { $by }: choose an empty cell.
off-board = { $cell } is off the board.
game-over = The game is over.
nothing-to-undo = Nothing to undo.
nothing-to-redo = Nothing to redo.
history-all-results = all results
history-all-rules = all rules
history-any-name = any name
history-name = name: { $name }
history-games = { $shown } of { $total ->
    [one] 1 game
   *[other] { $total } games
}
history-ended = Ended
history-moves-long = Moves
replay-title = Replay: { $x } (X) against { $o } (O), { $board }
replay-move = Move { $ply } of { $plies }
scores = Scores: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Settings: { $setting } could not be read ({ $detail }); it keeps its default.
game-not-archived = The finished game could not be kept: { $why }
game-not-removed = The saved game could not be removed: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Tic-tac-toe on { $board }: { $x } against { $o }. X moves first.
read-plays = { $who } plays { $cell }.
lines-to-move = { $who } to move:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } chooses, by number: { $choices }
lines-network = a network game is played in the window
lines-input-ended = the input ended before the game did ({ $ply ->
    [0] before the first move
   *[other] after move { $ply }
}); it is kept: `tictactoe terminal --resume` goes on with it, as does Resume in the menu and in the window
lines-too-long = A line that long is not a cell: type one, as b2.
lines-empty = An empty line: type a cell, as b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = board
lines-command-grid = grid
lines-command-row = row
lines-command-column = column
lines-command-diagonals = diagonals
lines-command-last = last
lines-command-turn = turn
lines-command-score = score
lines-command-help = help
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Type a cell to play ({ $cell }), or: { $board } (the whole board), { $grid } (the board as a grid of characters), { $row } 3 (a row), { $column } c (a column), { $diagonals } { $cell } (the two diagonals through a cell), { $last } (the last move), { $turn } (whose turn), { $score } (the tally), { $help } (this list).
lines-command-needs-row = { $command } needs a row's number, as { $command } 3.
lines-command-needs-column = { $command } needs a column's letter, as { $command } c.
lines-command-needs-cell = { $command } needs a cell, as { $command } c3.
lines-turn = { $who } to move.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Type { $help } for the commands that read the board a row, a column or a diagonal at a time.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = row { $row }, column { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = row { $row }, column { $column }, { $mark }, forbidden to { $player }
read-empty = empty
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } empty
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } empty, forbidden to { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from } to { $to } empty
# $cells lists the line's stones and stretches of empty cells.
read-row = Row { $row }: { $cells }.
read-column = Column { $column }: { $cells }.
read-diagonal = Diagonal { $from } to { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] One empty cell.
   *[other] { $count } empty cells.
}
read-board-empty = The board is empty.
read-no-move = No move yet.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Last move: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Speech on.
speech-off = Speech off.
speech-unreachable = The game cannot speak: the speech service did not answer ({ $why }).
read-selected = selected
read-unavailable = unavailable
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } threatens to win at { $cell }.
read-threats = { $mark } threatens to win at { $cells }: one move cannot stop them all.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Coach: { $verdict }.
output-failed = the output could not be written: { $why }
input-failed = the input could not be read: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = The game in progress is kept: Resume it from the menu, here or in the window.
search-failed = a search failed; the game in progress is kept
nothing-to-resume = there is no unfinished game to resume

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Board Game
desktop-comment = Play tic-tac-toe against a friend or the computer
desktop-keywords = tic-tac-toe;noughts and crosses;five in a row;gomoku;board game;strategy;
store-description-play = Play tic-tac-toe on the classic 3x3 board or on boards up to 22x22, with up to ten in a row to win. X and O are each played by a person or by the computer at Easy, Medium or Hard: play a friend, take on the computer, or watch two computers play.
store-description-more = Hard plays perfectly wherever the game can be solved. Hints and a coach show what each move is worth, and every finished game is kept, to replay and review move by move. Play in a window or in a terminal, on one computer or with a friend across the network or the internet.
