# 简体中文 (zh-Hans). Keys and variables as in en.ftl.
# Glossary (one word for one thing, in every message): undo: 悔棋, redo: 重做, back: 返回, draw: 平局,
#  hint: 提示, board: 棋盘, settings: 设置.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = 在线对战
online-game = 对局
online-host = 创建
online-join = 加入
online-name = 名字
online-mark = 执子
online-alternate = 轮流
online-board = 棋盘
online-in-a-row = 连子数
online-address = 地址或邀请
online-code = 连接码
online-start = 开始
online-cancel = 取消
online-back = 返回
online-none-listed = 这里没有可加入的对局。
online-looking = 正在寻找对局…
online-found = 本网络中的对局：
online-joins-at = 对方的加入地址：
online-this-computer = 本机地址，端口 { $port }
online-with-code = 连接码  { $code }
online-waiting = 正在等待对方…
online-wrong-codes = { $count } 次错误的连接码（最近一次来自 { $address }）
online-held-off = 另有 { $count } 次尝试被拒绝：来自同一网络的尝试过多
online-new-code = 新连接码
online-anywhere = 在任何地方都可凭这份邀请和连接码加入：
online-this-network-only = 没有中继服务器响应：此邀请仅在本网络中有效。
online-invite = 邀请
online-copy = 复制邀请
online-copied = 已复制
online-connecting = 正在连接…

## The menu

menu-title = 井字棋
menu-history = 历史
menu-settings = 设置
menu-board = 棋盘
menu-rows = 行数
menu-in-a-row = 连子数
menu-rule = 规则
menu-opening = 开局
menu-play = 开始游戏
menu-online = 在线对战
menu-quit = 退出
menu-resume = 继续
menu-reset = 重置
menu-forget = 清除
menu-keep = 保留

## The rules ($k is how many in a row win)

rule-freestyle = 自由
rule-standard = 标准
rule-renju = 连珠
rule-caro = Caro
rule-freestyle-about = { $k }子或以上连珠即获胜。
rule-standard-about = 恰好{ $k }子连珠才获胜；更长的连子不算。
rule-renju-about = 五子连珠获胜；X（黑方）有三三、四四、长连禁手。
rule-caro-about = 恰好{ $k }子连珠获胜，但两端都被对方堵住则不算。
rules-renju-five = 连珠的连子数必须是 5，不能是 { $k }。
# $why is the engine's reason, in English.
rules-misfit = 无法按这些规则对局：{ $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = 自由
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = X（黑方）从第一子起先行。
opening-swap-about = 第一位玩家先摆三子，然后由对方选择颜色。
opening-swap2-about = 先摆三子；对方选择颜色，或再摆两子并交由第一位玩家选择。
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } 摆第 { $stone } 子，共 { $stones } 子 ({ $mark })
opening-choose = { $player } 选择：执黑或执白
opening-choose-or-two = { $player } 选择：执黑、执白，或再摆两子
choice-play-black = 执黑 (X)
choice-play-white = 执白 (O)
choice-place-two = 再摆两子
opening-chose-black = { $player } 执黑 (X)。
opening-chose-white = { $player } 执白 (O)。
opening-chose-two = { $player } 选择再摆两子。
opening-choice-due = 现在不能落子：请 { $player } 先做选择。

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = 连珠规则下 X 不能下在 { $cell }：三三禁手。
forbidden-double-four = 连珠规则下 X 不能下在 { $cell }：四四禁手。
forbidden-overline = 连珠规则下 X 不能下在 { $cell }：长连禁手。

## Game over

over-play = 再来一局
over-review = 复盘
over-menu = 菜单
over-quit = 退出

## Playing

playing-undo = 悔棋
playing-redo = 重做
playing-hint = 提示
playing-menu = 菜单
playing-coach = 教练
playing-keep = 稍后继续
playing-abandon = 放弃
playing-play-on = 继续对局

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = 玩家
seat-easy = 简单
seat-medium = 中等
seat-hard = 困难
seat-online = 在线
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
tally-no-games = { $x } 与 { $o } 还没有对局记录
reset-title = 重置比分？
reset-details = 清除 { $x } 与 { $o } 的对局记录？
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = 未完成的对局：{ $cols }x{ $rows }，{ $k }子连珠
    第 { $move } 步：轮到 { $player } ({ $mark })
