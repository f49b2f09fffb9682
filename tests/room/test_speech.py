"""Spoken calls through the real espeak-ng (a child process): the voice and speed chosen in
the Room settings reach the program, which speaks them (to a WAV file here: a test machine
has no loudspeaker). Without espeak-ng these tests are skipped (tests/system_programs.py);
`.ci/run` installs it and requires them."""

from __future__ import annotations

import subprocess
import wave

import pytest
from system_programs import system_program

from notepad.room.settings import RoomSettingsError, check_voice, voices
from notepad.room.speech import Speaker


def spoken_seconds(speaker: Speaker, text: str, tmp_path, name: str) -> float:
    program = system_program("espeak-ng", "espeak-ng")
    command = speaker.command(text)
    out = tmp_path / f"{name}.wav"
    done = subprocess.run([program, "-w", str(out), *command[1:]], capture_output=True,
                          text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    with wave.open(str(out)) as sound:
        return sound.getnframes() / sound.getframerate()


def test_the_chosen_voice_and_speed_reach_espeak_ng(tmp_path):
    text = "Seer, wake up. Point to a player whose role you want to know."
    slow = spoken_seconds(Speaker("espeak-ng", "en-gb", 100), text, tmp_path, "slow")
    fast = spoken_seconds(Speaker("espeak-ng", "en-gb", 250), text, tmp_path, "fast")
    assert 1.0 < fast < slow  # spoken, and at the chosen speed


def test_the_voice_and_speed_are_the_program_s_arguments():
    assert Speaker("espeak-ng", "de", 150).command("Hallo") == [
        "espeak-ng", "-s", "150", "-v", "de", "Hallo"]
    assert Speaker("espeak-ng").command("Hi") == ["espeak-ng", "-s", "150", "Hi"]


def test_only_a_voice_espeak_ng_knows_can_be_chosen():
    """espeak-ng speaks an unknown voice in its default one without a word, so the Room
    settings check the voice against the program's own list."""
    known = voices(system_program("espeak-ng", "espeak-ng"))
    assert {"en-gb", "en-us", "de"} <= set(known)
    for voice in ("en", "en-gb", "en+f3", "de"):
        assert check_voice(voice, known) == voice
    with pytest.raises(RoomSettingsError, match="unknown voice 'klingon'.*en-gb"):
        check_voice("klingon", known)
    assert check_voice("klingon", []) == "klingon"  # without the program: nothing to check
