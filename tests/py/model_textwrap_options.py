# textwrap.TextWrapper options: break_long_words, break_on_hyphens, max_lines, tabs, drop_whitespace.
import textwrap

long_word = "A URL like https://example.com/a/very/long/path/that/never/ends is hard to wrap nicely."
for blw in (True, False):
    w = textwrap.TextWrapper(width=20, break_long_words=blw)
    print(f"break_long_words={blw}:")
    for line in w.wrap(long_word):
        print(f"  [{line}]")
hy = "A well-known, state-of-the-art, long-term solution."
print(textwrap.wrap(hy, 12))
print(textwrap.wrap(hy, 12, break_on_hyphens=False))
story = "Once upon a time there was a small program that wanted to be wrapped into neat lines of text."
print(textwrap.wrap(story, 25, max_lines=2))
print(textwrap.wrap(story, 25, max_lines=3, placeholder=" [more]"))
print(textwrap.wrap("col1\tcol2\tcol3 and more words here", 16, tabsize=4))
print(textwrap.wrap("   leading and trailing   ", 10, drop_whitespace=False))
print(textwrap.wrap("one  two   three", 9, replace_whitespace=True))
print(textwrap.fill("short", 40), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
tw = textwrap.TextWrapper(width=30, initial_indent="1. ", subsequent_indent="   ", fix_sentence_endings=True)
print(tw.fill("This is item one. It has two sentences. And a third?  Yes."))
print(textwrap.indent("line1\n\nline3\n", "+ ", predicate=lambda l: True))
print(textwrap.dedent("  a\n    b\n  c"), textwrap.dedent("\t x\n\t y"))
print(textwrap.shorten("The  quick brown   fox", 15), textwrap.shorten("ab", 10))
try:
    textwrap.wrap("text", 0)
except ValueError as e:
    print("ValueError:", e)
