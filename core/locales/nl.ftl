# Nederlands. De sleutels en variabelen zijn dezelfde als in en.ftl.
# Knoppen en kolomkoppen bieden maar weinig tekens (Noto Sans), vandaar de korte woorden
# (Opties, Op rij ...).
# Glossary (one word for one thing, in every message): undo: Zet terug, redo: Vooruit, back:
#  Terug, draw: Gelijkspel, hint: Hint, board: Bord, settings: Opties.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Online spelen
online-game = Partij
online-host = Hosten
online-join = Meedoen
online-name = Naam
online-mark = Symbool
online-alternate = Afwisselen
online-board = Bord
online-in-a-row = Op rij
online-address = Adres of uitnodiging
online-code = Code
online-start = Starten
online-cancel = Annuleren
online-back = Terug
online-none-listed = Hier staan geen partijen.
online-looking = Partijen zoeken...
online-found = Partijen op dit netwerk:
online-joins-at = Je tegenspeler doet mee via
online-this-computer = het adres van deze computer, poort { $port }
online-with-code = met de code  { $code }
online-waiting = Wachten op je tegenspeler...
online-wrong-codes = { $count ->
    [one] Eén verkeerde code, vanaf { $address }
   *[other] { $count } verkeerde codes, de laatste vanaf { $address }
}
online-held-off = { $count ->
    [one] Nog één poging geweigerd: te veel vanaf één netwerk
   *[other] Nog { $count } pogingen geweigerd: te veel vanaf één netwerk
}
online-new-code = Nieuwe code
online-anywhere = Van overal, met deze uitnodiging en de code:
online-this-network-only = Geen relayserver reageerde: de uitnodiging werkt alleen op dit netwerk.
online-invite = Uitnodigen
online-copy = Uitnodiging kopiëren
online-copied = Gekopieerd
online-connecting = Verbinden...

## The menu

menu-title = Boter, kaas en eieren
menu-history = Historie
menu-settings = Opties
menu-board = Bord
menu-rows = Rijen
menu-in-a-row = Op rij
menu-rule = Regel
menu-opening = Opening
menu-play = Spelen
menu-online = Online
menu-quit = Stoppen
menu-resume = Hervatten
menu-reset = Wissen
menu-forget = Vergeten
menu-keep = Bewaren

## The rules ($k is how many in a row win)

rule-freestyle = Vrij
rule-standard = Standaard
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = { $k } of meer op een rij wint.
rule-standard-about = Precies { $k } op een rij wint; een langere rij niet.
rule-renju-about = Vijf op een rij; X (zwart) mag geen dubbele drie, dubbele vier of te lange rij maken.
rule-caro-about = Precies { $k } op een rij wint, tenzij de tegenstander beide uiteinden blokkeert.
rules-renju-five = Renju speel je met vijf op een rij, niet met { $k }.
# $why is the engine's reason, in English.
rules-misfit = Met deze regels kan niet gespeeld worden: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Vrij
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (zwart) begint, vanaf de eerste steen.
opening-swap-about = De eerste speler zet drie stenen; daarna kiest de ander een kleur.
opening-swap2-about = Drie stenen; de ander kiest een kleur, of zet er nog twee bij en laat de eerste kiezen.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } zet steen { $stone } van { $stones } ({ $mark })
opening-choose = { $player } kiest: met zwart spelen of met wit spelen
opening-choose-or-two = { $player } kiest: met zwart spelen, met wit spelen of nog twee stenen zetten
choice-play-black = Speel zwart (X)
choice-play-white = Speel wit (O)
choice-place-two = Zet er nog twee
opening-chose-black = { $player } speelt met zwart (X).
opening-chose-white = { $player } speelt met wit (O).
opening-chose-two = { $player } zet nog twee stenen.
opening-choice-due = Nu geen steen: eerst kiest { $player }.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell } is bij renju verboden voor X: een dubbele drie.
forbidden-double-four = { $cell } is bij renju verboden voor X: een dubbele vier.
forbidden-overline = { $cell } is bij renju verboden voor X: een te lange rij.

