# 한국어 (ko). Keys and variables as in en.ftl.
# Glossary (one word for one thing, in every message): undo: 무르기, redo: 다시 두기, back: 뒤로, draw:
#  무승부, hint: 힌트, board: 보드, settings: 설정.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = 온라인 대전
online-game = 게임
online-host = 호스트
online-join = 참가
online-name = 이름
online-mark = 기호
online-alternate = 번갈아
online-board = 보드
online-in-a-row = 연속 개수
online-address = 주소 또는 초대장
online-code = 코드
online-start = 시작
online-cancel = 취소
online-back = 뒤로
online-none-listed = 표시할 게임이 없습니다.
online-looking = 게임을 찾는 중...
online-found = 이 네트워크의 게임:
online-joins-at = 상대가 접속할 주소:
online-this-computer = 이 컴퓨터의 주소, 포트 { $port }
online-with-code = 코드  { $code }
online-waiting = 상대를 기다리는 중...
online-wrong-codes = 잘못된 코드 { $count }회 (마지막은 { $address }에서)
online-held-off = 시도 { $count }회를 더 거부함: 한 네트워크에서 너무 많이 시도함
online-new-code = 새 코드
online-anywhere = 어디서든 이 초대장과 코드로 참가할 수 있습니다:
online-this-network-only = 응답하는 중계 서버가 없습니다. 초대장은 이 네트워크에서만 쓸 수 있습니다.
online-invite = 초대
online-copy = 초대장 복사
online-copied = 복사됨
online-connecting = 연결 중...

## The menu

menu-title = 틱택토
menu-history = 기록
menu-settings = 설정
menu-board = 보드
menu-rows = 행 수
menu-in-a-row = 연속 개수
menu-rule = 규칙
menu-opening = 오프닝
menu-play = 시작
menu-online = 온라인
menu-quit = 종료
menu-resume = 이어 하기
menu-reset = 초기화
menu-forget = 삭제
menu-keep = 유지

## The rules ($k is how many in a row win)

rule-freestyle = 자유
rule-standard = 표준
rule-renju = 렌주
rule-caro = 카로
rule-freestyle-about = { $k }목 이상을 만들면 승리합니다.
rule-standard-about = 정확히 { $k }목을 만들면 승리합니다. 그보다 긴 줄은 승리가 아닙니다.
rule-renju-about = 5목을 만들면 승리합니다. X(흑)는 삼삼, 사사, 장목을 둘 수 없습니다.
rule-caro-about = 정확히 { $k }목을 만들면 승리합니다. 단, 상대가 양 끝을 모두 막았다면 승리가 아닙니다.
rules-renju-five = 렌주는 { $k }목이 아니라 5목으로 둡니다.
# $why is the engine's reason, in English.
rules-misfit = 이 규칙으로는 게임을 할 수 없습니다: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = 자유
opening-swap = 스왑
opening-swap2 = 스왑2
opening-free-about = X(흑)가 첫 돌부터 먼저 둡니다.
opening-swap-about = 첫 플레이어가 돌 세 개를 놓고, 상대가 색을 고릅니다.
opening-swap2-about = 돌 세 개를 놓고, 상대가 색을 고르거나 두 개를 더 놓아 첫 플레이어가 고르게 합니다.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = { $player } 차례: 돌 { $stone }/{ $stones } ({ $mark })
opening-choose = { $player } 선택: 흑으로 두기 또는 백으로 두기
opening-choose-or-two = { $player } 선택: 흑으로 두기, 백으로 두기 또는 돌 두 개 더 놓기
choice-play-black = 흑으로 두기 (X)
choice-play-white = 백으로 두기 (O)
choice-place-two = 두 개 더 놓기
opening-chose-black = { $player }: 흑으로 둡니다 (X).
opening-chose-white = { $player }: 백으로 둡니다 (O).
opening-chose-two = { $player }: 돌 두 개를 더 놓습니다.
opening-choice-due = 지금은 돌을 놓을 수 없습니다: { $player }의 선택이 먼저입니다.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell }: 렌주에서 X의 금수입니다(삼삼).
forbidden-double-four = { $cell }: 렌주에서 X의 금수입니다(사사).
forbidden-overline = { $cell }: 렌주에서 X의 금수입니다(장목).

