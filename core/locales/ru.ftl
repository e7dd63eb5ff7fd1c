# Russian (ru): the same keys and variables as en.ftl.
# Glossary (one word for one thing, in every message): undo: Отменить, redo: Повторить, back:
#  Назад, draw: Ничья, hint: Подсказка, board: Поле, settings: Настройки.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Игра онлайн
online-game = Игра
online-host = Создать
online-join = Подключиться
online-name = Имя
online-mark = Знак
online-alternate = По очереди
online-board = Поле
online-in-a-row = В ряд
online-address = Адрес или приглашение
online-code = Код
online-start = Начать
online-cancel = Отмена
online-back = Назад
online-none-listed = Здесь нет игр.
online-looking = Поиск игр...
online-found = Игры в этой сети:
online-joins-at = Друг подключается к
online-this-computer = этому компьютеру, порт { $port }
online-with-code = с кодом  { $code }
online-waiting = Ждём друга...
online-wrong-codes = { $count ->
    [one] { $count } неверный код, последний с { $address }
    [few] { $count } неверных кода, последний с { $address }
    [many] { $count } неверных кодов, последний с { $address }
   *[other] { $count } неверного кода, последний с { $address }
}
online-held-off = { $count ->
    [one] Ещё { $count } попытка отклонена: слишком много из одной сети
    [few] Ещё { $count } попытки отклонены: слишком много из одной сети
    [many] Ещё { $count } попыток отклонено: слишком много из одной сети
   *[other] Ещё { $count } попытки отклонено: слишком много из одной сети
}
online-new-code = Новый код
online-anywhere = Откуда угодно — с этим приглашением и кодом:
online-this-network-only = Ни один сервер-посредник не ответил: приглашение работает только в этой сети.
online-invite = Пригласить
online-copy = Копировать приглашение
online-copied = Скопировано
online-connecting = Подключение...

## The menu

menu-title = Крестики-нолики
menu-history = История
menu-settings = Настройки
menu-board = Поле
menu-rows = Строки
menu-in-a-row = В ряд
menu-rule = Правила
menu-opening = Дебют
menu-play = Играть
menu-online = Онлайн
menu-quit = Выход
menu-resume = Продолжить
menu-reset = Сбросить
menu-forget = Забыть
menu-keep = Оставить

## The rules ($k is how many in a row win)

rule-freestyle = Свободные
rule-standard = Стандартные
rule-renju = Рэндзю
rule-caro = Каро
rule-freestyle-about = Побеждают { $k } или больше в ряд.
rule-standard-about = Побеждают ровно { $k } в ряд; более длинный ряд не считается.
rule-renju-about = Пять в ряд; X (чёрным) запрещены «вилка 3×3», «вилка 4×4» и «длинный ряд».
rule-caro-about = Побеждают ровно { $k } в ряд, если соперник не закрыл оба конца.
rules-renju-five = В рэндзю играют на пять в ряд, а не на { $k }.
# $why is the engine's reason, in English.
rules-misfit = По этим правилам играть нельзя: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Свободный
opening-swap = Своп
opening-swap2 = Своп2
opening-free-about = Первым ходит X (чёрные), с первого камня.
opening-swap-about = Первый игрок ставит три камня; затем другой выбирает цвет.
opening-swap2-about = Три камня; другой выбирает цвет или ставит ещё два и отдаёт выбор первому.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } ставит камень { $stone } из { $stones } ({ $mark })
opening-choose = { $player } выбирает: играть чёрными или играть белыми
opening-choose-or-two = { $player } выбирает: играть чёрными, играть белыми или поставить ещё два камня
choice-play-black = Играть чёрными (X)
choice-play-white = Играть белыми (O)
choice-place-two = Поставить ещё два
opening-chose-black = { $player } играет чёрными (X).
opening-chose-white = { $player } играет белыми (O).
opening-chose-two = { $player } ставит ещё два камня.
opening-choice-due = Сейчас не время ставить камень: сначала выбирает { $player }.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = Клетка { $cell } запрещена для X в рэндзю: «вилка 3×3».
forbidden-double-four = Клетка { $cell } запрещена для X в рэндзю: «вилка 4×4».
forbidden-overline = Клетка { $cell } запрещена для X в рэндзю: «длинный ряд».

## Game over

over-play = Играть
over-review = Анализ
over-menu = Меню
over-quit = Выход

## Playing

