# args: --max-memory 16M --timeout 2
# str.translate that expands each character
t = str.maketrans({"a": "b" * 10000})
s = ("a" * 100000).translate(t)
