# Polish (pl): the same keys and variables as en.ftl.
# Glossary (one word for one thing, in every message): undo: Cofnij, redo: Ponów, back: Wstecz,
#  draw: Remis, hint: Podpowiedź, board: Plansza, settings: Ustawienia.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Gra online
online-game = Gra
online-host = Utwórz
online-join = Dołącz
online-name = Imię
online-mark = Znak
online-alternate = Na zmianę
online-board = Plansza
online-in-a-row = W rzędzie
online-address = Adres lub zaproszenie
online-code = Kod
online-start = Start
online-cancel = Anuluj
online-back = Wstecz
online-none-listed = Brak gier na liście.
online-looking = Szukam gier...
online-found = Gry w tej sieci:
online-joins-at = Twój znajomy łączy się z
online-this-computer = tym komputerem, port { $port }
online-with-code = z kodem  { $code }
online-waiting = Czekam na znajomego...
online-wrong-codes = { $count ->
    [one] Jeden błędny kod, z { $address }
    [few] { $count } błędne kody, ostatni z { $address }
    [many] { $count } błędnych kodów, ostatni z { $address }
   *[other] { $count } błędnego kodu, ostatni z { $address }
}
online-held-off = { $count ->
    [one] Jeszcze jedna próba odrzucona: za dużo z jednej sieci
    [few] Jeszcze { $count } próby odrzucone: za dużo z jednej sieci
    [many] Jeszcze { $count } prób odrzuconych: za dużo z jednej sieci
   *[other] Jeszcze { $count } próby odrzuconej: za dużo z jednej sieci
}
online-new-code = Nowy kod
online-anywhere = Z dowolnego miejsca, z tym zaproszeniem i kodem:
online-this-network-only = Żaden serwer pośredniczący nie odpowiedział: zaproszenie działa tylko w tej sieci.
online-invite = Zaproś
online-copy = Kopiuj zaproszenie
online-copied = Skopiowano
online-connecting = Łączenie...

## The menu

menu-title = Kółko i krzyżyk
menu-history = Historia
menu-settings = Ustawienia
menu-board = Plansza
menu-rows = Wiersze
menu-in-a-row = W rzędzie
menu-rule = Zasady
menu-opening = Otwarcie
menu-play = Graj
menu-online = Online
menu-quit = Wyjdź
menu-resume = Wznów
menu-reset = Wyzeruj
menu-forget = Zapomnij
menu-keep = Zachowaj

## The rules ($k is how many in a row win)

rule-freestyle = Swobodne
rule-standard = Standardowe
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = Wygrana: { $k } lub więcej w rzędzie.
rule-standard-about = Wygrana: dokładnie { $k } w rzędzie; dłuższy rząd nie wygrywa.
rule-renju-about = Pięć w rzędzie; X (czarne) nie może zrobić podwójnej trójki, podwójnej czwórki ani rzędu dłuższego niż pięć.
rule-caro-about = Wygrana: dokładnie { $k } w rzędzie, chyba że przeciwnik zablokuje oba końce.
rules-renju-five = W renju gra się na pięć w rzędzie, a nie na { $k }.
# $why is the engine's reason, in English.
rules-misfit = Według tych zasad nie da się grać: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Swobodne
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (czarne) zaczyna, od pierwszego kamienia.
opening-swap-about = Pierwszy gracz stawia trzy kamienie; potem drugi wybiera kolor.
opening-swap2-about = Trzy kamienie; drugi gracz wybiera kolor albo stawia jeszcze dwa i oddaje wybór pierwszemu.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } stawia kamień { $stone } z { $stones } ({ $mark })
opening-choose = { $player } wybiera: grać czarnymi albo grać białymi
opening-choose-or-two = { $player } wybiera: grać czarnymi, grać białymi albo postawić jeszcze dwa kamienie
choice-play-black = Graj czarnymi (X)
choice-play-white = Graj białymi (O)
choice-place-two = Postaw jeszcze dwa
opening-chose-black = { $player } gra czarnymi (X).
opening-chose-white = { $player } gra białymi (O).
opening-chose-two = { $player } stawia jeszcze dwa kamienie.
opening-choice-due = Teraz nie czas na kamień: najpierw wybiera { $player }.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = Pole { $cell } jest w renju zakazane dla X: podwójna trójka.
forbidden-double-four = Pole { $cell } jest w renju zakazane dla X: podwójna czwórka.
forbidden-overline = Pole { $cell } jest w renju zakazane dla X: rząd dłuższy niż pięć.

