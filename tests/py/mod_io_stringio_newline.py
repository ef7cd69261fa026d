# StringIO's newline argument: None translates \r\n and \r on write, '\r' and '\r\n' replace \n, '' ends lines at any
import io
for nl in [None, '', '\n', '\r', '\r\n']:
    s = io.StringIO('a\r\nb\rc\nd', newline=nl)
    print(repr(nl), repr(s.getvalue()), s.readlines(), s.write('x\ny\r\n'), repr(s.getvalue()))
    s.seek(0); print([l for l in s], s.tell())
s = io.StringIO(newline=None); print(s.write('p\rq'), repr(s.getvalue()), s.tell())
import csv
buf = io.StringIO(newline=''); csv.writer(buf).writerow(['a', 'b']); print(repr(buf.getvalue()))
print(list(csv.reader(io.StringIO('x,y\r\nz,w\r\n', newline=''))))
