# Find and convert roman numerals embedded in text (chapters, kings, years) with a validating regex.
import re

NUMERAL = re.compile(r"\b(?=[MDCLXVI])M{0,3}(?:C[MD]|D?C{0,3})(?:X[CL]|L?X{0,3})(?:I[XV]|V?I{0,3})\b")
VALUES = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}

def roman_value(s):
    total = 0
    for a, b in zip(s, s[1:] + "\0"):
        total += -VALUES[a] if VALUES.get(b, 0) > VALUES[a] else VALUES[a]
    return total

text = "Chapter XIV tells how Louis XVI met Henry VIII in MCMXCIX; Chapter IIII is invalid, and so is IC. See Part II, Vol. CDXLIV."
for m in NUMERAL.finditer(text):
    print(f"{m.group():>8} at {m.start():>3} = {roman_value(m.group())}")
print(NUMERAL.sub(lambda m: str(roman_value(m.group())), text))
