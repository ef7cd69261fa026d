# splitlines with different line endings and keepends
s = "one\ntwo\r\nthree\rfour\n\nsix\n"
print(s.splitlines())
print(s.splitlines(True))
print(s.split("\n"))
print("".splitlines(), "\n".splitlines(), "x".splitlines(), "x\n".splitlines(keepends=True))
print("a\x0bb\x0cc\x1cd\u2028e".splitlines())
text = """first line
  second line

fourth"""
for i, line in enumerate(text.splitlines(), 1):
    print(i, repr(line))
print(len(text.splitlines()))
