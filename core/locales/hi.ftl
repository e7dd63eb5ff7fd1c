# हिन्दी (hi). Keys and variables as in en.ftl. Cell names (b2), marks (X, O) and keys stay
# as they are.
# Glossary (one word for one thing, in every message): undo: पूर्ववत, redo: फिर से, back:
#  वापस, draw: बराबरी, hint: संकेत, board: बोर्ड, settings: सेटिंग्स.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = ऑनलाइन खेलें
online-game = खेल
online-host = होस्ट करें
online-join = जुड़ें
online-name = नाम
online-mark = निशान
online-alternate = बारी-बारी
online-board = बोर्ड
online-in-a-row = एक पंक्ति में
online-address = पता या निमंत्रण
online-code = कोड
online-start = शुरू करें
online-cancel = रद्द करें
online-back = वापस
online-none-listed = यहाँ कोई खेल नहीं है।
online-looking = खेल खोजे जा रहे हैं...
online-found = इस नेटवर्क पर खेल:
online-joins-at = आपका दोस्त यहाँ जुड़ेगा
online-this-computer = इस कंप्यूटर का पता, पोर्ट { $port }
online-with-code = कोड के साथ  { $code }
online-waiting = उनकी प्रतीक्षा है...
online-wrong-codes = { $count ->
    [one] एक गलत कोड, { $address } से
   *[other] { $count } गलत कोड, आखिरी { $address } से
}
online-held-off = { $count ->
    [one] एक और प्रयास रोका गया: एक ही नेटवर्क से बहुत अधिक
   *[other] { $count } और प्रयास रोके गए: एक ही नेटवर्क से बहुत अधिक
}
online-new-code = नया कोड
online-anywhere = कहीं से भी, इस निमंत्रण और कोड के साथ:
online-this-network-only = किसी रिले ने जवाब नहीं दिया: निमंत्रण सिर्फ़ इसी नेटवर्क पर चलेगा।
online-invite = आमंत्रित करें
online-copy = निमंत्रण कॉपी करें
online-copied = कॉपी हो गया
online-connecting = जुड़ रहा है...

## The menu

menu-title = टिक-टैक-टो
menu-history = इतिहास
menu-settings = सेटिंग्स
menu-board = बोर्ड
menu-rows = पंक्तियाँ
menu-in-a-row = एक पंक्ति में
menu-rule = नियम
menu-opening = ओपनिंग
menu-play = खेलें
menu-online = ऑनलाइन
menu-quit = बाहर निकलें
menu-resume = जारी रखें
menu-reset = रीसेट
menu-forget = भूल जाएँ
menu-keep = रखें

## The rules ($k is how many in a row win)

rule-freestyle = फ़्रीस्टाइल
rule-standard = मानक
rule-renju = रेंजू
rule-caro = कारो
rule-freestyle-about = एक पंक्ति में { $k } या उससे ज़्यादा से जीत होती है।
rule-standard-about = एक पंक्ति में ठीक { $k } से जीत होती है; इससे लंबी पंक्ति से नहीं।
rule-renju-about = एक पंक्ति में पाँच; X (काला) दोहरा तीन, दोहरा चार या पाँच से लंबी पंक्ति नहीं बना सकता।
rule-caro-about = एक पंक्ति में ठीक { $k } से जीत होती है, बशर्ते विरोधी ने दोनों सिरे न रोके हों।
rules-renju-five = रेंजू एक पंक्ति में पाँच से खेला जाता है, { $k } से नहीं।
# $why is the engine's reason, in English.
rules-misfit = इन नियमों से नहीं खेला जा सकता: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = फ़्री
opening-swap = स्वैप
opening-swap2 = स्वैप 2
opening-free-about = पहली गोटी से ही X (काला) पहले चलता है।
opening-swap-about = पहला खिलाड़ी तीन गोटियाँ रखता है; फिर दूसरा रंग चुनता है।
opening-swap2-about = तीन गोटियाँ; दूसरा रंग चुनता है, या दो और रखकर पहले को चुनने देता है।
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } की बारी: { $stones } में से गोटी { $stone } ({ $mark })
opening-choose = { $player } को चुनना है: काले से खेलें या सफ़ेद से खेलें
opening-choose-or-two = { $player } को चुनना है: काले से खेलें, सफ़ेद से खेलें, या दो और गोटियाँ रखें
choice-play-black = काले से खेलें (X)
choice-play-white = सफ़ेद से खेलें (O)
choice-place-two = दो और रखें
opening-chose-black = { $player } ने काला (X) चुना।
opening-chose-white = { $player } ने सफ़ेद (O) चुना।
opening-chose-two = { $player } ने दो और गोटियाँ रखना चुना।
opening-choice-due = अभी गोटी नहीं: पहले { $player } को चुनना है।

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = रेंजू में { $cell } X के लिए वर्जित है: दोहरा तीन।
forbidden-double-four = रेंजू में { $cell } X के लिए वर्जित है: दोहरा चार।
forbidden-overline = रेंजू में { $cell } X के लिए वर्जित है: पाँच से लंबी पंक्ति।

