# methods of only int or only float raise AttributeError on the other kind (numbers share one method table)
calls = [
    ("(5).hex()", lambda: (5).hex()),
    ("(5).is_integer()", lambda: (5).is_integer()),
    ("(5).fromhex('1')", lambda: (5).fromhex("1")),
    ("(2.5).bit_length()", lambda: (2.5).bit_length()),
    ("(2.5).bit_count()", lambda: (2.5).bit_count()),
    ("(2.5).to_bytes(2, 'big')", lambda: (2.5).to_bytes(2, "big")),
    ("(2.5).__index__()", lambda: (2.5).__index__()),
    ("(2.5).numerator", lambda: (2.5).numerator),
    ("(2.5).denominator", lambda: (2.5).denominator),
    ("(2.5).hex()", lambda: (2.5).hex()),
    ("(2.0).is_integer()", lambda: (2.0).is_integer()),
    ("(6).bit_length()", lambda: (6).bit_length()),
    ("(7).numerator", lambda: (7).numerator),
    ("(5).__float__()", lambda: (5).__float__()),
    ("(2.5).__int__()", lambda: (2.5).__int__()),
    ("(5).conjugate()", lambda: (5).conjugate()),
    ("(5).as_integer_ratio()", lambda: (5).as_integer_ratio()),
    ("(0.75).as_integer_ratio()", lambda: (0.75).as_integer_ratio()),
    ("(True).bit_length()", lambda: (True).bit_length()),
]
for text, f in calls:
    try:
        print(text, "->", repr(f()))
    except AttributeError as e:
        print(text, "-> AttributeError:", e)
x = 12
print(x.bit_length(), hasattr(x, "hex"), hasattr(2.5, "hex"), hasattr(2.5, "bit_length"))
