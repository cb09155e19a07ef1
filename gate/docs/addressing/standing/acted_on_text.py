"""Who did what to the text: a clause read for its roles, not for its verb.

A sentence about the text's own life ("QA read it in sprint 41", "Finance signed this off on
2026-03-02 09:00 UTC", "Von der Fachabteilung am 3. März abgenommen", "Validé par l'équipe BI
(sprint 12)", "Final wording, agreed with the owners in the Q3 review") holds teams, tickets,
sprints, dates, zones, counts and sums that would count as detail of the data. Lists of the
verbs such a sentence uses never close: each round finds another ("walked through", "kept",
"compared", "hyväksyi"). So a clause is read here for its **roles**, each word put in one of
a few closed sets defined once:

- **data**: a word that makes the clause the data's whatever else it holds: a word of the
  subject's own name, an identifier (`fct_orders`, `orders.status`), a verb that makes or
  moves data (`DATA_VERB`: loaded, stored, computed, set, sent …), a condition, a frequency or
  a meaning (`DATA_CUE`: when, until, nightly, each, means …), a unit, currency or zone said of
  the values (not of an event's time or sum: "in EUR", "in UTC");
- **agent**: who acts: a team or a role of an organisation (`AGENT_WORD`, in the languages
  below, compounds too: "Fachabteilung", "CRM-teamet"), a proper name or an acronym ("FP&A",
  "DWH", "Maria Lopez"), and the words right after an agent's preposition ("by", "von",
  "par", "door", "przez", "tarafından" …);
- **the text**: a pronoun object or the text named (`TEXT_REF`: it, this, es, l', lo, het,
  den, go, bunu, the wording, la description …);
- **an event's detail** (`EVENT`): a date, a time and its zone, a quarter or week, a sprint,
  a release or version, a ticket or pull request, a count, a sum with its currency, a year;
- **the text's life** (`LIFE_WORD`): reviews, sign-offs, audits, tickets, comments,
  findings, remarks, surveys, follow-ups …;
- glue (`GLUE`: articles, prepositions, auxiliaries, conjunctions, quantifiers), and
  everything else (**other**: the verb, whatever it is).

A clause **tells of the text's life** (`history_role` is "text") when it holds no data word
and either an agent acts on the text or at an event (an agent, and the text, an event's
detail or a word of the text's life, with at most `OTHER_WORDS` other words: the verb and a
particle), or it names the text with at most one other word ("Final wording"), or it is only
an event's details and words of the text's life ("(ticket ARCH-77, 2024)", "sprint 12").
A clause of only agents and glue ("QA, DQ", "Privacy and CRM") or one bare word is "agents":
it is the text's when the clause it is joined to is (`gate.docs.addressing.standing.
text_history` reads the sentence). Languages: English, German, French, Spanish, Portuguese,
Italian, Dutch, Swedish (with Danish and Norwegian forms), Polish, Turkish, Finnish.

What stays open: a verb that makes data written in a language or a form `DATA_VERB` does not
hold, beside a team or a proper name and an event's detail, reads as the text's ("Booked by
Finance in SAP in Q1" earns nothing); a claim whose agent is neither a team, a role, a proper
name nor an acronym ("every analyst reads it …") or that holds a data word is left to the
other readings. Linear in the clause: one pass of `EVENT`, then each word looked up once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.facts import IDENTIFIER
from gate.docs.addressing.statements.sentence_subject import names_in

HistoryRole = Literal["text", "agents"] | None

#: The most words a clause of the text's life holds outside its roles: the verb, a particle.
OTHER_WORDS = 3

#: An event's detail: dates (ISO, dotted, with a month's name), times and their zone, a
#: quarter or week, a sprint, release, version, ticket or pull request, a code like
#: `DQ-77`, a count, a sum with its currency, a year. Read on the clause as written.
_MONTHS = (r"jan\w*|feb\w*|mar\w*|apr\w*|may|mai|maj|mei|mayo|maio|maggio|jun\w*|jul\w*|"
           r"aug\w*|sep\w*|oct\w*|okt\w*|nov\w*|dec\w*|dez\w*|des\w*|mrt|maart|marz|mars|"
           r"janv\w*|fevr\w*|avr\w*|juin|juil\w*|aout|ene\w*|abr\w*|ago\w*|dic\w*|fev\w*|"
           r"out\w*|gen\w*|giu\w*|lug\w*|ott\w*|sty\w*|lut\w*|kwi\w*|cze\w*|lip\w*|sie\w*|"
           r"wrz\w*|paz\w*|lis\w*|gru\w*|ocak|subat|mart|nisan|mayis|haziran|temmuz|"
           r"agustos|eylul|ekim|kasim|aralik|maaliskuu\w*|huhtikuu\w*|toukokuu\w*")
_ZONE = (r"(?:\s*(?:utc|gmt|z|cet|cest|mez|mesz|eet|eest|wet|west|bst|ist|jst|kst|pst|pdt|"
         r"est|edt|cst|cdt|mst|mdt|aest|aedt|brt|sgt|hkt|[+-]\d{2}:?\d{2})\b)?")
EVENT = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[t ]\d{1,2}:\d{2}(?::\d{2})?z?)?" + _ZONE + r"|\d{4}-w\d{1,2}|"
    r"\b\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|"
    rf"\b\d{{1,2}}\.?\s+(?:de\s+)?(?:{_MONTHS})\b\.?(?:\s+(?:de\s+)?\d{{4}})?|"
    rf"\b(?:{_MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?\b,?(?:\s+\d{{4}})?|"
    r"\b[qt][1-4](?:\s*/?\s*\d{2,4})?\b|\b(?:h[12]|fy\s?\d{2,4})\b|"
    r"\b(?:kw|week|wk|semaine|semana|settimana|vecka|tydzien|hafta|viikko)\s*\d{1,2}\b|"
    r"\b\d{1,2}[:h.]\d{2}(?:\s*(?:am|pm))?\b" + _ZONE + "|"
    r"\b(?:sprint\w*|release|version|versio|iteration|pi|ticket\w*|tiket\w*|issue|pr|mr|"
    r"jira|rfc|change|cr|\u00e4rende|arende|zgloszeni\w*|zg\u0142oszeni\w*|kayit\w*|"
    r"kay\u0131t\w*)\s*#?[\w.-]*\d[\w.-]*|"
    r"\bv\d+(?:\.\d+)*\b|#\d+|\b[a-z][a-z&]{1,10}-\d+\b|"
    r"[$\u20ac\u00a3\u00a5]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:eur|usd|gbp|chf|sek|nok|dkk|brl|"
    r"jpy|pln|try)\b|\b\d[\d,.]*\b|\bn\s?=\s?\d+",
    re.IGNORECASE)
#: A word: letters, with an inner hyphen, apostrophe or ampersand ("FP&A", "CRM-teamet").
WORD = re.compile(r"[^\W\d_]+(?:[-&'\u2019][^\W\d_]+)*")

#: Verbs that make, move or keep data (English stems with their endings, participles of the
#: other languages): a clause holding one is the data's.
_DATA_STEMS = (
    "load", "sync", "ingest", "import", "export", "extract", "pull", "push", "fetch", "stream",
    "send", "sent", "emit", "populat", "fill", "set", "assign", "comput", "calculat", "deriv",
    "generat", "writ", "written", "wrote", "stor", "record", "log", "captur", "collect",
    "creat", "updat", "refresh", "insert", "enter", "provid", "suppl", "supplie", "return",
    "sourc", "map", "join", "aggregat", "sum", "count", "convert", "round", "hash", "mask",
    "pars", "cast", "stamp", "build", "built", "trigger", "receiv", "issued", "charg", "bill",
    "invoic", "pay", "paid", "ship", "deliver", "book", "post", "hold", "held", "own",
    "measur", "report", "track", "estimat", "forecast", "sampl", "normalis", "normaliz",
    "dedupl", "deduplicat", "filter", "transform", "split", "truncat", "format", "encod",
    "decod", "concatenat", "pivot", "cop", "copie", "replicat", "snapshot", "archiv",
    "purg", "delet", "overwrit", "recalculat", "expir",
)
DATA_VERB = re.compile(
    "^(?:(?:" + "|".join(_DATA_STEMS) + r")(?:e|es|ed|ing|s|d|ted|ped|ged|med|ting|ping|"
    r"ging|ming|ied|y|ies|led|ling|n)?|"
    r"ge(?:laden|rechnet|speichert|setzt|fullt|liefert|schrieben|bucht|zahlt)|berechnet|"
    r"erzeugt|befullt|aktualisiert|charge[es]*|calcule[es]*|stocke[es]*|rempli[es]*|"
    r"genere[es]*|fourni[es]*|cargad[oa]s?|calculad[oa]s?|almacenad[oa]s?|generad[oa]s?|"
    r"carregad[oa]s?|armazenad[oa]s?|gerad[oa]s?|caricat[oaie]|calcolat[oaie]|"
    r"memorizzat[oaie]|generat[oaie]|berekend|opgeslagen|gevuld|geladen|laddad[et]?|"
    r"beraknad[et]?|lagrad[et]?|ladowan[aey]|obliczan[aey]|zapisywan[aey]|yuklen\w*|"
    r"hesaplan\w*|saklan\w*|ladattu|laskettu|tallennettu)$")
#: A condition, a time or frequency of the data, a meaning, an example: the data's clause.
DATA_CUE = re.compile(
    r"^(?:when|whenever|if|whether|unless|until|once|before|after|since|prior|every|"
    r"per|nightly|daily|hourly|weekly|monthly|yearly|annually|against|automatically|null|"
    r"nulls|true|false|means|meaning|denotes|indicates|eg|ie|wenn|falls|ob|bis|"
    r"sobald|bevor|nachdem|jede[rsnm]?|taglich|stundlich|monatlich|automatisch|bedeutet|"
    r"quand|lorsque|si|jusqu\w*|avant|apres|chaque|quotidien\w*|signifie|wanneer|indien|"
    r"zodra|voordat|nadat|elke|ieder|dagelijks|betekent|quando|se|ate|antes|depois|cada|"
    r"diariamente|significa|finche|prima|dopo|ogni|cuando|hasta|despues|nar|tills|innan|"
    r"efter|varje|dagligen|betyder|gdy|jesli|kiedy|codziennie|eger|zaman|gunluk)$")
#: Units, currencies and zones said of the values ("in EUR", "in UTC", "in cents").
DATA_UNIT = re.compile(
    r"^(?:utc|gmt|cet|cest|mez|pst|est|eur|usd|gbp|chf|sek|brl|jpy|cents?|pence|euros?|"
    r"dollars?|seconds?|minutes?|hours?|days?|ms|kg|grams?|km|meters?|metres?|miles?|bytes?|"
    r"percent|percentage|iso|uuid|json|csv|url|sql|api|id|ids)$")
#: Nouns of the data: the column, its values, rows, keys, amounts, dates, in the languages
#: above. A clause that names one speaks of the data.
DATA_NOUN = re.compile(
    r"^(?:values?|rows?|records?|columns?|fields?|keys?|ids?|identifiers?|codes?|amounts?|"
    r"dates?|times?|timestamps?|numbers?|counts?|totals?|flags?|types?|categor(?:y|ies)|"
    r"units?|currenc(?:y|ies)|zones?|nulls?|events?|orders?|customers?|users?|accounts?|"
    r"wert|werte|zeilen?|spalten?|feld|felder|schlussel|betrag|betrage|datum|zeitstempel|"
    r"valeurs?|lignes?|colonnes?|champs?|cles?|montants?|valor|valores|filas?|columnas?|"
    r"campos?|claves?|importes?|fechas?|linhas?|colunas?|chaves?|montantes?|valore|valori|"
    r"righe|riga|colonn[ae]|chiav[ei]|importi|importo|waarden?|rijen|rij|kolom|kolommen|"
    r"velden?|sleutels?|bedrag|bedragen|varden?|rader|rad|kolumn\w*|falt|nyckel\w*|"
    r"belopp|wartos\w*|wiersz\w*|kolumn\w*|pol[ae]|klucz\w*|kwot\w*|deger\w*|satir\w*|"
    r"sutun\w*|alan\w*|anahtar\w*|tutar\w*|tarih\w*)$")
#: Teams and roles of an organisation, and their compounds, in the languages above.
AGENT_WORD = re.compile(
    r"(?:team|teams|teamet|teamen|tiimi\w*|squad|guild|office|board|council|committee|"
    r"department|dept|group|chapter|owners?|stewards?|maintainers?|reviewers?|"
    r"approvers?|auditors?|leads?|management|governance|qa|legal|juridi\w*|privacy|"
    r"compliance|security|controlling|abteilung|fachabteilung|gruppe|gremium|ausschuss|"
    r"fachbereich|bereich|verantwortliche\w*|equipe|equipes|direction|comite|pole|"
    r"cellule|responsables?|equipo|equipa|equipe|departamento|responsaveis|squadra|gruppo|"
    r"ufficio|comitato|responsabili|afdeling|ploeg|commissie|eigenaren|eigenaar|gruppen|"
    r"avdelning\w*|agare|zespol\w*|dzial\w*|komisj\w*|wlasciciel\w*|ekip\w*|birim\w*|"
    r"departman\w*|ryhma\w*|osasto\w*)$")
#: The end of a compound that names a team ("datateam", "dataplattformsteamet").
AGENT_COMPOUND = re.compile(r"(?:team|teams|teamet|teamen|abteilung|gruppe|afdeling|"
                            r"avdelningen|agarna|ekibi|ekipleri|tiimi)$")
#: The words right after which an agent is named.
AGENT_MARK = frozenset({"by", "von", "vom", "durch", "par", "por", "pelo", "pela", "pelos",
                        "pelas", "da", "dal", "dalla", "dai", "dagli", "door", "av", "af",
                        "przez", "tarafindan", "with", "mit", "avec", "con", "com", "met",
                        "med", "z", "ile"})
#: The text as a pronoun object, or named.
TEXT_REF = re.compile(
    r"^(?:it|this|these|them|that|which|es|dies|diese|dieses|l|le|la|les|ce|cela|ceci|lo|"
    r"los|las|esto|esta|este|isto|isso|o|os|questo|questa|li|het|dit|deze|dat|den|det|"
    r"detta|dem|to|go|ja|je|tego|bunu|onu|sen|sita|taman|ne|"
    r"descriptions?|wording|text|texts|docs?|documentation|definitions?|entry|write-?up|"
    r"beschreibung|dokumentation|doku|eintrag|formulierung|definition|libelle|formulation|"
    r"texte|entree|beschrijving|omschrijving|tekst|documentatie|definitie|descricao|"
    r"documentacao|definicao|texto|redacao|descrizione|documentazione|definizione|testo|"
    r"voce|descripcion|documentacion|definicion|redaccion|beskrivning\w*|formulering\w*|"
    r"dokumentationen|texten|opis\w*|dokumentacj\w*|aciklama\w*|kuvaus\w*)$")
#: The text named by a noun that names nothing else: a clause of it and a word of its
#: standing ("Final wording", "Agreed wording") is the text's.
TEXT_NAMED = re.compile(
    r"^(?:descriptions?|wording|write-?up|documentation|beschreibung|formulierung|"
    r"formulation|formulazione|formulacion|formulacao|libelle|beschrijving|omschrijving|"
    r"formulering\w*|documentatie|descricao|redacao|descrizione|descripcion|redaccion|"
    r"beskrivning\w*|opis\w*|aciklama\w*|kuvaus\w*)$")
#: Words of the text's life: its reviews, sign-offs, audits, tickets, comments, findings.
LIFE_WORD = re.compile(
    r"^(?:reviews?|sign-?offs?|audits?|surveys?|tickets?|findings?|comments?|notes?|"
    r"remarks?|nits?|follow-?ups?|questions?|incidents?|issues?|objections?|feedback|"
    r"changes?|edits?|sweep|rfc|pr|mr|sprint|sprints|release|releases|version|versions|"
    r"wiki|deck|slide|channel|export|anmerkung\w*|kommentar\w*|abnahme|freigabe|prufung|"
    r"remarques?|commentaires?|observations?|revue|relecture|comentarios?|observacion\w*|"
    r"observac\w*|revision|revisao|osservazion\w*|commenti|revisione|opmerking\w*|"
    r"goedkeuring|anmarkning\w*|kommentarer|granskning|uwag\w*|komentarz\w*|przeglad\w*|"
    r"yorum\w*|inceleme\w*|kayd\w*|huomautu\w*|kommentti\w*|tiket\w*|ticket\w*|sprint\w*)$")
#: Glue: articles, prepositions, auxiliaries, conjunctions, quantifiers, negations, in the
#: languages above.
_GLUE = """
a an the and or but of in on at to for from with without during as also too all both each
their its our his her they we he she has have had was were is are be been being got did do
does already again together just fully formally officially no zero not nor any only
still same as-is so then there here one two three first last latest final
der die das den dem des ein eine einen einem und oder hat haben wurde wurden ist sind
worden am um im in mit ohne keine kein bei zum zur auf fur nach seit bereits schon auch
alle beide
le la les un une des du de d et ou a ont ete est sont au aux en avec sans aucun aucune
lors sur pour deja aussi tous toutes
el los las uno una y o ha han fue fueron sido en con sin del al sobre para ya tambien
todos todas ningun ninguna
o os as um uma e ou foi foram tem em no na nos nas com sem do da dos das ao para ja
tambem todos nenhum nenhuma
il lo gli i un una e o ha hanno e stato stata stati nel nella nei con senza del della
dei al alla per gia anche tutti nessun nessuna
de het een en of heeft hebben is zijn werd werden in op om met zonder geen bij voor al
ook alle
en ett och eller har hade ar blev var i pa kl med utan inga ingen vid for redan ocksa
alla
i w we z ze bez na o do od oraz lub zostal zostala zostalo zostaly przez juz takze
wszystkie zadnych dnia roku
ve ile de da bir bu icin olarak tum hic
ja tai on oli ovat olivat ilman kaikki
"""
GLUE = frozenset(_GLUE.split())
#: Acronyms that name a kind of data, not who acts.
DATA_ACRONYM = frozenset({"utc", "gmt", "iso", "uuid", "url", "uri", "api", "json", "csv",
                          "sql", "id", "ids", "pii", "eur", "usd", "gbp", "ip", "http",
                          "https", "xml", "yaml", "null", "true", "false", "sku"})


@dataclass(frozen=True, slots=True)
class Roles:
    """What a clause holds, role by role."""

    data: bool  # a word that makes the clause the data's, whatever else it holds
    noun: bool  # a noun of the data ("12 peer columns"): the data's unless the text is acted on
    agent: bool
    strong: bool  # a team, a role or a name, not only the words after "by"
    text: bool
    text_named: bool
    event: bool
    life: bool
    passive: bool  # the verb first, then its agent: "Accepted by the data office"
    other: int


_DATA = Roles(True, False, False, False, False, False, False, False, False, 0)


#: Letters folding leaves as they are ("ł", "ı", "ø"), read as the Latin letter they stand for.
_PLAIN = str.maketrans({"\u0142": "l", "\u0131": "i", "\u00f8": "o", "\u0111": "d"})


@lru_cache(maxsize=32_768)
def roles(clause: str, names: frozenset[str] = frozenset()) -> Roles:
    """The roles of the words of `clause` (as written: a proper name is read by its case),
    `names` the words of the subject's own name."""
    if IDENTIFIER.search(latin(fold(clause))) is not None:
        return _DATA
    rest = EVENT.sub(" ", clause)
    event = rest != clause
    noun = agent = strong = text = text_named = life = passive = first_named = False
    other = content = after_mark = 0
    found_words = list(WORD.finditer(rest))
    folded = [latin(fold(found.group(0))).replace("\u2019", "'").translate(_PLAIN)
              for found in found_words]
    for index, found in enumerate(found_words):
        written, word = found.group(0), folded[index]
        parts = [part for part in re.split(r"['&]", word) if part]
        if DATA_CUE.match(word):
            return _DATA
        if word in AGENT_MARK:
            passive = passive or (content == 1 and (other == 1 or first_named))
            after_mark = 3
            continue
        following = folded[index + 1] if index + 1 < len(folded) else ""
        if _object_pronoun(word, parts, following):
            text = True
            content += 1
            continue
        if all(part in GLUE for part in parts):
            continue
        if names_in(word, names) or DATA_VERB.match(word) \
                or (DATA_UNIT.match(word) and not event):
            return _DATA
        content += 1
        clitic = word.rsplit("-", 1)[-1]
        if DATA_NOUN.match(word):
            noun = True
        elif TEXT_REF.match(parts[-1]) or (clitic != word and TEXT_REF.match(clitic)):
            text = True
            text_named = text_named or TEXT_NAMED.match(parts[-1]) is not None
        elif LIFE_WORD.match(word):
            life = True
        elif any(AGENT_WORD.match(piece) for piece in (*word.split("-"), parts[-1])) \
                or AGENT_COMPOUND.search(word) or _named(written, index, found.start()):
            agent = strong = True
        elif after_mark > 0:
            agent = True
        elif index == 0 and written[:1].isupper():
            first_named = True
        else:
            other += 1
        after_mark -= 1
    if first_named and (text or agent):
        agent = strong = True
    elif first_named:
        other += 1
    return Roles(False, noun, agent, strong, text, text_named, event, life, passive, other)


