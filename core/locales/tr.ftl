# Turkish (tr). Every key of en.ftl, with the same variables.
# Names and numbers come in at run time: no vowel-harmony suffixes after a variable.
# Glossary (one word for one thing, in every message): undo: Geri al, redo: Yinele, back: Geri,
#  draw: Berabere, hint: İpucu, board: Tahta, settings: Ayarlar.

## The marks, as the board draws them (keep X and O: the board shows no other)

mark-x = X
mark-o = O

## The Online screen

online-title = Çevrimiçi oyna
online-game = Oyun
online-host = Kur
online-join = Katıl
online-name = Ad
online-mark = İşaret
online-alternate = Sırayla
online-board = Tahta
online-in-a-row = Yan yana
online-address = Adres veya davet
online-code = Kod
online-start = Başlat
online-cancel = İptal
online-back = Geri
online-none-listed = Burada listelenen oyun yok.
online-looking = Oyun aranıyor...
online-found = Bu ağdaki oyunlar:
online-joins-at = Arkadaşın şuradan katılır:
online-this-computer = bu bilgisayarın adresi, port { $port }
online-with-code = şu kodla:  { $code }
online-waiting = Arkadaşın bekleniyor...
online-wrong-codes = { $count ->
    [one] Bir yanlış kod, { $address } adresinden
   *[other] { $count } yanlış kod, sonuncusu { $address } adresinden
}
online-held-off = { $count ->
    [one] Bir deneme daha geri çevrildi: tek bir ağdan çok fazla
   *[other] { $count } deneme daha geri çevrildi: tek bir ağdan çok fazla
}
online-new-code = Yeni kod
online-anywhere = Her yerden, bu davet ve kodla:
online-this-network-only = Hiçbir aktarma sunucusu yanıt vermedi: davet yalnızca bu ağda geçerli.
online-invite = Davet et
online-copy = Daveti kopyala
online-copied = Kopyalandı
online-connecting = Bağlanılıyor...

## The menu

menu-title = XOX
menu-history = Geçmiş
menu-settings = Ayarlar
menu-board = Tahta
menu-rows = Satırlar
menu-in-a-row = Yan yana
menu-rule = Kural
menu-opening = Açılış
menu-play = Oyna
menu-online = Çevrimiçi
menu-quit = Çık
menu-resume = Devam et
menu-reset = Sıfırla
menu-forget = Unut
menu-keep = Kalsın

## The rules ($k is how many in a row win)

rule-freestyle = Serbest
rule-standard = Standart
rule-renju = Renju
rule-caro = Caro
rule-freestyle-about = { $k } veya daha fazla yan yana kazanır.
rule-standard-about = Tam { $k } yan yana kazanır; daha uzun bir sıra kazanmaz.
rule-renju-about = Beş yan yana; X (siyah) çift üçlü, çift dörtlü ya da beşten uzun sıra yapamaz.
rule-caro-about = Tam { $k } yan yana kazanır; ancak rakip iki ucu da kapatmışsa kazanmaz.
rules-renju-five = Renju { $k } değil, beş yan yana ile oynanır.
# $why is the engine's reason, in English.
rules-misfit = Bu kurallarla oynanamaz: { $why }
## The openings: how a gomoku game begins before the colours are decided

opening-free = Serbest
opening-swap = Swap
opening-swap2 = Swap2
opening-free-about = İlk taştan itibaren ilk hamleyi X (siyah) yapar.
opening-swap-about = İlk oyuncu üç taş koyar; ardından diğeri bir renk seçer.
opening-swap2-about = Üç taş; diğeri bir renk seçer ya da iki taş daha koyup seçimi ilk oyuncuya bırakır.
# $stone and $stones count the stones of this step (1 of 3); $mark is X or O.
opening-place = Sıra: { $player } ({ $mark }), taş { $stone }/{ $stones }
opening-choose = { $player } seçiyor: siyahla oynamak ya da beyazla oynamak
opening-choose-or-two = { $player } seçiyor: siyahla oynamak, beyazla oynamak ya da iki taş daha koymak
choice-play-black = Siyahla oyna (X)
choice-play-white = Beyazla oyna (O)
choice-place-two = İki taş daha koy
opening-chose-black = { $player } siyahla oynuyor (X).
opening-chose-white = { $player } beyazla oynuyor (O).
opening-chose-two = { $player } iki taş daha koyuyor.
opening-choice-due = Şimdi taş koyma sırası değil: önce { $player } seçecek.