## Game over

over-play = 한 판 더
over-review = 복기
over-menu = 메뉴
over-quit = 종료

## Playing

playing-undo = 무르기
playing-redo = 다시 두기
playing-hint = 힌트
playing-menu = 메뉴
playing-coach = 코치
playing-keep = 나중에 계속
playing-abandon = 그만두기
playing-play-on = 계속 두기

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = 사람
seat-easy = 쉬움
seat-medium = 보통
seat-hard = 어려움
seat-online = 온라인
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = 엔진
# The names a person's seat has until someone types one.
player-one = 플레이어 1
player-two = 플레이어 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, 무승부 { $draws }회
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), 무승부 { $draws }회
tally-no-games = 아직 { $x } 대 { $o } 대전 기록이 없습니다
reset-title = 점수를 초기화할까요?
reset-details = { $x } 대 { $o }의 대전 기록을 삭제할까요?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = 끝나지 않은 게임: { $cols }x{ $rows }, { $k }목
    { $move }수째: { $player } ({ $mark }) 차례
menu-unfinished-online = 끝나지 않은 게임: { $cols }x{ $rows }, { $k }목
    온라인 상대: { $friend }
    { $move }수째: { $player } ({ $mark }) 차례

## The board's status bar

badge-human = 사람
badge-computer = 컴퓨터
# The friend's badge in a network game: one short word each.
badge-online = 온라인
badge-connecting = 연결 중
badge-offline = 오프라인
# The friend's connection across the internet: straight, or through the relay.
badge-direct = 직접
badge-relayed = 중계
badge-left = 나감
badge-draws = 무승부 { $draws }회
# $player is a name or a computer's level; $mark is X or O.
status-to-move = { $player } ({ $mark }) 차례
status-thinking = { $player } ({ $mark }) 생각 중
status-wins = { $player } ({ $mark }) 승리
status-wins-on-time = { $player } ({ $mark }) 시간승
status-draw = 무승부
status-waiting-to-connect = { $friend }의 접속을 기다리는 중
status-connecting-to = { $friend }에게 연결하는 중
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = 연결 끊김 - { $friend } 기다리는 중 ({ $minutes }:{ $seconds })
status-not-back = { $friend }의 재접속이 없습니다
result-wins = { $mark } 승리
result-wins-on-time = { $mark } 시간승
result-draw = 무승부

## Leaving a game

