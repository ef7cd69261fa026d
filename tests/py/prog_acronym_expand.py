# Expand acronyms in text from a glossary, first occurrence only, with word boundaries.
import re

GLOSSARY = {"API": "Application Programming Interface", "CPU": "Central Processing Unit",
            "RAM": "Random Access Memory", "OS": "Operating System"}

def expand(text):
    seen = set()
    def repl(m):
        ac = m.group(0)
        if ac in seen:
            return ac
        seen.add(ac)
        return f"{GLOSSARY[ac]} ({ac})"
    pattern = r"\b(" + "|".join(sorted(GLOSSARY, key=len, reverse=True)) + r")\b"
    return re.sub(pattern, repl, text)

text = "The API talks to the OS. The OS schedules CPU time; RAM holds data. APIs and CPUs vary. OS!"
print(expand(text))
print(re.findall(r"\b[A-Z]{2,}\b", text))
print(sorted(set(re.findall(r"\b[A-Z]{2,}s?\b", text))))
