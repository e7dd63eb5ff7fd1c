# 日本語 (ja). Keys and variables as in en.ftl.
# Glossary (one word for one thing, in every message): undo: 戻す, redo: 進める, back: 戻る, draw:
#  引き分け, hint: ヒント, board: 盤面, settings: 設定.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = オンライン対戦
online-game = 対戦
online-host = ホスト
online-join = 参加
online-name = 名前
online-mark = マーク
online-alternate = 交互
online-board = 盤面
online-in-a-row = 並べる数
online-address = アドレスまたは招待状
online-code = コード
online-start = 開始
online-cancel = キャンセル
online-back = 戻る
online-none-listed = 対戦が見つかりません。
online-looking = 対戦を探しています…
online-found = このネットワーク上の対戦：
online-joins-at = 相手の接続先：
online-this-computer = このコンピューターのアドレス、ポート { $port }
online-with-code = コード  { $code }
online-waiting = 相手を待っています…
online-wrong-codes = 間違ったコード { $count } 回（最後は { $address } から）
online-held-off = さらに { $count } 回の接続を拒否しました：同じネットワークからの試行が多すぎます
online-new-code = 新しいコード
online-anywhere = どこからでも、この招待状とコードで参加できます：
online-this-network-only = 中継サーバーから応答がありません。招待状はこのネットワーク内でのみ使えます。
online-invite = 招待
online-copy = 招待状をコピー
online-copied = コピーしました
online-connecting = 接続中…

## The menu

menu-title = 三目並べ
menu-history = 履歴
menu-settings = 設定
menu-board = 盤面
menu-rows = 行数
menu-in-a-row = 並べる数
menu-rule = ルール
menu-opening = 開局
menu-play = プレイ
menu-online = オンライン
menu-quit = 終了
menu-resume = 再開
menu-reset = リセット
menu-forget = 消去
menu-keep = 残す

## The rules ($k is how many in a row win)

rule-freestyle = 自由
rule-standard = 標準
rule-renju = 連珠
rule-caro = カロ
rule-freestyle-about = { $k }目以上並べると勝ち。
rule-standard-about = ちょうど{ $k }目並べると勝ち。それより長い並びは勝ちになりません。
rule-renju-about = 五目並べると勝ち。X（黒）には三三・四四・長連の禁手があります。
rule-caro-about = ちょうど{ $k }目並べると勝ち。ただし、両端を相手に止められていれば勝ちになりません。
rules-renju-five = 連珠の並べる数は5です。{ $k }ではありません。
# $why is the engine's reason, in English.
rules-misfit = このルールでは対局できません：{ $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = 自由
opening-swap = スワップ
opening-swap2 = スワップ2
opening-free-about = X（黒）が初手から先に打ちます。
opening-swap-about = 最初のプレイヤーが石を3つ置き、相手が色を選びます。
opening-swap2-about = 石を3つ置き、相手が色を選ぶか、さらに2つ置いて最初のプレイヤーに選ばせます。
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player }の番：石 { $stone }/{ $stones } ({ $mark })
opening-choose = { $player }が選びます：黒で打つ、または白で打つ
opening-choose-or-two = { $player }が選びます：黒で打つ、白で打つ、または石をさらに2つ置く
choice-play-black = 黒で打つ (X)
choice-play-white = 白で打つ (O)
choice-place-two = さらに2つ置く
opening-chose-black = { $player }が黒 (X) で打ちます。
opening-chose-white = { $player }が白 (O) で打ちます。
opening-chose-two = { $player }が石をさらに2つ置きます。
opening-choice-due = 今は石を置けません：先に{ $player }が選びます。

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell }は連珠ではXの禁手（三三）です。
forbidden-double-four = { $cell }は連珠ではXの禁手（四四）です。
forbidden-overline = { $cell }は連珠ではXの禁手（長連）です。

## Game over

over-play = もう一度
over-review = 振り返り
over-menu = メニュー
over-quit = 終了

## Playing

playing-undo = 戻す
playing-redo = 進める
playing-hint = ヒント
playing-menu = メニュー
playing-coach = コーチ
playing-keep = あとで続ける
playing-abandon = 破棄
playing-play-on = 対局に戻る

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = 人間
seat-easy = 初級
seat-medium = 中級
seat-hard = 上級
seat-online = オンライン
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = エンジン
# The names a person's seat has until someone types one.
player-one = プレイヤー1
player-two = プレイヤー2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }、引き分け{ $draws }回
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O)、引き分け{ $draws }回
tally-no-games = { $x }と{ $o }の対戦はまだありません
reset-title = スコアをリセットしますか？
reset-details = { $x }と{ $o }の対戦成績を消去しますか？
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = 途中の対局：{ $cols }x{ $rows }、{ $k }目並べ
    { $move }手目：{ $player } ({ $mark }) の番
