# Español: traducción de en.ftl (las mismas claves y las mismas variables).
# Glossary (one word for one thing, in every message): undo: Deshacer, redo: Rehacer, back:
#  Volver, draw: Empate, hint: Pista, board: Tablero, settings: Ajustes.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Jugar online
online-game = Partida
online-host = Crear
online-join = Unirse
online-name = Nombre
online-mark = Marca
online-alternate = Alternar
online-board = Tablero
online-in-a-row = En línea
online-address = Dirección o invitación
online-code = Código
online-start = Empezar
online-cancel = Cancelar
online-back = Volver
online-none-listed = No hay partidas aquí.
online-looking = Buscando partidas...
online-found = Partidas en esta red:
online-joins-at = Tu amigo se conecta a
online-this-computer = la dirección de este ordenador, puerto { $port }
online-with-code = con el código  { $code }
online-waiting = Esperando a tu amigo...
online-wrong-codes = { $count ->
    [one] Un código incorrecto, desde { $address }
   *[other] { $count } códigos incorrectos, el último desde { $address }
}
online-held-off = { $count ->
    [one] Otro intento rechazado: demasiados desde una misma red
   *[other] { $count } intentos más rechazados: demasiados desde una misma red
}
online-new-code = Nuevo código
online-anywhere = Desde cualquier lugar, con esta invitación y el código:
online-this-network-only = Ningún servidor de retransmisión ha respondido: la invitación solo funciona en esta red.
online-invite = Invitar
online-copy = Copiar invitación
online-copied = Copiado
online-connecting = Conectando...

## The menu

menu-title = Tres en raya
menu-history = Historial
menu-settings = Ajustes
menu-board = Tablero
menu-rows = Filas
menu-in-a-row = En línea
menu-rule = Regla
menu-opening = Apertura
menu-play = Jugar
menu-online = Online
menu-quit = Salir
menu-resume = Reanudar
menu-reset = Reiniciar
menu-forget = Olvidar
menu-keep = Conservar

## The rules ($k is how many in a row win)

rule-freestyle = Libre
rule-standard = Estándar
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = Ganan { $k } o más en línea.
rule-standard-about = Ganan exactamente { $k } en línea; una línea más larga, no.
rule-renju-about = Cinco en línea; X (negras) no puede hacer doble tres, doble cuatro ni una línea de más de cinco.
rule-caro-about = Ganan exactamente { $k } en línea, salvo que el rival bloquee ambos extremos.
rules-renju-five = El renju se juega con cinco en línea, no con { $k }.
# $why is the engine's reason, in English.
rules-misfit = No se puede jugar con estas reglas: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Libre
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (negras) juega primero, desde la primera piedra.
opening-swap-about = El primer jugador coloca tres piedras; luego el otro elige color.
opening-swap2-about = Tres piedras; el otro elige color, o coloca dos más y deja elegir al primero.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } coloca la piedra { $stone } de { $stones } ({ $mark })
opening-choose = { $player } elige: jugar con negras o jugar con blancas
opening-choose-or-two = { $player } elige: jugar con negras, jugar con blancas o colocar dos piedras más
choice-play-black = Jugar con negras (X)
choice-play-white = Jugar con blancas (O)
choice-place-two = Colocar dos más
opening-chose-black = { $player } juega con negras (X).
opening-chose-white = { $player } juega con blancas (O).
opening-chose-two = { $player } coloca dos piedras más.
opening-choice-due = Ahora no toca colocar piedra: primero elige { $player }.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell } está prohibida para X en el renju: doble tres.
forbidden-double-four = { $cell } está prohibida para X en el renju: doble cuatro.
forbidden-overline = { $cell } está prohibida para X en el renju: una línea de más de cinco.

## Game over

over-play = Jugar
over-review = Revisar
over-menu = Menú
over-quit = Salir

## Playing

