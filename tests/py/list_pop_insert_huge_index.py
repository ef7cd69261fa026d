# list.pop and list.insert convert their index first: past 64 bits is an OverflowError
for src in ["[].pop(2**64)", "[1].pop(2**64)", "[1].pop(-2**64)", "[].pop('x')", "[].pop(0)", "[1, 2].pop(-3)", "[1, 2].pop(True)",
            "[1].insert(2**64, 0)", "[1].insert(-2**70, 0)", "[1].insert('a', 0)", "[].pop(1.5)"]:
    try:
        l = eval(src); print(src, "->", l)
    except Exception as e:
        print(src, "->", type(e).__name__, e)
l = [1, 2, 3]; l.insert(100, 9); l.insert(-100, 0); print(l, l.pop(), l.pop(0), l.pop(-1), l)