#: Pronouns that are also articles ("den", "la", "het"): the text's when no noun follows.
#: After an elided one ("l'a comparé", "l'ha rivisto"), an auxiliary.
_ELIDED_AUX = frozenset({"a", "ont", "avait", "avaient", "ha", "hanno", "aveva", "e", "est"})


def _object_pronoun(word: str, parts: list[str], following: str) -> bool:
    """True when `word`, a pronoun that is also an article or glue, stands as an object: no
    noun after it (what follows is glue, another pronoun or nothing), or elided before an
    auxiliary ("l'a", "l'ha")."""
    if len(parts) == 2 and parts[0] in ("l", "lo", "la") and parts[1] in _ELIDED_AUX:
        return True
    if word not in GLUE or TEXT_REF.match(word) is None:
        return False
    return not following or following in GLUE or TEXT_REF.match(following) is not None


def _named(written: str, index: int, start: int) -> bool:
    """A proper name or an acronym: capitalised past the clause's first word, all in capitals
    (two letters or more), or capitalised inside ("FinOps"); not an acronym of a data kind."""
    if written.lower() in DATA_ACRONYM or not written[:1].isupper():
        return False
    letters = [ch for ch in written if ch.isalpha()]
    return (len(letters) >= 2 and all(ch.isupper() for ch in letters)) \
        or any(ch.isupper() for ch in written[1:]) or (index > 0 and start > 0)


