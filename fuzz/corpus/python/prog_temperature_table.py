# Temperature conversion table with formatting
def c_to_f(c):
    return c * 9 / 5 + 32
def f_to_c(f):
    return (f - 32) * 5 / 9
def c_to_k(c):
    return c + 273.15
print(f"{'Celsius':>8} {'Fahrenheit':>11} {'Kelvin':>8}")
print("-" * 29)
for c in range(-40, 101, 20):
    print(f"{c:>8} {c_to_f(c):>11.1f} {c_to_k(c):>8.2f}")
readings = [72.5, 68.0, 75.2, 80.1, 64.4, 91.0, 55.5]
celsius = [round(f_to_c(f), 1) for f in readings]
print(celsius)
avg = sum(celsius) / len(celsius)
print(f"average: {avg:.2f}C, min: {min(celsius)}C, max: {max(celsius)}C")
above = [c for c in celsius if c > avg]
print(f"{len(above)} readings above average: {above}")
def describe(c):
    if c < 0:
        return "freezing"
    elif c < 15:
        return "cold"
    elif c < 25:
        return "mild"
    return "hot"
for c in celsius:
    print(f"{c:6.1f} {describe(c)}")
print(f_to_c(c_to_f(37.0)), c_to_f(-40) == -40)
