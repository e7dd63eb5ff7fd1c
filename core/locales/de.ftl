# Deutsch. Die Schlüssel und Variablen sind dieselben wie in en.ftl.
# Knöpfe und Spaltenköpfe fassen nur wenige Zeichen (Noto Sans), daher die kurzen Wörter
# (Brett, Reihe, Weiter ...).
# Glossary (one word for one thing, in every message): undo: Rückgängig, redo: Wiederholen,
#  back: Zurück, draw: Unentschieden, hint: Tipp, board: Brett, settings: Einstellungen.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Online spielen
online-game = Spiel
online-host = Hosten
online-join = Beitreten
online-name = Name
online-mark = Zeichen
online-alternate = Abwechseln
online-board = Brett
online-in-a-row = Reihe
online-address = Adresse oder Einladung
online-code = Code
online-start = Starten
online-cancel = Abbrechen
online-back = Zurück
online-none-listed = Hier sind keine Spiele aufgeführt.
online-looking = Suche nach Spielen...
online-found = Spiele in diesem Netzwerk:
online-joins-at = Dein Gegenüber verbindet sich mit
online-this-computer = die Adresse dieses Computers, Port { $port }
online-with-code = mit dem Code  { $code }
online-waiting = Warte auf dein Gegenüber...
online-wrong-codes = { $count ->
    [one] Ein falscher Code, von { $address }
   *[other] { $count } falsche Codes, der letzte von { $address }
}
online-held-off = { $count ->
    [one] Ein weiterer Versuch abgewiesen: zu viele aus einem Netz
   *[other] { $count } weitere Versuche abgewiesen: zu viele aus einem Netz
}
online-new-code = Neuer Code
online-anywhere = Von überall, mit dieser Einladung und dem Code:
online-this-network-only = Kein Relay-Server hat geantwortet: Die Einladung funktioniert nur in diesem Netzwerk.
online-invite = Einladen
online-copy = Einladung kopieren
online-copied = Kopiert
online-connecting = Verbinde...

## The menu

menu-title = Tic-Tac-Toe
menu-history = Verlauf
menu-settings = Einstellungen
menu-board = Brett
menu-rows = Zeilen
menu-in-a-row = Reihe
menu-rule = Regel
menu-opening = Eröffnung
menu-play = Spielen
menu-online = Online
menu-quit = Beenden
menu-resume = Weiter
menu-reset = Löschen
menu-forget = Vergessen
menu-keep = Behalten

## The rules ($k is how many in a row win)

rule-freestyle = Freistil
rule-standard = Standard
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = { $k } oder mehr in einer Reihe gewinnen.
rule-standard-about = Genau { $k } in einer Reihe gewinnen; eine längere Reihe nicht.
rule-renju-about = Fünf in einer Reihe; X (Schwarz) darf keine Doppel-Drei, keine Doppel-Vier und keine überlange Reihe bilden.
rule-caro-about = Genau { $k } in einer Reihe gewinnen, außer der Gegner blockiert beide Enden.
rules-renju-five = Renju wird mit fünf in einer Reihe gespielt, nicht mit { $k }.
# $why is the engine's reason, in English.
rules-misfit = Nach diesen Regeln kann nicht gespielt werden: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Frei
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (Schwarz) zieht zuerst, ab dem ersten Stein.
opening-swap-about = Der erste Spieler setzt drei Steine; dann wählt der andere eine Farbe.
opening-swap2-about = Drei Steine; der andere wählt eine Farbe oder setzt zwei weitere und lässt den ersten wählen.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } setzt Stein { $stone } von { $stones } ({ $mark })
opening-choose = { $player } wählt: Schwarz spielen oder Weiß spielen
opening-choose-or-two = { $player } wählt: Schwarz spielen, Weiß spielen oder zwei weitere Steine setzen
choice-play-black = Schwarz spielen (X)
choice-play-white = Weiß spielen (O)
choice-place-two = Zwei weitere setzen
opening-chose-black = { $player } spielt Schwarz (X).
opening-chose-white = { $player } spielt Weiß (O).
opening-chose-two = { $player } setzt zwei weitere Steine.
opening-choice-due = Jetzt kein Stein: { $player } wählt zuerst.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell } ist für X beim Renju verboten: eine Doppel-Drei.
forbidden-double-four = { $cell } ist für X beim Renju verboten: eine Doppel-Vier.
forbidden-overline = { $cell } ist für X beim Renju verboten: eine überlange Reihe.