menu-unfinished-online = 未完成的对局：{ $cols }x{ $rows }，{ $k }子连珠
    与 { $friend } 在线对战
    第 { $move } 步：轮到 { $player } ({ $mark })

## The board's status bar

badge-human = 玩家
badge-computer = 电脑
# The friend's badge in a network game: one short word each.
badge-online = 在线
badge-connecting = 连接中
badge-offline = 离线
# The friend's connection across the internet: straight, or through the relay.
badge-direct = 直连
badge-relayed = 中继
badge-left = 已离开
badge-draws = 平 { $draws } 局
# $player is a name or a computer's level; $mark is X or O.
status-to-move = 轮到 { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) 思考中
status-wins = { $player } ({ $mark }) 获胜
status-wins-on-time = { $player } ({ $mark }) 因对方超时获胜
status-draw = 平局
status-waiting-to-connect = 等待 { $friend } 连接
status-connecting-to = 正在连接 { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = 连接中断 - 正在等待 { $friend } ({ $minutes }:{ $seconds })
status-not-back = { $friend } 没有回来
result-wins = { $mark } 获胜
result-wins-on-time = { $mark } 因对方超时获胜
result-draw = 平局

## Leaving a game

leave-title = 离开本局？
leave-details = 可以保留对局，稍后从菜单继续，也可以放弃。
leave-online = 对方会收到通知。可以保留对局，稍后从菜单继续，也可以放弃。

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = 提示：{ $cell }。双方再下 { $plies } 子，{ $mark } 获胜。
hint-wins-within = 提示：{ $cell }。双方至多再下 { $plies } 子，{ $mark } 获胜。
hint-loses = 提示：{ $cell }。无论 { $mark } 怎么下，{ $other } 都会获胜。
hint-draw = 提示：{ $cell }。双方最佳应对下为平局。
hint-better = 提示：{ $cell }。{ $mark } 占优（估计）。
hint-worse = 提示：{ $cell }。{ $other } 占优（估计）。
hint-even = 提示：{ $cell }。均势（估计）。
hint-thinking = 提示：思考中…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = 主变：{ $moves } · 深度 { $depth } · { $score }
engine-line-thinking = 主变：思考中…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = 教练：+n 胜、-n 负（双方再下 n 子），= 平局，+?/-? 估计
coach-counting = 教练 { $done }/{ $all }：+n 胜、-n 负（双方再下 n 子），= 平局，+?/-? 估计

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } 已获胜
verdict-better = { $mark } 占优（估计）
verdict-wins-in = 双方再下 { $plies } 子，{ $mark } 获胜
verdict-wins-within = 双方至多再下 { $plies } 子，{ $mark } 获胜
verdict-draw = 平局
verdict-no-forced-win = 无必胜（估计）
# $verdict is one of the verdict- lines above.
review-from-start = 双方从开局起最佳应对：{ $verdict }。
review-move-same = 第 { $ply } 步，{ $mark } { $cell }：走之前和走之后都是 { $verdict }。
review-move-changed = 第 { $ply } 步，{ $mark } { $cell }：走之前 { $before }；走之后 { $after }。
# $symbol is ? or ??; $best lists cells.
review-mistake = 失误（{ $symbol }）：最佳为 { $best }。
review-blunder = 严重失误（{ $symbol }）：最佳为 { $best }。
review-off = 复盘 (R) 会评判每一步：? 为失误，?? 为严重失误。
review-progress = 正在复盘第 { $done }/{ $all } 个局面…

## Replay

replay-players = { $x } (X) 对 { $o } (O)
replay-start = 开局
replay-play = 播放
replay-pause = 暂停
replay-review = 复盘
replay-hint = 提示
replay-coach = 教练
replay-from-here = 从这里接着下
replay-back = 返回

## History

