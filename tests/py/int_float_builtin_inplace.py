class I:
    def __int__(self): return 7
    def __float__(self): return 2.5
class J(int): pass
class F(float): pass
vals = [0, -5, 2**62, 2**63, 10**30, 1.9, -1.9, -0.0, 1e18, 9.3e18, -9.3e18, 1e300, True, False, "12", " -34 ", "+5", "\t7\n", "1_000", "000", "123456789012345678", "1234567890123456789", "99999999999999999999", "٣", "\x1c5", I(), J(5), F(2.5), "3.5", "", "abc", float('nan'), float('inf'), None]
for v in vals:
    for conv in (int, float):
        try:
            r = conv(v)
            print(conv.__name__, "I()" if isinstance(v, I) else repr(v), repr(r), type(r).__name__)
        except Exception as e:
            print(conv.__name__, "I()" if isinstance(v, I) else repr(v), type(e).__name__, e)
print(int(), float(), int("ff", 16), int(x="5") if False else 0)
