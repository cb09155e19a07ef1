"""The words of a grade asked for in Ukrainian, Kazakh, Latvian, Greek, Irish, Estonian,
Bulgarian, Azerbaijani and Armenian: the same classes as
`gate.docs.addressing.phrases.grade_languages` (whoever grades, the mark, the top of the scale, the
entry itself, a word to the reader), kept in their own table and read with the others.

Every entry is a regular expression fragment written folded (`gate.docs.addressing.matching.fold`:
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
    "ga": ("latin", ("measunoir", "mheasunoir", "gnathmheasunoir", "scrudaitheoir",
                     "scrudaitheora", "marcalai", "mharcalai"),
           ("marcanna", "marc\\b", "scor\\b", "grad\\b"),
           ("iomlan", "lanmharc", "is airde", "uasmharc"),
           ("colun seo", "cholun seo", "cur sios seo", "chur sios seo", "reimse seo"),
           ("le do thoil", "le bhur dtoil", "tabhair\\b", "tugaigi\\b")),
    "et": ("latin", ("hindaja", "hindajale", "kontrollija", "eksamineerija"),
           ("punkt", "hinne", "hinde", "hindeks"),
           ("taispunkt", "maksimum", "korgeim", "parim hinne", "viis"),
           ("see veerg", "seda veergu", "see kirjeldus", "seda kirjeldust", "see vali"),
           ("palun",)),
    "bg": ("cyrillic", ("оценител", "оценяващ", "проверяващ", "изпитващ"),
           ("оценк", "точки", "точка", "бал\\b"),
           ("пълен брой", "максимал", "най-висок", "отличен", "шестица"),
           ("тази колона", "това описание", "това поле"),
           ("моля",)),
    "az": ("latin", ("qiymətləndirici", "yoxlayıcı", "imtahançı"),  # noqa: RUF001
           ("bal\\b", "qiymət", "xal\\b"),
           ("tam bal", "maksimum", "ən yüksək", "əla\\b"),
           ("bu sütun", "bu təsvir", "bu sahə"),
           ("xahiş edirəm", "zəhmət olmasa")),
    "hy": ("armenian", ("գնահատող", "ստուգող", "քննիչ"),
           ("միավոր", "գնահատ"),
           ("առավելագույն", "լրիվ", "ամենաբարձր"),
           ("այս սյունակ", "այս նկարագրություն", "այս դաշտ"),
           ("խնդրում եմ", "խնդրեմ", "տվեք", "տուր", "շնորհեք", "գնահատեք", "գնահատիր")),
}
