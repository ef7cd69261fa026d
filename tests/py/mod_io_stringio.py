# io.StringIO: writes, print(file=), reads, lines, seek/tell/truncate in code points, closed errors
import io
buf = io.StringIO()
buf.write("hello ")
print("world", file=buf)
print("a", "b", sep="-", end="!\n", file=buf)
print(repr(buf.getvalue()), buf.tell())
s = io.StringIO("line1\nline2\nlast")
print(s.readline(), s.read(3), s.readlines(), s.read(), s.tell())
s.seek(0); print([l for l in s])
s = io.StringIO("héllo wörld")
print(s.read(3), s.tell(), s.read(), s.tell())
s.seek(2); s.write("XY"); print(s.getvalue(), s.tell())
s.seek(20); s.write("!"); print(repr(s.getvalue()))
s.truncate(4); print(repr(s.getvalue()), s.tell())
with io.StringIO() as f:
    f.write("x")
    print(f.closed)
print(f.closed)
for bad in [lambda: f.write("y"), lambda: io.StringIO().write(5), lambda: io.StringIO().seek(-1), lambda: io.StringIO().seek(1, 1), lambda: io.StringIO(3)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.StringIO(), io.IOBase), io.SEEK_END)
w = io.StringIO(); w.writelines(["a\n", "b\n"]); print(w.getvalue().splitlines())
