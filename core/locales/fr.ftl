# Français : traduction de en.ftl (mêmes clés, mêmes variables).
# Typographie : espace fine insécable (U+202F) avant ? ! ; et %, et entre un nombre et son unité ;
# espace insécable (U+00A0) avant : et à l’intérieur des guillemets « ».
# Glossary (one word for one thing, in every message): undo: Annuler, redo: Rétablir, back:
#  Retour, draw: Match nul, hint: Indice, board: Grille, settings: Paramètres.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Jouer en ligne
online-game = Partie
online-host = Héberger
online-join = Rejoindre
online-name = Nom
online-mark = Symbole
online-alternate = Alterner
online-board = Grille
online-in-a-row = À aligner
online-address = Adresse ou invitation
online-code = Code
online-start = Lancer
online-cancel = Annuler
online-back = Retour
online-none-listed = Aucune partie disponible ici.
online-looking = Recherche de parties…
online-found = Parties sur ce réseau :
online-joins-at = Votre ami se connecte à
online-this-computer = l’adresse de cet ordinateur, port { $port }
online-with-code = avec le code  { $code }
online-waiting = En attente de sa connexion…
online-wrong-codes = { $count ->
    [one] Un code erroné, depuis { $address }
   *[other] { $count } codes erronés, le dernier depuis { $address }
}
online-held-off = { $count ->
    [one] Un autre essai refusé : trop d’essais depuis un même réseau
   *[other] { $count } autres essais refusés : trop d’essais depuis un même réseau
}
online-new-code = Nouveau code
online-anywhere = De n’importe où, avec cette invitation et le code :
online-this-network-only = Aucun relais n’a répondu : l’invitation ne fonctionne que sur ce réseau.
online-invite = Inviter
online-copy = Copier l’invitation
online-copied = Copié
online-connecting = Connexion…

## The menu

menu-title = Morpion
menu-history = Historique
menu-settings = Paramètres
menu-board = Grille
menu-rows = Lignes
menu-in-a-row = À aligner
menu-rule = Règle
menu-opening = Ouverture
menu-play = Jouer
menu-online = En ligne
menu-quit = Quitter
menu-resume = Reprendre
menu-reset = Effacer
menu-forget = Oublier
menu-keep = Garder

## The rules ($k is how many in a row win)

rule-freestyle = Libre
rule-standard = Standard
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = { $k } alignés ou plus gagnent.
rule-standard-about = Exactement { $k } alignés gagnent ; une ligne plus longue, non.
rule-renju-about = Cinq alignés ; X (Noir) ne peut faire ni double trois, ni double quatre, ni alignement de plus de cinq.
rule-caro-about = Exactement { $k } alignés gagnent, sauf si l’adversaire bloque les deux extrémités.
rules-renju-five = Le renju se joue à cinq alignés, pas à { $k }.
# $why is the engine's reason, in English.
rules-misfit = Impossible de jouer avec ces règles : { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Libre
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X (Noir) joue en premier, dès la première pierre.
opening-swap-about = Le premier joueur pose trois pierres ; l’autre choisit ensuite sa couleur.
opening-swap2-about = Trois pierres ; l’autre choisit sa couleur, ou en pose deux de plus et laisse le premier choisir.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } pose la pierre { $stone } sur { $stones } ({ $mark })
opening-choose = { $player } choisit : jouer Noir ou jouer Blanc
opening-choose-or-two = { $player } choisit : jouer Noir, jouer Blanc ou poser deux pierres de plus
choice-play-black = Jouer Noir (X)
choice-play-white = Jouer Blanc (O)
choice-place-two = En poser deux de plus
opening-chose-black = { $player } joue Noir (X).
opening-chose-white = { $player } joue Blanc (O).
opening-chose-two = { $player } pose deux pierres de plus.
opening-choice-due = Pas de pierre pour l’instant : { $player } choisit d’abord.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = La case { $cell } est interdite à X au renju : un double trois.
forbidden-double-four = La case { $cell } est interdite à X au renju : un double quatre.
forbidden-overline = La case { $cell } est interdite à X au renju : un alignement de plus de cinq.

