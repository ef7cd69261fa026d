# constants Lua's compiler would fold into another operation: a negative shift count stays an
# error, and x - 0 keeps the sign of a float zero
x, y = 5, -0.0
def attempt(f):
    try:
        print(f())
    except ValueError as e:
        print("ValueError:", e)
attempt(lambda: x << -7)
attempt(lambda: x >> -1)
attempt(lambda: x << 2)
attempt(lambda: 2**70 << -1)
print(y - 0, y - 0.0, y + 0, 0 - y, y * 1, -y - 0, x - 0, True - 0, (y - 0) == 0)
z = -0.0
z -= 0
print(z)
w = 3
try:
    w <<= -2
except ValueError as e:
    print("ValueError:", e)
w <<= 2
print(w, 1 << 0, 8 >> 0, -8 >> 1)