leave-title = 이 게임에서 나갈까요?
leave-details = 보관해 두고 메뉴에서 이어 하거나, 그만둘 수 있습니다.
leave-online = 상대에게 알림이 갑니다. 게임을 보관해 두고 메뉴에서 이어 하거나, 그만둘 수 있습니다.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = 힌트: { $cell }. { $mark }가 양쪽 합쳐 { $plies }수 만에 승리.
hint-wins-within = 힌트: { $cell }. { $mark }가 양쪽 합쳐 { $plies }수 이내에 승리.
hint-loses = 힌트: { $cell }. { $mark }가 어떻게 두어도 { $other } 승리.
hint-draw = 힌트: { $cell }. 서로 최선을 다하면 무승부.
hint-better = 힌트: { $cell }. { $mark } 우세(추정).
hint-worse = 힌트: { $cell }. { $other } 우세(추정).
hint-even = 힌트: { $cell }. 호각(추정).
hint-thinking = 힌트: 생각 중…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = 예상 수순: { $moves } · 깊이 { $depth } · { $score }
engine-line-thinking = 예상 수순: 생각 중…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = 코치: +n 승리, -n 패배(양쪽 합쳐 n수), = 무승부, +?/-? 추정
coach-counting = 코치 { $done }/{ $all }: +n 승리, -n 패배(양쪽 합쳐 n수), = 무승부, +?/-? 추정

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } 승리
verdict-better = { $mark } 우세(추정)
verdict-wins-in = { $mark }가 양쪽 합쳐 { $plies }수 만에 승리
verdict-wins-within = { $mark }가 양쪽 합쳐 { $plies }수 이내에 승리
verdict-draw = 무승부
verdict-no-forced-win = 필승 수순 없음(추정)
# $verdict is one of the verdict- lines above.
review-from-start = 처음부터 서로 최선을 다하면: { $verdict }.
review-move-same = { $ply }수째, { $mark } { $cell }: 두기 전후 모두 { $verdict }.
review-move-changed = { $ply }수째, { $mark } { $cell }: 두기 전 { $before }, 둔 뒤 { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = 실수({ $symbol }): 최선의 수는 { $best }.
review-blunder = 대실수({ $symbol }): 최선의 수는 { $best }.
review-off = 복기(R)는 모든 수를 평가합니다: ? 실수, ?? 대실수.
review-progress = 국면 복기 중… { $done }/{ $all }

## Replay

replay-players = { $x } (X) 대 { $o } (O)
replay-start = 처음
replay-play = 재생
replay-pause = 멈춤
replay-review = 복기
replay-hint = 힌트
replay-coach = 코치
replay-from-here = 여기서부터 두기
replay-back = 뒤로

## History

history-title = 기록
history-player = 플레이어
history-all = 전체
history-back = 뒤로
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = 파일
history-import = 가져오기
history-export = .psq 내보내기
history-imported = 가져왔습니다: { $x } (X) 대 { $o } (O).
history-not-imported = 가져올 수 없습니다: { $why }
history-exported = { $path } 파일로 저장했습니다
history-not-exported = 저장할 수 없습니다: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = 날짜
history-board = 보드
history-result = 결과
history-moves = 수
history-reading = 게임을 읽는 중…
history-none = 아직 게임이 없습니다. 끝낸 게임은 모두 여기에 보관됩니다.
history-none-match = 조건에 맞는 게임이 없습니다.
history-shown = { $first }–{ $last } / { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  휠
end-x-won = X 승리
end-o-won = O 승리
end-draw = 무승부
delete-title = 이 게임을 삭제할까요?
delete-players = { $x } (X) 대 { $o } (O)
delete-details = 삭제하면 되돌릴 수 없습니다.
delete-delete = 삭제
delete-keep = 유지
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k }목
board-shape-rule = { $cols }x{ $rows }, { $k }목, { $rule }
# A date and a time, each number with its leading zero: 2026. 11. 22. 21:40.
date-time = { $year }. { $month }. { $day }. { $hour }:{ $minute }

## Settings

settings-title = 설정
settings-language = 언어
settings-think-delay = 컴퓨터 대기 시간
settings-hard-budget = 어려움 생각 시간
settings-volume = 음량
settings-sound = 소리
settings-alternate = 선공 번갈아 하기
settings-auto-play = 다음 게임 자동 시작
settings-coach = 코치
settings-animations = 애니메이션
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = 금수 표시
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = 수순 번호
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = 엔진
settings-brain-time = 엔진 생각 시간
settings-clock = 대국 시계
settings-theme = 테마
settings-on = 켜기
settings-off = 끄기
settings-back = 뒤로
theme-dark = 다크
theme-light = 라이트
theme-contrast = 고대비
# $value is a number already written with the decimal separator below.
settings-seconds = { $value }초
settings-percent = { $value }%
decimal-separator = .
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = 단축키
shortcuts-close = 아무 키나 누르거나 클릭하면 이 목록이 닫힙니다.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = ↑, ↓, { key-enter }, { key-del }
shortcut-board = 보드에서 이동
shortcut-focus = 버튼 사이에서 포커스 이동
shortcut-press = 수 두기, 버튼 누르기
shortcut-keypad = 3x3에서 수 두기(키패드 배치)
shortcut-tab = 다음, 이전 버튼
shortcut-undo = 무르기
shortcut-redo = 다시 두기
shortcut-hint = 힌트: 어려움 난이도가 둘 수
shortcut-coach = 코치: 모든 칸의 평가
shortcut-engine-line = 엔진의 예상 수순: 어려움 난이도가 내다보는 수들
shortcut-new-game = 새 게임
shortcut-full-screen = 전체 화면
shortcut-back = 뒤로
shortcut-list = 이 목록
shortcut-speech = 음성 켜기, 끄기
shortcut-read = 소리 내어 읽기: 보드, 직전 수, 차례와 점수, 커서가 있는 행, 열, 대각선
shortcut-replay-step = 다시 보기: 한 수 뒤로, 앞으로
shortcut-replay-ends = 다시 보기: 처음, 끝, 재생
shortcut-replay-review = 다시 보기: 모든 수 복기
shortcut-history = 기록: 선택, 열기, 삭제
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = 왼쪽
key-right = 오른쪽
key-up = 위
key-down = 아래
key-esc = Esc
key-enter = Enter
key-space = 스페이스
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = 방향키
key-dpad = 방향 패드
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = { $button } 버튼

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = 무르기를 허락할까요?
ask-undo = { $friend }에게서 마지막 수를 무르자는 요청이 왔습니다.
ask-allow = 허락
ask-play-on = 계속 두기
ask-rematch-title = 한 판 더?
ask-rematch = { $friend }에게서 한 판 더 하자는 요청이 왔습니다.
ask-play = 수락
ask-no = 거절
ask-overdue-title = 아직 기다리는 중
ask-overdue = { $friend }의 재접속이 없습니다. 계속 기다리거나, 게임을 보관해 나중에 이어 하거나, 게임을 끝낼 수 있습니다(기록되지 않음).
ask-wait = 기다리기
ask-keep = 나중에 계속
ask-end = 끝내기
online-your-friend = 상대
online-the-host = 호스트
online-friend-left = { $friend }의 퇴장으로 게임을 보관했습니다
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend }의 게임에서 잘못된 데이터가 왔습니다({ $what }). 게임은 보관했습니다
online-out-of-turn = 순서에 맞지 않는 "{ $message }" 메시지
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why } - 게임은 보관했습니다
online-failed = 온라인 게임을 할 수 없습니다: { $why }
notice-asked-rematch = { $friend }에게 한 판 더 하자고 요청했습니다.
notice-asked-undo = { $friend }에게 마지막 수를 무르자고 요청했습니다.
notice-undo-refused = { $friend }의 답변: 무르지 않고 계속 두고 싶어 합니다.
notice-rematch-refused = { $friend }의 답변: 한 판 더 하고 싶지 않다고 합니다.
notice-host-record-stands = 두 기록이 다른 부분은 { $friend }의 기록을 따릅니다.
notice-code-retired = 참가 코드가 열 번 틀려 더 이상 열리지 않습니다. 친구에게 새 코드를 알려 주세요.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = 이름이 { $address }인 컴퓨터가 없습니다
online-nobody-hosts = { $address }에서 호스트 중인 게임이 없습니다
online-no-answer = { $address }에서 응답이 없습니다
online-unreachable = 이 네트워크에서는 { $address }에 연결할 수 없습니다
online-port-taken = 포트 { $port }은(는) 이 컴퓨터의 다른 프로그램이 사용 중입니다
online-not-an-invitation = 초대장이 완전하지 않습니다(전체를 복사하세요)
refusal-wrong-code = 참가 코드가 틀렸습니다
refusal-too-many-tries = 시도 횟수가 너무 많습니다. 1분 뒤에 다시 시도하세요
refusal-busy = 호스트가 다른 사람과 게임 중입니다
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = 상대 게임은 버전 { $theirs }(프로토콜 { $theirProtocol }), 이 게임은 버전 { $ours }(프로토콜 { $ourProtocol })입니다. 두 게임의 버전이 같아야 합니다
# $what is what the other game did wrong, in the network's words.
refusal-broken = 상대 게임이 규칙을 어겼습니다: { $what }
refusal-left = 상대가 나갔습니다
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = 참가 코드에는 "{ $letter }" 문자가 쓰이지 않습니다(사용 문자: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = 참가 코드는 { $count }자가 아니라 { $length }자입니다

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = 설정을 기본값으로 되돌렸습니다. { $why }
notice-scores-reset = 점수를 처음부터 다시 셉니다. { $why }
notice-games-set-aside = 일부 지난 게임을 읽을 수 없어 따로 보관했습니다. { $why }
notice-game-not-resumed = 저장된 게임을 이어 할 수 없습니다. { $why }
notice-settings-not-saved = 설정을 저장할 수 없습니다({ $why }). 다음에 바뀔 때 다시 시도합니다.
notice-scores-not-saved = 점수를 저장할 수 없습니다({ $why }). 다음에 바뀔 때 다시 시도합니다.
notice-games-not-saved = 지난 게임을 저장할 수 없습니다({ $why }). 다음에 바뀔 때 다시 시도합니다.
notice-game-not-saved = 진행 중인 게임을 저장할 수 없습니다({ $why }). 다음에 바뀔 때 다시 시도합니다.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } 파일을 사용할 수 없습니다({ $why }). { $kept } 파일로 보관했습니다.
file-not-set-aside = { $file } 파일을 사용할 수 없습니다({ $why }). 다른 곳으로 옮기지도 못했습니다: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $file } 파일에서 게임 { $count }판을 읽을 수 없습니다({ $line }번째 줄: { $why }). { $kept } 파일에 보관했습니다.
file-games-not-set-aside = { $file } 파일에서 게임 { $count }판을 읽을 수 없습니다({ $line }번째 줄: { $why }). 다른 곳으로 옮기지도 못했습니다: { $error }.
file-unreadable = 읽을 수 없습니다: { $error }
file-not-text = 텍스트 파일이 아닙니다
file-empty = 파일이 비어 있습니다
# $detail is the reader's own words, with a line and a column.
file-malformed = 형식이 올바르지 않습니다: { $detail }
# $found and $reads are format versions (numbers).
file-version = 파일 형식은 버전 { $found }이고, 이 게임은 버전 { $reads }만 읽을 수 있습니다
error-permission-denied = 권한이 없습니다
error-disk-full = 디스크가 가득 찼습니다
error-read-only = 디스크가 읽기 전용입니다
error-not-found = 폴더가 없습니다

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell }: 보드 밖입니다. 열은 a~{ $lastColumn }, 행은 1~{ $rows }입니다.
cell-row-column = { $row }행 { $column }열
cell-unknown = "{ $typed }": 칸 이름이 아닙니다. b2처럼 열 문자와 행 숫자를 입력하거나, 2 1처럼 행과 열을 입력하세요.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = 메뉴
menu-player = { $mark } 플레이어
menu-name = { $mark } 이름
menu-typing = 이름을 입력하고 Enter를 누르세요(Esc: 기존 이름 유지).
menu-resume-game = 끝나지 않은 게임 이어 하기: { $board }, { $plies }수.
menu-choose = 플레이어와 보드를 고른 뒤 시작하세요.
keys-line-menu = ↑↓ 선택 · ←→ 변경 · Enter 확인 · p 시작 · q 종료
keys-line-settings = ↑↓ 선택 · ←→ 변경 · Esc 뒤로 · q 종료
keys-line-over = ←→ 선택 · Enter 확인 · p 한 판 더 · m 메뉴 · u 무르기 · q 종료
keys-line-watching = 아무 키나 누르면 게임 중지(보관됨) · q 종료
keys-reading = Shift+B 보드 · Shift+M 직전 수 · Shift+T 차례와 점수 · Shift+R, Shift+V, Shift+X 커서가 있는 행, 열, 대각선
keys-line-playing = ←↑↓→/WASD 이동 · Enter 두기 · b2 입력 · u 무르기 · r 다시 두기 · h 힌트 · Esc 메뉴
keys-line-playing-big = ←↑↓→/WASD 이동 · Enter 두기 · b2 입력 · u 무르기 · r 다시 두기 · ? 힌트 · Esc 메뉴
keys-line-choosing = 1 2 3 선택 · u 무르기 · Esc 메뉴
keys-line-online = ↑↓ 선택 · Enter 입력 또는 확인 · Esc 뒤로
keys-line-history = ↑↓ 선택 · Enter 다시 보기 · / 이름 · f 결과 · r 규칙 · Esc 메뉴 · q 종료
keys-line-history-typing = 이름 입력 · Enter 완료
keys-line-replay = ←→ 한 수씩 · Home/End 처음/끝 · Esc 목록으로 · q 종료
too-small = 터미널 크기가 { $width }x{ $height }입니다. 이 화면은 최소 { $leastWidth }x{ $leastHeight } 크기가 필요합니다. 터미널을 키우거나 q를 눌러 종료하세요.
settings-language-about = 게임 문구의 언어(터미널과 창 모두).
settings-think-delay-about = 컴퓨터가 수를 두기 전에 생각하는 최소 시간.
settings-hard-budget-about = 어려움 난이도가 한 수에 쓰는 최대 탐색 시간. 길수록 큰 보드에서 강해집니다.
settings-alternate-about = 게임이 끝날 때마다 기호를 바꿔 번갈아 먼저 둡니다.
settings-forbidden-about = 렌주에서 X(흑)의 차례에 X의 금수인 칸마다 작은 ×를 표시합니다.
settings-move-numbers-about = 각 기호를 그 기호를 놓은 수의 번호로 표시합니다. 오목판에서 돌에 번호를 매기는 방식과 같습니다.
settings-back-about = 메뉴로 돌아갑니다.
settings-brain-about = Gomocup 엔진(pbrain 프로그램)입니다. 5목 보드에서 한쪽을 맡아 둘 수 있습니다. Enter를 누른 뒤 경로를 입력하세요.
settings-brain-time-about = 엔진이 한 수에 생각할 수 있는 시간.
settings-clock-about = 각 플레이어가 한 게임에 쓰는 시간과 한 수를 둘 때마다 더해지는 초(5+3: 5분, 3초). 시간이 다 떨어지면 패배합니다.
# The brain's row when no program is named.
settings-brain-none = 없음
keys-line-settings-typing = 프로그램 경로 입력 · Enter 완료 · Esc 취소
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = 엔진이 멈췄습니다: { $why }. 이제 { $mark } 쪽은 사람이 둡니다. 게임은 계속됩니다.
brain-no-start = 시작하지 못했습니다
brain-timeout = 제한 시간을 넘겼습니다
brain-crashed = 비정상적으로 종료되었습니다
brain-garbage = 프로토콜에서 허용하지 않는 내용을 출력했습니다
brain-illegal = 허용되지 않는 수를 두었습니다
brain-unsupported = 이 보드나 규칙을 지원하지 않습니다
# The language row before a language is chosen.
settings-system = 시스템 언어
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (컴퓨터)
panel-online = { $player } (온라인)
panel-move = { $ply }수째
panel-last = 직전 수:
panel-scores = 점수
play-again = 한 판 더
quit = 종료
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } 승리: { $line }.
draw = 무승부: 보드가 가득 찼습니다.
stopped = 게임을 멈췄습니다.
thinking = { $who } 생각 중
to-move = { $who } 차례입니다.
typed = 입력: { $typed }. Enter를 누르면 둡니다.
hint-looking = 힌트를 찾는 중
no-hint = 제한 시간 안에 힌트를 찾지 못했습니다.
wait-friend = 잠시만요: 상대가 아직 답하지 않았습니다.
wait-thinking = 잠시만요: { $mark } 차례이고, 컴퓨터({ $level })가 생각 중입니다.
taken = { $cell }에는 이미 { $by }가 있습니다. 빈칸을 고르세요.
off-board = { $cell }: 보드 밖입니다.
game-over = 게임이 끝났습니다.
nothing-to-undo = 무를 수가 없습니다.
nothing-to-redo = 다시 둘 수가 없습니다.
history-all-results = 모든 결과
history-all-rules = 모든 규칙
history-any-name = 모든 이름
history-name = 이름: { $name }
history-games = { $total }판 중 { $shown }판
history-ended = 종료
history-moves-long = 수
replay-title = 다시 보기: { $x } (X) 대 { $o } (O), { $board }
replay-move = { $plies }수 중 { $ply }수째
scores = 점수: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = 설정: { $setting } 항목을 읽을 수 없습니다({ $detail }). 기본값을 사용합니다.
game-not-archived = 끝난 게임을 기록할 수 없습니다: { $why }
game-not-removed = 저장된 게임을 삭제할 수 없습니다: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = 틱택토 ({ $board }): { $x } 대 { $o }. X가 먼저 둡니다.
read-plays = { $who }의 수: { $cell }.
lines-to-move = { $who } 차례:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } 차례, 번호로 선택: { $choices }
lines-network = 온라인 게임은 창에서 진행됩니다
lines-input-ended = 게임이 끝나기 전에 입력이 끝났습니다({ $ply ->
    [0] 첫 수 전
   *[other] { $ply }수째 후
}). 게임은 보관되었습니다. `tictactoe terminal --resume` 명령으로 이어 할 수 있고, 메뉴와 창의 이어 하기로도 이어 할 수 있습니다
lines-too-long = 이렇게 긴 줄은 칸이 아닙니다. b2처럼 칸 하나를 입력하세요.
lines-empty = 빈 줄입니다. b2처럼 칸을 입력하세요.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = 보드
lines-command-grid = 격자
lines-command-row = 행
lines-command-column = 열
lines-command-diagonals = 대각선
lines-command-last = 직전
lines-command-turn = 차례
lines-command-score = 점수
lines-command-help = 도움말
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = 둘 칸을 입력하세요 ({ $cell }). 또는: { $board } (보드 전체), { $grid } (문자 격자로 나타낸 보드), { $row } 3 (행), { $column } c (열), { $diagonals } { $cell } (그 칸을 지나는 두 대각선), { $last } (직전 수), { $turn } (누구 차례인지), { $score } (점수), { $help } (이 목록).
lines-command-needs-row = { $command } 명령에는 행 번호가 필요합니다(예: { $command } 3).
lines-command-needs-column = { $command } 명령에는 열 문자가 필요합니다(예: { $command } c).
lines-command-needs-cell = { $command } 명령에는 칸이 필요합니다(예: { $command } c3).
lines-turn = { $who } 차례입니다.
# After the game's first line; $help is lines-command-help.
lines-help-hint = 보드를 한 행, 한 열, 한 대각선씩 읽는 명령은 { $help } 명령으로 볼 수 있습니다.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = { $row }행 { $column }열, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = { $row }행 { $column }열, { $mark }, { $player }의 금수
read-empty = 빈칸
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } 빈칸
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } 빈칸, { $player }의 금수
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from }~{ $to } 빈칸
# $cells lists the line's stones and stretches of empty cells.
read-row = { $row }행: { $cells }.
read-column = { $column }열: { $cells }.
read-diagonal = 대각선 { $from }~{ $to }: { $cells }.
read-empty-cells = { $count ->
   *[other] 빈칸 { $count }개.
}
read-board-empty = 보드가 비어 있습니다.
read-no-move = 아직 둔 수가 없습니다.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = 직전 수: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = 음성 켜짐.
speech-off = 음성 꺼짐.
speech-unreachable = 음성을 낼 수 없습니다: 음성 서비스가 응답하지 않았습니다({ $why }).
read-selected = 선택됨
read-unavailable = 사용할 수 없음
# After a move: the cells where its player would win with the next one.
read-threat = { $mark }가 { $cell }에서 승리를 노립니다.
read-threats = { $mark }가 { $cells }에서 승리를 노립니다. 한 수로는 모두 막을 수 없습니다.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = 코치: { $verdict }.
output-failed = 출력을 쓸 수 없습니다: { $why }
input-failed = 입력을 읽을 수 없습니다: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = 진행 중인 게임은 보관되었습니다. 여기서나 창에서 메뉴의 이어 하기로 이어 할 수 있습니다.
search-failed = 탐색에 실패했습니다. 진행 중인 게임은 보관되었습니다
nothing-to-resume = 이어 할 수 있는 끝나지 않은 게임이 없습니다

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = 보드 게임
desktop-comment = 친구나 컴퓨터를 상대로 틱택토를 둡니다
desktop-keywords = 틱택토;삼목;tic-tac-toe;오목;보드 게임;전략;
store-description-play = 클래식한 3x3 보드는 물론 최대 22x22 보드에서도 틱택토를 둘 수 있으며, 승리 조건은 최대 10목까지입니다. X와 O는 각각 사람이나 쉬움, 보통, 어려움 난이도의 컴퓨터가 맡습니다. 친구와 두거나, 컴퓨터에 도전하거나, 컴퓨터끼리 두는 게임을 지켜볼 수 있습니다.
store-description-more = 어려움 난이도는 게임을 풀 수 있는 경우라면 언제나 완벽하게 둡니다. 힌트와 코치가 각 수의 가치를 보여 주고, 끝낸 게임은 모두 보관되어 다시 보며 한 수씩 복기할 수 있습니다. 창이나 터미널에서, 한 컴퓨터에서 또는 네트워크나 인터넷을 통해 친구와 함께 즐길 수 있습니다.
