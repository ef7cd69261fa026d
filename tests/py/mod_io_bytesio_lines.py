# BytesIO reads, iterates and writes lines; readlines(hint) stops once the hint is passed
import io

b = io.BytesIO(b'l1\nl2\nl3\n')
print([x for x in b], b.readline())
b.seek(0)
print(b.readline(1), b.readline(), b.readlines(1), b.read())
b = io.BytesIO(b'a\nb\nc')
print(b.readlines())
b.writelines([b'x', bytearray(b'y')])
print(b.getvalue(), b.truncate(2), b.getvalue(), b.tell(), b.flush(), b.isatty())
s = io.StringIO('a\nbb\nccc\n')
print(s.readlines(2), s.readlines())
s = io.StringIO('a\nbb\nccc\n')
print(s.readlines(1), s.readlines(0))
print(bytearray(b'x\ty\nab\tc').expandtabs(), b'\t'.expandtabs(0), b'a\tb'.expandtabs(tabsize=2), b'12345\t|'.expandtabs(4))
