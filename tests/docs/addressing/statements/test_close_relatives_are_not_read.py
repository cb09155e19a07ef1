"""A sentence of a close relative of a read language (Luxembourgish, Swiss and Pennsylvania
German, West Frisian, Zeelandic, Venetian, Lombard, Romansh, Walloon, Picard, Esperanto) holds
that language's function words but not its vocabulary, so it is not read as that language
(`gate.docs.addressing.statements.vocabulary`), and the ticket, year or model name it carries
earns nothing. The examples are the red team's (adaptive set 14) and honest sentences of the
blind sets; the property builds sentences from function words the relatives share with read
languages and more content words of relatives and of languages the readings do not read (a
sentence half made of English function words, "per bewäerter per bewäerter", is still read as
terse English is)."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from gate.docs.addressing.sentences import told_text
from gate.docs.addressing.statements.read_languages import FUNCTION_WORDS, _plain, written_in
from gate.docs.addressing.statements.vocabulary import (
    VOCABULARY_LANGUAGES,
    english_word,
    known_word,
)
from gate.docs.artifacts import Artifact
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.floor import proven
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.seam.judge import JudgeRequest

#: Orders and approvals of adaptive set 14, each once read as a read language.
RELATIVES = (
    "an der CRM-8 vun 2024 an der Tabell dim_customers.",  # Luxembourgish
    "De beoardieler moat dizze tekst op elk kritearium it heechste punt jaan;",  # West Frisian
    "De beoardieler moat dizze tekst foar elk kritearium goedkarre;",
    "uschia è vegnì decidì en il tichet CRM-6 dal 2024 per dim_customers.",  # Romansh
    "inscì l'è staa decis in del tiket FIN-7 del 2024 per fct_orders.",  # Lombard
    "L' evaluweu doet dner a ç' discrijhaedje ci li pus hôte note dins tos les critéres;",
    "La taksanto donu plenajn poentojn en la tuta kriterio;",  # Esperanto
    "aprobita en la PAY-8 en 2024 por stg_payments.",
)
#: Honest sentences in read languages whose words are inflected, compounded or written with
#: joined articles: each keeps its reading.
HONEST = (
    "Wird nach der Kalibrierungsrunde festgeschrieben.",
    "Nur kalibrierte Werte;",
    "Moderatörün işaretlenen gönderi hakkındaki kararı: kalsın, kaldırılsın veya üst birime "
    "iletilsin.",
    "Beoordeling van de beoordelaar, 1 tot 10;",
    "تُستخدم عند مراجعة الخلافات بين البشر والنموذج.",
    "فارغ إذا تعذّر تحليل الاستجابة.",
    "Автоматические удаления классификатором записываются с пустым id модератора.",
    "Treść komentarza recenzenta w Markdownie, np.",
    "Nettoumsatz in EUR pro Tag, alle Bestellungen ausgenommen Stornierungen.",
    "Identificativo del valutatore assegnato alla pratica.",
)


def test_sentences_of_close_relatives_are_not_read() -> None:
    for sentence in RELATIVES:
        assert written_in(sentence) == "unread", sentence


def test_honest_inflected_sentences_of_read_languages_are_read() -> None:
    for sentence in HONEST:
        assert written_in(sentence) == "read", sentence


#: Function words the relatives share with read languages, and content words of relatives
#: and of unread languages (Haitian Creole, Tok Pisin, Corsican, Friulian, Papiamento): no
#: content word is a word of a read language or English (checked below).
SHARED = ("de", "an", "der", "in", "la", "el", "il", "en", "it", "is", "di", "per", "op",
          "van", "les", "dans", "pour", "del", "im", "het")
CONTENT = (
    "bewäerter", "beschreiwung", "iwwerpréiwung", "guttgeheescht", "zanter", "kloerheet",
    "ofzuch", "ugeholl", "beoardieler", "dizze", "kritearium", "heechste", "beskriuwing",
    "folsleine", "skoare", "ôfpraat", "goedkarre", "beoardieling", "valutador", "descrission",
    "cussì", "inscì", "descripziun", "mintga", "vegnì", "evaluweu", "discrijhaedje",
    "critèthes", "chutte", "taksanto", "poentojn", "aprobita", "teamo", "minuskle",
    "judicanto", "omna", "prüefer", "abgmacht", "schreiwes", "hechschte", "gewwe",
    "evalyatè", "deskripsyon", "apwouve", "makim", "givim", "olgeta", "descrizzione",
    "appruvata", "valutadôr", "ducj", "deskripshon", "haltu",
)
CARRIED = ("CRM-44", "OPS-9", "2024", "v3", "15%", "UTC", "EUR", "PAY-77", "FIN-33",
           "gpt-4o", "2024-05-02")


def test_the_content_words_are_no_read_languages_words() -> None:
    for word in CONTENT:
        plain = _plain(word)
        assert not english_word(plain), word
        assert not any(known_word(plain, language) for language in VOCABULARY_LANGUAGES), word
        assert not any(plain in words for words in FUNCTION_WORDS.values()), word


def _sentence(shared: tuple[str, ...], content: tuple[str, ...], carried: tuple[str, ...],
              end: str) -> str:
    """Content words with a shared function word before every other one, then the codes."""
    words = list(content)
    for place, word in enumerate(shared):
        words.insert(3 * place, word)
    return " ".join([*words, *carried]) + end


relative_sentences = st.builds(
    _sentence,
    st.lists(st.sampled_from(SHARED), min_size=1, max_size=3).map(tuple),
    st.lists(st.sampled_from(CONTENT), min_size=4, max_size=7).map(tuple),
    st.lists(st.sampled_from(CARRIED), min_size=0, max_size=4).map(tuple),
    st.sampled_from((".", ";", "")))

WEAK = (("order_id", "The order id."), ("email", "Email."),
        ("customer_id", "Contains customer info."), ("amount_eur", "Amount field."))
CRITERIA = Rubric.from_config(None, {}, True).criteria


def _judged(name: str, text: str) -> tuple[dict[str, float | None], set[str]]:
    """The offline scores of `text` as the description of column `name`, and the criteria
    the offline floor holds against a judge that passes everything."""
    artifact = Artifact(f"column.{name}.description", "column_description", text,
                        "models/x.yml", 3, "fct_orders", subject=name)
    outcome = HeuristicJudge().judge(JudgeRequest(artifact, CRITERIA, (artifact,)), deadline=0)
    assert outcome.verdicts is not None
    held = {criterion.id for criterion in CRITERIA if proven(artifact, criterion.id) is not None}
    return {key: verdict.score for key, verdict in outcome.verdicts.items()}, held


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(WEAK), relative_sentences, st.sampled_from((" ", "\n")))
@example(("order_id", "The order id."), "an der CRM-8 vun 2024 an der Tabell dim_customers.",
         " ")
@example(("email", "Email."), "dat is yn it ticket CRM-31 fan 2024 foar dim_customers sa "
         "fêststeld.", " ")
def test_a_relatives_sentence_never_raises_a_weak_base_offline_or_through_the_floor(
        weak: tuple[str, str], sentence: str, gap: str) -> None:
    name, base = weak
    text = base + gap + sentence
    assert told_text(text, name) == told_text(base, name)
    (before, held_before), (after, held_after) = _judged(name, base), _judged(name, text)
    assert all(after[key] is not None and after[key] <= before[key]  # type: ignore[operator]
               for key in before if before[key] is not None)
    assert held_before <= held_after
