# Hebrew (he), written right to left. Every key of en.ftl, with the same variables.
# Latin items (X, O, b2, keys, commands) stay as they are. Numbers joined by a separator
# (a date, a time, 3/9, 7x6, 1–20), a percentage and a sign (+n) are read left to right:
# each such group sits between { -ltr } and { -end }.
# Glossary (one word for one thing, in every message): undo: ביטול מהלך, redo: שחזור מהלך,
#  back: חזרה, draw: תיקו, hint: רמז, board: לוח, settings: הגדרות.

# U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (Unicode's UAX #9).
-ltr = { "\u2066" }
-end = { "\u2069" }

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = משחק ברשת
online-game = משחק
online-host = אירוח
online-join = הצטרפות
online-name = שם
online-mark = סימן
online-alternate = לסירוגין
online-board = לוח
online-in-a-row = ברצף
online-address = כתובת או הזמנה
online-code = קוד
online-start = התחלה
online-cancel = ביטול
online-back = חזרה
online-none-listed = אין כאן משחקים ברשימה.
online-looking = חיפוש משחקים...
online-found = משחקים ברשת הזו:
online-joins-at = החבר שלך מצטרף אל
online-this-computer = הכתובת של המחשב הזה, פורט { $port }
online-with-code = עם הקוד  { $code }
online-waiting = בהמתנה להצטרפות...
online-wrong-codes = { $count ->
    [one] קוד שגוי אחד, מהכתובת { $address }
    [two] שני קודים שגויים, האחרון מהכתובת { $address }
    [many] { $count } קודים שגויים, האחרון מהכתובת { $address }
   *[other] { $count } קודים שגויים, האחרון מהכתובת { $address }
}
online-held-off = { $count ->
    [one] עוד ניסיון אחד נדחה: יותר מדי ניסיונות מרשת אחת
    [two] עוד שני ניסיונות נדחו: יותר מדי ניסיונות מרשת אחת
    [many] עוד { $count } ניסיונות נדחו: יותר מדי ניסיונות מרשת אחת
   *[other] עוד { $count } ניסיונות נדחו: יותר מדי ניסיונות מרשת אחת
}
online-new-code = קוד חדש
online-anywhere = מכל מקום, עם ההזמנה הזו והקוד:
online-this-network-only = אף שרת ממסר לא ענה: ההזמנה עובדת רק ברשת הזו.
online-invite = הזמנה
online-copy = העתקת ההזמנה
online-copied = הועתק
online-connecting = מתחבר...

## The menu

menu-title = איקס עיגול
menu-history = היסטוריה
menu-settings = הגדרות
menu-board = לוח
menu-rows = שורות
menu-in-a-row = ברצף
menu-rule = חוקים
menu-opening = פתיחה
menu-play = לשחק
menu-online = משחק ברשת
menu-quit = יציאה
menu-resume = המשך
menu-reset = איפוס
menu-forget = מחיקה
menu-keep = להשאיר

## The rules ($k is how many in a row win)

