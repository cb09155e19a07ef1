"""What a sentence tells of the text's own life: who read, checked, reviewed, approved or
audited it, when, in which sprint, under which ticket. None of it is a fact of the data.

A description earns credit for what it says about the data. "Plan code. Reviewed by the Data
Platform team on 2024-03-12 14:05 UTC (ticket DQ-4471)." holds a team, a date, a time zone and
a ticket, and each would count as concrete detail (a zone even meets a timestamp's need), yet
every one of them belongs to an event in the life of the TEXT (its review), not to the
column's values. So a clause is read for what it is about, positively:

- it tells of **an act done to a text** (`ACT`: reviewed, checked, approved, audited, signed
  off, validated, verified, proofread, in English, German, French, Dutch, Portuguese,
  Italian, Spanish, the Scandinavian languages, Polish, Turkish and Finnish), said as an
  event (followed by its agent, its time, another act or nothing: "Reviewed by …",
  "geprüft und freigegeben vom Datenteam", "relu et approuvé par …"), not as an adjective
  of the data ("Verified email address", "Approved orders only");
- whose object is **the text or nothing**: the clause names no other subject before the act
  (it opens with the act, an auxiliary, a pronoun, a connective, or the agent or time of the
  act), or it names the text itself ("this description", "the wording", "diese
  Beschreibung", "cette entrée", `TEXT_NOUN`) — "Orders reviewed by the fraud team" is the
  orders' review, a fact of the data;
- and says nothing that makes the act the data's (`DATA_CUE`: a condition, a time of the
  data, a frequency, a comparison: "Null until approved", "checked nightly", "validated
  against ISO 4217", "approved before payout").

A clause is also read for its roles, whatever its verb (`acted_on_text.history_role`: who
acted on the text, at which event of its life: "QA read it in sprint 41", "Finance signed this
off on 2026-03-02 09:00 UTC"); a clause of agents, a passive's agent or details beside one
that is, goes with it (`_by_roles`).

Such a clause tells nothing, and so do the clauses after it in its sentence that only add the
act's details (a date, a time and its zone, a ticket, a sprint, a release, a sum: `ADJUNCT`)
with no fact of their own. A subject named for such an act (`approved_by`, `review_status`,
`last_checked_at`) documents reviews as its data, and its description is left as it is.

Read by the sentence classifier (`gate.docs.addressing.sentences`), so the offline credit,
the checks' details and needs, the floor and what the judge is shown all read the same.
Linear in the sentence: one scan for an act (most sentences hold none), then each clause read
once; a sentence none of whose clauses can be the text's life, whatever the subject, is told
so once (`may_tell_history`), and only the others are read per subject.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.addressed.clauses import CLAUSE_SIGNS, fine_clauses
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.standing.acted_on_text import goes_on, history_role
from gate.docs.addressing.standing.role_words import EXAMPLE, may_name_an_agent
from gate.docs.addressing.statements.facts import IDENTIFIER, states_fact

#: An act done to a text, as its participle or perfect, folded (accents off), per language.
_ACTS = (
    # English
    r"(?:peer[- ]?|re-?|double[- ]|cross[- ]|fully |formally |officially )?"
    r"(?:reviewed|checked|approved|audited|validated|verified|vetted|endorsed|certified|"
    r"ratified|proofread|proof-read|okayed|ok'?d|qa'?e?d|greenlit|green-lit|signed[- ]?off|"
    r"sign-?off)",
    r"read (?:through|over|by)|looked over|gone through|went through (?:review|qa|audit)|"
    r"passed (?:review|qa|audit|sign-?off)",
    # German
    r"(?:uber)?gepruft|freigegeben|genehmigt|abgenommen|abgezeichnet|gegengelesen|"
    r"korrekturgelesen|validiert|verifiziert|kontrolliert|bestatigt|auditiert|gesichtet|"
    r"durchgesehen|gereviewt|abgesegnet",
    # French
    r"relue?s?|verifiee?s?|validee?s?|approuvee?s?|controlee?s?|auditee?s?|certifiee?s?|"
    r"visee?s?|passee?s? en revue",
    # Dutch
    r"gecontroleerd|goedgekeurd|nagekeken|gereviewd|gereviewed|beoordeeld|gevalideerd|"
    r"geverifieerd|geaudit|getoetst|afgetekend|doorgelezen|nagelezen|geaccordeerd|gecheckt",
    # Portuguese, Spanish
    r"revisad[oa]s?|revist[oa]s?|aprovad[oa]s?|aprobad[oa]s?|verificad[oa]s?|"
    r"validad[oa]s?|conferid[oa]s?|auditad[oa]s?|homologad[oa]s?|checad[oa]s?|"
    r"comprobad[oa]s?",
    # Italian
    r"rivist[oaie]|revisionat[oaie]|approvat[oaie]|verificat[oaie]|validat[oaie]|"
    r"controllat[oaie]|convalidat[oaie]|certificat[oaie]|vagliat[oaie]",
    # Swedish, Danish, Norwegian
    r"granskad[et]?|godkand[at]?|kontrollerad[et]?|verifierad[et]?|validerad[et]?|"
    r"reviewad[et]?|attesterad[et]?|genomlast|korrekturlast|gennemgaet|godkendt|"
    r"kontrolleret|gjennomgatt|godkjent|kontrollert|verifisert|validert",
    # Polish, Turkish, Finnish
    r"sprawdzon[aey]|zatwierdzon[aey]|zweryfikowan[aey]|przejrzan[aey]|incelendi|"
    r"onaylandi|kontrol edildi|dogrulandi|tarkistettu|tarkastettu|hyvaksytty",
)
ACT = lazy_pattern(r"(?<![\w-])(?:" + "|".join(_ACTS) + r")(?![\w-])")
#: An act on a text named as a noun heading its clause ("Review: Data Platform team,
#: 2024-03-12", "Last sign-off by Finance", "Freigabe: Datenteam") or priced ("cost of review
#: 1,200 EUR", "review cost 300 EUR", "3 reviewers"): the clause tells of the act.
ACT_NOUN = lazy_pattern(
    r"^\W*(?:(?:last|latest|final|most recent|peer|internal|external|docs?|documentation|"
    r"governance|team|letzte|derniere|laatste|ultima|ultimo|senaste)\s+)?"
    r"(?:reviews?|audits?|sign-?offs?|approvals?|qa|proofread|prufung|freigabe|abnahme|"
    r"revue|relecture|validation|goedkeuring|beoordeling|revisao|aprovacao|revisione|"
    r"approvazione|revision|aprobacion|granskning|godkannande)"
    r"(?:\s*[:=-]|\s+(?:by|on|done|completed|passed|finished|ticket|in sprint|von|vom|am|"
    r"par|le|door|op|por|em|da|il|av)\b)|"
    r"\b(?:cost|budget|effort|fee|price)s? of (?:the )?(?:reviews?|audits?|sign-?offs?|"
    r"approvals?|qa)\b|"
    r"\b(?:reviews?|audits?|sign-?offs?|approvals?|qa) (?:cost|budget|effort|fee|price|"
    r"hours)\b|\b\d+ (?:reviewers|approvers|auditors|reviews|approvals|sign-?offs)\b|"
    r"\b\d+ (?:review )?(?:comments?|findings|remarks|nits) (?:resolved|addressed|closed|"
    r"open)\b")
#: What follows an act said as an event: its agent, its time, another act, the text's end.
#: Anything else after it ("Verified email address") makes the participle an adjective.
EVENT_AFTER = lazy_pattern(
    r"\s*(?:$|[,;:.!?()\[\]\u2014\u2013-]|(?:by|on|at|in|during|and|&|twice|again|already|"
    r"last|recently|previously|von|vom|durch|am|im|und|bereits|zuletzt|par|le|lors|et|au|"
    r"door|op|tijdens|en|por|pelo|pela|em|no|na|nos|as|e|y|el|da|dal|dalla|dai|il|nel|"
    r"nella|durante|av|den|i|och|under|kl|af|og|przez|w|ve|tarafindan)\b)")
#: The text itself, named: what an act on it leaves the data untold.
TEXT_NOUN = lazy_pattern(
    r"\b(?:descriptions?|wording|text|texts|docs?|documentation|definitions?|entry|entries|"
    r"write-?up|metadata|glossary|beschreibung|dokumentation|doku|eintrag|formulierung|"
    r"definition|libelle|formulation|texte|entree|beschrijving|omschrijving|tekst|"
    r"documentatie|definitie|descricao|documentacao|definicao|texto|redacao|descrizione|"
    r"documentazione|definizione|testo|voce|descripcion|documentacion|definicion|redaccion|"
    r"beskrivning(?:en)?|formulering(?:en)?|dokumentationen|texten)\b")
#: Words that may stand before an act without naming its object: auxiliaries, adverbs,
#: pronouns, articles, connectives, a label's words ("Status:"), and the agent or time of
#: the act when it comes first ("Vom Datenteam am 12.03.2024 geprüft").
_NO_SUBJECT_WORDS = """
was were has have had been is are be being got already fully also just recently formally
officially all both duly last latest finally previously once again it this that these those
the a an and & so then since our we they he she i wurde wurden ist sind worden hat haben
bereits schon auch zuletzt es dies das der die a ont ete est sont deja aussi elle il
ce cela is zijn werd werden al reeds ook het dit foi foram ja tambem ele ela isso fue
fueron ha sido ya tambien esto e stato stata stati state sono gia anche har blev var ar
redan ocksa det den detta er blevet blitt allerede og und et en e y och von vom durch am
im par le lors door op por pelo pela em no na da dal dalla av by on at in during
"""
_NO_SUBJECT = frozenset(_NO_SUBJECT_WORDS.split())
#: What makes an act the data's, not the text's: a condition, a time or frequency of the
#: data, a comparison, a null or truth value ("Null until approved", "checked nightly",
#: "validated against ISO 4217", "approved before payout", "wenn freigegeben").
DATA_CUE = lazy_pattern(
    r"\b(?:when|whenever|if|whether|unless|until|once|before|after|prior|each|every|per|"
    r"nightly|daily|hourly|weekly|monthly|yearly|annually|against|automatically|nulls?|"
    r"true|false|timestamps?|flag|who|which|whose|where|pending|means?|meaning|denotes|"
    r"indicates|heisst|bedeutet|signifie|betekent|significa|betyder|wenn|falls|ob|bis|sobald|"
    r"bevor|nachdem|jede[rsnm]?|taglich|stundlich|monatlich|automatisch|gegen|quand|lorsque|"
    r"si|jusqu\w*|avant|apres|chaque|quotidien\w*|automatiquement|contre|wanneer|als|indien|"
    r"tot|zodra|voordat|nadat|elke|ieder|dagelijks|tegen|quando|se|ate|antes|depois|cada|"
    r"diariamente|automaticamente|contra|finche|prima|dopo|ogni|giornalmente|contro|cuando|"
    r"hasta|despues|nar|tills|innan|efter|varje|dagligen|automatiskt|mot)\b")
#: A condition on the data, in the clause right after an act ("geprüft, wenn der Betrag 500
#: EUR übersteigt"): the check is the data's. A relative ("whose sign-off is final") is not.
CONDITION_CUE = lazy_pattern(
    r"\b(?:when|whenever|if|unless|until|once|before|after|wenn|falls|sobald|bevor|nachdem|"
    r"quand|lorsque|si|avant|apres|wanneer|indien|zodra|voordat|nadat|quando|se|antes|"
    r"depois|prima|dopo|cuando|nar|innan|efter)\b")
#: A subject named for such an act documents reviews as its data.
ACT_NAMED = lazy_pattern(r"review|approv|sign|audit|check|valid|verif|vet|certif|endors|proof|"
                         r"accept|confirm|inspect|moderat|qa\b|read")
#: The details of an act: its date, its time and zone, its ticket, sprint, release or sum.
ADJUNCT = lazy_pattern(
    r"\d{4}-\d{2}-\d{2}(?:[t ]\d{1,2}:\d{2}(?::\d{2})?z?)?|\d{4}-w\d{1,2}|"
    r"\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\bq[1-4] \d{4}\b|"
    r"\b\d{1,2}[:h.]\d{2}(?:\s*(?:am|pm))?\b|"
    r"\b(?:utc|gmt|z|cet|cest|eet|eest|wet|west|bst|ist|jst|kst|pst|pdt|est|edt|cst|cdt|mst|"
    r"mdt|aest|aedt|brt|sgt|hkt)\b|[+-]\d{2}:?\d{2}\b|"
    r"\b[a-z]{2,10}-\d+\b|#\d+|\b(?:sprint|release|version|iteration|pi|ticket|issue|pr|mr|"
    r"jira|change|cr)\s*#?[\w.-]*\d[\w.-]*|"
    r"[$\u20ac\u00a3\u00a5]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:eur|usd|gbp|chf|sek|nok|dkk|brl|jpy)"
    r"\b|\b\d[\d,.]*\b")


def without_history(part: str, names: frozenset[str] = frozenset()) -> str | None:
    """`part` less its clauses that tell of the text's own life and the details that ride
    after them (see the module's docstring); `part` itself when it holds none, None when
    nothing else is left. Only a part that may tell it (`may_tell_history`, read once per
    part) is read per subject (`read_out`)."""
    if not may_tell_history(part) or any(ACT_NAMED.search(name) for name in names):
        return part  # the common case: no act on a text, one scan
    return read_out(part, names)


@lru_cache(maxsize=32_768)
def may_tell_history(part: str) -> bool:
    """False when `without_history` returns `part` whatever the subject: read once per
    distinct part (a project's columns share their sentences), where the reading itself is
    per subject. Cheap signs first: most sentences hold no act and no sign of an agent
    (`may_name_an_agent`); then each clause (`a_clause_may_be_the_texts`)."""
    plain = latin(fold(part))
    if ACT.search(plain) is None and ACT_NOUN.search(plain) is None \
            and not may_name_an_agent(part):
        return False
    return a_clause_may_be_the_texts(part)


def a_clause_may_be_the_texts(part: str) -> bool:
    """False when no clause of `part` can be read as the text's life, whatever the subject:
    `read_out` then returns `part`. Exact: a clause is cut only when a clause of `part` is
    read as "text", and that needs an act of `ACT` or `ACT_NOUN` in some clause
    (`_history_act`: the subject only turns one to "data") or a clause whose roles
    (`history_role`) are "text" or "acted_by" read with no subject's name (a name only
    makes a clause's roles the data's, and so its role None)."""
    for start, end in fine_clauses(part):
        clause = part[start:end]
        if _history_act(latin(fold(clause))) is not None \
                or history_role(clause, frozenset(), _acted(clause)) in ("text", "acted_by"):
            return True
    return False


@lru_cache(maxsize=32_768)
def read_out(part: str, names: frozenset[str] = frozenset()) -> str | None:
    """`without_history` read in full, past its screen (`may_tell_history`)."""
    plain = latin(fold(part))
    spans = fine_clauses(part)
    clauses = [latin(fold(part[start:end])) for start, end in spans]
    acts = _by_roles(part, spans, clauses, _acts(clauses, _acts_on_named_text(plain), names),
                     names)
    kept: list[tuple[int, int]] = []
    in_history = False
    shared_subject = False  # the clause before was the data's act: "Orders reviewed and …"
    for span, clause, act in zip(spans, clauses, acts, strict=True):
        if act == "text" and not shared_subject:
            in_history = True
            continue
        shared_subject = act == "data" or (shared_subject and act == "text")
        if in_history and (not _own_fact(clause, names)
                           or goes_on(part[span[0]:span[1]], names)):
            continue  # the act's date, ticket, zone or team, or more of its life
        in_history = False
        kept.append(span)
    if len(kept) == len(spans):
        return part
    if not kept:
        return None
    joined = "".join(part[start:end] for start, end in kept).strip().rstrip(CLAUSE_SIGNS)
    return joined.strip() or None


def _acts(clauses: list[str], text_named: bool, names: frozenset[str]) -> list[str | None]:
    """What each clause (folded) tells of an act: "text", "data" or None. An act is the
    data's when a condition follows it ("geprüft, wenn der Betrag 500 EUR übersteigt") or
    when it labels a fact after a colon ("Approved by: the user id of the manager"); the
    text's when the sentence names the text as its object ("The board reviewed and approved
    this description"). A run of acts with nothing beside them ("approved, declined or
    referred", "draft, in_review, approved") is a list of the data's values, unless one of
    the run has its agent, time, auxiliary or the text beside it ("Geprüft und freigegeben
    vom Datenteam")."""
    acts = [_history_act(clause) for clause in clauses]
    for index, act in enumerate(acts):
        after = clauses[index + 1] if index + 1 < len(clauses) else ""
        if act == "text" and (CONDITION_CUE.search(ADJUNCT.sub(" ", after)) is not None or (
                clauses[index].rstrip().endswith(":")
                and _own_fact(after, names, labelled=True))):
            acts[index] = "data"
        elif act == "data" and text_named:
            acts[index] = "text"
    index = 0
    while index < len(acts):
        run_end = index
        while run_end < len(acts) and acts[run_end] == "text":
            run_end += 1
        if run_end > index and all(_bare(clause) for clause in clauses[index:run_end]):
            acts[index:run_end] = [None] * (run_end - index)
        index = max(run_end, index + 1)
    return acts


def _by_roles(part: str, spans: list[tuple[int, int]], clauses: list[str],
              acts: list[str | None], names: frozenset[str]) -> list[str | None]:
    """`acts` with the clauses that tell of the text's life by their roles
    (`acted_on_text.history_role`: who acted on the text, at which event), whatever their
    verb, read as "text"; a run of clauses that only name who acted ("QA, DQ and FinOps each
    read it …") is the text's when the clause after it is. A condition after such a clause
    makes it the data's, as after an act of `ACT`."""
    roles = [history_role(part[start:end], names, _acted(part[start:end]))
             for start, end in spans]
    read = list(acts)
    for index, role in enumerate(roles):
        if index and (DATA_CUE.search(ADJUNCT.sub(" ", clauses[index - 1]))
                      or EXAMPLE.search(clauses[index - 1])):
            break  # what follows a condition, a relative or an example is the data's
        after = clauses[index + 1] if index + 1 < len(clauses) else ""
        if role != "text" or read[index] == "text" or _bare(clauses[index]) \
                or clauses[index].rstrip().endswith(":") \
                or CONDITION_CUE.search(ADJUNCT.sub(" ", after)) is not None:
            continue  # a list of values, a label of a fact, or a condition of the data
        read[index] = "text"
    joining = ("agents", "acted_by", "details")
    for index in range(len(roles) - 2, -1, -1):
        if read[index] is None and roles[index] in joining and read[index + 1] == "text" \
                and not (roles[index] == "agents" and states_fact(clauses[index], names)):
            read[index] = "text"  # a bare word beside it may be a fact ("Unique, and …")
    # "Discussed by DWH, BI and Risk, in 14.10.2024": a passive, its agents, its details
    index = 0
    while index < len(roles):
        end = index
        while end < len(roles) and read[end] is None and roles[end] in joining:
            end += 1
        if end > index and roles[index] == "acted_by" and "details" in roles[index:end]:
            read[index:end] = ["text"] * (end - index)
        index = max(end, index + 1)
    return read


def _acted(clause: str) -> bool:
    """True when `clause` holds an act of `ACT` outside its words in capitals: an act in
    capitals is a value of the data ("APPROVED, CHANGES_REQUESTED")."""
    return ACT.search(latin(fold(_VALUE_IN_CAPITALS.sub(" ", clause)))) is not None


#: A word in capitals, an enumeration's value: "APPROVED", "SIGNED_OFF".
_VALUE_IN_CAPITALS = lazy_pattern(r"\b[A-Z][A-Z_]{3,}\b")


def _bare(clause: str) -> bool:
    """True when `clause` (folded) is an act and nothing else but a joining word (a label,
    a count or a cost of an act, `ACT_NOUN`, is never bare)."""
    if ACT_NOUN.search(clause) is not None:
        return False
    rest = ACT.sub(" ", clause)
    return all(word in _JOINS for word in re.findall(r"[^\W_]+", rest))


#: Words that join acts in a list: "approved, declined or referred".
_JOINS = frozenset({"and", "or", "und", "oder", "et", "ou", "en", "of", "e", "o", "y",
                    "och", "eller", "og", "i", "lub", "ve", "veya"})


def tells_of_history(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause`, read alone, tells of an act done to the text (and nothing
    else): what earns nothing."""
    return without_history(clause, names) is None


def _acts_on_named_text(plain: str) -> bool:
    """True when an act in `plain` (a folded sentence) takes the text, named, as its
    object ("reviewed and approved this description") and nothing makes it the data's."""
    return DATA_CUE.search(ADJUNCT.sub(" ", plain)) is None and any(
        TEXT_NOUN.match(plain, found.end() + len(skipped.group(0)))
        for found in ACT.finditer(plain)
        for skipped in [_OBJECT_LEAD.match(plain, found.end())] if skipped is not None)


#: What stands between an act and the text it takes as its object: "this", "the", "our".
_OBJECT_LEAD = lazy_pattern(r"\s+(?:(?:this|the|these|our|its|that)\s+)?")


def _history_act(clause: str) -> str | None:
    """"text" when `clause` (folded) tells of an act done to the text, "data" when of an
    act done to the data, None when of no act."""
    if ACT_NOUN.search(clause) is not None:
        return "data" if DATA_CUE.search(ADJUNCT.sub(" ", clause)) is not None else "text"
    for found in ACT.finditer(clause):
        if EVENT_AFTER.match(clause, found.end()) is None:
            continue  # an adjective of the data: "verified email address"
        if DATA_CUE.search(ADJUNCT.sub(" ", clause)) is not None:
            return "data"  # a ticket "SE-1" is no "se" (if)
        before = re.findall(r"[^\W\d_]+", ADJUNCT.sub(" ", clause[:found.start()]))
        if TEXT_NOUN.search(clause) is not None \
                or all(word in _NO_SUBJECT or ACT.fullmatch(word) for word in before) \
                or (before and before[0] in _AGENT_FIRST):
            return "text"
        return "data"
    return None


#: A clause that opens with the act's agent or time names no object before the act.
_AGENT_FIRST = frozenset({"by", "von", "vom", "durch", "am", "par", "door", "por", "pelo",
                          "pela", "da", "dal", "dalla", "av", "af", "przez", "on", "in"})


def _own_fact(clause: str, names: frozenset[str], *, labelled: bool = False) -> bool:
    """True when `clause`, after an act on the text, states a fact of its own once the
    act's details (`ADJUNCT`) are set aside, and speaks of no act itself ("whose sign-off is
    final"); after an act that labels it (`labelled`: "Approved by: the user id of the
    manager who approved the time off") an act of the data may stand in it."""
    bare = ADJUNCT.sub(" ", clause)
    if len(re.findall(r"[^\W\d_]+", bare)) < 2:
        return False  # a detail's own label: "cost 1,200 EUR", "custo 1 EUR", "Aufwand"
    return (states_fact(bare, names) or IDENTIFIER.search(bare) is not None) \
        and (ACT.search(bare) is None or (labelled and _history_act(bare) != "text"))
