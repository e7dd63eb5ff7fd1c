# Italiano: traduzione di en.ftl (stesse chiavi, stesse variabili).
# Glossary (one word for one thing, in every message): undo: Annulla, redo: Ripeti, back:
#  Indietro, draw: Patta, hint: Suggerimento, board: Griglia, settings: Opzioni.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Gioca online
online-game = Partita
online-host = Ospita
online-join = Unisciti
online-name = Nome
online-mark = Segno
online-alternate = Alterna
online-board = Griglia
online-in-a-row = In fila
online-address = Indirizzo o invito
online-code = Codice
online-start = Avvia
online-cancel = Annulla
online-back = Indietro
online-none-listed = Nessuna partita disponibile qui.
online-looking = Ricerca di partite…
online-found = Partite su questa rete:
online-joins-at = Il tuo amico si collega a
online-this-computer = l’indirizzo di questo computer, porta { $port }
online-with-code = con il codice  { $code }
online-waiting = In attesa che si colleghi…
online-wrong-codes = { $count ->
    [one] Un codice sbagliato, da { $address }
   *[other] { $count } codici sbagliati, l’ultimo da { $address }
}
online-held-off = { $count ->
    [one] Un altro tentativo respinto: troppi dalla stessa rete
   *[other] Altri { $count } tentativi respinti: troppi dalla stessa rete
}
online-new-code = Nuovo codice
online-anywhere = Da ovunque, con questo invito e il codice:
online-this-network-only = Nessun server relay ha risposto: l’invito funziona solo su questa rete.
online-invite = Invita
online-copy = Copia invito
online-copied = Copiato
online-connecting = Connessione…

## The menu

menu-title = Tris
menu-history = Cronologia
menu-settings = Opzioni
menu-board = Griglia
menu-rows = Righe
menu-in-a-row = In fila
menu-rule = Regola
menu-opening = Apertura
menu-play = Gioca
menu-online = Online
menu-quit = Esci
menu-resume = Riprendi
menu-reset = Azzera
menu-forget = Cancella
menu-keep = Tieni

## The rules ($k is how many in a row win)

rule-freestyle = Libera
rule-standard = Standard
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = Vincono { $k } o più in fila.
rule-standard-about = Vincono esattamente { $k } in fila; una fila più lunga no.
rule-renju-about = Cinque in fila; X (Nero) non può fare un doppio tre, un doppio quattro né una fila di più di cinque.
rule-caro-about = Vincono esattamente { $k } in fila, a meno che l’avversario non blocchi entrambe le estremità.
rules-renju-five = Il renju si gioca con cinque in fila, non { $k }.
# $why is the engine's reason, in English.
rules-misfit = Non si può giocare con queste regole: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Libera
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (Nero) muove per primo, dalla prima pietra.
opening-swap-about = Il primo giocatore piazza tre pietre; poi l’altro sceglie un colore.
opening-swap2-about = Tre pietre; l’altro sceglie un colore, oppure ne piazza altre due e lascia scegliere il primo.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } piazza la pietra { $stone } di { $stones } ({ $mark })
opening-choose = { $player } sceglie: giocare col Nero o giocare col Bianco
opening-choose-or-two = { $player } sceglie: giocare col Nero, giocare col Bianco o piazzare altre due pietre
choice-play-black = Gioca col Nero (X)
choice-play-white = Gioca col Bianco (O)
choice-place-two = Piazzane altre due
opening-chose-black = { $player } gioca col Nero (X).
opening-chose-white = { $player } gioca col Bianco (O).
opening-chose-two = { $player } piazza altre due pietre.
opening-choice-due = Niente pietre ora: prima sceglie { $player }.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = La casella { $cell } è vietata a X nel renju: doppio tre.
forbidden-double-four = La casella { $cell } è vietata a X nel renju: doppio quattro.
forbidden-overline = La casella { $cell } è vietata a X nel renju: una fila di più di cinque.

## Game over

over-play = Gioca
over-review = Analisi
over-menu = Menu
over-quit = Esci

## Playing

