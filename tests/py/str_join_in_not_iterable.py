class C: pass
for o in [C(), object(), len, 3.5]:
    try: "".join(o)
    except TypeError as e: print(e)
    try: 1 in o
    except TypeError as e: print(e)
class Bad:
    def __iter__(self):
        raise ValueError("boom")
try:
    "".join(Bad())
except ValueError as e:
    print("ValueError", e)
try:
    1 in Bad()
except ValueError as e:
    print("ValueError", e)