## Game over

over-play = Spielen
over-review = Analyse
over-menu = Menü
over-quit = Beenden

## Playing

playing-undo = Rückgängig
playing-redo = Wiederholen
playing-hint = Tipp
playing-menu = Menü
playing-coach = Coach
playing-keep = Für später
playing-abandon = Verwerfen
playing-play-on = Weiter

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Mensch
seat-easy = Leicht
seat-medium = Mittel
seat-hard = Schwer
seat-online = Online
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Engine
# The names a person's seat has until someone types one.
player-one = Spieler 1
player-two = Spieler 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] 1 Unentschieden
   *[other] { $draws } Unentschieden
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] 1 Unentschieden
   *[other] { $draws } Unentschieden
}
tally-no-games = Noch keine Spiele zwischen { $x } und { $o }
reset-title = Spielstand löschen?
reset-details = Die Spiele von { $x } und { $o } vergessen?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Unterbrochenes Spiel auf { $cols }x{ $rows }, { $k } in einer Reihe
    Zug { $move }: { $player } ({ $mark }) ist dran
menu-unfinished-online = Unterbrochenes Spiel auf { $cols }x{ $rows }, { $k } in einer Reihe
    online mit { $friend }
    Zug { $move }: { $player } ({ $mark }) ist dran

## The board's status bar

