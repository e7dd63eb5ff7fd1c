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
