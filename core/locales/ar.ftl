# Arabic (ar), written right to left. Every key of en.ftl, with the same variables.
# Latin items (X, O, b2, keys, commands) stay as they are; numbers are written with Western
# digits (0-9), as the game formats them. Numbers joined by a separator (a date, a time,
# 3/9, 7x6, 1–20), a percentage and a sign (+n) are read left to right: each such group
# sits between { -ltr } and { -end }. Every count has the six forms of Arabic: zero, one
# (the singular, no number), two (the dual, no number), few (3-10: plural), many (11-99:
# singular accusative) and other (100 and more, fractions: singular genitive).
# Glossary (one word for one thing, in every message): undo: تراجع, redo: إعادة,
#  back: رجوع, draw: تعادل, hint: تلميح, board: اللوحة, settings: الإعدادات.
# The game's name: إكس أو.

# U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (Unicode's UAX #9).
-ltr = { "\u2066" }
-end = { "\u2069" }

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = اللعب عبر الشبكة
online-game = اللعبة
online-host = استضافة
online-join = انضمام
online-name = الاسم
online-mark = العلامة
online-alternate = بالتناوب
online-board = اللوحة
online-in-a-row = في صف
online-address = العنوان أو الدعوة
online-code = الرمز
online-start = بدء
online-cancel = إلغاء
online-back = رجوع
online-none-listed = لا توجد ألعاب معروضة هنا.
online-looking = جارٍ البحث عن ألعاب...
online-found = ألعاب على هذه الشبكة:
online-joins-at = ينضم صديقك على
online-this-computer = عنوان هذا الحاسوب، المنفذ { $port }
online-with-code = بالرمز  { $code }
online-waiting = بانتظار انضمامه...
online-wrong-codes = { $count ->
    [zero] لا رموز خاطئة
    [one] رمز خاطئ واحد، من { $address }
    [two] رمزان خاطئان، آخرهما من { $address }
    [few] { $count } رموز خاطئة، آخرها من { $address }
    [many] { $count } رمزًا خاطئًا، آخرها من { $address }
   *[other] { $count } رمز خاطئ، آخرها من { $address }
}
online-held-off = { $count ->
    [zero] لم تُوقَف أي محاولة
    [one] أُوقفت محاولة أخرى: محاولات كثيرة جدًا من شبكة واحدة
    [two] أُوقفت محاولتان أخريان: محاولات كثيرة جدًا من شبكة واحدة
    [few] أُوقفت { $count } محاولات أخرى: محاولات كثيرة جدًا من شبكة واحدة
    [many] أُوقفت { $count } محاولة أخرى: محاولات كثيرة جدًا من شبكة واحدة
   *[other] أُوقفت { $count } محاولة أخرى: محاولات كثيرة جدًا من شبكة واحدة
}
online-new-code = رمز جديد
online-anywhere = من أي مكان، بهذه الدعوة والرمز:
online-this-network-only = لم يستجب أي خادم وسيط: الدعوة تعمل على هذه الشبكة فقط.
online-invite = دعوة
online-copy = نسخ الدعوة
online-copied = تم النسخ
online-connecting = جارٍ الاتصال...

## The menu

menu-title = إكس أو
menu-history = السجل
menu-settings = الإعدادات
menu-board = اللوحة
menu-rows = الصفوف
menu-in-a-row = في صف
menu-rule = القواعد
menu-opening = الافتتاح
menu-play = العب
menu-online = عبر الشبكة
menu-quit = خروج
menu-resume = استئناف
menu-reset = تصفير
menu-forget = مسح
menu-keep = إبقاء

## The rules ($k is how many in a row win)

