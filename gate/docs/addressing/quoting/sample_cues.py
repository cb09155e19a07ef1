"""Words that introduce a sample of the data, in the languages the English cues of
`gate.docs.addressing.quoting.samples` left out: a transcript quoted after "na przykład:" or "Sohbet
kaydi:" is the column's data as much as one after "for example:".

Two classes per language, written folded (`gate.docs.addressing.matching.fold`: accents off, case
folded; Turkish dotless i read as i too): an **example cue** ("örneğin", "na przykład",
"например", "παράδειγμα"), and a **noun naming the data** that a colon ends ("transkrypcja
rozmowy:", "sohbet kaydi:", "диалог:"), the same test the English cues make.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin

#: Example cues: Turkish, Polish, Czech, Slovak, Swedish, Danish, Norwegian, Finnish,
#: Hungarian, Romanian, Indonesian, Vietnamese, Portuguese, Spanish, Italian, Dutch, German,
#: Russian, Ukrainian, Greek, Arabic, Hindi, Hebrew, Thai.
EXAMPLE_CUES = lazy_pattern(
    r"\b(?:orne[gğ]in|ornek|mesela|na przyk[lł]ad|przyk[lł]ad\w*|np\b|napr[ií]klad|"
    r"nap[rř]\b|till exempel|t\.? ?ex\b|exempel|for eksempel|f\.? ?eks\b|eksempel|"
    r"esimerkiksi|esim\b|esimerkki|peldaul|pelda|de exemplu|exemplu|misalnya|contoh\w*|"
    r"vi du|exemplo|ejemplo|esempio|voorbeeld|beispiel\w*|"
    r"например|пример\w*|наприклад|приклад\w*|παραδειγμα|π\.χ)|"
    r"مثال|على سبيل المثال|उदाहरण|לדוגמה|דוגמה|ตัวอย่าง|例:|範例|示例|サンプル|예시|"
    # Chinese, Japanese and Korean, read folded (a wide colon reads as ":")
    r"例如|比如|譬如|举例|舉例|例えば|たとえば|예를 들어|예:")
#: Nouns that name the data a colon introduces.
DATA_NOUNS = lazy_pattern(
    r"\b(?:d[oö]k[uü]m\w*|kayd[iı]|kay[iı]t\w*|konu[sş]ma\w*|sohbet\w*|yaz[iı][sş]ma\w*|"  # noqa: RUF001
    r"mesaj\w*|transkrypcj\w*|rozmow\w*|zapis\w*|wiadomo\w*|czat\w*|przepis\w*|"
    r"prepis\w*|konverzac\w*|konversation\w*|samtal\w*|keskustel\w*|beszelget\w*|"
    r"conversa\w*|transcri\w*|dialog\w*|di[aá]logo\w*|chat\w*|protokoll\w*|gesprach\w*|"
    r"verlauf\w*|gesprek\w*|percakapan|hoi thoai|"
    r"диалог\w*|переписк\w*|разговор\w*|стенограмм\w*|розмов\w*|листуванн\w*|"
    r"συνομιλι\w*|διαλογ\w*)|محادثة|संवाद|बातचीत|שיחה|บทสนทนา|对话|對話|会話|대화|"
    r"聊天|记录|記錄|記録|会话|會話|チャット|ログ|トランスクリプト|やり取り|채팅|기록|로그|상담")


def introduces_in_other_language(line: str) -> bool:
    """True when `line` holds an example cue, or ends with a colon after a noun naming the
    data, in one of the languages above."""
    native = fold(line.strip())
    views = dict.fromkeys((native, latin(native)))
    if any(EXAMPLE_CUES.search(view) for view in views):
        return True
    return native.rstrip().endswith((":", "\uff1a")) \
        and any(DATA_NOUNS.search(view) for view in views)


#: Prose that says, without the words `gate.docs.addressing.quoting.presented.HIDING` lists, that
#: an element of the stored markup is not shown to a reader: "a div the mail client never
#: renders", "not displayed to visitors", "the preview text inboxes show", "screen-reader only",
#: a spoiler shown "until the reader clicks".
NOT_SHOWN = lazy_pattern(
    r"\b(?:(?:not|never|isn't|aren't|isnt|arent|won't|doesn't|don't|do not|does not|will not)"
    r" (?:\w+ )?(?:shown|show|displayed|display|rendered|renders?|visible|seen|printed)|"
    r"(?:never|not) (?:\w+ )?(?:renders?|displays?|shows?)|preview[- ]text|preview line|"
    r"inbox preview|screen[- ]readers?(?: only)?|sr-only|visually[- ]hidden|off-?screen|"
    r"collapsed|suppressed|concealed|display(?:ed)? none|tracking pixel|spoilers?|"
    # shown only once a reader acts: "until the reader clicks", "revealed on hover"
    r"until (?:the |a )?(?:reader|user|visitor|viewer)s? (?:clicks?|taps?|hovers?|expands?)|"
    r"reveal(?:ed|s)? (?:on|when|after) (?:click|tap|hover))\b")


def says_not_shown(plain: str) -> bool:
    """True when `plain` (folded prose, its markup left out) says an element is not shown."""
    return NOT_SHOWN.search(plain) is not None