playing-undo = Отменить
playing-redo = Повторить
playing-hint = Подсказка
playing-menu = Меню
playing-coach = Тренер
playing-keep = Отложить
playing-abandon = Бросить
playing-play-on = Играть дальше

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Человек
seat-easy = Лёгкий
seat-medium = Средний
seat-hard = Сложный
seat-online = Онлайн
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Движок
# The names a person's seat has until someone types one.
player-one = Игрок 1
player-two = Игрок 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] { $draws } ничья
    [few] { $draws } ничьи
    [many] { $draws } ничьих
   *[other] { $draws } ничьи
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] { $draws } ничья
    [few] { $draws } ничьи
    [many] { $draws } ничьих
   *[other] { $draws } ничьи
}
tally-no-games = { $x } и { $o } ещё не играли
reset-title = Сбросить счёт?
reset-details = Забыть игры этой пары: { $x } и { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Незаконченная игра { $cols }x{ $rows }, { $k } в ряд
    ход { $move }: ходит { $player } ({ $mark })
menu-unfinished-online = Незаконченная игра { $cols }x{ $rows }, { $k } в ряд
    онлайн, соперник: { $friend }
    ход { $move }: ходит { $player } ({ $mark })

## The board's status bar

badge-human = Человек
badge-computer = Компьютер
# The friend's badge in a network game: one short word each.
badge-online = онлайн
badge-connecting = подключение
badge-offline = офлайн
# The friend's connection across the internet: straight, or through the relay.
badge-direct = напрямую
badge-relayed = через сервер
badge-left = вышел
badge-draws = { $draws ->
    [one] { $draws } ничья
    [few] { $draws } ничьи
    [many] { $draws } ничьих
   *[other] { $draws } ничьи
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = Ходит { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) думает
status-wins = Победа: { $player } ({ $mark })
status-wins-on-time = Победа по времени: { $player } ({ $mark })
status-draw = Ничья
status-waiting-to-connect = Ждём, пока { $friend } подключится
status-connecting-to = Подключение: { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Связь потеряна — ждём, пока вернётся { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } всё ещё отсутствует
result-wins = Победа { $mark }
result-wins-on-time = Победа { $mark } по времени
result-draw = Ничья

## Leaving a game

leave-title = Выйти из игры?
leave-details = Отложите её, чтобы продолжить из меню, или бросьте.
leave-online = Ваш друг получит уведомление. Отложите игру, чтобы продолжить её из меню, или бросьте.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Подсказка: { $cell }. { $mark } выигрывает за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
    [many] { $plies } полуходов
   *[other] { $plies } полухода
}.
hint-wins-within = Подсказка: { $cell }. { $mark } выигрывает не более чем за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
    [many] { $plies } полуходов
   *[other] { $plies } полухода
}.
hint-loses = Подсказка: { $cell }. { $other } выигрывает при любых ходах { $mark }.
hint-draw = Подсказка: { $cell }. Ничья при лучшей игре.
hint-better = Подсказка: { $cell }. Перевес у { $mark } (оценка).
hint-worse = Подсказка: { $cell }. Перевес у { $other } (оценка).
hint-even = Подсказка: { $cell }. Равная позиция (оценка).
hint-thinking = Подсказка: думаю…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Вариант: { $moves } · глубина { $depth } · { $score }
engine-line-thinking = Вариант: думаю…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Тренер: +n победа, -n поражение за n полуходов, = ничья, +?/-? оценка
coach-counting = Тренер { $done }/{ $all }: +n победа, -n поражение за n полуходов, = ничья, +?/-? оценка

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = победа { $mark }
verdict-better = перевес у { $mark } (оценка)
verdict-wins-in = { $mark } выигрывает за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
    [many] { $plies } полуходов
   *[other] { $plies } полухода
}
verdict-wins-within = { $mark } выигрывает не более чем за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
    [many] { $plies } полуходов
   *[other] { $plies } полухода
}
verdict-draw = ничья
verdict-no-forced-win = нет форсированного выигрыша (оценка)
# $verdict is one of the verdict- lines above.
review-from-start = При лучшей игре с самого начала: { $verdict }.
review-move-same = Ход { $ply }, { $mark } { $cell }: до и после него — { $verdict }.
review-move-changed = Ход { $ply }, { $mark } { $cell }: до него — { $before }; после него — { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Ошибка ({ $symbol }): лучше было { $best }.
review-blunder = Грубая ошибка ({ $symbol }): лучше было { $best }.
review-off = Анализ (R) оценивает каждый ход: ? ошибка, ?? грубая ошибка.
review-progress = Анализ позиций: { $done } из { $all }…

## Replay

replay-players = { $x } (X) — { $o } (O)
replay-start = Начало
replay-play = Пуск
replay-pause = Пауза
replay-review = Анализ
replay-hint = Подсказка
replay-coach = Тренер
replay-from-here = Играть отсюда
replay-back = Назад

## History

history-title = История
history-player = Игрок
history-all = Все
history-back = Назад
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Файл
history-import = Импорт
history-export = Экспорт .psq
history-imported = Импортировано: { $x } (X) — { $o } (O).
history-not-imported = Не удалось импортировать: { $why }
history-exported = Сохранено в { $path }
history-not-exported = Не удалось сохранить: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Когда
history-board = Поле
history-result = Итог
history-moves = Ходы
history-reading = Загрузка игр…
history-none = Игр пока нет: здесь хранится каждая законченная игра.
history-none-match = Нет игр, подходящих под фильтр.
history-shown = { $first }–{ $last } из { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  колесо мыши
end-x-won = Победа X
end-o-won = Победа O
end-draw = Ничья
delete-title = Удалить эту игру?
delete-players = { $x } (X) — { $o } (O)
delete-details = Её нельзя будет восстановить.
delete-delete = Удалить
delete-keep = Оставить
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } в ряд
board-shape-rule = { $cols }x{ $rows }, { $k } в ряд, { $rule }
# A date and a time, each number with its leading zero: 22.11.2026 21:40.
date-time = { $day }.{ $month }.{ $year } { $hour }:{ $minute }

## Settings

settings-title = Настройки
settings-language = Язык
settings-think-delay = Компьютер ждёт
settings-hard-budget = «Сложный» думает
settings-volume = Громкость
settings-sound = Звук
settings-alternate = Начинать по очереди
settings-auto-play = Автозапуск следующей игры
settings-coach = Тренер
settings-animations = Анимация
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Запрещённые клетки
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Номера ходов
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Движок
settings-brain-time = Время движка на ход
settings-clock = Часы
settings-theme = Тема
settings-on = Вкл.
settings-off = Выкл.
settings-back = Назад
theme-dark = Тёмная
theme-light = Светлая
theme-contrast = Контрастная
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } с
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Горячие клавиши
shortcuts-close = Любая клавиша или щелчок закрывает этот список.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = перемещение по полю
shortcut-focus = переход между кнопками
shortcut-press = поставить знак; нажать кнопку
shortcut-keypad = поставить знак на 3x3 (как на цифровой клавиатуре)
shortcut-tab = следующая, предыдущая кнопка
shortcut-undo = отменить ход
shortcut-redo = повторить ход
shortcut-hint = подсказка: ход, который сделал бы «Сложный»
shortcut-coach = тренер: оценка каждой клетки
shortcut-engine-line = вариант движка: ходы, которых ожидает «Сложный»
shortcut-new-game = новая игра
shortcut-full-screen = полный экран
shortcut-back = назад
shortcut-list = этот список
shortcut-speech = включение и выключение речи
shortcut-read = чтение вслух: поле, последний ход, чей ход и счёт, строка, столбец и диагонали под курсором
shortcut-replay-step = Повтор: ход назад, ход вперёд
shortcut-replay-ends = Повтор: начало, конец, воспроизведение
shortcut-replay-review = Повтор: анализ каждого хода
shortcut-history = История: выбрать, открыть, удалить
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Влево
key-right = Вправо
key-up = Вверх
key-down = Вниз
key-esc = Esc
key-enter = Enter
key-space = Пробел
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = Стрелки
key-dpad = крестовина
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = геймпад { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Отменить ход?
ask-undo = { $friend } просит отменить свой последний ход.
ask-allow = Разрешить
ask-play-on = Играть дальше
ask-rematch-title = Ещё одна игра?
ask-rematch = { $friend } предлагает сыграть ещё.
ask-play = Играть
ask-no = Нет
ask-overdue-title = Всё ещё ждём
ask-overdue = { $friend } всё ещё отсутствует. Можно подождать ещё, отложить игру на потом или завершить её (она не будет засчитана).
ask-wait = Ждать
ask-keep = Отложить
ask-end = Завершить
online-your-friend = ваш друг
online-the-host = хост
online-friend-left = { $friend } покидает игру; игра сохранена
# $what is what the friend's game sent, in the network's words.
online-broken = Программа, которой пользуется { $friend }, прислала { $what }; игра сохранена
online-out-of-turn = сообщение «{ $message }» не вовремя
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; игра сохранена
online-failed = Не удалось начать сетевую игру: { $why }
notice-asked-rematch = Спросили, хочет ли { $friend } сыграть ещё.
notice-asked-undo = Спросили, согласится ли { $friend } отменить ваш последний ход.
notice-undo-refused = { $friend } хочет играть дальше.
notice-rematch-refused = { $friend } не хочет играть ещё.
notice-host-record-stands = Там, где записи игры расходились, принята версия, которую хранит { $friend }.
notice-code-retired = Код получил десять неверных попыток и больше ничего не открывает: дайте другу новый.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = нет компьютера с именем { $address }
online-nobody-hosts = никто не создал игру по адресу { $address }
online-no-answer = { $address } не отвечает
online-unreachable = { $address } недоступен из этой сети
online-port-taken = порт { $port } уже занят другой программой на этом компьютере
online-not-an-invitation = это не полное приглашение (скопируйте его целиком)
refusal-wrong-code = неверный код подключения
refusal-too-many-tries = слишком много попыток: подождите минуту
refusal-busy = хост уже играет с кем-то другим
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = у соперника версия { $theirs } (протокол { $theirProtocol }), а у этой игры — { $ours } (протокол { $ourProtocol }): версии должны совпадать
# $what is what the other game did wrong, in the network's words.
refusal-broken = игра соперника нарушила правила: { $what }
refusal-left = соперник вышел из игры
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = «{ $letter }» не может быть в коде подключения (допустимые буквы: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = в коде подключения { $length } букв, а не { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Настройки сброшены к стандартным. { $why }
notice-scores-reset = Счёт начинается заново. { $why }
notice-games-set-aside = Некоторые прошлые игры не удалось прочитать, они отложены в сторону. { $why }
notice-game-not-resumed = Не удалось продолжить сохранённую игру. { $why }
notice-settings-not-saved = Не удалось сохранить настройки ({ $why }); новая попытка — при следующем изменении.
notice-scores-not-saved = Не удалось сохранить счёт ({ $why }); новая попытка — при следующем изменении.
notice-games-not-saved = Не удалось сохранить прошлые игры ({ $why }); новая попытка — при следующем изменении.
notice-game-not-saved = Не удалось сохранить текущую игру ({ $why }); новая попытка — при следующем изменении.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = Не удалось использовать файл { $file } ({ $why }); он сохранён как { $kept }.
file-not-set-aside = Не удалось использовать файл { $file } ({ $why }) и отложить его в сторону: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = Не удалось прочитать { $count ->
    [one] { $count } игру
    [few] { $count } игры
    [many] { $count } игр
   *[other] { $count } игры
} из файла { $file } (строка { $line }: { $why }); { $count ->
    [1] она сохранена
   *[other] они сохранены
} в файле { $kept }.
file-games-not-set-aside = Не удалось прочитать { $count ->
    [one] { $count } игру
    [few] { $count } игры
    [many] { $count } игр
   *[other] { $count } игры
} из файла { $file } (строка { $line }: { $why }) и отложить { $count ->
    [1] её
   *[other] их
} в сторону: { $error }.
file-unreadable = его не удалось прочитать: { $error }
file-not-text = это не текстовый файл
file-empty = файл пуст
# $detail is the reader's own words, with a line and a column.
file-malformed = он записан не так, как его пишет игра: { $detail }
# $found and $reads are format versions (numbers).
file-version = версия формата — { $found }, а эта игра читает версию { $reads }
error-permission-denied = отказано в доступе
error-disk-full = диск заполнен
error-read-only = диск доступен только для чтения
error-not-found = отсутствует папка

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } — за пределами поля: столбцы от a до { $lastColumn }, строки от 1 до { $rows }.
cell-row-column = строка { $row }, столбец { $column }
cell-unknown = «{ $typed }» — не клетка: введите букву столбца и номер строки, например b2, или строку и столбец, например 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Меню
menu-player = Игрок { $mark }
menu-name = Имя игрока { $mark }
menu-typing = Введите имя и нажмите Enter (Esc оставит прежнее).
menu-resume-game = Продолжить незаконченную игру: { $board }, { $plies ->
    [one] { $plies } ход
    [few] { $plies } хода
    [many] { $plies } ходов
   *[other] { $plies } хода
}.
menu-choose = Выберите игроков и поле, затем «Играть».
keys-line-menu = ↑↓ выбор · ←→ изменить · Enter выбрать · p играть · q выход
keys-line-settings = ↑↓ выбор · ←→ изменить · Esc назад · q выход
keys-line-over = ←→ выбор · Enter выбрать · p сыграть ещё · m меню · u отменить ход · q выход
keys-line-watching = любая клавиша останавливает игру (она сохранится) · q выход
keys-reading = Shift+B поле · Shift+M последний ход · Shift+T чей ход и счёт · Shift+R, Shift+V, Shift+X строка, столбец и диагонали под курсором
keys-line-playing = ←↑↓→/WASD перемещение · Enter ход · введите b2 · u отменить · r повторить · h подсказка · Esc меню
keys-line-playing-big = ←↑↓→/WASD перемещение · Enter ход · введите b2 · u отменить · r повторить · ? подсказка · Esc меню
keys-line-choosing = 1 2 3 выбор · u отменить · Esc меню
keys-line-online = ↑↓ выбор · Enter ввести или выбрать · Esc назад
keys-line-history = ↑↓ выбор · Enter повтор · / имя · f итог · r правила · Esc меню · q выход
keys-line-history-typing = введите имя · Enter готово
keys-line-replay = ←→ шаг · Home/End первый/последний · Esc к списку · q выход
too-small = Размер терминала — { $width }x{ $height }; этому экрану нужно не меньше { $leastWidth }x{ $leastHeight }. Увеличьте его или нажмите q для выхода.
settings-language-about = Язык текстов игры — в терминале и в окне.
settings-think-delay-about = Сколько как минимум компьютер «думает» перед ходом.
settings-hard-budget-about = Сколько максимум «Сложный» ищет ход: чем дольше, тем сильнее игра на больших полях.
settings-alternate-about = После каждой игры игроки меняются знаками, так что начинают по очереди.
settings-forbidden-about = В рэндзю — крестики на клетках, запрещённых для X (чёрных), когда ходит X.
settings-move-numbers-about = Каждый знак показан номером хода, которым его поставили, — как нумеруют камни в гомоку.
settings-back-about = Назад в меню.
settings-brain-about = Движок Gomocup (программа pbrain), который затем может играть за одну из сторон, на полях с пятью в ряд. Enter, затем введите путь к нему.
settings-brain-time-about = Сколько движок может думать над ходом.
settings-clock-about = Время каждого игрока на игру и секунды, добавляемые после каждого хода (5+3: пять минут, три секунды). У кого кончилось время, тот проиграл.
# The brain's row when no program is named.
settings-brain-none = нет
keys-line-settings-typing = введите путь к программе · Enter готово · Esc отмена
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = Движок остановлен: { $why }. Теперь за { $mark } играет человек; игра продолжается.
brain-no-start = его не удалось запустить
brain-timeout = он превысил своё время
brain-crashed = он аварийно завершился
brain-garbage = он написал то, что протокол не допускает
brain-illegal = он сделал недопустимый ход
brain-unsupported = он не играет на таком поле или по такому правилу
# The language row before a language is chosen.
settings-system = как в системе
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (компьютер)
panel-online = { $player } (онлайн)
panel-move = Ход { $ply }
panel-last = Последний:
panel-scores = Счёт
play-again = Сыграть ещё
quit = Выход
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } побеждает: линия { $line }.
draw = Ничья: поле заполнено.
stopped = Игра остановлена.
thinking = { $who } думает
to-move = Ходит { $who }.
typed = Введено { $typed }: Enter — сделать ход.
hint-looking = Ищу подсказку
no-hint = За отведённое время подсказка не найдена.
wait-friend = Подождите: ваш друг ещё не ответил.
wait-thinking = Подождите: сейчас ход { $mark }, думает { $level }.
taken = Клетку { $cell } уже занимает { $by }: выберите пустую клетку.
off-board = { $cell } — за пределами поля.
game-over = Игра окончена.
nothing-to-undo = Нечего отменять.
nothing-to-redo = Нечего повторять.
history-all-results = все результаты
history-all-rules = все правила
history-any-name = любое имя
history-name = имя: { $name }
history-games = { $shown } из { $total ->
    [one] { $total } игры
    [few] { $total } игр
    [many] { $total } игр
   *[other] { $total } игры
}
history-ended = Окончена
history-moves-long = Ходы
replay-title = Повтор: { $x } (X) — { $o } (O), { $board }
replay-move = Ход { $ply } из { $plies }
scores = Счёт: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Настройки: не удалось прочитать поле { $setting } ({ $detail }); оставлено значение по умолчанию.
game-not-archived = Не удалось сохранить законченную игру: { $why }
game-not-removed = Не удалось удалить сохранённую игру: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Крестики-нолики на поле { $board }: { $x } — { $o }. X ходит первым.
read-plays = { $who } занимает { $cell }.
lines-to-move = Ходит { $who }:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } выбирает номер: { $choices }
lines-network = сетевая игра идёт в окне
lines-input-ended = ввод закончился раньше игры ({ $ply ->
    [0] до первого хода
   *[other] после хода { $ply }
}); игра сохранена: её продолжит `tictactoe terminal --resume`, а также «Продолжить» в меню и в окне
lines-too-long = Такая длинная строка — не клетка: введите клетку, например b2.
lines-empty = Пустая строка: введите клетку, например b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = поле
lines-command-grid = сетка
lines-command-row = строка
lines-command-column = столбец
lines-command-diagonals = диагонали
lines-command-last = последний
lines-command-turn = ход
lines-command-score = счёт
lines-command-help = помощь
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Введите клетку, чтобы сделать ход ({ $cell }), или: { $board } (всё поле), { $grid } (поле в виде сетки символов), { $row } 3 (строка), { $column } c (столбец), { $diagonals } { $cell } (две диагонали через клетку), { $last } (последний ход), { $turn } (чей ход), { $score } (счёт партий), { $help } (этот список).
lines-command-needs-row = { $command }: нужен номер строки, например { $command } 3.
lines-command-needs-column = { $command }: нужна буква столбца, например { $command } c.
lines-command-needs-cell = { $command }: нужна клетка, например { $command } c3.
lines-turn = Ходит { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Введите { $help }, чтобы узнать команды, которые читают поле по строке, по столбцу или по диагонали.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = строка { $row }, столбец { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = строка { $row }, столбец { $column }, { $mark }, запрещено для { $player }
read-empty = пусто
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } пусто
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } пусто, запрещено для { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = с { $from } по { $to } пусто
# $cells lists the line's stones and stretches of empty cells.
read-row = Строка { $row }: { $cells }.
read-column = Столбец { $column }: { $cells }.
read-diagonal = Диагональ от { $from } до { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] { $count } пустая клетка.
    [few] { $count } пустые клетки.
    [many] { $count } пустых клеток.
   *[other] { $count } пустой клетки.
}
read-board-empty = Поле пустое.
read-no-move = Ходов ещё не было.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Последний ход: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Речь включена.
speech-off = Речь выключена.
speech-unreachable = Игра не может говорить: служба синтеза речи не ответила ({ $why }).
read-selected = выбрано
read-unavailable = недоступно
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } грозит выигрышем на { $cell }.
read-threats = { $mark } грозит выигрышем на { $cells }: одним ходом все угрозы не закрыть.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Тренер: { $verdict }.
output-failed = не удалось записать вывод: { $why }
input-failed = не удалось прочитать ввод: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = Текущая игра сохранена: продолжите её кнопкой «Продолжить» в меню — здесь или в окне.
search-failed = не удалось выполнить поиск; текущая игра сохранена
nothing-to-resume = нет незаконченной игры, которую можно продолжить

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Настольная игра
desktop-comment = Играйте в крестики-нолики с другом или с компьютером
desktop-keywords = крестики-нолики;tic-tac-toe;пять в ряд;гомоку;настольная игра;стратегия;
store-description-play = Играйте в крестики-нолики на классическом поле 3x3 или на полях до 22x22, где для победы может понадобиться до десяти знаков в ряд. За X и за O играет человек или компьютер на уровне «Лёгкий», «Средний» или «Сложный»: играйте с другом, сразитесь с компьютером или смотрите, как играют два компьютера.
store-description-more = «Сложный» играет безупречно везде, где игру можно решить. Подсказки и тренер показывают, чего стоит каждый ход, а каждая законченная игра сохраняется, чтобы её можно было пересмотреть и проанализировать ход за ходом. Играйте в окне или в терминале, за одним компьютером или с другом по сети или через интернет.