history-title = 历史记录
history-player = 玩家
history-all = 全部
history-back = 返回
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = 文件
history-import = 导入
history-export = 导出 .psq
history-imported = 已导入：{ $x } (X) 对 { $o } (O)。
history-not-imported = 无法导入：{ $why }
history-exported = 已保存为 { $path }
history-not-exported = 无法保存：{ $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = 时间
history-board = 棋盘
history-result = 结果
history-moves = 步数
history-reading = 正在读取对局…
history-none = 还没有对局：下完的每一局都会保存在这里。
history-none-match = 没有符合筛选条件的对局。
history-shown = { $first }–{ $last }，共 { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  滚轮
end-x-won = X 胜
end-o-won = O 胜
end-draw = 平局
delete-title = 删除这一局？
delete-players = { $x } (X) 对 { $o } (O)
delete-details = 删除后无法恢复。
delete-delete = 删除
delete-keep = 保留
# A board's shape.
board-shape = { $cols }x{ $rows }，{ $k }子连珠
board-shape-rule = { $cols }x{ $rows }，{ $k }子连珠，{ $rule }
# A date and a time, each number with its leading zero: 2026-11-22 21:40.
date-time = { $year }-{ $month }-{ $day } { $hour }:{ $minute }

## Settings

settings-title = 设置
settings-language = 语言
settings-think-delay = 电脑等待时间
settings-hard-budget = 困难思考时间
settings-volume = 音量
settings-sound = 音效
settings-alternate = 轮流先手
settings-auto-play = 自动开始下一局
settings-coach = 教练
settings-animations = 动画
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = 禁手点
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = 显示步数
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = 引擎
settings-brain-time = 引擎思考时间
settings-clock = 棋钟
settings-theme = 主题
settings-on = 开
settings-off = 关
settings-back = 返回
theme-dark = 深色
theme-light = 浅色
theme-contrast = 高对比度
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } 秒
settings-percent = { $value }%
decimal-separator = .
list-separator = 、
sentence-separator = { "" }

## The shortcuts' list (? or F1)

shortcuts-title = 快捷键
shortcuts-close = 按任意键或点击即可关闭此列表。
keys-board = { key-arrows }、{ $letters }、{ key-dpad }
keys-focus = { key-arrows }、{ key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab、{ key-shift }+Tab
keys-history = ↑、↓、{ key-enter }、{ key-del }
shortcut-board = 在棋盘上移动
shortcut-focus = 在按钮之间移动焦点
shortcut-press = 落子；按下按钮
shortcut-keypad = 在 3x3 棋盘上落子（按数字小键盘布局）
shortcut-tab = 下一个、上一个按钮
shortcut-undo = 悔棋
shortcut-redo = 重做
shortcut-hint = 提示：困难难度会走的一步
shortcut-coach = 教练：每一格的评估
shortcut-engine-line = 引擎主变：困难难度预计的后续走法
shortcut-new-game = 新对局
shortcut-full-screen = 全屏
shortcut-back = 返回
shortcut-list = 本列表
shortcut-speech = 开启或关闭语音
shortcut-read = 朗读：棋盘、最后一步、轮到谁和比分、光标所在的行、列、对角线
shortcut-replay-step = 回放：后退、前进一步
shortcut-replay-ends = 回放：开局、终局、播放
shortcut-replay-review = 回放：复盘每一步
shortcut-history = 历史：选择、打开、删除
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = 左
key-right = 右
key-up = 上
key-down = 下
key-esc = Esc
key-enter = Enter
key-space = 空格
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = 方向键
key-dpad = 十字键
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = 手柄 { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = 同意悔棋？
ask-undo = { $friend } 请求撤回上一步棋。
ask-allow = 同意
ask-play-on = 继续对局
ask-rematch-title = 再来一局？
ask-rematch = { $friend } 邀请你再来一局。
ask-play = 接受
ask-no = 拒绝
ask-overdue-title = 仍在等待
ask-overdue = { $friend } 还没有回来。可以继续等待，保留对局稍后继续，或结束对局（不计成绩）。
ask-wait = 等待
ask-keep = 稍后继续
ask-end = 结束
online-your-friend = 对方
online-the-host = 主机
online-friend-left = { $friend } 离开了对局；对局已保留
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend } 的游戏发来了无效数据（{ $what }）；对局已保留
online-out-of-turn = 不合时机的“{ $message }”消息
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }；对局已保留
online-failed = 无法进行在线对局：{ $why }
notice-asked-rematch = 已邀请 { $friend } 再来一局。
notice-asked-undo = 已请求 { $friend } 同意悔棋。
notice-undo-refused = { $friend } 不同意悔棋，对局继续。
notice-rematch-refused = { $friend } 不想再来一局。
notice-host-record-stands = 双方记录不一致之处，以 { $friend } 的记录为准。
notice-code-retired = 加入码被猜错十次，已失效：请把新的加入码告诉朋友。

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = 找不到名为 { $address } 的电脑
online-nobody-hosts = { $address } 上没有人创建对局
online-no-answer = { $address } 没有响应
online-unreachable = 无法从当前网络连接到 { $address }
online-port-taken = 端口 { $port } 已被本机上的其他程序占用
online-not-an-invitation = 这不是完整的邀请（请全部复制）
refusal-wrong-code = 连接码错误
refusal-too-many-tries = 尝试次数过多：请等待一分钟
refusal-busy = 主机正在与其他人对局
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = 对方的游戏版本为 { $theirs }（协议 { $theirProtocol }），本游戏版本为 { $ours }（协议 { $ourProtocol }）：双方版本必须一致
# $what is what the other game did wrong, in the network's words.
refusal-broken = 对方的游戏违反了规则：{ $what }
refusal-left = 对方已离开
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = 连接码中没有“{ $letter }”（可用字符为 { $letters }）
# $length is always 6; $count is how many letters were typed.
code-length = 连接码应为 { $length } 位，而不是 { $count } 位

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = 设置已恢复为默认值。{ $why }
notice-scores-reset = 比分已清零。{ $why }
notice-games-set-aside = 部分历史对局无法读取，已另行存放。{ $why }
notice-game-not-resumed = 无法继续已保存的对局。{ $why }
notice-settings-not-saved = 无法保存设置（{ $why }）；将在下次更改时重试。
notice-scores-not-saved = 无法保存比分（{ $why }）；将在下次更改时重试。
notice-games-not-saved = 无法保存历史对局（{ $why }）；将在下次更改时重试。
notice-game-not-saved = 无法保存进行中的对局（{ $why }）；将在下次更改时重试。

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } 无法使用（{ $why }）；已另存为 { $kept }。
file-not-set-aside = { $file } 无法使用（{ $why }），也无法移到别处：{ $error }。
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $file } 中有 { $count } 局无法读取（第 { $line } 行：{ $why }）；已另存到 { $kept }。
file-games-not-set-aside = { $file } 中有 { $count } 局无法读取（第 { $line } 行：{ $why }），也无法移到别处：{ $error }。
file-unreadable = 无法读取：{ $error }
file-not-text = 不是文本文件
file-empty = 文件为空
# $detail is the reader's own words, with a line and a column.
file-malformed = 格式不正确：{ $detail }
# $found and $reads are format versions (numbers).
file-version = 格式版本为 { $found }，而本游戏只能读取版本 { $reads }
error-permission-denied = 权限不足
error-disk-full = 磁盘已满
error-read-only = 磁盘为只读
error-not-found = 找不到文件夹

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } 不在棋盘上：列为 a 到 { $lastColumn }，行为 1 到 { $rows }。
cell-row-column = 第 { $row } 行第 { $column } 列
cell-unknown = “{ $typed }”不是格子：请输入列字母和行号（如 b2），或行号和列号（如 2 1）。

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = 菜单
menu-player = { $mark } 方
menu-name = { $mark } 方名字
menu-typing = 输入名字后按 Enter（按 Esc 保留原名）。
menu-resume-game = 继续未完成的对局：{ $board }，已走 { $plies } 步。
menu-choose = 选择玩家和棋盘，然后开始游戏。
keys-line-menu = ↑↓ 选择 · ←→ 更改 · Enter 确认 · p 开始 · q 退出
keys-line-settings = ↑↓ 选择 · ←→ 更改 · Esc 返回 · q 退出
keys-line-over = ←→ 选择 · Enter 确认 · p 再来一局 · m 菜单 · u 悔棋 · q 退出
keys-line-watching = 按任意键停止对局（对局会保留） · q 退出
keys-reading = Shift+B 棋盘 · Shift+M 最后一步 · Shift+T 轮到谁和比分 · Shift+R、Shift+V、Shift+X 光标所在的行、列和对角线
keys-line-playing = ←↑↓→/WASD 移动 · Enter 落子 · 输入 b2 · u 悔棋 · r 重做 · h 提示 · Esc 菜单
keys-line-playing-big = ←↑↓→/WASD 移动 · Enter 落子 · 输入 b2 · u 悔棋 · r 重做 · ? 提示 · Esc 菜单
keys-line-choosing = 1 2 3 选择 · u 悔棋 · Esc 菜单
keys-line-online = ↑↓ 选择 · Enter 输入或确认 · Esc 返回
keys-line-history = ↑↓ 选择 · Enter 回放 · / 名字 · f 结果 · r 规则 · Esc 菜单 · q 退出
keys-line-history-typing = 输入名字 · Enter 完成
keys-line-replay = ←→ 单步 · Home/End 开局/终局 · Esc 返回列表 · q 退出
too-small = 终端大小为 { $width }x{ $height }；此画面至少需要 { $leastWidth }x{ $leastHeight }。请放大终端，或按 q 退出。
settings-language-about = 游戏文字所用的语言，终端和窗口通用。
settings-think-delay-about = 电脑落子前至少“思考”多久。
settings-hard-budget-about = 困难难度每步最多搜索多久：时间越长，在大棋盘上越强。
settings-alternate-about = 每局结束后双方交换棋子，轮流先手。
settings-forbidden-about = 连珠规则下，轮到 X（黑方）时，在每个禁手点上标一个小叉。
settings-move-numbers-about = 每个棋子都显示为落下它的那一步的步数，就像五子棋在棋盘上给棋子编号一样。
settings-back-about = 返回菜单。
settings-brain-about = Gomocup 引擎（pbrain 程序），可在连五获胜的棋盘上执一方对局。按 Enter 后输入其路径。
settings-brain-time-about = 引擎每步最多可思考多久。
settings-clock-about = 每位玩家整局的用时，以及每走一步后增加的秒数（5+3：五分钟，三秒）。超时判负。
# The brain's row when no program is named.
settings-brain-none = 无
keys-line-settings-typing = 输入程序路径 · Enter 完成 · Esc 取消
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = 引擎已停止：{ $why }。{ $mark } 方改由真人下，对局继续。
brain-no-start = 无法启动
brain-timeout = 超出了时限
brain-crashed = 程序崩溃
brain-garbage = 输出了协议不允许的内容
brain-illegal = 下了一步不允许的棋
brain-unsupported = 不支持此棋盘或规则
# The language row before a language is chosen.
settings-system = 跟随系统
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player }（电脑）
panel-online = { $player }（在线）
panel-move = 第 { $ply } 步
panel-last = 上一步：
panel-scores = 比分
play-again = 再来一局
quit = 退出
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } 连成 { $line }，获胜。
draw = 平局：棋盘已满。
stopped = 对局已停止。
thinking = { $who } 思考中
to-move = 轮到 { $who }。
typed = 已输入 { $typed }：按 Enter 落子。
hint-looking = 正在寻找提示
no-hint = 在限定时间内没有找到提示。
wait-friend = 请稍候：对方还没有答复。
wait-thinking = 请稍候：现在轮到 { $mark }，电脑（{ $level }）正在思考。
taken = { $cell } 已有 { $by }：请选择空格。
off-board = { $cell } 不在棋盘上。
game-over = 对局已结束。
nothing-to-undo = 没有可以悔的棋。
nothing-to-redo = 没有可以重做的步。
history-all-results = 全部结果
history-all-rules = 全部规则
history-any-name = 任意名字
history-name = 名字：{ $name }
history-games = { $shown } / 共 { $total } 局
history-ended = 结束时间
history-moves-long = 步数
replay-title = 回放：{ $x } (X) 对 { $o } (O)，{ $board }
replay-move = 第 { $ply } / { $plies } 步
scores = 比分：{ $tally }。
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = 设置：无法读取 { $setting }（{ $detail }），将使用默认值。
game-not-archived = 无法保存已结束的对局：{ $why }
game-not-removed = 无法删除已保存的对局：{ $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = 井字棋（{ $board }）：{ $x } 对 { $o }。X 先走。
read-plays = { $who } 下在 { $cell }。
lines-to-move = 轮到 { $who }：
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = 请 { $who } 按编号选择：{ $choices }
lines-network = 在线对局需要在窗口中进行
lines-input-ended = 对局结束前输入就已中止（{ $ply ->
    [0] 第一步之前
   *[other] 第 { $ply } 步之后
}）；对局已保留：`tictactoe terminal --resume` 可以接着下，菜单和窗口中的“继续”也可以
lines-too-long = 这么长的一行不是格子：请输入一个格子，如 b2。
lines-empty = 空行：请输入一个格子，如 b2。
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = 棋盘
lines-command-grid = 网格
lines-command-row = 行
lines-command-column = 列
lines-command-diagonals = 对角线
lines-command-last = 最后一步
lines-command-turn = 轮到
lines-command-score = 比分
lines-command-help = 帮助
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = 输入一个格子即可落子（{ $cell }），或输入：{ $board }（整个棋盘）、{ $grid }（以字符网格显示的棋盘）、{ $row } 3（一行）、{ $column } c（一列）、{ $diagonals } { $cell }（经过一个格子的两条对角线）、{ $last }（最近下的一步）、{ $turn }（轮到谁）、{ $score }（双方比分）、{ $help }（本列表）。
lines-command-needs-row = { $command } 需要行号，如 { $command } 3。
lines-command-needs-column = { $command } 需要列字母，如 { $command } c。
lines-command-needs-cell = { $command } 需要一个格子，如 { $command } c3。
lines-turn = 轮到 { $who }。
# After the game's first line; $help is lines-command-help.
lines-help-hint = 输入 { $help } 查看按行、按列或按对角线读出棋盘的命令。
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
read-diagonal = 对角线 { $from } 至 { $to }：{ $cells }。
read-empty-cells = { $count ->
   *[other] { $count } 个空格。
}
read-board-empty = 棋盘是空的。
read-no-move = 还没有人落子。
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = 最后一步：{ $who }，{ $cell }。
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = 语音已开启。
speech-off = 语音已关闭。
speech-unreachable = 游戏无法朗读：语音服务没有响应（{ $why }）。
read-selected = 已选中
read-unavailable = 不可用
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } 只要下在 { $cell } 就能获胜。
read-threats = { $mark } 下在 { $cells } 都能获胜，一步棋挡不住全部。
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = 教练：{ $verdict }。
output-failed = 无法写入输出：{ $why }
input-failed = 无法读取输入：{ $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = 进行中的对局已保留：在这里或窗口中，从菜单选择“继续”即可接着下。
search-failed = 搜索失败；进行中的对局已保留
nothing-to-resume = 没有可以继续的未完成对局

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = 棋盘游戏
desktop-comment = 与好友或电脑下井字棋
desktop-keywords = 井字棋;井字游戏;圈圈叉叉;三子棋;tic-tac-toe;五子棋;棋盘游戏;策略;
store-description-play = 在经典的 3x3 棋盘或最大 22x22 的棋盘上下井字棋，获胜所需的连子数最多可达 10 子。X 和 O 各由一名玩家或简单、中等、困难难度的电脑执子：可以与好友对弈、挑战电脑，或观看两台电脑对战。
store-description-more = 困难难度在棋局可解的情况下总能下出完美的棋。提示和教练会显示每一步的价值，下完的每一局都会保存，可以回放并逐步复盘。可以在窗口或终端中游玩，在同一台电脑上，或通过局域网或互联网与好友对战。