badge-human = Mensch
badge-computer = Computer
# The friend's badge in a network game: one short word each.
badge-online = online
badge-connecting = verbindet
badge-offline = offline
# The friend's connection across the internet: straight, or through the relay.
badge-direct = direkt
badge-relayed = über Relay
badge-left = gegangen
# Under the tally, in a narrow column.
badge-draws = { $draws ->
    [one] 1 Unentschieden
   *[other] { $draws } Unentschieden
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = { $player } ({ $mark }) ist am Zug
status-thinking = { $player } ({ $mark }) denkt nach
status-wins = { $player } ({ $mark }) gewinnt
status-wins-on-time = { $player } ({ $mark }) gewinnt auf Zeit
status-draw = Unentschieden
status-waiting-to-connect = Warte, bis sich { $friend } verbindet
status-connecting-to = Verbinde mit { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Verbindung verloren - warte auf { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } ist nicht zurückgekommen
result-wins = { $mark } gewinnt
result-wins-on-time = { $mark } gewinnt auf Zeit
result-draw = Unentschieden

## Leaving a game

leave-title = Dieses Spiel verlassen?
leave-details = Behalte es, um es im Menü fortzusetzen, oder verwirf es.
leave-online = Dein Gegenüber wird benachrichtigt. Behalte das Spiel, um es im Menü fortzusetzen, oder verwirf es.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Tipp: { $cell }. { $mark } gewinnt { $plies ->
    [one] sofort
   *[other] nach { $plies } gesetzten Zeichen
}.
hint-wins-within = Tipp: { $cell }. { $mark } gewinnt { $plies ->
    [one] sofort
   *[other] nach spätestens { $plies } gesetzten Zeichen
}.
hint-loses = Tipp: { $cell }. { $other } gewinnt, egal was { $mark } tut.
hint-draw = Tipp: { $cell }. Unentschieden bei bestem Spiel.
hint-better = Tipp: { $cell }. { $mark } steht besser (Schätzung).
hint-worse = Tipp: { $cell }. { $other } steht besser (Schätzung).
hint-even = Tipp: { $cell }. Ausgeglichen (Schätzung).
hint-thinking = Tipp: wird berechnet…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Variante: { $moves } · Tiefe { $depth } · { $score }
engine-line-thinking = Variante: wird berechnet…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Coach: +n Sieg, -n Niederlage nach n Zeichen, = Unentschieden, +?/-? Schätzung
coach-counting = Coach { $done }/{ $all }: +n Sieg, -n Niederlage nach n Zeichen, = Unentschieden, +?/-? Schätzung

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } hat gewonnen
verdict-better = { $mark } steht besser (Schätzung)
verdict-wins-in = { $mark } gewinnt { $plies ->
    [one] sofort
   *[other] nach { $plies } gesetzten Zeichen
}
verdict-wins-within = { $mark } gewinnt { $plies ->
    [one] sofort
   *[other] nach spätestens { $plies } gesetzten Zeichen
}
verdict-draw = Unentschieden
verdict-no-forced-win = kein erzwungener Sieg (Schätzung)
# $verdict is one of the verdict- lines above.
review-from-start = Bei bestem Spiel von Anfang an: { $verdict }.
review-move-same = Zug { $ply }, { $mark } { $cell }: { $verdict }, davor wie danach.
review-move-changed = Zug { $ply }, { $mark } { $cell }: davor: { $before }; danach: { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Fehler ({ $symbol }): am besten war { $best }.
review-blunder = Patzer ({ $symbol }): am besten war { $best }.
review-off = Analyse (R) bewertet jeden Zug: ? ein Fehler, ?? ein Patzer.
review-progress = Analysiere { $done } von { $all } Stellungen…

## Replay

replay-players = { $x } (X) gegen { $o } (O)
replay-start = Anfang
replay-play = Abspielen
replay-pause = Pause
replay-review = Analyse
replay-hint = Tipp
replay-coach = Coach
replay-from-here = Ab hier spielen
replay-back = Zurück

## History

history-title = Verlauf
history-player = Spieler
history-all = Alle
history-back = Zurück
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Datei
history-import = Import
history-export = Export .psq
history-imported = Importiert: { $x } (X) gegen { $o } (O).
history-not-imported = Nicht importiert: { $why }
history-exported = Gespeichert als { $path }
history-not-exported = Nicht gespeichert: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Datum
history-board = Brett
history-result = Ergebnis
history-moves = Züge
history-reading = Spiele werden gelesen…
history-none = Noch keine Spiele: Jedes Spiel, das du beendest, wird hier aufbewahrt.
history-none-match = Kein Spiel passt zum Filter.
history-shown = { $first }–{ $last } von { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  Mausrad
end-x-won = Sieg X
end-o-won = Sieg O
end-draw = Unentschieden
delete-title = Dieses Spiel löschen?
delete-players = { $x } (X) gegen { $o } (O)
delete-details = Es kann nicht wiederhergestellt werden.
delete-delete = Löschen
delete-keep = Behalten
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } in einer Reihe
board-shape-rule = { $cols }x{ $rows }, { $k } in einer Reihe, { $rule }
# A date and a time, each number with its leading zero: 22.11.2026, 21:40.
date-time = { $day }.{ $month }.{ $year }, { $hour }:{ $minute }

## Settings

settings-title = Einstellungen
settings-language = Sprache
settings-think-delay = Computer wartet
settings-hard-budget = Denkzeit Schwer
settings-volume = Lautstärke
settings-sound = Ton
settings-alternate = Abwechselnd beginnen
settings-auto-play = Nächstes Spiel automatisch
settings-coach = Coach
settings-animations = Animationen
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Verbotene Felder
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Zugnummern
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Engine
settings-brain-time = Denkzeit Engine
settings-clock = Bedenkzeit
settings-theme = Farbschema
settings-on = An
settings-off = Aus
settings-back = Zurück
theme-dark = Dunkel
theme-light = Hell
theme-contrast = Kontrast
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Tastenkürzel
shortcuts-close = Eine beliebige Taste oder ein Klick schließt diese Liste.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = auf dem Brett bewegen
shortcut-focus = den Fokus zwischen Knöpfen bewegen
shortcut-press = Zeichen setzen; Knopf drücken
shortcut-keypad = auf 3x3 setzen (wie ein Ziffernblock)
shortcut-tab = nächster, vorheriger Knopf
shortcut-undo = Zug zurücknehmen
shortcut-redo = Zug wiederholen
shortcut-hint = Tipp: der Zug, den Schwer spielen würde
shortcut-coach = Coach: der Wert jedes Feldes
shortcut-engine-line = Variante der Engine: die Züge, die Schwer erwartet
shortcut-new-game = neues Spiel
shortcut-full-screen = Vollbild
shortcut-back = zurück
shortcut-list = diese Liste
shortcut-speech = Sprachausgabe ein oder aus
shortcut-read = vorlesen: das Brett, den letzten Zug, wer am Zug ist und den Spielstand, Zeile, Spalte und Diagonalen am Cursor
shortcut-replay-step = Wiedergabe: ein Zug zurück, vor
shortcut-replay-ends = Wiedergabe: Anfang, Ende, abspielen
shortcut-replay-review = Wiedergabe: jeden Zug analysieren
shortcut-history = Verlauf: wählen, öffnen, löschen
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Links
key-right = Rechts
key-up = Oben
key-down = Unten
key-esc = Esc
key-enter = Eingabe
key-space = Leertaste
key-del = Entf
key-home = Pos1
key-end = Ende
key-page-up = Bild↑
key-page-down = Bild↓
key-ctrl = Strg
key-shift = Umschalt
key-arrows = Pfeiltasten
key-dpad = Steuerkreuz
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = Pad { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Zug zurücknehmen?
ask-undo = { $friend } möchte den letzten Zug zurücknehmen.
ask-allow = Erlauben
ask-play-on = Weiter
ask-rematch-title = Noch ein Spiel?
ask-rematch = { $friend } möchte noch ein Spiel.
ask-play = Spielen
ask-no = Nein
ask-overdue-title = Weiter warten?
ask-overdue = { $friend } ist nicht zurückgekommen. Warte weiter, behalte das Spiel für später oder beende es (zählt nicht).
ask-wait = Warten
ask-keep = Für später
ask-end = Beenden
online-your-friend = dein Gegenüber
online-the-host = der Host
online-friend-left = { $friend } hat das Spiel verlassen; es wird aufbewahrt
# $what is what the friend's game sent, in the network's words.
online-broken = Das Spiel von { $friend } hat { $what } gesendet; das Spiel wird aufbewahrt
online-out-of-turn = eine Nachricht „{ $message }“ zur falschen Zeit
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; das Spiel wird aufbewahrt
online-failed = Kein Netzwerkspiel: { $why }
notice-asked-rematch = Du hast { $friend } um ein weiteres Spiel gebeten.
notice-asked-undo = Du hast { $friend } gefragt, ob du deinen letzten Zug zurücknehmen darfst.
notice-undo-refused = { $friend } spielt lieber weiter.
notice-rematch-refused = { $friend } möchte kein weiteres Spiel.
notice-host-record-stands = Wo sich die beiden Aufzeichnungen des Spiels unterschieden, gilt die von { $friend }.
notice-code-retired = Der Beitrittscode wurde zehnmal falsch geraten und öffnet nichts mehr: Gib deinem Freund den neuen.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = es gibt keinen Computer namens { $address }
online-nobody-hosts = auf { $address } hostet niemand ein Spiel
online-no-answer = { $address } antwortet nicht
online-unreachable = { $address } ist von diesem Netzwerk aus nicht erreichbar
online-port-taken = Port { $port } wird schon von einem anderen Programm auf diesem Computer benutzt
online-not-an-invitation = das ist keine vollständige Einladung (bitte alles kopieren)
refusal-wrong-code = der Code ist falsch
refusal-too-many-tries = zu viele Versuche: Warte eine Minute
refusal-busy = der Host spielt gerade mit jemand anderem
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = das andere Spiel hat Version { $theirs } (Protokoll { $theirProtocol }), dieses Version { $ours } (Protokoll { $ourProtocol }): Beide brauchen dieselbe
# $what is what the other game did wrong, in the network's words.
refusal-broken = das andere Spiel hat gegen die Regeln verstoßen: { $what }
refusal-left = dein Gegenüber ist gegangen
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = „{ $letter }“ kommt in keinem Code vor (erlaubt sind { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = ein Code hat { $length } Buchstaben, nicht { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Einstellungen auf Standardwerte zurückgesetzt. { $why }
notice-scores-reset = Der Spielstand beginnt wieder bei null. { $why }
notice-games-set-aside = Einige frühere Spiele konnten nicht gelesen werden und wurden beiseitegelegt. { $why }
notice-game-not-resumed = Das gespeicherte Spiel konnte nicht fortgesetzt werden. { $why }
notice-settings-not-saved = Die Einstellungen konnten nicht gespeichert werden ({ $why }); neuer Versuch bei der nächsten Änderung.
notice-scores-not-saved = Der Spielstand konnte nicht gespeichert werden ({ $why }); neuer Versuch bei der nächsten Änderung.
notice-games-not-saved = Die früheren Spiele konnten nicht gespeichert werden ({ $why }); neuer Versuch bei der nächsten Änderung.
notice-game-not-saved = Das laufende Spiel konnte nicht gespeichert werden ({ $why }); neuer Versuch bei der nächsten Änderung.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = Die Datei { $file } konnte nicht verwendet werden ({ $why }); sie wird als { $kept } aufbewahrt.
file-not-set-aside = Die Datei { $file } konnte nicht verwendet werden ({ $why }) und auch nicht beiseitegelegt werden: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] Ein Spiel aus { $file } konnte nicht gelesen werden (Zeile { $line }: { $why }); es wird in { $kept } aufbewahrt.
   *[other] { $count } Spiele aus { $file } konnten nicht gelesen werden (Zeile { $line }: { $why }); sie werden in { $kept } aufbewahrt.
}
file-games-not-set-aside = { $count ->
    [one] Ein Spiel aus { $file } konnte nicht gelesen werden (Zeile { $line }: { $why }) und auch nicht beiseitegelegt werden: { $error }.
   *[other] { $count } Spiele aus { $file } konnten nicht gelesen werden (Zeile { $line }: { $why }) und auch nicht beiseitegelegt werden: { $error }.
}
file-unreadable = sie konnte nicht gelesen werden: { $error }
file-not-text = sie ist kein Text
file-empty = sie ist leer
# $detail is the reader's own words, with a line and a column.
file-malformed = sie ist nicht so aufgebaut, wie das Spiel sie schreibt: { $detail }
# $found and $reads are format versions (numbers).
file-version = ihr Format hat Version { $found }, dieses Spiel liest Version { $reads }
error-permission-denied = Zugriff verweigert
error-disk-full = der Datenträger ist voll
error-read-only = der Datenträger ist schreibgeschützt
error-not-found = ein Ordner fehlt

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } liegt außerhalb des Bretts: Spalten a bis { $lastColumn }, Zeilen 1 bis { $rows }.
cell-row-column = Zeile { $row }, Spalte { $column }
cell-unknown = „{ $typed }“ ist kein Feld: Gib einen Spaltenbuchstaben und eine Zeilennummer ein, etwa b2, oder eine Zeile und eine Spalte, etwa 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menü
menu-player = Spieler { $mark }
menu-name = Name { $mark }
menu-typing = Gib den Namen ein, dann Enter (Esc behält den alten).
menu-resume-game = Das unterbrochene Spiel fortsetzen: { $board }, { $plies ->
    [one] 1 Zug
   *[other] { $plies } Züge
}.
menu-choose = Wähle die Spieler und das Brett, dann Spielen.
keys-line-menu = ↑↓ wählen · ←→ ändern · Enter auswählen · p spielen · q beenden
keys-line-settings = ↑↓ wählen · ←→ ändern · Esc zurück · q beenden
keys-line-over = ←→ wählen · Enter auswählen · p noch einmal · m Menü · u zurücknehmen · q beenden
keys-line-watching = beliebige Taste hält das Spiel an (es wird aufbewahrt) · q beenden
keys-reading = Shift+B das Brett · Shift+M der letzte Zug · Shift+T wer am Zug ist und der Spielstand · Shift+R, Shift+V, Shift+X Zeile, Spalte und Diagonalen am Cursor
keys-line-playing = ←↑↓→/WASD bewegen · Enter setzen · b2 eingeben · u zurücknehmen · r wiederholen · h Tipp · Esc Menü
keys-line-playing-big = ←↑↓→/WASD bewegen · Enter setzen · b2 eingeben · u zurücknehmen · r wiederholen · ? Tipp · Esc Menü
keys-line-choosing = 1 2 3 wählen · u zurücknehmen · Esc Menü
keys-line-online = ↑↓ wählen · Enter eingeben oder auswählen · Esc zurück
keys-line-history = ↑↓ wählen · Enter ansehen · / Name · f Ergebnis · r Regel · Esc Menü · q beenden
keys-line-history-typing = Namen eingeben · Enter fertig
keys-line-replay = ←→ Schritt · Home/End Anfang/Ende · Esc zurück zur Liste · q beenden
too-small = Das Terminal ist { $width }x{ $height } groß; diese Ansicht braucht mindestens { $leastWidth }x{ $leastHeight }. Vergrößere es oder drücke q zum Beenden.
settings-language-about = Die Sprache der Texte im Spiel, im Terminal und im Fenster.
settings-think-delay-about = Wie lange ein Computer mindestens nachzudenken scheint, bevor er zieht.
settings-hard-budget-about = Wie lange Schwer höchstens über einen Zug nachdenkt: länger ist stärker auf großen Brettern.
settings-alternate-about = Nach jedem Spiel tauschen die Spieler die Zeichen, sodass sie abwechselnd beginnen.
settings-forbidden-about = Beim Renju, wenn X (Schwarz) zieht: ein Kreuzchen auf jedem verbotenen Feld.
settings-move-numbers-about = Jedes Zeichen wird als Nummer des Zuges geschrieben, der es gesetzt hat, wie man die Steine auf Gomoku-Brettern nummeriert.
settings-back-about = Zurück zum Menü.
settings-brain-about = Eine Gomocup-Engine (ein pbrain-Programm), die dann eine Seite spielen kann, auf Brettern mit fünf in einer Reihe. Enter, dann ihren Pfad eingeben.
settings-brain-time-about = Wie lange die Engine über einen Zug nachdenken darf.
settings-clock-about = Die Zeit jedes Spielers für das Spiel und die Sekunden, die nach jedem Zug dazukommen (5+3: fünf Minuten, drei Sekunden). Wer keine Zeit mehr hat, verliert.
# The brain's row when no program is named.
settings-brain-none = keine
keys-line-settings-typing = Pfad des Programms eingeben · Enter fertig · Esc abbrechen
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = Die Engine ist ausgefallen: { $why }. Jetzt spielt ein Mensch { $mark }; das Spiel geht weiter.
brain-no-start = sie ließ sich nicht starten
brain-timeout = sie hat ihre Zeit überschritten
brain-crashed = sie ist abgestürzt
brain-garbage = sie hat geschrieben, was das Protokoll nicht erlaubt
brain-illegal = sie hat einen unerlaubten Zug gespielt
brain-unsupported = sie spielt dieses Brett oder diese Regel nicht
# The language row before a language is chosen.
settings-system = Systemsprache
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (Computer)
panel-online = { $player } (online)
panel-move = Zug { $ply }
panel-last = Zuletzt:
panel-scores = Spielstand
play-again = Noch einmal
quit = Beenden
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } gewinnt mit { $line }.
draw = Unentschieden: Das Brett ist voll.
stopped = Das Spiel wurde angehalten.
thinking = { $who } denkt nach
to-move = { $who } ist am Zug.
typed = Eingabe { $typed }: Enter spielt sie.
hint-looking = Suche einen Tipp
no-hint = In der verfügbaren Zeit wurde kein Tipp gefunden.
wait-friend = Moment: Dein Gegenüber hat noch nicht geantwortet.
wait-thinking = Moment: { $mark } ist am Zug, und der Computer ({ $level }) denkt nach.
taken = { $cell } ist schon von { $by } besetzt: Wähle ein freies Feld.
off-board = { $cell } liegt außerhalb des Bretts.
game-over = Das Spiel ist vorbei.
nothing-to-undo = Nichts zurückzunehmen.
nothing-to-redo = Nichts zu wiederholen.
history-all-results = alle Ergebnisse
history-all-rules = alle Regeln
history-any-name = jeder Name
history-name = Name: { $name }
history-games = { $shown } von { $total ->
    [one] 1 Spiel
   *[other] { $total } Spielen
}
history-ended = Ende
history-moves-long = Züge
replay-title = Wiedergabe: { $x } (X) gegen { $o } (O), { $board }
replay-move = Zug { $ply } von { $plies }
scores = Spielstand: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Einstellungen: { $setting } konnte nicht gelesen werden ({ $detail }); der Standardwert bleibt.
game-not-archived = Das beendete Spiel konnte nicht aufbewahrt werden: { $why }
game-not-removed = Das gespeicherte Spiel konnte nicht entfernt werden: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Tic-Tac-Toe auf { $board }: { $x } gegen { $o }. X beginnt.
read-plays = { $who } spielt { $cell }.
lines-to-move = { $who } ist am Zug:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } wählt per Nummer: { $choices }
lines-network = ein Netzwerkspiel wird im Fenster gespielt
lines-input-ended = die Eingabe endete vor dem Spiel ({ $ply ->
    [0] vor dem ersten Zug
   *[other] nach Zug { $ply }
}); es wird aufbewahrt: `tictactoe terminal --resume` setzt es fort, ebenso „Weiter“ im Menü und im Fenster
lines-too-long = Eine so lange Zeile ist kein Feld: Gib eines ein, etwa b2.
lines-empty = Eine leere Zeile: Gib ein Feld ein, etwa b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = brett
lines-command-grid = raster
lines-command-row = zeile
lines-command-column = spalte
lines-command-diagonals = diagonalen
lines-command-last = letzter
lines-command-turn = zug
lines-command-score = stand
lines-command-help = hilfe
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Gib ein Feld ein, um zu setzen ({ $cell }), oder: { $board } (das ganze Brett), { $grid } (das Brett als Raster aus Zeichen), { $row } 3 (eine Zeile), { $column } c (eine Spalte), { $diagonals } { $cell } (die beiden Diagonalen durch ein Feld), { $last } (der letzte Zug), { $turn } (wer am Zug ist), { $score } (der Spielstand), { $help } (diese Liste).
lines-command-needs-row = { $command } braucht die Nummer einer Zeile, etwa { $command } 3.
lines-command-needs-column = { $command } braucht den Buchstaben einer Spalte, etwa { $command } c.
lines-command-needs-cell = { $command } braucht ein Feld, etwa { $command } c3.
lines-turn = { $who } ist am Zug.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Gib { $help } ein für die Befehle, die das Brett Zeile für Zeile, Spalte für Spalte oder Diagonale für Diagonale vorlesen.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = Zeile { $row }, Spalte { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = Zeile { $row }, Spalte { $column }, { $mark }, verboten für { $player }
read-empty = leer
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } leer
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } leer, verboten für { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from } bis { $to } leer
# $cells lists the line's stones and stretches of empty cells.
read-row = Zeile { $row }: { $cells }.
read-column = Spalte { $column }: { $cells }.
read-diagonal = Diagonale { $from } bis { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] Ein leeres Feld.
   *[other] { $count } leere Felder.
}
read-board-empty = Das Brett ist leer.
read-no-move = Noch kein Zug.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Letzter Zug: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Sprachausgabe an.
speech-off = Sprachausgabe aus.
speech-unreachable = Das Spiel kann nicht sprechen: Der Dienst für die Sprachausgabe hat nicht geantwortet ({ $why }).
read-selected = ausgewählt
read-unavailable = nicht verfügbar
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } droht auf { $cell } zu gewinnen.
read-threats = { $mark } droht auf { $cells } zu gewinnen: Ein Zug kann nicht alle abwehren.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Coach: { $verdict }.
output-failed = die Ausgabe konnte nicht geschrieben werden: { $why }
input-failed = die Eingabe konnte nicht gelesen werden: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = Das laufende Spiel wird aufbewahrt: Setze es mit „Weiter“ im Menü fort, hier oder im Fenster.
search-failed = eine Suche ist fehlgeschlagen; das laufende Spiel wird aufbewahrt
nothing-to-resume = es gibt kein unterbrochenes Spiel zum Fortsetzen

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Brettspiel
desktop-comment = Spiele Tic-Tac-Toe gegen Freunde oder den Computer
desktop-keywords = tic-tac-toe;Drei gewinnt;Kreis und Kreuz;XXO;Fünf gewinnt;Gomoku;Brettspiel;Strategie;
store-description-play = Spiele Tic-Tac-Toe auf dem klassischen 3x3-Brett oder auf Brettern bis 22x22, wobei zum Sieg bis zu zehn in einer Reihe nötig sein können. X und O spielt jeweils ein Mensch oder der Computer auf der Stufe Leicht, Mittel oder Schwer: Spiele gegen Freunde, fordere den Computer heraus oder sieh zwei Computern beim Spielen zu.
store-description-more = Schwer spielt perfekt, wo immer sich das Spiel lösen lässt. Tipps und ein Coach zeigen, was jeder Zug wert ist, und jedes beendete Spiel wird aufbewahrt, um es erneut abzuspielen und Zug für Zug zu analysieren. Spiele im Fenster oder im Terminal, an einem Computer oder mit Freunden über das Netzwerk oder das Internet.