rule-freestyle = حرة
rule-standard = قياسية
rule-renju = رينجو
rule-caro = كارو
rule-freestyle-about = يفوز من يصنع { $k } أو أكثر في صف.
rule-standard-about = يفوز من يصنع { $k } بالضبط في صف؛ أما الصف الأطول فلا يفوز.
rule-renju-about = خمسة في صف؛ ولا يجوز لـX (الأسود) أن يصنع ثلاثية مزدوجة أو رباعية مزدوجة أو صفًا أطول من خمسة.
rule-caro-about = يفوز من يصنع { $k } بالضبط في صف، ما لم يسدّ الخصم طرفيه كليهما.
rules-renju-five = يُلعب الرينجو بخمسة في صف، لا { $k }.
# $why is the engine's reason, in English.
rules-misfit = لا يمكن اللعب بهذه القواعد: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = حر
opening-swap = سواب
opening-swap2 = سواب 2
opening-free-about = يبدأ X (الأسود) اللعب، من الحجر الأول.
opening-swap-about = يضع اللاعب الأول ثلاثة أحجار، ثم يختار الآخر لونًا.
opening-swap2-about = ثلاثة أحجار؛ يختار الآخر لونًا، أو يضع حجرين آخرين ويترك الاختيار للأول.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = يضع { $player } الحجر { $stone } من { $stones } ({ $mark })
opening-choose = يختار { $player }: اللعب بالأسود أو اللعب بالأبيض
opening-choose-or-two = يختار { $player }: اللعب بالأسود، أو اللعب بالأبيض، أو وضع حجرين آخرين
choice-play-black = العب بالأسود (X)
choice-play-white = العب بالأبيض (O)
choice-place-two = ضع حجرين آخرين
opening-chose-black = يلعب { $player } بالأسود (X).
opening-chose-white = يلعب { $player } بالأبيض (O).
opening-chose-two = يضع { $player } حجرين آخرين.
opening-choice-due = لا حجر الآن: يختار { $player } أولًا.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = الخانة { $cell } محظورة على X في الرينجو: ثلاثية مزدوجة.
forbidden-double-four = الخانة { $cell } محظورة على X في الرينجو: رباعية مزدوجة.
forbidden-overline = الخانة { $cell } محظورة على X في الرينجو: صف أطول من خمسة.

## Game over

over-play = العب
over-review = تحليل
over-menu = القائمة
over-quit = خروج

## Playing

playing-undo = تراجع
playing-redo = إعادة
playing-hint = تلميح
playing-menu = القائمة
playing-coach = المدرب
playing-keep = حفظ لوقت لاحق
playing-abandon = ترك
playing-play-on = متابعة اللعب

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = بشري
seat-easy = سهل
seat-medium = متوسط
seat-hard = صعب
seat-online = عبر الشبكة
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = محرك
# The names a person's seat has until someone types one.
player-one = اللاعب 1
player-two = اللاعب 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }، { $draws ->
    [zero] لا تعادلات
    [one] تعادل واحد
    [two] تعادلان
    [few] { $draws } تعادلات
    [many] { $draws } تعادلًا
   *[other] { $draws } تعادل
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O)، { $draws ->
    [zero] لا تعادلات
    [one] تعادل واحد
    [two] تعادلان
    [few] { $draws } تعادلات
    [many] { $draws } تعادلًا
   *[other] { $draws } تعادل
}
tally-no-games = لا توجد ألعاب بعد بين { $x } و{ $o }
reset-title = تصفير النتيجة؟
reset-details = مسح ألعاب { $x } و{ $o }؟
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = لعبة { -ltr }{ $cols }x{ $rows }{ -end } غير منتهية، { $k } في صف
    الحركة { $move }: دور { $player } ({ $mark })
menu-unfinished-online = لعبة { -ltr }{ $cols }x{ $rows }{ -end } غير منتهية، { $k } في صف
    عبر الشبكة مع { $friend }
    الحركة { $move }: دور { $player } ({ $mark })

## The board's status bar

