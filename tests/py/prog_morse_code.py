# Morse code encoder/decoder with a dict built from a string, unknown characters reported.
CODES = dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,?",
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --.. "
    "----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----. .-.-.- --..-- ..--..".split()))
REVERSE = {v: k for k, v in CODES.items()}

def encode(text):
    words = []
    for word in text.upper().split():
        unknown = [c for c in word if c not in CODES]
        if unknown:
            raise ValueError(f"cannot encode {''.join(unknown)!r}")
        words.append(" ".join(CODES[c] for c in word))
    return " / ".join(words)

def decode(code):
    return " ".join("".join(REVERSE.get(sym, "?") for sym in w.split()) for w in code.split(" / "))

for msg in ["SOS", "Hello World", "Python 3.11", "What?"]:
    enc = encode(msg)
    print(f"{msg:<12} {enc}")
    print(f"{'':<12} {decode(enc)}")
print(decode("... --- ... / ..--.. ........"))
try:
    encode("email@me")
except ValueError as e:
    print("ValueError:", e)
