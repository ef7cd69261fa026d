# re.Scanner: phrases with actions (callables get the scanner and the text; None skips), scan() returns (results, rest); ASCII classes unless re.UNICODE, as CPython's.
import re
def num(scanner, tok): return ("NUM", int(tok))
def ident(scanner, tok): return ("ID", tok, scanner.match.start())
sc = re.Scanner([(r"\d+", num), (r"[a-zA-Zé_]\w*", ident), (r"[-+*/=()]", lambda s, t: ("OP", t)), (r"\s+", None)])
print(sc.scan("x = 12 + yé*(3-40)"))
print(sc.scan("a + 1 ? b"))
print(sc.scan(""), sc.scan("   "))
sc2 = re.Scanner([(r"(a)(b)", "AB"), (r"c", "C"), (r"(d)", lambda s, t: t.upper())], re.I)
print(sc2.scan("ABcCdD!"))
print(re.Scanner([(r"\w+", lambda s, t: t)], re.UNICODE).scan("yé x"))
