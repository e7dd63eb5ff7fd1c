# 繁體中文（臺灣用語）(zh-Hant): zh_TW, zh_HK, zh_MO. Keys and variables as in en.ftl.
# Glossary (one word for one thing, in every message): undo: 悔棋, redo: 重做, back: 返回, draw: 平局,
#  hint: 提示, board: 棋盤, settings: 設定.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = 線上對戰
online-game = 對局
online-host = 建立
online-join = 加入
online-name = 名字
online-mark = 執子
online-alternate = 輪流
online-board = 棋盤
online-in-a-row = 連子數
online-address = 位址或邀請
online-code = 連線碼
online-start = 開始
online-cancel = 取消
online-back = 返回
online-none-listed = 這裡沒有可加入的對局。
online-looking = 正在尋找對局…
online-found = 這個網路上的對局：
online-joins-at = 對方的加入位址：
online-this-computer = 本機位址，埠 { $port }
online-with-code = 連線碼  { $code }
online-waiting = 正在等待對方…
online-wrong-codes = { $count } 次錯誤的連線碼（最近一次來自 { $address }）
online-held-off = 另有 { $count } 次嘗試被拒絕：來自同一網路的嘗試過多
online-new-code = 新連線碼
online-anywhere = 在任何地方都可憑這份邀請和連線碼加入：
online-this-network-only = 沒有中繼伺服器回應：這份邀請只能在這個網路上使用。
online-invite = 邀請
online-copy = 複製邀請
online-copied = 已複製
online-connecting = 正在連線…

## The menu

menu-title = 井字棋
menu-history = 歷史
menu-settings = 設定
menu-board = 棋盤
menu-rows = 行數
menu-in-a-row = 連子數
menu-rule = 規則
menu-opening = 開局
menu-play = 開始遊戲
menu-online = 線上對戰
menu-quit = 退出
menu-resume = 繼續
menu-reset = 重置
menu-forget = 清除
menu-keep = 保留

## The rules ($k is how many in a row win)

rule-freestyle = 自由
rule-standard = 標準
rule-renju = 連珠
rule-caro = Caro
rule-freestyle-about = { $k }子或以上連珠即獲勝。
rule-standard-about = 恰好{ $k }子連珠才獲勝；更長的連子不算。
rule-renju-about = 五子連珠獲勝；X（黑方）有三三、四四、長連禁手。
rule-caro-about = 恰好{ $k }子連珠獲勝，但兩端都被對方堵住則不算。
rules-renju-five = 連珠的連子數必須是 5，不能是 { $k }。
# $why is the engine's reason, in English.
rules-misfit = 無法按這些規則對局：{ $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = 自由
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X（黑方）從第一子起先行。
opening-swap-about = 第一位玩家先擺三子，然後由對方選擇顏色。
opening-swap2-about = 先擺三子；對方選擇顏色，或再擺兩子並交由第一位玩家選擇。
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } 擺第 { $stone } 子，共 { $stones } 子 ({ $mark })
opening-choose = { $player } 選擇：執黑或執白
opening-choose-or-two = { $player } 選擇：執黑、執白，或再擺兩子
choice-play-black = 執黑 (X)
choice-play-white = 執白 (O)
choice-place-two = 再擺兩子
opening-chose-black = { $player } 執黑 (X)。
opening-chose-white = { $player } 執白 (O)。
opening-chose-two = { $player } 選擇再擺兩子。
opening-choice-due = 現在不能落子：請 { $player } 先做選擇。

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = 連珠規則下 X 不能下在 { $cell }：三三禁手。
forbidden-double-four = 連珠規則下 X 不能下在 { $cell }：四四禁手。
forbidden-overline = 連珠規則下 X 不能下在 { $cell }：長連禁手。

## Game over

over-play = 再來一局
over-review = 覆盤
over-menu = 選單
over-quit = 退出

## Playing

playing-undo = 悔棋
playing-redo = 重做
playing-hint = 提示
playing-menu = 選單
playing-coach = 教練
playing-keep = 稍後繼續
playing-abandon = 放棄
playing-play-on = 繼續對局

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = 玩家
seat-easy = 簡單
seat-medium = 中等
seat-hard = 困難
seat-online = 線上
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = 引擎
# The names a person's seat has until someone types one.
player-one = 玩家 1
player-two = 玩家 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }，平 { $draws } 局
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O)，平 { $draws } 局
tally-no-games = { $x } 與 { $o } 還沒有對局紀錄
reset-title = 重置比分？
reset-details = 清除 { $x } 與 { $o } 的對局紀錄？
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = 未完成的對局：{ $cols }x{ $rows }，{ $k }子連珠
    第 { $move } 步：輪到 { $player } ({ $mark })
