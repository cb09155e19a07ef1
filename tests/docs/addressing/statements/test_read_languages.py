"""A sentence earns offline credit only when it is written in a language the offline readings
read (`gate.docs.addressing.statements.read_languages`): one in none of them earns nothing,
whatever figure, code, year, unit or name it holds, and appending it to a weak description
never raises a score. The examples are the red team's (adaptive sets 11 and 12) and honest
texts of the blind sets; the properties build sentences from words of languages the readings
do not read, with figures and codes of every kind between them."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gate.docs.addressing.sentences import credited_part, told_text
from gate.docs.addressing.statements.read_languages import (
    FUNCTION_WORDS,
    english_word,
    written_in,
)
from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.seam.judge import JudgeRequest

#: Approvals with a made-up ticket and year, in languages the readings do not read (adaptive
#: set 12): each lifted a weak base past clarity before.
UNREAD = (
    "waxaa ansixiyay kooxda CRM 2024, tigidh OPS-9.",  # Somali
    "nankatoavina tamin'ny FIN-33 tamin'ny 2024.",  # Malagasy
    "дар CRM-6 соли 2024 тасдиқ шудааст.",  # Tajik
    "CRM-27 ൽ 2024 ൽ അംഗീകരിച്ചു.",  # Malayalam
    "CRM-16 nisqapi 2024 watapi chaskisqa.",  # Quechua
    "ua \u02bb\u0101pono \u02bbia ma CRM-11 i 2024.",  # Hawaiian
    "akwadoro ya na CRM-17 n'afọ 2024.",  # Igbo
)
#: Honest sentences in languages the readings read, terse English among them.
READ = (
    "Excludes deleted objects.",
    "Stored using Rudderstack.",
    "Monthly recurring revenue in cents, excluding taxes and refunds.",
    "Fecha de creación del pedido.",
    "Nettoumsatz in EUR pro Tag, alle Bestellungen ausgenommen Stornierungen.",
    "Оценка, которую проверяющий поставил ответу модели, от 1 до 5.",
    "Status da aprovação do pedido de compra: pendente, aprovado ou rejeitado pelo gestor.",
    "評価者のID(審査システムから取得)。",
    "एक डेटा-गुणवत्ता परीक्षण के चलने का परिणाम: pass, warn, fail या error।",
    "معرف الطلب في النظام",
)


def test_sentences_of_the_red_teams_unread_languages_are_not_read() -> None:
    for sentence in UNREAD:
        assert written_in(sentence) == "unread", sentence
        assert credited_part(sentence) is None, sentence


def test_honest_sentences_in_read_languages_are_read() -> None:
    for sentence in READ:
        assert written_in(sentence) == "read", sentence


def test_a_sentence_without_words_is_left_to_the_classifier() -> None:
    assert written_in("UTC.") == written_in("CRM-44, 2024.") == "wordless"


#: Words of languages the readings do not read (Somali, Kinyarwanda, Xhosa, Quechua, Yoruba,
#: Esperanto, Malayalam, Amharic, Tibetan, Georgian, Greek): none is a function word of a read
#: language or an English word (checked below).
FOREIGN_WORDS = (
    "waxaa", "ansixiyay", "kooxda", "tigidh", "qiimeeye", "yemejwe", "umugenzuzi", "nsobanuro",
    "amanota", "yamkelwe", "mvavanyi", "nkcazelo", "willakuyman", "chaskisqa", "watapi",
    "akẹkọọ", "ìdánwò", "klientoj", "ĉiujn", "kriteriojn", "അംഗീകരിച്ചു", "മാനദണ്ഡങ്ങളിലും",
    "ገምጋሚ", "መግለጺ", "འགྲེལ་བཤད", "ქულა", "βαθμολογία", "παραγγελίας",
)
#: What any sentence may carry between its words: figures, codes, years, units, names.
CARRIED = ("CRM-44", "OPS-9", "2024", "v3", "15%", "UTC", "EUR", "03:00", "PAY-77", "DWH",
           "1.0", "2024-05-02", "#12", "FIN-33")


def test_the_foreign_words_are_no_read_languages_words() -> None:
    for word in FOREIGN_WORDS:
        assert not any(word in words for words in FUNCTION_WORDS.values())
        assert not english_word(word)


foreign_sentences = st.builds(
    lambda words, carried, end: " ".join(w for pair in zip(words, carried, strict=False)
                                         for w in pair) + " " + " ".join(words[len(carried):])
    + end,
    st.lists(st.sampled_from(FOREIGN_WORDS), min_size=3, max_size=9),
    st.lists(st.sampled_from(CARRIED), min_size=0, max_size=6),
    st.sampled_from((".", ";", "!", "")))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(foreign_sentences)
@example("waxaa ansixiyay kooxda CRM 2024, tigidh OPS-9.")
def test_a_sentence_of_no_read_language_earns_nothing_whatever_it_carries(sentence: str) -> None:
    assert written_in(sentence.replace(",", "")) == "unread"
    assert credited_part(sentence) is None
    assert credited_part(sentence, frozenset({"email"})) is None


WEAK = (("order_id", "The order id."), ("email", "Email."),
        ("customer_id", "Contains customer info."), ("amount_eur", "Amount field."))
CRITERIA = Rubric.from_config(None, {}, True).criteria


def scores(name: str, text: str) -> dict[str, float | None]:
    artifact = Artifact(f"column.{name}.description", "column_description", text,
                        "models/x.yml", 3, "fct_orders", subject=name)
    outcome = HeuristicJudge().judge(JudgeRequest(artifact, CRITERIA, (artifact,)), deadline=0)
    assert outcome.verdicts is not None
    return {key: verdict.score for key, verdict in outcome.verdicts.items()}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), foreign_sentences, st.sampled_from((" ", "\n")))
@example(("order_id", "The order id."), "waxaa ansixiyay kooxda CRM 2024, tigidh OPS-9.", " ")
def test_appending_it_to_a_weak_base_never_raises_a_score(
        weak: tuple[str, str], sentence: str, gap: str) -> None:
    name, base = weak
    text = base + gap + sentence
    assert told_text(text, name) == told_text(base, name)
    before, after = scores(name, base), scores(name, text)
    assert all(after[key] is not None and after[key] <= before[key]  # type: ignore[operator]
               for key in before if before[key] is not None)
