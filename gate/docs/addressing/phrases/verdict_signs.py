"""A verdict written in signs ("★★★★★", "👍✅") closing a sentence, told from a rating's scale
or example, and the words that make a sentence a condition on the data rather than a claim
of one. Read by `gate.docs.addressing.addressed.voids`, where such a sentence earns nothing."""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern

#: A condition on the data or a value explained: "Whether the control satisfies all
#: criteria" documents a flag, "5.0 means the answer meets the criterion" a scale.
CONDITION = lazy_pattern(r"\b(?:whether|when|if|unless|once|true|false|means|mean|indicates|"
                         r"denotes|represents)\b")

#: Signs that grade or approve ("★★★★★", "👍✅"): a run of them in a sentence that states
#: no condition grades what it stands beside.
VERDICT_SIGNS = lazy_pattern("[\u2605\u2b50\u2705\u2714\U0001F44D\U0001F4AF\U0001F3C6"
                             "\U0001F947\U0001F31F]")
#: Two signs or more side by side ("★★★★★", "👍✅"), not a list of them ("👍, 👎, 💯").
SIGN_RUN = lazy_pattern(f"{VERDICT_SIGNS.pattern}(?:[\\s\ufe0f]*{VERDICT_SIGNS.pattern})+")
#: A scale of signs ("from ★ to ★★★★★", "★-★★★★★"), an example of one ("e.g. ★★★★☆ for
#: four stars") or an empty star, shown only in a rating's display, documents a rating column.
SIGN_SCALE = lazy_pattern(r"(?:\bto|\bfrom|\bas|-|\u2013|\u2014|\bor|,|e\.g\.|\bfor example|"
                          r"\bsuch as|\blike)\s*[\u2605\u2b50\u2606]|\u2606|"
                          r"[\u2605\u2b50]\s*(?:to\b|-|\u2013|=|means\b|,|\bor\b|for\b)")


def graded_by_signs(sentence: str) -> bool:
    """A run of signs that grade or approve ("Primary key of stg_orders ★★★★★"), in a
    sentence that states no condition and no scale of them ("1 to 5, shown as ★ to
    ★★★★★"): what they grade is the text they close."""
    return SIGN_RUN.search(sentence) is not None \
        and CONDITION.search(sentence.casefold()) is None and SIGN_SCALE.search(sentence) is None
