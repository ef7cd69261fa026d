# re: \N{NAME} escapes in patterns and sets, with sre_parse's errors and positions.
import re
print(re.match(r"\x41\u0042\N{LATIN SMALL LETTER C}", "ABc"))
print(re.findall(r"[\N{EM DASH}\N{EN DASH}]+", "a—b–c--d"), re.sub(r"\N{SNAKE}", "py", "I ❤ 🐍"))
print(re.findall(r"\N{greek small letter alpha}+", "αα β"), re.escape("—"), re.findall("\\N{DIGIT ONE}", "1a1"))
for pat in [r"\Nx", r"\N", r"\N{", r"\N{}", r"\N{abc", r"\N{NOT A REAL NAME}", r"x\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}", r"[\N{}]", r"[a\N{BAD}]"]:
    try:
        print(pat, re.compile(pat).pattern)
    except re.error as e:
        print(pat, "re.error:", e)
try:
