"""The closed sets the roles reading of a clause looks words up in
(`gate.docs.addressing.standing.acted_on_text`), each defined once: an event's details, the
words that make a clause the data's (its verbs, conditions, nouns, units), who acts (teams,
roles, the marks before an agent, how a participle ends), the text as an object (pronouns and
nouns), the words of the text's life, and the glue between them, in English, German, French,
Spanish, Portuguese, Italian, Dutch, Swedish (with Danish and Norwegian forms), Polish,
Turkish and Finnish. Folded as the reading folds a word (no accents, lower case). The signs of
the same roles screen a sentence first (`may_name_an_agent`), so that only one that may tell
of the text's life has its clauses read for their roles.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin

#: An event's detail: dates (ISO, dotted, with a month's name), times and their zone, a
#: quarter or week, a sprint, release, version, ticket or pull request, a code like
#: `DQ-77`, a count, a sum with its currency, a year. Read on the clause as written.
#: "mar" takes only the months' own endings: a name such as "Martin" before a figure ("Accepté
#: par Claire Martin 1 USD.") is no date.
MONTHS = (r"jan\w*|feb\w*|mar(?:ch|zo|co|ço|s|ts|ec|tie|raskuu)?|apr\w*|may|mai|maj|mei|mayo|"
           r"maio|maggio|jun\w*|jul\w*|"
           r"aug\w*|sep\w*|oct\w*|okt\w*|nov\w*|dec\w*|dez\w*|des\w*|mrt|maart|marz|mars|"
           r"janv\w*|fevr\w*|avr\w*|juin|juil\w*|aout|ene\w*|abr\w*|ago\w*|dic\w*|fev\w*|"
           r"out\w*|gen\w*|giu\w*|lug\w*|ott\w*|sty\w*|lut\w*|kwi\w*|cze\w*|lip\w*|sie\w*|"
           r"wrz\w*|paz\w*|lis\w*|gru\w*|ocak|subat|mart|nisan|mayis|haziran|temmuz|"
           r"agustos|eylul|ekim|kasim|aralik|maaliskuu\w*|huhtikuu\w*|toukokuu\w*")
ZONE = (r"(?:\s*(?:utc|gmt|z|cet|cest|mez|mesz|eet|eest|wet|west|bst|ist|jst|kst|pst|pdt|"
         r"est|edt|cst|cdt|mst|mdt|aest|aedt|brt|sgt|hkt|[+-]\d{2}:?\d{2})\b)?")
EVENT = lazy_pattern(
    r"\d{4}-\d{2}-\d{2}(?:[t ]\d{1,2}:\d{2}(?::\d{2})?z?)?" + ZONE + r"|\d{4}-w\d{1,2}|"
    r"\b\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|"
    rf"\b\d{{1,2}}\.?\s+(?:de\s+)?(?:{MONTHS})\b\.?(?:\s+(?:de\s+)?\d{{4}})?|"
    rf"\b(?:{MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?\b,?(?:\s+\d{{4}})?|"
    r"\b[qt][1-4](?:\s*/?\s*\d{2,4})?\b|\b(?:h[12]|fy\s?\d{2,4})\b|"
    r"\b(?:kw|week|wk|semaine|semana|settimana|vecka|tydzien|hafta|viikko)\s*\d{1,2}\b|"
    r"\b\d{1,2}[:h.]\d{2}(?:\s*(?:am|pm))?\b" + ZONE + "|"
    r"\b(?:sprint\w*|release|version|versio|iteration|pi|ticket\w*|tiket\w*|issue|pr|mr|"
    r"jira|rfc|change|cr|\u00e4rende|arende|zgloszeni\w*|zg\u0142oszeni\w*|kayit\w*|"
    r"kay\u0131t\w*)\s*#?[\w.-]*\d[\w.-]*|"
    r"\bv\d+(?:\.\d+)*\b|#\d+|\b[a-z][a-z&]{1,10}-\d+\b|"
    r"[$\u20ac\u00a3\u00a5]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:eur|usd|gbp|chf|sek|nok|dkk|brl|"
    r"jpy|pln|try)\b|\b\d[\d,.]*\b|\bn\s?=\s?\d+",
    re.IGNORECASE)
#: The details that only an event of the text's life has: a sprint, a ticket, an issue, a
#: pull request, a request for comments, a release or version, a ticket's key (`DQ-77`).
#: Names of standards written like a ticket's key ("COVID-19", "SHA-256", "ICD-10"): data.
STANDARDS = ("COVID", "ISO", "SHA", "UTF", "MD", "TLS", "SSL", "HTTP", "ICD", "CVE", "PEP",
             "ASC", "IEEE", "ANSI", "DIN", "ECMA", "ES", "EN", "IPV", "PCI", "HL", "SOC",
             "NIST", "FIPS", "AES", "RSA", "UUID", "BASE", "INT", "UTC", "GMT", "GS", "EDI",
             "IFRS", "GAAP", "NACE", "NAICS", "SIC", "EAN", "UPC", "GTIN", "IBAN", "BIC")
LIFE_EVENT = lazy_pattern(
    r"\b(?:sprint\w*|ticket\w*|tiket\w*|issue|pr|mr|jira|rfc|cr|\u00e4rende|arende|"
    r"zgloszeni\w*|zg\u0142oszeni\w*|kayit\w*|kay\u0131t\w*)\s*#?[\w.-]*\d[\w.-]*|"
    r"#\d+|\b(?!(?:" + "|".join(STANDARDS) + r")-)[A-Z][A-Z&]{1,9}-\d+\b|\bv\d+\.\d+\b")
#: A value quoted or in a code span: a value of the data, read as nothing here.
QUOTED = lazy_pattern(r"`[^`\n]*`|(?<!\w)'(?:[^'\n]|'(?=\w)){0,200}'(?!\w)|\"[^\"\n]*\"|"
                      r"[\u2018\u201c][^\u2019\u201d\n]*[\u2019\u201d]")
#: A word: letters, with an inner hyphen, apostrophe or ampersand ("FP&A", "CRM-teamet").
WORD = lazy_pattern(r"[^\W\d_]+(?:[-&'\u2019][^\W\d_]+)*")

#: Verbs that make, move or keep data (English stems with their endings, participles of the
#: other languages): a clause holding one is the data's.
DATA_STEMS = (
    "load", "sync", "ingest", "import", "export", "extract", "pull", "push", "fetch", "stream",
    "send", "sent", "emit", "populat", "fill", "set", "assign", "comput", "calculat", "deriv",
    "generat", "writ", "written", "wrote", "stor", "record", "log", "captur", "collect",
    "creat", "updat", "refresh", "insert", "enter", "provid", "suppl", "supplie", "return",
    "sourc", "map", "join", "aggregat", "sum", "count", "convert", "round", "hash", "mask",
    "pars", "cast", "stamp", "build", "built", "trigger", "receiv", "issued", "charg", "bill",
    "invoic", "pay", "paid", "ship", "deliver", "book", "post", "hold", "held", "own",
    "measur", "report", "track", "estimat", "forecast", "sampl", "normalis", "normaliz",
    "dedupl", "deduplicat", "filter", "transform", "split", "truncat", "format", "encod",
    "decod", "concatenat", "pivot", "cop", "copie", "replicat", "snapshot", "archiv", "us",
    "rel", "depend", "consum", "quer", "join",
    "purg", "delet", "overwrit", "recalculat", "expir",
)
DATA_VERB = lazy_pattern(
    "^(?:(?:" + "|".join(DATA_STEMS) + r")(?:e|es|ed|ing|s|d|ted|ped|ged|med|ting|ping|"
    r"ging|ming|ied|y|ies|led|ling|n)?|"
    r"ge(?:laden|rechnet|speichert|setzt|fullt|liefert|schrieben|bucht|zahlt)|berechnet|"
    r"erzeugt|befullt|aktualisiert|charge[es]*|calcule[es]*|stocke[es]*|rempli[es]*|"
    r"genere[es]*|fourni[es]*|cargad[oa]s?|calculad[oa]s?|almacenad[oa]s?|generad[oa]s?|"
    r"carregad[oa]s?|armazenad[oa]s?|gerad[oa]s?|caricat[oaie]|calcolat[oaie]|"
    r"memorizzat[oaie]|generat[oaie]|berekend|opgeslagen|gevuld|geladen|laddad[et]?|"
    r"beraknad[et]?|lagrad[et]?|ladowan[aey]|obliczan[aey]|zapisywan[aey]|yuklen\w*|"
    r"hesaplan\w*|saklan\w*|ladattu|laskettu|tallennettu)$")
#: A condition, a time or frequency of the data, a meaning, an example: the data's clause.
DATA_CUE = lazy_pattern(
    r"^(?:when|whenever|if|whether|unless|until|once|before|after|since|prior|each|every|"
    r"per|nightly|daily|hourly|weekly|monthly|yearly|annually|against|automatically|null|"
    r"nulls|true|false|means|meaning|denotes|indicates|eg|ie|wenn|falls|ob|bis|"
    r"sobald|bevor|nachdem|jede[rsnm]?|taglich|stundlich|monatlich|automatisch|bedeutet|"
    r"quand|lorsque|si|jusqu\w*|avant|apres|chaque|quotidien\w*|signifie|wanneer|indien|"
    r"zodra|voordat|nadat|elke|ieder|dagelijks|betekent|quando|se|ate|antes|depois|cada|"
    r"diariamente|significa|finche|prima|dopo|ogni|cuando|hasta|despues|nar|tills|innan|"
    r"efter|varje|dagligen|betyder|gdy|jesli|kiedy|codziennie|eger|zaman|gunluk|"
    # a rule the data keeps, not an event: "Backfills over 30 days need sign-off"
    r"needs?|must|requires?|required|muss|mussen|doit|doivent|debe|deve|moet|maste|musi)$")
#: Relatives: the clause tells of the thing named before it, unless it holds a detail only
#: the text's life has or an act on a text ("which Finance signed off in FIN-310").
RELATIVE = frozenset({"that", "which", "who", "whom", "whose", "where", "wobei", "welcher",
                      "welche", "welches", "welchen", "welchem", "dont", "cuyo", "cuya",
                      "cuja", "cujo", "cui", "waarbij", "vars", "ktory", "ktora", "ktore",
                      "hangi"})
#: What says that the rest of a sentence is an example of a value: everything after it is
#: the data's ("e.g. 09:14 - Dana: the reviewer approved it").
EXAMPLE = lazy_pattern(r"\b(?:e\.\s?g\.|for example|for instance|such as|like\b|z\.\s?b\.|"
                       r"zum beispiel|beispielsweise|par exemple|p\.\s?ex\.|por ejemplo|"
                       r"por exemplo|ad esempio|per esempio|bijvoorbeeld|bv\.|till exempel|"
                       r"t\.\s?ex\.|na przyklad|np\.|ornegin|mesela)", re.IGNORECASE)
#: Units, currencies and zones said of the values ("in EUR", "in UTC", "in cents").
DATA_UNIT = lazy_pattern(
    r"^(?:utc|gmt|cet|cest|mez|pst|est|eur|usd|gbp|chf|sek|brl|jpy|cents?|pence|euros?|"
    r"dollars?|seconds?|minutes?|hours?|days?|ms|kg|grams?|km|meters?|metres?|miles?|bytes?|"
    r"percent|percentage|iso|uuid|json|csv|url|sql|api|id|ids)$")
#: Nouns of the data: the column, its values, rows, keys, amounts, dates, in the languages
#: above. A clause that names one speaks of the data.
DATA_NOUN = lazy_pattern(
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
AGENT_WORD = lazy_pattern(
    r"(?:team|teams|teamet|teamen|tiimi\w*|squad|guild|office|board|council|committee|"
    r"department|dept|group|chapter|owners?|stewards?|maintainers?|reviewers?|"
    r"approvers?|auditors?|leads?|management|governance|qa|legal\w*|juridi\w*|privacy|"
    r"compliance|security|controlling|abteilung|fachabteilung|gruppe|gremium|ausschuss|"
    r"fachbereich|bereich|verantwortliche\w*|equipe|equipes|direction|comite|pole|"
    r"cellule|responsab\w*|equipo|equipa|equipe|departamento|responsaveis|squadra|gruppo|"
    r"ufficio|comitato|responsabili|afdeling|ploeg|commissie|eigenaren|eigenaar|gruppen|"
    r"avdelning\w*|agare|zespol\w*|dzial\w*|komisj\w*|wlasciciel\w*|ekip\w*|birim\w*|"
    r"departman\w*|ryhma\w*|osasto\w*)$")
#: The end of a compound that names a team ("datateam", "dataplattformsteamet").
AGENT_COMPOUND = lazy_pattern(r"(?:team|teams|teamet|teamen|abteilung|gruppe|afdeling|"
                              r"avdelningen|agarna|ekibi|ekipleri|tiimi)$")
#: The words that name the agent of a passive ("by", "von", "par", "door", "przez" …).
BY_MARK = frozenset({"by", "von", "vom", "durch", "par", "por", "pelo", "pela", "pelos",
                     "pelas", "da", "dal", "dalla", "dai", "dagli", "door", "av", "af",
                     "przez", "tarafindan"})
#: The words before who took part ("agreed with the owners").
AGENT_MARK = BY_MARK | {"with", "mit", "avec", "con", "com", "met", "med", "z", "ile"}
#: How a participle ends, in the languages above (a word, not a list of verbs): the verb of
#: a passive that opens its clause ("accepted", "abgenommen", "validé", "revisado" …).
PARTICIPLE = lazy_pattern(r"(?:ed|en|[^s]t|e|ee|es|ees|u|ue|i|ie|ado|ada|ados|adas|ido|ida|"
                          r"idos|idas|ato|ata|ati|ate|uto|uta|ito|ita|ad|at|ny|na|ne|ony|ona|"
                          r"one|ty|ta|te|ldi|ndi|d|sso|tto|sto)$")
#: The text as a pronoun object: always one ("it", "them", "bunu"), or one only where no
#: noun follows (`AMBIGUOUS_REF`: "this", "den", "la", "het" are also determiners).
SURE_REF = frozenset({"it", "them", "cela", "ceci", "esto", "eso", "isto", "isso", "bunu",
                      "onu", "ja", "sita", "taman", "sen"})
AMBIGUOUS_REF = frozenset({"this", "these", "es", "dies", "diese", "dieses", "le", "la",
                           "les", "ce", "esta", "este", "questo", "questa", "li", "het", "dit",
                           "deze", "den", "det", "detta", "dem", "je", "tego", "bu", "go", "lo",
                           "los", "las"})
#: Words before which a pronoun is no object of an act: "toward it", "from it", "of this".
PREPOSITIONS = frozenset({"to", "toward", "towards", "from", "of", "for", "about", "into",
                          "than", "like", "without", "by", "per", "within", "among", "between",
                          "across", "behind", "under", "inside", "onto", "upon", "against",
                          "beyond", "via"})
#: The text named by a noun that names nothing else: a clause of it and a word of its
#: standing ("Final wording", "Agreed wording") is the text's.
TEXT_NAMED = lazy_pattern(
    r"^(?:descriptions?|wording|write-?up|beschreibung|formulierung|"
    r"formulation|formulazione|formulacion|formulacao|libelle|beschrijving|omschrijving|"
    r"formulering\w*|documentatie|descricao|redacao|descrizione|descripcion|redaccion|"
    r"beskrivning\w*|opis\w*|aciklama\w*|kuvaus\w*)$")
#: The text named by a noun that may also name a value ("free text"): the text acted on only
#: beside an agent ("QA jämförde texten").
TEXT_NOUN = lazy_pattern(r"^(?:texts?|texte|texten|texto|testo|tekst\w*|docs?|documentation|"
                         r"dokumentation\w*|"
                         r"definitions?|definition|definicion|definicao|definizione|definitie)$")
#: Words of the text's life: its reviews, sign-offs, audits, tickets, comments, findings.
LIFE_WORD = lazy_pattern(
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
GLUE_WORDS = """
a an the and or but of in on at to for from with without during as also too all both each
their its our his her they we he she has have had was were is are be been being got did do
does already again together just fully formally officially no zero not nor any only
still same as-is so then there here one two three first last latest final never always
please dont off up over through out down
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
GLUE = frozenset(GLUE_WORDS.split())
#: Acronyms that name a kind of data, not who acts.
DATA_ACRONYM = frozenset({"utc", "gmt", "iso", "uuid", "url", "uri", "api", "json", "csv",
                          "sql", "id", "ids", "pii", "eur", "usd", "gbp", "ip", "http",
                          "https", "xml", "yaml", "null", "true", "false", "sku"})


