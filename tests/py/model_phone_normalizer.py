# Normalise international phone numbers with re.sub and a country table; report invalid ones.
import re

COUNTRIES = {"1": ("US/CA", 10), "44": ("UK", 10), "49": ("DE", (10, 11)), "33": ("FR", 9)}

def normalize(raw, default_cc="1"):
    digits = re.sub(r"[^\d+]", "", raw)
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    if not digits.startswith("+"):
        digits = "+" + default_cc + digits.lstrip("0" if default_cc != "1" else "")
    for cc in sorted(COUNTRIES, key=len, reverse=True):
        if digits[1:].startswith(cc):
            name, length = COUNTRIES[cc]
            national = digits[1 + len(cc):]
            ok = len(national) in (length if isinstance(length, tuple) else (length,))
            return name, f"+{cc} {national}", ok
    return "??", digits, False

numbers = ["(415) 555-2671", "+44 20 7946 0958", "0049 30 901820", "+33 1 42 68 53 00", "555-1234",
           "+1-800-FLOWERS", "+81 3-1234-5678", "1.212.555.0199"]
for raw in numbers:
    country, norm, ok = normalize(raw)
    print(f"{raw:<20} {country:<6} {norm:<18} {'ok' if ok else 'INVALID'}")
groups = re.sub(r"(\d{3})(\d{3})(\d{4})", r"(\1) \2-\3", "4155552671 and 2125550199")
print(groups)
print(re.sub(r"\d(?=\d{4})", "*", "4111111111111111"), re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567"))