## Game over

over-play = खेलें
over-review = समीक्षा
over-menu = मेन्यू
over-quit = बाहर निकलें

## Playing

playing-undo = पूर्ववत
playing-redo = फिर से
playing-hint = संकेत
playing-menu = मेन्यू
playing-coach = कोच
playing-keep = बाद के लिए रखें
playing-abandon = छोड़ दें
playing-play-on = खेलते रहें

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = इंसान
seat-easy = आसान
seat-medium = मध्यम
seat-hard = कठिन
seat-online = ऑनलाइन
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = इंजन
# The names a person's seat has until someone types one.
player-one = खिलाड़ी 1
player-two = खिलाड़ी 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] { $draws } बराबरी
   *[other] { $draws } बराबरी
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] { $draws } बराबरी
   *[other] { $draws } बराबरी
}
tally-no-games = { $x } और { $o } के बीच अभी तक कोई खेल नहीं
reset-title = स्कोर रीसेट करें?
reset-details = { $x } और { $o } के खेल भूल जाएँ?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = अधूरा { $cols }x{ $rows } खेल, एक पंक्ति में { $k }
    चाल { $move }: { $player } ({ $mark }) की बारी
menu-unfinished-online = अधूरा { $cols }x{ $rows } खेल, एक पंक्ति में { $k }
    { $friend } के साथ ऑनलाइन
    चाल { $move }: { $player } ({ $mark }) की बारी

## The board's status bar

