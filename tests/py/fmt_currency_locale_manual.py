def money(x, symbol="$"):
    sign = "-" if x < 0 else ""
    return f"{sign}{symbol}{abs(x):,.2f}"

def euro(x):
    s = f"{x:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".") + " €"

def indian(n):
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join(groups) + "," + tail

for v in [0, 0.005, 0.015, 1, -1234.5, 1234567.891, -0.001, 1e9]:
    print(f"{v!r:>14} {money(v):>18} {euro(v):>18}")
for n in [5, 1234, 123456, 12345678, 1234567890]:
    print(indian(n))
def si(n):
    for unit in ["", "K", "M", "G", "T"]:
        if abs(n) < 1000:
            return f"{n:.1f}{unit}" if unit else f"{n}"
        n /= 1000
    return f"{n:.1f}P"
print([si(x) for x in [999, 1000, 1536, 2_500_000, 7.2e12, 3e18]])
def human_bytes(n):
    for unit in ["B", "KiB", "MiB", "GiB"]:
        if n < 1024:
            return f"{n:.2f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024
    return f"{n:.2f} TiB"
print([human_bytes(x) for x in [0, 1023, 1024, 123456789, 2**40 * 3]])
print(f"{0.1234:.1%}", f"{-0.5:+.0%}", f"{1:%}", f"{12.3456:08.3f}", f"{-12.3456:08.3f}", f"{3:=+6}")
