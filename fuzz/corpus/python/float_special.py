# inf, nan and negative zero
inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, float("-inf"), float("Infinity"), float("-nan"))
print(repr(inf), str(nan), [inf, nan])
print(inf + 1, inf - inf, inf * 0, -inf * -1)
print(inf > 1e308, -inf < -1e308, inf == inf)
print(nan == nan, nan != nan, nan < 1, nan > 1)
print(-0.0, 0.0, -0.0 == 0.0, repr(-0.0), str(-0.0))
print(0.0 * -1, -0.0 + 0.0, -0.0 * -1, abs(-0.0))
print(1 / inf, -1 / inf)
print(round(-0.4), round(-0.5), round(-0.6))
print(round(-0.4, 1), round(-0.04, 1))
import math
print(math.isinf(inf), math.isnan(nan), math.isfinite(1.0), math.isfinite(inf))
print(math.copysign(1, -0.0), math.copysign(1, 0.0))
print(max(1, inf), min(-inf, 0))
try:
    int(inf)
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(nan)
except ValueError as e:
    print("ValueError:", e)
print(float("  3.5  "), float("-2"), float("1_000.5"))
try:
    float("abc")
except ValueError as e:
    print("ValueError:", e)
