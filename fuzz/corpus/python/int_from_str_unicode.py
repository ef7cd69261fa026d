# int() and float() of Unicode digits and spaces, and the repr of the text in their error messages (non-printable characters escaped)
for s in ["\u0663\u0664", "\uff11\uff10", "\U0001d7ce\U0001d7ff", "\u0e53", "\U0001e950\U0001e959", "\u3000\u0661\u3000", "\u2007-7\u205f", "\u0085 7 \u2029", "\u00a0\u0967\u0968"]:
    print(ascii(s), int(s), float(s))
print(float("\u0661\u0662.\u0665e\u0661"), int("\u0661_\u0662"), int("\u0664\u0662", 8))
for s in ["\u0378", "1\u00ad", "\U000e0001", "\u2066x", "\u0600", "\U0001f600!", "\U0010ffff", "\ue000", "\u061c", "\u1680x", "x\u180e", "\u2028x", "\ufeff1", "\ufff9", "\u200b7", "\u00b2", "\u2155", "\u0300", "\u00e9\u00e8", "\U000f0000"]:
    for f in (int, float):
        try:
            print(f(s))
        except ValueError as e:
            print(ascii(str(e)))
