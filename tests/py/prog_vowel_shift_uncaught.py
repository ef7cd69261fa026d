# Map vowels to numbers ("leetspeak") and back; decoding an unknown digit raises at the end.
ENC = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
DEC = {v: k for k, v in {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}.items()}

def decode(text):
    out = []
    for ch in text:
        if ch.isdigit():
            out.append(DEC[ch])
        else:
            out.append(ch)
    return "".join(out)

for s in ["leet speak is fun", "testing the system", "hello world"]:
    e = s.translate(ENC)
    print(f"{s!r} -> {e!r} -> {decode(e)!r}")
print(decode("c0d3 2 ru1e"))