## Game over

over-play = Spelen
over-review = Analyse
over-menu = Menu
over-quit = Stoppen

## Playing

playing-undo = Zet terug
playing-redo = Vooruit
playing-hint = Hint
playing-menu = Menu
playing-coach = Coach
playing-keep = Voor later
playing-abandon = Afbreken
playing-play-on = Doorspelen

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Mens
seat-easy = Makkelijk
seat-medium = Gemiddeld
seat-hard = Moeilijk
seat-online = Online
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Engine
# The names a person's seat has until someone types one.
player-one = Speler 1
player-two = Speler 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] 1 gelijkspel
   *[other] { $draws } gelijkspelen
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] 1 gelijkspel
   *[other] { $draws } gelijkspelen
}
tally-no-games = Nog geen partijen tussen { $x } en { $o }
reset-title = Stand wissen?
reset-details = De partijen van { $x } en { $o } vergeten?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Onafgemaakte partij op { $cols }x{ $rows }, { $k } op een rij
    zet { $move }: { $player } ({ $mark }) is aan de beurt
menu-unfinished-online = Onafgemaakte partij op { $cols }x{ $rows }, { $k } op een rij
    online met { $friend }
    zet { $move }: { $player } ({ $mark }) is aan de beurt

## The board's status bar

badge-human = Mens
badge-computer = Computer
# The friend's badge in a network game: one short word each.
badge-online = online
badge-connecting = verbindt
badge-offline = offline
# The friend's connection across the internet: straight, or through the relay.
badge-direct = direct
badge-relayed = via relay
badge-left = vertrokken
# Under the tally, in a narrow column (as in a league table: "3 gelijk").
badge-draws = { $draws ->
    [one] 1 gelijk
   *[other] { $draws } gelijk
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = { $player } ({ $mark }) is aan zet
status-thinking = { $player } ({ $mark }) denkt na
status-wins = { $player } ({ $mark }) wint
status-wins-on-time = { $player } ({ $mark }) wint op tijd
status-draw = Gelijkspel
status-waiting-to-connect = Wachten tot { $friend } verbinding maakt
status-connecting-to = Verbinden met { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Verbinding verbroken - wachten op { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } is niet teruggekomen
result-wins = { $mark } wint
result-wins-on-time = { $mark } wint op tijd
result-draw = Gelijkspel

## Leaving a game

leave-title = Deze partij verlaten?
leave-details = Bewaar de partij om die via het menu te hervatten, of breek die af.
leave-online = Je tegenspeler krijgt bericht. Bewaar de partij om die via het menu te hervatten, of breek die af.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Hint: { $cell }. { $mark } wint in { $plies ->
    [one] 1 halve zet
   *[other] { $plies } halve zetten
}.
hint-wins-within = Hint: { $cell }. { $mark } wint binnen { $plies ->
    [one] 1 halve zet
   *[other] { $plies } halve zetten
}.
hint-loses = Hint: { $cell }. { $other } wint, wat { $mark } ook doet.
hint-draw = Hint: { $cell }. Gelijkspel bij perfect spel.
hint-better = Hint: { $cell }. { $mark } staat beter (schatting).
hint-worse = Hint: { $cell }. { $other } staat beter (schatting).
hint-even = Hint: { $cell }. Gelijkwaardig (schatting).
hint-thinking = Hint: even nadenken…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Variant: { $moves } · diepte { $depth } · { $score }
engine-line-thinking = Variant: even nadenken…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Coach: +n winst, -n verlies in n halve zetten, = gelijkspel, +?/-? schatting
coach-counting = Coach { $done }/{ $all }: +n winst, -n verlies in n halve zetten, = gelijkspel, +?/-? schatting

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } heeft gewonnen
verdict-better = { $mark } staat beter (schatting)
verdict-wins-in = { $mark } wint in { $plies ->
    [one] 1 halve zet
   *[other] { $plies } halve zetten
}
verdict-wins-within = { $mark } wint binnen { $plies ->
    [one] 1 halve zet
   *[other] { $plies } halve zetten
}
verdict-draw = gelijkspel
verdict-no-forced-win = geen gedwongen winst (schatting)
# $verdict is one of the verdict- lines above.
review-from-start = Bij perfect spel vanaf het begin: { $verdict }.
review-move-same = Zet { $ply }, { $mark } { $cell }: { $verdict }, ervoor en erna.
review-move-changed = Zet { $ply }, { $mark } { $cell }: ervoor: { $before }; erna: { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Fout ({ $symbol }): het beste was { $best }.
review-blunder = Blunder ({ $symbol }): het beste was { $best }.
review-off = Analyse (R) beoordeelt elke zet: ? een fout, ?? een blunder.
review-progress = Analyseren: { $done } van { $all } stellingen…

## Replay

replay-players = { $x } (X) tegen { $o } (O)
replay-start = Begin
replay-play = Start
replay-pause = Pauze
replay-review = Analyse
replay-hint = Hint
replay-coach = Coach
replay-from-here = Speel vanaf hier
replay-back = Terug

## History

history-title = Historie
history-player = Speler
history-all = Alle
history-back = Terug
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Bestand
history-import = Import
history-export = Export .psq
history-imported = Geïmporteerd: { $x } (X) tegen { $o } (O).
history-not-imported = Niet geïmporteerd: { $why }
history-exported = Opgeslagen als { $path }
history-not-exported = Niet opgeslagen: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Datum
history-board = Bord
history-result = Uitslag
history-moves = Zetten
history-reading = Partijen worden gelezen…
history-none = Nog geen partijen: elke partij die je uitspeelt, wordt hier bewaard.
history-none-match = Geen partij past bij het filter.
history-shown = { $first }–{ $last } van { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  scrollwiel
end-x-won = X won
end-o-won = O won
end-draw = Gelijk
delete-title = Deze partij verwijderen?
delete-players = { $x } (X) tegen { $o } (O)
delete-details = Dit kan niet ongedaan worden gemaakt.
delete-delete = Verwijderen
delete-keep = Bewaren
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } op een rij
board-shape-rule = { $cols }x{ $rows }, { $k } op een rij, { $rule }
# A date and a time, each number with its leading zero: 22-11-2026 21:40.
date-time = { $day }-{ $month }-{ $year } { $hour }:{ $minute }

## Settings

settings-title = Opties
settings-language = Taal
settings-think-delay = Computer wacht
settings-hard-budget = Denktijd Moeilijk
settings-volume = Volume
settings-sound = Geluid
settings-alternate = Om beurten beginnen
settings-auto-play = Volgende partij automatisch
settings-coach = Coach
settings-animations = Animaties
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Verboden vakken
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Zetnummers
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Engine
settings-brain-time = Denktijd engine
settings-clock = Klok
settings-theme = Thema
settings-on = Aan
settings-off = Uit
settings-back = Terug
theme-dark = Donker
theme-light = Licht
theme-contrast = Contrast
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Sneltoetsen
shortcuts-close = Een toets of een klik sluit deze lijst.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = over het bord bewegen
shortcut-focus = de focus tussen knoppen verplaatsen
shortcut-press = een zet doen; een knop indrukken
shortcut-keypad = een zet doen op 3x3 (als een numeriek toetsenblok)
shortcut-tab = volgende, vorige knop
shortcut-undo = zet terugnemen
shortcut-redo = zet opnieuw doen
shortcut-hint = hint: de zet die Moeilijk zou spelen
shortcut-coach = coach: de waarde van elk vak
shortcut-engine-line = variant van de engine: de zetten die Moeilijk verwacht
shortcut-new-game = nieuwe partij
shortcut-full-screen = volledig scherm
shortcut-back = terug
shortcut-list = deze lijst
shortcut-speech = spraak aan of uit
shortcut-read = voorlezen: het bord, de laatste zet, wie aan zet is en de stand, de rij, kolom en diagonalen van de cursor
shortcut-replay-step = Herhaling: een zet terug, vooruit
shortcut-replay-ends = Herhaling: begin, einde, afspelen
shortcut-replay-review = Herhaling: elke zet analyseren
shortcut-history = Historie: kiezen, openen, verwijderen
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Links
key-right = Rechts
key-up = Omhoog
key-down = Omlaag
key-esc = Esc
key-enter = Enter
key-space = Spatie
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = Pijltjestoetsen
key-dpad = richtingsknoppen
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = pad { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Zet terugnemen?
ask-undo = { $friend } wil de laatste zet terugnemen.
ask-allow = Toestaan
ask-play-on = Doorspelen
ask-rematch-title = Nog een partij?
ask-rematch = { $friend } wil nog een partij.
ask-play = Spelen
ask-no = Nee
ask-overdue-title = Blijven wachten?
ask-overdue = { $friend } is niet teruggekomen. Wacht verder, bewaar de partij voor later of stop ermee (telt niet mee).
ask-wait = Wachten
ask-keep = Voor later
ask-end = Stoppen
online-your-friend = je tegenspeler
online-the-host = de host
online-friend-left = { $friend } heeft de partij verlaten; die wordt bewaard
# $what is what the friend's game sent, in the network's words.
online-broken = Het spel van { $friend } stuurde { $what }; de partij wordt bewaard
online-out-of-turn = een bericht “{ $message }” op het verkeerde moment
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; de partij wordt bewaard
online-failed = Geen netwerkpartij: { $why }
notice-asked-rematch = Je hebt { $friend } om nog een partij gevraagd.
notice-asked-undo = Je hebt { $friend } gevraagd of je je laatste zet mag terugnemen.
notice-undo-refused = { $friend } speelt liever door.
notice-rematch-refused = { $friend } wil geen partij meer.
notice-host-record-stands = Waar de twee verslagen van de partij verschilden, geldt dat van { $friend }.
notice-code-retired = De code kreeg tien foute pogingen en opent niets meer: geef je vriend de nieuwe.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = er is geen computer met de naam { $address }
online-nobody-hosts = niemand host een partij op { $address }
online-no-answer = { $address } reageert niet
online-unreachable = { $address } is niet bereikbaar vanaf dit netwerk
online-port-taken = poort { $port } is al in gebruik door een ander programma op deze computer
online-not-an-invitation = dit is geen volledige uitnodiging (kopieer alles)
refusal-wrong-code = de toegangscode klopt niet
refusal-too-many-tries = te veel pogingen: wacht een minuut
refusal-busy = de host speelt al tegen iemand anders
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = het andere spel is versie { $theirs } (protocol { $theirProtocol }) en dit spel versie { $ours } (protocol { $ourProtocol }): beide moeten dezelfde versie hebben
# $what is what the other game did wrong, in the network's words.
refusal-broken = het andere spel hield zich niet aan de regels: { $what }
refusal-left = je tegenspeler is vertrokken
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = "{ $letter }" komt niet voor in een toegangscode (mogelijke letters: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = een toegangscode heeft { $length } letters, niet { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = De instellingen zijn teruggezet naar de standaardwaarden. { $why }
notice-scores-reset = De stand begint weer bij nul. { $why }
notice-games-set-aside = Sommige eerdere partijen konden niet worden gelezen en zijn apart gezet. { $why }
notice-game-not-resumed = De opgeslagen partij kon niet worden hervat. { $why }
notice-settings-not-saved = De instellingen konden niet worden opgeslagen ({ $why }); nieuwe poging bij de volgende wijziging.
notice-scores-not-saved = De stand kon niet worden opgeslagen ({ $why }); nieuwe poging bij de volgende wijziging.
notice-games-not-saved = De eerdere partijen konden niet worden opgeslagen ({ $why }); nieuwe poging bij de volgende wijziging.
notice-game-not-saved = De lopende partij kon niet worden opgeslagen ({ $why }); nieuwe poging bij de volgende wijziging.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } was onbruikbaar ({ $why }); het bestand is bewaard als { $kept }.
file-not-set-aside = { $file } was onbruikbaar ({ $why }) en kon niet apart worden gezet: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] Eén partij uit { $file } kon niet worden gelezen (regel { $line }: { $why }); die is bewaard in { $kept }.
   *[other] { $count } partijen uit { $file } konden niet worden gelezen (regel { $line }: { $why }); ze zijn bewaard in { $kept }.
}
file-games-not-set-aside = { $count ->
    [one] Eén partij uit { $file } kon niet worden gelezen (regel { $line }: { $why }) en kon niet apart worden gezet: { $error }.
   *[other] { $count } partijen uit { $file } konden niet worden gelezen (regel { $line }: { $why }) en konden niet apart worden gezet: { $error }.
}
file-unreadable = het kon niet worden gelezen: { $error }
file-not-text = het is geen tekst
file-empty = het is leeg
# $detail is the reader's own words, with a line and a column.
file-malformed = de inhoud is niet zoals het spel die schrijft: { $detail }
# $found and $reads are format versions (numbers).
file-version = het formaat is versie { $found } en dit spel leest versie { $reads }
error-permission-denied = toegang geweigerd
error-disk-full = de schijf is vol
error-read-only = de schijf is alleen-lezen
error-not-found = er ontbreekt een map

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } ligt buiten het bord: kolommen a tot en met { $lastColumn }, rijen 1 tot en met { $rows }.
cell-row-column = rij { $row }, kolom { $column }
cell-unknown = "{ $typed }" is geen vak: typ een kolomletter en een rijnummer, zoals b2, of een rij en een kolom, zoals 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menu
menu-player = Speler { $mark }
menu-name = Naam { $mark }
menu-typing = Typ de naam en druk op Enter (Esc houdt de oude).
menu-resume-game = De onafgemaakte partij hervatten: { $board }, { $plies ->
    [one] 1 zet
   *[other] { $plies } zetten
}.
menu-choose = Kies de spelers en het bord, en dan Spelen.
keys-line-menu = ↑↓ kiezen · ←→ wijzigen · Enter selecteren · p spelen · q stoppen
keys-line-settings = ↑↓ kiezen · ←→ wijzigen · Esc terug · q stoppen
keys-line-over = ←→ kiezen · Enter selecteren · p opnieuw spelen · m menu · u terugnemen · q stoppen
keys-line-watching = elke toets stopt de partij (die wordt bewaard) · q stoppen
keys-reading = Shift+B het bord · Shift+M de laatste zet · Shift+T wie aan zet is en de stand · Shift+R, Shift+V, Shift+X de rij, kolom en diagonalen van de cursor
keys-line-playing = ←↑↓→/WASD bewegen · Enter zetten · typ b2 · u terugnemen · r opnieuw · h hint · Esc menu
keys-line-playing-big = ←↑↓→/WASD bewegen · Enter zetten · typ b2 · u terugnemen · r opnieuw · ? hint · Esc menu
keys-line-choosing = 1 2 3 kiezen · u terugnemen · Esc menu
keys-line-online = ↑↓ kiezen · Enter typen of selecteren · Esc terug
keys-line-history = ↑↓ kiezen · Enter terugkijken · / naam · f uitslag · r regel · Esc menu · q stoppen
keys-line-history-typing = typ een naam · Enter klaar
keys-line-replay = ←→ stap · Home/End begin/einde · Esc terug naar de lijst · q stoppen
too-small = De terminal is { $width }x{ $height }; dit scherm heeft minstens { $leastWidth }x{ $leastHeight } nodig. Maak hem groter of druk op q om te stoppen.
settings-language-about = De taal van de teksten van het spel, in de terminal en in het venster.
settings-think-delay-about = Hoe lang een computer minstens lijkt na te denken voordat hij zet.
settings-hard-budget-about = Hoe lang Moeilijk hoogstens over een zet nadenkt: langer is sterker op grote borden.
settings-alternate-about = Na elke partij wisselen de spelers van symbool, zodat ze om beurten beginnen.
settings-forbidden-about = Bij renju een kruisje op elk voor X (zwart) verboden vak, als X aan zet is.
settings-move-numbers-about = Elk symbool wordt geschreven als het nummer van de zet die het plaatste, zoals de stenen op gomokuborden genummerd worden.
settings-back-about = Terug naar het menu.
settings-brain-about = Een Gomocup-engine (een pbrain-programma) die daarna een kant kan spelen, op borden met vijf op een rij. Enter, en typ dan het pad.
settings-brain-time-about = Hoe lang de engine over een zet mag nadenken.
settings-clock-about = De tijd van elke speler voor de partij, en de seconden die na elke zet worden toegevoegd (5+3: vijf minuten, drie seconden). Wie door zijn tijd heen is, verliest.
# The brain's row when no program is named.
settings-brain-none = geen
keys-line-settings-typing = typ het pad van het programma · Enter klaar · Esc annuleren
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = De engine is gestopt: { $why }. Nu speelt een mens { $mark }; de partij gaat door.
brain-no-start = hij kon niet worden gestart
brain-timeout = hij deed langer dan zijn tijd
brain-crashed = hij is gecrasht
brain-garbage = hij schreef wat het protocol niet toestaat
brain-illegal = hij speelde een zet die niet is toegestaan
brain-unsupported = hij speelt dit bord of deze regel niet
# The language row before a language is chosen.
settings-system = systeemtaal
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (computer)
panel-online = { $player } (online)
panel-move = Zet { $ply }
panel-last = Laatste:
panel-scores = Stand
play-again = Opnieuw spelen
quit = Stoppen
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } wint met { $line }.
draw = Gelijkspel: het bord is vol.
stopped = De partij is gestopt.
thinking = { $who } denkt na
to-move = { $who } is aan zet.
typed = Getypt: { $typed }; Enter speelt die zet.
hint-looking = Hint zoeken
no-hint = Binnen de beschikbare tijd is geen hint gevonden.
wait-friend = Wacht: je tegenspeler heeft nog niet geantwoord.
wait-thinking = Wacht: { $mark } is aan zet en de computer ({ $level }) denkt na.
taken = { $cell } is al bezet door { $by }: kies een leeg vak.
off-board = { $cell } ligt buiten het bord.
game-over = De partij is afgelopen.
nothing-to-undo = Niets om terug te nemen.
nothing-to-redo = Niets om opnieuw te doen.
history-all-results = alle uitslagen
history-all-rules = alle regels
history-any-name = elke naam
history-name = naam: { $name }
history-games = { $shown } van { $total ->
    [one] 1 partij
   *[other] { $total } partijen
}
history-ended = Einde
history-moves-long = Zetten
replay-title = Herhaling: { $x } (X) tegen { $o } (O), { $board }
replay-move = Zet { $ply } van { $plies }
scores = Stand: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Instellingen: { $setting } kon niet worden gelezen ({ $detail }); de standaardwaarde blijft gelden.
game-not-archived = De uitgespeelde partij kon niet worden bewaard: { $why }
game-not-removed = De opgeslagen partij kon niet worden verwijderd: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Boter, kaas en eieren op { $board }: { $x } tegen { $o }. X begint.
read-plays = { $who } speelt { $cell }.
lines-to-move = { $who } is aan zet:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } kiest een nummer: { $choices }
lines-network = een netwerkpartij wordt in het venster gespeeld
lines-input-ended = de invoer eindigde vóór de partij ({ $ply ->
    [0] vóór de eerste zet
   *[other] na zet { $ply }
}); die wordt bewaard: `tictactoe terminal --resume` gaat ermee verder, net als "Hervatten" in het menu en in het venster
lines-too-long = Zo'n lange regel is geen vak: typ er een, zoals b2.
lines-empty = Een lege regel: typ een vak, zoals b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = bord
lines-command-grid = raster
lines-command-row = rij
lines-command-column = kolom
lines-command-diagonals = diagonalen
lines-command-last = laatste
lines-command-turn = beurt
lines-command-score = stand
lines-command-help = hulp
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Typ een vak om te spelen ({ $cell }), of: { $board } (het hele bord), { $grid } (het bord als raster van tekens), { $row } 3 (een rij), { $column } c (een kolom), { $diagonals } { $cell } (de twee diagonalen door een vak), { $last } (de laatste zet), { $turn } (wie aan zet is), { $score } (de stand van de partijen), { $help } (deze lijst).
lines-command-needs-row = { $command } heeft een rijnummer nodig, zoals { $command } 3.
lines-command-needs-column = { $command } heeft een kolomletter nodig, zoals { $command } c.
lines-command-needs-cell = { $command } heeft een vak nodig, zoals { $command } c3.
lines-turn = { $who } is aan zet.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Typ { $help } voor de opdrachten die het bord per rij, per kolom of per diagonaal voorlezen.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = rij { $row }, kolom { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = rij { $row }, kolom { $column }, { $mark }, verboden voor { $player }
read-empty = leeg
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } leeg
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } leeg, verboden voor { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from } tot en met { $to } leeg
# $cells lists the line's stones and stretches of empty cells.
read-row = Rij { $row }: { $cells }.
read-column = Kolom { $column }: { $cells }.
read-diagonal = Diagonaal van { $from } tot { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] Eén leeg vak.
   *[other] { $count } lege vakken.
}
read-board-empty = Het bord is leeg.
read-no-move = Nog geen zet gedaan.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Laatste zet: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Spraak aan.
speech-off = Spraak uit.
speech-unreachable = Het spel kan niet spreken: de spraakdienst reageerde niet ({ $why }).
read-selected = geselecteerd
read-unavailable = niet beschikbaar
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } dreigt te winnen op { $cell }.
read-threats = { $mark } dreigt te winnen op { $cells }: één zet kan ze niet allemaal tegenhouden.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Coach: { $verdict }.
output-failed = de uitvoer kon niet worden geschreven: { $why }
input-failed = de invoer kon niet worden gelezen: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = De lopende partij wordt bewaard: hervat die met "Hervatten" in het menu, hier of in het venster.
search-failed = een zoekopdracht is mislukt; de lopende partij wordt bewaard
nothing-to-resume = er is geen onafgemaakte partij om te hervatten

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Bordspel
desktop-comment = Speel boter, kaas en eieren tegen een vriend of tegen de computer
desktop-keywords = boter, kaas en eieren;tic-tac-toe;vijf op een rij;gomoku;bordspel;strategie;
store-description-play = Speel boter, kaas en eieren op het klassieke bord van 3x3 of op borden tot 22x22, waarbij je tot tien op een rij nodig kunt hebben om te winnen. X en O worden elk gespeeld door een mens of door de computer op Makkelijk, Gemiddeld of Moeilijk: speel tegen een vriend, neem het op tegen de computer of kijk hoe twee computers tegen elkaar spelen.
store-description-more = Moeilijk speelt perfect overal waar het spel oplosbaar is. Hints en een coach laten zien wat elke zet waard is, en elke uitgespeelde partij wordt bewaard, om terug te kijken en zet voor zet te analyseren. Speel in een venster of in een terminal, op één computer of met een vriend via het netwerk of internet.