# $cell is a cell's name such as h8; renju forbids these moves to X (Black) only.
forbidden-double-three = { $cell } karesi renjuda X için yasak: çift üçlü.
forbidden-double-four = { $cell } karesi renjuda X için yasak: çift dörtlü.
forbidden-overline = { $cell } karesi renjuda X için yasak: beşten uzun sıra.

## Game over

over-play = Oyna
over-review = İncele
over-menu = Menü
over-quit = Çık

## Playing

playing-undo = Geri al
playing-redo = Yinele
playing-hint = İpucu
playing-menu = Menü
playing-coach = Koç
playing-keep = Sonraya sakla
playing-abandon = Terk et
playing-play-on = Devam et

## Who plays a seat (the menu's options, and a computer's name in tallies and lines)

seat-human = İnsan
seat-easy = Kolay
seat-medium = Orta
seat-hard = Zor
seat-online = Çevrimiçi
# A Gomocup brain: another gomoku program, named in Settings, that plays a seat.
seat-brain = Motor
# The names a person's seat has until someone types one.
player-one = Oyuncu 1
player-two = Oyuncu 2

## The menu's tally and the unfinished game

# $x and $o are the players' names; $xWins, $oWins and $draws are counts.
tally = { $x } { $xWins } – { $oWins } { $o }, { $draws ->
    [one] 1 beraberlik
   *[other] { $draws } beraberlik
}
# Two players of the same name, told apart by their marks.
tally-same-names = { $x } (X) { $xWins } – { $oWins } { $o } (O), { $draws ->
    [one] 1 beraberlik
   *[other] { $draws } beraberlik
}
tally-no-games = { $x } ile { $o } arasında henüz oyun yok
reset-title = Skor sıfırlansın mı?
reset-details = { $x } ile { $o } arasındaki oyunlar unutulsun mu?
# $move is the number of the move to play next; $player plays $mark.
menu-unfinished = Yarım kalan { $cols }x{ $rows } oyun, { $k } yan yana
    { $move }. hamle, sıra: { $player } ({ $mark })
menu-unfinished-online = Yarım kalan { $cols }x{ $rows } oyun, { $k } yan yana
    { $friend } ile çevrimiçi
    { $move }. hamle, sıra: { $player } ({ $mark })

## The board's status bar

badge-human = İnsan
badge-computer = Bilgisayar
# The friend's badge in a network game: one short word each.
badge-online = çevrimiçi
badge-connecting = bağlanıyor
badge-offline = çevrimdışı
# The friend's connection across the internet: straight, or through the relay.
badge-direct = doğrudan
badge-relayed = sunucu üzerinden
badge-left = ayrıldı
badge-draws = { $draws ->
    [one] 1 beraberlik
   *[other] { $draws } beraberlik
}
# $player is a name or a computer's level; $mark is X or O.
status-to-move = Sıra: { $player } ({ $mark })
status-thinking = { $player } ({ $mark }) düşünüyor
status-wins = { $player } ({ $mark }) kazandı
status-wins-on-time = { $player } ({ $mark }) süreden kazandı
status-draw = Berabere
status-waiting-to-connect = Bağlanması bekleniyor: { $friend }
status-connecting-to = Bağlanılıyor: { $friend }
# $minutes and $seconds: how long the friend has been away ($seconds has two digits).
status-connection-lost = Bağlantı koptu - { $friend } bekleniyor ({ $minutes }:{ $seconds })
status-not-back = { $friend } geri dönmedi
result-wins = { $mark } kazandı
result-wins-on-time = { $mark } süreden kazandı
result-draw = Berabere

## Leaving a game

leave-title = Oyundan çıkılsın mı?
leave-details = Menüden devam etmek için sakla ya da terk et.
leave-online = Arkadaşına haber verilecek. Menüden devam etmek için oyunu sakla ya da terk et.

## Hints and the coach ($cell is a cell's name such as b2; $plies counts the marks both
## players still place, this one included)

