"""The scores SignalForge's own checks give, named once, worst first.

A check picks the level for what its defect costs a reader; the names say the level, not the
check, so the offline judge's rule tables (`judges/offline/`), the floor and the calibration
read one scale, and moving a level moves it everywhere. Every level below `ADVICE` fails its
pair; `ADVICE` is the pass mark itself, so a finding there is said and still passes.
"""

from __future__ import annotations

from gate.configure.gate_settings import DEFAULT_PASS_MARK

#: Nothing there to grade (an empty text), or a test that only repeats another.
NOTHING = 0.0
#: A placeholder (TODO, TBD, lorem ipsum) where the text should be.
STUB = 0.1
#: Holds nothing: a test that cannot fail, a bound no table crosses.
HOLLOW = 0.2
#: Useless or wrong: restates its own name, or says what the project contradicts.
GRAVE = 0.3
#: Unclear: vague, points elsewhere, disagrees with its siblings' words.
SERIOUS = 0.35
#: Leaves out what a reader needs: a unit, a grain, a period, a consequence.
LACKING = 0.4
#: Nearly there: names what it measures without defining it.
SLIGHT = 0.45
#: Advice only: at the pass mark, so the pair still passes.
ADVICE = DEFAULT_PASS_MARK
#: What the offline judge gives a text none of its checks faults, where it does not measure
#: how much the text tells.
FAULTLESS = 0.8
