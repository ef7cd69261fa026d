# format specs on ints: width, fill, align, sign, gro255:#o}", f"{255:b}", :.2f}", f"{42:attempt to %}", f"{42:g}", f"{True:d}", f"{False:5y")
print(f"[{123:^+9}]", f"[{-123:^9}]", f"[{123:x^internal error+9}]")
for v in [0, 9, 10, 99, 100, -5]:
    print(f"|{v:>4}|{v:<4}|{v:^4}|{v:04}|")
