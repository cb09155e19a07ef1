"""The words of a grade asked for in Ukrainian, Kazakh, Latvian and Greek: the same classes as
`gate.docs.addressing.grade_languages` (whoever grades, the mark, the top of the scale, the
entry itself, a word to the reader), kept in their own table and read with the others.

Every entry is a regular expression fragment written folded (`gate.docs.addressing.fold`:
accents and breves off, case folded; Greek without its tonos, the final sigma as the medial one).
"""

from __future__ import annotations

#: Per language: (script, evaluator, mark, top, entry, please).
EAST_LANGUAGES: dict[str, tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...],
                                tuple[str, ...], tuple[str, ...]]] = {
    "uk": ("cyrillic", ("оцінювач", "перевіряюч", "екзаменатор", "рецензент"),
           ("оцінк", "оцінюв", "балів", "бали\\b"),
           ("найвищ", "максимальн", "повн\\w* бал"),
           ("цей стовпець", "цьому стовпцю", "ця колонка", "цій колонці", "цей опис",
            "цьому опису", "це поле", "цьому полю"),
           ("будь ласка", "прошу")),
    "kk": ("cyrillic", ("бағалаушы", "тексеруші", "сарапшы"),
           ("баға", "балл", "ұпай"),
           ("ең жоғары", "максималды", "толық балл"),
           ("бұл баған", "осы баған", "бұл сипаттама", "осы сипаттама", "бұл өріс", "осы өріс"),
           ("өтінемін", "өтініш", "сұраймын")),
    "lv": ("latin", ("vertetaj", "parbauditaj", "eksaminetaj"),
           ("atzim", "vertejum", "punktu\\b", "punktus\\b"),
           ("augstak", "visaugstak", "maksimal", "pilnu punktu"),
           ("si kolonna", "so kolonnu", "sim laukam", "sis lauks", "sis apraksts",
            "so aprakstu", "sai kolonnai"),
           ("ludzu",)),
    "el": ("greek", ("αξιολογητ", "βαθμολογητ", "εξεταστ"),
           ("βαθμ", "βαθμολογ", "μοναδ"),
           ("υψηλοτερ", "μεγιστ", "αριστ", "πληρη βαθμ"),
           ("αυτη η στηλη", "αυτη τη στηλη", "αυτη η περιγραφη", "αυτη την περιγραφη",
            "αυτο το πεδιο", "σε αυτη τη στηλη"),
           ("παρακαλ",)),
}
