# Horizontal and vertical text bar charts with scaling, labels and value annotations.
DATA = {"Mon": 12, "Tue": 30, "Wed": 7, "Thu": 22, "Fri": 41, "Sat": 3, "Sun": 0}

def hbar(data, width=30, char="▇"):
    peak = max(data.values()) or 1
    label_w = max(map(len, data))
    for k, v in data.items():
        n = round(v / peak * width)
        print(f"{k:>{label_w}} │{char * n}{' ' if n else ''}{v}")

def vbar(data, height=6):
    peak = max(data.values()) or 1
    levels = [round(v / peak * height) for v in data.values()]
    for row in range(height, 0, -1):
        print("".join(" ## " if lvl >= row else "    " for lvl in levels))
    print("".join(f"{k:^4}" for k in data))
    print("".join(f"{v:^4}" for v in data.values()))

hbar(DATA)
print()
vbar(DATA)
print()
hbar({"a": 0, "b": 0}, width=10, char="#")
