# a Color class: hex parsing classmethod, RGB/HSL properties, blending with operators, named colors
class Color:
    NAMED = {}
    def __init__(self, r, g, b):
        for v in (r, g, b):
            if not 0 <= v <= 255:
                raise ValueError(f"channel out of range: {v}")
        self.rgb = (r, g, b)

    @classmethod
    def from_hex(cls, text):
        text = text.lstrip("#")
        if len(text) == 3:
            text = "".join(c * 2 for c in text)
        if len(text) != 6:
            raise ValueError(f"bad hex color {text!r}")
        return cls(*(int(text[i:i + 2], 16) for i in (0, 2, 4)))

    @property
    def hex(self):
        return "#{:02x}{:02x}{:02x}".format(*self.rgb)

    @property
    def luminance(self):
        r, g, b = (c / 255 for c in self.rgb)
        return round(0.2126 * r + 0.7152 * g + 0.0722 * b, 4)

    def __add__(self, other):
        return Color(*((a + b) // 2 for a, b in zip(self.rgb, other.rgb)))

    def __invert__(self):
        return Color(*(255 - c for c in self.rgb))

    def __eq__(self, other):
        return isinstance(other, Color) and self.rgb == other.rgb

    __hash__ = lambda self: hash(self.rgb)

    def __repr__(self):
        name = next((n for n, c in Color.NAMED.items() if c == self), None)
        return f"Color({self.hex}{', ' + name if name else ''})"

Color.NAMED.update(red=Color(255, 0, 0), white=Color(255, 255, 255), black=Color(0, 0, 0))
red = Color.from_hex("#f00")
print(red, ~red, red + Color.NAMED["white"], Color.from_hex("1e90ff"), Color.from_hex("1e90ff").luminance)
print(~Color.NAMED["white"], red == Color(255, 0, 0), len({red, Color(255, 0, 0)}))
for bad in ("#12345", "zzzzzz"):
    try:
        Color.from_hex(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    Color(300, 0, 0)
except ValueError as e:
    print("ValueError:", e)
