# Format a changelog with bullets and hanging indents using TextWrapper, with numbered sub-items.
import textwrap

CHANGES = {
    "Added": ["Support for reading configuration from environment variables, including nested keys separated by double underscores.",
              "A --dry-run flag."],
    "Fixed": ["Crash when the input file was empty or contained only whitespace characters at the very end of the stream.",
              "Off-by-one error in pagination", "Typos"],
}

def render(changes, width=56):
    out = []
    for section, items in changes.items():
        out.append(f"## {section}")
        for i, item in enumerate(items, 1):
            w = textwrap.TextWrapper(width=width, initial_indent=f"  {i}. ", subsequent_indent=" " * 5)
            out.extend(w.wrap(item))
        out.append("")
    return "\n".join(out)

print(render(CHANGES))
print(render(CHANGES, width=36))
note = textwrap.dedent("""\
    Note:
        indented block
    end""")
print(textwrap.indent(note, "| "))
