tests = r'''
"a b c".split(None, 0), "a b c".split(" ", -1), " a  b ".split(None, 1), "a,b,".split(","), ",".split(",")
"l1\x0bl2\x0cl3\x1cl4\x1dl5\x1el6\x85l7\u2028l8\u2029l9\r\nl10\rl11".splitlines()
"\u3000\xa0 x \t\n\x1c".strip(), "\x1c\x1d\x1e\x1f".isspace(), "\u200b".isspace(), " \xa0".isspace()
"3rd place 2nd-best o'clock".title(), "hELLO wORLD".capitalize(), "ǆemal".title(), "ß".title(), "ﬁre".title()
"a\tb\nc\td".expandtabs(), "\t".expandtabs(0), "ab\tc".expandtabs(3)
"abc".center(8, "-"), "abcd".center(7, "-"), "".center(3, "x"), "x".rjust(0)
[1, 2, 3][::-1], [1, 2, 3, 4, 5][-2::-2], list(range(10))[8:2:-3], "hello"[::-1][1:3]
"%-5s|%5s|%.1s" % ("abcdefg", "ab", "xyz"), "%3c|" % "x", "%%%d%%" % 50
str(123456789012345678901234567890), str(-0), int("-0"), int("000123"), int("0")
"İstanbul".lower(), "ΣΑΣ".lower(), "ΌΣΟΣ".lower(), "ﬀ".upper(), "ŉ".upper()
"aAbB".swapcase(), "ß".swapcase(), "Ǆ".swapcase()
"x".join(["a", "b", "c"]), "".join(reversed("abc")), "-".join(str(i) for i in range(3))
"Hello".find("l", -2), "Hello".find("", 10), "Hello".rfind(""), "Hello".count(""), "".count("")
"a-b-c".replace("-", "", 1), "aaa".replace("a", "aa"), "".replace("", "x"), "abc".replace("", "-", 2)
"Mississippi".partition("ss"), "Mississippi".rpartition("ss"), "abc".split("b", 5)
"%s" % (1,), "%s" % [1], "%(a)s %(a)r" % {"a": "x"}, "%5.1f%%" % 99.44
"tab\there".ljust(12, "."), "{:^9}".format("mid"), "{:*<6}".format(12)
'''
for line in tests.strip().splitlines():
    try:
        print(repr(eval(line)))
    except Exception as e:
        print("EXC", line, "|", type(e).__name__, e)
lst = [1, 2, 3, 4, 5, 6]
for stmt in ["lst[::2] = [9, 9]", "lst[::2] = [7, 8, 9]", "del lst[::-2]", "lst.insert(-100, 0)", "lst.insert(100, 99)", "lst[1:3] = 'ab'", "lst[10:] = [5]", "lst[:0] = [-1]"]:
    try:
        exec(stmt)
        print(stmt, "->", lst)
    except Exception as e:
        print(stmt, "!", type(e).__name__, e)
