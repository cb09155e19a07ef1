"""The words by which a sentence tells something about data, and those by which it speaks of
itself, per language: what `gate.docs.addressing.sentences` reads.

A sentence earns credit for what it says about the thing it documents: its meaning, values,
unit, grain, source, timing, nulls, relations or use. `DATA_WORDS` are the words that say
those things ("one row per", "in cents", "UTC", "null when", "foreign key to", "loaded
daily from", "used for billing"); a sentence holding none of them, nor a name of its own
subject, tells nothing a check can credit. The words of grading itself (score, rating,
review, approved) are not among them: they are data in a table of evaluations, where the
sentence that documents them also says what they range over or where they come from, and
they are the words of every attempt to talk a grade up.

`ABOUT_TEXT_WORDS` are the words of a sentence about the text itself, its grading, its
author or its reader ("this description", "you", "please", "excellent"): beside them a name
of the subject or an identifier alone is not description ("The order_id description is
excellent.").

Every entry is a regular expression fragment written folded (`gate.docs.addressing.matching.fold`:
no accents, case folded); `sentences` folds each one again when it compiles a language, so a
fragment and a text always meet in one form. Languages written in Latin letters are matched
at a word's start (a fragment is a stem); the others inside words (Chinese and Japanese have
no spaces, Arabic joins its articles to the word).

Languages covered: English, Spanish, Portuguese, French, German, Italian, Dutch, Polish,
Turkish (Latin letters); Russian (Cyrillic); Japanese, Chinese; Korean; Hindi (Devanagari);
Arabic.
"""

from __future__ import annotations

from typing import Literal

Language = Literal["en", "es", "pt", "fr", "de", "it", "nl", "pl", "tr", "ru", "ja", "zh",
                   "ko", "hi", "ar"]
Script = Literal["latin", "cyrillic", "cjk", "hangul", "devanagari", "arabic"]
SCRIPT_OF: dict[Language, Script] = {
    "en": "latin", "es": "latin", "pt": "latin", "fr": "latin", "de": "latin", "it": "latin",
    "nl": "latin", "pl": "latin", "tr": "latin", "ru": "cyrillic", "ja": "cjk", "zh": "cjk",
    "ko": "hangul", "hi": "devanagari", "ar": "arabic"}

