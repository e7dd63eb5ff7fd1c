# Ukrainian (uk): the same keys and variables as en.ftl.
# Glossary (one word for one thing, in every message): undo: Скасувати, redo: Повторити, back:
#  Назад, draw: Нічия, hint: Підказка, board: Поле, settings: Налаштування.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Гра онлайн
online-game = Гра
online-host = Створити
online-join = Приєднатися
online-name = Ім'я
online-mark = Знак
online-alternate = По черзі
online-board = Поле
online-in-a-row = В ряд
online-address = Адреса або запрошення
online-code = Код
online-start = Почати
online-cancel = Скасувати
online-back = Назад
online-none-listed = Тут немає ігор.
online-looking = Пошук ігор...
online-found = Ігри в цій мережі:
online-joins-at = Друг під'єднується до
online-this-computer = цього комп'ютера, порт { $port }
online-with-code = з кодом  { $code }
online-waiting = Чекаємо на друга...
online-wrong-codes = { $count ->
    [one] { $count } неправильний код, останній з { $address }
    [few] { $count } неправильні коди, останній з { $address }
    [many] { $count } неправильних кодів, останній з { $address }
   *[other] { $count } неправильного коду, останній з { $address }
}
online-held-off = { $count ->
    [one] Ще { $count } спробу відхилено: забагато з однієї мережі
    [few] Ще { $count } спроби відхилено: забагато з однієї мережі
    [many] Ще { $count } спроб відхилено: забагато з однієї мережі
   *[other] Ще { $count } спроби відхилено: забагато з однієї мережі
}
online-new-code = Новий код
online-anywhere = Звідусіль — з цим запрошенням і кодом:
online-this-network-only = Жоден сервер-посередник не відповів: запрошення працює лише в цій мережі.
online-invite = Запросити
online-copy = Копіювати запрошення
online-copied = Скопійовано
online-connecting = З'єднання...

## The menu

menu-title = Хрестики-нулики
menu-history = Історія
menu-settings = Налаштування
menu-board = Поле
menu-rows = Рядки
menu-in-a-row = В ряд
menu-rule = Правила
menu-opening = Дебют
menu-play = Грати
menu-online = Онлайн
menu-quit = Вихід
menu-resume = Продовжити
menu-reset = Скинути
menu-forget = Забути
menu-keep = Залишити

## The rules ($k is how many in a row win)

rule-freestyle = Вільні
rule-standard = Стандартні
rule-renju = Рендзю
rule-caro = Каро
rule-freestyle-about = Перемагають { $k } або більше в ряд.
rule-standard-about = Перемагають рівно { $k } в ряд; довший ряд не зараховується.
rule-renju-about = П'ять у ряд; X (чорним) заборонені «вилка 3×3», «вилка 4×4» і «довгий ряд».
rule-caro-about = Перемагають рівно { $k } в ряд, якщо суперник не закрив обидва кінці.
rules-renju-five = У рендзю грають на п'ять у ряд, а не на { $k }.
# $why is the engine's reason, in English.
rules-misfit = За цими правилами грати не можна: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Вільний
opening-swap = Своп
opening-swap2 = Своп2
opening-free-about = Першим ходить X (чорні), з першого каменя.
opening-swap-about = Перший гравець ставить три камені; потім інший вибирає колір.
opening-swap2-about = Три камені; інший вибирає колір або ставить ще два й віддає вибір першому.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } ставить камінь { $stone } з { $stones } ({ $mark })
opening-choose = { $player } вибирає: грати чорними або грати білими
opening-choose-or-two = { $player } вибирає: грати чорними, грати білими або поставити ще два камені
choice-play-black = Грати чорними (X)
choice-play-white = Грати білими (O)
choice-place-two = Поставити ще два
opening-chose-black = { $player } грає чорними (X).
opening-chose-white = { $player } грає білими (O).
opening-chose-two = { $player } ставить ще два камені.
opening-choice-due = Зараз не час ставити камінь: спершу вибирає { $player }.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = Клітинка { $cell } заборонена для X у рендзю: «вилка 3×3».
forbidden-double-four = Клітинка { $cell } заборонена для X у рендзю: «вилка 4×4».
forbidden-overline = Клітинка { $cell } заборонена для X у рендзю: «довгий ряд».