menu-unfinished-online = 未完成的對局：{ $cols }x{ $rows }，{ $k }子連珠
    與 { $friend } 線上對戰
    第 { $move } 步：輪到 { $player } ({ $mark })

## The board's status bar

badge-human = 玩家
badge-computer = 電腦
# The friend's badge in a network game: one short word each.
badge-online = 線上
badge-connecting = 連線中
badge-offline = 離線
# The friend's connection across the internet: straight, or through the relay.
badge-direct = 直連
badge-relayed = 中繼
badge-left = 已離開
badge-draws = 平 { $draws } 局
# $player is a name or a computer's level; $mark is X or O.
status-to-move = 輪到 { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) 思考中
status-wins = { $player } ({ $mark }) 獲勝
status-wins-on-time = { $player } ({ $mark }) 因對方超時獲勝
status-draw = 平局
status-waiting-to-connect = 等待 { $friend } 連線
status-connecting-to = 正在連線 { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = 連線中斷 - 正在等待 { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } 沒有回來
result-wins = { $mark } 獲勝
result-wins-on-time = { $mark } 因對方超時獲勝
result-draw = 平局

## Leaving a game

leave-title = 離開本局？
leave-details = 可以保留對局，稍後從選單繼續，也可以放棄。
leave-online = 對方會收到通知。可以保留對局，稍後從選單繼續，也可以放棄。

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = 提示：{ $cell }。雙方再下 { $plies } 子，{ $mark } 獲勝。
hint-wins-within = 提示：{ $cell }。雙方至多再下 { $plies } 子，{ $mark } 獲勝。
hint-loses = 提示：{ $cell }。無論 { $mark } 怎麼下，{ $other } 都會獲勝。
hint-draw = 提示：{ $cell }。雙方最佳應對下為平局。
hint-better = 提示：{ $cell }。{ $mark } 佔優（估計）。
hint-worse = 提示：{ $cell }。{ $other } 佔優（估計）。
hint-even = 提示：{ $cell }。均勢（估計）。
hint-thinking = 提示：思考中…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = 主變：{ $moves } · 深度 { $depth } · { $score }
engine-line-thinking = 主變：思考中…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = 教練：+n 勝、-n 負（雙方再下 n 子），= 平局，+?/-? 估計
coach-counting = 教練 { $done }/{ $all }：+n 勝、-n 負（雙方再下 n 子），= 平局，+?/-? 估計

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } 已獲勝
verdict-better = { $mark } 佔優（估計）
verdict-wins-in = 雙方再下 { $plies } 子，{ $mark } 獲勝
verdict-wins-within = 雙方至多再下 { $plies } 子，{ $mark } 獲勝
verdict-draw = 平局
verdict-no-forced-win = 無必勝（估計）
# $verdict is one of the verdict- lines above.
review-from-start = 雙方從開局起最佳應對：{ $verdict }。
review-move-same = 第 { $ply } 步，{ $mark } { $cell }：走之前和走之後都是 { $verdict }。
review-move-changed = 第 { $ply } 步，{ $mark } { $cell }：走之前 { $before }；走之後 { $after }。
# $symbol is ? or ??; $best lists cells.
review-mistake = 失誤（{ $symbol }）：最佳為 { $best }。
review-blunder = 嚴重失誤（{ $symbol }）：最佳為 { $best }。
review-off = 覆盤 (R) 會評判每一步：? 為失誤，?? 為嚴重失誤。
review-progress = 正在覆盤第 { $done }/{ $all } 個局面…

## Replay

replay-players = { $x } (X) 對 { $o } (O)
replay-start = 開局
replay-play = 播放
replay-pause = 暫停
replay-review = 覆盤
replay-hint = 提示
replay-coach = 教練
replay-from-here = 從這裡接著下
replay-back = 返回

## History

