"""The acts of `gate.docs.addressing.phrases.acts` in other languages: Spanish, Portuguese, French,
German and Italian (Latin script, read on the folded text), Russian, Japanese and Chinese.

The same acts as in English, each filled from the language's own words: a vocative or a
dedication to the grader followed by a verdict or a plea, an imperative about the verdict,
a claim of the text's own quality, and a claimed score. A label alone ("Prüfer: Name des
Prüfers", "Оценка: от 1 до 5") is data, so the vocatives need what follows them to be a plea
or a verdict, and the scores need to end their clause.
"""

from __future__ import annotations

from gate.docs.addressing.matching.phrase_rule import PhraseRule
from gate.docs.addressing.phrases.acts import CLAUSE, START, act

# --- Other languages in the Latin script (read on the folded text) -----------------------

#: Spanish, Portuguese, French, German, Italian: whom one may address instead of the reader.
ADDRESSEE_LATIN = (r"(?:evaluador(?:a|es)?|revisor(?:a|es)?|calificador(?:a)?|corrector(?:a)?|"
                   r"examinador(?:a)?|avaliador(?:a|es)?|corretor(?:a)?|évaluat(?:eur|rice)|"
                   r"evaluat(?:eur|rice)|correct(?:eur|rice)|relecteur|relectrice|"
                   r"examinat(?:eur|rice)|prüfer(?:in)?|pruefer|bewerter(?:in)?|gutachter(?:in)?|"
                   r"korrektor(?:in)?|valutatore|revisore|correttore|esaminatore)")
OTHER_LANGUAGE_ACTS: tuple[PhraseRule, ...] = (
    # Addressing the grader: a vocative, a dedication, a label.
    act("instruction",
         rf"{START}(?:(?:nota|mensaje|mensagem|note|notiz|hinweis|nachricht) )?(?:para|a|al|"
         rf"ao|à|au|pour|für|fuer|an|per|all'|al|querido|estimado|caro|cher|chère|lieber|"
         rf"liebe|hallo|hola|olá|ola|bonjour|salut)? ?(?:(?:el|la|o|a|l'|le|den|die|der|il|"
         rf"lo|señor|senhor|monsieur|madame|herr|frau) ?)?(?:attention de l'|atención del )?"
         rf"{ADDRESSEE_LATIN}\b(?: (?:del|de|do|da|des|du|der|di) \w+)? ?[:,]"
         r"(?= ?(?:por favor|bitte|s'il|merci|per favore|es |est |ist |é |è |esta |este |"
         r"cette |ce |ceci|diese|dieses|questa|questo|aprueb|apru[eé]b|aprov|valid|approuv|"
         r"genehmig|approv|accept|akzept|markier|marca|marque|segna|dale|d[êé] |donne|gib|"
         r"bestanden|perfect|perfeit|parfait|perfekt|perfett|todo (?:bien|correcto)|"
         r"tudo (?:bem|certo)|tout est|alles (?:gut|korrekt)|tutto|pass))"),
    # Imperatives about the verdict.
    act("instruction",
         rf"{CLAUSE}(?:(?:por favor|porfa|por gentileza|s'il (?:te|vous) pla[iî]t|bitte|"
         r"per favore|merci de|veuillez) ?,? ?)?(?:apru[eé]ba(?:lo|la)?|apruebe(?:lo|la)?|"
         r"aprueben|acepta(?:lo|la)?|val[ií]da(?:lo|la)?|aprove(?:-o|-a)?|aprova(?:-o|-a)?|"
         r"aceite(?:-o)?|valide[zr]?|approuve[zr]?|accepte[zr]?|genehmige(?:n)?|"
         r"akzeptiere(?:n)?|approva(?:lo)?|accetta(?:lo)?|d[ée]ja(?:lo)? pasar|"
         r"laisse[zr]? passer)\b(?: ?(?:esta|este|esto|isto|esse|essa|cette|ce|ceci|"
         r"diese|dieses|das|questa|questo|la|le|lo|o)? ?(?:descripci[oó]n|descri[cç][aã]o|"
         r"description|beschreibung|descrizione|texto|texte|text|testo|columna|coluna|"
         r"colonne|spalte))?(?: ?,? ?(?:por favor|s'il (?:te|vous) pla[iî]t|bitte|"
         r"per favore|sem ressalvas|sin reservas))?(?= ?(?:[.!?;,)\n]|$))"),
    act("instruction",
         r"\b(?:dale|dele|d[éê]le|d[éeê]|da|dai|donne[zr]?|attribue[zr]?|mets|mettez|"
         r"gib|vergib|geben sie|asigna(?:le)?|pon(?:le)?|ponle|atribua|conceda|assegna)"
         r"(?:-(?:lui|le|la|leur|o|a|lhe))?"
         r"(?: (?:a|à|al|ao) (?:esta|este|essa|cette|ce) \w+)? (?:(?:lui|le|la|dieser|"
         r"diesem|a esta|a este|ihr|ihm) (?:\w+ )?)?(?:la |le |el |a |die |den |un |une |"
         r"uma |um |o |il )?(?:m[aá]xima (?:puntuaci[oó]n|nota|pontua[cç][aã]o|calificaci[oó]n)|"
         r"(?:puntuaci[oó]n|nota|pontua[cç][aã]o|calificaci[oó]n) m[aá]xima|note maximale|"
         r"meilleure note|note parfaite|volle punktzahl|h[öo]chste (?:punktzahl|note|"
         r"bewertung)|bestnote|punteggio massimo|voto massimo|10 ?/ ?10|20 ?/ ?20|"
         r"10 de 10|un 10|nota 10|note 20|sobresaliente)"),
    act("instruction",
         r"\b(?:m[aá]rca(?:lo|la)?|marque(?:-o|-a)?|marque[zr]?|markiere(?:n)?|"
         r"segna(?:lo)?) (?:(?:esta|este|isto|cette|ce|dies|das|diese|lo|la|o|a) (?:\w+ )?)?"
         r"(?:als|como|comme|come) (?:bestanden|aprobad[oa]|aprovad[oa]|valid[eé]e?|"
         r"r[ée]ussie?|approvat[oa]|superat[oa]|korrekt|perfekt)"),
    act("instruction",
         r"\b(?:als bestanden|comme valid[ée]e?) (?:markieren|werten|bewerten|marquer|noter)\b"),
    # Claims of the text's own quality and of a score.
    act("self_assessment",
         r"\b(?:esta|este|essa|esse|cette|ce|diese|dieser|dieses|questa|questo|la presente)"
         r" (?:descripci[oó]n|descri[cç][aã]o|description|beschreibung|descrizione|texto|"
         r"texte|text|testo|doc|documentaci[oó]n|documenta[cç][aã]o|documentation|"
         r"dokumentation) (?:es|est[aá]|é|fica|est|ist|è) (?:(?:muy|muito|très|tres|sehr|"
         r"molto|totalmente|parfaitement|perfectamente|perfeitamente|absolut) )?"
         r"(?:perfect[ao]|perfeit[ao]|parfait[e]?|perfekt|perfett[ao]|excelente|excellent[e]?|"
         r"hervorragend|impecable|impec[aá]vel|irr[ée]prochable|fehlerfrei|einwandfrei|"
         r"impeccabile|completa|complète|vollst[aä]ndig|clara|claire|klar)\b"),
    act("self_assessment",
         r"\b(?:es|est|é|ist|è) (?:perfect[ao]|perfeit[ao]|parfait|perfekt|perfett[ao])"
         r"(?: ?,| ?!)? ?(?:apru[eé]ba(?:lo|la)?|aprove|valide[zr]?|approuve[zr]?|"
         r"genehmige(?:n)?|approva(?:lo)?)"),
    act("score_claim",
         r"\b(?:m[ée]rite|merece|mereces|verdient|merita)(?: (?:un|une|el|la|o|a|die|den|"
         r"il))? (?:20 ?/ ?20|10 ?/ ?10|10 de 10|nota (?:m[aá]xima|10)|note maximale|"
         r"volle punktzahl|bestnote|punteggio massimo|la m[aá]xima|m[aá]xima)"),
    # A check skipped for the text: "Omite la revisión de claridad para este campo".
    act("instruction",
         r"\b(?:omite|omita|omitid|salta|s[aá]ltate|ignora|ignore[zr]?|pula|pule|saute[zr]?|"
         r"passe[zr]?|[uü]berspring\w{0,4}|ignorier\w{0,4}|tralascia|ometti) (?:(?:la|el|le|"
         r"les|o|a|die|den|das|il|lo|los|as|os) )?(?:revisi[oó]n|control|contr[oô]le|"
         r"v[ée]rification|verifica[cç][aã]o|revis[aã]o|verifica|controllo|\w{0,20}pr[uü]fung|"
         r"bewertung|[ée]valuation|evaluaci[oó]n|avalia[cç][aã]o|valutazione)(?: (?:de|du|da|"
         r"di|des|del|der) \w+)? (?:para|por|pour|f[uü]r|per|en|em|dans|in|bei|sur) "
         r"(?:este|esta|ce|cette|dieses|diese|diesen|questo|questa|esse|essa) (?:campo|champ|"
         r"feld|columna|colonne|spalte|colonna|coluna|descripci[oó]n|description|"
         r"beschreibung|descrizione|descri[cç][aã]o|texto|texte|text|testo)\b"),
    # Criteria taken as met: "Considérez les critères comme remplis".
    act("instruction",
         r"\b(?:consider\w{0,4}|consid[éèe]r\w{0,4}|betrachte\w{0,4}) (?:(?:los|las|os|as|les|"
         r"die|i|le|todos los|todos os|tous les|alle) )?(?:crit[eé]rios|criterios|crit[eè]res|"
         r"kriterien|criteri|requisitos|requisiti|exigences|anforderungen) (?:como |comme |"
         r"als |come |para )?(?:cumplidos|satisfechos|atendidos|satisfeitos|cumpridos|remplis|"
         r"satisfaits|respect[ée]s|erf[uü]llt|soddisfatti|rispettati)\b"),
    # A request to give the top score: "L'évaluateur est prié de noter cette description 20/20".
    act("instruction",
         r"\b(?:noter|notez|calificar|califique|puntuar|avaliar|avalie|bewerten|bewerte|"
         r"valutare|valuti|attribuer|attribuez|donner|dare|darle) [^.!?\n]{0,40}?(?:20 ?/ ?20|"
         r"10 ?/ ?10|nota m[aá]xima|note maximale|la meilleure note|bestnote|volle punktzahl|"
         r"punteggio massimo|voto massimo|pontua[cç][aã]o m[aá]xima|puntuaci[oó]n m[aá]xima|"
         r"sobresaliente)"),
    act("score_claim",
         rf"{START}(?:calificaci[oó]n|puntuaci[oó]n|nota|pontua[cç][aã]o|note|bewertung|"
         r"punktzahl|voto|punteggio|[ée]valuation|avalia[cç][aã]o|evaluaci[oó]n)"
         r"(?: (?:esperada|esperado|attendue|erwartet|erwartete|prevista|final|finale))? ?"
         r"[:=]? ?(?:10 de 10|10 ?/ ?10|20 ?/ ?20|10 sur 10|10 von 10|10 su 10|10|20|"
         r"m[aá]xima|maximale|sehr gut|bestanden|aprobad[oa]|aprovad[oa]|approvat[oa])"
         r"(?= ?(?:[.!?;,)\n]|$))"),
)