#: After an elided pronoun ("l'a comparé", "l'ha rivisto"), an auxiliary.
ELIDED_AUX = frozenset({"a", "ont", "avait", "avaient", "ha", "hanno", "aveva", "e", "est"})


#: Letters and words only Polish writes, among the languages above.
POLISH_LETTERS = lazy_pattern("[\u0105\u0107\u0119\u0142\u0144\u015b\u017a\u017c"
                             "\u0104\u0106\u0118\u0141\u0143\u015a\u0179\u017b]")
POLISH = frozenset({"przez", "zostal", "zostala", "zostalo", "oraz", "jest", "sie", "nie"})
#: What follows the Polish object "to" and never the English preposition.
POLISH_AFTER = frozenset({"w", "we", "z", "ze", "na", "oraz", "i", "bez", "dnia"})
#: Particles of a phrasal verb, which may follow its object ("signed this off").
PARTICLES = frozenset({"off", "up", "over", "through", "out", "down", "ab", "durch",
                        "door", "igenom"})


#: Words only German writes, among the glue: a clause holding one capitalises its nouns.
GERMAN = frozenset({"der", "die", "das", "dem", "des", "und", "ist", "sind", "hat", "haben",
                     "wurde", "wurden", "worden", "ein", "eine", "einen", "einem", "mit",
                     "ohne", "keine", "kein", "bei", "zum", "zur", "nach", "seit", "vom"})


