# difflib and shlex at their edges: unhashable items, mixed sequence types, positional flags, exhausted generators
import difflib, shlex, io
for f in [lambda: difflib.SequenceMatcher(None, [[1]], [[1]]).ratio(),
          lambda: difflib.SequenceMatcher(None, "abc", [1, 2]).ratio(),
          lambda: difflib.SequenceMatcher(None, "abc", "abd", False).ratio(),
          lambda: difflib.SequenceMatcher(isjunk=None, a="abc", b="abc", autojunk=True).ratio(),
          lambda: difflib.SequenceMatcher(None, "abc", "abd").find_longest_match(1),
          lambda: list(difflib.ndiff("ab", "ac")),
          lambda: list(difflib.ndiff([1, 2], [1, 3])),
          lambda: difflib.get_close_matches("abc", "abcd"),
          lambda: shlex.split(io.StringIO("a 'b c'").read()),
          lambda: list(shlex.shlex(io.StringIO("a 'b c'"), posix=True)),
          lambda: shlex.split("a b", True, False),
          lambda: difflib.SequenceMatcher(None, (1, 2, 3), [1, 2, 3]).get_opcodes(),
          lambda: difflib.SequenceMatcher(None, "abc", "abc", autojunk=False).bpopular,
          lambda: difflib.SequenceMatcher(None, [None, 1], [None, 2]).get_matching_blocks(),
          lambda: list(difflib.unified_diff("abc\ndef", "abc\nxyz")),
          lambda: difflib.SequenceMatcher(None, [float("nan")], [float("nan")]).ratio(),
          lambda: difflib.SequenceMatcher(None, "aaa", "aaa").get_grouped_opcodes(0).__next__(),
          lambda: difflib.get_close_matches("a", [5]), lambda: difflib.SequenceMatcher(None, 5, "a").ratio(),
          lambda: difflib.SequenceMatcher(None, "a", 5).ratio(),
          ]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
