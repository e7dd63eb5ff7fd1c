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