#: What a sentence whose clauses may tell of the text's life holds: a detail only that life
#: has (`LIFE_EVENT`), the text named by a noun only a text is, or an agent (a capital past
#: the first letter, a word of a team or a role, or a capitalised first word before a
#: pronoun) with a pronoun the text may be the object of or a mark before a passive's agent.
_CAPITAL = lazy_pattern(r"(?<=.)[A-Z\u00c0-\u00de]")
_TEAM_SIGN = lazy_pattern(
    r"team|tiimi|squad|guild|office|board|council|committee|department|group|owner|steward|"
    r"maintainer|reviewer|approver|auditor|lead|abteilung|gruppe|gremium|bereich|equip|comit|"
    r"ufficio|afdeling|ploeg|commissie|avdelning|zesp|dzia|ekip|ekib|birim|ryhm|respons|"
    r"verantwort|eigena|agare|wlasciciel|w\u0142a\u015bciciel|legal|jurid")
_NAMED_SIGN = lazy_pattern(r"descri|wording|formul|beschr|beskr|omschr|redac|opis|aciklam|"
                           r"kuvaus")
#: The text named by a noun that may also name a value: a sign only beside an agent.
_TEXT_SIGN = lazy_pattern(r"\b(?:text\w*|tekst\w*|testo|docs?|documenta\w*|dokumenta\w*|"
                          r"defini\w*)\b")