## Game over

over-play = Jouer
over-review = Analyse
over-menu = Menu
over-quit = Quitter

## Playing

playing-undo = Annuler
playing-redo = Rétablir
playing-hint = Indice
playing-menu = Menu
playing-coach = Coach
playing-keep = Mettre de côté
playing-abandon = Abandonner
playing-play-on = Continuer

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Humain
seat-easy = Facile
seat-medium = Moyen
seat-hard = Difficile
seat-online = En ligne
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Moteur
# The names a person's seat has until someone types one.
player-one = Joueur 1
player-two = Joueur 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] { $draws } nul
   *[other] { $draws } nuls
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] { $draws } nul
   *[other] { $draws } nuls
}
tally-no-games = Pas encore de partie entre { $x } et { $o }
reset-title = Remettre le score à zéro ?
reset-details = Oublier les parties entre { $x } et { $o } ?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Partie { $cols }x{ $rows } inachevée, { $k } alignés
    coup { $move } : à { $player } ({ $mark }) de jouer
menu-unfinished-online = Partie { $cols }x{ $rows } inachevée, { $k } alignés
    en ligne avec { $friend }
    coup { $move } : à { $player } ({ $mark }) de jouer

## The board's status bar

badge-human = Humain
badge-computer = Ordinateur
# The friend's badge in a network game: one short word each.
badge-online = connecté
badge-connecting = connexion
badge-offline = déconnecté
# The friend's connection across the internet: straight, or through the relay.
badge-direct = direct
badge-relayed = via relais
badge-left = parti
badge-draws = { $draws ->
    [one] { $draws } nul
   *[other] { $draws } nuls
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = À { $player } ({ $mark }) de jouer
status-thinking = { $player } ({ $mark }) réfléchit
status-wins = { $player } ({ $mark }) gagne
status-wins-on-time = { $player } ({ $mark }) gagne au temps
status-draw = Match nul
status-waiting-to-connect = En attente de connexion avec { $friend }
status-connecting-to = Connexion à { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Connexion perdue – on attend { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } n’est toujours pas là
result-wins = { $mark } gagne
result-wins-on-time = { $mark } gagne au temps
result-draw = Match nul

## Leaving a game

leave-title = Quitter cette partie ?
leave-details = Mettez-la de côté pour la reprendre depuis le menu, ou abandonnez-la.
leave-online = Votre ami sera prévenu. Mettez la partie de côté pour la reprendre depuis le menu, ou abandonnez-la.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Indice : { $cell }. { $mark } gagne { $plies ->
    [one] immédiatement
   *[other] en { $plies } symboles posés
}.
hint-wins-within = Indice : { $cell }. { $mark } gagne { $plies ->
    [one] immédiatement
   *[other] en { $plies } symboles posés au plus
}.
hint-loses = Indice : { $cell }. { $other } gagne quoi que fasse { $mark }.
hint-draw = Indice : { $cell }. Match nul si chacun joue au mieux.
hint-better = Indice : { $cell }. { $mark } a l’avantage (estimation).
hint-worse = Indice : { $cell }. { $other } a l’avantage (estimation).
hint-even = Indice : { $cell }. Position équilibrée (estimation).
hint-thinking = Indice : réflexion…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Ligne : { $moves } · profondeur { $depth } · { $score }
engine-line-thinking = Ligne : réflexion…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Coach : +n victoire, -n défaite en n symboles posés, = nul, +?/-? estimation
coach-counting = Coach { $done }/{ $all } : +n victoire, -n défaite en n symboles posés, = nul, +?/-? estimation

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } a gagné
verdict-better = { $mark } a l’avantage (estimation)
verdict-wins-in = { $mark } gagne { $plies ->
    [one] immédiatement
   *[other] en { $plies } symboles posés
}
verdict-wins-within = { $mark } gagne { $plies ->
    [one] immédiatement
   *[other] en { $plies } symboles posés au plus
}
verdict-draw = match nul
verdict-no-forced-win = pas de gain forcé (estimation)
# $verdict is one of the verdict- lines above.
review-from-start = Si chacun joue au mieux depuis le début : { $verdict }.
review-move-same = Coup { $ply }, { $mark } { $cell } : { $verdict } avant comme après.
review-move-changed = Coup { $ply }, { $mark } { $cell } : avant, { $before } ; après, { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Erreur ({ $symbol }) : le mieux était { $best }.
review-blunder = Gaffe ({ $symbol }) : le mieux était { $best }.
review-off = L’analyse (R) juge chaque coup : ? une erreur, ?? une gaffe.
review-progress = Analyse des positions : { $done } sur { $all }…

## Replay

replay-players = { $x } (X) contre { $o } (O)
replay-start = Début
replay-play = Lire
replay-pause = Pause
replay-review = Analyse
replay-hint = Indice
replay-coach = Coach
replay-from-here = Jouer à partir d’ici
replay-back = Retour

## History

history-title = Historique
history-player = Joueur
history-all = Toutes
history-back = Retour
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Fichier
history-import = Importer
history-export = Exporter .psq
history-imported = Partie importée : { $x } (X) contre { $o } (O).
history-not-imported = Importation impossible : { $why }
history-exported = Partie enregistrée sous { $path }
history-not-exported = Enregistrement impossible : { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Date
history-board = Grille
history-result = Résultat
history-moves = Coups
history-reading = Lecture des parties…
history-none = Pas encore de partie : chaque partie terminée est conservée ici.
history-none-match = Aucune partie ne correspond au filtre.
history-shown = { $first }–{ $last } sur { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  molette
end-x-won = X gagne
end-o-won = O gagne
end-draw = Nul
delete-title = Supprimer cette partie ?
delete-players = { $x } (X) contre { $o } (O)
delete-details = Elle ne pourra pas être récupérée.
delete-delete = Supprimer
delete-keep = Garder
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } alignés
board-shape-rule = { $cols }x{ $rows }, { $k } alignés, { $rule }
# A date and a time, each number with its leading zero: 22/11/2026 21:40.
date-time = { $day }/{ $month }/{ $year } { $hour }:{ $minute }

## Settings

settings-title = Paramètres
settings-language = Langue
settings-think-delay = Pause de l’ordinateur
settings-hard-budget = Réflexion de Difficile
settings-volume = Volume
settings-sound = Son
settings-alternate = Alterner qui commence
settings-auto-play = Enchaîner les parties
settings-coach = Coach
settings-animations = Animations
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Cases interdites
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Numéros des coups
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Moteur
settings-brain-time = Réflexion du moteur
settings-clock = Pendule
settings-theme = Thème
settings-on = Activé
settings-off = Désactivé
settings-back = Retour
theme-dark = Sombre
theme-light = Clair
theme-contrast = Contraste
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } s
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Raccourcis
shortcuts-close = N’importe quelle touche ou un clic ferme cette liste.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = ↑, ↓, { key-enter }, { key-del }
shortcut-board = se déplacer sur la grille
shortcut-focus = passer d’un bouton à l’autre
shortcut-press = placer un symbole ; appuyer sur un bouton
shortcut-keypad = placer un symbole en 3x3 (comme un pavé numérique)
shortcut-tab = bouton suivant, précédent
shortcut-undo = annuler
shortcut-redo = rétablir
shortcut-hint = indice : le coup que jouerait Difficile
shortcut-coach = coach : la valeur de chaque case
shortcut-engine-line = ligne du moteur : les coups qu’attend Difficile
shortcut-new-game = nouvelle partie
shortcut-full-screen = plein écran
shortcut-back = retour
shortcut-list = cette liste
shortcut-speech = activer ou désactiver la voix
shortcut-read = lire à voix haute : la grille, le dernier coup, à qui de jouer et le score, la ligne, la colonne et les diagonales du curseur
shortcut-replay-step = Relecture : un coup en arrière, en avant
shortcut-replay-ends = Relecture : début, fin, lecture
shortcut-replay-review = Relecture : analyser chaque coup
shortcut-history = Historique : choisir, ouvrir, supprimer
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Gauche
key-right = Droite
key-up = Haut
key-down = Bas
key-esc = Échap
key-enter = Entrée
key-space = Espace
key-del = Suppr
key-home = Début
key-end = Fin
key-page-up = Pg préc
key-page-down = Pg suiv
key-ctrl = Ctrl
key-shift = Maj
key-arrows = Flèches
key-dpad = croix directionnelle
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = manette { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Reprendre un coup ?
ask-undo = { $friend } demande à reprendre son dernier coup.
ask-allow = Accepter
ask-play-on = Continuer
ask-rematch-title = Une autre partie ?
ask-rematch = { $friend } propose une autre partie.
ask-play = Jouer
ask-no = Non
ask-overdue-title = Toujours en attente
ask-overdue = { $friend } n’est toujours pas là. Attendez encore, mettez la partie de côté pour la reprendre plus tard, ou terminez-la (elle ne comptera pas).
ask-wait = Attendre
ask-keep = Mettre de côté
ask-end = Terminer
online-your-friend = votre ami
online-the-host = l’hôte
online-friend-left = { $friend } a quitté la partie ; elle est conservée
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend } : son jeu a envoyé { $what } ; la partie est conservée
online-out-of-turn = un message « { $message } » à contretemps
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why } ; la partie est conservée
online-failed = Pas de partie en réseau : { $why }
notice-asked-rematch = Nouvelle partie proposée à { $friend }.
notice-asked-undo = Demande envoyée à { $friend } pour reprendre votre dernier coup.
notice-undo-refused = { $friend } préfère continuer.
notice-rematch-refused = { $friend } ne veut pas d’autre partie.
notice-host-record-stands = Là où les deux versions de la partie différaient, celle tenue par { $friend } fait foi.
notice-code-retired = Le code a reçu dix essais faux et n’ouvre plus rien : donnez le nouveau à votre ami.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = aucun ordinateur ne s’appelle { $address }
online-nobody-hosts = personne n’héberge de partie à { $address }
online-no-answer = { $address } ne répond pas
online-unreachable = { $address } est injoignable depuis ce réseau
online-port-taken = le port { $port } est déjà utilisé par un autre programme sur cet ordinateur
online-not-an-invitation = ce n’est pas une invitation complète (copiez-la en entier)
refusal-wrong-code = le code est incorrect
refusal-too-many-tries = trop de tentatives : attendez une minute
refusal-busy = l’hôte joue déjà avec quelqu’un d’autre
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = l’autre jeu est en version { $theirs } (protocole { $theirProtocol }), celui-ci en version { $ours } (protocole { $ourProtocol }) : il faut la même version des deux côtés
# $what is what the other game did wrong, in the network's words.
refusal-broken = l’autre jeu n’a pas respecté les règles : { $what }
refusal-left = l’autre joueur est parti
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = « { $letter } » ne figure dans aucun code (lettres possibles : { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = un code compte { $length } lettres, pas { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Paramètres remis par défaut. { $why }
notice-scores-reset = Les scores repartent de zéro. { $why }
notice-games-set-aside = Certaines parties passées étaient illisibles et ont été mises de côté. { $why }
notice-game-not-resumed = La partie enregistrée n’a pas pu être reprise. { $why }
notice-settings-not-saved = Les paramètres n’ont pas pu être enregistrés ({ $why }) ; nouvel essai au prochain changement.
notice-scores-not-saved = Les scores n’ont pas pu être enregistrés ({ $why }) ; nouvel essai au prochain changement.
notice-games-not-saved = Les parties passées n’ont pas pu être enregistrées ({ $why }) ; nouvel essai au prochain changement.
notice-game-not-saved = La partie en cours n’a pas pu être enregistrée ({ $why }) ; nouvel essai au prochain changement.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = Le fichier { $file } n’a pas pu être utilisé ({ $why }) ; il est conservé sous { $kept }.
file-not-set-aside = Le fichier { $file } n’a pas pu être utilisé ({ $why }), ni être mis de côté : { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] Une partie de { $file } n’a pas pu être lue (ligne { $line } : { $why }) ; elle est conservée dans { $kept }.
   *[other] { $count } parties de { $file } n’ont pas pu être lues (ligne { $line } : { $why }) ; elles sont conservées dans { $kept }.
}
file-games-not-set-aside = { $count ->
    [one] Une partie de { $file } n’a pas pu être lue (ligne { $line } : { $why }), ni être mise de côté : { $error }.
   *[other] { $count } parties de { $file } n’ont pas pu être lues (ligne { $line } : { $why }), ni être mises de côté : { $error }.
}
file-unreadable = lecture impossible : { $error }
file-not-text = ce n’est pas du texte
file-empty = il est vide
# $detail is the reader's own words, with a line and a column.
file-malformed = le contenu n’est pas au format du jeu : { $detail }
# $found and $reads are format versions (numbers).
file-version = son format est en version { $found }, et ce jeu lit la version { $reads }
error-permission-denied = accès refusé
error-disk-full = le disque est plein
error-read-only = le disque est en lecture seule
error-not-found = un dossier est introuvable

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } est hors de la grille : colonnes a à { $lastColumn }, lignes 1 à { $rows }.
cell-row-column = ligne { $row }, colonne { $column }
cell-unknown = « { $typed } » n’est pas une case : tapez la lettre d’une colonne et le numéro d’une ligne, comme b2, ou une ligne et une colonne, comme 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menu
menu-player = Joueur { $mark }
menu-name = Nom de { $mark }
menu-typing = Tapez le nom, puis Enter (Esc garde l’ancien).
menu-resume-game = Reprendre la partie inachevée : { $board }, { $plies ->
    [one] { $plies } coup
   *[other] { $plies } coups
}.
menu-choose = Choisissez les joueurs et la grille, puis Jouer.
keys-line-menu = ↑↓ choisir · ←→ changer · Enter valider · p jouer · q quitter
keys-line-settings = ↑↓ choisir · ←→ changer · Esc retour · q quitter
keys-line-over = ←→ choisir · Enter valider · p rejouer · m menu · u annuler · q quitter
keys-line-watching = une touche arrête la partie (elle est conservée) · q quitter
keys-reading = Shift+B la grille · Shift+M le dernier coup · Shift+T à qui de jouer et le score · Shift+R, Shift+V, Shift+X la ligne, la colonne et les diagonales du curseur
keys-line-playing = ←↑↓→/WASD déplacer · Enter jouer · tapez b2 · u annuler · r rétablir · h indice · Esc menu
keys-line-playing-big = ←↑↓→/WASD déplacer · Enter jouer · tapez b2 · u annuler · r rétablir · ? indice · Esc menu
keys-line-choosing = 1 2 3 choisir · u annuler · Esc menu
keys-line-online = ↑↓ choisir · Enter saisir ou valider · Esc retour
keys-line-history = ↑↓ choisir · Enter revoir · / nom · f résultat · r règle · Esc menu · q quitter
keys-line-history-typing = tapez un nom · Enter terminer
keys-line-replay = ←→ pas à pas · Home/End début/fin · Esc retour à la liste · q quitter
too-small = Le terminal fait { $width }x{ $height } ; cet écran demande au moins { $leastWidth }x{ $leastHeight }. Agrandissez-le, ou appuyez sur q pour quitter.
settings-language-about = La langue des textes du jeu, dans le terminal et dans la fenêtre.
settings-think-delay-about = Le temps minimal pendant lequel un ordinateur semble réfléchir avant de jouer.
settings-hard-budget-about = Le temps maximal que Difficile consacre à un coup : plus il est long, plus il est fort sur les grandes grilles.
settings-alternate-about = Après chaque partie, les joueurs échangent leurs symboles : chacun commence à son tour.
settings-forbidden-about = Au renju, une petite croix sur chaque case interdite à X (Noir), au tour de X.
settings-move-numbers-about = Chaque symbole s’écrit avec le numéro du coup qui l’a posé, comme on numérote les pierres sur les grilles de gomoku.
settings-back-about = Retour au menu.
settings-brain-about = Un moteur Gomocup (un programme pbrain) qui peut ensuite jouer l’un des deux camps, sur les grilles à cinq alignés. Enter, puis tapez son chemin.
settings-brain-time-about = Le temps que le moteur peut consacrer à un coup.
settings-clock-about = Le temps de chaque joueur pour la partie, et les secondes ajoutées après chaque coup (5+3 : cinq minutes, trois secondes). Qui n’a plus de temps perd.
# The brain's row when no program is named.
settings-brain-none = aucun
keys-line-settings-typing = tapez le chemin du programme · Enter terminer · Esc annuler
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = Le moteur s’est arrêté : { $why }. Un humain joue désormais { $mark } ; la partie continue.
brain-no-start = il n’a pas pu être lancé
brain-timeout = il a dépassé son temps
brain-crashed = il a planté
brain-garbage = il a écrit ce que le protocole n’autorise pas
brain-illegal = il a joué un coup interdit
brain-unsupported = il ne joue pas cette grille ou cette règle
# The language row before a language is chosen.
settings-system = celle du système
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (ordinateur)
panel-online = { $player } (en ligne)
panel-move = Coup { $ply }
panel-last = Dernier :
panel-scores = Scores
play-again = Rejouer
quit = Quitter
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } gagne avec { $line }.
draw = Match nul : la grille est pleine.
stopped = La partie s’est arrêtée.
thinking = { $who } réfléchit
to-move = À { $who } de jouer.
typed = Tapé : { $typed }. Enter pour le jouer.
hint-looking = Recherche d’un indice
no-hint = Aucun indice trouvé dans le temps imparti.
wait-friend = Patientez : votre ami n’a pas encore répondu.
wait-thinking = Patientez : c’est à { $mark } de jouer, et { $level } réfléchit.
taken = La case { $cell } est déjà occupée par { $by } : choisissez une case vide.
off-board = { $cell } est hors de la grille.
game-over = La partie est terminée.
nothing-to-undo = Rien à annuler.
nothing-to-redo = Rien à rétablir.
history-all-results = tous les résultats
history-all-rules = toutes les règles
history-any-name = tous les noms
history-name = nom : { $name }
history-games = { $shown } sur { $total ->
    [one] { $total } partie
   *[other] { $total } parties
}
history-ended = Terminée
history-moves-long = Coups
replay-title = Relecture : { $x } (X) contre { $o } (O), { $board }
replay-move = Coup { $ply } sur { $plies }
scores = Scores : { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Paramètres : { $setting } n’a pas pu être lu ({ $detail }) ; sa valeur par défaut est conservée.
game-not-archived = La partie terminée n’a pas pu être conservée : { $why }
game-not-removed = La partie enregistrée n’a pas pu être supprimée : { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Morpion en { $board } : { $x } contre { $o }. X commence.
read-plays = { $who } joue { $cell }.
lines-to-move = À { $who } de jouer :
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } choisit par numéro : { $choices }
lines-network = une partie en réseau se joue dans la fenêtre
lines-input-ended = l’entrée s’est terminée avant la partie ({ $ply ->
    [0] avant le premier coup
   *[other] après le coup { $ply }
}) ; elle est conservée : `tictactoe terminal --resume` la poursuit, tout comme Reprendre dans le menu et dans la fenêtre
lines-too-long = Une ligne aussi longue n’est pas une case : tapez-en une, comme b2.
lines-empty = Ligne vide : tapez une case, comme b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = grille
lines-command-grid = quadrillage
lines-command-row = ligne
lines-command-column = colonne
lines-command-diagonals = diagonales
lines-command-last = dernier
lines-command-turn = tour
lines-command-score = score
lines-command-help = aide
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Tapez une case pour jouer ({ $cell }), ou : { $board } (toute la grille), { $grid } (la grille sous forme de quadrillage de caractères), { $row } 3 (une ligne), { $column } c (une colonne), { $diagonals } { $cell } (les deux diagonales qui passent par une case), { $last } (le dernier coup), { $turn } (à qui de jouer), { $score } (le score), { $help } (cette liste).
lines-command-needs-row = { $command } attend le numéro d’une ligne, comme { $command } 3.
lines-command-needs-column = { $command } attend la lettre d’une colonne, comme { $command } c.
lines-command-needs-cell = { $command } attend une case, comme { $command } c3.
lines-turn = À { $who } de jouer.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Tapez { $help } pour les commandes qui lisent la grille ligne par ligne, colonne par colonne ou diagonale par diagonale.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = ligne { $row }, colonne { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = ligne { $row }, colonne { $column }, { $mark }, interdite à { $player }
read-empty = vide
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } vide
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } vide, interdite à { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = de { $from } à { $to } vides
# $cells lists the line's stones and stretches of empty cells.
read-row = Ligne { $row } : { $cells }.
read-column = Colonne { $column } : { $cells }.
read-diagonal = Diagonale de { $from } à { $to } : { $cells }.
read-empty-cells = { $count ->
    [one] Une case vide.
   *[other] { $count } cases vides.
}
read-board-empty = La grille est vide.
read-no-move = Aucun coup pour l’instant.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Dernier coup : { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Voix activée.
speech-off = Voix désactivée.
speech-unreachable = Le jeu ne peut pas parler : le service de synthèse vocale n’a pas répondu ({ $why }).
read-selected = sélectionné
read-unavailable = indisponible
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } menace de gagner en { $cell }.
read-threats = { $mark } menace de gagner en { $cells } : un seul coup ne peut pas toutes les parer.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Coach : { $verdict }.
output-failed = la sortie n’a pas pu être écrite : { $why }
input-failed = l’entrée n’a pas pu être lue : { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = La partie en cours est conservée : pour la reprendre, choisissez Reprendre dans le menu, ici ou dans la fenêtre.
search-failed = une recherche a échoué ; la partie en cours est conservée
nothing-to-resume = il n’y a aucune partie inachevée à reprendre

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Jeu de plateau
desktop-comment = Jouez au morpion contre un ami ou contre l’ordinateur
desktop-keywords = tic-tac-toe;morpion;OXO;cinq en ligne;gomoku;jeu de plateau;stratégie;
store-description-play = Jouez au morpion sur la grille classique de 3x3 ou sur des grilles jusqu’à 22x22, où il faut aligner jusqu’à dix symboles pour gagner. X et O sont joués chacun par une personne ou par l’ordinateur au niveau Facile, Moyen ou Difficile : affrontez un ami, défiez l’ordinateur ou regardez deux ordinateurs s’affronter.
store-description-more = Difficile joue parfaitement partout où le jeu peut être résolu. Des indices et un coach montrent ce que vaut chaque coup, et chaque partie terminée est conservée, pour la revoir et l’analyser coup par coup. Jouez dans une fenêtre ou dans un terminal, sur un seul ordinateur ou avec un ami en réseau ou sur Internet.