## Game over

over-play = Грати
over-review = Аналіз
over-menu = Меню
over-quit = Вихід

## Playing

playing-undo = Скасувати
playing-redo = Повторити
playing-hint = Підказка
playing-menu = Меню
playing-coach = Тренер
playing-keep = Відкласти
playing-abandon = Покинути
playing-play-on = Грати далі

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = Людина
seat-easy = Легкий
seat-medium = Середній
seat-hard = Складний
seat-online = Онлайн
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Рушій
# The names a person's seat has until someone types one.
player-one = Гравець 1
player-two = Гравець 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] { $draws } нічия
    [few] { $draws } нічиї
    [many] { $draws } нічиїх
   *[other] { $draws } нічиєї
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] { $draws } нічия
    [few] { $draws } нічиї
    [many] { $draws } нічиїх
   *[other] { $draws } нічиєї
}
tally-no-games = { $x } і { $o } ще не грали
reset-title = Скинути рахунок?
reset-details = Забути ігри цієї пари: { $x } і { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Незавершена гра { $cols }x{ $rows }, { $k } в ряд
    хід { $move }: ходить { $player } ({ $mark })
menu-unfinished-online = Незавершена гра { $cols }x{ $rows }, { $k } в ряд
    онлайн, суперник: { $friend }
    хід { $move }: ходить { $player } ({ $mark })

## The board's status bar

badge-human = Людина
badge-computer = Комп'ютер
# The friend's badge in a network game: one short word each.
badge-online = онлайн
badge-connecting = з'єднання
badge-offline = офлайн
# The friend's connection across the internet: straight, or through the relay.
badge-direct = напряму
badge-relayed = через сервер
badge-left = вийшов
badge-draws = { $draws ->
    [one] { $draws } нічия
    [few] { $draws } нічиї
    [many] { $draws } нічиїх
   *[other] { $draws } нічиєї
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = Ходить { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) думає
status-wins = Перемога: { $player } ({ $mark })
status-wins-on-time = Перемога за часом: { $player } ({ $mark })
status-draw = Нічия
status-waiting-to-connect = Чекаємо, поки { $friend } під'єднається
status-connecting-to = З'єднання: { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Зв'язок втрачено — чекаємо, поки повернеться { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } досі не повертається
result-wins = Перемога { $mark }
result-wins-on-time = Перемога { $mark } за часом
result-draw = Нічия

## Leaving a game

leave-title = Вийти з гри?
leave-details = Відкладіть її, щоб продовжити з меню, або покиньте.
leave-online = Ваш друг отримає сповіщення. Відкладіть гру, щоб продовжити її з меню, або покиньте.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = Підказка: { $cell }. { $mark } виграє за { $plies ->
    [one] { $plies } напівхід
    [few] { $plies } напівходи
    [many] { $plies } напівходів
   *[other] { $plies } напівходу
}.
hint-wins-within = Підказка: { $cell }. { $mark } виграє не більше ніж за { $plies ->
    [one] { $plies } напівхід
    [few] { $plies } напівходи
    [many] { $plies } напівходів
   *[other] { $plies } напівходу
}.
hint-loses = Підказка: { $cell }. { $other } виграє за будь-яких ходів { $mark }.
hint-draw = Підказка: { $cell }. Нічия за найкращої гри.
hint-better = Підказка: { $cell }. Перевага { $mark } (оцінка).
hint-worse = Підказка: { $cell }. Перевага { $other } (оцінка).
hint-even = Підказка: { $cell }. Рівна позиція (оцінка).
hint-thinking = Підказка: думаю…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Варіант: { $moves } · глибина { $depth } · { $score }
engine-line-thinking = Варіант: думаю…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Тренер: +n перемога, -n поразка за n напівходів, = нічия, +?/-? оцінка
coach-counting = Тренер { $done }/{ $all }: +n перемога, -n поразка за n напівходів, = нічия, +?/-? оцінка

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = перемога { $mark }
verdict-better = перевага { $mark } (оцінка)
verdict-wins-in = { $mark } виграє за { $plies ->
    [one] { $plies } напівхід
    [few] { $plies } напівходи
    [many] { $plies } напівходів
   *[other] { $plies } напівходу
}
verdict-wins-within = { $mark } виграє не більше ніж за { $plies ->
    [one] { $plies } напівхід
    [few] { $plies } напівходи
    [many] { $plies } напівходів
   *[other] { $plies } напівходу
}
verdict-draw = нічия
verdict-no-forced-win = немає форсованого виграшу (оцінка)
# $verdict is one of the verdict- lines above.
review-from-start = За найкращої гри від самого початку: { $verdict }.
review-move-same = Хід { $ply }, { $mark } { $cell }: до і після нього — { $verdict }.
review-move-changed = Хід { $ply }, { $mark } { $cell }: до нього — { $before }; після нього — { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Помилка ({ $symbol }): краще було { $best }.
review-blunder = Груба помилка ({ $symbol }): краще було { $best }.
review-off = Аналіз (R) оцінює кожен хід: ? помилка, ?? груба помилка.
review-progress = Аналіз позицій: { $done } з { $all }…

## Replay

replay-players = { $x } (X) — { $o } (O)
replay-start = Початок
replay-play = Пуск
replay-pause = Пауза
replay-review = Аналіз
replay-hint = Підказка
replay-coach = Тренер
replay-from-here = Грати звідси
replay-back = Назад

## History

history-title = Історія
history-player = Гравець
history-all = Усі
history-back = Назад
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Файл
history-import = Імпорт
history-export = Експорт .psq
history-imported = Імпортовано: { $x } (X) — { $o } (O).
history-not-imported = Не вдалося імпортувати: { $why }
history-exported = Збережено в { $path }
history-not-exported = Не вдалося зберегти: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Коли
history-board = Поле
history-result = Підсумок
history-moves = Ходи
history-reading = Завантаження ігор…
history-none = Ігор поки немає: тут зберігається кожна завершена гра.
history-none-match = Жодна гра не відповідає фільтру.
history-shown = { $first }–{ $last } з { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  коліщатко миші
end-x-won = Перемога X
end-o-won = Перемога O
end-draw = Нічия
delete-title = Видалити цю гру?
delete-players = { $x } (X) — { $o } (O)
delete-details = Її не можна буде відновити.
delete-delete = Видалити
delete-keep = Залишити
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } в ряд
board-shape-rule = { $cols }x{ $rows }, { $k } в ряд, { $rule }
# A date and a time, each number with its leading zero: 22.11.2026 21:40.
date-time = { $day }.{ $month }.{ $year } { $hour }:{ $minute }

## Settings

settings-title = Налаштування
settings-language = Мова
settings-think-delay = Комп'ютер чекає
settings-hard-budget = «Складний» думає
settings-volume = Гучність
settings-sound = Звук
settings-alternate = Починати по черзі
settings-auto-play = Автозапуск наступної гри
settings-coach = Тренер
settings-animations = Анімації
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Заборонені клітинки
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Номери ходів
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Рушій
settings-brain-time = Час рушія на хід
settings-clock = Годинник
settings-theme = Тема
settings-on = Увімк.
settings-off = Вимк.
settings-back = Назад
theme-dark = Темна
theme-light = Світла
theme-contrast = Контрастна
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } с
settings-percent = { $value } %
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Гарячі клавіші
shortcuts-close = Будь-яка клавіша або клацання закриває цей список.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = переміщення полем
shortcut-focus = перехід між кнопками
shortcut-press = поставити знак; натиснути кнопку
shortcut-keypad = поставити знак на 3x3 (як на цифровій клавіатурі)
shortcut-tab = наступна, попередня кнопка
shortcut-undo = скасувати хід
shortcut-redo = повторити хід
shortcut-hint = підказка: хід, який зробив би «Складний»
shortcut-coach = тренер: оцінка кожної клітинки
shortcut-engine-line = варіант рушія: ходи, на які чекає «Складний»
shortcut-new-game = нова гра
shortcut-full-screen = повний екран
shortcut-back = назад
shortcut-list = цей список
shortcut-speech = увімкнути або вимкнути озвучення
shortcut-read = прочитати вголос: поле, останній хід, чий хід і рахунок, рядок, стовпець, діагоналі курсора
shortcut-replay-step = Повтор: хід назад, хід уперед
shortcut-replay-ends = Повтор: початок, кінець, відтворення
shortcut-replay-review = Повтор: аналіз кожного ходу
shortcut-history = Історія: вибрати, відкрити, видалити
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Вліво
key-right = Вправо
key-up = Вгору
key-down = Вниз
key-esc = Esc
key-enter = Enter
key-space = Пробіл
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = Стрілки
key-dpad = хрестовина
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = геймпад { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Скасувати хід?
ask-undo = { $friend } просить скасувати свій останній хід.
ask-allow = Дозволити
ask-play-on = Грати далі
ask-rematch-title = Ще одна гра?
ask-rematch = { $friend } пропонує зіграти ще.
ask-play = Грати
ask-no = Ні
ask-overdue-title = Досі чекаємо
ask-overdue = { $friend } досі не повертається. Можна чекати далі, відкласти гру на потім або завершити її (її не буде зараховано).
ask-wait = Чекати
ask-keep = Відкласти
ask-end = Завершити
online-your-friend = ваш друг
online-the-host = хост
online-friend-left = { $friend } залишає гру; гру збережено
# $what is what the friend's game sent, in the network's words.
online-broken = Програма, якою користується { $friend }, надіслала { $what }; гру збережено
online-out-of-turn = повідомлення «{ $message }» не вчасно
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; гру збережено
online-failed = Не вдалося почати мережеву гру: { $why }
notice-asked-rematch = Запитали, чи хоче { $friend } зіграти ще.
notice-asked-undo = Запитали, чи погодиться { $friend } скасувати ваш останній хід.
notice-undo-refused = { $friend } хоче грати далі.
notice-rematch-refused = { $friend } не хоче грати ще.
notice-host-record-stands = Там, де записи гри розходилися, прийнято версію, яку зберігає { $friend }.
notice-code-retired = Код отримав десять хибних спроб і більше нічого не відкриває: дайте другові новий.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = немає комп'ютера з іменем { $address }
online-nobody-hosts = ніхто не створив гру за адресою { $address }
online-no-answer = { $address } не відповідає
online-unreachable = { $address } недоступний з цієї мережі
online-port-taken = порт { $port } уже зайнятий іншою програмою на цьому комп’ютері
online-not-an-invitation = це не повне запрошення (скопіюйте його повністю)
refusal-wrong-code = неправильний код приєднання
refusal-too-many-tries = забагато спроб: зачекайте хвилину
refusal-busy = хост уже грає з кимось іншим
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = у суперника версія { $theirs } (протокол { $theirProtocol }), а в цієї гри — { $ours } (протокол { $ourProtocol }): версії мають збігатися
# $what is what the other game did wrong, in the network's words.
refusal-broken = гра суперника порушила правила: { $what }
refusal-left = суперник вийшов із гри
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = «{ $letter }» не може бути в коді приєднання (допустимі літери: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = код приєднання має { $length } літер, а не { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Налаштування скинуто до стандартних. { $why }
notice-scores-reset = Рахунок починається заново. { $why }
notice-games-set-aside = Деякі минулі ігри не вдалося прочитати, їх відкладено окремо. { $why }
notice-game-not-resumed = Не вдалося продовжити збережену гру. { $why }
notice-settings-not-saved = Не вдалося зберегти налаштування ({ $why }); нова спроба — під час наступної зміни.
notice-scores-not-saved = Не вдалося зберегти рахунок ({ $why }); нова спроба — під час наступної зміни.
notice-games-not-saved = Не вдалося зберегти минулі ігри ({ $why }); нова спроба — під час наступної зміни.
notice-game-not-saved = Не вдалося зберегти поточну гру ({ $why }); нова спроба — під час наступної зміни.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = Не вдалося використати файл { $file } ({ $why }); його збережено як { $kept }.
file-not-set-aside = Не вдалося використати файл { $file } ({ $why }) і відкласти його окремо: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = Не вдалося прочитати { $count ->
    [one] { $count } гру
    [few] { $count } гри
    [many] { $count } ігор
   *[other] { $count } гри
} з файлу { $file } (рядок { $line }: { $why }); { $count ->
    [1] її збережено
   *[other] їх збережено
} у файлі { $kept }.
file-games-not-set-aside = Не вдалося прочитати { $count ->
    [one] { $count } гру
    [few] { $count } гри
    [many] { $count } ігор
   *[other] { $count } гри
} з файлу { $file } (рядок { $line }: { $why }) і відкласти { $count ->
    [1] її
   *[other] їх
} окремо: { $error }.
file-unreadable = його не вдалося прочитати: { $error }
file-not-text = це не текстовий файл
file-empty = файл порожній
# $detail is the reader's own words, with a line and a column.
file-malformed = його записано не так, як записує гра: { $detail }
# $found and $reads are format versions (numbers).
file-version = версія формату — { $found }, а ця гра читає версію { $reads }
error-permission-denied = доступ заборонено
error-disk-full = диск заповнено
error-read-only = диск доступний лише для читання
error-not-found = бракує папки

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } — поза полем: стовпці від a до { $lastColumn }, рядки від 1 до { $rows }.
cell-row-column = рядок { $row }, стовпець { $column }
cell-unknown = «{ $typed }» — не клітинка: введіть літеру стовпця і номер рядка, наприклад b2, або рядок і стовпець, наприклад 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Меню
menu-player = Гравець { $mark }
menu-name = Ім'я гравця { $mark }
menu-typing = Введіть ім'я і натисніть Enter (Esc залишить попереднє).
menu-resume-game = Продовжити незавершену гру: { $board }, { $plies ->
    [one] { $plies } хід
    [few] { $plies } ходи
    [many] { $plies } ходів
   *[other] { $plies } ходу
}.
menu-choose = Виберіть гравців і поле, потім «Грати».
keys-line-menu = ↑↓ вибір · ←→ змінити · Enter вибрати · p грати · q вихід
keys-line-settings = ↑↓ вибір · ←→ змінити · Esc назад · q вихід
keys-line-over = ←→ вибір · Enter вибрати · p зіграти ще · m меню · u скасувати хід · q вихід
keys-line-watching = будь-яка клавіша зупиняє гру (її буде збережено) · q вихід
keys-reading = Shift+B поле · Shift+M останній хід · Shift+T чий хід і рахунок · Shift+R, Shift+V, Shift+X рядок, стовпець і діагоналі курсора
keys-line-playing = ←↑↓→/WASD переміщення · Enter хід · введіть b2 · u скасувати · r повторити · h підказка · Esc меню
keys-line-playing-big = ←↑↓→/WASD переміщення · Enter хід · введіть b2 · u скасувати · r повторити · ? підказка · Esc меню
keys-line-choosing = 1 2 3 вибір · u скасувати · Esc меню
keys-line-online = ↑↓ вибір · Enter ввести або вибрати · Esc назад
keys-line-history = ↑↓ вибір · Enter повтор · / ім'я · f підсумок · r правила · Esc меню · q вихід
keys-line-history-typing = введіть ім'я · Enter готово
keys-line-replay = ←→ крок · Home/End перший/останній · Esc до списку · q вихід
too-small = Розмір термінала — { $width }x{ $height }; цьому екрану потрібно щонайменше { $leastWidth }x{ $leastHeight }. Збільште його або натисніть q, щоб вийти.
settings-language-about = Мова текстів гри — у терміналі та у вікні.
settings-think-delay-about = Скільки щонайменше комп'ютер «думає» перед ходом.
settings-hard-budget-about = Скільки щонайбільше «Складний» шукає хід: що довше, то сильніша гра на великих полях.
settings-alternate-about = Після кожної гри гравці міняються знаками, тож починають по черзі.
settings-forbidden-about = У рендзю — хрестики на клітинках, заборонених для X (чорних), коли ходить X.
settings-move-numbers-about = Кожен знак показано номером ходу, яким його поставили, — як нумерують камені в гомоку.
settings-back-about = Назад до меню.
settings-brain-about = Рушій Gomocup (програма pbrain), який потім може грати за одну зі сторін, на полях із п'ятьма в ряд. Enter, потім введіть шлях до нього.
settings-brain-time-about = Скільки рушій може думати над ходом.
settings-clock-about = Час кожного гравця на гру та секунди, що додаються після кожного ходу (5+3: п'ять хвилин, три секунди). У кого закінчився час, той програв.
# The brain's row when no program is named.
settings-brain-none = немає
keys-line-settings-typing = введіть шлях до програми · Enter готово · Esc скасувати
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = Рушій зупинено: { $why }. Тепер за { $mark } грає людина; гра триває.
brain-no-start = його не вдалося запустити
brain-timeout = він перевищив свій час
brain-crashed = він аварійно завершився
brain-garbage = він написав те, чого протокол не дозволяє
brain-illegal = він зробив недозволений хід
brain-unsupported = він не грає на такому полі або за таким правилом
# The language row before a language is chosen.
settings-system = як у системі
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (комп'ютер)
panel-online = { $player } (онлайн)
panel-move = Хід { $ply }
panel-last = Останній:
panel-scores = Рахунок
play-again = Зіграти ще
quit = Вихід
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } перемагає: лінія { $line }.
draw = Нічия: поле заповнене.
stopped = Гру зупинено.
thinking = { $who } думає
to-move = Ходить { $who }.
typed = Введено { $typed }: Enter — зробити хід.
hint-looking = Шукаю підказку
no-hint = За відведений час підказку не знайдено.
wait-friend = Зачекайте: ваш друг ще не відповів.
wait-thinking = Зачекайте: зараз хід { $mark }, думає { $level }.
taken = Клітинку { $cell } уже займає { $by }: виберіть порожню клітинку.
off-board = { $cell } — поза полем.
game-over = Гру закінчено.
nothing-to-undo = Нічого скасовувати.
nothing-to-redo = Нічого повторювати.
history-all-results = усі результати
history-all-rules = усі правила
history-any-name = будь-яке ім'я
history-name = ім'я: { $name }
history-games = { $shown } з { $total ->
    [one] { $total } гри
    [few] { $total } ігор
    [many] { $total } ігор
   *[other] { $total } гри
}
history-ended = Завершено
history-moves-long = Ходи
replay-title = Повтор: { $x } (X) — { $o } (O), { $board }
replay-move = Хід { $ply } з { $plies }
scores = Рахунок: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Налаштування: не вдалося прочитати поле { $setting } ({ $detail }); залишено стандартне значення.
game-not-archived = Не вдалося зберегти завершену гру: { $why }
game-not-removed = Не вдалося видалити збережену гру: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = Хрестики-нулики на полі { $board }: { $x } — { $o }. X ходить першим.
read-plays = { $who } займає { $cell }.
lines-to-move = Ходить { $who }:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } вибирає номер: { $choices }
lines-network = мережева гра йде у вікні
lines-input-ended = введення закінчилося раніше за гру ({ $ply ->
    [0] до першого ходу
   *[other] після ходу { $ply }
}); гру збережено: її продовжить `tictactoe terminal --resume`, а також «Продовжити» в меню та у вікні
lines-too-long = Такий довгий рядок — не клітинка: введіть клітинку, наприклад b2.
lines-empty = Порожній рядок: введіть клітинку, наприклад b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = поле
lines-command-grid = сітка
lines-command-row = рядок
lines-command-column = стовпець
lines-command-diagonals = діагоналі
lines-command-last = останній
lines-command-turn = хід
lines-command-score = рахунок
lines-command-help = допомога
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Введіть клітинку, щоб зробити хід ({ $cell }), або: { $board } (усе поле), { $grid } (поле у вигляді сітки символів), { $row } 3 (рядок), { $column } c (стовпець), { $diagonals } { $cell } (дві діагоналі через клітинку), { $last } (останній хід), { $turn } (чий хід), { $score } (рахунок партій), { $help } (цей список).
lines-command-needs-row = { $command }: потрібен номер рядка, наприклад { $command } 3.
lines-command-needs-column = { $command }: потрібна літера стовпця, наприклад { $command } c.
lines-command-needs-cell = { $command }: потрібна клітинка, наприклад { $command } c3.
lines-turn = Ходить { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Введіть { $help }, щоб дізнатися команди, які читають поле по рядку, по стовпцю або по діагоналі.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = рядок { $row }, стовпець { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = рядок { $row }, стовпець { $column }, { $mark }, заборонено для { $player }
read-empty = порожньо
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } порожньо
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } порожньо, заборонено для { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = з { $from } по { $to } порожньо
# $cells lists the line's stones and stretches of empty cells.
read-row = Рядок { $row }: { $cells }.
read-column = Стовпець { $column }: { $cells }.
read-diagonal = Діагональ від { $from } до { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] { $count } порожня клітинка.
    [few] { $count } порожні клітинки.
    [many] { $count } порожніх клітинок.
   *[other] { $count } порожньої клітинки.
}
read-board-empty = Поле порожнє.
read-no-move = Ходів ще не було.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Останній хід: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Озвучення увімкнено.
speech-off = Озвучення вимкнено.
speech-unreachable = Гра не може говорити: служба мовлення не відповіла ({ $why }).
read-selected = вибрано
read-unavailable = недоступно
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } загрожує виграти ходом на { $cell }.
read-threats = { $mark } загрожує виграти ходом на { $cells }: одним ходом їх усі не закрити.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Тренер: { $verdict }.
output-failed = не вдалося записати вивід: { $why }
input-failed = не вдалося прочитати введення: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = Поточну гру збережено: продовжте її кнопкою «Продовжити» в меню — тут або у вікні.
search-failed = не вдалося виконати пошук; поточну гру збережено
nothing-to-resume = немає незавершеної гри, яку можна продовжити

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Настільна гра
desktop-comment = Грайте в хрестики-нулики з другом або з комп'ютером
desktop-keywords = хрестики-нулики;tic-tac-toe;п'ять у ряд;гомоку;настільна гра;стратегія;
store-description-play = Грайте в хрестики-нулики на класичному полі 3x3 або на полях до 22x22, де для перемоги може знадобитися до десяти знаків у ряд. За X і за O грає людина або комп'ютер на рівні «Легкий», «Середній» чи «Складний»: грайте з другом, позмагайтеся з комп'ютером або дивіться, як грають два комп'ютери.
store-description-more = «Складний» грає бездоганно всюди, де гру можна розв'язати. Підказки й тренер показують, чого вартий кожен хід, а кожна завершена гра зберігається, щоб її можна було переглянути й проаналізувати хід за ходом. Грайте у вікні або в терміналі, за одним комп'ютером або з другом через мережу чи інтернет.