def history_role(clause: str, names: frozenset[str] = frozenset(),
                 acted: bool = False) -> HistoryRole:
    """"text" when `clause` tells of the text's life by its roles (see the module's
    docstring), "agents" when it only names who acts (or is one bare word), else None.
    `acted`: the clause holds a verb of an act on a text (`text_history.ACT`), so a team or
    a name beside it needs nothing more ("Privacy and CRM both approved.")."""
    found = roles(clause, names)
    if found.data or (found.noun and not (found.agent and found.text)):
        return None
    if found.agent and (found.text or found.event or found.life
                        or (acted and found.strong)) and found.other <= OTHER_WORDS:
        return "text"
    if found.passive and found.strong and found.other <= 1:
        return "text"
    if found.text_named and found.other <= 1 and not found.agent:
        return "text"
    if (found.event or found.life) and found.other == 0 and not found.text:
        return "text"
    if found.other == 0 and found.agent and not found.text:
        return "agents"
    if found.other == 1 and not (found.agent or found.text or found.event or found.life):
        return "agents"
    return None


def names_data(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when a word of `clause` makes it the data's or names the data (a noun of the
    data, the subject's own name, an identifier, a verb that makes data, a condition): a
    clause after one of the text's life that names none only goes on telling it."""
    found = roles(clause, names)
    return found.data or found.noun


#: What a clause naming who acts holds at least one of: a capital past the first letter, a
#: word of a team or a role, or a pronoun the text may be the object of (after a first
#: word's capital, which every sentence has: "Finance read it.").
_CAPITAL = re.compile(r"(?<=.)[A-Z\u00c0-\u00de]")
AGENT_SIGN = re.compile(
    r"team|tiimi|squad|guild|office|board|council|committee|department|group|owner|steward|"
    r"maintainer|reviewer|approver|auditor|lead|head|abteilung|gruppe|gremium|bereich|equip|"
    r"comit|ufficio|afdeling|ploeg|commissie|avdelning|zesp|dzia|ekip|birim|ryhm|respons|"
    r"verantwort|eigenaar|agare|wlasciciel|w\u0142a\u015bciciel|legal|jurid|"
    r"\b(?:sprint|ticket|tiket|jira|rfc|pr|mr|release|version)\b|\bv\d|#\d|"
    r"\b[a-z][a-z&]{1,10}-\d|\b[qt][1-4]\b|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|"
    r"\b(?:it|this|these|them|es|dies|l'|le|la|lo|het|dit|den|det|go|bunu|onu|sen)\b")


@lru_cache(maxsize=32_768)
def may_name_an_agent(sentence: str) -> bool:
    """True when `sentence` may name who acted on the text (a capital past its first
    letter, or `AGENT_SIGN`): only then are its clauses read for their roles."""
    return _CAPITAL.search(sentence) is not None \
        or AGENT_SIGN.search(sentence.lower()) is not None
