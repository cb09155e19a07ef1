"""The languages the offline readings read, defined once, and whether a sentence is written in
one of them.

A sentence earns offline credit only when a reading in a language the gate reads shows what it
says of the data. The readings read the languages whose words the sentence classifier lists
(`gate.docs.addressing.phrases.data_words`: English, Spanish, Portuguese, French, German,
Italian, Dutch, Polish, Turkish, Russian, Japanese, Chinese, Korean, Hindi, Arabic) and those
the roles reading adds (`gate.docs.addressing.standing.role_words`: Swedish, Danish,
Norwegian, Finnish): `READ_LANGUAGES`. A sentence in none of them ("waxaa ansixiyay kooxda CRM
2024, tigidh OPS-9.", a Somali approval holding a made-up ticket and a year) is not read, and
nothing inside it (a figure, a code, a year, a unit, a name) counts.

The test (`written_in`) is cheap and linear, read on the words of the sentence less what any
language may hold (identifiers, code spans, quoted values, web addresses, words with digits,
acronyms in capitals, the subject's own name, one-letter words):

- **script**: a word is known only in a script a read language is written in (Latin,
  Cyrillic, Han and kana, Hangul, Devanagari, Arabic) and only with the letters of a read
  language of that script (`ĉ`, `ý`, the okina, `ā`, `ọ`, `ș`, `č`, `ő` of Latin letters;
  `ң`, `ә`, `ӣ`, `ў`, and the Ukrainian and Serbian letters of Cyrillic; `پ`, `ټ`, `ڏ`, `ې`
  of Arabic letters: no read language writes them);
- **function words**: a Latin, Cyrillic, Devanagari or Arabic sentence is read in a language
  when nine in ten of its words are in read letters (`LETTERS_SHARE`) and its function words
  of that language (articles, prepositions, conjunctions, pronouns, auxiliaries:
  `FUNCTION_WORDS`; a Latin one of two letters counts half, a word with a letter only that
  language writes among the read ones counts half: `OWN_LETTERS`), with the data words of its
  script (`gate.docs.addressing.statements.facts.data_words_of`), make at least one word and a
  tenth of the sentence (`FUNCTION_SHARE`); a sentence is read as English, too, when half its
  words are English words (`english_words.txt`) or function words (`ENGLISH_SHARE`), so terse
  English ("Excludes deleted objects.") is read; a Han, kana or Hangul run is read as it stands;
- **vocabulary**: a sentence read by its function words is read in that language only when
  its content words are mostly words of that language or English words
  (`gate.docs.addressing.statements.vocabulary`): a close relative (Luxembourgish, West
  Frisian, Romansh, Walloon, Esperanto) holds a read language's function words, not its words;
- a sentence of one or two words (`SHORT`) is read when its letters are a read language's; a
  sentence whose words are all set aside ("UTC.", "CRM-44.") is **wordless**: the classifier
  reads it as before.

A language is told by the words every sentence of it holds, which an honest sentence cannot
avoid and a sentence of another language does not hold, and then by its content words, which
a relative's sentence does not share; English, whose terse labels hold no function word, is
also read by its content words alone. The function words are closed sets held once per
process; the word lists (`vocabulary`) are read at the first sentence that needs them, one
language at a time.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.facts import data_words_of
from gate.docs.addressing.statements.vocabulary import english_word, mostly_words_of

#: The languages the offline readings read, each with the script it is written in.
ReadLanguage = Literal["en", "es", "pt", "fr", "de", "it", "nl", "pl", "tr", "sv", "da", "no",
                       "fi", "ru", "ja", "zh", "ko", "hi", "ar"]
ReadScript = Literal["latin", "cyrillic", "cjk", "hangul", "devanagari", "arabic"]
SCRIPT_OF: dict[ReadLanguage, ReadScript] = {
    "en": "latin", "es": "latin", "pt": "latin", "fr": "latin", "de": "latin", "it": "latin",
    "nl": "latin", "pl": "latin", "tr": "latin", "sv": "latin", "da": "latin", "no": "latin",
    "fi": "latin", "ru": "cyrillic", "ja": "cjk", "zh": "cjk", "ko": "hangul",
    "hi": "devanagari", "ar": "arabic"}
READ_LANGUAGES: tuple[ReadLanguage, ...] = tuple(SCRIPT_OF)

#: What a sentence is, for the test: in a read language, in none, or without words at all.
Reading = Literal["read", "unread", "wordless"]

#: The least share of a sentence's words that are function words (a short one counting half:
#: `_weight`) or data words of one read language.
FUNCTION_SHARE = 0.1
#: The least share of a sentence's words written in the letters of that language.
LETTERS_SHARE = 0.9
#: The least share of a sentence's words that are English words or function words, for it to
#: read as English without its share of function words ("Excludes deleted objects.").
ENGLISH_SHARE = 0.5
#: A sentence of at most this many words may hold no function word ("Primary key.").
SHORT = 2

#: Letters of the read languages written in the Latin script, beyond a to z.
LATIN_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz"
                          "àáâãäåæçèéêëìíîïñòóôõöøœùúûüÿß"  # es pt fr de it nl sv da no fi
                          "ąćęłńśźż"  # pl
                          "ğış")  # tr
#: The Russian alphabet.
RUSSIAN_LETTERS = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
#: The Arabic alphabet: its letters, hamza forms, ta marbuta and alif maqsura, tatweel and
#: the vowel marks (which a text may write or leave out).
ARABIC_LETTERS = frozenset(chr(code) for code in (*range(0x0621, 0x064B),
                                                   *range(0x064B, 0x0653), 0x0670))

#: Function words per language, folded (no accents, lower case): the words every sentence
#: of the language holds, and a sentence of another language does not.
_FUNCTION_WORDS: dict[ReadLanguage, str] = {
    "en": """the an of to in on at by for from with without into onto about over under
        after before between during within per than as and or nor but if when where whether
        while until since unless because though although so not no is are was were be been
        being am has have had do does did will would shall should can could may might must
        it its this that these those which who whom whose what there their they them he she
        his her him we our you your each every any all some both either neither only also
        such other another same one more most less least very just then once via""",
    "es": """el la los las un una unos unas de del al en con sin por para sobre entre
        desde hasta hacia segun durante y e o u ni pero sino que cuando donde si no es son
        esta estan fue fueron ser sido se su sus lo le les este esta estos estas ese esa
        cada todo todos toda todas otro otra mismo cual cuales como mas menos muy tambien
        solo ya cuyo cuya hay""",
    "pt": """o os a as um uma uns umas de do da dos das em no na nos nas ao aos pelo pela
        pelos pelas por para com sem sobre entre ate desde e ou nem mas que quando onde se
        nao e sao esta estao foi foram ser sido seu sua seus suas este esta estes estas esse
        essa cada todo todos toda todas outro outra mesmo qual quais como mais menos muito
        tambem apenas ja cujo cuja ha essas esses isso aquele aquela pelo apos""",
    "fr": """le la les un une des du de d l au aux en dans sur sous par pour avec sans
        entre depuis jusqu vers selon pendant et ou ni mais que qu quand si ne pas est sont
        etait ete etre a ont se sa son ses leur leurs ce cet cette ces chaque tout tous toute
        toutes autre meme quel quelle lequel laquelle dont comme plus moins tres aussi
        seulement deja y il elle ils elles on""",
    "de": """der die das den dem des ein eine einen einem einer eines und oder aber nicht
        kein keine ist sind war waren wird werden wurde wurden sein hat haben hatte in im
        an am auf aus bei mit nach von vom zu zum zur fur uber unter vor zwischen durch
        gegen ohne um bis seit wenn als ob dass wie wo welche welcher welches jeder jede
        jedes alle auch nur noch schon sehr mehr weniger sich es er sie wir pro je beim
        ins sowie bzw jeweils wird""",
    "it": """il lo la i gli le un uno una di del dello della dei degli delle da dal dalla
        dai in nel nello nella nei negli nelle su sul sulla con per tra fra senza e ed o ma
        che se quando dove non e sono era erano essere stato stata ha hanno si suo sua suoi
        sue questo questa questi queste ogni tutto tutti tutta tutte altro altra stesso quale
        quali come piu meno molto anche solo gia cui al ad alla alle ai agli allo""",
    "nl": """de het een van in op aan met voor door bij uit naar over onder tussen tot
        zonder na sinds volgens en of maar niet geen is zijn was waren wordt worden werd
        werden heeft hebben had er die dat deze dit wie wat waar welke elk elke alle ook
        alleen nog al zeer meer minder zich als om te""",
    "pl": """w we z ze na do od dla przez przy po pod nad przed miedzy bez o u oraz i a
        lub albo ale czy nie jest sa byl byla bylo byly jako to ten ta te tego tej tym ktory
        ktora ktore ktorego gdy jesli kiedy gdzie sie jego jej ich kazdy kazda kazde wszystkie
        tylko takze rowniez juz bardziej mniej ze jak lecz jezeli ktorych ktorym ktora
        ktorej jego""",
    "tr": """ve veya ile ama fakat ancak icin gibi kadar gore daha en bir bu su o her
        hic tum butun de da ki degil olan olarak oldugu olur ise ya ne nasil nerede
        sonra once arasinda uzerinde altinda ayni diger icin olan arasi sirasinda""",
    "sv": """en ett den det de och eller men inte ar var vara blir blev har hade av i pa ga
        till fran med for om under over efter innan mellan utan som nar dar vilken vilket
        vilka varje alla ocksa bara sig dess deras denna detta dessa""",
    "da": """en et den det de og eller men ikke er var vaere bliver blev har havde af i pa
        til fra med for om under over efter inden mellem uden som nar hvor hvilken hvilket
        hver alle ogsa kun sig dens dets deres denne dette disse""",
    "no": """en ei et den det de og eller men ikke er var vaere blir ble har hadde av i pa
        til fra med for om under over etter innen mellom uten som nar hvor hvilken hvilket
        hver alle ogsa bare seg dens dets deres denne dette disse ga""",
    "fi": """ja tai mutta ei on ovat oli olivat ole se ne tama nama joka jotka jonka kun
        jos kuin myos vain kanssa mukaan jalkeen ennen ilman sen niiden seka eli jolloin
        jossa jonka joita mika mita""",
    "ru": """и в во не на с со что по из для к ко от о об у за при до это как или а но
        же ли бы быть был была было были есть его её ее их он она оно они все всех если
        когда только также без между после через под над где который которая которое
        которые которую которого которой которым которых которому каждый каждая каждое
        этот эта эти этого этой этом этих этим эту то тот та те весь вся всё все всего уже
        ещё также либо ни чем чтобы""",
    "hi": """का की के है हैं में से को और पर एक यह ये वह वे जो कि भी नहीं था थी थे तक
        लिए द्वारा या अगर जब तो हो होता होती होते गया गई किया करता करती करते प्रति साथ
        बाद पहले बिना सभी हर कोई कुछ इस उस इन उन अपने अपना अपनी""",
    "ar": """في من على إلى الى عن مع هذا هذه ذلك تلك التي الذي الذين أو او ثم لا لم لن
        ما هو هي هم كان كانت يكون تكون كل بعد قبل بين عند حتى إذا اذا إن ان أن قد كما
        أي اي غير عبر حسب لكل""",
}
FUNCTION_WORDS: dict[ReadLanguage, frozenset[str]] = {
    language: frozenset(words.split()) for language, words in _FUNCTION_WORDS.items()}
_LANGUAGES_OF: dict[ReadScript, tuple[ReadLanguage, ...]] = {
    script: tuple(lang for lang, of in SCRIPT_OF.items() if of == script and lang in
                  FUNCTION_WORDS)
    for script in ("latin", "cyrillic", "devanagari", "arabic")}

#: What any language may hold, set aside before the words are counted: a code span, a quoted
#: value, a web address, an identifier (`snake_case`, `dotted.name`, `{{ ref }}`), a word with
#: a digit or a code (`CRM-44`, `v3`, `2024-nji`), an acronym in capitals (`CRM`, `UTC`).
SET_ASIDE = lazy_pattern(
    r"`[^`\n]{0,200}`|\"[^\"\n]{0,200}\"|[\u201c\u00ab][^\u201d\u00bb\n]{0,200}[\u201d\u00bb]|"
    r"(?<!\w)'[^'\n]{1,80}'(?!\w)|[\u2018][^\u2019\n]{0,200}[\u2019]|"
    r"https?://\S+|\{\{[^}\n]{0,200}\}\}|"
    r"(?<!\w)[A-Za-z0-9]+(?:[_.][A-Za-z0-9]+)+|"  # identifiers: snake_case and dotted names
    r"(?<!\w)\w*\d\w*|"  # a word holding a digit
    r"\b[A-Z][A-Z&]+s?\b")
#: A word: letters and the marks written on them (Python's `\\w` leaves out the vowel signs
#: of the Indic scripts and the Arabic vowel marks), parted by anything else.
WORD = lazy_pattern(r"(?:[^\W\d_]|[\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a"
                    r"\u064b-\u065f\u0670\u06d6-\u06ed\u0900-\u0903\u093a-\u094f"
                    r"\u0951-\u0957\u0962\u0963\u0981-\u0d7f\u0e31-\u0e4e\u0eb1-\u0ecd"
                    r"\u0f18-\u0fbc\u102b-\u103e\u17b4-\u17d3\u3099\u309a])+")


@lru_cache(maxsize=4096)
def _script(word: str) -> ReadScript | None:
    """The read script `word` is written in, with that script's letters of a read language;
    None for any other script, or a letter no read language of its script writes. Kept per
    word: a project's sentences are made of a few thousand."""
    first = word[0]
    if first in LATIN_LETTERS or "a" <= first <= "z":
        script: ReadScript = "latin"
        fits = all(ch in LATIN_LETTERS for ch in word)
    elif 0x0400 <= ord(first) <= 0x04FF:
        script, fits = "cyrillic", all(ch in RUSSIAN_LETTERS for ch in word)
    elif 0x0600 <= ord(first) <= 0x06FF:
        script, fits = "arabic", all(ch in ARABIC_LETTERS for ch in word)
    elif 0x0900 <= ord(first) <= 0x097F:
        script, fits = "devanagari", all(0x0900 <= ord(ch) <= 0x097F for ch in word)
    elif _cjk(ord(first)):
        script, fits = "cjk", all(_cjk(ord(ch)) for ch in word)
    else:
        script, fits = "hangul", all(_hangul(ord(ch)) for ch in word)
    return script if fits else None


