# print follows sys.stdout when the program assigns it (a StringIO, an object with write, None); the
# original stream's own write and print(file=sys.__stdout__) still reach the output; print writes
# its pieces one write each, as CPython's
import sys, io
old = sys.stdout
buf = io.StringIO()
sys.stdout = buf
print('captured')
sys.stdout = old
print('got', repr(buf.getvalue()))
sys.stdout = sys.__stdout__
print('back')
orig = sys.stdout
sys.stdout = io.StringIO()
print('a'); print('b', end='!'); sys.stdout.write('w')
orig.write('direct\n'); print('to orig', file=orig); print('to dunder', file=sys.__stdout__)
cap = sys.stdout.getvalue(); sys.stdout = orig
print(repr(cap))
class Tee:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s); return len(s)
    def flush(self): pass
t = Tee(); sys.stdout = t; print('x', 1, sep='-'); print(); sys.stdout = sys.__stdout__; print(t.parts)
sys.stdout = None; print('vanish'); sys.stdout = orig; print('ok')
import contextlib
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print('in redirect'); print('orig', file=orig)
print(repr(buf.getvalue()))
def capture(f):
    old, sys.stdout = sys.stdout, io.StringIO()
    try: f(); return sys.stdout.getvalue()
    finally: sys.stdout = old
print(repr(capture(lambda: print('hello', 'world'))))
class W:
    def __init__(self): self.calls = []
    def write(self, s): self.calls.append(s)
w = W()
print('a', 'b', sep='', end='', file=w); print(file=w); print(1, 2, 3, file=w, sep=', ')
print(w.calls)
try: print('x', file=object())
except AttributeError as e: print(e)
del sys.stdout
try: print('lost')
except RuntimeError as e: sys.stdout = sys.__stdout__; print('RuntimeError', e)
