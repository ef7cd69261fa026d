# strptime %U and %W: week numbers (Sunday- or Monday-first) give the date together with a weekday, as CPython's _calc_julian_from_U_or_W.
from datetime import datetime
for text, fmt in [("2024 10", "%Y %U"), ("2024 10 1", "%Y %U %w"), ("2024 10 Mon", "%Y %W %a"), ("2024 00 0", "%Y %U %w"), ("2023 00 Sun", "%Y %W %a"),
                  ("2024 52 6", "%Y %U %w"), ("2021 00 Mon", "%Y %W %a"), ("2024 54 1", "%Y %U %w"), ("2024-W09-5", "%Y-W%W-%w"), ("2026 01 Thu", "%Y %U %a")]:
    try:
        d = datetime.strptime(text, fmt)
        print(f"{text!r:16} {fmt!r:14} -> {d:%Y-%m-%d %a} {d.strftime('%U %W')}")
    except ValueError as e:
        print(f"{text!r:16} {fmt!r:14} -> ValueError: {e}")
