# textwrap: wrap/fill/shorten/dedent/indent and TextWrapper options, like CPython
import textwrap
s = "The quick brown fox jumps over the lazy dog. A well-known self-evident truth -- is that hyphenated-words wrap nicely at hyphens, supercalifragilisticexpialidocious."
print(textwrap.wrap(s, 20))
print(textwrap.fill(s, 30))
print(textwrap.fill(s, width=25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap(s, 12, break_on_hyphens=False))
print(textwrap.wrap(s, 10, break_long_words=False))
print(textwrap.wrap("a\tb\nc  d   e", 6), textwrap.wrap("   leading and trailing   ", 10), textwrap.wrap("", 5), textwrap.wrap("x" * 25, 10))
print(textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello world!", width=11), textwrap.shorten("Hello world, how are you today", 20, placeholder="..."))
print(textwrap.wrap(s, 30, max_lines=2), textwrap.wrap(s, 30, max_lines=3, placeholder=" (more)"))
print(repr(textwrap.dedent("    hello\n      world\n    !\n")), repr(textwrap.dedent("\thi\n\t  there\n   \n\tend")), repr(textwrap.dedent("  a\n b\n")))
print(repr(textwrap.indent("one\ntwo\n\nthree\n", "> ")), repr(textwrap.indent("a\nb", "+", lambda line: True)))
w = textwrap.TextWrapper(width=15, initial_indent="- ")
print(w.wrap("alpha beta gamma delta epsilon zeta eta theta"), w.fill("one two three four five six"))
w.width = 8
print(w.wrap("alpha beta gamma"))
print(textwrap.wrap("Mr. Smith went. He left! Why? Done.", 12, fix_sentence_endings=True))
try:
    textwrap.wrap("abc", 0)
except ValueError as e:
    print("ValueError:", e)