hint-wins-in = İpucu: { $cell }. { $mark } { $plies } yarım hamlede kazanır.
hint-wins-within = İpucu: { $cell }. { $mark } en çok { $plies } yarım hamlede kazanır.
hint-loses = İpucu: { $cell }. { $mark } ne yaparsa yapsın { $other } kazanır.
hint-draw = İpucu: { $cell }. En iyi oyunla berabere.
hint-better = İpucu: { $cell }. { $mark } daha iyi durumda (tahmini).
hint-worse = İpucu: { $cell }. { $other } daha iyi durumda (tahmini).
hint-even = İpucu: { $cell }. Denk durum (tahmini).
hint-thinking = İpucu: düşünülüyor…
# The engine's line (L): the moves Hard expects from the position ($moves, cell names), the
# depth it searched ($depth, a number of plies) and its score for the side to move ($score:
# a signed number, or as the coach writes a result: +5, -4, =).
engine-line = Varyant: { $moves } · derinlik { $depth } · { $score }
engine-line-thinking = Varyant: düşünülüyor…
# The coach's labels on the cells: +3 wins in 3 marks, -4 loses in 4, = draws, +? and -? estimates.
coach-legend = Koç: +n galibiyet, -n yenilgi (n yarım hamlede), = berabere, +?/-? tahmin
coach-counting = Koç { $done }/{ $all }: +n galibiyet, -n yenilgi (n yarım hamlede), = berabere, +?/-? tahmin

## Review: what a position is worth ($plies counts moves, as in hints)

verdict-has-won = { $mark } kazandı
verdict-better = { $mark } daha iyi durumda (tahmini)
verdict-wins-in = { $mark } { $plies } yarım hamlede kazanır
verdict-wins-within = { $mark } en çok { $plies } yarım hamlede kazanır
verdict-draw = berabere
verdict-no-forced-win = zorunlu galibiyet yok (tahmini)
# $verdict is one of the verdict- lines above.
review-from-start = Baştan en iyi oyunla: { $verdict }.
review-move-same = { $ply }. hamle, { $mark } { $cell }: öncesinde de sonrasında da { $verdict }.
review-move-changed = { $ply }. hamle, { $mark } { $cell }: öncesinde { $before }; sonrasında { $after }.
# $symbol is ? or ??; $best lists cells.
review-mistake = Hata ({ $symbol }): en iyisi { $best } idi.
review-blunder = Büyük hata ({ $symbol }): en iyisi { $best } idi.
review-off = İnceleme (R) her hamleyi değerlendirir: ? hata, ?? büyük hata.
review-progress = İnceleniyor: { $done }/{ $all } pozisyon…

## Replay

replay-players = { $x } (X) - { $o } (O)
replay-start = Başlangıç
replay-play = Oynat
replay-pause = Duraklat
replay-review = İncele
replay-hint = İpucu
replay-coach = Koç
replay-from-here = Buradan oyna
replay-back = Geri

## History

history-title = Geçmiş
history-player = Oyuncu
history-all = Tümü
history-back = Geri
# Importing a game from a file (RON, or Piskvork's .psq) and exporting the chosen one as .psq.
history-file = Dosya
history-import = İçe aktar
history-export = Dışa aktar .psq
history-imported = İçe aktarıldı: { $x } (X) - { $o } (O).
history-not-imported = İçe aktarılamadı: { $why }
history-exported = Kaydedildi: { $path }
history-not-exported = Kaydedilemedi: { $why }
# The columns' headers (keep them short: the columns are narrow).
history-when = Tarih
history-board = Tahta
history-result = Sonuç
history-moves = Hml
history-reading = Oyunlar okunuyor…
history-none = Henüz oyun yok: bitirdiğin her oyun burada saklanır.
history-none-match = Filtreye uyan oyun yok.
history-shown = { $first }–{ $last } / { $total }   ·   ↑ ↓  { key-enter }  { key-page-up }/{ key-page-down }  tekerlek
end-x-won = X kazandı
end-o-won = O kazandı
end-draw = Berabere
delete-title = Bu oyun silinsin mi?
delete-players = { $x } (X) - { $o } (O)
delete-details = Silinen oyun geri getirilemez.
delete-delete = Sil
delete-keep = Kalsın
# A board's shape.
board-shape = { $cols }x{ $rows }, { $k } yan yana
board-shape-rule = { $cols }x{ $rows }, { $k } yan yana, { $rule }
# A date and a time, each number with its leading zero: 22.11.2026 21:40.
date-time = { $day }.{ $month }.{ $year } { $hour }:{ $minute }

## Settings