badge-human = इंसान
badge-computer = कंप्यूटर
# The friend's badge in a network game: one short word each.
badge-online = ऑनलाइन
badge-connecting = जुड़ रहा
badge-offline = ऑफ़लाइन
# The friend's connection across the internet: straight, or through the relay.
badge-direct = सीधा
badge-relayed = रिले से
badge-left = चले गए
badge-draws = { $draws ->
    [one] { $draws } बराबरी
   *[other] { $draws } बराबरी
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = { $player } ({ $mark }) की बारी
status-thinking = { $player } ({ $mark }) सोच रहा है
status-wins = { $player } ({ $mark }) जीता
status-wins-on-time = { $player } ({ $mark }) समय के आधार पर जीता
status-draw = बराबरी
status-waiting-to-connect = { $friend } के जुड़ने की प्रतीक्षा
status-connecting-to = { $friend } से जुड़ रहा है
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = कनेक्शन टूट गया - { $friend } की प्रतीक्षा ({ $minutes }:{ $seconds })
status-not-back = { $friend } वापस नहीं आए
result-wins = { $mark } जीता
result-wins-on-time = { $mark } समय के आधार पर जीता
result-draw = बराबरी

## Leaving a game

leave-title = यह खेल छोड़ें?
leave-details = इसे मेन्यू से जारी रखने के लिए रखें, या छोड़ दें।
leave-online = आपके दोस्त को बताया जाएगा। खेल को मेन्यू से जारी रखने के लिए रखें, या छोड़ दें।

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = संकेत: { $cell }। { $mark } { $plies } चालों में जीतता है।
hint-wins-within = संकेत: { $cell }। { $mark } अधिकतम { $plies } चालों में जीतता है।
hint-loses = संकेत: { $cell }। { $mark } कुछ भी करे, { $other } जीतता है।
hint-draw = संकेत: { $cell }। सबसे अच्छे खेल से बराबरी।
hint-better = संकेत: { $cell }। { $mark } बेहतर है (अनुमान)।
hint-worse = संकेत: { $cell }। { $other } बेहतर है (अनुमान)।
hint-even = संकेत: { $cell }। बराबर (अनुमान)।
hint-thinking = संकेत: सोच रहा है…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = लाइन: { $moves } · गहराई { $depth } · { $score }
engine-line-thinking = लाइन: सोच रहा है…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = कोच: +n जीत, -n हार, n चालों में, = बराबरी, +?/-? अनुमान
coach-counting = कोच { $done }/{ $all }: +n जीत, -n हार, n चालों में, = बराबरी, +?/-? अनुमान

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } जीत चुका है
verdict-better = { $mark } बेहतर है (अनुमान)
verdict-wins-in = { $mark } { $plies } चालों में जीतता है
verdict-wins-within = { $mark } अधिकतम { $plies } चालों में जीतता है
verdict-draw = बराबरी
verdict-no-forced-win = कोई पक्की जीत नहीं (अनुमान)
# $verdict is one of the verdict- lines above.
review-from-start = शुरुआत से सबसे अच्छे खेल पर: { $verdict }।
review-move-same = चाल { $ply }, { $mark } { $cell }: इससे पहले और बाद, { $verdict }।
review-move-changed = चाल { $ply }, { $mark } { $cell }: इससे पहले, { $before }; इसके बाद, { $after }।
# $symbol is ? or ??; $best lists cells.
review-mistake = गलती ({ $symbol }): सबसे अच्छी चाल { $best } थी।
review-blunder = बड़ी भूल ({ $symbol }): सबसे अच्छी चाल { $best } थी।
review-off = समीक्षा (R) हर चाल को आँकती है: ? गलती, ?? बड़ी भूल।
review-progress = { $all } में से { $done } स्थितियों की समीक्षा…

## Replay

replay-players = { $x } (X) बनाम { $o } (O)
replay-start = शुरुआत
replay-play = चलाएँ
replay-pause = रोकें
replay-review = समीक्षा
replay-hint = संकेत
replay-coach = कोच
replay-from-here = यहाँ से खेलें
replay-back = वापस

## History

history-title = इतिहास
history-player = खिलाड़ी
history-all = सभी
history-back = वापस
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = फ़ाइल
history-import = आयात
history-export = निर्यात .psq
history-imported = आयात हुआ: { $x } (X) बनाम { $o } (O)।
history-not-imported = आयात नहीं हो सका: { $why }
history-exported = { $path } में सहेजा गया
history-not-exported = सहेजा नहीं जा सका: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = कब
history-board = बोर्ड
history-result = परिणाम
history-moves = चालें
history-reading = खेल पढ़े जा रहे हैं…
history-none = अभी तक कोई खेल नहीं: आपका हर पूरा खेल यहाँ रखा जाता है।
history-none-match = कोई खेल फ़िल्टर से मेल नहीं खाता।
history-shown = { $total } में से { $first }–{ $last }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  व्हील
end-x-won = X जीता
end-o-won = O जीता
end-draw = बराबरी
delete-title = यह खेल मिटाएँ?
delete-players = { $x } (X) बनाम { $o } (O)
delete-details = इसे वापस नहीं लाया जा सकता।
delete-delete = मिटाएँ
delete-keep = रखें
# A board's shape.
board-shape = { $cols }x{ $rows }, एक पंक्ति में { $k }
board-shape-rule = { $cols }x{ $rows }, एक पंक्ति में { $k }, { $rule }
# A date and a time, each number with its leading zero: 22-11-2026 21:40.
date-time = { $day }-{ $month }-{ $year } { $hour }:{ $minute }

## Settings