def _cjk(code: int) -> bool:
    return 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF \
        or code in (0x3005, 0x30FC)


def _hangul(code: int) -> bool:
    return 0xAC00 <= code <= 0xD7AF or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F


def _plain(word: str) -> str:
    """`word` without accents, as the function words are written (the script's letters kept:
    Devanagari and Arabic keep their vowel signs, which are part of the word)."""
    if word.isascii():
        return word
    decomposed = unicodedata.normalize("NFD", word)
    kept = "".join(ch for ch in decomposed
                   if not (unicodedata.category(ch) == "Mn" and ord(ch) < 0x0370))
    return unicodedata.normalize("NFC", kept).replace("\u0131", "i")


def words_of(text: str, names: frozenset[str] = frozenset()) -> list[str]:
    """The words of `text` the test counts: lower-cased, parted where the script changes
    ("注文のid" is two words), less what any language may hold (`SET_ASIDE`) and the
    subject's own name."""
    kept = SET_ASIDE.sub(" ", unicodedata.normalize("NFC", text))
    found = [part.lower() for word in WORD.findall(kept) for part in _script_runs(word)]
    return [word for word in found if word not in names]


def _script_runs(word: str) -> list[str]:
    """`word` parted where its script changes (a mark stays with its letter): a Latin word
    written against a Han run is a word of its own. Linear in the word."""
    if word.isascii():
        return [word]
    cuts, last = [0], _block(ord(word[0]))
    for index, ch in enumerate(word[1:], start=1):
        kind = _block(ord(ch))
        if kind not in ("mark", last):
            cuts.append(index)
            last = kind
    return [word[start:end] for start, end in zip(cuts, [*cuts[1:], len(word)], strict=True)]