rule-freestyle = פריסטייל
rule-standard = סטנדרט
rule-renju = רנג'ו
rule-caro = קארו
rule-freestyle-about = { $k } או יותר ברצף מנצחים.
rule-standard-about = בדיוק { $k } ברצף מנצחים; רצף ארוך יותר לא.
rule-renju-about = חמישה ברצף; אסור ל-X (השחור) ליצור שלישייה כפולה, רביעייה כפולה או רצף של יותר מחמישה.
rule-caro-about = בדיוק { $k } ברצף מנצחים, אלא אם היריב חוסם את שני הקצוות.
rules-renju-five = ברנג'ו משחקים עם חמישה ברצף, לא { $k }.
# $why is the engine's reason, in English.
rules-misfit = אי אפשר לשחק לפי החוקים האלה: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = חופשית
opening-swap = סוואפ
opening-swap2 = סוואפ 2
opening-free-about = X (השחור) משחק ראשון, מהאבן הראשונה.
opening-swap-about = השחקן הראשון מניח שלוש אבנים; אחר כך השני בוחר צבע.
opening-swap2-about = שלוש אבנים; השני בוחר צבע, או מניח עוד שתיים ונותן לראשון לבחור.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = התור של { $player }: אבן { $stone } מתוך { $stones } ({ $mark })
opening-choose = הבחירה של { $player }: לשחק בשחור או לשחק בלבן
opening-choose-or-two = הבחירה של { $player }: לשחק בשחור, לשחק בלבן או להניח עוד שתי אבנים
choice-play-black = לשחק בשחור (X)
choice-play-white = לשחק בלבן (O)
choice-place-two = להניח עוד שתיים
opening-chose-black = { $player } משחק בשחור (X).
opening-chose-white = { $player } משחק בלבן (O).
opening-chose-two = { $player } מניח עוד שתי אבנים.
opening-choice-due = זה לא הזמן לאבן: קודם הבחירה של { $player }.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell } אסורה ל-X ברנג'ו: שלישייה כפולה.
forbidden-double-four = { $cell } אסורה ל-X ברנג'ו: רביעייה כפולה.
forbidden-overline = { $cell } אסורה ל-X ברנג'ו: רצף של יותר מחמישה.

## Game over

over-play = לשחק
over-review = ניתוח
over-menu = תפריט
over-quit = יציאה

## Playing

playing-undo = ביטול מהלך
playing-redo = שחזור מהלך
playing-hint = רמז
playing-menu = תפריט
playing-coach = מאמן
playing-keep = שמירה להמשך
playing-abandon = נטישה
playing-play-on = המשך משחק

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = אנושי
seat-easy = קל
seat-medium = בינוני
seat-hard = קשה
seat-online = ברשת
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = מנוע
# The names a person's seat has until someone types one.
player-one = שחקן 1
player-two = שחקן 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] תיקו אחד
    [two] 2 תיקו
    [many] { $draws } תיקו
   *[other] { $draws } תיקו
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] תיקו אחד
    [two] 2 תיקו
    [many] { $draws } תיקו
   *[other] { $draws } תיקו
}
tally-no-games = עדיין אין משחקים בין { $x } לבין { $o }
reset-title = לאפס את הניקוד?
reset-details = למחוק את המשחקים בין { $x } לבין { $o }?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = משחק { -ltr }{ $cols }x{ $rows }{ -end } שלא הסתיים, { $k } ברצף
    מהלך { $move }: התור של { $player } ({ $mark })
menu-unfinished-online = משחק { -ltr }{ $cols }x{ $rows }{ -end } שלא הסתיים, { $k } ברצף
    ברשת עם { $friend }
    מהלך { $move }: התור של { $player } ({ $mark })

## The board's status bar