settings-title = Ayarlar
settings-language = Dil
settings-think-delay = Bilgisayar gecikmesi
settings-hard-budget = Zor düşünme süresi
settings-volume = Ses düzeyi
settings-sound = Ses
settings-alternate = Başlayan değişsin
settings-auto-play = Sonraki oyunu otomatik başlat
settings-coach = Koç
settings-animations = Animasyonlar
# Renju's forbidden points: the cells X (Black) may not play, each drawn with a small cross.
settings-forbidden = Yasak kareler
# Each mark shows the number of the move that placed it, as gomoku boards do.
settings-move-numbers = Hamle numaraları
# The Gomocup brain (another gomoku program) that may play a seat: its program's path.
settings-brain = Motor
settings-brain-time = Motor düşünme süresi
settings-clock = Oyun saati
settings-theme = Tema
settings-on = Açık
settings-off = Kapalı
settings-back = Geri
theme-dark = Koyu
theme-light = Aydınlık
theme-contrast = Kontrast
# $value is a number already written with the decimal separator below.
settings-seconds = { $value } sn
settings-percent = %{ $value }
decimal-separator = ,
list-separator = { ", " }
sentence-separator = { " " }

## The shortcuts' list (? or F1)

shortcuts-title = Kısayollar
shortcuts-close = Herhangi bir tuş ya da tıklama bu listeyi kapatır.
keys-board = { key-arrows }, { $letters }, { key-dpad }
keys-focus = { key-arrows }, { key-dpad }
keys-keypad = 1 - 9
keys-tab = Tab, { key-shift }+Tab
keys-history = { key-up }, { key-down }, { key-enter }, { key-del }
shortcut-board = tahtada gezin
shortcut-focus = düğmeler arasında gezin
shortcut-press = işaret koy; düğmeye bas
shortcut-keypad = 3x3 tahtada işaret koy (sayı tuşları gibi)
shortcut-tab = sonraki, önceki düğme
shortcut-undo = geri al
shortcut-redo = yinele
shortcut-hint = ipucu: Zor seviyenin oynayacağı hamle
shortcut-coach = koç: her karenin değeri
shortcut-engine-line = motorun varyantı: Zor seviyenin beklediği hamleler
shortcut-new-game = yeni oyun
shortcut-full-screen = tam ekran
shortcut-back = geri
shortcut-list = bu liste
shortcut-speech = sesli okumayı aç ya da kapat
shortcut-read = sesli oku: tahta, son hamle, sıra kimde ve skor, imlecin satırı, sütunu, köşegenleri
shortcut-replay-step = Tekrar: bir hamle geri, ileri
shortcut-replay-ends = Tekrar: başa, sona, oynat
shortcut-replay-review = Tekrar: her hamleyi incele
shortcut-history = Geçmiş: seç, aç, sil
# Keys by name, as printed on keyboards in the language's countries (letters, digits and
# F1..F12 stay as they are).
key-left = Sol
key-right = Sağ
key-up = Yukarı
key-down = Aşağı
key-esc = Esc
key-enter = Enter
key-space = Boşluk
key-del = Del
key-home = Home
key-end = End
key-page-up = PgUp
key-page-down = PgDn
key-ctrl = Ctrl
key-shift = Shift
key-arrows = Ok tuşları
key-dpad = yön tuşları
# A gamepad's button: $button is its letter (A, B) or name.
key-pad = kol { $button }

## Network games' questions and news ($friend is the friend's name)

ask-undo-title = Hamle geri alınsın mı?
ask-undo = { $friend } son hamlesini geri almak istiyor.
ask-allow = İzin ver
ask-play-on = Devam et
ask-rematch-title = Bir oyun daha?
ask-rematch = { $friend } bir oyun daha istiyor.
ask-play = Oyna
ask-no = Hayır
ask-overdue-title = Hâlâ bekleniyor
ask-overdue = { $friend } geri dönmedi. Beklemeye devam et, oyunu sonra sürdürmek için sakla ya da bitir (sayılmaz).
ask-wait = Bekle
ask-keep = Sonraya sakla
ask-end = Bitir
online-your-friend = arkadaşın
online-the-host = ev sahibi
online-friend-left = { $friend } oyundan ayrıldı; oyun saklandı
# $what is what the friend's game sent, in the network's words.
online-broken = { $friend } tarafındaki oyun şunu gönderdi: { $what }; oyun saklandı
online-out-of-turn = yanlış zamanda bir “{ $message }” iletisi
# $why is one of the reasons below (or, rarely, the network's own words).
online-refused = { $why }; oyun saklandı
online-failed = Ağ oyunu kurulamadı: { $why }
notice-asked-rematch = { $friend } bir oyun daha oynamaya davet edildi.
notice-asked-undo = Son hamleni geri alma isteğin { $friend } tarafına iletildi.
notice-undo-refused = { $friend } oynamaya devam etmeyi tercih ediyor.
notice-rematch-refused = { $friend } başka bir oyun istemiyor.
notice-host-record-stands = Kayıtların farklı olduğu yerlerde { $friend } tarafının kaydı geçerli.
notice-code-retired = Kod on yanlış deneme aldı ve artık hiçbir şey açmıyor: arkadaşına yenisini ver.

