# Português do Brasil: tradução de en.ftl (as mesmas chaves e as mesmas variáveis).
# Em pt-BR, 0 e 1 caem na categoria "one": por isso as contagens que podem ser 0 têm uma variante [0].
# Glossary (one word for one thing, in every message): undo: Desfazer, redo: Refazer, back:
#  Voltar, draw: Empate, hint: Dica, board: Tabuleiro, settings: Configurações.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Jogar online
online-game = Partida
online-host = Criar
online-join = Entrar
online-name = Nome
online-mark = Símbolo
online-alternate = Alternar
online-board = Tabuleiro
online-in-a-row = Em linha
online-address = Endereço ou convite
online-code = Código
online-start = Começar
online-cancel = Cancelar
online-back = Voltar
online-none-listed = Nenhuma partida listada aqui.
online-looking = Procurando partidas...
online-found = Partidas nesta rede:
online-joins-at = Seu amigo se conecta em
online-this-computer = o endereço deste computador, porta { $port }
online-with-code = com o código  { $code }
online-waiting = Aguardando seu amigo...
online-wrong-codes = { $count ->
    [one] Um código errado, de { $address }
   *[other] { $count } códigos errados, o último de { $address }
}
online-held-off = { $count ->
    [one] Mais uma tentativa recusada: muitas da mesma rede
   *[other] Mais { $count } tentativas recusadas: muitas da mesma rede
}
online-new-code = Novo código
online-anywhere = De qualquer lugar, com este convite e o código:
online-this-network-only = Nenhum servidor de retransmissão respondeu: o convite só funciona nesta rede.
online-invite = Convidar
online-copy = Copiar convite
online-copied = Copiado
online-connecting = Conectando...

## The menu

menu-title = Jogo da velha
menu-history = Histórico
menu-settings = Configurações
menu-board = Tabuleiro
menu-rows = Linhas
menu-in-a-row = Em linha
menu-rule = Regra
menu-opening = Abertura
menu-play = Jogar
menu-online = Online
menu-quit = Sair
menu-resume = Continuar
menu-reset = Zerar
menu-forget = Esquecer
menu-keep = Manter

## The rules ($k is how many in a row win)

rule-freestyle = Livre
rule-standard = Padrão
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = Vence quem fizer { $k } ou mais em linha.
rule-standard-about = Vence quem fizer exatamente { $k } em linha; uma linha mais longa não vence.
rule-renju-about = Cinco em linha; X (pretas) não pode fazer duplo três, duplo quatro nem uma linha de mais de cinco.
rule-caro-about = Vence quem fizer exatamente { $k } em linha, a menos que o adversário bloqueie as duas pontas.
rules-renju-five = O renju é jogado com cinco em linha, não { $k }.
# $why is the engine's reason, in English.
rules-misfit = Não é possível jogar com estas regras: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Livre
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (pretas) joga primeiro, desde a primeira pedra.
opening-swap-about = O primeiro jogador coloca três pedras; depois o outro escolhe uma cor.
opening-swap2-about = Três pedras; o outro escolhe uma cor, ou coloca mais duas e deixa o primeiro escolher.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } coloca a pedra { $stone } de { $stones } ({ $mark })
opening-choose = { $player } escolhe: jogar com as pretas ou jogar com as brancas
opening-choose-or-two = { $player } escolhe: jogar com as pretas, jogar com as brancas ou colocar mais duas pedras
choice-play-black = Jogar com as pretas (X)
choice-play-white = Jogar com as brancas (O)
choice-place-two = Colocar mais duas
opening-chose-black = { $player } joga com as pretas (X).
opening-chose-white = { $player } joga com as brancas (O).
opening-chose-two = { $player } coloca mais duas pedras.
opening-choice-due = Agora não é hora de pedra: { $player } escolhe primeiro.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell } é proibida para X no renju: duplo três.
forbidden-double-four = { $cell } é proibida para X no renju: duplo quatro.
forbidden-overline = { $cell } é proibida para X no renju: uma linha de mais de cinco.

## Game over

over-play = Jogar
over-review = Revisar
over-menu = Menu
over-quit = Sair

## Playing