menu-unfinished-online = 途中の対局：{ $cols }x{ $rows }、{ $k }目並べ
    { $friend }とのオンライン対戦
    { $move }手目：{ $player } ({ $mark }) の番

## The board's status bar

badge-human = 人間
badge-computer = CPU
# The friend's badge in a network game: one short word each.
badge-online = オンライン
badge-connecting = 接続中
badge-offline = オフライン
# The friend's connection across the internet: straight, or through the relay.
badge-direct = 直接
badge-relayed = 中継
badge-left = 退出
badge-draws = 引き分け{ $draws }回
# $player is a name or a computer's level; $mark is X or O.
status-to-move = { $player } ({ $mark }) の番
status-thinking = { $player } ({ $mark }) が考え中
status-wins = { $player } ({ $mark }) の勝ち
status-wins-on-time = { $player } ({ $mark }) の時間切れ勝ち
status-draw = 引き分け
status-waiting-to-connect = { $friend }の接続を待っています
status-connecting-to = { $friend }に接続中
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = 接続が切れました - { $friend }を待っています ({ $minutes }:{ $seconds })
status-not-back = { $friend }が戻ってきません
result-wins = { $mark }の勝ち
result-wins-on-time = { $mark }の時間切れ勝ち
result-draw = 引き分け

## Leaving a game

leave-title = 対局を抜けますか？
leave-details = 保存してメニューから再開するか、破棄できます。
leave-online = 相手に通知されます。対局を保存してメニューから再開するか、破棄できます。

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = ヒント：{ $cell }。{ $mark }が{ $plies }手で勝ち。
hint-wins-within = ヒント：{ $cell }。{ $mark }が{ $plies }手以内に勝ち。
hint-loses = ヒント：{ $cell }。{ $mark }がどう打っても{ $other }の勝ち。
hint-draw = ヒント：{ $cell }。互いに最善なら引き分け。
hint-better = ヒント：{ $cell }。{ $mark }が有利（推定）。
hint-worse = ヒント：{ $cell }。{ $other }が有利（推定）。
hint-even = ヒント：{ $cell }。互角（推定）。
hint-thinking = ヒント：考え中…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = 読み筋：{ $moves } · 深さ { $depth } · { $score }
engine-line-thinking = 読み筋：考え中…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = コーチ：+n は n 手で勝ち、-n は n 手で負け、= は引き分け、+?/-? は推定
coach-counting = コーチ { $done }/{ $all }：+n は n 手で勝ち、-n は n 手で負け、= は引き分け、+?/-? は推定

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark }の勝ち
verdict-better = { $mark }が有利（推定）
verdict-wins-in = { $mark }が{ $plies }手で勝ち
verdict-wins-within = { $mark }が{ $plies }手以内に勝ち
verdict-draw = 引き分け
verdict-no-forced-win = 必勝なし（推定）
# $verdict is one of the verdict- lines above.
review-from-start = 初手から互いに最善なら：{ $verdict }。
review-move-same = { $ply }手目 { $mark } { $cell }：この手の前後とも{ $verdict }。
review-move-changed = { $ply }手目 { $mark } { $cell }：この手の前は{ $before }、後は{ $after }。
# $symbol is ? or ??; $best lists cells.
review-mistake = 悪手（{ $symbol }）：最善手は { $best }。
review-blunder = 大悪手（{ $symbol }）：最善手は { $best }。
review-off = 振り返り (R) で全ての手を判定します：? は悪手、?? は大悪手。
review-progress = 局面を振り返り中… { $done }/{ $all }

## Replay

replay-players = { $x } (X) 対 { $o } (O)
replay-start = 最初へ
replay-play = 再生
replay-pause = 停止
replay-review = 振り返り
replay-hint = ヒント
replay-coach = コーチ
replay-from-here = ここから対局
replay-back = 戻る

## History

