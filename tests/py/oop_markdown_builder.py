# a fluent builder for Markdown documents: method chaining, nested lists, tables, __str__/__len__
class Markdown:
    def __init__(self):
        self._blocks = []

    def heading(self, text, level=1):
        if not 1 <= level <= 6:
            raise ValueError("heading level must be 1-6")
        self._blocks.append("#" * level + " " + text)
        return self

    def paragraph(self, *sentences):
        self._blocks.append(" ".join(sentences))
        return self

    def bullets(self, items, ordered=False, indent=0):
        lines = []
        for i, item in enumerate(items, 1):
            if isinstance(item, (list, tuple)):
                sub = Markdown().bullets(item, ordered, indent + 1)
                lines.append(str(sub))
                continue
            marker = f"{i}." if ordered else "-"
            lines.append("  " * indent + f"{marker} {item}")
        self._blocks.append("\n".join(lines))
        return self

    def table(self, headers, rows):
        widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
        fmt = lambda r: "| " + " | ".join(str(x).ljust(w) for x, w in zip(r, widths)) + " |"
        lines = [fmt(headers), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
        lines += [fmt(r) for r in rows]
        self._blocks.append("\n".join(lines))
        return self

    def code(self, source, lang=""):
        self._blocks.append(f"```{lang}\n{source}\n```")
        return self

    def __str__(self):
        return "\n\n".join(self._blocks)

    def __len__(self):
        return len(self._blocks)

doc = (Markdown()
       .heading("Report")
       .paragraph("Quarterly numbers.", "All figures in EUR.")
       .heading("Highlights", 2)
       .bullets(["revenue up", ["eu: +4%", "us: +9%"], "costs flat"])
       .bullets(["plan", "build", "ship"], ordered=True)
       .table(["region", "q1", "q2"], [["eu", 10, 12], ["us", 7, 9], ["asia", 3, 11]])
       .code("print('hi')", "python"))
print(doc)
print(len(doc), str(doc).count("\n"))
try:
    Markdown().heading("x", 7)
except ValueError as e:
    print("ValueError:", e)