_OBJECT_SIGN = lazy_pattern(
    r"\b(?:it|this|these|them|es|dies\w*|l'|le|la|les|lo|los|las|ce|cela|ceci|esto|eso|"
    r"isto|isso|questo|questa|li|het|dit|deze|den|det|detta|dem|to|go|ja|je|tego|bu|bunu|"
    r"onu|sen|sita)\b|-(?:o|a|os|as|lo|la)\b")
_BY_SIGN = lazy_pattern(r"\b(?:by|von|vom|durch|par|por|pelo|pela|da|dal|dalla|door|av|af|"
                        r"przez|taraf\w*)\b")


def may_name_an_agent(sentence: str) -> bool:
    """True when `sentence` may tell of the text's life by its roles (`_CAPITAL` and the
    signs after it): only then are its clauses read for their roles, once per sentence."""
    if LIFE_EVENT.search(sentence) is not None:
        return True
    lowered = latin(fold(sentence))  # folded once per text, as every reading folds it
    objected = _OBJECT_SIGN.search(lowered) is not None
    agent = _CAPITAL.search(sentence) is not None or _TEAM_SIGN.search(lowered) is not None
    return (agent and (objected or _BY_SIGN.search(lowered) is not None
                       or _TEXT_SIGN.search(lowered) is not None)) \
        or (objected and sentence[:1].isupper()) or _NAMED_SIGN.search(lowered) is not None