history-title = 履歴
history-player = プレイヤー
history-all = すべて
history-back = 戻る
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = ファイル
history-import = 読み込み
history-export = .psq 書き出し
history-imported = 読み込みました：{ $x } (X) 対 { $o } (O)。
history-not-imported = 読み込めませんでした：{ $why }
history-exported = { $path } に保存しました
history-not-exported = 保存できませんでした：{ $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = 日時
history-board = 盤面
history-result = 結果
history-moves = 手数
history-reading = 対局を読み込み中…
history-none = まだ対局がありません。終えた対局はすべてここに残ります。
history-none-match = 条件に合う対局はありません。
history-shown = { $first }–{ $last } / { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  ホイール
end-x-won = Xの勝ち
end-o-won = Oの勝ち
end-draw = 引き分け
delete-title = この対局を削除しますか？
delete-players = { $x } (X) 対 { $o } (O)
delete-details = 削除すると元に戻せません。
delete-delete = 削除
delete-keep = 残す
# A board's shape.
board-shape = { $cols }x{ $rows }、{ $k }目並べ
board-shape-rule = { $cols }x{ $rows }、{ $k }目並べ、{ $rule }
# A date and a time, each number with its leading zero: 2026/11/22 21:40.
date-time = { $year }/{ $month }/{ $day } { $hour }:{ $minute }

## Settings

settings-title = 設定
settings-language = 言語
settings-think-delay = CPUの待ち時間
settings-hard-budget = 上級の思考時間
settings-volume = 音量
settings-sound = サウンド
settings-alternate = 先手を交互にする
settings-auto-play = 次の対局を自動で開始
settings-coach = コーチ
settings-animations = アニメーション
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = 禁手の表示
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = 手順番号
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = エンジン
settings-brain-time = エンジンの思考時間
settings-clock = 持ち時間
settings-theme = テーマ
settings-on = オン
settings-off = オフ
settings-back = 戻る
theme-dark = ダーク
theme-light = ライト
theme-contrast = 高コントラスト
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } 秒
settings-percent = { $value }%
decimal-separator = .
list-separator = 、
sentence-separator = { "" }

## The shortcuts' list (? or F1)

shortcuts-title = ショートカット
shortcuts-close = いずれかのキーを押すか、クリックすると閉じます。
keys-board = { key-arrows }、{ $letters }、{ key-dpad }
keys-focus = { key-arrows }、{ key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab、{ key-shift }+Tab
keys-history = ↑、↓、{ key-enter }、{ key-del }
shortcut-board = 盤上を移動
shortcut-focus = ボタン間でフォーカスを移動
shortcut-press = マークを置く／ボタンを押す
shortcut-keypad = 3x3 でマークを置く（テンキー配置）
shortcut-tab = 次／前のボタン
shortcut-undo = 一手戻す
shortcut-redo = 一手進める
shortcut-hint = ヒント：上級が打つ手
shortcut-coach = コーチ：全マスの評価
shortcut-engine-line = エンジンの読み筋：上級が予想する手順
shortcut-new-game = 新しい対局
shortcut-full-screen = フルスクリーン
shortcut-back = 戻る
shortcut-list = この一覧
shortcut-speech = 読み上げのオン／オフ
shortcut-read = 読み上げ：盤面、直前の手、手番とスコア、カーソルの行・列・斜め
shortcut-replay-step = リプレイ：一手戻る／進む
shortcut-replay-ends = リプレイ：最初へ、最後へ、再生
shortcut-replay-review = リプレイ：全ての手を振り返り
shortcut-history = 履歴：選択、開く、削除
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = 左
key-right = 右
key-up = 上
key-down = 下
key-esc = Esc
key-enter = Enter
key-space = スペース
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = 矢印キー
key-dpad = 十字キー
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = { $button }ボタン

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = 待ったを認めますか？
ask-undo = { $friend }が直前の手の「待った」を求めています。
ask-allow = 認める
ask-play-on = 続行
ask-rematch-title = もう一局？
ask-rematch = { $friend }がもう一局を申し込んでいます。
ask-play = 対局する
ask-no = 断る
ask-overdue-title = 相手を待っています
ask-overdue = { $friend }が戻ってきません。待ち続けるか、対局を保存してあとで再開するか、終了できます（記録されません）。
ask-wait = 待つ
ask-keep = あとで続ける
ask-end = 終了
online-your-friend = 相手
online-the-host = ホスト
online-friend-left = { $friend }が対局を抜けました。対局は保存されています
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend }のゲームから不正なデータが届きました（{ $what }）。対局は保存されています
online-out-of-turn = 順番外の「{ $message }」メッセージ
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }。対局は保存されています
online-failed = オンライン対戦できません：{ $why }
notice-asked-rematch = { $friend }にもう一局を申し込みました。
notice-asked-undo = { $friend }に直前の手の「待った」を申し込みました。
notice-undo-refused = { $friend }は待ったを認めず、対局を続けます。
notice-rematch-refused = { $friend }はもう一局を望んでいません。
notice-host-record-stands = 記録が食い違った箇所は{ $friend }の記録を採用しました。
notice-code-retired = 参加コードが10回間違えられたため無効になりました。新しいコードを友だちに伝えてください。

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = { $address } という名前のコンピューターは見つかりません
online-nobody-hosts = { $address } でホストしている対戦はありません
online-no-answer = { $address } から応答がありません
online-unreachable = このネットワークからは { $address } に接続できません
online-port-taken = ポート { $port } は、このコンピューターの別のプログラムが使用しています
online-not-an-invitation = 招待状が完全ではありません（すべてコピーしてください）
refusal-wrong-code = 参加コードが違います
refusal-too-many-tries = 試行回数が多すぎます。1分ほど待ってください
refusal-busy = ホストは別の相手と対戦中です
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = 相手のゲームはバージョン { $theirs }（プロトコル { $theirProtocol }）、こちらはバージョン { $ours }（プロトコル { $ourProtocol }）です。同じバージョンどうしでないと対戦できません
# $what is what the other game did wrong, in the network's words.
refusal-broken = 相手のゲームがルールに違反しました：{ $what }
refusal-left = 相手が対局を抜けました
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = 「{ $letter }」は参加コードに使われない文字です（使える文字：{ $letters }）
# $length is always 6; $count is how many letters were typed.
code-length = 参加コードは{ $length }文字です（入力は{ $count }文字）

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = 設定を初期状態に戻しました。{ $why }
notice-scores-reset = スコアをリセットしました。{ $why }
notice-games-set-aside = 読み込めない過去の対局があったため、別に保管しました。{ $why }
notice-game-not-resumed = 保存された対局を再開できませんでした。{ $why }
notice-settings-not-saved = 設定を保存できませんでした（{ $why }）。次の変更時に再試行します。
notice-scores-not-saved = スコアを保存できませんでした（{ $why }）。次の変更時に再試行します。
notice-games-not-saved = 過去の対局を保存できませんでした（{ $why }）。次の変更時に再試行します。
notice-game-not-saved = 進行中の対局を保存できませんでした（{ $why }）。次の変更時に再試行します。

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } を使用できませんでした（{ $why }）。{ $kept } として保管しています。
file-not-set-aside = { $file } を使用できませんでした（{ $why }）。別の場所に移すこともできませんでした：{ $error }。
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $file } の対局のうち{ $count }局を読み込めませんでした（{ $line }行目：{ $why }）。{ $kept } に保管しています。
file-games-not-set-aside = { $file } の対局のうち{ $count }局を読み込めませんでした（{ $line }行目：{ $why }）。別の場所に移すこともできませんでした：{ $error }。
file-unreadable = 読み込めません：{ $error }
file-not-text = テキストファイルではありません
file-empty = 中身が空です
# $detail is the reader's own words, with a line and a column.
file-malformed = 形式が正しくありません：{ $detail }
# $found and $reads are format versions (numbers).
file-version = 形式のバージョンが { $found } ですが、このゲームが読めるのはバージョン { $reads } です
error-permission-denied = アクセス権がありません
error-disk-full = ディスクがいっぱいです
error-read-only = ディスクが読み取り専用です
error-not-found = フォルダーが見つかりません

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell }は盤の外です。列は a～{ $lastColumn }、行は 1～{ $rows } です。
cell-row-column = { $row }行目{ $column }列目
cell-unknown = 「{ $typed }」はマスではありません。b2 のように列の文字と行の数字を、または 2 1 のように行と列を入力してください。

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = メニュー
menu-player = { $mark }側
menu-name = { $mark }の名前
menu-typing = 名前を入力して Enter（Esc で元の名前のまま）。
menu-resume-game = 途中の対局を再開：{ $board }、{ $plies }手。
menu-choose = プレイヤーと盤面を選んで「プレイ」へ。
keys-line-menu = ↑↓ 選択 · ←→ 変更 · Enter 決定 · p プレイ · q 終了
keys-line-settings = ↑↓ 選択 · ←→ 変更 · Esc 戻る · q 終了
keys-line-over = ←→ 選択 · Enter 決定 · p もう一度 · m メニュー · u 一手戻す · q 終了
keys-line-watching = 何かキーを押すと対局を止めます（保存されます） · q 終了
keys-reading = Shift+B 盤面 · Shift+M 直前の手 · Shift+T 手番とスコア · Shift+R、Shift+V、Shift+X カーソルの行・列・斜め
keys-line-playing = ←↑↓→/WASD 移動 · Enter 置く · b2 と入力 · u 戻す · r 進める · h ヒント · Esc メニュー
keys-line-playing-big = ←↑↓→/WASD 移動 · Enter 置く · b2 と入力 · u 戻す · r 進める · ? ヒント · Esc メニュー
keys-line-choosing = 1 2 3 選択 · u 戻す · Esc メニュー
keys-line-online = ↑↓ 選択 · Enter 入力または決定 · Esc 戻る
keys-line-history = ↑↓ 選択 · Enter リプレイ · / 名前 · f 結果 · r ルール · Esc メニュー · q 終了
keys-line-history-typing = 名前を入力 · Enter 完了
keys-line-replay = ←→ 一手ずつ · Home/End 最初/最後 · Esc 一覧へ戻る · q 終了
too-small = 端末のサイズが { $width }x{ $height } です。この画面には { $leastWidth }x{ $leastHeight } 以上が必要です。端末を大きくするか、q で終了してください。
settings-language-about = ゲームで使う言語（端末とウィンドウの両方）。
settings-think-delay-about = CPUが手を打つまでに考える最低限の時間。
settings-hard-budget-about = 上級が1手に使う最大の探索時間。長いほど大きな盤で強くなります。
settings-alternate-about = 対局ごとにマークを交代し、先手を交互にします。
settings-forbidden-about = 連珠で、X（黒）の手番に、禁手となるマスに小さな×印を表示します。
settings-move-numbers-about = 各マークを、そのマークを置いた手の番号で表示します。五目並べの盤で石に番号を振るのと同じです。
settings-back-about = メニューに戻ります。
settings-brain-about = Gomocup のエンジン（pbrain プログラム）。五目並べの盤で、どちらかの側を担当できます。Enter を押してからパスを入力します。
settings-brain-time-about = エンジンが1手に考えてよい時間。
settings-clock-about = 各プレイヤーの1局の持ち時間と、1手ごとに加算される秒数（5+3：5分、3秒）。時間切れになると負けです。
# The brain's row when no program is named.
settings-brain-none = なし
keys-line-settings-typing = プログラムのパスを入力 · Enter 完了 · Esc キャンセル
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = エンジンが停止しました：{ $why }。以後、{ $mark }は人間が打ちます。対局は続きます。
brain-no-start = 起動できませんでした
brain-timeout = 持ち時間を超えました
brain-crashed = 異常終了しました
brain-garbage = プロトコルで許されない出力をしました
brain-illegal = 許されない手を打ちました
brain-unsupported = この盤面またはルールに対応していません
# The language row before a language is chosen.
settings-system = システムに従う
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (CPU)
panel-online = { $player } (オンライン)
panel-move = { $ply }手目
panel-last = 直前：
panel-scores = スコア
play-again = もう一度
quit = 終了
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who }の勝ち：{ $line }。
draw = 引き分け：盤が埋まりました。
stopped = 対局を止めました。
thinking = { $who }が考え中
to-move = { $who }の番です。
typed = 入力：{ $typed }。Enter で置きます。
hint-looking = ヒントを探しています
no-hint = 制限時間内にヒントが見つかりませんでした。
wait-friend = お待ちください：相手がまだ返事をしていません。
wait-thinking = お待ちください：{ $mark }の番で、CPU（{ $level }）が考え中です。
taken = { $cell }にはすでに{ $by }があります。空いているマスを選んでください。
off-board = { $cell }は盤の外です。
game-over = 対局は終わりました。
nothing-to-undo = 戻せる手はありません。
nothing-to-redo = 進める手はありません。
history-all-results = すべての結果
history-all-rules = すべてのルール
history-any-name = すべての名前
history-name = 名前：{ $name }
history-games = { $total }局中 { $shown }局
history-ended = 終了日時
history-moves-long = 手数
replay-title = リプレイ：{ $x } (X) 対 { $o } (O)、{ $board }
replay-move = { $ply }手目 / { $plies }手
scores = スコア：{ $tally }。
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = 設定：{ $setting } を読み込めなかったため（{ $detail }）、初期値を使います。
game-not-archived = 終えた対局を記録できませんでした：{ $why }
game-not-removed = 保存された対局を削除できませんでした：{ $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = { $board }：{ $x } 対 { $o }。X が先手です。
read-plays = { $who }が{ $cell }に置きました。
lines-to-move = { $who }の番：
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who }が番号で選びます：{ $choices }
lines-network = オンライン対戦はウィンドウでプレイします
lines-input-ended = 対局の途中で入力が終わりました（{ $ply ->
    [0] 初手の前
   *[other] { $ply }手目の後
}）。対局は保存されています。`tictactoe terminal --resume` で続きから遊べます。メニューやウィンドウの「再開」でも続けられます
lines-too-long = 長すぎます。マスを b2 のように1つ入力してください。
lines-empty = 空の行です。b2 のようにマスを入力してください。
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = 盤
lines-command-grid = 格子
lines-command-row = 行
lines-command-column = 列
lines-command-diagonals = 斜め
lines-command-last = 直前
lines-command-turn = 手番
lines-command-score = スコア
lines-command-help = ヘルプ
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = マスを入力すると置けます（{ $cell }）。ほかに：{ $board }（盤全体）、{ $grid }（文字の格子で表した盤）、{ $row } 3（行）、{ $column } c（列）、{ $diagonals } { $cell }（そのマスを通る2本の斜め）、{ $last }（直前の手）、{ $turn }（手番）、{ $score }（スコア）、{ $help }（この一覧）。
lines-command-needs-row = { $command } には行の数字が必要です（例：{ $command } 3）。
lines-command-needs-column = { $command } には列の文字が必要です（例：{ $command } c）。
lines-command-needs-cell = { $command } にはマスが必要です（例：{ $command } c3）。
lines-turn = { $who }の番です。
# After the game's first line; $help is lines-command-help.
lines-help-hint = 盤を1行・1列・1本の斜めずつ読み上げるコマンドは、{ $help } と入力すると表示されます。
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = { $row }行目、{ $column }列目、{ $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = { $row }行目、{ $column }列目、{ $mark }、{ $player }の禁手
read-empty = 空き
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } 空き
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } 空き、{ $player }の禁手
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from }～{ $to } 空き
# $cells lists the line's stones and stretches of empty cells.
read-row = { $row }行目：{ $cells }。
read-column = { $column }列：{ $cells }。
read-diagonal = 斜め { $from }～{ $to }：{ $cells }。
read-empty-cells = { $count ->
   *[other] 空きマスは{ $count }個です。
}
read-board-empty = 盤は空です。
read-no-move = まだ一手も置かれていません。
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = 直前の手：{ $who }、{ $cell }。
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = 読み上げオン。
speech-off = 読み上げオフ。
speech-unreachable = 読み上げできません：音声サービスから応答がありませんでした（{ $why }）。
read-selected = 選択中
read-unavailable = 使用不可
# After a move: the cells where its player would win with the next one.
read-threat = { $mark }が{ $cell }で勝ちを狙っています。
read-threats = { $mark }が{ $cells }で勝ちを狙っています。一手ではすべて防げません。
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = コーチ：{ $verdict }。
output-failed = 出力を書き込めませんでした：{ $why }
input-failed = 入力を読み込めませんでした：{ $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = 進行中の対局は保存されています。ここでもウィンドウでも、メニューの「再開」で続きから遊べます。
search-failed = 探索に失敗しました。進行中の対局は保存されています
nothing-to-resume = 再開できる途中の対局はありません

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = ボードゲーム
desktop-comment = 友だちやCPUと三目並べで対戦します
desktop-keywords = 三目並べ;まるばつゲーム;○×ゲーム;tic-tac-toe;五目並べ;ボードゲーム;戦略;
store-description-play = おなじみの3x3の盤面のほか、最大22x22の盤面でも三目並べを遊べます。勝つために並べる数は最大10までです。XとOはそれぞれ人間か、初級・中級・上級のCPUが受け持ちます。友だちと対戦したり、CPUに挑んだり、CPU同士の対局を観戦したりできます。
store-description-more = 上級は、ゲームを解ける範囲では完璧に打ちます。ヒントとコーチで各手の価値がわかり、終えた対局はすべて保存されるので、リプレイして一手ずつ振り返れます。ウィンドウでも端末でも遊べ、1台のコンピューターで、またはネットワークやインターネット越しに友だちと対戦できます。
