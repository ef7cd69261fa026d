# decimal: 400 random operations (+ - * / // % sqrt quantize, formats) at random precisions and
# rounding modes, compared digit for digit with CPython
import random
from decimal import Decimal, localcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_FLOOR, ROUND_CEILING, ROUND_HALF_EVEN, ROUND_UP, ROUND_05UP, ROUND_HALF_DOWN
random.seed(7)
def rnd():
    k = random.randint(1, 25)
    digits = "".join(random.choice("0123456789") for _ in range(k))
    e = random.randint(-30, 30)
    s = random.choice(["", "-"])
    return Decimal(f"{s}{digits}E{e}")
modes = [ROUND_HALF_UP, ROUND_DOWN, ROUND_FLOOR, ROUND_CEILING, ROUND_HALF_EVEN, ROUND_UP, ROUND_05UP, ROUND_HALF_DOWN]
out = []
for i in range(400):
    a, b = rnd(), rnd()
    with localcontext() as c:
        c.prec = random.randint(1, 40)
        c.rounding = random.choice(modes)
        r = [a + b, a - b, a * b]
        if b: r.append(a / b)
        try:
            r.append(a // b); r.append(a % b)
        except Exception as e:
            r.append(type(e).__name__)
        if a > 0: r.append(a.sqrt())
        try:
            r.append(a.quantize(Decimal("1E-3")))
        except Exception as e:
            r.append(type(e).__name__)
        r.append(+a)
        r.append(format(a, ".5g")); r.append(format(b, ",.3f") if abs(b.adjusted()) < 25 else "")
        out.append(" ".join(map(str, r)))
print("\n".join(out))