def _block(code: int) -> str:
    """A coarse script of one character, to part words where it changes."""
    if code < 0x0250 or 0x1E00 <= code <= 0x1EFF:
        return "latin"
    if unicodedata.category(chr(code)) in ("Mn", "Mc"):
        return "mark"
    if _cjk(code):
        return "cjk"
    if _hangul(code):
        return "hangul"
    return unicodedata.name(chr(code), "?").split(" ", 1)[0]  # the script, as Unicode names it


#: Readings kept: a project's sentences repeat over its columns, each read once per subject,
#: and a reading of a few hundred thousand sentences stays a few MB.
READINGS_KEPT = 65_536


def written_in(text: str, names: frozenset[str] = frozenset()) -> Reading:
    """Whether `text` (a sentence or a clause) is written in a language of `READ_LANGUAGES`
    (see the module's docstring); `names` are the words of the subject's own name."""
    return _written_in(text, _names_met(text, names))


def _names_met(text: str, names: frozenset[str]) -> tuple[str, ...]:
    """The words of `names` that may be words of `text`, sorted: a name only takes its own
    word out of the count (`words_of`), so these and no others decide the reading, and the
    reading of a sentence held by many columns' descriptions is made once for every subject
    whose name it does not hold. A word of `text` is a run of its NFC form lower-cased
    character by character, so an ASCII name word that is one of its words is in that form;
    a name word with any other letter is always kept (a lower-cased Greek final sigma reads
    by its neighbours)."""
    if not names:
        return ()
    lowered = unicodedata.normalize("NFC", text).lower()
    return tuple(sorted(name for name in names if not name.isascii() or name in lowered))


