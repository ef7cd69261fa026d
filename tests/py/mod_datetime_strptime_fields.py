# datetime.strptime matches numeric fields as CPython's regexes do (first alternative that fits),
# whitespace in the format needs whitespace in the data, and the result is checked as a datetime.
from datetime import datetime

cases = [
    ("12:61", "%H:%M"), ("25:00", "%H:%M"), ("2024-03-0110:00", "%Y-%m-%d %H:%M"),
    ("2024-3-1", "%Y-%m-%d"), ("13/01/2024", "%m/%d/%Y"), ("2024  3  1", "%Y %m %d"),
    ("1 2 2024", "%d %m %Y"), ("2024 366", "%Y %j"), ("2023 366", "%Y %j"), ("2023-02-29", "%Y-%m-%d"),
    ("0:0:60", "%H:%M:%S"), ("0:0:59", "%H:%M:%S"), ("07:08 pm", "%I:%M %p"), ("13:08 pm", "%I:%M %p"),
    ("Mar  5 2024", "%b %d %Y"), ("20240301", "%Y%m%d"), ("2024031", "%Y%m%d"), ("245", "%H%M"),
    ("32/01/2024", "%d/%m/%Y"), ("2024-03-01 7", "%Y-%m-%d %w"), ("2024-03-01 9", "%Y-%m-%d %w"),
]
for text, fmt in cases:
    try:
        print(f"{text!r:20} {fmt!r:20} -> {datetime.strptime(text, fmt)}")
    except ValueError as e:
        print(f"{text!r:20} {fmt!r:20} -> ValueError: {e}")
