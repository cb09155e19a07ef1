"""The offline judge reads a text through its project's own context: what its sibling sections,
columns and tests already say. Each reading is tried in a domain the rules were not tuned on (a
parcel carrier, a web shop, a library), beside a text that passes, so a rule that fires on
everything, or only on the words it was written for, goes red; and a reason says what is true."""

from __future__ import annotations

from gate.docs.artifacts import Artifact
from tests.docs.judges.offline.test_offline_context import judged


def _argument(text: str) -> Artifact:
    return Artifact("argument.w1.description", "argument_description", text,
                    "macros/parcel.yml", 1, "macros/crate_volume", subject="w1")


def test_a_text_whose_every_sentence_tells_nothing_is_not_called_empty() -> None:
    written = judged(_argument("Weight of the first parcel."), "usage")
    assert written.score == 0.0
    assert "empty" not in written.reasoning
    assert "No sentence of the text ('Weight of the first parcel.') tells" in written.reasoning
    assert judged(_argument(""), "usage").reasoning.startswith("The text is empty.")
