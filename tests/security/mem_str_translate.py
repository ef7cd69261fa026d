# args: --max-memory 16M --timeout 10
# str.translate that expands each character
t = str.maketrans({"a": "b" * 10000})
s = ("a" * 100000).translate(t)