## Why a network game could not start or go on (the $why of online-refused and online-failed)

# $address is what the player typed: a computer's name or address, perhaps with a port.
online-no-such-address = { $address } adında bir bilgisayar yok
online-nobody-hosts = { $address } adresinde kurulmuş bir oyun yok
online-no-answer = { $address } yanıt vermiyor
online-unreachable = bu ağdan { $address } adresine ulaşılamıyor
online-port-taken = { $port } numaralı bağlantı noktası bu bilgisayarda başka bir program tarafından kullanılıyor
online-not-an-invitation = bu, davetin tamamı değil (hepsini kopyala)
refusal-wrong-code = katılma kodu yanlış
refusal-too-many-tries = çok fazla deneme: bir dakika bekle
refusal-busy = ev sahibi başka biriyle oynuyor
# $theirs and $ours are versions of the game (0.9.0); $theirProtocol and $ourProtocol are numbers.
refusal-version = karşı taraftaki oyunun sürümü { $theirs } (protokol { $theirProtocol }), bu oyununki { $ours } (protokol { $ourProtocol }): ikisi aynı olmalı
# $what is what the other game did wrong, in the network's words.
refusal-broken = karşı taraftaki oyun kurallara uymadı: { $what }
refusal-left = diğer oyuncu ayrıldı
# $letter is the character typed; $letters are the letters a code may have.
code-bad-letter = "{ $letter }" katılma kodunda kullanılmaz (kodun harfleri: { $letters })
# $length is always 6; $count is how many letters were typed.
code-length = katılma kodu { $length } harfli olmalı, { $count } değil

## Notices about the game's files ($why is one of the reasons below)

notice-settings-reset = Ayarlar varsayılana döndü. { $why }
notice-scores-reset = Skorlar sıfırdan başlıyor. { $why }
notice-games-set-aside = Bazı eski oyunlar okunamadı ve bir kenara ayrıldı. { $why }
notice-game-not-resumed = Kayıtlı oyuna devam edilemedi. { $why }
notice-settings-not-saved = Ayarlar kaydedilemedi ({ $why }); bir sonraki değişiklikte yeniden denenecek.
notice-scores-not-saved = Skorlar kaydedilemedi ({ $why }); bir sonraki değişiklikte yeniden denenecek.
notice-games-not-saved = Eski oyunlar kaydedilemedi ({ $why }); bir sonraki değişiklikte yeniden denenecek.
notice-game-not-saved = Süren oyun kaydedilemedi ({ $why }); bir sonraki değişiklikte yeniden denenecek.

## Why a file could not be used, and where it is kept ($file and $kept are paths; $why is
## one of the file- reasons; $error one of the error- lines or the system's own words)

file-set-aside = { $file } kullanılamadı ({ $why }); dosya { $kept } olarak saklandı.
file-not-set-aside = { $file } kullanılamadı ({ $why }) ve bir kenara ayrılamadı: { $error }.
# $count games of the past games' file could not be read; $line is the first bad one's line.
file-games-set-aside = { $count ->
    [one] { $file } dosyasındaki bir oyun okunamadı (satır { $line }: { $why }); bu oyun { $kept } dosyasında saklandı.
   *[other] { $file } dosyasındaki { $count } oyun okunamadı (satır { $line }: { $why }); bu oyunlar { $kept } dosyasında saklandı.
}
file-games-not-set-aside = { $count ->
    [one] { $file } dosyasındaki bir oyun okunamadı (satır { $line }: { $why }) ve bir kenara ayrılamadı: { $error }.
   *[other] { $file } dosyasındaki { $count } oyun okunamadı (satır { $line }: { $why }) ve bu oyunlar bir kenara ayrılamadı: { $error }.
}
file-unreadable = dosya okunamadı: { $error }
file-not-text = metin dosyası değil
file-empty = dosya boş
# $detail is the reader's own words, with a line and a column.
file-malformed = oyunun yazdığı biçimde değil: { $detail }
# $found and $reads are format versions (numbers).
file-version = biçim sürümü { $found }, bu oyun ise { $reads } sürümünü okuyor
error-permission-denied = erişim engellendi
error-disk-full = disk dolu
error-read-only = disk salt okunur
error-not-found = bir klasör eksik