badge-human = אנושי
badge-computer = מחשב
# The friend's badge in a network game: one short word each.
badge-online = מחובר
badge-connecting = מתחבר
badge-offline = מנותק
# The friend's connection across the internet: straight, or through the relay.
badge-direct = ישיר
badge-relayed = דרך ממסר
badge-left = עזב
badge-draws = { $draws ->
    [one] תיקו אחד
    [two] 2 תיקו
    [many] { $draws } תיקו
   *[other] { $draws } תיקו
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = התור של { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) חושב
status-wins = ניצחון של { $player } ({ $mark })
status-wins-on-time = ניצחון בזמן של { $player } ({ $mark })
status-draw = תיקו
status-waiting-to-connect = ממתין לחיבור של { $friend }
status-connecting-to = מתחבר אל { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = החיבור נותק - ממתין לחזרה של { $friend } ({ -ltr }{ $minutes }:{ $seconds }{ -end })
status-not-back = { $friend } עדיין לא כאן
result-wins = { $mark } ניצח
result-wins-on-time = { $mark } ניצח בזמן
result-draw = תיקו

## Leaving a game

leave-title = לעזוב את המשחק?
leave-details = אפשר לשמור אותו ולהמשיך מהתפריט, או לנטוש אותו.
leave-online = החבר שלך יקבל הודעה. אפשר לשמור את המשחק ולהמשיך מהתפריט, או לנטוש אותו.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = רמז: { $cell }. { $mark } מנצח { $plies ->
    [one] בסימן הזה
    [two] בעוד 2 סימנים של שני הצדדים
    [many] בעוד { $plies } סימנים של שני הצדדים
   *[other] בעוד { $plies } סימנים של שני הצדדים
}.
hint-wins-within = רמז: { $cell }. { $mark } מנצח { $plies ->
    [one] בסימן הזה
    [two] תוך לכל היותר 2 סימנים של שני הצדדים
    [many] תוך לכל היותר { $plies } סימנים של שני הצדדים
   *[other] תוך לכל היותר { $plies } סימנים של שני הצדדים
}.
hint-loses = רמז: { $cell }. { $other } מנצח, מה שלא יעשה { $mark }.
hint-draw = רמז: { $cell }. תיקו במשחק מיטבי.
hint-better = רמז: { $cell }. יתרון ל-{ $mark } (הערכה).
hint-worse = רמז: { $cell }. יתרון ל-{ $other } (הערכה).
hint-even = רמז: { $cell }. מצב שקול (הערכה).
hint-thinking = רמז: בחישוב…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = קו: { -ltr }{ $moves }{ -end } · עומק { $depth } · { -ltr }{ $score }{ -end }
engine-line-thinking = קו: בחישוב…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = מאמן: { -ltr }+n{ -end } ניצחון, { -ltr }-n{ -end } הפסד תוך n סימנים (של שני הצדדים), = תיקו, { -ltr }+?/-?{ -end } הערכה
coach-counting = מאמן { -ltr }{ $done }/{ $all }{ -end }: { -ltr }+n{ -end } ניצחון, { -ltr }-n{ -end } הפסד תוך n סימנים (של שני הצדדים), = תיקו, { -ltr }+?/-?{ -end } הערכה

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } ניצח
verdict-better = יתרון ל-{ $mark } (הערכה)
verdict-wins-in = { $mark } מנצח { $plies ->
    [one] בסימן הבא
    [two] בעוד 2 סימנים של שני הצדדים
    [many] בעוד { $plies } סימנים של שני הצדדים
   *[other] בעוד { $plies } סימנים של שני הצדדים
}
verdict-wins-within = { $mark } מנצח { $plies ->
    [one] בסימן הבא
    [two] תוך לכל היותר 2 סימנים של שני הצדדים
    [many] תוך לכל היותר { $plies } סימנים של שני הצדדים
   *[other] תוך לכל היותר { $plies } סימנים של שני הצדדים
}
verdict-draw = תיקו
verdict-no-forced-win = אין ניצחון מאולץ (הערכה)
# $verdict is one of the verdict- lines above.
review-from-start = במשחק מיטבי מההתחלה: { $verdict }.
review-move-same = מהלך { $ply }, { $mark } { $cell }: { $verdict } לפניו ואחריו.
review-move-changed = מהלך { $ply }, { $mark } { $cell }: לפניו, { $before }; אחריו, { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = טעות ({ $symbol }): הטוב ביותר היה { $best }.
review-blunder = טעות חמורה ({ $symbol }): הטוב ביותר היה { $best }.
review-off = ניתוח (R) שופט כל מהלך: ? טעות, ?? טעות חמורה.
review-progress = ניתוח { $done } מתוך { $all } עמדות…

## Replay

replay-players = { $x } (X) נגד { $o } (O)
replay-start = התחלה
replay-play = הפעלה
replay-pause = השהיה
replay-review = ניתוח
replay-hint = רמז
replay-coach = מאמן
replay-from-here = לשחק מכאן
replay-back = חזרה

## History

history-title = היסטוריה
history-player = שחקן
history-all = הכול
history-back = חזרה
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = קובץ
history-import = ייבוא
history-export = ייצוא { -ltr }.psq{ -end }
history-imported = המשחק יובא: { $x } (X) נגד { $o } (O).
history-not-imported = לא ניתן היה לייבא: { $why }
history-exported = נשמר בשם { -ltr }{ $path }{ -end }
history-not-exported = לא ניתן היה לשמור: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = תאריך
history-board = לוח
history-result = תוצאה
history-moves = מהל׳
history-reading = טוען משחקים…
history-none = עדיין אין משחקים: כל משחק שמסתיים נשמר כאן.
history-none-match = אין משחק שמתאים לסינון.
history-shown = { -ltr }{ $first }–{ $last }{ -end } מתוך { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  גלגלת
end-x-won = X ניצח
end-o-won = O ניצח
end-draw = תיקו
delete-title = למחוק את המשחק?
delete-players = { $x } (X) נגד { $o } (O)
delete-details = לא ניתן יהיה לשחזר אותו.
delete-delete = מחיקה
delete-keep = להשאיר
# A board's shape.
board-shape = { -ltr }{ $cols }x{ $rows }{ -end }, { $k } ברצף
board-shape-rule = { -ltr }{ $cols }x{ $rows }{ -end }, { $k } ברצף, { $rule }
# A date and a time, each number with its leading zero: 22.11.2026 21:40.
date-time = { -ltr }{ $day }.{ $month }.{ $year }{ -end } { -ltr }{ $hour }:{ $minute }{ -end }

## Settings

settings-title = הגדרות
settings-language = שפה
settings-think-delay = המתנת המחשב
settings-hard-budget = זמן חשיבה (קשה)
settings-volume = עוצמת קול
settings-sound = צלילים
settings-alternate = התחלה לסירוגין
settings-auto-play = משחק הבא אוטומטית
settings-coach = מאמן
settings-animations = אנימציות
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = משבצות אסורות
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = מספרי מהלכים
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = מנוע
settings-brain-time = זמן חשיבה (מנוע)
settings-clock = שעון
settings-theme = ערכת נושא
settings-on = מופעל
settings-off = כבוי
settings-back = חזרה
theme-dark = כהה
theme-light = בהיר
theme-contrast = ניגודיות
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } שנ׳
settings-percent = { -ltr }{ $value }%{ -end }
decimal-separator = .
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = קיצורי מקשים
shortcuts-close = כל מקש או לחיצה סוגרים את הרשימה.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = תזוזה על הלוח
shortcut-focus = מעבר בין הכפתורים
shortcut-press = הנחת סימן; לחיצה על כפתור
shortcut-keypad = הנחת סימן בלוח 3x3 (כמו במקלדת מספרים)
shortcut-tab = הכפתור הבא, הקודם
shortcut-undo = ביטול מהלך
shortcut-redo = שחזור מהלך
shortcut-hint = רמז: המהלך שהרמה הקשה הייתה בוחרת
shortcut-coach = מאמן: הערך של כל משבצת
shortcut-engine-line = הקו של המנוע: המהלכים שהרמה הקשה מצפה להם
shortcut-new-game = משחק חדש
shortcut-full-screen = מסך מלא
shortcut-back = חזרה
shortcut-list = הרשימה הזו
shortcut-speech = הפעלה או כיבוי של ההקראה
shortcut-read = קריאה בקול: הלוח, המהלך האחרון, של מי התור והניקוד, השורה, העמודה והאלכסונים של הסמן
shortcut-replay-step = הילוך חוזר: מהלך אחורה, קדימה
shortcut-replay-ends = הילוך חוזר: התחלה, סוף, הפעלה
shortcut-replay-review = הילוך חוזר: ניתוח כל המהלכים
shortcut-history = היסטוריה: בחירה, פתיחה, מחיקה
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = שמאלה
key-right = ימינה
key-up = למעלה
key-down = למטה
key-esc = Esc
key-enter = Enter
key-space = רווח
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = חצים
key-dpad = לחצני הכיוונים
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = כפתור { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = להחזיר מהלך?
ask-undo = { $friend } רוצה להחזיר את המהלך האחרון.
ask-allow = אישור
ask-play-on = המשך משחק
ask-rematch-title = עוד משחק?
ask-rematch = { $friend } רוצה עוד משחק.
ask-play = לשחק
ask-no = לא
ask-overdue-title = עדיין בהמתנה
ask-overdue = { $friend } עדיין לא כאן. אפשר להמשיך לחכות, לשמור את המשחק להמשך, או לסיים אותו (לא ייספר).
ask-wait = המתנה
ask-keep = שמירה להמשך
ask-end = סיום
online-your-friend = החבר שלך
online-the-host = המארח
online-friend-left = { $friend } עזב את המשחק; המשחק נשמר
# $what is what the friend's game sent, in the network's words.
online-broken = המשחק של { $friend } שלח { $what }; המשחק נשמר
online-out-of-turn = הודעת “{ $message }” שלא בזמנה
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; המשחק נשמר
online-failed = משחק הרשת נכשל: { $why }
notice-asked-rematch = נשלחה אל { $friend } בקשה למשחק נוסף.
notice-asked-undo = נשלחה אל { $friend } בקשה להחזיר את המהלך האחרון שלך.
notice-undo-refused = { $friend } רוצה להמשיך לשחק.
notice-rematch-refused = { $friend } לא רוצה עוד משחק.
notice-host-record-stands = במקומות שבהם הרישומים היו שונים, הרישום של { $friend } נשאר בתוקף.
notice-code-retired = הקוד קיבל עשרה ניחושים שגויים ואינו פותח עוד דבר: תן לחבר את הקוד החדש.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = אין מחשב בשם { $address }
online-nobody-hosts = אף אחד לא מארח משחק בכתובת { $address }
online-no-answer = { $address } לא עונה
online-unreachable = אי אפשר להגיע אל { $address } מהרשת הזו
online-port-taken = הפורט { $port } תפוס על ידי תוכנה אחרת במחשב הזה
online-not-an-invitation = זו לא הזמנה שלמה (יש להעתיק את כולה)
refusal-wrong-code = קוד ההצטרפות שגוי
refusal-too-many-tries = יותר מדי ניסיונות: יש להמתין דקה
refusal-busy = המארח משחק עם מישהו אחר
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = המשחק השני בגרסה { $theirs } (פרוטוקול { $theirProtocol }), והמשחק הזה בגרסה { $ours } (פרוטוקול { $ourProtocol }): שניהם צריכים להיות באותה גרסה
# $what is what the other game did wrong, in the network's words.
refusal-broken = המשחק השני הפר את הכללים: { $what }
refusal-left = השחקן השני עזב
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = "{ $letter }" לא יכול להופיע בקוד הצטרפות (התווים האפשריים: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = בקוד הצטרפות יש { $length } תווים, לא { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = ההגדרות אופסו לברירת המחדל. { $why }
notice-scores-reset = הניקוד מתחיל מחדש. { $why }
notice-games-set-aside = לא ניתן היה לקרוא חלק מהמשחקים הקודמים, והם הועברו הצידה. { $why }
notice-game-not-resumed = לא ניתן היה להמשיך את המשחק השמור. { $why }
notice-settings-not-saved = לא ניתן היה לשמור את ההגדרות ({ $why }); ניסיון נוסף בשינוי הבא.
notice-scores-not-saved = לא ניתן היה לשמור את הניקוד ({ $why }); ניסיון נוסף בשינוי הבא.
notice-games-not-saved = לא ניתן היה לשמור את המשחקים הקודמים ({ $why }); ניסיון נוסף בשינוי הבא.
notice-game-not-saved = לא ניתן היה לשמור את המשחק הנוכחי ({ $why }); ניסיון נוסף בשינוי הבא.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = לא ניתן היה להשתמש בקובץ { $file } ({ $why }); הוא נשמר בשם { $kept }.
file-not-set-aside = לא ניתן היה להשתמש בקובץ { $file } ({ $why }), וגם לא ניתן היה להעביר אותו הצידה: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = לא ניתן היה לקרוא { $count ->
    [one] משחק אחד
    [two] 2 משחקים
    [many] { $count } משחקים
   *[other] { $count } משחקים
} מתוך { $file } (שורה { $line }: { $why }); { $count ->
    [one] הוא נשמר
   *[other] הם נשמרו
} בקובץ { $kept }.
file-games-not-set-aside = לא ניתן היה לקרוא { $count ->
    [one] משחק אחד
    [two] 2 משחקים
    [many] { $count } משחקים
   *[other] { $count } משחקים
} מתוך { $file } (שורה { $line }: { $why }), וגם לא ניתן היה להעביר { $count ->
    [one] אותו
   *[other] אותם
} הצידה: { $error }.
file-unreadable = הקריאה נכשלה: { $error }
file-not-text = זה לא קובץ טקסט
file-empty = הקובץ ריק
# $detail is the reader's own words, with a line and a column.
file-malformed = המבנה לא תקין: { $detail }
# $found and $reads are format versions (numbers).
file-version = גרסת הפורמט שלו היא { $found }, והמשחק הזה קורא רק גרסה { $reads }
error-permission-denied = אין הרשאה
error-disk-full = הדיסק מלא
error-read-only = הדיסק מוגן מפני כתיבה
error-not-found = חסרה תיקייה

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } מחוץ ללוח: עמודות a עד { $lastColumn }, שורות 1 עד { $rows }.
cell-row-column = שורה { $row }, עמודה { $column }
cell-unknown = "{ $typed }" אינה משבצת: יש להקליד אות של עמודה ומספר של שורה, כמו b2, או שורה ועמודה, כמו 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = תפריט
menu-player = שחקן { $mark }
menu-name = שם { $mark }
menu-typing = יש להקליד את השם ואז Enter (Esc משאיר את הקודם).
menu-resume-game = להמשיך את המשחק שלא הסתיים: { $board }, { $plies ->
    [one] מהלך אחד
    [two] 2 מהלכים
    [many] { $plies } מהלכים
   *[other] { $plies } מהלכים
}.
menu-choose = יש לבחור שחקנים ולוח, ואז לשחק.
keys-line-menu = ↑↓ בחירה · ←→ שינוי · Enter אישור · p משחק · q יציאה
keys-line-settings = ↑↓ בחירה · ←→ שינוי · Esc חזרה · q יציאה
keys-line-over = ←→ בחירה · Enter אישור · p משחק נוסף · m תפריט · u ביטול מהלך · q יציאה
keys-line-watching = כל מקש עוצר את המשחק (הוא נשמר) · q יציאה
keys-reading = Shift+B הלוח · Shift+M המהלך האחרון · Shift+T של מי התור והניקוד · Shift+R, Shift+V, Shift+X השורה, העמודה והאלכסונים של הסמן
keys-line-playing = ←↑↓→/WASD תזוזה · Enter מהלך · הקלדת b2 · u ביטול · r שחזור · h רמז · Esc תפריט
keys-line-playing-big = ←↑↓→/WASD תזוזה · Enter מהלך · הקלדת b2 · u ביטול · r שחזור · ? רמז · Esc תפריט
keys-line-choosing = 1 2 3 בחירה · u ביטול · Esc תפריט
keys-line-online = ↑↓ בחירה · Enter הקלדה או אישור · Esc חזרה
keys-line-history = ↑↓ בחירה · Enter הילוך חוזר · / שם · f תוצאה · r חוקים · Esc תפריט · q יציאה
keys-line-history-typing = הקלדת שם · Enter סיום
keys-line-replay = ←→ צעד · Home/End ראשון/אחרון · Esc חזרה לרשימה · q יציאה
too-small = גודל המסוף { -ltr }{ $width }x{ $height }{ -end }; המסך הזה צריך לפחות { -ltr }{ $leastWidth }x{ $leastHeight }{ -end }. יש להגדיל אותו, או ללחוץ q ליציאה.
settings-language-about = השפה של המילים במשחק, במסוף ובחלון.
settings-think-delay-about = כמה זמן לפחות המחשב נראה חושב לפני שהוא משחק.
settings-hard-budget-about = הזמן המרבי שהרמה הקשה מחפשת מהלך: ככל שהזמן ארוך יותר, היא חזקה יותר בלוחות גדולים.
settings-alternate-about = אחרי כל משחק השחקנים מחליפים סימנים, כך שכל אחד מתחיל בתורו.
settings-forbidden-about = ברנג'ו, בתורו של X (השחור), סימן × קטן על כל משבצת האסורה לו.
settings-move-numbers-about = כל סימן נכתב כמספר המהלך שהניח אותו, כפי שממספרים את האבנים בלוחות גומוקו.
settings-back-about = חזרה לתפריט.
settings-brain-about = מנוע Gomocup (תוכנת pbrain) שיכול לשחק באחד הצדדים, בלוחות של חמישה ברצף. Enter, ואז יש להקליד את הנתיב שלו.
settings-brain-time-about = כמה זמן המנוע רשאי לחשוב על מהלך.
settings-clock-about = הזמן של כל שחקן למשחק כולו, והשניות שנוספות אחרי כל מהלך (5+3: חמש דקות, שלוש שניות). מי שנגמר לו הזמן מפסיד.
# The brain's row when no program is named.
settings-brain-none = אין
keys-line-settings-typing = הקלדת נתיב התוכנה · Enter סיום · Esc ביטול
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = המנוע נעצר: { $why }. מעכשיו אדם משחק ב-{ $mark }; המשחק נמשך.
brain-no-start = לא ניתן היה להפעיל אותו
brain-timeout = הוא חרג מהזמן שלו
brain-crashed = הוא קרס
brain-garbage = הוא כתב משהו שהפרוטוקול לא מתיר
brain-illegal = הוא שיחק מהלך לא מותר
brain-unsupported = הוא לא משחק בלוח הזה או לפי החוק הזה
# The language row before a language is chosen.
settings-system = שפת המערכת
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (מחשב)
panel-online = { $player } (ברשת)
panel-move = מהלך { $ply }
panel-last = אחרון:
panel-scores = ניקוד
play-again = משחק נוסף
quit = יציאה
# $who is a player line; $line lists the cells of the winning line.
wins-with = ניצחון של { $who }: { $line }.
draw = תיקו: הלוח מלא.
stopped = המשחק נעצר.
thinking = { $who } חושב
to-move = התור של { $who }.
typed = הוקלד { $typed }: Enter כדי לשחק אותו.
hint-looking = מחפש רמז
no-hint = לא נמצא רמז בזמן שהוקצב.
wait-friend = רגע: החבר שלך עוד לא ענה.
wait-thinking = רגע: זה התור של { $mark }, והמחשב ({ $level }) חושב.
taken = { $cell } תפוסה על ידי { $by }: יש לבחור משבצת ריקה.
off-board = { $cell } מחוץ ללוח.
game-over = המשחק הסתיים.
nothing-to-undo = אין מה לבטל.
nothing-to-redo = אין מה לשחזר.
history-all-results = כל התוצאות
history-all-rules = כל החוקים
history-any-name = כל שם
history-name = שם: { $name }
history-games = { $shown } מתוך { $total ->
    [one] משחק אחד
    [two] 2 משחקים
    [many] { $total } משחקים
   *[other] { $total } משחקים
}
history-ended = סיום
history-moves-long = מהלכים
replay-title = הילוך חוזר: { $x } (X) נגד { $o } (O), { $board }
replay-move = מהלך { $ply } מתוך { $plies }
scores = ניקוד: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = הגדרות: לא ניתן היה לקרוא את { $setting } ({ $detail }); נשאר ערך ברירת המחדל.
game-not-archived = לא ניתן היה לשמור את המשחק שהסתיים: { $why }
game-not-removed = לא ניתן היה למחוק את המשחק השמור: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = איקס עיגול בלוח { $board }: { $x } נגד { $o }. X מתחיל.
read-plays = מהלך של { $who }: { $cell }.
lines-to-move = התור של { $who }:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = הבחירה של { $who }, לפי מספר: { $choices }
lines-network = משחק ברשת משוחק בחלון
lines-input-ended = הקלט הסתיים לפני המשחק ({ $ply ->
    [0] לפני המהלך הראשון
   *[other] אחרי מהלך { $ply }
}); המשחק נשמר: `tictactoe terminal --resume` ממשיך אותו, וכך גם "המשך" בתפריט ובחלון
lines-too-long = שורה ארוכה כל כך אינה משבצת: יש להקליד משבצת, כמו b2.
lines-empty = שורה ריקה: יש להקליד משבצת, כמו b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = לוח
lines-command-grid = רשת
lines-command-row = שורה
lines-command-column = עמודה
lines-command-diagonals = אלכסונים
lines-command-last = אחרון
lines-command-turn = תור
lines-command-score = ניקוד
lines-command-help = עזרה
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = יש להקליד משבצת כדי לשחק ({ $cell }), או: { $board } (כל הלוח), { $grid } (הלוח כרשת של תווים), { $row } 3 (שורה), { $column } c (עמודה), { $diagonals } { $cell } (שני האלכסונים שעוברים דרך משבצת), { $last } (המהלך האחרון), { $turn } (של מי התור), { $score } (הניקוד), { $help } (הרשימה הזו).
lines-command-needs-row = הפקודה { $command } דורשת מספר של שורה, כמו { $command } 3.
lines-command-needs-column = הפקודה { $command } דורשת אות של עמודה, כמו { $command } c.
lines-command-needs-cell = הפקודה { $command } דורשת משבצת, כמו { $command } c3.
lines-turn = התור של { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = יש להקליד { $help } כדי לראות את הפקודות שקוראות את הלוח שורה אחר שורה, עמודה אחר עמודה או אלכסון אחר אלכסון.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = שורה { $row }, עמודה { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = שורה { $row }, עמודה { $column }, { $mark }, אסורה ל-{ $player }
read-empty = ריקה
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } ריקה
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } ריקה, אסורה ל-{ $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = מ-{ $from } עד { $to } ריקות
# $cells lists the line's stones and stretches of empty cells.
read-row = שורה { $row }: { $cells }.
read-column = עמודה { $column }: { $cells }.
read-diagonal = אלכסון מ-{ $from } עד { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] משבצת ריקה אחת.
    [two] שתי משבצות ריקות.
    [many] { $count } משבצות ריקות.
   *[other] { $count } משבצות ריקות.
}
read-board-empty = הלוח ריק.
read-no-move = עדיין אין מהלכים.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = המהלך האחרון: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = ההקראה מופעלת.
speech-off = ההקראה כבויה.
speech-unreachable = המשחק לא יכול לדבר: שירות הדיבור לא הגיב ({ $why }).
read-selected = נבחר
read-unavailable = לא זמין
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } מאיים לנצח במשבצת { $cell }.
read-threats = { $mark } מאיים לנצח במשבצות { $cells }: מהלך אחד לא יכול לחסום את כולן.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = מאמן: { $verdict }.
output-failed = לא ניתן היה לכתוב את הפלט: { $why }
input-failed = לא ניתן היה לקרוא את הקלט: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = המשחק הנוכחי נשמר: אפשר להמשיך אותו דרך "המשך" בתפריט, כאן או בחלון.
search-failed = חיפוש נכשל; המשחק הנוכחי נשמר
nothing-to-resume = אין משחק שלא הסתיים שאפשר להמשיך

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = משחק לוח
desktop-comment = לשחק איקס עיגול נגד חבר או נגד המחשב
desktop-keywords = איקס עיגול;איקס מיקס דריקס;tic-tac-toe;חמש בשורה;גומוקו;משחק לוח;אסטרטגיה;
store-description-play = לשחק איקס עיגול על הלוח הקלאסי בגודל 3x3 או על לוחות של עד 22x22, כשכדי לנצח ייתכן שיידרשו עד עשרה סימנים ברצף. בכל צד, X או O, משחק אדם או המחשב ברמה קלה, בינונית או קשה: אפשר לשחק נגד חבר, להתמודד מול המחשב או לצפות בשני מחשבים משחקים זה נגד זה.
store-description-more = הרמה הקשה משחקת בלי טעויות בכל מקום שבו אפשר לפתור את המשחק. רמזים ומאמן מראים כמה שווה כל מהלך, וכל משחק שהסתיים נשמר, כדי לצפות בו שוב בהילוך חוזר ולנתח אותו מהלך אחר מהלך. אפשר לשחק בחלון או במסוף, על מחשב אחד או עם חבר דרך הרשת או האינטרנט.
