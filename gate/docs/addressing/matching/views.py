"""The views of a text the addressing rules read, each linear in its size.

- `folded`: invisible format characters removed, Unicode NFKC (full-width letters, styled
  letters), case folded: what the rules in other languages read (`spaced`);
- `skeleton`: the same, with look-alike Cyrillic and Greek letters mapped to Latin, Markdown
  emphasis marks dropped and `_` read as a space, letters spelt out one by one (`s c o r e`,
  `s.c.o.r.e`) joined: what the English rules read;
- `unleeted`: the skeleton with leetspeak read as letters (`r4te th1s` → `rate this`), only for
  a text that is written so.
Each view has its whitespace runs made one (`spaced`), so no rule meets a long run.
"""

from __future__ import annotations

import unicodedata

from gate.core.lazy_pattern import lazy_pattern

#: Letters that look like Latin ones (Cyrillic and Greek), read as the Latin letter.
HOMOGLYPHS = str.maketrans(
    "\u0430\u0432\u0435\u0451\u043a\u043c\u043d\u043e\u0440\u0441\u0442\u0443\u0445"
    "\u0455\u0456\u0457\u0458\u0501\u051b\u051d\u04bb\u04cf\u0261\u0131\u03b1\u03b2"
    "\u03b5\u03b7\u03b9\u03ba\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7\u03f2\u03f3\u0461",
    "abeekmhopctyxsiijdqwhlgiabenikvoptuxcjw")
EMPHASIS = str.maketrans({"*": "", "~": "", "`": "", "_": " ", "\u00a0": " "})
#: Letters spelt one at a time with one separator between them: `s c o r e`, `s-c-o-r-e`.
SPELT_OUT = lazy_pattern(r"(?<![^\W_])(?:[^\W\d_][ .\-·•|/]){2,}[^\W\d_](?![^\W_])")
SPELT_SEPARATORS = lazy_pattern(r"[ .\-·•|/]")
#: Whitespace a rule reads as one separator: a run of two or more, or one that is not a space
#: or a newline (a tab, a no-break or an ideographic space, a carriage return).
WHITESPACE_RUN = lazy_pattern(r"\s{2,}|[^\S \n]")


def folded(text: str) -> str:
    """Format characters removed (newlines kept), NFKC, case folded, NFKC again."""
    if not text.isascii():
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
        text = unicodedata.normalize("NFKC", text)
    return unicodedata.normalize("NFKC", text.casefold()) if not text.isascii() \
        else text.casefold()


def spaced(text: str) -> str:
    """Each run of whitespace made one space, or the newlines it holds (so a hit keeps its
    line): a rule then never meets a long run, and no run of any length can make a rule try
    each way of splitting it (the work of a backtracking match grows with such runs)."""
    return WHITESPACE_RUN.sub(lambda m: "\n" * m.group(0).count("\n") or " ", text)


#: Digits and signs read as the letters they stand for in leetspeak ("r4te th1s", "pa$$").
LEET = str.maketrans("4@31!0$579", "aaeiiosstg")
#: A word-like run: letters, digits and the signs leetspeak uses.
LEET_WORD = lazy_pattern(r"[\w$@!]{1,40}")
#: A place where leetspeak shows: a letter beside a sign, or two signs that stand for letters
#: ("$$"). Zero-width, so places that overlap are each counted ("7h15" holds two).
LEET_MARK = lazy_pattern(r"(?=[^\W\d_][4@310$579]|[4@310$579][^\W\d_]|[$@]{2})")


def unleeted(view: str) -> str | None:
    """`view` with each word holding a leetspeak sign read as letters ("7h15 15 p3rf3c7" →
    "this is perfect"), or None unless leetspeak shows in two places: "utf8", "s3" or "gpt-4o"
    alone do not make a text leetspeak. Most texts are passed over by one scan of the
    pattern, in C."""
    marks = LEET_MARK.finditer(view)
    if next(marks, None) is None or next(marks, None) is None:
        return None
    return LEET_WORD.sub(lambda m: m.group(0).translate(LEET).rstrip("i")
                         if m.group(0).endswith("!") else m.group(0).translate(LEET), view)


def skeleton(flat: str) -> str:
    """A folded text as the English rules read it: look-alikes mapped, emphasis dropped,
    spelt-out words joined (before spacing, so a wider gap still ends a spelt-out word),
    whitespace runs made one (`spaced`)."""
    plain = flat.translate(HOMOGLYPHS).translate(EMPHASIS)
    return spaced(SPELT_OUT.sub(lambda m: SPELT_SEPARATORS.sub("", m.group(0)), plain))