playing-undo = Deshacer
playing-redo = Rehacer
playing-hint = Pista
playing-menu = Menú
playing-coach = Entrenador
playing-keep = Guardar para luego
playing-abandon = Abandonar
playing-play-on = Seguir jugando

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Humano
seat-easy = Fácil
seat-medium = Medio
seat-hard = Difícil
seat-online = Online
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Motor
# The names a person's seat has until someone types one.
player-one = Jugador 1
player-two = Jugador 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] 1 empate
   *[other] { $draws } empates
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] 1 empate
   *[other] { $draws } empates
}
tally-no-games = Aún no hay partidas entre { $x } y { $o }
reset-title = ¿Reiniciar el marcador?
reset-details = ¿Olvidar las partidas de { $x } y { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Partida { $cols }x{ $rows } sin terminar, { $k } en línea
    jugada { $move }: turno de { $player } ({ $mark })
menu-unfinished-online = Partida { $cols }x{ $rows } sin terminar, { $k } en línea
    online con { $friend }
    jugada { $move }: turno de { $player } ({ $mark })

## The board's status bar

badge-human = Humano
badge-computer = Ordenador
# The friend's badge in a network game: one short word each.
badge-online = conectado
badge-connecting = conectando
badge-offline = desconectado
# The friend's connection across the internet: straight, or through the relay.
badge-direct = directo
badge-relayed = vía servidor
badge-left = salió
badge-draws = { $draws ->
    [one] 1 empate
   *[other] { $draws } empates
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = Turno de { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) está pensando
status-wins = { $player } ({ $mark }) gana
status-wins-on-time = { $player } ({ $mark }) gana por tiempo
status-draw = Empate
status-waiting-to-connect = Esperando a que { $friend } se conecte
status-connecting-to = Conectando con { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Conexión perdida: esperando a { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } no ha vuelto
result-wins = Gana { $mark }
result-wins-on-time = Gana { $mark } por tiempo
result-draw = Empate

## Leaving a game

leave-title = ¿Salir de esta partida?
leave-details = Guárdala para reanudarla desde el menú, o abandónala.
leave-online = Se avisará a tu amigo. Guarda la partida para reanudarla desde el menú, o abandónala.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Pista: { $cell }. { $mark } gana { $plies ->
    [one] de inmediato
   *[other] en { $plies } jugadas entre los dos
}.
hint-wins-within = Pista: { $cell }. { $mark } gana { $plies ->
    [one] de inmediato
   *[other] en un máximo de { $plies } jugadas entre los dos
}.
hint-loses = Pista: { $cell }. { $other } gana haga lo que haga { $mark }.
hint-draw = Pista: { $cell }. Empate con juego perfecto.
hint-better = Pista: { $cell }. { $mark } va mejor (estimación).
hint-worse = Pista: { $cell }. { $other } va mejor (estimación).
hint-even = Pista: { $cell }. Igualado (estimación).
hint-thinking = Pista: pensando…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Línea: { $moves } · profundidad { $depth } · { $score }
engine-line-thinking = Línea: pensando…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Entrenador: +n victoria, -n derrota en n marcas, = empate, +?/-? estimación
coach-counting = Entrenador { $done }/{ $all }: +n victoria, -n derrota en n marcas, = empate, +?/-? estimación

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } ha ganado
verdict-better = { $mark } va mejor (estimación)
verdict-wins-in = { $mark } gana { $plies ->
    [one] de inmediato
   *[other] en { $plies } jugadas entre los dos
}
verdict-wins-within = { $mark } gana { $plies ->
    [one] de inmediato
   *[other] en un máximo de { $plies } jugadas entre los dos
}
verdict-draw = empate
verdict-no-forced-win = sin victoria forzada (estimación)
# $verdict is one of the verdict- lines above.
review-from-start = Con juego perfecto desde el inicio: { $verdict }.
review-move-same = Jugada { $ply }, { $mark } { $cell }: { $verdict } antes y después.
review-move-changed = Jugada { $ply }, { $mark } { $cell }: antes, { $before }; después, { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Error ({ $symbol }): lo mejor era { $best }.
review-blunder = Error grave ({ $symbol }): lo mejor era { $best }.
review-off = Revisar (R) juzga cada jugada: ? un error, ?? un error grave.
review-progress = Revisando { $done } de { $all } posiciones…

## Replay

replay-players = { $x } (X) contra { $o } (O)
replay-start = Inicio
replay-play = Reproducir
replay-pause = Pausa
replay-review = Revisar
replay-hint = Pista
replay-coach = Entrenador
replay-from-here = Jugar desde aquí
replay-back = Volver

## History

history-title = Historial
history-player = Jugador
history-all = Todos
history-back = Volver
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Archivo
history-import = Importar
history-export = Exportar .psq
history-imported = Partida importada: { $x } (X) contra { $o } (O).
history-not-imported = No se pudo importar: { $why }
history-exported = Partida guardada como { $path }
history-not-exported = No se pudo guardar: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Fecha
history-board = Tablero
history-result = Resultado
history-moves = Jug.
history-reading = Leyendo las partidas…
history-none = Aún no hay partidas: cada partida que termines se guarda aquí.
history-none-match = Ninguna partida coincide con el filtro.
history-shown = { $first }–{ $last } de { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  rueda
end-x-won = Ganó X
end-o-won = Ganó O
end-draw = Empate
delete-title = ¿Borrar esta partida?
delete-players = { $x } (X) contra { $o } (O)
delete-details = No se podrá recuperar.
delete-delete = Borrar
delete-keep = Conservar
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } en línea
board-shape-rule = { $cols }x{ $rows }, { $k } en línea, { $rule }
# A date and a time, each number with its leading zero: 22/11/2026 21:40.
date-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute }

## Settings

settings-title = Ajustes
settings-language = Idioma
settings-think-delay = Espera del ordenador
settings-hard-budget = Tiempo de Difícil
settings-volume = Volumen
settings-sound = Sonido
settings-alternate = Alternar quién empieza
settings-auto-play = Encadenar partidas
settings-coach = Entrenador
settings-animations = Animaciones
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Casillas prohibidas
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Números de jugada
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Motor
settings-brain-time = Tiempo del motor
settings-clock = Reloj
settings-theme = Tema
settings-on = Sí
settings-off = No
settings-back = Volver
theme-dark = Oscuro
theme-light = Claro
theme-contrast = Contraste
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Atajos
shortcuts-close = Cualquier tecla o un clic cierra esta lista.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = moverse por el tablero
shortcut-focus = mover el foco entre los botones
shortcut-press = poner una marca; pulsar un botón
shortcut-keypad = poner una marca en 3x3 (como un teclado numérico)
shortcut-tab = botón siguiente, anterior
shortcut-undo = deshacer
shortcut-redo = rehacer
shortcut-hint = pista: la jugada que haría Difícil
shortcut-coach = entrenador: el valor de cada casilla
shortcut-engine-line = línea del motor: las jugadas que espera Difícil
shortcut-new-game = nueva partida
shortcut-full-screen = pantalla completa
shortcut-back = volver
shortcut-list = esta lista
shortcut-speech = activar o desactivar la voz
shortcut-read = leer en voz alta: el tablero, la última jugada, a quién le toca y el marcador, la fila, la columna y las diagonales del cursor
shortcut-replay-step = Repetición: una jugada atrás, adelante
shortcut-replay-ends = Repetición: inicio, final, reproducir
shortcut-replay-review = Repetición: revisar cada jugada
shortcut-history = Historial: elegir, abrir, borrar
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Izquierda
key-right = Derecha
key-up = Arriba
key-down = Abajo
key-esc = Esc
key-enter = Intro
key-space = Espacio
key-del = Supr
key-home = Inicio
key-end = Fin
key-page-up = RePág
key-page-down = AvPág
key-ctrl = Ctrl
key-shift = Mayús
key-arrows = Flechas
key-dpad = cruceta
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = mando { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = ¿Deshacer una jugada?
ask-undo = { $friend } pide deshacer su última jugada.
ask-allow = Permitir
ask-play-on = Seguir jugando
ask-rematch-title = ¿Otra partida?
ask-rematch = { $friend } pide otra partida.
ask-play = Jugar
ask-no = No
ask-overdue-title = Aún esperando
ask-overdue = { $friend } no ha vuelto. Sigue esperando, guarda la partida para reanudarla más tarde o termínala (no cuenta).
ask-wait = Esperar
ask-keep = Guardar para luego
ask-end = Terminar
online-your-friend = tu amigo
online-the-host = el anfitrión
online-friend-left = { $friend } ha dejado la partida; queda guardada
# $what is what the friend's game sent, in the network's words.
online-broken = El juego de { $friend } envió { $what }; la partida queda guardada
online-out-of-turn = un mensaje «{ $message }» fuera de turno
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; la partida queda guardada
online-failed = No hay partida en red: { $why }
notice-asked-rematch = Has pedido otra partida a { $friend }.
notice-asked-undo = Has pedido a { $friend } deshacer tu última jugada.
notice-undo-refused = { $friend } prefiere seguir jugando.
notice-rematch-refused = { $friend } no quiere otra partida.
notice-host-record-stands = Donde los dos registros de la partida diferían, vale el de { $friend }.
notice-code-retired = El código recibió diez intentos erróneos y ya no abre nada: dale el nuevo a tu amigo.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = no hay ningún ordenador llamado { $address }
online-nobody-hosts = nadie ha creado una partida en { $address }
online-no-answer = { $address } no responde
online-unreachable = { $address } no es accesible desde esta red
online-port-taken = el puerto { $port } ya lo usa otro programa en este equipo
online-not-an-invitation = esta no es una invitación completa (cópiala entera)
refusal-wrong-code = el código es incorrecto
refusal-too-many-tries = demasiados intentos: espera un minuto
refusal-busy = el anfitrión está jugando con otra persona
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = el otro juego es la versión { $theirs } (protocolo { $theirProtocol }) y este es la versión { $ours } (protocolo { $ourProtocol }): los dos deben tener la misma
# $what is what the other game did wrong, in the network's words.
refusal-broken = el otro juego incumplió las reglas: { $what }
refusal-left = el otro jugador se ha ido
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = «{ $letter }» no aparece en ningún código (las letras válidas son { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = un código tiene { $length } letras, no { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Se han restablecido los ajustes predeterminados. { $why }
notice-scores-reset = Los marcadores empiezan de cero. { $why }
notice-games-set-aside = Algunas partidas anteriores no se pudieron leer y se han apartado. { $why }
notice-game-not-resumed = No se pudo reanudar la partida guardada. { $why }
notice-settings-not-saved = No se pudieron guardar los ajustes ({ $why }); se volverá a intentar en el próximo cambio.
notice-scores-not-saved = No se pudieron guardar los marcadores ({ $why }); se volverá a intentar en el próximo cambio.
notice-games-not-saved = No se pudieron guardar las partidas anteriores ({ $why }); se volverá a intentar en el próximo cambio.
notice-game-not-saved = No se pudo guardar la partida en curso ({ $why }); se volverá a intentar en el próximo cambio.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = No se pudo usar { $file } ({ $why }); se ha guardado como { $kept }.
file-not-set-aside = No se pudo usar { $file } ({ $why }) ni apartarlo: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] No se pudo leer una partida de { $file } (línea { $line }: { $why }); se ha guardado en { $kept }.
   *[other] No se pudieron leer { $count } partidas de { $file } (línea { $line }: { $why }); se han guardado en { $kept }.
}
file-games-not-set-aside = { $count ->
    [one] No se pudo leer una partida de { $file } (línea { $line }: { $why }) ni apartarla: { $error }.
   *[other] No se pudieron leer { $count } partidas de { $file } (línea { $line }: { $why }) ni apartarlas: { $error }.
}
file-unreadable = no se pudo leer: { $error }
file-not-text = no es texto
file-empty = está vacío
# $detail is the reader's own words, with a line and a column.
file-malformed = no tiene el formato del juego: { $detail }
# $found and $reads are format versions (numbers).
file-version = su formato es la versión { $found } y este juego lee la versión { $reads }
error-permission-denied = permiso denegado
error-disk-full = el disco está lleno
error-read-only = el disco es de solo lectura
error-not-found = falta una carpeta

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } está fuera del tablero: columnas de la a a la { $lastColumn }, filas de 1 a { $rows }.
cell-row-column = fila { $row }, columna { $column }
cell-unknown = «{ $typed }» no es una casilla: escribe la letra de una columna y el número de una fila, como b2, o una fila y una columna, como 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menú
menu-player = Jugador { $mark }
menu-name = Nombre de { $mark }
menu-typing = Escribe el nombre y pulsa Enter (Esc conserva el anterior).
menu-resume-game = Reanudar la partida sin terminar: { $board }, { $plies ->
    [one] 1 jugada
   *[other] { $plies } jugadas
}.
menu-choose = Elige los jugadores y el tablero, y luego Jugar.
keys-line-menu = ↑↓ elegir · ←→ cambiar · Enter seleccionar · p jugar · q salir
keys-line-settings = ↑↓ elegir · ←→ cambiar · Esc volver · q salir
keys-line-over = ←→ elegir · Enter seleccionar · p jugar otra vez · m menú · u deshacer · q salir
keys-line-watching = cualquier tecla detiene la partida (queda guardada) · q salir
keys-reading = Shift+B el tablero · Shift+M la última jugada · Shift+T a quién le toca y el marcador · Shift+R, Shift+V, Shift+X la fila, la columna y las diagonales del cursor
keys-line-playing = ←↑↓→/WASD mover · Enter jugar · escribe b2 · u deshacer · r rehacer · h pista · Esc menú
keys-line-playing-big = ←↑↓→/WASD mover · Enter jugar · escribe b2 · u deshacer · r rehacer · ? pista · Esc menú
keys-line-choosing = 1 2 3 elegir · u deshacer · Esc menú
keys-line-online = ↑↓ elegir · Enter escribir o seleccionar · Esc volver
keys-line-history = ↑↓ elegir · Enter ver · / nombre · f resultado · r regla · Esc menú · q salir
keys-line-history-typing = escribe un nombre · Enter listo
keys-line-replay = ←→ paso a paso · Home/End primera/última · Esc volver a la lista · q salir
too-small = El terminal mide { $width }x{ $height }; esta pantalla necesita al menos { $leastWidth }x{ $leastHeight }. Agrándalo o pulsa q para salir.
settings-language-about = El idioma de los textos del juego, en el terminal y en la ventana.
settings-think-delay-about = Cuánto parece pensar el ordenador antes de mover, como mínimo.
settings-hard-budget-about = El tiempo máximo que Difícil dedica a buscar una jugada: cuanto más, más fuerte juega en tableros grandes.
settings-alternate-about = Tras cada partida, los jugadores intercambian las marcas, así que empiezan por turnos.
settings-forbidden-about = En el renju, cuando juega X (negras), una crucecita en cada casilla prohibida.
settings-move-numbers-about = Cada marca se escribe con el número de la jugada que la colocó, igual que se numeran las piedras en los tableros de gomoku.
settings-back-about = Volver al menú.
settings-brain-about = Un motor de Gomocup (un programa pbrain) que luego puede jugar con uno de los bandos, en tableros de cinco en línea. Pulsa Enter y escribe su ruta.
settings-brain-time-about = Cuánto tiempo puede pensar el motor cada jugada.
settings-clock-about = El tiempo de cada jugador para la partida y los segundos que se suman tras cada jugada (5+3: cinco minutos, tres segundos). Quien se queda sin tiempo pierde.
# The brain's row when no program is named.
settings-brain-none = ninguno
keys-line-settings-typing = escribe la ruta del programa · Enter listo · Esc cancelar
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = El motor se ha detenido: { $why }. Ahora juega una persona con { $mark }; la partida sigue.
brain-no-start = no se pudo iniciar
brain-timeout = tardó más de su tiempo
brain-crashed = se cerró inesperadamente
brain-garbage = escribió algo que el protocolo no permite
brain-illegal = hizo una jugada no permitida
brain-unsupported = no juega este tablero o esta regla
# The language row before a language is chosen.
settings-system = el del sistema
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (ordenador)
panel-online = { $player } (online)
panel-move = Jugada { $ply }
panel-last = Última:
panel-scores = Marcadores
play-again = Jugar otra vez
quit = Salir
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } gana con { $line }.
draw = Empate: el tablero está lleno.
stopped = La partida se ha detenido.
thinking = { $who } está pensando
to-move = Turno de { $who }.
typed = Has escrito { $typed }: pulsa Enter para jugarla.
hint-looking = Buscando una pista
no-hint = No se encontró ninguna pista en el tiempo permitido.
wait-friend = Espera: tu amigo aún no ha respondido.
wait-thinking = Espera: es el turno de { $mark } y { $level } está pensando.
taken = { $cell } está ocupada por { $by }: elige una casilla vacía.
off-board = { $cell } está fuera del tablero.
game-over = La partida ha terminado.
nothing-to-undo = No hay nada que deshacer.
nothing-to-redo = No hay nada que rehacer.
history-all-results = todos los resultados
history-all-rules = todas las reglas
history-any-name = cualquier nombre
history-name = nombre: { $name }
history-games = { $shown } de { $total ->
    [one] 1 partida
   *[other] { $total } partidas
}
history-ended = Terminada
history-moves-long = Jug.
replay-title = Repetición: { $x } (X) contra { $o } (O), { $board }
replay-move = Jugada { $ply } de { $plies }
scores = Marcadores: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Ajustes: no se pudo leer { $setting } ({ $detail }); se mantiene su valor predeterminado.
game-not-archived = No se pudo guardar la partida terminada: { $why }
game-not-removed = No se pudo eliminar la partida guardada: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Tres en raya en { $board }: { $x } contra { $o }. Empieza X.
read-plays = { $who } juega { $cell }.
lines-to-move = Turno de { $who }:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } elige por número: { $choices }
lines-network = las partidas en red se juegan en la ventana
lines-input-ended = la entrada terminó antes que la partida ({ $ply ->
    [0] antes de la primera jugada
   *[other] después de la jugada { $ply }
}); queda guardada: `tictactoe terminal --resume` la continúa, igual que Reanudar en el menú y en la ventana
lines-too-long = Una línea tan larga no es una casilla: escribe una, como b2.
lines-empty = Una línea vacía: escribe una casilla, como b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = tablero
lines-command-grid = cuadrícula
lines-command-row = fila
lines-command-column = columna
lines-command-diagonals = diagonales
lines-command-last = última
lines-command-turn = turno
lines-command-score = marcador
lines-command-help = ayuda
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Escribe una casilla para jugar ({ $cell }), o: { $board } (todo el tablero), { $grid } (el tablero como cuadrícula de caracteres), { $row } 3 (una fila), { $column } c (una columna), { $diagonals } { $cell } (las dos diagonales que pasan por una casilla), { $last } (la última jugada), { $turn } (a quién le toca), { $score } (el marcador), { $help } (esta lista).
lines-command-needs-row = { $command } necesita el número de una fila, como { $command } 3.
lines-command-needs-column = { $command } necesita la letra de una columna, como { $command } c.
lines-command-needs-cell = { $command } necesita una casilla, como { $command } c3.
lines-turn = Turno de { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Escribe { $help } para ver los comandos que leen el tablero fila a fila, columna a columna o diagonal a diagonal.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = fila { $row }, columna { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = fila { $row }, columna { $column }, { $mark }, prohibida para { $player }
read-empty = vacía
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } vacía
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } vacía, prohibida para { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = de { $from } a { $to } vacías
# $cells lists the line's stones and stretches of empty cells.
read-row = Fila { $row }: { $cells }.
read-column = Columna { $column }: { $cells }.
read-diagonal = Diagonal de { $from } a { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] Una casilla vacía.
   *[other] { $count } casillas vacías.
}
read-board-empty = El tablero está vacío.
read-no-move = Aún no hay jugadas.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Última jugada: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Voz activada.
speech-off = Voz desactivada.
speech-unreachable = El juego no puede hablar: el servicio de voz no respondió ({ $why }).
read-selected = seleccionado
read-unavailable = no disponible
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } amenaza con ganar en { $cell }.
read-threats = { $mark } amenaza con ganar en { $cells }: una sola jugada no puede detenerlas todas.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Entrenador: { $verdict }.
output-failed = no se pudo escribir la salida: { $why }
input-failed = no se pudo leer la entrada: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = La partida en curso queda guardada: para seguir jugándola, elige Reanudar en el menú, aquí o en la ventana.
search-failed = una búsqueda falló; la partida en curso queda guardada
nothing-to-resume = no hay ninguna partida sin terminar que reanudar

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Juego de tablero
desktop-comment = Juega al tres en raya contra un amigo o contra el ordenador
desktop-keywords = tres en raya;tres en línea;tatetí;gato;tic-tac-toe;cinco en línea;gomoku;juego de tablero;estrategia;
store-description-play = Juega al tres en raya en el clásico tablero de 3x3 o en tableros de hasta 22x22, donde para ganar pueden hacer falta hasta diez en línea. Tanto X como O pueden estar en manos de una persona o del ordenador en nivel Fácil, Medio o Difícil: juega contra un amigo, enfréntate al ordenador o mira cómo juegan dos ordenadores entre sí.
store-description-more = Difícil juega a la perfección allí donde el juego se puede resolver. Las pistas y un entrenador muestran lo que vale cada jugada, y cada partida terminada se guarda para repetirla y revisarla jugada a jugada. Juega en una ventana o en un terminal, en un solo ordenador o con un amigo a través de la red o de internet.
