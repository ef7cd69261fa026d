# An Atbash/Caesar cipher CLI-style dispatcher; an unknown cipher name raises at the end.
import string

def atbash(text):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    return text.translate(str.maketrans(lo + up, lo[::-1] + up[::-1]))

def caesar(text, k=3):
    lo, up = string.ascii_lowercase, string.ascii_uppercase
    return text.translate(str.maketrans(lo + up, lo[k:] + lo[:k] + up[k:] + up[:k]))

CIPHERS = {"atbash": atbash, "caesar": caesar, "reverse": lambda t: t[::-1]}

def run(name, text, **kw):
    try:
        fn = CIPHERS[name]
    except KeyError:
        raise LookupError(f"unknown cipher {name!r}; choose from {', '.join(sorted(CIPHERS))}") from None
    return fn(text, **kw)

for name, text, kw in [("atbash", "Hello World", {}), ("caesar", "xyz ABC", {"k": 2}),
                       ("caesar", "Hello", {}), ("reverse", "stressed", {})]:
    print(f"{name:>8}({text!r}) = {run(name, text, **kw)!r}")
print(run("atbash", run("atbash", "round trip")))
print(run("enigma", "secret"))