playing-undo = Desfazer
playing-redo = Refazer
playing-hint = Dica
playing-menu = Menu
playing-coach = Treinador
playing-keep = Salvar para depois
playing-abandon = Abandonar
playing-play-on = Continuar jogando

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Humano
seat-easy = Fácil
seat-medium = Médio
seat-hard = Difícil
seat-online = Online
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Motor
# The names a person's seat has until someone types one.
player-one = Jogador 1
player-two = Jogador 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [0] 0 empates
    [one] { $draws } empate
   *[other] { $draws } empates
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [0] 0 empates
    [one] { $draws } empate
   *[other] { $draws } empates
}
tally-no-games = Nenhuma partida ainda entre { $x } e { $o }
reset-title = Zerar o placar?
reset-details = Esquecer as partidas de { $x } e { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Partida { $cols }x{ $rows } inacabada, { $k } em linha
    jogada { $move }: vez de { $player } ({ $mark })
menu-unfinished-online = Partida { $cols }x{ $rows } inacabada, { $k } em linha
    online com { $friend }
    jogada { $move }: vez de { $player } ({ $mark })

## The board's status bar

badge-human = Humano
badge-computer = Computador
# The friend's badge in a network game: one short word each.
badge-online = online
badge-connecting = conectando
badge-offline = offline
# The friend's connection across the internet: straight, or through the relay.
badge-direct = direto
badge-relayed = via servidor
badge-left = saiu
badge-draws = { $draws ->
    [0] 0 empates
    [one] { $draws } empate
   *[other] { $draws } empates
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = Vez de { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) está pensando
status-wins = { $player } ({ $mark }) venceu
status-wins-on-time = { $player } ({ $mark }) venceu por tempo
status-draw = Empate
status-waiting-to-connect = Aguardando { $friend } se conectar
status-connecting-to = Conectando a { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Conexão perdida - aguardando { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } não voltou
result-wins = { $mark } venceu
result-wins-on-time = { $mark } venceu por tempo
result-draw = Empate

## Leaving a game

leave-title = Sair desta partida?
leave-details = Salve-a para continuar pelo menu, ou abandone-a.
leave-online = Seu amigo será avisado. Salve a partida para continuar pelo menu, ou abandone-a.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Dica: { $cell }. { $mark } vence { $plies ->
    [one] na hora
   *[other] em { $plies } jogadas entre os dois
}.
hint-wins-within = Dica: { $cell }. { $mark } vence { $plies ->
    [one] na hora
   *[other] em até { $plies } jogadas entre os dois
}.
hint-loses = Dica: { $cell }. { $other } vence, faça { $mark } o que fizer.
hint-draw = Dica: { $cell }. Empate com jogo perfeito.
hint-better = Dica: { $cell }. { $mark } está melhor (estimativa).
hint-worse = Dica: { $cell }. { $other } está melhor (estimativa).
hint-even = Dica: { $cell }. Equilibrado (estimativa).
hint-thinking = Dica: pensando…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Linha: { $moves } · profundidade { $depth } · { $score }
engine-line-thinking = Linha: pensando…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Treinador: +n vitória, -n derrota em n casas marcadas, = empate, +?/-? estimativa
coach-counting = Treinador { $done }/{ $all }: +n vitória, -n derrota em n casas marcadas, = empate, +?/-? estimativa

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } venceu
verdict-better = { $mark } está melhor (estimativa)
verdict-wins-in = { $mark } vence { $plies ->
    [one] na hora
   *[other] em { $plies } jogadas entre os dois
}
verdict-wins-within = { $mark } vence { $plies ->
    [one] na hora
   *[other] em até { $plies } jogadas entre os dois
}
verdict-draw = empate
verdict-no-forced-win = sem vitória forçada (estimativa)
# $verdict is one of the verdict- lines above.
review-from-start = Com jogo perfeito desde o início: { $verdict }.
review-move-same = Jogada { $ply }, { $mark } { $cell }: { $verdict } antes e depois dela.
review-move-changed = Jogada { $ply }, { $mark } { $cell }: antes dela, { $before }; depois dela, { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Erro ({ $symbol }): o melhor era { $best }.
review-blunder = Erro grave ({ $symbol }): o melhor era { $best }.
review-off = Revisar (R) avalia cada jogada: ? um erro, ?? um erro grave.
review-progress = Revisando { $done } de { $all } posições…

## Replay

replay-players = { $x } (X) contra { $o } (O)
replay-start = Início
replay-play = Reproduzir
replay-pause = Pausar
replay-review = Revisar
replay-hint = Dica
replay-coach = Treinador
replay-from-here = Jogar daqui
replay-back = Voltar

## History

history-title = Histórico
history-player = Jogador
history-all = Todos
history-back = Voltar
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Arquivo
history-import = Importar
history-export = Exportar .psq
history-imported = Partida importada: { $x } (X) contra { $o } (O).
history-not-imported = Não foi possível importar: { $why }
history-exported = Partida salva como { $path }
history-not-exported = Não foi possível salvar: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Data
history-board = Tamanho
history-result = Resultado
history-moves = Jog
history-reading = Lendo as partidas…
history-none = Nenhuma partida ainda: toda partida que você terminar fica guardada aqui.
history-none-match = Nenhuma partida corresponde ao filtro.
history-shown = { $first }–{ $last } de { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  roda do mouse
end-x-won = X venceu
end-o-won = O venceu
end-draw = Empate
delete-title = Apagar esta partida?
delete-players = { $x } (X) contra { $o } (O)
delete-details = Não será possível recuperá-la.
delete-delete = Apagar
delete-keep = Manter
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } em linha
board-shape-rule = { $cols }x{ $rows }, { $k } em linha, { $rule }
# A date and a time, each number with its leading zero: 22/11/2026 21:40.
date-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute }

## Settings

settings-title = Configurações
settings-language = Idioma
settings-think-delay = Espera do computador
settings-hard-budget = Tempo do Difícil
settings-volume = Volume
settings-sound = Som
settings-alternate = Alternar quem começa
settings-auto-play = Próxima partida automática
settings-coach = Treinador
settings-animations = Animações
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Casas proibidas
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Números das jogadas
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Motor
settings-brain-time = Tempo do motor
settings-clock = Relógio
settings-theme = Tema
settings-on = Ligado
settings-off = Desligado
settings-back = Voltar
theme-dark = Escuro
theme-light = Claro
theme-contrast = Contraste
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Atalhos
shortcuts-close = Qualquer tecla ou clique fecha esta lista.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = mover-se no tabuleiro
shortcut-focus = mover o foco entre os botões
shortcut-press = marcar uma casa; apertar um botão
shortcut-keypad = marcar uma casa no 3x3 (como um teclado numérico)
shortcut-tab = botão seguinte, anterior
shortcut-undo = desfazer
shortcut-redo = refazer
shortcut-hint = dica: a jogada que o Difícil faria
shortcut-coach = treinador: o valor de cada casa
shortcut-engine-line = linha do motor: as jogadas que o Difícil espera
shortcut-new-game = nova partida
shortcut-full-screen = tela cheia
shortcut-back = voltar
shortcut-list = esta lista
shortcut-speech = ligar ou desligar a voz
shortcut-read = ler em voz alta: o tabuleiro, a última jogada, de quem é a vez e o placar, a linha, a coluna e as diagonais do cursor
shortcut-replay-step = Replay: uma jogada para trás, para frente
shortcut-replay-ends = Replay: início, fim, reproduzir
shortcut-replay-review = Replay: revisar cada jogada
shortcut-history = Histórico: escolher, abrir, apagar
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Esquerda
key-right = Direita
key-up = Cima
key-down = Baixo
key-esc = Esc
key-enter = Enter
key-space = Espaço
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = Setas
key-dpad = direcional
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = controle { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Voltar uma jogada?
ask-undo = { $friend } pede para desfazer a última jogada.
ask-allow = Permitir
ask-play-on = Continuar jogando
ask-rematch-title = Outra partida?
ask-rematch = { $friend } pede outra partida.
ask-play = Jogar
ask-no = Não
ask-overdue-title = Ainda esperando
ask-overdue = { $friend } não voltou. Continue esperando, salve a partida para continuar depois, ou encerre-a (não conta).
ask-wait = Esperar
ask-keep = Salvar para depois
ask-end = Encerrar
online-your-friend = seu amigo
online-the-host = o anfitrião
online-friend-left = { $friend } saiu da partida; ela foi salva
# $what is what the friend's game sent, in the network's words.
online-broken = O jogo de { $friend } enviou { $what }; a partida foi salva
online-out-of-turn = uma mensagem “{ $message }” fora de hora
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; a partida foi salva
online-failed = Sem partida em rede: { $why }
notice-asked-rematch = Você pediu outra partida a { $friend }.
notice-asked-undo = Você pediu a { $friend } para desfazer sua última jogada.
notice-undo-refused = { $friend } prefere continuar jogando.
notice-rematch-refused = { $friend } não quer outra partida.
notice-host-record-stands = Onde os dois registros da partida diferiam, vale o de { $friend }.
notice-code-retired = O código recebeu dez tentativas erradas e não abre mais nada: passe o novo ao seu amigo.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = nenhum computador se chama { $address }
online-nobody-hosts = ninguém criou uma partida em { $address }
online-no-answer = { $address } não responde
online-unreachable = { $address } não está acessível a partir desta rede
online-port-taken = a porta { $port } já está em uso por outro programa neste computador
online-not-an-invitation = este não é um convite completo (copie tudo)
refusal-wrong-code = o código está errado
refusal-too-many-tries = tentativas demais: espere um minuto
refusal-busy = o anfitrião está jogando com outra pessoa
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = o outro jogo está na versão { $theirs } (protocolo { $theirProtocol }) e este na versão { $ours } (protocolo { $ourProtocol }): os dois precisam da mesma
# $what is what the other game did wrong, in the network's words.
refusal-broken = o outro jogo desrespeitou as regras: { $what }
refusal-left = o outro jogador saiu
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = "{ $letter }" não aparece em nenhum código (as letras válidas são { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = um código tem { $length } letras, não { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = As configurações voltaram ao padrão. { $why }
notice-scores-reset = O placar recomeça do zero. { $why }
notice-games-set-aside = Algumas partidas anteriores não puderam ser lidas e foram deixadas de lado. { $why }
notice-game-not-resumed = Não foi possível continuar a partida salva. { $why }
notice-settings-not-saved = Não foi possível salvar as configurações ({ $why }); nova tentativa na próxima alteração.
notice-scores-not-saved = Não foi possível salvar o placar ({ $why }); nova tentativa na próxima alteração.
notice-games-not-saved = Não foi possível salvar as partidas anteriores ({ $why }); nova tentativa na próxima alteração.
notice-game-not-saved = Não foi possível salvar a partida em andamento ({ $why }); nova tentativa na próxima alteração.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = Não foi possível usar { $file } ({ $why }); ele foi guardado como { $kept }.
file-not-set-aside = Não foi possível usar { $file } ({ $why }) nem deixá-lo de lado: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] Não foi possível ler uma partida de { $file } (linha { $line }: { $why }); ela foi guardada em { $kept }.
   *[other] Não foi possível ler { $count } partidas de { $file } (linha { $line }: { $why }); elas foram guardadas em { $kept }.
}
file-games-not-set-aside = { $count ->
    [one] Não foi possível ler uma partida de { $file } (linha { $line }: { $why }) nem deixá-la de lado: { $error }.
   *[other] Não foi possível ler { $count } partidas de { $file } (linha { $line }: { $why }) nem deixá-las de lado: { $error }.
}
file-unreadable = não foi possível lê-lo: { $error }
file-not-text = não é texto
file-empty = está vazio
# $detail is the reader's own words, with a line and a column.
file-malformed = não está no formato do jogo: { $detail }
# $found and $reads are format versions (numbers).
file-version = seu formato é a versão { $found }, e este jogo lê a versão { $reads }
error-permission-denied = permissão negada
error-disk-full = o disco está cheio
error-read-only = o disco é somente leitura
error-not-found = falta uma pasta

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } está fora do tabuleiro: colunas de a a { $lastColumn }, linhas de 1 a { $rows }.
cell-row-column = linha { $row }, coluna { $column }
cell-unknown = "{ $typed }" não é uma casa: digite a letra de uma coluna e o número de uma linha, como b2, ou uma linha e uma coluna, como 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menu
menu-player = Jogador { $mark }
menu-name = Nome do { $mark }
menu-typing = Digite o nome e depois Enter (Esc mantém o anterior).
menu-resume-game = Continuar a partida inacabada: { $board }, { $plies ->
    [0] 0 jogadas
    [one] { $plies } jogada
   *[other] { $plies } jogadas
}.
menu-choose = Escolha os jogadores e o tabuleiro, depois Jogar.
keys-line-menu = ↑↓ escolher · ←→ mudar · Enter selecionar · p jogar · q sair
keys-line-settings = ↑↓ escolher · ←→ mudar · Esc voltar · q sair
keys-line-over = ←→ escolher · Enter selecionar · p jogar de novo · m menu · u desfazer · q sair
keys-line-watching = qualquer tecla interrompe a partida (ela fica salva) · q sair
keys-reading = Shift+B o tabuleiro · Shift+M a última jogada · Shift+T de quem é a vez e o placar · Shift+R, Shift+V, Shift+X a linha, a coluna e as diagonais do cursor
keys-line-playing = ←↑↓→/WASD mover · Enter jogar · digite b2 · u desfazer · r refazer · h dica · Esc menu
keys-line-playing-big = ←↑↓→/WASD mover · Enter jogar · digite b2 · u desfazer · r refazer · ? dica · Esc menu
keys-line-choosing = 1 2 3 escolher · u desfazer · Esc menu
keys-line-online = ↑↓ escolher · Enter digitar ou selecionar · Esc voltar
keys-line-history = ↑↓ escolher · Enter rever · / nome · f resultado · r regra · Esc menu · q sair
keys-line-history-typing = digite um nome · Enter pronto
keys-line-replay = ←→ passo a passo · Home/End primeira/última · Esc voltar à lista · q sair
too-small = O terminal tem { $width }x{ $height }; esta tela precisa de pelo menos { $leastWidth }x{ $leastHeight }. Aumente-o ou aperte q para sair.
settings-language-about = O idioma dos textos do jogo, no terminal e na janela.
settings-think-delay-about = Quanto tempo, no mínimo, o computador parece pensar antes de jogar.
settings-hard-budget-about = O tempo máximo que o Difícil gasta procurando uma jogada: quanto mais, mais forte em tabuleiros grandes.
settings-alternate-about = Após cada partida os jogadores trocam de símbolo, assim cada um começa na sua vez.
settings-forbidden-about = No renju, uma cruzinha em cada casa proibida para X (pretas), na vez de X.
settings-move-numbers-about = Cada símbolo aparece com o número da jogada que o colocou, assim como se numeram as pedras nos tabuleiros de gomoku.
settings-back-about = Voltar ao menu.
settings-brain-about = Um motor do Gomocup (um programa pbrain) que pode então jogar por um dos lados, em tabuleiros de cinco em linha. Enter, depois digite o caminho dele.
settings-brain-time-about = Quanto tempo o motor pode pensar em cada jogada.
settings-clock-about = O tempo de cada jogador para a partida e os segundos somados após cada jogada (5+3: cinco minutos, três segundos). Quem fica sem tempo perde.
# The brain's row when no program is named.
settings-brain-none = nenhum
keys-line-settings-typing = digite o caminho do programa · Enter pronto · Esc cancelar
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = O motor parou: { $why }. Agora uma pessoa joga com { $mark }; a partida continua.
brain-no-start = não foi possível iniciá-lo
brain-timeout = demorou mais que o seu tempo
brain-crashed = fechou inesperadamente
brain-garbage = escreveu o que o protocolo não permite
brain-illegal = fez uma jogada não permitida
brain-unsupported = não joga este tabuleiro ou esta regra
# The language row before a language is chosen.
settings-system = o do sistema
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (computador)
panel-online = { $player } (online)
panel-move = Jogada { $ply }
panel-last = Última:
panel-scores = Placar
play-again = Jogar de novo
quit = Sair
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } vence com { $line }.
draw = Deu velha: o tabuleiro está cheio.
stopped = A partida foi interrompida.
thinking = { $who } está pensando
to-move = Vez de { $who }.
typed = Digitado { $typed }: Enter para jogar.
hint-looking = Procurando uma dica
no-hint = Nenhuma dica encontrada no tempo permitido.
wait-friend = Aguarde: seu amigo ainda não respondeu.
wait-thinking = Aguarde: é a vez de { $mark }, e o { $level } está pensando.
taken = { $cell } já está ocupada por { $by }: escolha uma casa vazia.
off-board = { $cell } está fora do tabuleiro.
game-over = A partida acabou.
nothing-to-undo = Nada para desfazer.
nothing-to-redo = Nada para refazer.
history-all-results = todos os resultados
history-all-rules = todas as regras
history-any-name = qualquer nome
history-name = nome: { $name }
history-games = { $shown } de { $total ->
    [0] 0 partidas
    [one] { $total } partida
   *[other] { $total } partidas
}
history-ended = Terminada
history-moves-long = Jog.
replay-title = Replay: { $x } (X) contra { $o } (O), { $board }
replay-move = Jogada { $ply } de { $plies }
scores = Placar: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Configurações: não foi possível ler { $setting } ({ $detail }); fica valendo o valor padrão.
game-not-archived = Não foi possível guardar a partida terminada: { $why }
game-not-removed = Não foi possível remover a partida salva: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Jogo da velha em { $board }: { $x } contra { $o }. X começa.
read-plays = { $who } joga { $cell }.
lines-to-move = Vez de { $who }:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } escolhe pelo número: { $choices }
lines-network = partidas em rede são jogadas na janela
lines-input-ended = a entrada terminou antes da partida ({ $ply ->
    [0] antes da primeira jogada
   *[other] depois da jogada { $ply }
}); ela foi salva: `tictactoe terminal --resume` a continua, assim como Continuar no menu e na janela
lines-too-long = Uma linha tão longa não é uma casa: digite uma, como b2.
lines-empty = Uma linha vazia: digite uma casa, como b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = tabuleiro
lines-command-grid = grade
lines-command-row = linha
lines-command-column = coluna
lines-command-diagonals = diagonais
lines-command-last = última
lines-command-turn = vez
lines-command-score = placar
lines-command-help = ajuda
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Digite uma casa para jogar ({ $cell }), ou: { $board } (o tabuleiro inteiro), { $grid } (o tabuleiro como grade de caracteres), { $row } 3 (uma linha), { $column } c (uma coluna), { $diagonals } { $cell } (as duas diagonais que passam por uma casa), { $last } (a última jogada), { $turn } (de quem é a vez), { $score } (o placar das partidas), { $help } (esta lista).
lines-command-needs-row = { $command } precisa do número de uma linha, como { $command } 3.
lines-command-needs-column = { $command } precisa da letra de uma coluna, como { $command } c.
lines-command-needs-cell = { $command } precisa de uma casa, como { $command } c3.
lines-turn = Vez de { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Digite { $help } para ver os comandos que leem o tabuleiro uma linha, uma coluna ou uma diagonal de cada vez.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = linha { $row }, coluna { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = linha { $row }, coluna { $column }, { $mark }, proibida para { $player }
read-empty = vazia
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } vazia
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } vazia, proibida para { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from } a { $to } vazias
# $cells lists the line's stones and stretches of empty cells.
read-row = Linha { $row }: { $cells }.
read-column = Coluna { $column }: { $cells }.
read-diagonal = Diagonal de { $from } a { $to }: { $cells }.
read-empty-cells = { $count ->
    [0] Nenhuma casa vazia.
    [one] Uma casa vazia.
   *[other] { $count } casas vazias.
}
read-board-empty = O tabuleiro está vazio.
read-no-move = Nenhuma jogada ainda.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Última jogada: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Voz ligada.
speech-off = Voz desligada.
speech-unreachable = O jogo não consegue falar: o serviço de síntese de voz não respondeu ({ $why }).
read-selected = selecionado
read-unavailable = indisponível
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } ameaça vencer em { $cell }.
read-threats = { $mark } ameaça vencer em { $cells }: uma só jogada não consegue bloquear todas.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Treinador: { $verdict }.
output-failed = não foi possível gravar a saída: { $why }
input-failed = não foi possível ler a entrada: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = A partida em andamento fica salva: para retomá-la, escolha Continuar no menu, aqui ou na janela.
search-failed = uma busca falhou; a partida em andamento fica salva
nothing-to-resume = não há nenhuma partida inacabada para continuar

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Jogo de tabuleiro
desktop-comment = Jogue jogo da velha contra um amigo ou contra o computador
desktop-keywords = jogo da velha;jogo do galo;tic-tac-toe;cinco em linha;gomoku;jogo de tabuleiro;estratégia;
store-description-play = Jogue jogo da velha no clássico tabuleiro 3x3 ou em tabuleiros de até 22x22, em que vencer pode exigir até dez em linha. X e O são jogados cada um por uma pessoa ou pelo computador no nível Fácil, Médio ou Difícil: jogue com um amigo, enfrente o computador ou assista a dois computadores jogando entre si.
store-description-more = O Difícil joga com perfeição sempre que o jogo pode ser resolvido. Dicas e um treinador mostram quanto vale cada jogada, e toda partida terminada fica guardada, para reproduzir e revisar jogada por jogada. Jogue em uma janela ou em um terminal, em um só computador ou com um amigo pela rede ou pela internet.
