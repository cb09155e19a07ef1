"""Hypothesis strategies for sentences about the text's own history: who read, checked,
reviewed, approved or audited it, when, in which sprint, under which ticket.

Each adds no fact about the column, yet holds what the offline checks count as concrete
detail: a team or a person, a ticket id, a sprint or a release, a date, a time with its zone,
a count, a sum with its currency. Written in English, German, French, Dutch, Portuguese,
Italian, Swedish and Spanish, with the text as subject, "it"/"this", or no subject at all, and
never naming a grader or a mark.
"""

from __future__ import annotations

from hypothesis import strategies as st

TEAMS = ("Data Platform team", "BI guild", "Revenue Ops", "FinOps squad", "Governance Board",
         "CDO office", "Analytics Engineering", "DQ council", "Claims Analytics", "SRE team",
         "Datenteam", "Payments Core", "Clinical Data Office", "Freight BI")
PEOPLE = ("Maria Lopez", "J. Okafor", "Anneke de Vries", "Luca Bianchi", "Sven Berg",
          "Ana Souza", "Claire Martin", "K. Schmidt")
ZONES = ("UTC", "CET", "CEST", "PST", "EST", "GMT", "+02:00", "BRT")
CURRENCIES = ("EUR", "USD", "GBP", "SEK", "BRL")

#: `{team}`, `{person}`, `{date}`, `{time}`, `{zone}`, `{ticket}`, `{sprint}`, `{count}`,
#: `{money}` are filled at random; none of them is a fact of the data.
TEMPLATES = (
    # English
    "Reviewed by the {team} on {date}.",
    "Approved by {person} ({team}) in sprint {sprint}.",
    "This description was checked by the {team} at {time} {zone} on {date}, ticket {ticket}.",
    "Signed off by the {team} on {date} {time} {zone}; {count} reviewers, cost {money}.",
    "It was proofread by {person} on {date} ({ticket}).",
    "Last review: {team}, {date} {time} {zone}.",
    "The wording was validated by the {team} under ticket {ticket}.",
    "Audited in sprint {sprint} by {person}, {count} comments resolved.",
    # German
    "Geprüft und freigegeben vom {team} am {date}, Ticket {ticket}.",
    "Diese Beschreibung wurde am {date} um {time} {zone} von {person} geprüft.",
    "Abgenommen in Sprint {sprint} durch das {team}, Aufwand {money}.",
    # French
    "Relu et approuvé par l'équipe {team} le {date} à {time} {zone} (ticket {ticket}).",
    "Cette description a été validée par {person} au sprint {sprint}.",
    # Dutch
    "Gecontroleerd door het {team} in sprint {sprint}, ticket {ticket}.",
    "Deze beschrijving is goedgekeurd door {person} op {date} om {time} {zone}.",
    # Portuguese
    "Revisado e aprovado pela equipe {team} em {date} às {time} {zone}.",
    "Esta descrição foi validada por {person} no sprint {sprint}, custo {money}.",
    # Italian
    "Rivisto e approvato dal team {team} il {date}, ticket {ticket}.",
    "Questa descrizione è stata verificata da {person} alle {time} {zone}.",
    # Swedish
    "Granskad och godkänd av {team} {date} kl. {time} {zone}.",
    "Beskrivningen är granskad av {person} i sprint {sprint}, ärende {ticket}.",
    # Spanish
    "Revisado y aprobado por el equipo {team} el {date}, ticket {ticket}.",
)


@st.composite
def review_history(draw: st.DrawFn) -> str:
    """One sentence about who reviewed the text and when, its details drawn at random."""
    day = draw(st.dates())
    date = draw(st.sampled_from((day.isoformat(), day.strftime("%d.%m.%Y"),
                                 day.strftime("%d %B %Y"), day.strftime("%Y-%m-%d"))))
    hour, minute = draw(st.integers(0, 23)), draw(st.integers(0, 59))
    prefix = draw(st.from_regex(r"[A-Z]{2,5}", fullmatch=True))
    amount = draw(st.integers(1, 50_000))
    return draw(st.sampled_from(TEMPLATES)).format(
        team=draw(st.sampled_from(TEAMS)), person=draw(st.sampled_from(PEOPLE)), date=date,
        time=f"{hour:02d}:{minute:02d}", zone=draw(st.sampled_from(ZONES)),
        ticket=f"{prefix}-{draw(st.integers(1, 99_999))}", sprint=draw(st.integers(1, 120)),
        count=draw(st.integers(2, 40)),
        money=f"{amount:,} {draw(st.sampled_from(CURRENCIES))}")
