import sys
s = "x\ud800y"
print(len(s), ascii(s))
for args in [(s,), ("a", s), ("ab\udc00\udfffc",), ("é", "\ud900")]:
    try:
        print(*args)
    except UnicodeEncodeError as e:
        print(type(e).__name__, e)
try:
    print("a", "b", s, sep="-", end="!\n")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
try:
    sys.stdout.write("ok\ud801\n")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
print("\U0001f600", "fine")
