# A tokenizer for a small programming language using one master regex with named groups.
import re
from typing import NamedTuple

class Token(NamedTuple):
    kind: str
    value: str
    line: int
    column: int

KEYWORDS = {"IF", "THEN", "ENDIF", "FOR", "NEXT", "GOSUB", "RETURN"}
SPEC = [("NUMBER", r"\d+(\.\d*)?"), ("ASSIGN", r":="), ("END", r";"), ("ID", r"[A-Za-z]+"),
        ("OP", r"[+\-*/]"), ("NEWLINE", r"\n"), ("SKIP", r"[ \t]+"), ("MISMATCH", r".")]
MASTER = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in SPEC))

def tokenize(code):
    line_num, line_start = 1, 0
    for mo in MASTER.finditer(code):
        kind, value = mo.lastgroup, mo.group()
        column = mo.start() - line_start
        if kind == "NUMBER":
            value = float(value) if "." in value else int(value)
        elif kind == "ID" and value in KEYWORDS:
            kind = value
        elif kind == "NEWLINE":
            line_start = mo.end()
            line_num += 1
            continue
        elif kind == "SKIP":
            continue
        elif kind == "MISMATCH":
            raise RuntimeError(f"{value!r} unexpected on line {line_num}")
        yield Token(kind, value, line_num, column)

statements = """
    IF quantity THEN
        total := total + price * quantity;
        tax := price * 0.05;
    ENDIF;
"""
for token in tokenize(statements):
    print(token)
try:
    list(tokenize("x := 1 ? 2"))
except RuntimeError as e:
    print("RuntimeError:", e)