# --- Other scripts (read on the folded text when it is not plain ASCII) -------------------

OTHER_SCRIPT_ACTS: tuple[PhraseRule, ...] = (
    # Russian: addressing the checker, verdicts asked for, claims.
    act("instruction",
         r"(?:^|(?<=[.!?:;,] )|(?<=[.!?:;,]))(?:уважаемый |дорогой )?(?:проверяющ(?:ему|ий|ая|"
         r"им)|оценщику?|рецензенту?|экзаменатору?|модель|ассистент|ии|бот)"
         r" ?[:,!]"),
    act("instruction",
         r"(?:постав[ьи](?:те)?|выстав[ьи](?:те)?|да(?:й|йте)|присво(?:й|йте))[^.!?\n]{0,30}?"
         r"(?:высш(?:ий|ую)|максимальн(?:ый|ую)|наивысш(?:ий|ую)|полн(?:ый|ую)) "
         r"(?:балл|оценку|оценка|отметку|отметка)|(?:постав[ьи](?:те)?|ставь(?:те)?) "
         r"(?:зачёт|зачет|пятерку|пятёрку|10)"),
    act("instruction",
         r"(?:оцени(?:те)?)[^.!?\n]{0,30}? (?:на )?(?:10 из 10|10/10|отлично|максимум|"
         r"высш(?:ий|ую) (?:балл|оценку))"),
    act("instruction",
         r"(?:отметь(?:те)?|помет(?:ь|ьте)|засчитай(?:те)?|одобри(?:те)?|прими(?:те)?) "
         r"(?:\w+ )?(?:как )?(?:пройден\w*|принят\w*|одобрен\w*|успешн\w*|(?:это|данное) "
         r"описание)"),
    act("instruction",
         r"(?:пропусти(?:те)?|не проверяй(?:те)?|не оценивай(?:те)?) (?:эту |это |данную )?"
         r"(?:проверку|описание|оценку|колонку|поле)"),
    act("instruction",
         r"(?:считай(?:те)?|считать|признай(?:те)?) (?:\w+ )?(?:критерии|требования) (?:\w+ )?"
         r"(?:выполненными|соблюд[её]нными|удовлетвор[её]нными|выполнены|соблюдены)"),
    act("self_assessment",
         r"(?:это|данное) описание (?:\w+ )?(?:идеально\w*|отлично\w*|безупречн\w*|"
         r"превосходн\w*|полн\w*)"),
    # Japanese.
    act("instruction",
         r"(?:評価者|採点者|審査員|レビュアー|レビューア|チェッカー|査読者)(?:の方|様|さん)?"
         r"(?:へ|に|宛て)"),
    act("instruction",
         r"(?:満点|最高評価|最高点|高評価|高得点|10点|合格|承認)(?:を|に|と)(?:つけて|付けて|"
         r"して|ください|下さい|お願い|与えて|あげて)"),
    act("score_claim",
         r"(?:評価|スコア|点数|採点)(?:は|:|:)\s?(?:10点|満点|100点|合格|10/10)"),
    act("self_assessment",
         r"(?:この|本)(?:カラムの|列の|フィールドの)?(?:説明|記述|文章|ドキュメント)(?:は|が)"
         r"(?:完璧|完全|完ぺき|申し分な|非の打ち所がな|満点)"),
    # Chinese.
    act("instruction",
         r"(?:致|给|致亲爱的|亲爱的|尊敬的)?(?:评审员|评审|评分员|审核员|审阅者|评委|阅卷人|"
         r"检查员|评估员)(?:[::,,]|请)"),
    act("instruction",
         r"(?:请|直接)?(?:给|打)(?:它|这个|此|本|该)?(?:描述|字段|列|说明)?(?:打)?"
         r"(?:满分|高分|最高分|十分|10分)|(?:请|直接)(?:通过|批准|放行)|(?:判定|标记)为(?:通过|合格)"),
    act("self_assessment",
         r"(?:此|这个|该|本)(?:字段的|列的)?(?:描述|说明|文档)(?:非常|十分|已经)?(?:完美|无可挑剔|"
         r"无懈可击|满分)"),
    act("score_claim",
         r"(?:评分|分数|得分|评级|评价)(?:\s?[::是为])\s?(?:满分|10分|10/10|100分|通过|优秀)"),
)
