# is* predicates
tests = ["abc", "ABC", "Abc", "123", "12.5", "abc123", "", " ", "\t\n", "Hello World",
         "hello world", "x_y", "_id", "2x", "²", "ñ", "a b"]
for t in tests:
    print(repr(t), t.isalpha(), t.isdigit(), t.isdecimal(), t.isnumeric(), t.isalnum(),
          t.isspace(), t.isupper(), t.islower(), t.istitle(), t.isidentifier(), t.isascii())
print("Hello123".isprintable(), "a\nb".isprintable())
