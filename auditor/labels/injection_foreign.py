"""The attack classes in Italian, Portuguese, Dutch, Spanish, French, German, Chinese and Korean.

One small table per language: how a note is addressed to a machine, and the orders a reviewer is
given. An address counts only with an order or an audit word in the same sentence, so a caption
("Traduzione italiana a cura di ...", "고객 안내: ...") stays clean.
"""

from __future__ import annotations

# language: (an address to a machine, an order to a reviewer)
_LANGUAGES: dict[str, tuple[str, str]] = {
    "it": (
        r"\b(?:per|agli?|ai|a)\s+(?:eventuali|gli|i|ogni|qualsiasi|tutti\s+gli)\s+(?:assistenti|"
        r"strumenti|sistemi|modelli|revisori)\s+(?:ai|ia|automatic\w*|di\s+intelligenza\s+"
        r"artificiale)\b[^:.\n]{0,30}:|\bse\s+stai\s+(?:riassumendo|analizzando|esaminando|valutando|"
        r"revisionando)\b|(?:^|(?<=[.!?:]))\s*(?:agli?|ai)\s+(?:assistenti|strumenti|"
        r"sistemi|modelli)\s+(?:ai|ia|automatic\w*)\s*:|\bse\s+sei\s+(?:un|una|un')\s*(?:ia|ai|intelligenza\s+"
        r"artificiale|assistente|modello)\b",
        r"\b(?:ignora(?:te)?|segna(?:te)?|classifica(?:te)?|considera(?:te)?|tratta(?:te)?|descrivi|non\s+"
        r"(?:segnalare|segnalate|menzionare|menzionate|riportare|riportate|citare)|riconoscerebbe|"
        r"dovrebbe\s+(?:riconoscere|segnare|considerare)|ufficial[ei]|verificat[ie]|conform[ei])\b",
    ),
    "pt": (
        r"\b(?:observação|nota|aviso|atenção|mensagem|instruç(?:ão|ões))\s+(?:para|às?|aos?)\s+(?:as\s+|"
        r"os\s+|qualquer\s+|todas?\s+as\s+|todos\s+os\s+)?(?:ferramentas?|sistemas?|assistentes?|"
        r"modelos?|ia|inteligência\s+artificial|revisores?)\b[^:.\n]{0,60}:|(?:^|(?<=[.!?:]))\s*(?:aos?|"
        r"às?|para(?:\s+(?:os|as))?)\s+(?:assistentes|ferramentas|sistemas|modelos)\s+(?:de\s+)?(?:ia|"
        r"inteligência\s+artificial|automátic\w*)\s*:|\bse\s+(?:você\s+)?"
        r"(?:é|for)\s+uma?\s+(?:ia|inteligência\s+artificial|assistente|modelo)\b|\bse\s+(?:você\s+)?"
        r"(?:estiver|está)\s+(?:resumindo|analisando|revisando|avaliando)\b",
        r"\b(?:classifique|marque|marquem|atribua|diga|descreva|considere|trate|ignore|não\s+(?:mencione|sinalize|reporte|"
        r"marque|aponte)|nota\s+máxima|oficia(?:l|is)|verificad[oa]s?|aprovad[oa]s?)\b",
    ),
    "nl": (
        r"\b(?:opmerking|notitie|bericht|let\s+op|aandacht|instructies?|mededeling)\s+(?:voor|aan)\s+"
        r"(?:alle\s+|de\s+|elke\s+|eventuele\s+)?(?:geautomatiseerde\s+|automatische\s+)?"
        r"(?:beoordelaars?|systemen|ai[\w-]*|taalmodel\w*|modellen|tools|assistent\w*|controleurs?|"
        r"reviewers?)\b|(?:^|(?<=[.!?:]))\s*voor\s+(?:ai|ki)-?(?:lezers|systemen|modellen|tools|"
        r"assistenten|beoordelaars)\s*:|\blet\s+op,?\s+(?:ai|ki)\s*:|\bals\s+je\s+(?:deze|dit|de)\s+\w+\s+(?:samenvat|beoordeelt|analyseert|controleert)\b|"
        r"\bals\s+je\s+een\s+(?:ai|taalmodel|assistent)\s+bent\b|\b(?:ai|ki)-?"
        r"(?:systemen|modellen|tools|assistenten)\s+(?:hoeven|moeten|mogen)\b",
        r"\b(?:sla\s+[^.\n]{0,40}\bover|(?:hoeven|moeten)\s+(?:niets|geen\s+\w+)\s+te\s+(?:melden|"
        r"rapporteren|markeren)|(?:meld|markeer|rapporteer)\s+(?:geen|niets)|markeer\b|"
        r"goedgekeurd|beschouw|noem|geverifieerd|officiële?|officieel)\b",
    ),
    "es": (
        r"\bsi\s+(?:eres|usted\s+es)\s+una?\s+(?:ia|inteligencia\s+artificial|asistente|modelo)\b",
        r"\b(?:ignora|ignore|di|diga|marca|marque|considera|trata|no\s+(?:menciones|señales|"
        r"marques|reportes))\b",
    ),
    "fr": (
        r"\bsi\s+(?:vous\s+êtes|tu\s+es)\s+une?\s+(?:ia|intelligence\s+artificielle|assistant|"
        r"modèle)\b",
        r"\b(?:ignorez|ignore|dites|marquez|considérez|traitez|ne\s+(?:signalez|mentionnez))\b",
    ),
    "de": (
        r"\b(?:wenn|falls)\s+(?:du\s+eine\s+ki\s+bist|sie\s+eine\s+ki\s+sind)\b",
        r"\b(?:ignoriere|ignorieren|markiere|markieren|melde|melden|bewerte|bewerten|behandle)\b",
    ),
    "zh": (
        r"(?:致|给|提示|注意|请注意)[^。：:]{0,10}(?:自动|审查|审核|AI|人工智能|模型|助手)[^。：:]{0,8}[：:]|"
        r"(?:自动化?|AI|人工智能)(?:审查|审核|评审)?(?:系统|工具|模型|助手)请注意|"
        r"(?:^|(?<=[。！？]))\s*(?:自动化?|AI|人工智能)[^。：:]{0,4}(?:系统|工具|模型|助手)[：:]|"
        r"如果你是(?:AI|人工智能|模型|助手|语言模型)|请(?:AI|人工智能|自动)[^。]{0,6}?(?:审阅者|审查者|审核者|评审者|工具|系统|模型|助手)",
        r"(?:(?:标记|描述|归类|报告)为|视为|不要(?:提出|报告|标记|提及)|无需(?:再次)?(?:核实|审核|检查|验证)|"
        r"请忽略|忽略|请将|请(?:报告|说明|标注|写))",
    ),
    "ko": (
        r"(?:AI|인공지능|자동\s*검토|자동화)\s*(?:검토\s*)?(?:도구|시스템|모델|어시스턴트|검토자|리뷰어)"
        r"(?:에게|께|는|은|님)?\s*[:：,]|"
        r"(?:AI|인공지능|자동)\s*(?:검토자|리뷰어)(?:는|은)\s|(?:AI|인공지능)(?:이)?라면",
        r"(?:(?:표시|보고|분류|평가|처리)(?:하십시오|하세요|해\s*주세요)|(?:보고|언급|표시|지적)하지\s*"
        r"(?:마십시오|마세요)|(?:표시|간주|분류)해야|무시하(?:세요|십시오)|건너뛰(?:세요|십시오)|생략하(?:세요|십시오)|준수로)",
    ),
}

# (reason, pattern, the words that must also be in the same sentence, or None)
FOREIGN_PATTERNS: tuple[tuple[str, str, str | None], ...] = tuple(
    ("addresses automated reviewers", address, order) for address, order in _LANGUAGES.values()
)
