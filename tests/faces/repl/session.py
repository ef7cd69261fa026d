# moonpy repl on a pipe, against CPython's interactive console (code.InteractiveConsole):
# echo with repr, `_`, blocks ended by a blank line, tracebacks, syntax errors.
1 + 1
_ * 21
x = [1, 2, 3]
x
x.append(4); x
len(x); sum(x)
None
'text'
{'a': (1, 2.5), 'b': None}
print('printed', end='!\n')
for i in range(3):
    i * 10

def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

[fib(n) for n in range(10)]
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f'Point({self.x}, {self.y})'

Point(1, 2)
_
def bad(d):
    return d['missing']

bad({})
1 / 0
if x
    pass
int('abc')
total = 0
for n in x:
    total += n
else:
    total

(1,
 2,
 3)
'''a
b'''
try:
    raise ValueError('boom')
except ValueError as e:
    e

while False:
    pass

_
x ==
for x in
  pass
