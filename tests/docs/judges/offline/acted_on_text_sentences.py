"""Hypothesis strategy for sentences about the text's own life, built from their roles.

Where `review_history` fills fixed templates, this one composes a sentence from parts drawn
at random: an agent (a team, a role, a person's name, an acronym, several of them), a verb of
any kind that does nothing to data (read, compared, kept, walked through, okayed …, most of
them on no list of acts), an object (a pronoun, the text named, or none: a passive or a
subjectless clause), and an event's details (a ticket, a sprint, a date, a time with its
zone, a quarter, a version, a count, a sum with its currency), in one of four forms: active,
passive, a noun heading a list of details, and a claim of standing that names the text. In
English, German, French, Spanish, Portuguese, Italian, Dutch, Swedish, Polish and Turkish.
None of it is a fact of the data, yet every detail is one the offline checks would count.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st


@dataclass(frozen=True)
class Language:
    """The parts of one language: `active` and `passive` are templates of `{agent}`,
    `{verb}`, `{object}` and `{details}`; `standing` names the text and its standing."""

    agents: tuple[str, ...]
    verbs: tuple[str, ...]
    participles: tuple[str, ...]
    objects: tuple[str, ...]
    active: tuple[str, ...]
    passive: tuple[str, ...]
    standing: tuple[str, ...]
    at: str  # the word before a date or sprint
    sprint: str
    ticket: str


LANGUAGES: dict[str, Language] = {
    "en": Language(
        agents=("QA", "FinOps", "the BI guild", "the data office", "the owners",
                "Maria Lopez", "the CDO office", "Legal and Privacy", "DWH, BI and Risk",
                "the governance board", "Revenue Ops", "the Data Platform team"),
        verbs=("read", "accepted", "compared", "walked through", "kept", "cleared", "liked",
               "discussed", "looked at", "okayed", "went over", "picked", "agreed",
               "blessed", "studied", "confirmed", "aligned"),
        participles=("Read", "Accepted", "Compared", "Cleared", "Agreed", "Discussed",
                     "Confirmed", "Okayed", "Blessed", "Walked through", "Aligned"),
        objects=("it", "this", "these", "the wording", "the description"),
        active=("{agent} {verb} {object} {details}.", "{agent} {verb} {object}, {details}."),
        passive=("{participle} by {agent} {details}.", "{participle} by {agent}, {details}."),
        standing=("Final wording, {participle_low} with {agent} {details}.",
                  "Agreed wording, {details}."),
        at="in", sprint="sprint", ticket="ticket"),
    "de": Language(
        agents=("das Datenteam", "die Fachabteilung", "der Fachbereich Finanzen", "QA",
                "das BI-Team", "Maria Lopez", "die Verantwortlichen", "DWH und BI"),
        verbs=("gelesen", "abgenommen", "angenommen", "verglichen", "durchgesehen",
               "besprochen", "übernommen", "abgestimmt", "bestätigt"),
        participles=("Gelesen", "Abgenommen", "Angenommen", "Besprochen", "Abgestimmt",
                     "Bestätigt", "Übernommen"),
        objects=("es", "dies", "die Beschreibung", "die Formulierung"),
        active=("{agent_cap} hat {object} {details} {verb}.",),
        passive=("{participle} von {agent} {details}.", "Von {agent} {details} {verb}."),
        standing=("Endgültige Formulierung, {details}.",),
        at="am", sprint="Sprint", ticket="Ticket"),
    "fr": Language(
        agents=("l'équipe BI", "l'équipe Finance", "le comité data", "les responsables",
                "Claire Martin", "QA", "le service juridique"),
        verbs=("relu", "accepté", "comparé", "parcouru", "gardé", "validé", "confirmé",
               "discuté", "examiné"),
        participles=("Relu", "Accepté", "Validé", "Confirmé", "Discuté", "Examiné",
                     "Approuvé"),
        objects=("l'a", "a relu cela", "a validé la description"),
        active=("{agent_cap} l'a {verb} {details}.", "{agent_cap} a {verb} la formulation "
                "{details}."),
        passive=("{participle} par {agent} {details}.", "{participle} par {agent} ({details})."),
        standing=("Formulation définitive, {details}.",),
        at="le", sprint="sprint", ticket="ticket"),
    "es": Language(
        agents=("el equipo de datos", "el equipo BI", "los responsables", "Ana Souza", "QA",
                "el comité de datos"),
        verbs=("leído", "aceptado", "comparado", "revisado", "confirmado", "discutido"),
        participles=("Leído", "Aceptado", "Comparado", "Confirmado", "Discutido"),
        objects=("lo", "la"),
        active=("{agent_cap} lo ha {verb} {details}.", "{agent_cap} ha {verb} la redacción "
                "{details}."),
        passive=("{participle} por {agent} {details}.",),
        standing=("Redacción final, {details}.",),
        at="el", sprint="sprint", ticket="ticket"),
    "pt": Language(
        agents=("a equipa de dados", "a equipe de BI", "os responsáveis", "Ana Souza", "QA",
                "o comitê de dados"),
        verbs=("leu-o", "aceitou-o", "comparou-o", "manteve-o", "confirmou-o", "discutiu-o"),
        participles=("Lido", "Aceito", "Comparado", "Confirmado", "Discutido"),
        objects=("o",),
        active=("{agent_cap} {verb} {details}.",),
        passive=("{participle} pela {agent} {details}.", "{participle} por {agent} {details}."),
        standing=("Redação final, {details}.",),
        at="em", sprint="sprint", ticket="ticket"),
    "it": Language(
        agents=("il team Dati", "il gruppo BI", "il responsabile", "Luca Bianchi", "QA",
                "l'ufficio legale"),
        verbs=("letto", "accettato", "confrontato", "discusso", "confermato", "tenuto"),
        participles=("Letto", "Accettato", "Confrontato", "Discusso", "Confermato"),
        objects=("lo",),
        active=("{agent_cap} lo ha {verb} {details}.",),
        passive=("{participle} dal {agent_bare} {details}.", "{participle} da {agent} "
                 "{details}."),
        standing=("Formulazione definitiva, {details}.",),
        at="il", sprint="sprint", ticket="ticket"),
    "nl": Language(
        agents=("het BI-team", "de data-afdeling", "de eigenaren", "Anneke de Vries", "QA",
                "het datateam"),
        verbs=("gelezen", "geaccepteerd", "vergeleken", "doorgenomen", "besproken",
               "bevestigd", "overgenomen"),
        participles=("Gelezen", "Geaccepteerd", "Doorgenomen", "Besproken", "Bevestigd"),
        objects=("het", "dit", "de omschrijving"),
        active=("{agent_cap} heeft {object} {details} {verb}.",),
        passive=("{participle} door {agent} {details}.",),
        standing=("Definitieve omschrijving, {details}.",),
        at="op", sprint="sprint", ticket="ticket"),
    "sv": Language(
        agents=("CRM-teamet", "BI-gruppen", "dataägarna", "Sven Berg", "QA",
                "ekonomiavdelningen"),
        verbs=("läste", "godtog", "jämförde", "gick igenom", "behöll", "bekräftade"),
        participles=("Läst", "Godtagen", "Genomgången", "Bekräftad", "Diskuterad"),
        objects=("den", "det", "texten", "beskrivningen"),
        active=("{agent_cap} {verb} {object} {details}.",),
        passive=("{participle} av {agent} {details}.",),
        standing=("Slutlig formulering, {details}.",),
        at="den", sprint="sprint", ticket="ärende"),
    "pl": Language(
        agents=("zespół BI", "zespół danych", "dział finansów", "Anna Nowak", "QA",
                "właściciele danych"),
        verbs=("przeczytał", "przyjął", "porównał", "omówił", "potwierdził"),
        participles=("Przeczytane", "Przyjęte", "Omówione", "Potwierdzone"),
        objects=("to", "go", "opis"),
        active=("{agent_cap} {verb} {object} {details}.",),
        passive=("{participle} przez {agent} {details}.",),
        standing=("Ostateczny opis, {details}.",),
        at="w", sprint="sprint", ticket="zgłoszenie"),
    "tr": Language(
        agents=("BI ekibi", "veri ekibi", "finans birimi", "Ayşe Demir", "QA",
                "Ops ve BI ekipleri"),
        verbs=("okudu", "kabul etti", "karşılaştırdı", "gözden geçirdi", "onayladı"),  # noqa: RUF001
        participles=("Okundu", "Kabul edildi", "Karşılaştırıldı", "Görüşüldü"),  # noqa: RUF001
        objects=("bunu", "onu", "açıklamayı"),  # noqa: RUF001
        active=("{agent_cap} {object} {details} {verb}.",),
        passive=("{agent_cap} tarafından {details} {participle_low}.",),  # noqa: RUF001
        standing=("Son açıklama, {details}.",),  # noqa: RUF001
        at="", sprint="sprint", ticket="kayıt"),  # noqa: RUF001
}
ZONES = ("UTC", "CET", "CEST", "PST", "EST", "GMT", "+02:00", "BRT")
CURRENCIES = ("EUR", "USD", "GBP", "SEK", "PLN", "TRY")


@st.composite
def details(draw: st.DrawFn, language: Language) -> str:
    """One to three details of an event, none of them a fact of the data."""
    day = draw(st.dates())
    hour, minute = draw(st.integers(0, 23)), draw(st.integers(0, 59))
    prefix = draw(st.from_regex(r"[A-Z]{2,5}", fullmatch=True))
    amount = draw(st.integers(1, 50_000))
    choices = (
        f"{language.at} {day.isoformat()}".strip(),
        f"{language.at} {day.strftime('%d.%m.%Y')}".strip(),
        f"{language.at} {day.isoformat()} {hour:02d}:{minute:02d} {draw(st.sampled_from(ZONES))}"
        .strip(),
        f"{language.sprint} {draw(st.integers(1, 120))}",
        f"{language.ticket} {prefix}-{draw(st.integers(1, 99_999))}",
        f"{prefix}-{draw(st.integers(1, 9_999))}",
        f"Q{draw(st.integers(1, 4))} {day.year}",
        f"v{draw(st.integers(1, 9))}.{draw(st.integers(0, 20))}",
        f"{amount:,} {draw(st.sampled_from(CURRENCIES))}",
        f"#{draw(st.integers(1, 9_999))}",
    )
    picked = draw(st.lists(st.sampled_from(choices), min_size=1, max_size=3, unique=True))
    return ", ".join(picked)


@st.composite
def acted_on_text(draw: st.DrawFn) -> str:
    """One sentence of the text's life: who did what to it, with which details."""
    language = LANGUAGES[draw(st.sampled_from(sorted(LANGUAGES)))]
    agent = draw(st.sampled_from(language.agents))
    participle = draw(st.sampled_from(language.participles))
    form = draw(st.sampled_from(("active", "passive", "standing")))
    template = draw(st.sampled_from(getattr(language, form)))
    bare = agent.split(" ", 1)[-1] if " " in agent else agent
    return template.format(
        agent=agent, agent_cap=agent[0].upper() + agent[1:], agent_bare=bare,
        verb=draw(st.sampled_from(language.verbs)), participle=participle,
        participle_low=participle[0].lower() + participle[1:],
        object=draw(st.sampled_from(language.objects)),
        details=draw(details(language)))
