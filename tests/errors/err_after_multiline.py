# line numbers stay right after multi-line literals, strings and continuations
TEXT = """first line
second line
third line"""
table = {
    "a": 1,
    "b": 2,
    "c": 3,
}
numbers = [1, 2,
           3, 4,
           5]
total = 1 + \
    2 + \
    3
print(len(TEXT), table, numbers, total)


def lookup(key):
    # a comment line

    return table[key]


print(lookup("a"))
print(lookup("d"))
