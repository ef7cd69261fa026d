# Redact PII from text: emails, phone numbers, card numbers, IPs; keep a count per kind.
import re

PATTERNS = {
    "EMAIL": r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+",
    "CARD": r"\b(?:\d[ -]?){13,16}\b",
    "PHONE": r"\+?\d{1,2}[ .-]?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}\b",
    "IP": r"\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b",
}
COMBINED = re.compile("|".join(f"(?P<{k}>{v})" for k, v in PATTERNS.items()))

def redact(text):
    counts = {}
    def repl(m):
        kind = m.lastgroup
        counts[kind] = counts.get(kind, 0) + 1
        if kind == "CARD":
            digits = re.sub(r"\D", "", m.group())
            return f"[CARD ****{digits[-4:]}]"
        return f"[{kind}]"
    return COMBINED.sub(repl, text), counts

text = ("Contact jane.doe+work@mail.example.co.uk or call +1 (555) 123-4567. "
        "Card 4111 1111 1111 1111 was charged from 192.168.0.17; backup IP 10.0.0.256 is invalid. "
        "Second email: bob@x.io")
out, counts = redact(text)
print(out)
print(counts)