@lru_cache(maxsize=READINGS_KEPT)
def _written_in(text: str, names: tuple[str, ...]) -> Reading:
    every = words_of(text, frozenset(names))
    # one Latin letter alone ("a", "y", "w") is a function word or nothing, and one sign of
    # no read script alone (a letter-like symbol, an okina) is no word
    words = [word for word in every
             if len(word) > 1 or (not word.isascii() and _script(word) is not None)]
    letters = [word for word in every if len(word) == 1 and word.isascii()]
    if not words:
        return "wordless"
    scripts = [_script(word) for word in words]
    # a Han, kana or Hangul run is known as it stands: no other language writes them
    always = sum(1 for script in scripts if script in ("cjk", "hangul"))
    if len(words) <= SHORT:
        return "read" if all(script is not None for script in scripts) else "unread"
    # words of another read script (values in English in a Hindi sentence) are in read
    # letters too; a word of no read script never is
    in_read_letters = sum(1 for script in scripts if script is not None)
    for script, languages in _LANGUAGES_OF.items():
        originals = [word for word, of in zip(words, scripts, strict=True) if of == script]
        mine = [_plain(word) for word in originals]
        if not mine or in_read_letters / len(words) < LETTERS_SHARE:
            continue
        lexicon = data_words_of(script)
        data = sum(1 for word in mine if lexicon.match(word))
        for language in languages:
            function = sum(_weight(word) for word in (*mine, *letters)
                           if _function_word(word, language)) + _own_letters(originals, language)
            if (function or data) and function + data >= 1 \
                    and (always + function + data) / len(words) >= FUNCTION_SHARE \
                    and mostly_words_of([word for word in mine if not (
                        _function_word(word, language) or lexicon.match(word))], language):
                return "read"
            if language == "en" and (always + sum(
                    1 for word in mine if word in FUNCTION_WORDS["en"] or english_word(word)
                    or lexicon.match(word))
                    ) / len(words) >= ENGLISH_SHARE:
                return "read"
    return "read" if always == len(words) else "unread"