history-title = 歷史記錄
history-player = 玩家
history-all = 全部
history-back = 返回
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = 檔案
history-import = 匯入
history-export = 匯出 .psq
history-imported = 已匯入：{ $x } (X) 對 { $o } (O)。
history-not-imported = 無法匯入：{ $why }
history-exported = 已儲存為 { $path }
history-not-exported = 無法儲存：{ $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = 時間
history-board = 棋盤
history-result = 結果
history-moves = 步數
history-reading = 正在讀取對局…
history-none = 還沒有對局：下完的每一局都會儲存在這裡。
history-none-match = 沒有符合篩選條件的對局。
history-shown = { $first }–{ $last }，共 { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  滾輪
end-x-won = X 勝
end-o-won = O 勝
end-draw = 平局
delete-title = 刪除這一局？
delete-players = { $x } (X) 對 { $o } (O)
delete-details = 刪除後無法恢復。
delete-delete = 刪除
delete-keep = 保留
# A board's shape.
board-shape = { $cols }x{ $rows }，{ $k }子連珠
board-shape-rule = { $cols }x{ $rows }，{ $k }子連珠，{ $rule }
# A date and a time, each number with its leading zero: 2026/11/22 21:40.
date-time = { $year }/{ $month }/{ $day } { $hour }:{ $minute }

## Settings

settings-title = 設定
settings-language = 語言
settings-think-delay = 電腦等待時間
settings-hard-budget = 困難思考時間
settings-volume = 音量
settings-sound = 音效
settings-alternate = 輪流先手
settings-auto-play = 自動開始下一局
settings-coach = 教練
settings-animations = 動畫
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = 禁手點
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = 顯示步數
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = 引擎
settings-brain-time = 引擎思考時間
settings-clock = 棋鐘
settings-theme = 主題
settings-on = 開
settings-off = 關
settings-back = 返回
theme-dark = 深色
theme-light = 淺色
theme-contrast = 高對比
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } 秒
settings-percent = { $value }%
decimal-separator = .
list-separator = 、
sentence-separator = { "" }

## The shortcuts' list (? or F1)

shortcuts-title = 快捷鍵
shortcuts-close = 按任意鍵或點選即可關閉此列表。
keys-board = { key-arrows }、{ $letters }、{ key-dpad }
keys-focus = { key-arrows }、{ key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab、{ key-shift }+Tab
keys-history = ↑、↓、{ key-enter }、{ key-del }
shortcut-board = 在棋盤上移動
shortcut-focus = 在按鈕之間移動焦點
shortcut-press = 落子；按下按鈕
shortcut-keypad = 在 3x3 棋盤上落子（按數字小鍵盤佈局）
shortcut-tab = 下一個、上一個按鈕
shortcut-undo = 悔棋
shortcut-redo = 重做
shortcut-hint = 提示：困難難度會走的一步
shortcut-coach = 教練：每一格的評估
shortcut-engine-line = 引擎主變：困難難度預計的後續走法
shortcut-new-game = 新對局
shortcut-full-screen = 全螢幕
shortcut-back = 返回
shortcut-list = 本列表
shortcut-speech = 開啟或關閉語音
shortcut-read = 朗讀：棋盤、最後一步、輪到誰和比分、游標所在的行、列、對角線
shortcut-replay-step = 重播：後退、前進一步
shortcut-replay-ends = 重播：開局、終局、播放
shortcut-replay-review = 重播：覆盤每一步
shortcut-history = 歷史：選擇、開啟、刪除
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = 左
key-right = 右
key-up = 上
key-down = 下
key-esc = Esc
key-enter = Enter
key-space = 空白鍵
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = 方向鍵
key-dpad = 十字鍵
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = 手把 { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = 同意悔棋？
ask-undo = { $friend } 請求撤回上一步棋。
ask-allow = 同意
ask-play-on = 繼續對局
ask-rematch-title = 再來一局？
ask-rematch = { $friend } 邀請你再來一局。
ask-play = 接受
ask-no = 拒絕
ask-overdue-title = 仍在等待
ask-overdue = { $friend } 還沒有回來。可以繼續等待，保留對局稍後繼續，或結束對局（不計成績）。
ask-wait = 等待
ask-keep = 稍後繼續
ask-end = 結束
online-your-friend = 對方
online-the-host = 主機
online-friend-left = { $friend } 離開了對局；對局已保留
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend } 的遊戲發來了無效資料（{ $what }）；對局已保留
online-out-of-turn = 不合時機的「{ $message }」訊息
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }；對局已保留
online-failed = 無法進行線上對局：{ $why }
notice-asked-rematch = 已邀請 { $friend } 再來一局。
notice-asked-undo = 已請求 { $friend } 同意悔棋。
notice-undo-refused = { $friend } 不同意悔棋，對局繼續。
notice-rematch-refused = { $friend } 不想再來一局。
notice-host-record-stands = 雙方記錄不一致之處，以 { $friend } 的記錄為準。
notice-code-retired = 加入碼被猜錯十次，已失效：請把新的加入碼告訴朋友。

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = 找不到名為 { $address } 的電腦
online-nobody-hosts = { $address } 上沒有人建立對局
online-no-answer = { $address } 沒有回應
online-unreachable = 無法從目前的網路連線到 { $address }
online-port-taken = 埠 { $port } 已被本機上的其他程式佔用
online-not-an-invitation = 這不是完整的邀請（請全部複製）
refusal-wrong-code = 連線碼錯誤
refusal-too-many-tries = 嘗試次數過多：請等待一分鐘
refusal-busy = 主機正在與其他人對局
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = 對方的遊戲版本為 { $theirs }（協定 { $theirProtocol }），本遊戲版本為 { $ours }（協定 { $ourProtocol }）：雙方版本必須一致
# $what is what the other game did wrong, in the network's words.
refusal-broken = 對方的遊戲違反了規則：{ $what }
refusal-left = 對方已離開
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = 連線碼中沒有「{ $letter }」（可用字元為 { $letters }）
# $length is always 6; $count is how many letters were typed.
code-length = 連線碼應為 { $length } 位，而不是 { $count } 位

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = 設定已恢復為預設值。{ $why }
notice-scores-reset = 比分已歸零。{ $why }
notice-games-set-aside = 部分歷史對局無法讀取，已另行存放。{ $why }
notice-game-not-resumed = 無法繼續已儲存的對局。{ $why }
notice-settings-not-saved = 無法儲存設定（{ $why }）；將在下次更改時重試。
notice-scores-not-saved = 無法儲存比分（{ $why }）；將在下次更改時重試。
notice-games-not-saved = 無法儲存歷史對局（{ $why }）；將在下次更改時重試。
notice-game-not-saved = 無法儲存進行中的對局（{ $why }）；將在下次更改時重試。

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } 無法使用（{ $why }）；已另存為 { $kept }。
file-not-set-aside = { $file } 無法使用（{ $why }），也無法移到別處：{ $error }。
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $file } 中有 { $count } 局無法讀取（第 { $line } 行：{ $why }）；已另存到 { $kept }。
file-games-not-set-aside = { $file } 中有 { $count } 局無法讀取（第 { $line } 行：{ $why }），也無法移到別處：{ $error }。
file-unreadable = 無法讀取：{ $error }
file-not-text = 不是文字檔
file-empty = 檔案為空
# $detail is the reader's own words, with a line and a column.
file-malformed = 格式不正確：{ $detail }
# $found and $reads are format versions (numbers).
file-version = 格式版本為 { $found }，而本遊戲只能讀取版本 { $reads }
error-permission-denied = 權限不足
error-disk-full = 磁碟已滿
error-read-only = 磁碟為唯讀
error-not-found = 找不到資料夾

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } 不在棋盤上：列為 a 到 { $lastColumn }，行為 1 到 { $rows }。
cell-row-column = 第 { $row } 行第 { $column } 列
cell-unknown = 「{ $typed }」不是格子：請輸入列字母和行號（如 b2），或行號和列號（如 2 1）。

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = 選單
menu-player = { $mark } 方
menu-name = { $mark } 方名字
menu-typing = 輸入名字後按 Enter（按 Esc 保留原名）。
menu-resume-game = 繼續未完成的對局：{ $board }，已走 { $plies } 步。
menu-choose = 選擇玩家和棋盤，然後開始遊戲。
keys-line-menu = ↑↓ 選擇 · ←→ 更改 · Enter 確認 · p 開始 · q 退出
keys-line-settings = ↑↓ 選擇 · ←→ 更改 · Esc 返回 · q 退出
keys-line-over = ←→ 選擇 · Enter 確認 · p 再來一局 · m 選單 · u 悔棋 · q 退出
keys-line-watching = 按任意鍵停止對局（對局會保留） · q 退出
keys-reading = Shift+B 棋盤 · Shift+M 最後一步 · Shift+T 輪到誰和比分 · Shift+R、Shift+V、Shift+X 游標所在的行、列和對角線
keys-line-playing = ←↑↓→/WASD 移動 · Enter 落子 · 輸入 b2 · u 悔棋 · r 重做 · h 提示 · Esc 選單
keys-line-playing-big = ←↑↓→/WASD 移動 · Enter 落子 · 輸入 b2 · u 悔棋 · r 重做 · ? 提示 · Esc 選單
keys-line-choosing = 1 2 3 選擇 · u 悔棋 · Esc 選單
keys-line-online = ↑↓ 選擇 · Enter 輸入或確認 · Esc 返回
keys-line-history = ↑↓ 選擇 · Enter 重播 · / 名字 · f 結果 · r 規則 · Esc 選單 · q 退出
keys-line-history-typing = 輸入名字 · Enter 完成
keys-line-replay = ←→ 單步 · Home/End 開局/終局 · Esc 返回列表 · q 退出
too-small = 終端大小為 { $width }x{ $height }；此畫面至少需要 { $leastWidth }x{ $leastHeight }。請放大終端，或按 q 退出。
settings-language-about = 遊戲文字所用的語言，終端和視窗通用。
settings-think-delay-about = 電腦落子前至少「思考」多久。
settings-hard-budget-about = 困難難度每步最多搜尋多久：時間越長，在大棋盤上越強。
settings-alternate-about = 每局結束後雙方交換棋子，輪流先手。
settings-forbidden-about = 連珠規則下，輪到 X（黑方）時，在每個禁手點上標一個小叉。
settings-move-numbers-about = 每個棋子都顯示為落下它的那一步的步數，就像五子棋在棋盤上給棋子編號一樣。
settings-back-about = 返回選單。
settings-brain-about = Gomocup 引擎（pbrain 程式），可在連五獲勝的棋盤上執一方對局。按 Enter 後輸入其路徑。
settings-brain-time-about = 引擎每步最多可思考多久。
settings-clock-about = 每位玩家整局的用時，以及每走一步後增加的秒數（5+3：五分鐘，三秒）。超時判負。
# The brain's row when no program is named.
settings-brain-none = 無
keys-line-settings-typing = 輸入程式路徑 · Enter 完成 · Esc 取消
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = 引擎已停止：{ $why }。{ $mark } 方改由真人下，對局繼續。
brain-no-start = 無法啟動
brain-timeout = 超出了時限
brain-crashed = 程式崩潰
brain-garbage = 輸出了協定不允許的內容
brain-illegal = 下了一步不允許的棋
brain-unsupported = 不支援此棋盤或規則
# The language row before a language is chosen.
settings-system = 跟隨系統
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player }（電腦）
panel-online = { $player }（線上）
panel-move = 第 { $ply } 步
panel-last = 上一步：
panel-scores = 比分
play-again = 再來一局
quit = 退出
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } 連成 { $line }，獲勝。
draw = 平局：棋盤已滿。
stopped = 對局已停止。
thinking = { $who } 思考中
to-move = 輪到 { $who }。
typed = 已輸入 { $typed }：按 Enter 落子。
hint-looking = 正在尋找提示
no-hint = 在限定時間內沒有找到提示。
wait-friend = 請稍候：對方還沒有答覆。
wait-thinking = 請稍候：現在輪到 { $mark }，電腦（{ $level }）正在思考。
taken = { $cell } 已有 { $by }：請選擇空格。
off-board = { $cell } 不在棋盤上。
game-over = 對局已結束。
nothing-to-undo = 沒有可以悔的棋。
nothing-to-redo = 沒有可以重做的步。
history-all-results = 全部結果
history-all-rules = 全部規則
history-any-name = 任意名字
history-name = 名字：{ $name }
history-games = { $shown } / 共 { $total } 局
history-ended = 結束時間
history-moves-long = 步數
replay-title = 重播：{ $x } (X) 對 { $o } (O)，{ $board }
replay-move = 第 { $ply } / { $plies } 步
scores = 比分：{ $tally }。
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = 設定：無法讀取 { $setting }（{ $detail }），將使用預設值。
game-not-archived = 無法儲存已結束的對局：{ $why }
game-not-removed = 無法刪除已儲存的對局：{ $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = 井字棋（{ $board }）：{ $x } 對 { $o }。X 先走。
read-plays = { $who } 下在 { $cell }。
lines-to-move = 輪到 { $who }：
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = 請 { $who } 按編號選擇：{ $choices }
lines-network = 線上對局需要在視窗中進行
lines-input-ended = 對局結束前輸入就已中止（{ $ply ->
    [0] 第一步之前
   *[other] 第 { $ply } 步之後
}）；對局已保留：`tictactoe terminal --resume` 可以接著下，選單和視窗中的「繼續」也可以
lines-too-long = 這麼長的一行不是格子：請輸入一個格子，如 b2。
lines-empty = 空行：請輸入一個格子，如 b2。
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = 棋盤
lines-command-grid = 網格
lines-command-row = 行
lines-command-column = 列
lines-command-diagonals = 對角線
lines-command-last = 最後一步
lines-command-turn = 輪到
lines-command-score = 比分
lines-command-help = 說明
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = 輸入一個格子即可落子（{ $cell }），或輸入：{ $board }（整個棋盤）、{ $grid }（以字元網格顯示的棋盤）、{ $row } 3（一行）、{ $column } c（一列）、{ $diagonals } { $cell }（經過一個格子的兩條對角線）、{ $last }（最近下的一步）、{ $turn }（輪到誰）、{ $score }（雙方比分）、{ $help }（本列表）。
lines-command-needs-row = { $command } 需要行號，如 { $command } 3。
lines-command-needs-column = { $command } 需要列字母，如 { $command } c。
lines-command-needs-cell = { $command } 需要一個格子，如 { $command } c3。
lines-turn = 輪到 { $who }。
# After the game's first line; $help is lines-command-help.
lines-help-hint = 輸入 { $help } 查看按行、按列或按對角線讀出棋盤的指令。
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = 第 { $row } 行第 { $column } 列，{ $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = 第 { $row } 行第 { $column } 列，{ $mark }，{ $player } 禁手
read-empty = 空
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } 空
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } 空，{ $player } 禁手
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from } 至 { $to } 空
# $cells lists the line's stones and stretches of empty cells.
read-row = 第 { $row } 行：{ $cells }。
read-column = { $column } 列：{ $cells }。
read-diagonal = 對角線 { $from } 至 { $to }：{ $cells }。
read-empty-cells = { $count ->
   *[other] { $count } 個空格。
}
read-board-empty = 棋盤是空的。
read-no-move = 還沒有人落子。
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = 最後一步：{ $who }，{ $cell }。
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = 語音已開啟。
speech-off = 語音已關閉。
speech-unreachable = 遊戲無法朗讀：語音服務沒有回應（{ $why }）。
read-selected = 已選取
read-unavailable = 無法使用
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } 只要下在 { $cell } 就能獲勝。
read-threats = { $mark } 下在 { $cells } 都能獲勝，一步棋擋不住全部。
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = 教練：{ $verdict }。
output-failed = 無法寫入輸出：{ $why }
input-failed = 無法讀取輸入：{ $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = 進行中的對局已保留：在這裡或視窗中，從選單選擇「繼續」即可接著下。
search-failed = 搜尋失敗；進行中的對局已保留
nothing-to-resume = 沒有可以繼續的未完成對局

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = 棋盤遊戲
desktop-comment = 與好友或電腦下井字棋
desktop-keywords = 井字棋;井字遊戲;圈圈叉叉;OX棋;tic-tac-toe;五子棋;棋盤遊戲;策略;
store-description-play = 在經典的 3x3 棋盤或最大 22x22 的棋盤上下井字棋，獲勝所需的連子數最多可達 10 子。X 和 O 各由一名玩家或簡單、中等、困難難度的電腦執子：可以與好友對弈、挑戰電腦，或觀看兩台電腦對戰。
store-description-more = 困難難度在棋局可解的情況下總能下出完美的棋。提示和教練會顯示每一步的價值，下完的每一局都會儲存，可以重播並逐步覆盤。可以在視窗或終端中遊玩，在同一台電腦上，或透過區域網路或網際網路與好友對戰。
