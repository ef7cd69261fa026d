# textwrap: dedent of docstring-like text, indent with predicates, fill of paragraphs
import textwrap
doc = """
    Summary line.

        Indented block
    \tTabbed
    Back.
"""
print(repr(textwrap.dedent(doc)))
print(textwrap.dedent("""\
    def f():
        return 1
"""))
print(repr(textwrap.dedent("no indent\n  some")), repr(textwrap.dedent("")), repr(textwrap.dedent("   \n  x\n")))
text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
for w in (10, 20, 40, 80):
    print(w, textwrap.wrap(text, w))
print(textwrap.indent(textwrap.fill(text, 30), "    "))
print(textwrap.indent("a\n\n  b\n", "# ", lambda l: l.strip() != "b"))
print(textwrap.shorten(text, 40), "|", textwrap.shorten("short", 40))
print(textwrap.wrap("élan vital über café naïve résumé", 10))