def _weight(word: str) -> float:
    """What a function word weighs: a Latin word of two letters or fewer is half a word,
    since other languages written in Latin letters write such words too ("na", "ya", "sa",
    "la"); a word of another script is checked by its letters already."""
    return 0.5 if len(word) <= 2 and word.isascii() else 1.0


def _function_word(word: str, language: ReadLanguage) -> bool:
    return word in FUNCTION_WORDS[language] \
        or (language == "ar" and word.startswith(ARABIC_ARTICLE))


#: Letters only one read language (or one family of them) writes among the languages of its
#: script: a word holding one is half a function word of that language (Turkish's dotless i,
#: Polish's barred l, German's sharp s, Norwegian's slashed o, Russian's hard sign).
OWN_LETTERS: dict[ReadLanguage, frozenset[str]] = {
    "tr": frozenset("\u0131\u015f\u011f"),
    "pl": frozenset("\u0142\u0105\u0119\u015b\u017a\u017c"),
    "de": frozenset("\u00df"), "da": frozenset("\u00f8\u00e6\u00e5"),
    "no": frozenset("\u00f8\u00e6\u00e5"), "sv": frozenset("\u00e5"),
    "pt": frozenset("\u00e3\u00f5"), "ru": frozenset("\u044b\u044d\u044a\u0451"),
}


