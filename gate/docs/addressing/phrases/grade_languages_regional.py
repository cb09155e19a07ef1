"""The words of a grade asked for in Turkish, Tatar, Kurmanji, Esperanto, Latin, West
Frisian, Sicilian and Neapolitan, Asturian, Scots and Early Modern English: regional,
classical and constructed languages and varieties close to the read ones, whose requests
and claims of a grade the older tables left unread. The same classes as
`gate.docs.addressing.phrases.grade_languages` (whoever grades, the mark, the top of the
scale, the entry itself, a word to the reader), kept in their own table and read with the
others.

Every entry is a regular expression fragment written folded
(`gate.docs.addressing.matching.fold`: accents off, case folded; Latin letters as the Latin
view writes them, Turkish dotless i as i). A word of a Latin-script language is read in every
Latin-script text, English included: none below is an English word a description of data
uses ("maximum", "marker", "not", "punct", "tam" are left out for that), and a class alone
asks nothing (a mark needs the top of the scale and whoever grades, or the entry, or a word
to the reader).
"""

from __future__ import annotations

#: Per language: (script, evaluator, mark, top, entry, please).
REGIONAL_LANGUAGES: dict[str, tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...],
                                    tuple[str, ...], tuple[str, ...]]] = {
    "tr": ("latin", ("degerlendirici", "degerlendiren", "denetci", "denetleyici", "notlayan"),
           ("puan", "puani\\b", "notu\\b", "notunu\\b", "uzerinden"),
           ("tam puan", "en yuksek", "eksiksiz", "kusursuz"),
           ("bu sutun", "bu aciklama", "bu alan", "bu tanim"),
           ("lutfen", "verin\\b", "veriniz\\b")),
    "tt": ("cyrillic", ("бәяләүче", "тикшерүче"),
           ("балл", "билге\\b", "билгесен"),
           ("иң югары", "тулы балл", "максималь"),
           ("бу тасвирлама", "бу багана", "бу кыр"),  # noqa: RUF001
           ("зинһар", "куегыз", "куй\\b")),
    "ku": ("latin", ("nirxiner", "nirxdar", "mamoste"),
           ("xal\\b", "xalan", "nirxandin", "puan"),
           ("heri bilind", "temam"),
           ("ve ravekirin", "ev ravekirin", "ve stun", "ev stun"),
           ("ji kerema xwe", "bide\\b", "bidin\\b")),
    "eo": ("latin", ("taksanto", "pritaksanto", "juganto", "ekzamenanto"),
           ("poentaro", "poentoj", "poentojn", "takson?\\b", "noton?\\b"),
           ("plej alta", "maksimuma", "plenan", "plene\\b"),
           ("ci tiu priskribo", "tiu ci priskribo", "ci tiu kolumno", "tiu ci kolumno"),
           ("bonvolu", "donu\\b", "vi estas\\b")),
    "la": ("latin", ("aestimator", "censor\\b", "examinator"),
           ("nota\\b", "notam\\b"),
           ("summum", "summam", "optimam"),
           ("huic descriptioni", "haec descriptio", "hanc descriptionem"),
           ("rogamus", "rogo\\b", "quaeso", "obsecro")),
    "fy": ("latin", ("beoardieler", "keurder"),
           ("beoardieling", "punten\\b", "sifer\\b"),
           ("heechste", "folle punten"),
           ("dizze beskriuwing", "dizze kolom", "dit fjild"),
           ("asjebleaft", "graach\\b")),
    "scn": ("latin", ("valutaturi", "valutaturu", "esaminaturi"),
            ("votu\\b", "puntiggiu", "punteggio"),
            ("massimu", "'o massimo", "lu massimu"),
            ("chista\\b", "chistu\\b", "sta discrizzioni"),
            ("pi favuri", "pe' piacere")),
    "ast": ("latin", ("evaluador", "revisor automaticu", "corrector"),
            ("criteriu\\b", "puntuacion", "nota\\b"),
            ("por cumpliu", "maximu\\b", "mas alta"),
            ("esta descripcion", "esti campu", "esta columna"),
            ("por favor", "dea'l\\b", "deai\\b")),
    "sco": ("latin", ("merker",),
            ("merks", "fu'? marks"),
            ("fu'? marks", "tap merks"),
            ("this ane", "thon description"),
            ("gie\\b", "gin ye\\b")),
    # the rest is English: its grader, marks and entries are read as English
    "enm": ("latin", (), (), (), (), ("prithee", "pray thee", "beseech", "bestow upon")),
}
