#!/usr/bin/env python3
"""Writes the game's sound cues next to this script, all 44.1 kHz mono 16-bit WAV:

  warning.wav  an illegal move: the short two-tone buzz (A4 + C#5 and their 3rd harmonics, 0.22 s)
  place_x.wav  X's mark placed: a soft high tick (B6, 1976 Hz, 70 ms)
  place_o.wav  O's mark placed: a soft lower tok (B5, 988 Hz, 110 ms)
  win.wav      a game won: a rising chime (D7 F#7 A7, 0.7 s)
  draw.wav     a drawn game: a neutral falling fourth (D6 then G5, 0.5 s)
  click.wav    a button pressed: a very soft, very short click (5 kHz, 30 ms)
  cursor.wav   the board's cursor on an empty cell: a soft blip (1250 Hz, 45 ms), played
               higher for the rows above (up to 1750 Hz) and panned by the column
  cursor_x.wav the same on X's mark: two quick blips
  cursor_o.wav the same on O's mark: one rounder, longer blip
  edge.wav     the cursor against the board's edge: a low thud (300 Hz, 60 ms)

Synthesised here from scratch (no samples), so they are ours to license with the game.
Run from anywhere: python3 assets/sounds/make_sounds.py

Each cue keeps its energy at frequencies of its own, so a test recording can tell which cues
were played (tests look at warning 420-580 Hz, draw 760-810, place_o 950-1025, place_x
1900-2050, win 2880-3040, click 4850-5150; the cursor's blips stay between place_o and
place_x, 1250-1750, and the edge's thud under warning). So: plain sines, no overtones, no noise, and
attacks no sharper than the neighbouring bands allow.
"""
import math
import struct
import wave
from pathlib import Path

RATE = 44_100  # samples per second
HERE = Path(__file__).parent


