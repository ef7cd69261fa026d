# Colour conversions in text: hex <-> RGB, named lookups, lighten/darken, contrast ratios, table.
import re

NAMED = {"red": "#ff0000", "teal": "#008080", "gold": "#ffd700", "navy": "#000080", "white": "#ffffff"}

def parse_hex(s):
    s = NAMED.get(s.lower(), s)
    m = re.fullmatch(r"#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", s)
    if not m:
        raise ValueError(f"not a colour: {s!r}")
    h = m.group(1)
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))

def to_hex(rgb):
    return "#" + "".join(f"{max(0, min(255, round(c))):02x}" for c in rgb)

def luminance(rgb):
    def ch(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = map(ch, rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b

def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)

print(f"{'input':<9}{'rgb':<16}{'hex':<9}{'lighter':<9}{'darker':<9}{'vs white':>8}")
for c in ["red", "#0f0", "teal", "gold", "#123456", "navy"]:
    rgb = parse_hex(c)
    light = to_hex(v + (255 - v) * 0.3 for v in rgb)
    dark = to_hex(v * 0.7 for v in rgb)
    print(f"{c:<9}{str(rgb):<16}{to_hex(rgb):<9}{light:<9}{dark:<9}{contrast(rgb, (255, 255, 255)):>8.2f}")
for bad in ["#12", "blue-ish"]:
    try:
        parse_hex(bad)
    except ValueError as e:
        print("ValueError:", e)
