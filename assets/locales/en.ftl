# English: the language every other is checked against (every key here, and only these,
# in every other file, with the same variables).

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
online-address = Address
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
online-connecting = Connecting...

## The menu

menu-title = Tic-Tac-Toe
menu-history = History
menu-settings = Settings
menu-board = Board
menu-in-a-row = In a row
menu-play = Play
menu-online = Online
menu-quit = Quit
menu-resume = Resume
menu-reset = Reset
menu-forget = Forget
menu-keep = Keep

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
badge-left = left
badge-draws = { $draws ->
    [one] 1 draw
   *[other] { $draws } draws
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = { $player } ({ $mark }) to move
status-thinking = { $player } ({ $mark }) is thinking
status-wins = { $player } ({ $mark }) wins
status-draw = Draw
status-waiting-to-connect = Waiting for { $friend } to connect
status-connecting-to = Connecting to { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Connection lost - waiting for { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } has not come back
result-wins = { $mark } wins
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
# The columns' headers (keep them short: the columns are narrow).
history-when = When
history-board = Board
history-result = Result
history-moves = Mvs
history-reading = Reading the games…
history-none = No games yet: every game you finish is kept here.
history-none-match = No game matches the filter.
history-shown = { $first }–{ $last } of { $total }   ·   ↑ ↓  Enter  Page Up/Down  wheel
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

## The shortcuts' list (? or F1)

shortcuts-title = Shortcuts
shortcuts-close = Any key or a click closes this list.
keys-board = Arrows, WASD, D-pad
keys-focus = Arrows, D-pad
keys-keypad = 1 - 9
keys-tab = Tab, Shift+Tab
keys-history = Up, Down, Enter, Del
shortcut-board = move on the board
shortcut-focus = move the focus between buttons
shortcut-press = place a mark; press a button
shortcut-keypad = place a mark on 3x3 (as a keypad)
shortcut-tab = next, previous button
shortcut-undo = undo
shortcut-redo = redo
shortcut-hint = hint: the move Hard would play
shortcut-coach = coach: every cell's value
shortcut-new-game = new game
shortcut-full-screen = full screen
shortcut-back = back
shortcut-list = this list
shortcut-replay-step = Replay: one move back, forward
shortcut-replay-ends = Replay: start, end, play
shortcut-replay-review = Replay: review every move
shortcut-history = History: choose, open, delete

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
# $why is the network's reason, in its own words.
online-refused = { $why }; the game is kept
online-failed = No network game: { $why }
notice-asked-rematch = Asked { $friend } for another game.
notice-undo-refused = { $friend } would rather play on.
notice-rematch-refused = { $friend } does not want another game.
notice-host-record-stands = { $friend }'s record of the game stands where the two differed.

## Notices about the game's files ($why is the system's reason)

notice-settings-reset = Settings reset to defaults. { $why }
notice-scores-reset = The scores start again. { $why }
notice-games-set-aside = Some past games could not be read and were set aside. { $why }
notice-game-not-resumed = The saved game could not be resumed. { $why }
notice-settings-not-saved = The settings could not be saved ({ $why }); trying again at the next change.
notice-scores-not-saved = The scores could not be saved ({ $why }); trying again at the next change.
notice-games-not-saved = The past games could not be saved ({ $why }); trying again at the next change.
notice-game-not-saved = The game in progress could not be saved ({ $why }); trying again at the next change.