badge-human = بشري
badge-computer = حاسوب
# The friend's badge in a network game: one short word each.
badge-online = متصل
badge-connecting = يتصل
badge-offline = منقطع
# The friend's connection across the internet: straight, or through the relay.
badge-direct = مباشر
badge-relayed = عبر وسيط
badge-left = غادر
badge-draws = { $draws ->
    [zero] لا تعادلات
    [one] تعادل واحد
    [two] تعادلان
    [few] { $draws } تعادلات
    [many] { $draws } تعادلًا
   *[other] { $draws } تعادل
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = دور { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) يفكر
status-wins = فاز { $player } ({ $mark })
status-wins-on-time = فاز { $player } ({ $mark }) بالوقت
status-draw = تعادل
status-waiting-to-connect = بانتظار اتصال { $friend }
status-connecting-to = جارٍ الاتصال مع { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = انقطع الاتصال - بانتظار عودة { $friend } ({ -ltr }{ $minutes }:{ $seconds }{ -end })
status-not-back = لم يعد { $friend }
result-wins = فاز { $mark }
result-wins-on-time = فاز { $mark } بالوقت
result-draw = تعادل

## Leaving a game

leave-title = مغادرة هذه اللعبة؟
leave-details = احفظها لاستئنافها من القائمة، أو اتركها.
leave-online = سيُبلَّغ صديقك. احفظ اللعبة لاستئنافها من القائمة، أو اتركها.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = تلميح: { $cell }. يفوز { $mark } { $plies ->
    [zero] الآن
    [one] بهذه العلامة
    [two] خلال علامتين للطرفين
    [few] خلال { $plies } علامات للطرفين
    [many] خلال { $plies } علامة للطرفين
   *[other] خلال { $plies } علامة للطرفين
}.
hint-wins-within = تلميح: { $cell }. يفوز { $mark } { $plies ->
    [zero] الآن
    [one] بهذه العلامة
    [two] خلال علامتين للطرفين على الأكثر
    [few] خلال { $plies } علامات للطرفين على الأكثر
    [many] خلال { $plies } علامة للطرفين على الأكثر
   *[other] خلال { $plies } علامة للطرفين على الأكثر
}.
hint-loses = تلميح: { $cell }. يفوز { $other } مهما فعل { $mark }.
hint-draw = تلميح: { $cell }. تعادل مع اللعب الأمثل.
hint-better = تلميح: { $cell }. الأفضلية لـ{ $mark } (تقدير).
hint-worse = تلميح: { $cell }. الأفضلية لـ{ $other } (تقدير).
hint-even = تلميح: { $cell }. الوضع متكافئ (تقدير).
hint-thinking = تلميح: جارٍ التفكير…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = الخط: { -ltr }{ $moves }{ -end } · العمق { $depth } · { -ltr }{ $score }{ -end }
engine-line-thinking = الخط: جارٍ التفكير…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = المدرب: { -ltr }+n{ -end } فوز، { -ltr }-n{ -end } خسارة خلال n علامات (للطرفين)، = تعادل، { -ltr }+?/-?{ -end } تقدير
coach-counting = المدرب { -ltr }{ $done }/{ $all }{ -end }: { -ltr }+n{ -end } فوز، { -ltr }-n{ -end } خسارة خلال n علامات (للطرفين)، = تعادل، { -ltr }+?/-?{ -end } تقدير

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = فاز { $mark }
verdict-better = الأفضلية لـ{ $mark } (تقدير)
verdict-wins-in = يفوز { $mark } { $plies ->
    [zero] الآن
    [one] بالعلامة التالية
    [two] خلال علامتين للطرفين
    [few] خلال { $plies } علامات للطرفين
    [many] خلال { $plies } علامة للطرفين
   *[other] خلال { $plies } علامة للطرفين
}
verdict-wins-within = يفوز { $mark } { $plies ->
    [zero] الآن
    [one] بالعلامة التالية
    [two] خلال علامتين للطرفين على الأكثر
    [few] خلال { $plies } علامات للطرفين على الأكثر
    [many] خلال { $plies } علامة للطرفين على الأكثر
   *[other] خلال { $plies } علامة للطرفين على الأكثر
}
verdict-draw = تعادل
verdict-no-forced-win = لا فوز حتمي (تقدير)
# $verdict is one of the verdict- lines above.
review-from-start = مع اللعب الأمثل منذ البداية: { $verdict }.
review-move-same = الحركة { $ply }، { $mark } { $cell }: { $verdict } قبلها وبعدها.
review-move-changed = الحركة { $ply }، { $mark } { $cell }: قبلها، { $before }؛ بعدها، { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = خطأ ({ $symbol }): الأفضل كان { $best }.
review-blunder = خطأ فادح ({ $symbol }): الأفضل كان { $best }.
review-off = التحليل (R) يقيّم كل حركة: ? خطأ، ?? خطأ فادح.
review-progress = جارٍ التحليل: الوضعية { $done } من { $all }…

## Replay

replay-players = { $x } (X) ضد { $o } (O)
replay-start = البداية
replay-play = تشغيل
replay-pause = إيقاف مؤقت
replay-review = تحليل
replay-hint = تلميح
replay-coach = المدرب
replay-from-here = العب من هنا
replay-back = رجوع

## History

history-title = السجل
history-player = اللاعب
history-all = الكل
history-back = رجوع
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = الملف
history-import = استيراد
history-export = تصدير { -ltr }.psq{ -end }
history-imported = استُوردت اللعبة: { $x } (X) ضد { $o } (O).
history-not-imported = تعذّر الاستيراد: { $why }
history-exported = حُفظت في { -ltr }{ $path }{ -end }
history-not-exported = تعذّر الحفظ: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = التاريخ
history-board = اللوحة
history-result = النتيجة
history-moves = حركات
history-reading = جارٍ قراءة الألعاب…
history-none = لا توجد ألعاب بعد: كل لعبة تنهيها تُحفظ هنا.
history-none-match = لا توجد لعبة تطابق التصفية.
history-shown = { -ltr }{ $first }–{ $last }{ -end } من { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  العجلة
end-x-won = فاز X
end-o-won = فاز O
end-draw = تعادل
delete-title = حذف هذه اللعبة؟
delete-players = { $x } (X) ضد { $o } (O)
delete-details = لا يمكن استرجاعها بعد ذلك.
delete-delete = حذف
delete-keep = إبقاء
# A board's shape.
board-shape = { -ltr }{ $cols }x{ $rows }{ -end }، { $k } في صف
board-shape-rule = { -ltr }{ $cols }x{ $rows }{ -end }، { $k } في صف، { $rule }
# A date and a time, each number with its leading zero: 22/11/2026 21:40.
date-time = { -ltr }{ $day }/{ $month }/{ $year }{ -end } { -ltr }{ $hour }:{ $minute }{ -end }

## Settings

settings-title = الإعدادات
settings-language = اللغة
settings-think-delay = انتظار الحاسوب
settings-hard-budget = مهلة المستوى الصعب
settings-volume = مستوى الصوت
settings-sound = الأصوات
settings-alternate = تناوب البدء
settings-auto-play = اللعبة التالية تلقائيًا
settings-coach = المدرب
settings-animations = الرسوم المتحركة
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = الخانات المحظورة
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = أرقام الحركات
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = المحرك
settings-brain-time = مهلة المحرك
settings-clock = الساعة
settings-theme = المظهر
settings-on = مفعّل
settings-off = معطّل
settings-back = رجوع
theme-dark = داكن
theme-light = فاتح
theme-contrast = تباين عالٍ
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } ث
settings-percent = { -ltr }{ $value }%{ -end }
decimal-separator = .
# Between the items of a list ("b2، c3"), and between two sentences.
list-separator = { "، " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = الاختصارات
shortcuts-close = أي مفتاح أو نقرة يغلق هذه القائمة.
keys-board = { key-arrows }، { $letters }، { key-dpad }
keys-focus = { key-arrows }، { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab، { key-shift }+Tab
keys-history = { key-up }، { key-down }، { key-enter }، { key-del }
shortcut-board = التنقل على اللوحة
shortcut-focus = نقل التركيز بين الأزرار
shortcut-press = وضع علامة؛ ضغط زر
shortcut-keypad = وضع علامة على { -ltr }3x3{ -end } (كمفاتيح الأرقام)
shortcut-tab = الزر التالي، السابق
shortcut-undo = تراجع
shortcut-redo = إعادة
shortcut-hint = تلميح: الحركة التي سيلعبها المستوى الصعب
shortcut-coach = المدرب: قيمة كل خانة
shortcut-engine-line = خط المحرك: الحركات التي يتوقعها المستوى الصعب
shortcut-new-game = لعبة جديدة
shortcut-full-screen = ملء الشاشة
shortcut-back = رجوع
shortcut-list = هذه القائمة
shortcut-speech = تشغيل النطق أو إيقافه
shortcut-read = القراءة بصوت عالٍ: اللوحة، الحركة الأخيرة، لمن الدور والنتيجة، صف المؤشر وعموده وقطراه
shortcut-replay-step = إعادة العرض: حركة للخلف، للأمام
shortcut-replay-ends = إعادة العرض: البداية، النهاية، تشغيل
shortcut-replay-review = إعادة العرض: تحليل كل حركة
shortcut-history = السجل: اختيار، فتح، حذف
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = يسار
key-right = يمين
key-up = أعلى
key-down = أسفل
key-esc = Esc
key-enter = Enter
key-space = مسافة
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = الأسهم
key-dpad = أزرار الاتجاهات
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = زر { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = التراجع عن حركة؟
ask-undo = يطلب { $friend } التراجع عن حركته الأخيرة.
ask-allow = سماح
ask-play-on = متابعة اللعب
ask-rematch-title = لعبة أخرى؟
ask-rematch = يطلب { $friend } لعبة أخرى.
ask-play = العب
ask-no = لا
ask-overdue-title = ما زلنا ننتظر
ask-overdue = لم يعد { $friend }. يمكنك مواصلة الانتظار، أو حفظ اللعبة لاستئنافها لاحقًا، أو إنهاؤها (لن تُحتسب).
ask-wait = انتظار
ask-keep = حفظ لوقت لاحق
ask-end = إنهاء
online-your-friend = صديقك
online-the-host = المضيف
online-friend-left = غادر { $friend } اللعبة؛ وقد حُفظت
# $what is what the friend's game sent, in the network's words.
online-broken = أرسلت لعبة { $friend } { $what }؛ وقد حُفظت اللعبة
# $message is the name of a network message (Move, Setup), kept as it is.
online-out-of-turn = رسالة «{ $message }» في غير دورها
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }؛ وقد حُفظت اللعبة
online-failed = تعذّر اللعب عبر الشبكة: { $why }
notice-asked-rematch = أُرسل إلى { $friend } طلب لعبة أخرى.
notice-asked-undo = أُرسل إلى { $friend } طلب التراجع عن حركتك الأخيرة.
notice-undo-refused = يفضّل { $friend } متابعة اللعب.
notice-rematch-refused = لا يريد { $friend } لعبة أخرى.
notice-host-record-stands = حيث اختلفت النسختان، تُعتمد نسخة { $friend } من اللعبة.
notice-code-retired = تلقّى الرمز عشر محاولات خاطئة ولم يعد يفتح شيئًا: أعطِ صديقك الرمز الجديد.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = لا يوجد حاسوب باسم { $address }
online-nobody-hosts = لا أحد يستضيف لعبة على { $address }
online-no-answer = لا يستجيب { $address }
online-unreachable = لا يمكن الوصول إلى { $address } من هذه الشبكة
# $port is a number (47474).
online-port-taken = المنفذ { $port } يستخدمه برنامج آخر على هذا الحاسوب
online-not-an-invitation = هذه ليست دعوة كاملة (انسخها كلها)
refusal-wrong-code = رمز الانضمام خاطئ
refusal-too-many-tries = محاولات كثيرة جدًا: انتظر دقيقة
refusal-busy = المضيف يلعب مع شخص آخر
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = اللعبة الأخرى من الإصدار { $theirs } (البروتوكول { $theirProtocol })، وهذه من الإصدار { $ours } (البروتوكول { $ourProtocol }): يجب أن يتطابقا
# $what is what the other game did wrong, in the network's words.
refusal-broken = خالفت اللعبة الأخرى القواعد: { $what }
refusal-left = غادر اللاعب الآخر
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = «{ $letter }» ليس من أحرف رمز الانضمام (أحرفه: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = يتكون رمز الانضمام من { $length } أحرف، لا من { $count }

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = استُعيدت الإعدادات الافتراضية. { $why }
notice-scores-reset = تبدأ النتائج من جديد. { $why }
notice-games-set-aside = تعذّرت قراءة بعض الألعاب السابقة فنُقلت جانبًا. { $why }
notice-game-not-resumed = تعذّر استئناف اللعبة المحفوظة. { $why }
notice-settings-not-saved = تعذّر حفظ الإعدادات ({ $why })؛ سنحاول مجددًا عند التغيير التالي.
notice-scores-not-saved = تعذّر حفظ النتائج ({ $why })؛ سنحاول مجددًا عند التغيير التالي.
notice-games-not-saved = تعذّر حفظ الألعاب السابقة ({ $why })؛ سنحاول مجددًا عند التغيير التالي.
notice-game-not-saved = تعذّر حفظ اللعبة الجارية ({ $why })؛ سنحاول مجددًا عند التغيير التالي.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = تعذّر استخدام { $file } ({ $why })؛ وقد حُفظ باسم { $kept }.
file-not-set-aside = تعذّر استخدام { $file } ({ $why })، وتعذّر نقله جانبًا: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [zero] لم تتعذّر قراءة أي لعبة من { $file }.
    [one] تعذّرت قراءة لعبة واحدة من { $file } (السطر { $line }: { $why })؛ وقد حُفظت في { $kept }.
    [two] تعذّرت قراءة لعبتين من { $file } (السطر { $line }: { $why })؛ وقد حُفظتا في { $kept }.
    [few] تعذّرت قراءة { $count } ألعاب من { $file } (السطر { $line }: { $why })؛ وقد حُفظت في { $kept }.
    [many] تعذّرت قراءة { $count } لعبة من { $file } (السطر { $line }: { $why })؛ وقد حُفظت في { $kept }.
   *[other] تعذّرت قراءة { $count } لعبة من { $file } (السطر { $line }: { $why })؛ وقد حُفظت في { $kept }.
}
file-games-not-set-aside = { $count ->
    [zero] لم تتعذّر قراءة أي لعبة من { $file }.
    [one] تعذّرت قراءة لعبة واحدة من { $file } (السطر { $line }: { $why })، وتعذّر نقلها جانبًا: { $error }.
    [two] تعذّرت قراءة لعبتين من { $file } (السطر { $line }: { $why })، وتعذّر نقلهما جانبًا: { $error }.
    [few] تعذّرت قراءة { $count } ألعاب من { $file } (السطر { $line }: { $why })، وتعذّر نقلها جانبًا: { $error }.
    [many] تعذّرت قراءة { $count } لعبة من { $file } (السطر { $line }: { $why })، وتعذّر نقلها جانبًا: { $error }.
   *[other] تعذّرت قراءة { $count } لعبة من { $file } (السطر { $line }: { $why })، وتعذّر نقلها جانبًا: { $error }.
}
file-unreadable = تعذّرت قراءته: { $error }
file-not-text = ليس نصًا
file-empty = فارغ
# $detail is the reader's own words: where it stopped (line:column), or what is wrong with a kept game.
file-malformed = ليس بالشكل الذي تكتبه اللعبة: { $detail }
# $found and $reads are format versions (numbers).
file-version = صيغته من الإصدار { $found }، وهذه اللعبة تقرأ الإصدار { $reads }
error-permission-denied = الإذن مرفوض
error-disk-full = القرص ممتلئ
error-read-only = القرص للقراءة فقط
error-not-found = أحد المجلدات مفقود

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } خارج اللوحة: الأعمدة من a إلى { $lastColumn }، والصفوف من 1 إلى { $rows }.
cell-row-column = الصف { $row }، العمود { $column }
cell-unknown = «{ $typed }» ليست خانة: اكتب حرف العمود ثم رقم الصف، مثل b2، أو الصف ثم العمود، مثل 2 1.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = القائمة
menu-player = اللاعب { $mark }
menu-name = اسم { $mark }
menu-typing = اكتب الاسم ثم اضغط Enter (يُبقي Esc الاسم القديم).
menu-resume-game = استئناف اللعبة غير المنتهية: { $board }، { $plies ->
    [zero] لا حركات
    [one] حركة واحدة
    [two] حركتان
    [few] { $plies } حركات
    [many] { $plies } حركة
   *[other] { $plies } حركة
}.
menu-choose = اختر اللاعبين واللوحة، ثم العب.
keys-line-menu = ↑↓ اختيار · ←→ تغيير · Enter تحديد · p العب · q خروج
keys-line-settings = ↑↓ اختيار · ←→ تغيير · Esc رجوع · q خروج
keys-line-over = ←→ اختيار · Enter تحديد · p العب مجددًا · m القائمة · u تراجع · q خروج
keys-line-watching = أي مفتاح يوقف اللعبة (وتُحفظ) · q خروج
keys-reading = Shift+B اللوحة · Shift+M الحركة الأخيرة · Shift+T لمن الدور والنتيجة · Shift+R، Shift+V، Shift+X صف المؤشر وعموده وقطراه
keys-line-playing = ←↑↓→/WASD تحريك · Enter لعب · اكتب b2 · u تراجع · r إعادة · h تلميح · Esc القائمة
keys-line-playing-big = ←↑↓→/WASD تحريك · Enter لعب · اكتب b2 · u تراجع · r إعادة · ? تلميح · Esc القائمة
keys-line-choosing = 1 2 3 اختيار · u تراجع · Esc القائمة
keys-line-online = ↑↓ اختيار · Enter كتابة أو تحديد · Esc رجوع
keys-line-history = ↑↓ اختيار · Enter إعادة العرض · / الاسم · f النتيجة · r القواعد · Esc القائمة · q خروج
keys-line-history-typing = اكتب اسمًا · Enter تم
keys-line-replay = ←→ خطوة · Home/End الأولى/الأخيرة · Esc رجوع إلى القائمة · q خروج
too-small = حجم الطرفية { -ltr }{ $width }x{ $height }{ -end }؛ تحتاج هذه الشاشة إلى { -ltr }{ $leastWidth }x{ $leastHeight }{ -end } على الأقل. كبّرها، أو اضغط q للخروج.
settings-language-about = لغة كلمات اللعبة، في الطرفية وفي النافذة.
settings-think-delay-about = أقل مدة يبدو فيها الحاسوب يفكر قبل أن يلعب.
settings-hard-budget-about = أقصى مدة يبحث فيها المستوى الصعب عن حركة: كلما طالت كان أقوى على اللوحات الكبيرة.
settings-alternate-about = بعد كل لعبة يتبادل اللاعبان العلامات، فيبدأ كلٌّ منهما بدوره.
settings-forbidden-about = في الرينجو، علامة × صغيرة على كل خانة محظورة على X (الأسود)، في دوره.
settings-move-numbers-about = كل علامة مكتوبة برقم الحركة التي وضعتها، كما تُرقَّم الأحجار على لوحات الغوموكو.
settings-back-about = رجوع إلى القائمة.
settings-brain-about = محرك Gomocup (برنامج pbrain) يمكنه بعد ذلك أن يلعب بأحد الطرفين، على اللوحات ذات الخمسة في صف. اضغط Enter ثم اكتب مساره.
settings-brain-time-about = أقصى مدة يفكر فيها المحرك في الحركة الواحدة.
settings-clock-about = وقت كل لاعب للعبة كلها، والثواني المضافة بعد كل حركة (5+3: خمس دقائق، ثلاث ثوانٍ). من ينفد وقته يخسر.
# The brain's row when no program is named.
settings-brain-none = لا يوجد
keys-line-settings-typing = اكتب مسار البرنامج · Enter تم · Esc إلغاء
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = توقف المحرك: { $why }. سيلعب إنسان بالعلامة { $mark } من الآن؛ وتستمر اللعبة.
brain-no-start = تعذّر تشغيله
brain-timeout = تجاوز الوقت المحدد له
brain-crashed = تعطّل فجأة
brain-garbage = كتب ما لا يسمح به البروتوكول
brain-illegal = لعب حركة غير مسموح بها
brain-unsupported = لا يلعب على هذه اللوحة أو بهذه القاعدة
# The language row before a language is chosen.
settings-system = لغة النظام
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (حاسوب)
panel-online = { $player } (عبر الشبكة)
panel-move = الحركة { $ply }
panel-last = الأخيرة:
panel-scores = النتائج
play-again = العب مجددًا
quit = خروج
# $who is a player line; $line lists the cells of the winning line.
wins-with = فاز { $who } بالخانات { $line }.
draw = تعادل: اللوحة ممتلئة.
stopped = توقفت اللعبة.
thinking = { $who } يفكر
to-move = دور { $who }.
typed = كتبتَ { $typed }: اضغط Enter للعبها.
hint-looking = جارٍ البحث عن تلميح
no-hint = لم يُعثر على تلميح في الوقت المسموح.
wait-friend = انتظر: لم يُجب صديقك بعد.
wait-thinking = انتظر: إنه دور { $mark }، والحاسوب ({ $level }) يفكر.
taken = الخانة { $cell } يشغلها { $by }: اختر خانة فارغة.
off-board = { $cell } خارج اللوحة.
game-over = انتهت اللعبة.
nothing-to-undo = لا شيء للتراجع عنه.
nothing-to-redo = لا شيء لإعادته.
history-all-results = كل النتائج
history-all-rules = كل القواعد
history-any-name = أي اسم
history-name = الاسم: { $name }
history-games = { $total ->
    [zero] لا ألعاب
    [one] { $shown } من لعبة واحدة
    [two] { $shown } من لعبتين
    [few] { $shown } من { $total } ألعاب
    [many] { $shown } من { $total } لعبة
   *[other] { $shown } من { $total } لعبة
}
history-ended = الانتهاء
history-moves-long = الحركات
replay-title = إعادة العرض: { $x } (X) ضد { $o } (O)، { $board }
replay-move = الحركة { $ply } من { $plies }
scores = النتائج: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = الإعدادات: تعذّرت قراءة { $setting } ({ $detail })؛ ويبقى على قيمته الافتراضية.
game-not-archived = تعذّر الاحتفاظ باللعبة المنتهية: { $why }
game-not-removed = تعذّر حذف اللعبة المحفوظة: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = إكس أو على لوحة { $board }: { $x } ضد { $o }. يبدأ X.
read-plays = يلعب { $who } في { $cell }.
lines-to-move = دور { $who }:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = يختار { $who } بالرقم: { $choices }
lines-network = اللعبة عبر الشبكة تُلعب في النافذة
lines-input-ended = انتهى الإدخال قبل انتهاء اللعبة ({ $ply ->
    [0] قبل الحركة الأولى
   *[other] بعد الحركة { $ply }
})؛ وقد حُفظت: `tictactoe terminal --resume` يتابعها، وكذلك «استئناف» في القائمة وفي النافذة
lines-too-long = سطر بهذا الطول ليس خانة: اكتب خانة، مثل b2.
lines-empty = سطر فارغ: اكتب خانة، مثل b2.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = لوحة
lines-command-grid = شبكة
lines-command-row = صف
lines-command-column = عمود
lines-command-diagonals = أقطار
lines-command-last = آخر
lines-command-turn = دور
lines-command-score = نتيجة
lines-command-help = مساعدة
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = اكتب خانة للعب ({ $cell })، أو: { $board } (اللوحة كاملة)، { $grid } (اللوحة على هيئة شبكة من الرموز)، { $row } 3 (صف)، { $column } c (عمود)، { $diagonals } { $cell } (القطران المارّان بخانة)، { $last } (الحركة الأخيرة)، { $turn } (لمن الدور)، { $score } (النتيجة)، { $help } (هذه القائمة).
lines-command-needs-row = يحتاج { $command } إلى رقم صف، مثل { $command } 3.
lines-command-needs-column = يحتاج { $command } إلى حرف عمود، مثل { $command } c.
lines-command-needs-cell = يحتاج { $command } إلى خانة، مثل { $command } c3.
lines-turn = دور { $who }.
# After the game's first line; $help is lines-command-help.
lines-help-hint = اكتب { $help } لعرض الأوامر التي تقرأ اللوحة صفًا صفًا أو عمودًا عمودًا أو قطرًا قطرًا.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = الصف { $row }، العمود { $column }، { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = الصف { $row }، العمود { $column }، { $mark }، محظورة على { $player }
read-empty = فارغة
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } فارغة
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } فارغة، محظورة على { $player }
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = من { $from } إلى { $to } فارغة
# $cells lists the line's stones and stretches of empty cells.
read-row = الصف { $row }: { $cells }.
read-column = العمود { $column }: { $cells }.
read-diagonal = القطر من { $from } إلى { $to }: { $cells }.
read-empty-cells = { $count ->
    [zero] لا توجد خانات فارغة.
    [one] خانة فارغة واحدة.
    [two] خانتان فارغتان.
    [few] { $count } خانات فارغة.
    [many] { $count } خانة فارغة.
   *[other] { $count } خانة فارغة.
}
read-board-empty = اللوحة فارغة.
read-no-move = لم تُلعب أي حركة بعد.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = الحركة الأخيرة: { $who }، { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = النطق مفعّل.
speech-off = النطق معطّل.
speech-unreachable = لا تستطيع اللعبة الكلام: لم تستجب خدمة النطق ({ $why }).
read-selected = محدد
read-unavailable = غير متاح
# After a move: the cells where its player would win with the next one.
read-threat = يهدد { $mark } بالفوز في { $cell }.
read-threats = يهدد { $mark } بالفوز في { $cells }: حركة واحدة لا تكفي لصدّها كلها.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = المدرب: { $verdict }.
output-failed = تعذّرت كتابة المخرجات: { $why }
input-failed = تعذّرت قراءة المدخلات: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = حُفظت اللعبة الجارية: استأنفها من القائمة، هنا أو في النافذة.
search-failed = فشل البحث؛ وقد حُفظت اللعبة الجارية
nothing-to-resume = لا توجد لعبة غير منتهية لاستئنافها

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = لعبة لوحية
desktop-comment = العب إكس أو ضد صديق أو ضد الحاسوب
desktop-keywords = إكس أو;اكس او;XO;tic-tac-toe;تيك تاك تو;خمسة في صف;غوموكو;لعبة لوحية;استراتيجية;
store-description-play = العب إكس أو على اللوحة الكلاسيكية 3x3 أو على لوحات تصل إلى 22x22، وقد يتطلب الفوز ما يصل إلى عشر علامات في صف. كلٌّ من X وO يلعبه شخص أو الحاسوب بمستوى سهل أو متوسط أو صعب: العب مع صديق، أو تحدَّ الحاسوب، أو شاهد حاسوبين يلعبان معًا.
store-description-more = يلعب المستوى الصعب بلا أخطاء حيثما أمكن حلّ اللعبة. تُظهر التلميحات والمدرب قيمة كل حركة، وتُحفظ كل لعبة منتهية لإعادة عرضها وتحليلها حركةً حركة. العب في نافذة أو في طرفية، على حاسوب واحد أو مع صديق عبر الشبكة أو الإنترنت.