playing-undo = Annulla
playing-redo = Ripeti
playing-hint = Suggerimento
playing-menu = Menu
playing-coach = Coach
playing-keep = Tieni per dopo
playing-abandon = Abbandona
playing-play-on = Continua

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Umano
seat-easy = Facile
seat-medium = Medio
seat-hard = Difficile
seat-online = Online
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Motore
# The names a person's seat has until someone types one.
player-one = Giocatore 1
player-two = Giocatore 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] { $draws } patta
   *[other] { $draws } patte
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] { $draws } patta
   *[other] { $draws } patte
}
tally-no-games = Ancora nessuna partita tra { $x } e { $o }
reset-title = Azzerare il punteggio?
reset-details = Cancellare le partite tra { $x } e { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Partita { $cols }x{ $rows } non finita, { $k } in fila
    mossa { $move }: tocca a { $player } ({ $mark })
menu-unfinished-online = Partita { $cols }x{ $rows } non finita, { $k } in fila
    online con { $friend }
    mossa { $move }: tocca a { $player } ({ $mark })

## The board's status bar

badge-human = Umano
badge-computer = Computer
# The friend's badge in a network game: one short word each.
badge-online = online
badge-connecting = connessione
badge-offline = offline
# The friend's connection across the internet: straight, or through the relay.
badge-direct = diretto
badge-relayed = via relay
badge-left = uscito
badge-draws = { $draws ->
    [one] { $draws } patta
   *[other] { $draws } patte
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = Tocca a { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) sta pensando
status-wins = { $player } ({ $mark }) vince
status-wins-on-time = { $player } ({ $mark }) vince per tempo
status-draw = Patta
status-waiting-to-connect = In attesa che { $friend } si colleghi
status-connecting-to = Connessione con { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Connessione persa - in attesa che { $friend } torni ({ $minutes }:{ $seconds })
status-not-back = { $friend } non ha fatto ritorno
result-wins = { $mark } vince
result-wins-on-time = { $mark } vince per tempo
result-draw = Patta

## Leaving a game

leave-title = Lasciare questa partita?
leave-details = Tienila per riprenderla dal menu, oppure abbandonala.
leave-online = Il tuo amico verrà avvisato. Tieni la partita per riprenderla dal menu, oppure abbandonala.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Suggerimento: { $cell }. { $mark } vince { $plies ->
    [one] subito
   *[other] in { $plies } mosse complessive
}.
hint-wins-within = Suggerimento: { $cell }. { $mark } vince { $plies ->
    [one] subito
   *[other] entro { $plies } mosse complessive
}.
hint-loses = Suggerimento: { $cell }. { $other } vince qualunque cosa faccia { $mark }.
hint-draw = Suggerimento: { $cell }. Patta se entrambi giocano al meglio.
hint-better = Suggerimento: { $cell }. { $mark } è in vantaggio (stima).
hint-worse = Suggerimento: { $cell }. { $other } è in vantaggio (stima).
hint-even = Suggerimento: { $cell }. Equilibrio (stima).
hint-thinking = Suggerimento: sto pensando…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Linea: { $moves } · profondità { $depth } · { $score }
engine-line-thinking = Linea: sto pensando…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Coach: +n vittoria, -n sconfitta in n mosse complessive, = patta, +?/-? stima
coach-counting = Coach { $done }/{ $all }: +n vittoria, -n sconfitta in n mosse complessive, = patta, +?/-? stima

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } ha vinto
verdict-better = { $mark } è in vantaggio (stima)
verdict-wins-in = { $mark } vince { $plies ->
    [one] subito
   *[other] in { $plies } mosse complessive
}
verdict-wins-within = { $mark } vince { $plies ->
    [one] subito
   *[other] entro { $plies } mosse complessive
}
verdict-draw = patta
verdict-no-forced-win = nessuna vittoria forzata (stima)
# $verdict is one of the verdict- lines above.
review-from-start = Se entrambi giocano al meglio dall’inizio: { $verdict }.
review-move-same = Mossa { $ply }, { $mark } { $cell }: { $verdict } prima e dopo.
review-move-changed = Mossa { $ply }, { $mark } { $cell }: prima, { $before }; dopo, { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Errore ({ $symbol }): era meglio { $best }.
review-blunder = Svarione ({ $symbol }): era meglio { $best }.
review-off = L’analisi (R) giudica ogni mossa: ? un errore, ?? uno svarione.
review-progress = Analisi delle posizioni: { $done } su { $all }…

## Replay

replay-players = { $x } (X) contro { $o } (O)
replay-start = Inizio
replay-play = Avvia
replay-pause = Pausa
replay-review = Analisi
replay-hint = Suggerimento
replay-coach = Coach
replay-from-here = Gioca da qui
replay-back = Indietro

## History

history-title = Cronologia
history-player = Giocatore
history-all = Tutte
history-back = Indietro
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = File
history-import = Importa
history-export = Esporta .psq
history-imported = Partita importata: { $x } (X) contro { $o } (O).
history-not-imported = Impossibile importare: { $why }
history-exported = Partita salvata come { $path }
history-not-exported = Impossibile salvare: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Data
history-board = Griglia
history-result = Esito
history-moves = Mosse
history-reading = Lettura delle partite…
history-none = Ancora nessuna partita: ogni partita finita viene conservata qui.
history-none-match = Nessuna partita corrisponde al filtro.
history-shown = { $first }–{ $last } di { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  rotellina
end-x-won = Vince X
end-o-won = Vince O
end-draw = Patta
delete-title = Eliminare questa partita?
delete-players = { $x } (X) contro { $o } (O)
delete-details = Non potrà essere recuperata.
delete-delete = Elimina
delete-keep = Tieni
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } in fila
board-shape-rule = { $cols }x{ $rows }, { $k } in fila, { $rule }
# A date and a time, each number with its leading zero: 22/11/2026 21:40.
date-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute }

## Settings

settings-title = Opzioni
settings-language = Lingua
settings-think-delay = Attesa del computer
settings-hard-budget = Tempo di Difficile
settings-volume = Volume
settings-sound = Suono
settings-alternate = Alterna chi inizia
settings-auto-play = Partita successiva automatica
settings-coach = Coach
settings-animations = Animazioni
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Caselle vietate
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Numeri delle mosse
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Motore
settings-brain-time = Tempo del motore
settings-clock = Orologio
settings-theme = Tema
settings-on = Sì
settings-off = No
settings-back = Indietro
theme-dark = Scuro
theme-light = Chiaro
theme-contrast = Contrasto
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Scorciatoie
shortcuts-close = Qualsiasi tasto o un clic chiude questo elenco.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = ↑, ↓, { key-enter }, { key-del }
shortcut-board = muoversi sulla griglia
shortcut-focus = spostare il focus tra i pulsanti
shortcut-press = mettere un segno; premere un pulsante
shortcut-keypad = mettere un segno sul 3x3 (come un tastierino numerico)
shortcut-tab = pulsante successivo, precedente
shortcut-undo = annulla
shortcut-redo = ripeti
shortcut-hint = suggerimento: la mossa che giocherebbe Difficile
shortcut-coach = coach: il valore di ogni casella
shortcut-engine-line = linea del motore: le mosse che si aspetta Difficile
shortcut-new-game = nuova partita
shortcut-full-screen = schermo intero
shortcut-back = indietro
shortcut-list = questo elenco
shortcut-speech = attivare o disattivare la voce
shortcut-read = leggere ad alta voce: la griglia, l’ultima mossa, a chi tocca e il punteggio, la riga, la colonna e le diagonali del cursore
shortcut-replay-step = Replay: una mossa indietro, avanti
shortcut-replay-ends = Replay: inizio, fine, avvia
shortcut-replay-review = Replay: analizza ogni mossa
shortcut-history = Cronologia: scegli, apri, elimina
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Sinistra
key-right = Destra
key-up = Su
key-down = Giù
key-esc = Esc
key-enter = Invio
key-space = Spazio
key-del = Canc
key-home = Home
key-end = Fine
key-page-up = Pag↑
key-page-down = Pag↓
key-ctrl = Ctrl
key-shift = Maiusc
key-arrows = Frecce
key-dpad = croce direzionale
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = pad { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Annullare una mossa?
ask-undo = { $friend } chiede di annullare la sua ultima mossa.
ask-allow = Consenti
ask-play-on = Continua
ask-rematch-title = Un’altra partita?
ask-rematch = { $friend } propone un’altra partita.
ask-play = Gioca
ask-no = No
ask-overdue-title = Ancora in attesa
ask-overdue = { $friend } non ha fatto ritorno. Puoi aspettare ancora, tenere la partita per riprenderla più tardi o chiuderla (non verrà contata).
ask-wait = Aspetta
ask-keep = Tieni per dopo
ask-end = Chiudi
online-your-friend = il tuo amico
online-the-host = l’host
online-friend-left = { $friend } ha lasciato la partita, che viene conservata
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend }: il suo gioco ha inviato { $what }; la partita è conservata
online-out-of-turn = un messaggio «{ $message }» fuori turno
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; la partita è conservata
online-failed = Nessuna partita in rete: { $why }
notice-asked-rematch = { $friend } ha ricevuto la tua proposta di un’altra partita.
notice-asked-undo = Hai chiesto a { $friend } di annullare la tua ultima mossa.
notice-undo-refused = { $friend } preferisce continuare.
notice-rematch-refused = { $friend } non vuole un’altra partita.
notice-host-record-stands = Dove le due versioni della partita differivano, fa fede quella che ha registrato { $friend }.
notice-code-retired = Il codice ha ricevuto dieci tentativi sbagliati e non apre più nulla: dai al tuo amico quello nuovo.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = nessun computer si chiama { $address }
online-nobody-hosts = nessuno ospita una partita su { $address }
online-no-answer = { $address } non risponde
online-unreachable = { $address } non è raggiungibile da questa rete
online-port-taken = la porta { $port } è già usata da un altro programma su questo computer
online-not-an-invitation = questo non è un invito completo (copialo tutto)
refusal-wrong-code = il codice è sbagliato
refusal-too-many-tries = troppi tentativi: aspetta un minuto
refusal-busy = l’host sta giocando con qualcun altro
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = l’altro gioco è alla versione { $theirs } (protocollo { $theirProtocol }), questo alla versione { $ours } (protocollo { $ourProtocol }): serve la stessa per entrambi
# $what is what the other game did wrong, in the network's words.
refusal-broken = l’altro gioco ha violato le regole: { $what }
refusal-left = l’altro giocatore se n’è andato
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = «{ $letter }» non compare in nessun codice (le lettere valide sono { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = un codice ha { $length } lettere, non { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Opzioni ripristinate ai valori predefiniti. { $why }
notice-scores-reset = I punteggi ripartono da zero. { $why }
notice-games-set-aside = Alcune partite passate erano illeggibili e sono state messe da parte. { $why }
notice-game-not-resumed = Impossibile riprendere la partita salvata. { $why }
notice-settings-not-saved = Impossibile salvare le opzioni ({ $why }); nuovo tentativo alla prossima modifica.
notice-scores-not-saved = Impossibile salvare i punteggi ({ $why }); nuovo tentativo alla prossima modifica.
notice-games-not-saved = Impossibile salvare le partite passate ({ $why }); nuovo tentativo alla prossima modifica.
notice-game-not-saved = Impossibile salvare la partita in corso ({ $why }); nuovo tentativo alla prossima modifica.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = Impossibile usare { $file } ({ $why }); è conservato come { $kept }.
file-not-set-aside = Impossibile usare { $file } ({ $why }), e non è stato possibile metterlo da parte: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] Impossibile leggere una partita di { $file } (riga { $line }: { $why }); è conservata in { $kept }.
   *[other] Impossibile leggere { $count } partite di { $file } (riga { $line }: { $why }); sono conservate in { $kept }.
}
file-games-not-set-aside = { $count ->
    [one] Impossibile leggere una partita di { $file } (riga { $line }: { $why }), e non è stato possibile metterla da parte: { $error }.
   *[other] Impossibile leggere { $count } partite di { $file } (riga { $line }: { $why }), e non è stato possibile metterle da parte: { $error }.
}
file-unreadable = lettura impossibile: { $error }
file-not-text = non è testo
file-empty = è vuoto
# $detail is the reader's own words, with a line and a column.
file-malformed = non è nel formato del gioco: { $detail }
# $found and $reads are format versions (numbers).
file-version = il suo formato è alla versione { $found } e questo gioco legge la versione { $reads }
error-permission-denied = permesso negato
error-disk-full = il disco è pieno
error-read-only = il disco è di sola lettura
error-not-found = manca una cartella

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } è fuori dalla griglia: colonne dalla a alla { $lastColumn }, righe da 1 a { $rows }.
cell-row-column = riga { $row }, colonna { $column }
cell-unknown = «{ $typed }» non è una casella: scrivi la lettera di una colonna e il numero di una riga, come b2, oppure una riga e una colonna, come 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menu
menu-player = Giocatore { $mark }
menu-name = Nome di { $mark }
menu-typing = Scrivi il nome, poi Enter (Esc tiene quello vecchio).
menu-resume-game = Riprendi la partita lasciata a metà: { $board }, { $plies ->
    [one] { $plies } mossa
   *[other] { $plies } mosse
}.
menu-choose = Scegli i giocatori e la griglia, poi Gioca.
keys-line-menu = ↑↓ scegli · ←→ cambia · Enter conferma · p gioca · q esci
keys-line-settings = ↑↓ scegli · ←→ cambia · Esc indietro · q esci
keys-line-over = ←→ scegli · Enter conferma · p gioca ancora · m menu · u annulla · q esci
keys-line-watching = un tasto qualsiasi ferma la partita (viene conservata) · q esci
keys-reading = Shift+B la griglia · Shift+M l’ultima mossa · Shift+T a chi tocca e il punteggio · Shift+R, Shift+V, Shift+X la riga, la colonna e le diagonali del cursore
keys-line-playing = ←↑↓→/WASD muovi · Enter gioca · scrivi b2 · u annulla · r ripeti · h suggerimento · Esc menu
keys-line-playing-big = ←↑↓→/WASD muovi · Enter gioca · scrivi b2 · u annulla · r ripeti · ? suggerimento · Esc menu
keys-line-choosing = 1 2 3 scegli · u annulla · Esc menu
keys-line-online = ↑↓ scegli · Enter scrivi o conferma · Esc indietro
keys-line-history = ↑↓ scegli · Enter replay · / nome · f esito · r regola · Esc menu · q esci
keys-line-history-typing = scrivi un nome · Enter fatto
keys-line-replay = ←→ passo · Home/End inizio/fine · Esc torna all’elenco · q esci
too-small = Il terminale è di { $width }x{ $height }; questa schermata richiede almeno { $leastWidth }x{ $leastHeight }. Ingrandiscilo, oppure premi q per uscire.
settings-language-about = La lingua dei testi del gioco, nel terminale e nella finestra.
settings-think-delay-about = Quanto tempo, come minimo, il computer sembra pensare prima di muovere.
settings-hard-budget-about = Il tempo massimo che Difficile dedica a cercare una mossa: più è lungo, più è forte sulle griglie grandi.
settings-alternate-about = Dopo ogni partita i giocatori si scambiano i segni, così ognuno inizia a turno.
settings-forbidden-about = Nel renju, una crocetta su ogni casella vietata a X (Nero), quando tocca a X.
settings-move-numbers-about = Ogni segno è scritto con il numero della mossa che lo ha piazzato, come si numerano le pietre sulle griglie del gomoku.
settings-back-about = Torna al menu.
settings-brain-about = Un motore Gomocup (un programma pbrain) che poi può prendere il posto di un giocatore, sulle griglie a cinque in fila. Enter, poi scrivi il suo percorso.
settings-brain-time-about = Quanto tempo il motore può pensare su una mossa.
settings-clock-about = Il tempo di ogni giocatore per la partita e i secondi aggiunti dopo ogni mossa (5+3: cinque minuti, tre secondi). Chi finisce il tempo perde.
# The brain's row when no program is named.
settings-brain-none = nessuno
keys-line-settings-typing = scrivi il percorso del programma · Enter fatto · Esc annulla
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = Il motore si è fermato: { $why }. Ora gioca una persona con { $mark }; la partita continua.
brain-no-start = non è stato possibile avviarlo
brain-timeout = ha superato il suo tempo
brain-crashed = si è chiuso in modo anomalo
brain-garbage = ha scritto ciò che il protocollo non consente
brain-illegal = ha giocato una mossa non consentita
brain-unsupported = non gioca questa griglia o questa regola
# The language row before a language is chosen.
settings-system = quella del sistema
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (computer)
panel-online = { $player } (online)
panel-move = Mossa { $ply }
panel-last = Ultima:
panel-scores = Punteggi
play-again = Gioca ancora
quit = Esci
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } vince con { $line }.
draw = Patta: la griglia è piena.
stopped = La partita si è interrotta.
thinking = { $who } sta pensando
to-move = Tocca a { $who }.
typed = Hai scritto { $typed }: premi Enter per giocarla.
hint-looking = Ricerca di un suggerimento
no-hint = Nessun suggerimento trovato nel tempo disponibile.
wait-friend = Aspetta: il tuo amico non ha ancora risposto.
wait-thinking = Aspetta: tocca a { $mark } e { $level } sta pensando.
taken = La casella { $cell } è già occupata da { $by }: scegli una casella vuota.
off-board = { $cell } è fuori dalla griglia.
game-over = La partita è finita.
nothing-to-undo = Niente da annullare.
nothing-to-redo = Niente da ripetere.
history-all-results = tutti gli esiti
history-all-rules = tutte le regole
history-any-name = qualsiasi nome
history-name = nome: { $name }
history-games = { $shown } di { $total ->
    [one] { $total } partita
   *[other] { $total } partite
}
history-ended = Finita
history-moves-long = Mosse
replay-title = Replay: { $x } (X) contro { $o } (O), { $board }
replay-move = Mossa { $ply } di { $plies }
scores = Punteggi: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Opzioni: impossibile leggere { $setting } ({ $detail }); resta il valore predefinito.
game-not-archived = Impossibile conservare la partita finita: { $why }
game-not-removed = Impossibile eliminare la partita salvata: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Tris su { $board }: { $x } contro { $o }. Muove prima X.
read-plays = { $who } gioca { $cell }.
lines-to-move = Tocca a { $who }:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } sceglie, con il numero: { $choices }
lines-network = una partita in rete si gioca nella finestra
lines-input-ended = l’input è finito prima della partita ({ $ply ->
    [0] prima della prima mossa
   *[other] dopo la mossa { $ply }
}); è conservata: `tictactoe terminal --resume` la riprende, come Riprendi nel menu e nella finestra
lines-too-long = Una riga così lunga non è una casella: scrivine una, come b2.
lines-empty = Riga vuota: scrivi una casella, come b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = griglia
lines-command-grid = reticolo
lines-command-row = riga
lines-command-column = colonna
lines-command-diagonals = diagonali
lines-command-last = ultima
lines-command-turn = turno
lines-command-score = punteggio
lines-command-help = aiuto
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Scrivi una casella per giocare ({ $cell }), oppure: { $board } (tutta la griglia), { $grid } (la griglia come reticolo di caratteri), { $row } 3 (una riga), { $column } c (una colonna), { $diagonals } { $cell } (le due diagonali che passano per una casella), { $last } (l’ultima mossa), { $turn } (a chi tocca), { $score } (il punteggio), { $help } (questo elenco).
lines-command-needs-row = { $command } richiede il numero di una riga, come { $command } 3.
lines-command-needs-column = { $command } richiede la lettera di una colonna, come { $command } c.
lines-command-needs-cell = { $command } richiede una casella, come { $command } c3.
lines-turn = Tocca a { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Scrivi { $help } per i comandi che leggono la griglia una riga, una colonna o una diagonale alla volta.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = riga { $row }, colonna { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = riga { $row }, colonna { $column }, { $mark }, vietata a { $player }
read-empty = vuota
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } vuota
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } vuota, vietata a { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = da { $from } a { $to } vuote
# $cells lists the line's stones and stretches of empty cells.
read-row = Riga { $row }: { $cells }.
read-column = Colonna { $column }: { $cells }.
read-diagonal = Diagonale da { $from } a { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] Una casella vuota.
   *[other] { $count } caselle vuote.
}
read-board-empty = La griglia è vuota.
read-no-move = Ancora nessuna mossa.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Ultima mossa: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Voce attivata.
speech-off = Voce disattivata.
speech-unreachable = Il gioco non può parlare: il servizio di sintesi vocale non ha risposto ({ $why }).
read-selected = selezionato
read-unavailable = non disponibile
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } minaccia di vincere in { $cell }.
read-threats = { $mark } minaccia di vincere in { $cells }: una sola mossa non può fermarle tutte.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Coach: { $verdict }.
output-failed = impossibile scrivere l’output: { $why }
input-failed = impossibile leggere l’input: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = La partita in corso è conservata: per continuarla, scegli Riprendi nel menu, qui o nella finestra.
search-failed = una ricerca non è riuscita; la partita in corso è conservata
nothing-to-resume = non c’è nessuna partita lasciata a metà da riprendere

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Gioco da tavolo
desktop-comment = Gioca a tris contro un amico o contro il computer
desktop-keywords = tris;filetto;tic-tac-toe;cinque in fila;gomoku;gioco da tavolo;strategia;
store-description-play = Gioca a tris sulla classica griglia 3x3 o su griglie fino a 22x22, dove per vincere possono servire fino a dieci segni in fila. X e O sono giocati ciascuno da una persona o dal computer a livello Facile, Medio o Difficile: sfida un amico, misurati con il computer o guarda due computer giocare tra loro.
store-description-more = Difficile gioca alla perfezione ovunque il gioco si possa risolvere. I suggerimenti e un coach mostrano quanto vale ogni mossa, e ogni partita finita viene conservata, per rivederla e analizzarla mossa per mossa. Gioca in una finestra o in un terminale, su un solo computer o con un amico in rete o via internet.
