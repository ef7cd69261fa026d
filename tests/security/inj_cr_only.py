# cpython: same
# a source with CR-only line endsx = 2print(x * 21)print(repr('a\rb'))