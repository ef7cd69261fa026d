# bytes.join of a non-iterable says 'can only join an iterable', as str.join
for f in [lambda: ",".join(5), lambda: b",".join(5), lambda: ",".join(None), lambda: bytearray(b",").join(3)]:
    try: f()
    except TypeError as e: print(e)
print(b"-".join([b"a", bytearray(b"b")]), b"".join(x for x in [b"q"]), bytearray(b",").join([b"1", b"2"]))
