"""A text none of whose sentences tells anything scores nothing where a reader needs what it
should tell (usage, clarity), but it contradicts nothing: the comparisons (consistency) read
it as written, and a copy of a sibling is still a copy. Tried on a parcel carrier's macro and
a tide-gauge macro, domains the gold sets do not use."""

from __future__ import annotations

import pytest

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def _argument(text: str, name: str = "w1", macro: str = "macros/crate_volume") -> Artifact:
    return Artifact(f"argument.{name}.description", "argument_description", text,
                    "macros/x.yml", 1, macro, subject=name)


@pytest.mark.parametrize(("text", "macro"), [
    ("Weight of the first parcel.", "macros/crate_volume"),
    ("Height of the second gauge.", "macros/tide_offset"),
])
def test_a_text_that_tells_nothing_contradicts_nothing(text: str, macro: str) -> None:
    argument = _argument(text, macro=macro)
    assert not judged(argument, "usage").passed  # it tells a user nothing
    assert judged(argument, "consistency").passed  # and says nothing a sibling denies


def test_a_copy_of_a_sibling_that_tells_nothing_is_still_a_copy() -> None:
    first = _argument("Weight of the first parcel.", "w1")
    copy = _argument("Weight of the first parcel.", "w2")
    verdict = judged(first, "consistency", copy)
    assert not verdict.passed
    assert "identical" in verdict.reasoning