settings-title = सेटिंग्स
settings-language = भाषा
settings-think-delay = कंप्यूटर रुकता है
settings-hard-budget = कठिन सोचता है
settings-volume = आवाज़
settings-sound = ध्वनि
settings-alternate = बारी-बारी से शुरुआत
settings-auto-play = अगला खेल अपने-आप
settings-coach = कोच
settings-animations = एनिमेशन
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = वर्जित खाने
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = चाल क्रमांक
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = इंजन
settings-brain-time = इंजन सोचता है
settings-clock = घड़ी
settings-theme = थीम
settings-on = चालू
settings-off = बंद
settings-back = वापस
theme-dark = गहरा
theme-light = हल्का
theme-contrast = कंट्रास्ट
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } से.
settings-percent = { $value }%
decimal-separator = .
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = शॉर्टकट
shortcuts-close = कोई भी कुंजी या क्लिक यह सूची बंद करता है।
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = बोर्ड पर चलें
shortcut-focus = बटनों के बीच फ़ोकस ले जाएँ
shortcut-press = निशान लगाएँ; बटन दबाएँ
shortcut-keypad = 3x3 पर निशान लगाएँ (कीपैड की तरह)
shortcut-tab = अगला, पिछला बटन
shortcut-undo = पूर्ववत
shortcut-redo = फिर से
shortcut-hint = संकेत: कठिन जो चाल चलेगा
shortcut-coach = कोच: हर खाने का मूल्य
shortcut-engine-line = इंजन की लाइन: कठिन को जिन चालों की उम्मीद है
shortcut-new-game = नया खेल
shortcut-full-screen = पूर्ण स्क्रीन
shortcut-back = वापस
shortcut-list = यह सूची
shortcut-speech = स्पीच चालू या बंद
shortcut-read = बोलकर पढ़ें: बोर्ड, पिछली चाल, किसकी बारी और स्कोर, कर्सर की पंक्ति, कॉलम, विकर्ण
shortcut-replay-step = रीप्ले: एक चाल पीछे, आगे
shortcut-replay-ends = रीप्ले: शुरुआत, अंत, चलाएँ
shortcut-replay-review = रीप्ले: हर चाल की समीक्षा
shortcut-history = इतिहास: चुनें, खोलें, मिटाएँ
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Left
key-right = Right
key-up = Up
key-down = Down
key-esc = Esc
key-enter = Enter
key-space = Space
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = तीर कुंजियाँ
key-dpad = डी-पैड
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = पैड { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = चाल वापस लें?
ask-undo = { $friend } अपनी पिछली चाल वापस लेना चाहते हैं।
ask-allow = अनुमति दें
ask-play-on = खेलते रहें
ask-rematch-title = एक और खेल?
ask-rematch = { $friend } एक और खेल चाहते हैं।
ask-play = खेलें
ask-no = नहीं
ask-overdue-title = अभी भी प्रतीक्षा
ask-overdue = { $friend } वापस नहीं आए। प्रतीक्षा करें, खेल को बाद के लिए रखें, या इसे समाप्त करें (गिना नहीं जाएगा)।
ask-wait = प्रतीक्षा करें
ask-keep = बाद के लिए रखें
ask-end = समाप्त करें
online-your-friend = आपका दोस्त
online-the-host = होस्ट
online-friend-left = { $friend } खेल छोड़ गए; खेल रखा गया है
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend } के खेल ने { $what } भेजा; खेल रखा गया है
online-out-of-turn = बेमौके “{ $message }” संदेश
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; खेल रखा गया है
online-failed = नेटवर्क खेल नहीं: { $why }
notice-asked-rematch = { $friend } से एक और खेल माँगा।
notice-asked-undo = { $friend } से अपनी पिछली चाल वापस लेने की अनुमति माँगी।
notice-undo-refused = { $friend } खेलते रहना चाहते हैं।
notice-rematch-refused = { $friend } एक और खेल नहीं चाहते।
notice-host-record-stands = जहाँ दोनों रिकॉर्ड अलग थे, वहाँ { $friend } का रिकॉर्ड माना गया।
notice-code-retired = कोड पर दस गलत कोशिशें हुईं और अब वह कुछ नहीं खोलता: अपने मित्र को नया कोड दें।

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = { $address } नाम का कोई कंप्यूटर नहीं है
online-nobody-hosts = { $address } पर कोई खेल होस्ट नहीं कर रहा
online-no-answer = { $address } जवाब नहीं दे रहा
online-unreachable = इस नेटवर्क से { $address } तक नहीं पहुँचा जा सकता
online-port-taken = पोर्ट { $port } इस कंप्यूटर पर किसी और प्रोग्राम ने ले रखा है
online-not-an-invitation = यह पूरा निमंत्रण नहीं है (पूरा कॉपी करें)
refusal-wrong-code = जुड़ने का कोड गलत है
refusal-too-many-tries = बहुत अधिक प्रयास: एक मिनट रुकें
refusal-busy = होस्ट किसी और के साथ खेल रहा है
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = दूसरा खेल संस्करण { $theirs } (प्रोटोकॉल { $theirProtocol }) है; यह संस्करण { $ours } (प्रोटोकॉल { $ourProtocol }) है: दोनों एक जैसे होने चाहिए
# $what is what the other game did wrong, in the network's words.
refusal-broken = दूसरे खेल ने नियम तोड़ा: { $what }
refusal-left = दूसरा खिलाड़ी चला गया
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = "{ $letter }" जुड़ने के कोड में नहीं होता (इसके अक्षर { $letters } हैं)
# $length is always 6; $count is how many letters were typed.
code-length = जुड़ने के कोड में { $length } अक्षर होते हैं, { $count } नहीं

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = सेटिंग्स डिफ़ॉल्ट पर लौटाई गईं। { $why }
notice-scores-reset = स्कोर फिर से शुरू होते हैं। { $why }
notice-games-set-aside = कुछ पुराने खेल पढ़े नहीं जा सके और अलग रखे गए। { $why }
notice-game-not-resumed = सहेजा गया खेल जारी नहीं किया जा सका। { $why }
notice-settings-not-saved = सेटिंग्स सहेजी नहीं जा सकीं ({ $why }); अगले बदलाव पर फिर कोशिश होगी।
notice-scores-not-saved = स्कोर सहेजे नहीं जा सके ({ $why }); अगले बदलाव पर फिर कोशिश होगी।
notice-games-not-saved = पुराने खेल सहेजे नहीं जा सके ({ $why }); अगले बदलाव पर फिर कोशिश होगी।
notice-game-not-saved = चालू खेल सहेजा नहीं जा सका ({ $why }); अगले बदलाव पर फिर कोशिश होगी।

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } इस्तेमाल नहीं की जा सकी ({ $why }); यह { $kept } के रूप में रखी गई है।
file-not-set-aside = { $file } इस्तेमाल नहीं की जा सकी ({ $why }), और इसे अलग नहीं किया जा सका: { $error }।
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] { $file } का { $count } खेल पढ़ा नहीं जा सका (पंक्ति { $line }: { $why }); यह { $kept } में रखा गया है।
   *[other] { $file } के { $count } खेल पढ़े नहीं जा सके (पंक्ति { $line }: { $why }); ये { $kept } में रखे गए हैं।
}
file-games-not-set-aside = { $count ->
    [one] { $file } का { $count } खेल पढ़ा नहीं जा सका (पंक्ति { $line }: { $why }), और इसे अलग नहीं किया जा सका: { $error }।
   *[other] { $file } के { $count } खेल पढ़े नहीं जा सके (पंक्ति { $line }: { $why }), और इन्हें अलग नहीं किया जा सका: { $error }।
}
file-unreadable = इसे पढ़ा नहीं जा सका: { $error }
file-not-text = यह टेक्स्ट नहीं है
file-empty = यह खाली है
# $detail is the reader's own words: where it stopped (line:column), or what is wrong with a kept game.
file-malformed = यह वैसी नहीं है जैसी खेल लिखता है: { $detail }
# $found and $reads are format versions (numbers).
file-version = इसका फ़ॉर्मैट संस्करण { $found } है, और यह खेल संस्करण { $reads } पढ़ता है
error-permission-denied = अनुमति नहीं है
error-disk-full = डिस्क भरी हुई है
error-read-only = डिस्क केवल पढ़ने के लिए है
error-not-found = एक फ़ोल्डर नहीं मिला

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } बोर्ड से बाहर है: कॉलम a से { $lastColumn }, पंक्तियाँ 1 से { $rows }।
cell-row-column = पंक्ति { $row }, कॉलम { $column }
cell-unknown = "{ $typed }" कोई खाना नहीं है: कॉलम का अक्षर और पंक्ति की संख्या लिखें, जैसे b2, या पंक्ति और कॉलम, जैसे 2 1।

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = मेन्यू
menu-player = { $mark } खिलाड़ी
menu-name = { $mark } नाम
menu-typing = नाम लिखें, फिर Enter (Esc पुराना नाम रखता है)।
menu-resume-game = अधूरा छोड़ा खेल जारी रखें: { $board }, { $plies ->
    [one] { $plies } चाल
   *[other] { $plies } चालें
}।
menu-choose = खिलाड़ी और बोर्ड चुनें, फिर खेलें।
keys-line-menu = ↑↓ चुनें · ←→ बदलें · Enter चुनें · p खेलें · q बाहर
keys-line-settings = ↑↓ चुनें · ←→ बदलें · Esc वापस · q बाहर
keys-line-over = ←→ चुनें · Enter चुनें · p फिर खेलें · m मेन्यू · u पूर्ववत · q बाहर
keys-line-watching = कोई भी कुंजी खेल रोकती है (खेल रखा जाता है) · q बाहर
keys-reading = Shift+B बोर्ड · Shift+M पिछली चाल · Shift+T किसकी बारी और स्कोर · Shift+R, Shift+V, Shift+X कर्सर की पंक्ति, कॉलम और विकर्ण
keys-line-playing = ←↑↓→/WASD चलें · Enter खेलें · b2 लिखें · u पूर्ववत · r फिर से · h संकेत · Esc मेन्यू
keys-line-playing-big = ←↑↓→/WASD चलें · Enter खेलें · b2 लिखें · u पूर्ववत · r फिर से · ? संकेत · Esc मेन्यू
keys-line-choosing = 1 2 3 चुनें · u पूर्ववत · Esc मेन्यू
keys-line-online = ↑↓ चुनें · Enter लिखें या चुनें · Esc वापस
keys-line-history = ↑↓ चुनें · Enter रीप्ले · / नाम · f परिणाम · r नियम · Esc मेन्यू · q बाहर
keys-line-history-typing = नाम लिखें · Enter हो गया
keys-line-replay = ←→ कदम · Home/End पहली/आखिरी · Esc सूची पर वापस · q बाहर
too-small = टर्मिनल { $width }x{ $height } है; इस स्क्रीन को कम से कम { $leastWidth }x{ $leastHeight } चाहिए। इसे बड़ा करें, या बाहर निकलने के लिए q दबाएँ।
settings-language-about = खेल के शब्दों की भाषा, टर्मिनल में और विंडो में।
settings-think-delay-about = चलने से पहले कंप्यूटर कम से कम कितनी देर सोचता दिखे।
settings-hard-budget-about = कठिन एक चाल को अधिकतम कितनी देर खोजे: ज़्यादा समय बड़े बोर्ड पर ज़्यादा ताक़त।
settings-alternate-about = हर खेल के बाद खिलाड़ी निशान बदलते हैं, ताकि बारी-बारी से शुरू करें।
settings-forbidden-about = रेंजू में X (काला) की बारी पर, X के लिए वर्जित हर खाने पर एक छोटा × निशान।
settings-move-numbers-about = हर निशान उस चाल के क्रमांक के रूप में लिखा जाता है जिसने उसे रखा, जैसे गोमोकू बोर्ड पर गोटियों को क्रमांक दिए जाते हैं।
settings-back-about = मेन्यू पर वापस।
settings-brain-about = एक Gomocup इंजन (एक pbrain प्रोग्राम), जो फिर किसी एक पक्ष से खेल सकता है, एक पंक्ति में पाँच वाले बोर्ड पर। Enter दबाएँ, फिर उसका पाथ लिखें।
settings-brain-time-about = इंजन एक चाल पर कितनी देर सोच सकता है।
settings-clock-about = हर खिलाड़ी का पूरे खेल के लिए समय, और हर चाल के बाद जुड़ने वाले सेकंड (5+3: पाँच मिनट, तीन सेकंड)। जिसका समय ख़त्म हो जाए, वह हारता है।
# The brain's row when no program is named.
settings-brain-none = कोई नहीं
keys-line-settings-typing = प्रोग्राम का पाथ लिखें · Enter हो गया · Esc रद्द
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = इंजन रुक गया: { $why }। अब { $mark } की ओर से एक इंसान खेलेगा; खेल जारी है।
brain-no-start = उसे शुरू नहीं किया जा सका
brain-timeout = उसने अपने समय से ज़्यादा लिया
brain-crashed = वह क्रैश हो गया
brain-garbage = उसने वह लिखा जिसकी प्रोटोकॉल अनुमति नहीं देता
brain-illegal = उसने ऐसी चाल चली जिसकी अनुमति नहीं है
brain-unsupported = वह यह बोर्ड या नियम नहीं खेलता
# The language row before a language is chosen.
settings-system = सिस्टम की
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (कंप्यूटर)
panel-online = { $player } (ऑनलाइन)
panel-move = चाल { $ply }
panel-last = पिछली:
panel-scores = स्कोर
play-again = फिर खेलें
quit = बाहर निकलें
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } { $line } से जीता।
draw = बराबरी: बोर्ड भर गया है।
stopped = खेल रुक गया।
thinking = { $who } सोच रहा है
to-move = { $who } की बारी।
typed = { $typed } लिखा: Enter इसे खेलता है।
hint-looking = संकेत खोजा जा रहा है
no-hint = दिए गए समय में कोई संकेत नहीं मिला।
wait-friend = रुकें: आपके दोस्त ने अभी तक जवाब नहीं दिया है।
wait-thinking = रुकें: { $mark } की बारी है, और { $level } सोच रहा है।
taken = { $cell } पर { $by } है: खाली खाना चुनें।
off-board = { $cell } बोर्ड से बाहर है।
game-over = खेल खत्म हो गया है।
nothing-to-undo = पूर्ववत करने को कुछ नहीं।
nothing-to-redo = फिर से करने को कुछ नहीं।
history-all-results = सभी परिणाम
history-all-rules = सभी नियम
history-any-name = कोई भी नाम
history-name = नाम: { $name }
history-games = { $total ->
    [one] { $total } खेल
   *[other] { $total } खेल
} में से { $shown }
history-ended = समाप्त
history-moves-long = चालें
replay-title = रीप्ले: { $x } (X) बनाम { $o } (O), { $board }
replay-move = { $plies } में से चाल { $ply }
scores = स्कोर: { $tally }।
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = सेटिंग्स: { $setting } पढ़ी नहीं जा सकी ({ $detail }); इसका डिफ़ॉल्ट रहता है।
game-not-archived = पूरा खेल रखा नहीं जा सका: { $why }
game-not-removed = सहेजा गया खेल हटाया नहीं जा सका: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = टिक-टैक-टो ({ $board }): { $x } बनाम { $o }। पहले X चलता है।
read-plays = { $who } ने { $cell } खेला।
lines-to-move = { $who } की बारी:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } को संख्या से चुनना है: { $choices }
lines-network = नेटवर्क खेल विंडो में खेला जाता है
lines-input-ended = खेल से पहले इनपुट खत्म हो गया ({ $ply ->
    [0] पहली चाल से पहले
   *[other] चाल { $ply } के बाद
}); खेल रखा गया है: `tictactoe terminal --resume` इसे आगे बढ़ाता है, वैसे ही मेन्यू और विंडो में "जारी रखें"
lines-too-long = इतनी लंबी पंक्ति कोई खाना नहीं है: एक लिखें, जैसे b2।
lines-empty = खाली पंक्ति: कोई खाना लिखें, जैसे b2।
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = बोर्ड
lines-command-grid = ग्रिड
lines-command-row = पंक्ति
lines-command-column = कॉलम
lines-command-diagonals = विकर्ण
lines-command-last = पिछली
lines-command-turn = बारी
lines-command-score = स्कोर
lines-command-help = मदद
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = खेलने के लिए कोई खाना लिखें ({ $cell }), या: { $board } (पूरा बोर्ड), { $grid } (वर्णों के ग्रिड के रूप में बोर्ड), { $row } 3 (एक पंक्ति), { $column } c (एक कॉलम), { $diagonals } { $cell } (किसी खाने से होकर जाने वाले दोनों विकर्ण), { $last } (पिछली चाल), { $turn } (किसकी बारी है), { $score } (स्कोर), { $help } (यह सूची)।
lines-command-needs-row = { $command } के साथ पंक्ति की संख्या चाहिए, जैसे { $command } 3।
lines-command-needs-column = { $command } के साथ कॉलम का अक्षर चाहिए, जैसे { $command } c।
lines-command-needs-cell = { $command } के साथ कोई खाना चाहिए, जैसे { $command } c3।
lines-turn = { $who } की बारी।
# After the game's first line; $help is lines-command-help.
lines-help-hint = बोर्ड को एक-एक पंक्ति, कॉलम या विकर्ण करके पढ़ने वाले कमांड देखने के लिए { $help } लिखें।
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = पंक्ति { $row }, कॉलम { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = पंक्ति { $row }, कॉलम { $column }, { $mark }, { $player } के लिए वर्जित
read-empty = खाली
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } खाली
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } खाली, { $player } के लिए वर्जित
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from } से { $to } तक खाली
# $cells lists the line's stones and stretches of empty cells.
read-row = पंक्ति { $row }: { $cells }।
read-column = कॉलम { $column }: { $cells }।
read-diagonal = विकर्ण { $from } से { $to } तक: { $cells }।
read-empty-cells = { $count ->
    [one] { $count } खाली खाना।
   *[other] { $count } खाली खाने।
}
read-board-empty = बोर्ड खाली है।
read-no-move = अभी तक कोई चाल नहीं।
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = पिछली चाल: { $who }, { $cell }।
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = स्पीच चालू।
speech-off = स्पीच बंद।
speech-unreachable = खेल बोल नहीं सकता: स्पीच सेवा ने जवाब नहीं दिया ({ $why })।
read-selected = चयनित
read-unavailable = अनुपलब्ध
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } अगली चाल में { $cell } पर जीत सकता है।
read-threats = { $mark } अगली चाल में { $cells } में से किसी पर भी जीत सकता है: एक चाल से सबको रोका नहीं जा सकता।
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = कोच: { $verdict }।
output-failed = आउटपुट लिखा नहीं जा सका: { $why }
input-failed = इनपुट पढ़ा नहीं जा सका: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = चालू खेल रखा गया है: इसे मेन्यू से जारी रखें, यहाँ या विंडो में।
search-failed = एक खोज विफल रही; चालू खेल रखा गया है
nothing-to-resume = जारी रखने के लिए कोई अधूरा खेल नहीं है

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = बोर्ड खेल
desktop-comment = किसी दोस्त या कंप्यूटर के ख़िलाफ़ टिक-टैक-टो खेलें
desktop-keywords = टिक-टैक-टो;ज़ीरो काटा;काटा ज़ीरो;tic-tac-toe;एक पंक्ति में पाँच;गोमोकू;बोर्ड खेल;बोर्ड गेम;रणनीति;
store-description-play = क्लासिक 3x3 बोर्ड पर या 22x22 तक के बोर्ड पर टिक-टैक-टो खेलें, जहाँ जीतने के लिए एक पंक्ति में दस तक निशान मिलाने पड़ सकते हैं। X और O में से हर एक को कोई इंसान या आसान, मध्यम या कठिन स्तर पर कंप्यूटर खेलता है: किसी दोस्त के साथ खेलें, कंप्यूटर को चुनौती दें, या दो कंप्यूटरों को आपस में खेलते देखें।
store-description-more = जहाँ भी खेल हल किया जा सकता है, वहाँ कठिन बिना किसी गलती के खेलता है। संकेत और कोच हर चाल का मूल्य दिखाते हैं, और हर पूरा खेल रखा जाता है, ताकि आप उसे रीप्ले कर सकें और चाल-दर-चाल उसकी समीक्षा कर सकें। विंडो में या टर्मिनल में खेलें, एक ही कंप्यूटर पर या नेटवर्क या इंटरनेट के ज़रिए किसी दोस्त के साथ।