def write(name, samples):
    """Writes samples (floats, full scale 1.0) as a 16-bit mono WAV next to this script."""
    frames = bytearray()
    for x in samples:
        # Truncation toward zero, as warning.wav has always been made: it stays byte-identical.
        frames += struct.pack("<h", int(max(-1.0, min(1.0, x)) * 32767))
    out = HERE / name
    with wave.open(str(out), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(bytes(frames))
    print(out)


def warning():
    """The illegal-move buzz, computed exactly as the old make_warning.py did."""
    tones = (440.0, 554.4)  # A4 and C#5: a dissonant-enough pair that reads as "no"
    out = []
    for i in range(int(RATE * 0.22)):
        t = i / RATE
        # 5 ms attack, exponential decay: a click-free, short buzz.
        envelope = min(1.0, t / 0.005) * math.exp(-t * 9.0)
        # Square-ish wave (fundamental plus a third harmonic) sounds like a buzzer.
        sample = sum(
            math.sin(2 * math.pi * f * t) + math.sin(6 * math.pi * f * t) / 3 for f in tones
        )
        out.append(0.45 * envelope * sample)
    return out


def smooth(x):
    """0 -> 0, 1 -> 1 along a raised cosine: flat at both ends, so no click and no splatter."""
    return 0.5 - 0.5 * math.cos(math.pi * min(1.0, max(0.0, x)))


def add_tone(buf, freq, start, length, attack, decay, amp=1.0, bend=0.0):
    """Adds a decaying sine to buf from `start` for `length` seconds.

    attack: seconds of raised-cosine rise; decay: exponential time constant; the last 15 %
    (at least 5 ms) fades smoothly to zero so the tone ends without a click. bend: a start
    this fraction sharp, falling to pitch in ~10 ms, as a struck piece of wood does.
    """
    first = int(start * RATE)
    count = min(int(length * RATE), len(buf) - first)  # rounding must not run past the end
    release = max(0.005, 0.15 * length)
    for i in range(count):
        t = i / RATE
        env = smooth(t / attack) * math.exp(-t / decay) * smooth((length - t) / release)
        # Phase of a pitch falling exponentially from freq*(1+bend) to freq (tau 10 ms).
        phase = 2 * math.pi * freq * (t + bend * 0.010 * (1 - math.exp(-t / 0.010)))
        buf[first + i] += amp * env * math.sin(phase)


def normalised(buf, peak):
    """Scales buf so its loudest sample is `peak`: the cues sit at a known, even level."""
    top = max(abs(x) for x in buf)
    return [x * peak / top for x in buf]


def place(freq, seconds, decay, peak):
    # A soft mallet on wood: a 5 ms attack (any sharper and its splash reaches the other
    # cues' bands), a start a little sharp, then a quick decay. No overtones: they would
    # land in other cues' bands.
    buf = [0.0] * round(RATE * seconds)
    add_tone(buf, freq, 0.0, seconds, attack=0.005, decay=decay, bend=0.02)
    return normalised(buf, peak)


def win():
    # A major arpeggio rising a note every 100 ms, each ringing on under the next so it ends
    # on the chord; sine-pure and high, so it reads as a chime. 0.3: the ear is at its
    # most sensitive up there.
    seconds = 0.7
    buf = [0.0] * round(RATE * seconds)
    for n, freq in enumerate((2349.3, 2960.0, 3520.0)):  # D7 F#7 A7
        start = 0.1 * n
        add_tone(buf, freq, start, seconds - start, attack=0.006, decay=0.15 + 0.05 * n)
    return normalised(buf, 0.3)


def draw():
    # Two soft notes, a fourth falling (D6 then G5), the second longer: settled, neither a
    # fanfare nor a buzz. Slow attacks keep D6 out of place_o's band, 135 Hz away.
    seconds = 0.5
    buf = [0.0] * round(RATE * seconds)
    add_tone(buf, 1174.7, 0.0, 0.25, attack=0.015, decay=0.09)
    add_tone(buf, 784.0, 0.18, seconds - 0.18, attack=0.010, decay=0.12)
    return normalised(buf, 0.35)


def one_tone(freq, seconds, attack, decay, peak):
    """A single decaying sine `seconds` long, its loudest sample at `peak`."""
    buf = [0.0] * round(RATE * seconds)
    add_tone(buf, freq, 0.0, seconds, attack=attack, decay=decay)
    return normalised(buf, peak)


def click():
    # 30 ms, 1.5 ms attack, 6 ms decay: a tick felt more than heard, quieter than the rest.
    # High (5 kHz), where its short-lived spread stays clear of every other band.
    return one_tone(5000.0, 0.03, attack=0.0015, decay=0.006, peak=0.15)


def blips(starts, length, attack):
    # Soft sine blips at the cursor's lowest pitch (the game raises it by the row), each
    # with a gentle attack so its spread stays out of the neighbouring bands.
    seconds = max(starts) + length
    buf = [0.0] * round(RATE * seconds)
    for start in starts:
        add_tone(buf, 1250.0, start, length, attack=attack, decay=length)
    return normalised(buf, 0.2)


def edge():
    # A low, short thud (300 Hz, under the warning's band): the cursor goes no further.
    return one_tone(300.0, 0.06, attack=0.006, decay=0.025, peak=0.35)


write("warning.wav", warning())
# X: B6, an octave above O, shorter, and a little quieter as the ear hears 2 kHz louder.
write("place_x.wav", place(1975.5, 0.07, decay=0.016, peak=0.32))
write("place_o.wav", place(987.8, 0.11, decay=0.028, peak=0.4))  # O: B5, rounder
write("win.wav", win())
write("draw.wav", draw())
write("click.wav", click())
write("cursor.wav", blips([0.0], 0.045, attack=0.008))
write("cursor_x.wav", blips([0.0, 0.04], 0.025, attack=0.006))
write("cursor_o.wav", blips([0.0], 0.09, attack=0.02))
write("edge.wav", edge())