DATA_WORDS: dict[Language, tuple[str, ...]] = {
    "en": (
        # meaning
        r"identif", r"represent", r"refers? to", r"means\b", r"denot", r"indicat", r"whether",
        r"boolean", r"(?:true|false) (?:when|if|for|otherwise|or)", r"true/false",
        r"types? of", r"categor", r"names? of", r"full name",
        r"first name", r"last name", r"display name", r"codes?\b", r"number of", r"count of",
        r"counts\b", r"total (?:number|amount|count|revenue|sales|value|cost|price|quantity)",
        r"sum of", r"average", r"median", r"ratio\b", r"percent(?:age)? of", r"percentage",
        r"amount", r"price", r"cost", r"revenue", r"fee\b", r"fees\b", r"tax", r"balance",
        r"quantit", r"email", r"phone", r"country", r"city", r"region", r"currenc", r"version",
        r"flag(?:ged|s)? (?:when|if|for)", r"free-?text",
        r"where the", r"stage", r"state\b", r"states\b", r"phase", r"step\b", r"tier",
        r"level of", r"kind of", r"channel", r"method", r"title", r"url\b", r"link\b", r"sku",
        r"plan\b", r"cohort", r"notes?\b", r"comments?\b", r"when (?:the|a|an)\b",
        r"todo\b", r"tbd\b", r"fixme\b", r"xxx\b", r"lorem ipsum", r"placeholder",
        r"fill (?:this )?in",
        # values
        r"values\b", r"value (?:of|is|in|for)", r"either\b", r"enum", r"range", r"between\b",
        r"positive", r"negative", r"zero", r"integer", r"decimal", r"string", r"varchar",
        r"array", r"list of", r"format", r"iso\b", r"yyyy", r"uuid", r"hash", r"lower-?case",
        r"upper-?case", r"rounded",
        # a range, not a date ("1 to 5", "0-100", not "2024-05-02")
        r"(?<![\d/-])(?!(?:19|20)\d\d-\d)[a-z]?\d+(?:[.,]\d+)? ?"
        r"(?:to|-|–|through|a|à|bis|tot|do|ile|~|〜) ?[a-z]?\d+\b(?![/-]\d)",
        r"(?:out of|above|below|over|under|up to|at least|at most|ab|von) \d",
        r"\d+-point", r"scale\b", r"\d+ ?= ?[a-z]",
        r"exclud", r"includ", r"(?:after|before|until|since) \d", r"\d+(?:st|nd|rd|th)\b",
        r"next (?:day|week|month|year|business day)",
        r"(?:every|each|on|by) (?:\w+ )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|"
        r"saturdays?|sundays?|mornings?|evenings?|nights?|weekdays?|weekends?|business days?)\b",
        r"month-?end", r"year-?end", r"quarter-?end", r"owned by",
        # a list of three words, from a word's start (so a long word is not read once per letter)
        r"(?<![\w-])[a-z][\w-]*, [a-z][\w-]*,? (?:or|and) [a-z][\w-]*\b",
        r"bands?\b", r"buckets?\b", r"thresholds?\b",
        # a list of values after a label: "Status: draft, in_review, approved, rejected"
        r": ?[\w-]+(?:, ?[\w-]+)*,? (?:or|and|o|ou|oder|of|lub|veya|или|或) [\w-]+",
        r": ?[\w-]+(?:, ?[\w-]+){2,}",
        # a text that opens with two values in code spans, each perhaps with its meaning in
        # brackets: "`planned` (scheduled service) or `corrective` (repair after a fault)"
        # (names in prose, "alongside `stg_orders` and `stg_items`", are not its values)
        r"^`[^`\n]{1,40}`(?: \([^()\n]{0,80}\))?,? (?:or|and) `[^`\n]{1,40}`",
        r"ids?\b", r"keys?\b", r"names?\b", r"free[- ]?text", r"headers?\b", r"messages?\b",
        r"errors?\b", r"legacy", r"deprecat", r"backwards?", r"experimental", r"sandbox",
        r"(?:share|rate|fraction|proportion|percentage) of",
        r"(?:returned|assigned|awarded|earned|left|given|entered|chosen|computed|run|sent|"
        r"issued|obtained|labell?ed|raised|held|certified) (?:by|in|to|from|for|on|at)\b",
        r"(?:gave|give|gives|assigned) (?:the|an?|each|every) (?:answer|response|pair|essay|"
        r"submission|student|candidate|ticket|call|conversation|reply|item|output)\b",
        r"from (?:the |an? )?(?:[\w-]+ ){0,3}(?:system|pipeline|tool|form|api|service|app|cdn|"
        r"export|table|model|platform|vendor|provider|job|database|warehouse)s?\b",
        r"(?:happens|stored|kept|lives) in\b", r"once (?:the|all|a|an)\b",
        r"when (?:all|every|each|no|any)\b",
        r"defaults?\b", r"\d+ is the (?:highest|lowest|maximum|minimum|best|worst)",
        r"by the (?:user|customer|system|model|tool|pipeline|annotator|agent|partner|learner|"
        r"api|job|service|buyer|seller|driver|merchant)\b", r"pii\b", r"ground truth",
        r"(?:stored|copied|copying|published|sent|collected|synced|replicated|tracked|"
        r"measured|captured|implemented|classified|mapped|mapping) (?:using|via|through|with|"
        r"by|in|on|from|is|are)\b", r"(?:ip|email|e-mail|street|postal|billing|shipping|mac|"
        r"web) address", r"telemetry", r"server", r"client", r"browser", r"device", r"http",
        r"requests?\b", r"responses?\b", r"quer(?:y|ies)\b", r"sql\b", r"builds?\b",
        r"releases?\b", r"plugins?\b", r"licen[cs]e", r"\dxx\b", r"status codes?",
        r"(?:data|information) (?:on|about)\b", r"added by\b", r"for (?:analytics|reporting|"
        r"debugging|billing|auditing|monitoring)\b", r"geolocation", r"network",
        # unit
        r"usd\b", r"eur\b", r"gbp\b", r"jpy\b", r"cents?\b", r"pence\b", r"millisecond",
        r"(?:(?:in|of|per|as) |\d+ ?)(?:dollars?|euros?|seconds?|minutes?|hours?|days?|weeks?|"
        r"months?|years?|kilo\w+|grams?|kg|km|meters?|metres?|miles?|bytes?|[kmg]b)\b",
        r"units? of", r"\d+(?:[.,]\d+)? ?(?:kwh|mwh|kw|mw|ml|lbs?|oz|%)", r"kwh\b", r"mwh\b",
        r"kilowatt", r"litres?\b", r"liters?\b", r"pounds?\b", r"local time",
        r"(?:two|three|four|five|six|\d+)-(?:letter|digit|character)",
        r"(?:first|last|each|every|same|calendar|previous|next) (?:day|week|month|year|"
        r"quarter|hour|minute)s? of\b", r"divided by", r"multiplied by", r"minus\b", r"plus\b",
        r"whose\b", r"periods?\b",
        # grain
        r"one row per", r"rows?\b", r"records?\b",
        r"per (?:row|record|day|week|month|year|hour|minute|second|order|"
        r"customer|user|account|event|line|item|session|store|product|unit|transaction|"
        r"invoice|visit|page|request|call|employee|team|region|country|key|id)s?\b",
        r"each (?:row|record|"
        r"order|customer|user|day|event|line|item|account|transaction)", r"grain", r"granular",
        r"unique", r"distinct", r"primary key", r"surrogate", r"composite", r"deduplicat",
        r"aggregat", r"partition",
        # source
        r"source", r"loaded", r"loads\b", r"ingest", r"extract", r"export(?:ed|s)?\b",
        r"import(?:ed|s)?\b", r"feeds?\b",
        r"api\b", r"tables?\b", r"upstream", r"downstream", r"raw\b", r"staging", r"warehouse",
        r"database", r"snowflake", r"bigquery", r"postgres", r"salesforce", r"stripe", r"shopify",
        r"hubspot", r"zendesk", r"crm\b", r"erp\b", r"webhook", r"csv\b", r"logs?\b", r"events?\b",
        r"entered by", r"set by", r"recorded", r"captured", r"collected", r"comes? from",
        r"taken from", r"copied from", r"provided by",
        # timing
        r"daily", r"hourly", r"weekly", r"monthly", r"nightly", r"real-?time", r"refresh",
        r"last updated", r"updated (?:when|on|at|by|every|daily|hourly)", r"timestamp",
        r"time ?zone", r"utc\b", r"gmt\b", r"dates?\b", r"datetime", r"time of", r"created",
        r"modified", r"deleted", r"expir", r"schedul", r"snapshot", r"as of\b", r"fiscal",
        r"calendar", r"quarter",
        # nulls
        r"nulls?\b", r"nullable", r"blank", r"empty (?:when|if|for|until|string)", r"n/a\b",
        r"not set", r"absent", r"unknown", r"missing (?:when|if|for|until)",
        r"(?:when|if) missing", r"optional\b", r"omit(?:ted)? (?:for|to|when|if)\b",
        # relations
        r"foreign key", r"referenc", r"joins?\b", r"joined", r"lookup", r"belongs? to",
        r"parent", r"child", r"links? to", r"maps? to", r"mapped", r"(?:id|key) of\b",
        r"one-to-many", r"many-to-one",
        # use
        r"used (?:by|for|to|in|as)", r"to compute", r"reporting", r"dashboard", r"filter",
        r"group(?:ed)? by", r"segment", r"forecast", r"billing", r"payroll", r"kpi", r"metric",
        r"comput", r"calculat", r"derived", r"formulas?\b", r"truncat", r"convert",
    ),
    "es": (r"obtenid[oa] por", r"identificador", r"unico", r"nul[oa]s?\b", r"vacio (?:cuando|si)",
           r"fecha", r"hora\b",
           r"marca de tiempo", r"zona horaria", r"moneda", r"importe", r"monto", r"cantidad",
           r"numero de", r"codigo", r"tipo de", r"por cada", r"una fila por", r"filas?\b",
           r"clave", r"referencia", r"proviene de", r"origen", r"fuente", r"cargad",
           r"diari", r"mensual", r"semanal", r"se actualiza", r"valores", r"entre\b",
           r"se usa para", r"usad[oa] para", r"calcula", r"suma de", r"promedio", r"porcentaje",
           r"dolares", r"segundos", r"dias\b"),
    "pt": (r"identificador", r"unico", r"nulos?\b", r"data (?:de|do|da|em)\b", r"carimbo de",
           r"fuso horario",
           r"moeda", r"valor(?:es)?\b", r"quantidade", r"numero de", r"codigo", r"tipo de",
           r"uma linha por", r"linhas?\b", r"chave", r"referencia", r"vem de", r"origem",
           r"fonte", r"carregad", r"diari", r"mensal", r"semanal", r"atualizad", r"entre\b",
           r"usad[oa] para", r"calcula", r"soma de", r"media\b", r"percentual", r"reais\b",
           r"segundos", r"dias\b"),
    "fr": (r"identifiant", r"unique", r"nulle?s?\b", r"vide (?:quand|si)", r"date\b", r"heure\b",
           r"horodatage", r"fuseau", r"devise", r"montant", r"quantite", r"nombre de", r"code\b",
           r"type de", r"une ligne par", r"lignes?\b", r"cle\b", r"cle etrangere", r"reference",
           r"provient de", r"source", r"charge\w* (?:depuis|chaque)", r"quotidien", r"mensuel",
           r"hebdomadaire", r"mis a jour", r"valeurs?\b", r"entre\b", r"utilise\w* pour",
           r"calcul", r"somme de", r"moyenne", r"pourcentage", r"euros\b", r"secondes",
           r"jours\b"),
    "de": (r"skala", r"punkten", r"kennung", r"eindeutig", r"\w*schlussel", r"null(?:werte)?\b",
           r"leer (?:wenn|falls)",
           r"datum", r"zeitstempel", r"zeitzone", r"wahrung", r"betrag", r"menge", r"anzahl",
           r"\w*code\b", r"art de[rs]", r"eine zeile (?:pro|je)", r"zeilen?\b", r"verweist",
           r"stammt aus", r"(?:daten)?quelle (?:ist|der|des|aus)\b", r"quellsystem", r"geladen",
           r"taglich", r"monatlich", r"wochentlich",
           r"aktualisiert", r"werte?\b", r"zwischen\b", r"verwendet (?:fur|um|in)", r"berechn",
           r"summe", r"durchschnitt", r"prozent", r"sekunden", r"tage\b"),
    "it": (r"ottenut[oa] da", r"identificativo", r"univoc", r"null[io]\b",
           r"vuot[oa] (?:quando|se)",
           r"data (?:di|del|della|in)\b",
           r"ora\b", r"marca temporale", r"fuso orario", r"valuta\b", r"importo", r"quantita",
           r"numero di", r"codice", r"tipo di", r"una riga per", r"righe\b", r"chiave",
           r"riferimento", r"proviene da", r"origine", r"fonte", r"caricat", r"giornalier",
           r"mensil", r"settimanal", r"aggiornat", r"valori\b", r"tra\b", r"usat[oa] per",
           r"calcol", r"somma di", r"media\b", r"percentuale", r"secondi", r"giorni\b"),
    "nl": (r"identificatie", r"uniek", r"null\b", r"leeg (?:als|wanneer)", r"datum", r"tijdstempel",
           r"tijdzone", r"valuta\b", r"bedrag", r"aantal", r"code\b", r"soort", r"een rij per",
           r"rijen\b", r"sleutel", r"verwijst", r"afkomstig", r"bron\b", r"geladen", r"dagelijks",
           r"maandelijks", r"wekelijks", r"bijgewerkt", r"waarden?\b", r"tussen\b",
           r"gebruikt (?:voor|om)", r"bereken", r"som van", r"gemiddeld", r"procent",
           r"seconden", r"dagen\b"),
    "pl": (r"identyfikator", r"unikaln", r"null\b", r"pust\w* (?:gdy|jesli)", r"data \w+nia\b",
           r"daty\b",
           r"znacznik czasu", r"strefa czasowa", r"walut", r"kwota", r"ilosc", r"liczba",
           r"kod\b", r"typ\b", r"jeden wiersz na", r"wiersz", r"klucz", r"odwoluje",
           r"pochodzi z", r"zrodlo", r"zaladowan", r"dzienn", r"miesieczn", r"tygodniow",
           r"aktualizowan", r"wartosc", r"miedzy\b", r"uzywan\w* do", r"oblicz", r"suma\b",
           r"srednia", r"procent", r"sekund", r"dni\b"),
    "tr": (r"kimlik", r"benzersiz", r"null\b", r"bos (?:ise|oldugunda)", r"tarih", r"saat\b",
           r"zaman damgasi", r"saat dilimi", r"para birimi", r"tutar", r"miktar", r"sayisi",
           r"kod\b", r"turu\b", r"her satir", r"satir", r"anahtar", r"referans", r"kaynak",
           r"yuklen", r"gunluk", r"aylik", r"haftalik", r"guncellen", r"degerler", r"arasinda",
           r"icin kullanil", r"hesapla", r"toplam", r"ortalama", r"yuzde", r"saniye",
           r"gun\b"),
    "ru": (r"от \d+ до \d", r"идентификатор", r"уникальн", r"null\b", r"пуст\w* (?:если|когда)",
           r"дата\b",
           r"даты\b",
           r"временн\w* метк", r"часов\w* пояс", r"валют", r"сумма\b", r"количеств", r"число\b",
           r"код\b", r"тип\b", r"одна строка на", r"строк", r"ключ", r"ссыла", r"источник",
           r"загружа", r"ежедневн", r"ежемесячн", r"еженедельн", r"обновля", r"значени",
           r"между\b", r"используется для", r"вычисл", r"рассчит", r"средн", r"процент",
           r"секунд", r"дней\b"),
    "ja": (r"から取得", r"\d+ ?[〜~] ?\d", r"識別子", r"一意", r"ユニーク", r"null",
           r"空の場合", r"日付", r"日時",
           r"タイムスタンプ",
           r"タイムゾーン", r"通貨", r"金額", r"数量", r"件数", r"コード", r"種類", r"1行",
           r"行ごと",
           r"キー", r"参照", r"ソース", r"取得元", r"ロード", r"毎日", r"毎月", r"毎週",
           r"更新され",
           r"値は", r"の範囲", r"に使用", r"計算", r"合計", r"平均", r"パーセント", r"秒"),
    "zh": (r"标识", r"唯一", r"空值", r"为空", r"日期", r"时间戳", r"时区", r"货币", r"币种",
           r"金额",
           r"数量", r"编码", r"代码", r"类型", r"每行", r"每一行", r"主键", r"外键", r"引用",
           r"来源",
           r"来自", r"加载", r"每天", r"每日", r"每月", r"每周", r"更新", r"取值", r"范围", r"用于",
           r"计算", r"总和", r"平均", r"百分比", r"秒"),
    "ko": (r"식별자", r"고유", r"null", r"비어", r"날짜", r"타임스탬프", r"시간대", r"통화",
           r"금액",
           r"수량", r"개수", r"코드", r"유형", r"행마다", r"한 행", r"키", r"참조", r"출처",
           r"원본",
           r"적재", r"매일", r"매월", r"매주", r"갱신", r"업데이트", r"값은", r"범위",
           r"사용됩니다",
           r"계산", r"합계", r"평균", r"퍼센트"),
    "hi": (r"पहचानकर्ता", r"अद्वितीय", r"null", r"खाली", r"तारीख", r"दिनांक", r"टाइमस्टैम्प",
           r"समय क्षेत्र", r"मुद्रा", r"राशि", r"मात्रा", r"संख्या", r"कोड", r"प्रकार",
           r"प्रति पंक्ति",
           r"पंक्ति", r"कुंजी", r"संदर्भ", r"स्रोत", r"लोड", r"दैनिक", r"मासिक", r"साप्ताहिक",
           r"अपडेट", r"मूल्य", r"के बीच", r"के लिए उपयोग", r"गणना", r"योग", r"औसत", r"प्रतिशत",
           r"सेकंड"),
    "ar": (r"معرف", r"فريد", r"null", r"فارغ", r"تاريخ", r"طابع زمني", r"منطقة زمنية", r"عملة",
           r"مبلغ", r"كمية", r"عدد", r"رمز", r"نوع", r"صف لكل", r"صفوف", r"مفتاح", r"يشير", r"مصدر",
           r"تحميل", r"يومي", r"شهري", r"أسبوعي", r"تحديث", r"القيم", r"بين", r"يستخدم ل", r"حساب",
           r"مجموع", r"متوسط", r"نسبة", r"ثوان"),
}

