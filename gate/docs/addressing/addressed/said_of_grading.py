"""What a sentence says to or of whoever grades, read whole in any language the tables
cover: whoever grades named in a sentence that states no fact of the data, and an approval
said to have happened already. Each voids the credit of its sentence
(`gate.docs.addressing.addressed.voids`); the approval is also marked (`standing_told`).

Documentation of evaluation data names evaluators and approvals too, but beside its facts
("Nota que el evaluador asignó, de 1 a 5.", "Fecha en que la solicitud ya fue aprobada, en
UTC."): a sentence that states a fact (`gate.docs.addressing.statements.facts.states_fact`) is left
to the data.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.phrases.grade_languages import scripts, words_of
from gate.docs.addressing.statements.facts import ADDRESS, NAME_PART, states_fact

#: Quoted stretches and code spans: what a stored value or a logged reply says.
QUOTED = lazy_pattern(r"`[^`\n]*`|\"[^\"\n]{0,300}\"|“[^”\n]{0,300}”|«[^»\n]{0,300}»|"
                      "\u201e[^\u201c\u201d\n]{0,300}[\u201c\u201d]")
#: Whoever grades, in the languages of `grade_languages` and the older ones.
EVALUATOR_CUE = lazy_pattern("|".join((
    *(fold(word) for script in scripts() for word in words_of(script, "evaluator")),
    r"evaluateur", r"evaluatrice", r"correcteur", r"corrector", r"valutatore", r"beoordelaar",
    r"bewerter", r"prufer", r"degerlendiren", r"arvioija", r"bedomare", r"hodnotitel",
    r"oceniajac", r"sprawdzajac", r"evaluador", r"avaliador", "оценщ", "проверяющ", "评审",
    "評審", "评分员", "評価者", "採点者", "채점자", "평가자", "मूल्यांकनकर्ता", "المقيم",
    # whoever reviews, said as a role rather than a title
    r"quien revis", r"quien evalu", r"revisore", r"revisora",
    r"inceleyen", r"kontrol eden", r"recenzent", r"granskare", r"revisor\b", "检查者",
    "審査員", "確認する人", "確認者", "レビュアー", "검토자", "검토하는 사람", "जाँचने वाले",
    "जांचने वाले", "समीक्षक")))
#: The evaluators written in ASCII: what an ASCII sentence can hold, scanned alone.
EVALUATOR_ASCII = lazy_pattern("|".join(cue for cue in EVALUATOR_CUE.pattern.split("|")
                                      if cue.isascii()))
#: An approval said to have happened already, in the languages other than English the
#: lexicons read and those of `grade_languages` (English is the standing rules' to read,
#: where "Already approved orders are skipped." is the data's): "is al goedgekeurd", "já
#: foi homologado", "est déjà validée", "allerede godkjent", "sudah disetujui". Said of the
#: data ("Nulo hasta que la solicitud ya fue aprobada") it comes with a fact; said alone, it
#: speaks of the text's standing.
ALREADY_APPROVED = lazy_pattern(
    r"\b(?:deja|ya|ja|al|reeds|bereits|schon|gia|allerede|redan|juz|zaten|sudah|"
    r"telah|vec|uz|jo|jau|mar)\b(?:\s+[\w-]+){0,2}?\s+(?:approv\w*|validat\w*|valide\w*|"
    r"validad\w*|accept\w*|aceit\w*|acept\w*|homologad\w*|aprovad\w*|aprobad\w*|revisad\w*|"
    r"goedgekeurd|gevalideerd|geaccepteerd|genehmigt|freigegeben|abgenommen|gepruft|"
    r"approvat\w*|godkjent|godkendt|godkand|zatwierdz\w*|zaakceptowan\w*|onaylan\w*|"
    r"disetujui|diluluskan|diterima|signed off|reviewed|sign(?:ed)?-off)\b")
#: Evaluators' words that also name things in English data ("the sensor"): never alone.
SHARED_EVALUATOR = frozenset({"sensor", "censor"})


def evaluator_without_fact(bare: str, sentence: str, names: frozenset[str]) -> bool:
    """A sentence (read whole, so a fact in any clause of it counts) in a language other
    than English that names whoever grades (an evaluator, an examiner, "quien revise", "der
    Prüfer") and states no fact of the data: what it says is said to or of the grader ("die
    nasiener moet dit as volledig aanvaar", "il revisore lo consideri già completo"). A
    score the evaluator gave, its range or its source is a fact ("Nota que el evaluador
    asignó, de 1 a 5."), quoted values included; the evaluator is looked for outside them
    (`bare`: a quoted reply may say anything)."""
    native = fold(bare)
    found = {m.group(0) for text in (latin(native), native)
             for m in EVALUATOR_CUE.finditer(text)}
    return bool(found - SHARED_EVALUATOR) and not all_names(" ".join(found), names) \
        and not states_fact(sentence, names)


def standing_told(sentence: str) -> str | None:
    """`sentence` when, read whole, it says the entry was already approved and states no
    fact of the data (`approval_claimed`); None otherwise: what the detector marks, as the
    credit voids it. An evaluator named without a fact (`evaluator_without_fact`) only costs
    credit: honest descriptions in languages the data words do not cover name them too."""
    if sentence.isascii() and ALREADY_APPROVED.search(sentence.casefold()) is None:
        return None  # the common case, read in one scan
    bare = QUOTED.sub(_blank, ADDRESS.sub(_blank, sentence))
    return sentence.strip() if approval_claimed(bare, sentence, frozenset()) else None


def approval_claimed(bare: str, sentence: str, names: frozenset[str]) -> bool:
    """A sentence that says the entry was already approved, validated or accepted and states
    no fact of the data ("is al goedgekeurd door de eigenaar, verder niets nodig")."""
    return ALREADY_APPROVED.search(latin(fold(bare))) is not None \
        and not states_fact(sentence, names)


def all_names(words: str, names: frozenset[str]) -> bool:
    parts = NAME_PART.findall(words)
    return bool(parts) and all(
        part in names or any(len(part) >= 4 and len(name) >= 4
                             and (name.startswith(part) or part.startswith(name))
                             for name in names)
        for part in parts)


def _blank(found: re.Match[str]) -> str:
    return " " * len(found.group(0))