## Game over

over-play = Graj
over-review = Analiza
over-menu = Menu
over-quit = Wyjdź

## Playing

playing-undo = Cofnij
playing-redo = Ponów
playing-hint = Podpowiedź
playing-menu = Menu
playing-coach = Trener
playing-keep = Odłóż na później
playing-abandon = Porzuć
playing-play-on = Graj dalej

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Człowiek
seat-easy = Łatwy
seat-medium = Średni
seat-hard = Trudny
seat-online = Online
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Silnik
# The names a person's seat has until someone types one.
player-one = Gracz 1
player-two = Gracz 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] { $draws } remis
    [few] { $draws } remisy
    [many] { $draws } remisów
   *[other] { $draws } remisu
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] { $draws } remis
    [few] { $draws } remisy
    [many] { $draws } remisów
   *[other] { $draws } remisu
}
tally-no-games = { $x } i { $o }: na razie brak gier
reset-title = Wyzerować wynik?
reset-details = Usunąć gry tej pary: { $x } i { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Niedokończona gra { $cols }x{ $rows }, { $k } w rzędzie
    ruch nr { $move }: teraz { $player } ({ $mark })
menu-unfinished-online = Niedokończona gra { $cols }x{ $rows }, { $k } w rzędzie
    online, przeciwnik: { $friend }
    ruch nr { $move }: teraz { $player } ({ $mark })

## The board's status bar

badge-human = Człowiek
badge-computer = Komputer
# The friend's badge in a network game: one short word each.
badge-online = online
badge-connecting = łączenie
badge-offline = offline
# The friend's connection across the internet: straight, or through the relay.
badge-direct = bezpośrednio
badge-relayed = przez serwer
badge-left = wyszedł
badge-draws = { $draws ->
    [one] { $draws } remis
    [few] { $draws } remisy
    [many] { $draws } remisów
   *[other] { $draws } remisu
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = Ruch: { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) myśli
status-wins = Wygrywa { $player } ({ $mark })
status-wins-on-time = Wygrywa { $player } ({ $mark }) na czas
status-draw = Remis
status-waiting-to-connect = Czekam, aż { $friend } się połączy
status-connecting-to = Łączenie: { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Połączenie zerwane – czekam, aż wróci { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } wciąż nie wraca
result-wins = Wygrywa { $mark }
result-wins-on-time = Wygrywa { $mark } na czas
result-draw = Remis

## Leaving a game

leave-title = Opuścić grę?
leave-details = Odłóż ją, by wznowić z menu, albo porzuć.
leave-online = Twój znajomy zostanie o tym powiadomiony. Odłóż grę, by wznowić ją z menu, albo ją porzuć.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Podpowiedź: { $cell }. { $mark } wygrywa w { $plies ->
    [one] { $plies } półruchu
    [few] { $plies } półruchach
    [many] { $plies } półruchach
   *[other] { $plies } półruchu
}.
hint-wins-within = Podpowiedź: { $cell }. { $mark } wygrywa w najwyżej { $plies ->
    [one] { $plies } półruchu
    [few] { $plies } półruchach
    [many] { $plies } półruchach
   *[other] { $plies } półruchu
}.
hint-loses = Podpowiedź: { $cell }. { $other } wygrywa bez względu na ruchy { $mark }.
hint-draw = Podpowiedź: { $cell }. Remis przy najlepszej grze.
hint-better = Podpowiedź: { $cell }. Przewaga { $mark } (szacunkowo).
hint-worse = Podpowiedź: { $cell }. Przewaga { $other } (szacunkowo).
hint-even = Podpowiedź: { $cell }. Pozycja wyrównana (szacunkowo).
hint-thinking = Podpowiedź: myślę…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Wariant: { $moves } · głębokość { $depth } · { $score }
engine-line-thinking = Wariant: myślę…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Trener: +n wygrana, -n przegrana w n półruchach, = remis, +?/-? szacunek
coach-counting = Trener { $done }/{ $all }: +n wygrana, -n przegrana w n półruchach, = remis, +?/-? szacunek

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = wygrana { $mark }
verdict-better = przewaga { $mark } (szacunkowo)
verdict-wins-in = { $mark } wygrywa w { $plies ->
    [one] { $plies } półruchu
    [few] { $plies } półruchach
    [many] { $plies } półruchach
   *[other] { $plies } półruchu
}
verdict-wins-within = { $mark } wygrywa w najwyżej { $plies ->
    [one] { $plies } półruchu
    [few] { $plies } półruchach
    [many] { $plies } półruchach
   *[other] { $plies } półruchu
}
verdict-draw = remis
verdict-no-forced-win = brak wymuszonej wygranej (szacunkowo)
# $verdict is one of the verdict- lines above.
review-from-start = Przy najlepszej grze od początku: { $verdict }.
review-move-same = Ruch { $ply }, { $mark } { $cell }: przed nim i po nim { $verdict }.
review-move-changed = Ruch { $ply }, { $mark } { $cell }: przed nim { $before }; po nim { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Błąd ({ $symbol }): najlepiej było { $best }.
review-blunder = Gruby błąd ({ $symbol }): najlepiej było { $best }.
review-off = Analiza (R) ocenia każdy ruch: ? błąd, ?? gruby błąd.
review-progress = Analiza pozycji: { $done } z { $all }…

## Replay

replay-players = { $x } (X) kontra { $o } (O)
replay-start = Początek
replay-play = Odtwórz
replay-pause = Pauza
replay-review = Analiza
replay-hint = Podpowiedź
replay-coach = Trener
replay-from-here = Graj stąd
replay-back = Wstecz

## History

history-title = Historia
history-player = Gracz
history-all = Wszystkie
history-back = Wstecz
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Plik
history-import = Importuj
history-export = Eksportuj .psq
history-imported = Zaimportowano: { $x } (X) kontra { $o } (O).
history-not-imported = Nie udało się zaimportować: { $why }
history-exported = Zapisano jako { $path }
history-not-exported = Nie udało się zapisać: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Kiedy
history-board = Plansza
history-result = Wynik
history-moves = Ruchy
history-reading = Wczytywanie gier…
history-none = Brak gier: każda ukończona gra trafia tutaj.
history-none-match = Żadna gra nie pasuje do filtra.
history-shown = { $first }–{ $last } z { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  kółko myszy
end-x-won = Wygrana X
end-o-won = Wygrana O
end-draw = Remis
delete-title = Usunąć tę grę?
delete-players = { $x } (X) kontra { $o } (O)
delete-details = Nie da się jej przywrócić.
delete-delete = Usuń
delete-keep = Zachowaj
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } w rzędzie
board-shape-rule = { $cols }x{ $rows }, { $k } w rzędzie, { $rule }
# A date and a time, each number with its leading zero: 22.11.2026 21:40.
date-time = { $day }.{ $month }.{ $year } { $hour }:{ $minute }

## Settings

settings-title = Ustawienia
settings-language = Język
settings-think-delay = Komputer czeka
settings-hard-budget = „Trudny” myśli
settings-volume = Głośność
settings-sound = Dźwięk
settings-alternate = Zaczynać na zmianę
settings-auto-play = Kolejna gra automatycznie
settings-coach = Trener
settings-animations = Animacje
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Zakazane pola
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Numery ruchów
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Silnik
settings-brain-time = Czas silnika na ruch
settings-clock = Zegar
settings-theme = Motyw
settings-on = Wł.
settings-off = Wył.
settings-back = Wstecz
theme-dark = Ciemny
theme-light = Jasny
theme-contrast = Kontrastowy
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value }%
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Skróty klawiszowe
shortcuts-close = Dowolny klawisz lub kliknięcie zamyka tę listę.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = ruch po planszy
shortcut-focus = przejście między przyciskami
shortcut-press = postaw znak; naciśnij przycisk
shortcut-keypad = postaw znak na 3x3 (jak na klawiaturze numerycznej)
shortcut-tab = następny, poprzedni przycisk
shortcut-undo = cofnij
shortcut-redo = ponów
shortcut-hint = podpowiedź: ruch, który zagrałby „Trudny”
shortcut-coach = trener: wartość każdego pola
shortcut-engine-line = wariant silnika: ruchy, których oczekuje „Trudny”
shortcut-new-game = nowa gra
shortcut-full-screen = pełny ekran
shortcut-back = wstecz
shortcut-list = ta lista
shortcut-speech = włączanie i wyłączanie mowy
shortcut-read = czytanie na głos: plansza, ostatni ruch, czyj ruch i wynik, wiersz, kolumna i przekątne kursora
shortcut-replay-step = Powtórka: ruch wstecz, ruch naprzód
shortcut-replay-ends = Powtórka: początek, koniec, odtwarzanie
shortcut-replay-review = Powtórka: analiza każdego ruchu
shortcut-history = Historia: wybierz, otwórz, usuń
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Lewo
key-right = Prawo
key-up = Góra
key-down = Dół
key-esc = Esc
key-enter = Enter
key-space = Spacja
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = Strzałki
key-dpad = krzyżak
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = pad { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Cofnąć ruch?
ask-undo = { $friend } prosi o cofnięcie swojego ostatniego ruchu.
ask-allow = Zezwól
ask-play-on = Graj dalej
ask-rematch-title = Kolejna gra?
ask-rematch = { $friend } proponuje kolejną grę.
ask-play = Graj
ask-no = Nie
ask-overdue-title = Wciąż czekamy
ask-overdue = { $friend } wciąż nie wraca. Możesz dalej czekać, odłożyć grę na później albo ją zakończyć (nie będzie liczona).
ask-wait = Czekaj
ask-keep = Odłóż na później
ask-end = Zakończ
online-your-friend = twój znajomy
online-the-host = gospodarz
online-friend-left = { $friend } opuszcza grę; gra zostaje zachowana
# $what is what the friend's game sent, in the network's words.
online-broken = Program, którego używa { $friend }, wysłał { $what }; gra zostaje zachowana
online-out-of-turn = komunikat „{ $message }” w niewłaściwym momencie
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; gra zostaje zachowana
online-failed = Nie udało się rozpocząć gry sieciowej: { $why }
notice-asked-rematch = Zapytano, czy { $friend } chce zagrać kolejną grę.
notice-asked-undo = Zapytano, czy { $friend } zgodzi się na cofnięcie twojego ostatniego ruchu.
notice-undo-refused = { $friend } woli grać dalej.
notice-rematch-refused = { $friend } nie chce kolejnej gry.
notice-host-record-stands = Tam, gdzie zapisy gry się różniły, obowiązuje zapis, który ma { $friend }.
notice-code-retired = Kod otrzymał dziesięć błędnych prób i już niczego nie otwiera: podaj znajomemu nowy.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = nie ma komputera o nazwie { $address }
online-nobody-hosts = nikt nie utworzył gry pod adresem { $address }
online-no-answer = { $address } nie odpowiada
online-unreachable = z tej sieci nie da się połączyć z { $address }
online-port-taken = port { $port } jest już zajęty przez inny program na tym komputerze
online-not-an-invitation = to nie jest całe zaproszenie (skopiuj je w całości)
refusal-wrong-code = kod dołączenia jest nieprawidłowy
refusal-too-many-tries = zbyt wiele prób: odczekaj minutę
refusal-busy = gospodarz gra już z kimś innym
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = przeciwnik ma wersję { $theirs } (protokół { $theirProtocol }), a ta gra wersję { $ours } (protokół { $ourProtocol }): wersje muszą być takie same
# $what is what the other game did wrong, in the network's words.
refusal-broken = gra przeciwnika złamała zasady: { $what }
refusal-left = przeciwnik opuścił grę
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = „{ $letter }” nie występuje w kodzie dołączenia (dozwolone litery: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = kod dołączenia ma { $length } liter, a nie { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Przywrócono ustawienia domyślne. { $why }
notice-scores-reset = Wyniki liczone są od nowa. { $why }
notice-games-set-aside = Części poprzednich gier nie udało się odczytać, więc odłożono je na bok. { $why }
notice-game-not-resumed = Nie udało się wznowić zapisanej gry. { $why }
notice-settings-not-saved = Nie udało się zapisać ustawień ({ $why }); kolejna próba przy następnej zmianie.
notice-scores-not-saved = Nie udało się zapisać wyników ({ $why }); kolejna próba przy następnej zmianie.
notice-games-not-saved = Nie udało się zapisać poprzednich gier ({ $why }); kolejna próba przy następnej zmianie.
notice-game-not-saved = Nie udało się zapisać trwającej gry ({ $why }); kolejna próba przy następnej zmianie.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = Nie udało się użyć pliku { $file } ({ $why }); zachowano go jako { $kept }.
file-not-set-aside = Nie udało się użyć pliku { $file } ({ $why }) ani odłożyć go na bok: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = Nie udało się odczytać { $count ->
    [one] jednej gry
    [few] { $count } gier
    [many] { $count } gier
   *[other] { $count } gry
} z pliku { $file } (wiersz { $line }: { $why }); { $count ->
    [one] zachowano ją
   *[other] zachowano je
} w pliku { $kept }.
file-games-not-set-aside = Nie udało się odczytać { $count ->
    [one] jednej gry
    [few] { $count } gier
    [many] { $count } gier
   *[other] { $count } gry
} z pliku { $file } (wiersz { $line }: { $why }) ani { $count ->
    [one] odłożyć jej
   *[other] odłożyć ich
} na bok: { $error }.
file-unreadable = nie udało się go odczytać: { $error }
file-not-text = to nie jest plik tekstowy
file-empty = plik jest pusty
# $detail is the reader's own words, with a line and a column.
file-malformed = jego treść różni się od tego, co zapisuje gra: { $detail }
# $found and $reads are format versions (numbers).
file-version = format pliku ma wersję { $found }, a ta gra odczytuje wersję { $reads }
error-permission-denied = brak uprawnień
error-disk-full = dysk jest pełny
error-read-only = dysk jest tylko do odczytu
error-not-found = brakuje folderu

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } leży poza planszą: kolumny od a do { $lastColumn }, wiersze od 1 do { $rows }.
cell-row-column = wiersz { $row }, kolumna { $column }
cell-unknown = „{ $typed }” to nie pole: wpisz literę kolumny i numer wiersza, np. b2, albo wiersz i kolumnę, np. 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menu
menu-player = Gracz { $mark }
menu-name = Imię gracza { $mark }
menu-typing = Wpisz imię i naciśnij Enter (Esc zostawia poprzednie).
menu-resume-game = Wznów niedokończoną grę: { $board }, { $plies ->
    [one] { $plies } ruch
    [few] { $plies } ruchy
    [many] { $plies } ruchów
   *[other] { $plies } ruchu
}.
menu-choose = Wybierz graczy i planszę, a potem „Graj”.
keys-line-menu = ↑↓ wybór · ←→ zmiana · Enter wybierz · p graj · q wyjdź
keys-line-settings = ↑↓ wybór · ←→ zmiana · Esc wstecz · q wyjdź
keys-line-over = ←→ wybór · Enter wybierz · p zagraj ponownie · m menu · u cofnij · q wyjdź
keys-line-watching = dowolny klawisz zatrzymuje grę (zostaje zachowana) · q wyjdź
keys-reading = Shift+B plansza · Shift+M ostatni ruch · Shift+T czyj ruch i wynik · Shift+R, Shift+V, Shift+X wiersz, kolumna i przekątne kursora
keys-line-playing = ←↑↓→/WASD ruch · Enter postaw · wpisz b2 · u cofnij · r ponów · h podpowiedź · Esc menu
keys-line-playing-big = ←↑↓→/WASD ruch · Enter postaw · wpisz b2 · u cofnij · r ponów · ? podpowiedź · Esc menu
keys-line-choosing = 1 2 3 wybór · u cofnij · Esc menu
keys-line-online = ↑↓ wybór · Enter wpisz lub wybierz · Esc wstecz
keys-line-history = ↑↓ wybór · Enter powtórka · / imię · f wynik · r zasady · Esc menu · q wyjdź
keys-line-history-typing = wpisz imię · Enter gotowe
keys-line-replay = ←→ krok · Home/End pierwszy/ostatni · Esc powrót do listy · q wyjdź
too-small = Terminal ma rozmiar { $width }x{ $height }; ten ekran wymaga co najmniej { $leastWidth }x{ $leastHeight }. Powiększ go albo naciśnij q, by wyjść.
settings-language-about = Język tekstów gry, w terminalu i w oknie.
settings-think-delay-about = Jak długo komputer co najmniej namyśla się przed ruchem.
settings-hard-budget-about = Najdłuższy czas, przez jaki „Trudny” szuka ruchu: dłużej znaczy silniej na dużych planszach.
settings-alternate-about = Po każdej grze gracze zamieniają się znakami, więc zaczynają na zmianę.
settings-forbidden-about = W renju mały krzyżyk na każdym polu zakazanym dla X (czarnych), gdy X ma ruch.
settings-move-numbers-about = Każdy znak zapisany jako numer ruchu, w którym go postawiono, tak jak numeruje się kamienie na planszach do gomoku.
settings-back-about = Powrót do menu.
settings-brain-about = Silnik Gomocup (program pbrain), który może potem zająć miejsce gracza, na planszach do pięciu w rzędzie. Enter, potem wpisz jego ścieżkę.
settings-brain-time-about = Jak długo silnik może myśleć nad ruchem.
settings-clock-about = Czas każdego gracza na całą grę i sekundy dodawane po każdym ruchu (5+3: pięć minut, trzy sekundy). Kto przekroczy czas, przegrywa.
# The brain's row when no program is named.
settings-brain-none = brak
keys-line-settings-typing = wpisz ścieżkę programu · Enter gotowe · Esc anuluj
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = Silnik zatrzymany: { $why }. Teraz za { $mark } gra człowiek; gra toczy się dalej.
brain-no-start = nie udało się go uruchomić
brain-timeout = przekroczył swój czas
brain-crashed = uległ awarii
brain-garbage = wypisał coś, na co protokół nie pozwala
brain-illegal = zagrał niedozwolony ruch
brain-unsupported = nie gra na tej planszy lub według tej zasady
# The language row before a language is chosen.
settings-system = jak w systemie
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (komputer)
panel-online = { $player } (online)
panel-move = Ruch { $ply }
panel-last = Ostatni:
panel-scores = Wyniki
play-again = Zagraj ponownie
quit = Wyjdź
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } wygrywa linią { $line }.
draw = Remis: plansza jest pełna.
stopped = Gra została przerwana.
thinking = { $who } myśli
to-move = Ruch: { $who }.
typed = Wpisano { $typed }: Enter, by zagrać.
hint-looking = Szukam podpowiedzi
no-hint = Nie znaleziono podpowiedzi w dozwolonym czasie.
wait-friend = Zaczekaj: twój znajomy jeszcze nie odpowiedział.
wait-thinking = Zaczekaj: ruch ma { $mark }, a { $level } się namyśla.
taken = Pole { $cell } zajmuje już { $by }: wybierz puste pole.
off-board = { $cell } leży poza planszą.
game-over = Gra się skończyła.
nothing-to-undo = Nie ma czego cofnąć.
nothing-to-redo = Nie ma czego ponowić.
history-all-results = wszystkie wyniki
history-all-rules = wszystkie zasady
history-any-name = dowolne imię
history-name = imię: { $name }
history-games = { $shown } z { $total ->
    [one] { $total } gry
    [few] { $total } gier
    [many] { $total } gier
   *[other] { $total } gry
}
history-ended = Zakończona
history-moves-long = Ruchy
replay-title = Powtórka: { $x } (X) kontra { $o } (O), { $board }
replay-move = Ruch { $ply } z { $plies }
scores = Wyniki: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Ustawienia: nie udało się odczytać pola { $setting } ({ $detail }); zostaje wartość domyślna.
game-not-archived = Nie udało się zachować ukończonej gry: { $why }
game-not-removed = Nie udało się usunąć zapisanej gry: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Kółko i krzyżyk na planszy { $board }: { $x } kontra { $o }. X zaczyna.
read-plays = { $who } zajmuje { $cell }.
lines-to-move = { $who } – twój ruch:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } wybiera numerem: { $choices }
lines-network = gra sieciowa toczy się w oknie
lines-input-ended = dane wejściowe skończyły się przed końcem gry ({ $ply ->
    [0] przed pierwszym ruchem
   *[other] po ruchu { $ply }
}); gra zostaje zachowana: `tictactoe terminal --resume` ją kontynuuje, podobnie jak „Wznów” w menu i w oknie
lines-too-long = Tak długi wiersz nie jest polem: wpisz pole, np. b2.
lines-empty = Pusty wiersz: wpisz pole, np. b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = plansza
lines-command-grid = siatka
lines-command-row = wiersz
lines-command-column = kolumna
lines-command-diagonals = przekątne
lines-command-last = ostatni
lines-command-turn = kolej
lines-command-score = wynik
lines-command-help = pomoc
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Wpisz pole, aby zagrać ({ $cell }), albo: { $board } (cała plansza), { $grid } (plansza jako siatka znaków), { $row } 3 (wiersz), { $column } c (kolumna), { $diagonals } { $cell } (dwie przekątne przechodzące przez pole), { $last } (ostatni ruch), { $turn } (czyj ruch), { $score } (wyniki partii), { $help } (ta lista).
lines-command-needs-row = { $command } wymaga numeru wiersza, np. { $command } 3.
lines-command-needs-column = { $command } wymaga litery kolumny, np. { $command } c.
lines-command-needs-cell = { $command } wymaga pola, np. { $command } c3.
lines-turn = Ruch ma { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Wpisz { $help }, aby poznać polecenia, które odczytują planszę wierszami, kolumnami lub po przekątnych.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = wiersz { $row }, kolumna { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = wiersz { $row }, kolumna { $column }, { $mark }, zakazane dla { $player }
read-empty = puste
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } puste
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } puste, zakazane dla { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = od { $from } do { $to } puste
# $cells lists the line's stones and stretches of empty cells.
read-row = Wiersz { $row }: { $cells }.
read-column = Kolumna { $column }: { $cells }.
read-diagonal = Przekątna od { $from } do { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] Jedno puste pole.
    [few] { $count } puste pola.
    [many] { $count } pustych pól.
   *[other] { $count } pustego pola.
}
read-board-empty = Plansza jest pusta.
read-no-move = Nie było jeszcze żadnego ruchu.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Ostatni ruch: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Mowa włączona.
speech-off = Mowa wyłączona.
speech-unreachable = Gra nie może mówić: usługa syntezy mowy nie odpowiedziała ({ $why }).
read-selected = wybrany
read-unavailable = niedostępny
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } grozi wygraną na { $cell }.
read-threats = { $mark } grozi wygraną na { $cells }: jednym ruchem nie da się zablokować wszystkich.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Trener: { $verdict }.
output-failed = nie udało się zapisać danych wyjściowych: { $why }
input-failed = nie udało się odczytać danych wejściowych: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = Trwająca gra zostaje zachowana: wznów ją przyciskiem „Wznów” w menu, tutaj lub w oknie.
search-failed = wyszukiwanie nie powiodło się; trwająca gra zostaje zachowana
nothing-to-resume = nie ma niedokończonej gry do wznowienia

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Gra planszowa
desktop-comment = Graj w kółko i krzyżyk ze znajomym lub z komputerem
desktop-keywords = kółko i krzyżyk;kółko-krzyżyk;tic-tac-toe;pięć w rzędzie;gomoku;gra planszowa;strategia;
store-description-play = Graj w kółko i krzyżyk na klasycznej planszy 3x3 lub na planszach do 22x22, na których do wygranej może być potrzebnych nawet dziesięć znaków w rzędzie. Każdą ze stron, X i O, prowadzi człowiek albo komputer na poziomie „Łatwy”, „Średni” lub „Trudny”: zagraj ze znajomym, zmierz się z komputerem albo obserwuj, jak grają ze sobą dwa komputery.
store-description-more = „Trudny” gra bezbłędnie wszędzie tam, gdzie grę da się rozwiązać. Podpowiedzi i trener pokazują, ile wart jest każdy ruch, a każda ukończona gra zostaje zachowana, by można ją było odtworzyć i przeanalizować ruch po ruchu. Graj w oknie lub w terminalu, na jednym komputerze albo ze znajomym przez sieć lub internet.
