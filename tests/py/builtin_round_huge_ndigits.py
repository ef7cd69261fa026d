# round() with ndigits past 64 bits: as round with any huge ndigits (x itself, or 0)
for x, n in [(1.5, 2**64), (1.5, -2**64), (-1.5, -2**64), (123, 2**64), (123, 10**3), (1.5, 400), (123, -400), (2**70, -10), (1.5, 2**62), (1.5, -2**62)]:
    try: print(x, n, repr(round(x, n)))
    except Exception as e: print(x, n, type(e).__name__, e)
