# Morse with timing: encode to dit/dah units (dot=1, dash=3, gaps 1/3/7) and draw as a signal line.
CODE = {"S": "...", "O": "---", "E": ".", "T": "-", "A": ".-", "N": "-.", "M": "--", "I": ".."}

def units(text):
    out = []
    for wi, word in enumerate(text.upper().split()):
        if wi:
            out.append(("off", 7))
        for ci, ch in enumerate(word):
            if ci:
                out.append(("off", 3))
            for si, sym in enumerate(CODE[ch]):
                if si:
                    out.append(("off", 1))
                out.append(("on", 1 if sym == "." else 3))
    return out

for msg in ["SOS", "AT EASE", "NO MAN"]:
    u = units(msg)
    signal = "".join(("=" if state == "on" else "_") * n for state, n in u)
    total = sum(n for _, n in u)
    print(f"{msg:<8} {total:>3} units  {signal}")
wpm = 20
unit_ms = 1200 / wpm
print(f"at {wpm} wpm one unit is {unit_ms:.0f} ms; 'SOS' lasts {sum(n for _, n in units('SOS')) * unit_ms / 1000:.2f} s")