ABOUT_TEXT_WORDS: dict[Language, tuple[str, ...]] = {
    "en": (r"this (?:\w+ )?(?:description|text|doc|docs|documentation|entry|write-?up|wording|"
           r"section|paragraph|submission|artifact|content|column|field|one)\b", r"descriptions?\b",
           r"documentation", r"wording", r"write-?up", r"you\b", r"your\b", r"yours", r"reader",
           r"grader", r"graders", r"checker", r"assessor", r"\bbot\b", r"\bai\b", r"llm",
           r"rubric", r"criteri", r"please", r"kindly",
           r"thanks", r"thank", r"sorry", r"lgtm", r"approve", r"excellent", r"perfect",
           r"flawless", r"complete\b", r"clear\b", r"accurate", r"thorough", r"comprehensive",
           r"\bi\b", r"i'm", r"\bwe\b", r"\bme\b", r"\bmy\b", r"\bour\b", r"author"),
    "es": (r"obtenid[oa] por", r"descripcion", r"documentacion", r"este texto", r"evaluador",
           r"revisor",
           r"corrector", r"por favor", r"gracias", r"aprueb", r"aprobar", r"puntuacion",
           r"calificacion", r"excelente", r"perfect", r"usted"),
    "pt": (r"descricao", r"documentacao", r"este texto", r"avaliador", r"revisor", r"por favor",
           r"obrigad", r"aprov", r"pontuacao", r"nota\b", r"excelente", r"perfeit", r"voce"),
    "fr": (r"description", r"documentation", r"ce texte", r"evaluateur", r"correcteur",
           r"relecteur", r"s'il vous plait", r"merci", r"approuv", r"valide[rz]\b", r"note\b",
           r"excellente?", r"parfait", r"vous\b"),
    "de": (r"skala", r"punkten", r"beschreibung", r"dokumentation", r"dieser text", r"prufer",
           r"bewerter", r"gutachter",
           r"bitte", r"danke", r"genehmig", r"bewertung", r"note\b", r"ausgezeichnet", r"perfekt",
           r"\bsie\b", r"\bdu\b"),
    "it": (r"ottenut[oa] da", r"descrizione", r"documentazione", r"questo testo", r"valutatore",
           r"revisore",
           r"per favore", r"grazie", r"approva", r"punteggio", r"voto\b", r"eccellente",
           r"perfett", r"\blei\b"),
    "nl": (r"beschrijving", r"documentatie", r"deze tekst", r"beoordelaar",
           r"alstublieft", r"alsjeblieft", r"bedankt", r"goedkeur", r"keur", r"beoordeling",
           r"cijfer", r"uitstekend", r"perfect", r"\bu\b", r"\bje\b"),
    "pl": (r"opis", r"dokumentacj", r"ten tekst", r"recenzent", r"oceniajac", r"prosze",
           r"dziekuj", r"zatwierdz", r"ocen", r"doskonal", r"idealn"),
    "tr": (r"aciklama", r"dokumantasyon", r"bu metin", r"degerlendirici", r"inceleyen",
           r"lutfen", r"tesekkur", r"onayla", r"puan", r"notu\b", r"mukemmel", r"\bsiz\b"),
    "ru": (r"от \d+ до \d", r"описани", r"документаци", r"этот текст", r"проверяющ", r"оценщик",
           r"рецензент",
           r"пожалуйста", r"спасибо", r"одобр", r"оценк", r"балл", r"отличн", r"идеальн",
           r"\bвы\b"),
    "ja": (r"から取得", r"\d+ ?[〜~] ?\d", r"説明", r"ドキュメント", r"この文章", r"評価者",
           r"採点者", r"レビュア", r"お願い",
           r"ください", r"承認", r"評価", r"満点", r"完璧"),
    "zh": (r"描述", r"文档", r"本文", r"评审", r"评分", r"审核", r"请", r"谢谢", r"批准", r"通过",
           r"满分", r"完美", r"你"),
    "ko": (r"설명", r"문서", r"이 글", r"평가자", r"검토자", r"주세요", r"감사", r"승인", r"점수",
           r"만점", r"완벽"),
    "hi": (r"विवरण", r"दस्तावेज़", r"मूल्यांकनकर्ता", r"समीक्षक", r"कृपया", r"धन्यवाद", r"स्वीकृत",
           r"अंक", r"उत्कृष्ट", r"आप"),
    "ar": (r"الوصف", r"التوثيق", r"هذا النص", r"المقيم", r"المراجع", r"من فضلك", r"يرجى",
           r"شكرا", r"وافق", r"الموافقة", r"درجة", r"ممتاز", r"مثالي", r"أنت"),
}
