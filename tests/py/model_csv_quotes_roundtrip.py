# Round-trip tricky values through csv.writer/reader: quotes, commas, newlines, empty strings, None.
import csv
import io

rows = [["plain", "with,comma", 'with "quotes"', "multi\nline", "", None, 3.5, -0.0, "trailing space "],
        ["  leading", "tab\there", "semi;colon", "'single'", "\\backslash", "unicode ✓", 10**20, True, "#"]]
for quoting in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL):
    buf = io.StringIO()
    csv.writer(buf, quoting=quoting, lineterminator="\n").writerows(rows)
    text = buf.getvalue()
    print(f"--- quoting={quoting} ---")
    print(text, end="")
    back = list(csv.reader(io.StringIO(text)))
    print([len(r) for r in back], back[0][3] == "multi\nline", back[0][5], back[1][6])
