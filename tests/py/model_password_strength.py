# Password strength checker with regex rules, a score, and feedback messages.
import re

RULES = [
    (r".{12,}", 2, "use at least 12 characters"),
    (r"[a-z]", 1, "add lowercase letters"),
    (r"[A-Z]", 1, "add uppercase letters"),
    (r"\d", 1, "add digits"),
    (r"[^\w\s]", 2, "add symbols"),
]
COMMON = {"password", "123456", "qwerty", "letmein", "admin"}

def check(pw):
    score, tips = 0, []
    for pattern, pts, tip in RULES:
        if re.search(pattern, pw):
            score += pts
        else:
            tips.append(tip)
    if re.search(r"(.)\1\1", pw):
        score -= 1
        tips.append("avoid repeating a character 3 times")
    if pw.lower() in COMMON or re.sub(r"\d+$", "", pw.lower()) in COMMON:
        score = 0
        tips.insert(0, "this is a very common password")
    label = ["very weak", "weak", "fair", "good", "strong", "very strong"][max(0, min(5, score - 2))]
    return max(score, 0), label, tips

for pw in ["password1", "abc", "Summer2024", "correct horse battery staple", "Tr0ub4dor&3", "aaaBBB111!!!xyz", "Xk9#mP2$vL7@qR"]:
    score, label, tips = check(pw)
    print(f"{pw!r:34} {score} {label:<12} {'; '.join(tips)}")
