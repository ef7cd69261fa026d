for s in ["..a,b!..", "", "xx", ",é,", "  ,hi, "]:
    print(repr(s.strip(".,!")), repr(s.lstrip(", ")), repr(s.rstrip(",.")), repr(s.strip("")))
print("ééaéé".strip("é"), "abcba".strip("ab"))