## Cells typed by a player (in the terminal game); cell names (a1, b2) stay as they are

# $cell is what was typed, or a row and a column; $lastColumn is a letter.
cell-off-board = { $cell } tahtanın dışında: sütunlar a–{ $lastColumn }, satırlar 1–{ $rows }.
cell-row-column = satır { $row }, sütun { $column }
cell-unknown = "{ $typed }" bir kare değil: b2 gibi bir sütun harfi ve satır numarası ya da 2 1 gibi bir satır ve sütun yaz.

## The terminal game (the keys' lines name keys: keep the keys, translate the words)

menu = Menü
menu-player = { $mark } oyuncusu
menu-name = { $mark } adı
menu-typing = Adı yaz, ardından Enter (Esc eskisini korur).
menu-resume-game = Yarım kalan oyuna devam et: { $board }, { $plies ->
    [one] 1 hamle
   *[other] { $plies } hamle
}.
menu-choose = Oyuncuları ve tahtayı seç, ardından Oyna.
keys-line-menu = ↑↓ seç · ←→ değiştir · Enter onayla · p oyna · q çık
keys-line-settings = ↑↓ seç · ←→ değiştir · Esc geri · q çık
keys-line-over = ←→ seç · Enter onayla · p yeniden oyna · m menü · u geri al · q çık
keys-line-watching = herhangi bir tuş oyunu durdurur (oyun saklanır) · q çık
keys-reading = Shift+B tahta · Shift+M son hamle · Shift+T sıra kimde ve skor · Shift+R, Shift+V, Shift+X imlecin satırı, sütunu ve köşegenleri
keys-line-playing = ←↑↓→/WASD gezin · Enter oyna · b2 yaz · u geri al · r yinele · h ipucu · Esc menü
keys-line-playing-big = ←↑↓→/WASD gezin · Enter oyna · b2 yaz · u geri al · r yinele · ? ipucu · Esc menü
keys-line-choosing = 1 2 3 seç · u geri al · Esc menü
keys-line-online = ↑↓ seç · Enter yaz veya onayla · Esc geri
keys-line-history = ↑↓ seç · Enter tekrar izle · / ad · f sonuç · r kural · Esc menü · q çık
keys-line-history-typing = bir ad yaz · Enter tamam
keys-line-replay = ←→ adım · Home/End ilk/son · Esc listeye dön · q çık
too-small = Uçbirim { $width }x{ $height }; bu ekran en az { $leastWidth }x{ $leastHeight } gerektirir. Pencereyi büyüt ya da çıkmak için q tuşuna bas.
settings-language-about = Oyundaki yazıların dili, uçbirimde ve pencerede.
settings-think-delay-about = Bilgisayarın hamle yapmadan önce en az ne kadar düşünüyor görüneceği.
settings-hard-budget-about = Zor seviyenin bir hamleyi en fazla ne kadar arayacağı: süre uzadıkça büyük tahtalarda daha güçlü oynar.
settings-alternate-about = Her oyundan sonra oyuncular işaret değiştirir, böylece sırayla başlarlar.
settings-forbidden-about = Renjuda sıra X (siyah) tarafındayken, X için yasak her karede küçük bir çarpı.
settings-move-numbers-about = Her işaret, onu koyan hamlenin numarasıyla yazılır; gomoku tahtalarında taşların numaralandırıldığı gibi.
settings-back-about = Menüye dön.
settings-brain-about = Beş yan yana oynanan tahtalarda bir tarafı oynayabilen bir Gomocup motoru (bir pbrain programı). Enter, ardından yolunu yaz.
settings-brain-time-about = Motorun bir hamle için ne kadar düşünebileceği.
settings-clock-about = Her oyuncunun oyun için süresi ve her hamleden sonra eklenen saniyeler (5+3: beş dakika, üç saniye). Süresi biten kaybeder.
# The brain's row when no program is named.
settings-brain-none = yok
keys-line-settings-typing = programın yolunu yaz · Enter tamam · Esc iptal
# A brain that failed: $why is one of the brain-… reasons below, $mark the seat's mark.
brain-stopped = Motor durdu: { $why }. Artık { $mark } tarafını bir insan oynuyor; oyun sürüyor.
brain-no-start = başlatılamadı
brain-timeout = süresini aştı
brain-crashed = çöktü
brain-garbage = protokolün izin vermediği bir şey yazdı
brain-illegal = izin verilmeyen bir hamle yaptı
brain-unsupported = bu tahtayı ya da kuralı oynamıyor
# The language row before a language is chosen.
settings-system = sistem dili
# A player and their mark: Ana (X).
player = { $player } ({ $mark })
panel-person = { $player }
panel-computer = { $player } (bilgisayar)
panel-online = { $player } (çevrimiçi)
panel-move = { $ply }. hamle
panel-last = Son:
panel-scores = Skorlar
play-again = Yeniden oyna
quit = Çık
# $who is a player line; $line lists the cells of the winning line.
wins-with = { $who } kazandı: { $line }.
draw = Berabere: tahta doldu.
stopped = Oyun durdu.
thinking = { $who } düşünüyor
to-move = Sıra: { $who }.
typed = Yazılan: { $typed }; Enter ile oynanır.
hint-looking = İpucu aranıyor
no-hint = Verilen sürede ipucu bulunamadı.
wait-friend = Bekle: arkadaşın henüz yanıt vermedi.
wait-thinking = Bekle: sıra { $mark } tarafında ve { $level } düşünüyor.
taken = { $cell } dolu ({ $by }): boş bir kare seç.
off-board = { $cell } tahtanın dışında.
game-over = Oyun bitti.
nothing-to-undo = Geri alınacak hamle yok.
nothing-to-redo = Yinelenecek hamle yok.
history-all-results = tüm sonuçlar
history-all-rules = tüm kurallar
history-any-name = her ad
history-name = ad: { $name }
history-games = { $shown } / { $total ->
    [one] 1 oyun
   *[other] { $total } oyun
}
history-ended = Bitiş
history-moves-long = Hamle
replay-title = Tekrar: { $x } (X) - { $o } (O), { $board }
replay-move = Hamle { $ply } / { $plies }
scores = Skorlar: { $tally }.
# $setting is the field's name in the settings file (think_delay); $detail is the reader's own words.
setting-unusable = Ayarlar: { $setting } okunamadı ({ $detail }); varsayılan değer kullanılıyor.
game-not-archived = Biten oyun saklanamadı: { $why }
game-not-removed = Kayıtlı oyun silinemedi: { $why }
# The game by lines of text (`tictactoe terminal --lines`).
# $board is the board's shape and rule, as board-shape says it: "15x15, 5 in a row".
lines-opening = XOX ({ $board }): { $x } - { $o }. X başlar.
read-plays = { $who } { $cell } oynadı.
lines-to-move = { $who } oynayacak:
# $choices lists the opening's choices with their numbers: "1 Play Black (X) · 2 Play White (O)".
lines-choose = { $who } seçecek (numarayla): { $choices }
lines-network = ağ oyunu pencerede oynanır
lines-input-ended = girdi oyundan önce bitti ({ $ply ->
    [0] ilk hamleden önce
   *[other] { $ply }. hamleden sonra
}); oyun saklandı: `tictactoe terminal --resume` onu sürdürür, menüdeki ve penceredeki Devam et de öyle
lines-too-long = Bu kadar uzun bir satır kare olamaz: b2 gibi bir kare yaz.
lines-empty = Boş satır: b2 gibi bir kare yaz.
# The line mode's reading commands, typed in place of a move (the English words are
# always understood too; keep each one word, lower case, unlike any cell name such as b2).
lines-command-board = tahta
lines-command-grid = ızgara
lines-command-row = satır
lines-command-column = sütun
lines-command-diagonals = köşegenler
lines-command-last = son
lines-command-turn = sıra
lines-command-score = skor
lines-command-help = yardım
# The list of the commands, after "help" or a line that is none of them.
# $board, $row and the like are the command words above; $cell is a cell's name such as c3.
lines-commands = Oynamak için bir kare yaz ({ $cell }) ya da: { $board } (tüm tahta), { $grid } (karakter ızgarası olarak tahta), { $row } 3 (bir satır), { $column } c (bir sütun), { $diagonals } { $cell } (bir kareden geçen iki köşegen), { $last } (son hamle), { $turn } (sıra kimde), { $score } (skorlar), { $help } (bu liste).
lines-command-needs-row = { $command } için { $command } 3 gibi bir satır numarası gerekir.
lines-command-needs-column = { $command } için { $command } c gibi bir sütun harfi gerekir.
lines-command-needs-cell = { $command } için { $command } c3 gibi bir kare gerekir.
lines-turn = { $who } oynayacak.
# After the game's first line; $help is lines-command-help.
lines-help-hint = Tahtayı satır satır, sütun sütun ya da köşegen köşegen okuyan komutlar için { $help } yaz.
## Reading the position (the line mode's commands, and the speech)
# The cell under the cursor: $row and $column count from 1; $mark is X, O or read-empty.
read-cell = satır { $row }, sütun { $column }, { $mark }
# $player is X (Black), to whom renju forbids the cell.
read-cell-forbidden = satır { $row }, sütun { $column }, { $mark }, { $player } için yasak
read-empty = boş
# One stone in a line: "c2 X".
read-stone = { $cell } { $mark }
read-one-empty = { $cell } boş
# An empty cell of a line where renju forbids $player (X, Black) to play.
read-one-forbidden = { $cell } boş, { $player } için yasak
# A stretch of empty cells in a line, from $from to $to (cell names).
read-run-empty = { $from } ile { $to } arası boş
# $cells lists the line's stones and stretches of empty cells.
read-row = Satır { $row }: { $cells }.
read-column = Sütun { $column }: { $cells }.
read-diagonal = Köşegen { $from } - { $to }: { $cells }.
read-empty-cells = { $count ->
    [one] Bir boş kare.
   *[other] { $count } boş kare.
}
read-board-empty = Tahta boş.
read-no-move = Henüz hamle yok.
# $who is a player with their mark, "Ana (X)"; $cell a cell's name.
read-last = Son hamle: { $who }, { $cell }.
## The window's speech: F2 turns it on and off; a focused option is said with its state.
speech-on = Sesli okuma açık.
speech-off = Sesli okuma kapalı.
speech-unreachable = Oyun konuşamıyor: konuşma sentezi hizmeti yanıt vermedi ({ $why }).
read-selected = seçili
read-unavailable = kullanılamaz
# After a move: the cells where its player would win with the next one.
read-threat = { $mark } { $cell } karesinde kazanmakla tehdit ediyor.
read-threats = { $mark } { $cells } karelerinde kazanmakla tehdit ediyor: tek hamle hepsini durduramaz.
# The coach's value of the cell under the cursor; $verdict is a verdict-* message.
read-coach = Koç: { $verdict }.
output-failed = çıktı yazılamadı: { $why }
input-failed = girdi okunamadı: { $why }
# Printed when the full-screen game ends with a game unfinished.
kept-on-quit = Süren oyun saklandı: burada ya da pencerede, menüdeki Devam et ile oyunu sürdürebilirsin.
search-failed = bir arama başarısız oldu; süren oyun saklandı
nothing-to-resume = devam edilecek yarım kalan oyun yok

## The game in the system's menus and software centre (the package's desktop entry and its
## AppStream page). desktop-keywords are words a player may search for, each one ended by a
## semicolon; the store- lines are the software centre's summary and description.

desktop-generic-name = Tahta oyunu
desktop-comment = Bir arkadaşına ya da bilgisayara karşı XOX oyna
desktop-keywords = XOX;tic-tac-toe;yan yana beş;gomoku;tahta oyunu;masa oyunu;strateji;
store-description-play = Klasik 3x3 tahtada ya da 22x22'a kadar tahtalarda XOX oyna; kazanmak için yan yana on işarete kadar gerekebilir. X'i ve O'yu ayrı ayrı bir insan ya da Kolay, Orta veya Zor seviyede bilgisayar oynar: bir arkadaşınla oyna, bilgisayara meydan oku ya da iki bilgisayarın birbirine karşı oynayışını izle.
store-description-more = Zor seviye, oyunun çözülebildiği her durumda kusursuz oynar. İpuçları ve bir koç her hamlenin değerini gösterir; biten her oyun saklanır, böylece onu yeniden izleyip hamle hamle inceleyebilirsin. Pencerede ya da uçbirimde, tek bir bilgisayarda ya da ağ veya internet üzerinden bir arkadaşınla oyna.
