#!/usr/bin/env python3
"""Writes warning.wav: the short two-tone buzz played on an illegal move.

Synthesised here from scratch (no samples), so it is ours to license with the game.
Run from anywhere: python3 assets/sounds/make_warning.py
"""
import math
import struct
import wave
from pathlib import Path

RATE = 44_100  # samples per second
SECONDS = 0.22
TONES = (440.0, 554.4)  # A4 and C#5: a dissonant-enough pair that reads as "no"

frames = bytearray()
count = int(RATE * SECONDS)
for i in range(count):
    t = i / RATE
    # 5 ms attack, exponential decay: a click-free, short buzz.
    envelope = min(1.0, t / 0.005) * math.exp(-t * 9.0)
    # Square-ish wave (fundamental plus a third harmonic) sounds like a buzzer.
    sample = sum(math.sin(2 * math.pi * f * t) + math.sin(6 * math.pi * f * t) / 3 for f in TONES)
    value = int(max(-1.0, min(1.0, 0.45 * envelope * sample)) * 32767)
    frames += struct.pack("<h", value)

out = Path(__file__).with_name("warning.wav")
with wave.open(str(out), "wb") as wav:
    wav.setnchannels(1)
    wav.setsampwidth(2)
    wav.setframerate(RATE)
    wav.writeframes(bytes(frames))
print(out)