def _own_letters(words: list[str], language: ReadLanguage) -> float:
    """Half a function word for each of `words` written with a letter only `language` writes
    among the read languages of its script (`OWN_LETTERS`)."""
    own = OWN_LETTERS.get(language)
    return 0.0 if own is None else 0.5 * sum(1 for word in words if not own.isdisjoint(word))


#: The Arabic article, alone or after a joined preposition or conjunction.
ARABIC_ARTICLE = ("\u0627\u0644", "\u0648\u0627\u0644", "\u0628\u0627\u0644",
                  "\u0644\u0644", "\u0641\u0627\u0644")


def wholly_unread(sentences: list[str]) -> bool:
    """True when a text is plainly written in a language the offline readings do not read:
    every one of `sentences` that holds a word is in none of them (a sentence of only a name,
    "Email.", reads as the name it restates; one without words, "TODO" or "CRM-44.", leaves
    the text to the checks that read such things), it holds at least `NOT_READ_WORDS` words,
    and under a quarter of them are English (a terse English label of proper names, "Monte
    Carlo monitors.", is a short English text that tells little, not another language); an
    English text spelt in look-alike letters is English. The readings stop at the first
    sentence that is not "unread": a text's first sentence decides most texts, and each
    reading of a sentence holding its subject's name is one the classifier did not make."""
    if not sentences or any(written_in(sentence) != "unread" for sentence in sentences) \
            or any(written_in(latin(fold(SET_ASIDE.sub(" ", sentence)))) == "read"
                   for sentence in sentences):
        return False  # read, or read once its look-alike letters are folded ("ᴀᴘᴘʀᴏᴠᴇ")
    words = [_plain(word) for sentence in sentences for word in words_of(sentence)
             if len(word) > 1]
    english = sum(1 for word in words if word in FUNCTION_WORDS["en"] or english_word(word))
    return len(words) >= NOT_READ_WORDS and english < ENGLISH_IN_OTHER * len(words)


#: The fewest words a text holds to be called written in another language, and the share of
#: English words under which it is not English.
NOT_READ_WORDS, ENGLISH_IN_OTHER = 6, 0.25
