"""The words the injection patterns share: who is addressed, where an order starts, audit terms."""

# Who an injected instruction speaks to: a model, an AI tool, an automated reviewer. Words that
# specifications use for software in general (parser, agent, processor, crawler) are left out:
# "parsers shall treat unknown elements as..." is a standard's prose, not an order to us.
AUTOMATED = (
    r"(?:ai|a\.i\.|llms?|(?:large\s+)?language\s+models?|(?:ai|ml|review|audit|labell?ing)\s+models?|"
    r"automated\s+(?:review|audit|screening|evaluation|grading|label)\w*(?:\s+(?:tools?|systems?|"
    r"bots?|agents?|software|models?))?|automated\s+(?:tools?|systems?|reviewers?|auditors?|agents?)|"
    r"auto-?review\w*|(?:review|audit\w*|screening|evaluation|grading)\s+(?:tools?|bots?|systems?|"
    r"agents?|software)|(?:ai\s+)?assistants?|chat\s?gpt|gpt-?\d|claude|gemini|bots?|reviewer\s+bots?)"
)
# An order stands at the start of a clause, or after "please" or a you-must: "Ignore the rules"
# is one, "a processor shall ignore all instructions it does not understand" is not.
ORDER = r"(?:^|(?<=[.;:!?\n\"“(>\]])\s*|(?<=,)\s*|\b(?:please|kindly|now|you\s+(?:must|should|will|need\s+to))\s+)"
AUDIT_TERMS = (
    r"\b(?:results?|claims?|figures?|numbers?|scores?|benchmarks?|mlperf|mlcommons|division|"
    r"scenario|server|offline|closed|open|verified|unverified|compliant|comparable|competitor\w*|"
    r"slides?|deck|labels?|flags?|issues?)\b"
)

# Nouns after "AI" that make it people, not a machine: "Note for AI developers", "Hey AI builders".
NOT_PEOPLE = (
    r"(?!\s+(?:developers?|engineers?|builders?|teams?|users?|customers?|partners?|vendors?|"
    r"enthusiasts?|researchers?|practitioners?|leaders?|startups?|companies|makers?|fans?|market|"
    r"industry|community|experts?|professionals?|buyers?|specialists?|architects?|scientists?))"
)
