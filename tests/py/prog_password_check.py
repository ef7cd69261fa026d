# Password strength checker with rule functions
import string
RULES = [
    ("at least 8 characters", lambda p: len(p) >= 8),
    ("an uppercase letter", lambda p: any(c.isupper() for c in p)),
    ("a lowercase letter", lambda p: any(c.islower() for c in p)),
    ("a digit", lambda p: any(c.isdigit() for c in p)),
    ("a symbol", lambda p: any(c in string.punctuation for c in p)),
    ("no spaces", lambda p: " " not in p),
]
COMMON = {"password", "12345678", "qwerty123", "letmein"}
def check(pw):
    failed = [desc for desc, rule in RULES if not rule(pw)]
    if pw.lower() in COMMON:
        failed.append("not a common password")
    score = len(RULES) - len(failed)
    label = ["very weak", "very weak", "weak", "weak", "fair", "good", "strong"][max(score, 0)]
    return score, label, failed
for pw in ["password", "Passw0rd!", "short1!", "ALLUPPER123$", "with space A1!", "Tr0ub4dor&3", "", "aB3$aB3$"]:
    score, label, failed = check(pw)
    print(f"{pw!r:<18} {score}/6 {label:<10} missing: {', '.join(failed) if failed else '-'}")
def suggest(pw):
    s = pw
    if not any(c.isdigit() for c in s):
        s += "7"
    if not any(c.isupper() for c in s):
        s = s[:1].upper() + s[1:]
    if not any(c in string.punctuation for c in s):
        s += "!"
    while len(s) < 8:
        s += "x"
    return s
for pw in ["hello", "abc", "Secure"]:
    print(pw, "->", suggest(pw), check(suggest(pw))[1])
