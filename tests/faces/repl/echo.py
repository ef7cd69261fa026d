# What the prompt echoes (sys.displayhook): every expression statement at the top level, in
# blocks too, not inside functions or class bodies; `_` follows it, a global `_` shadows it.
1; 2
if True: 'in a block'

with_echo = [n for n in range(3)]
with_echo
def quiet():
    5
    return 6

quiet()
_ + 1
class C:
    7
    def __repr__(self):
        return 'C!'

C()
try:
    1 / 0
except ZeroDivisionError:
    'handled'

True
1.5e16
(1,)
{1, 2, 3}
'quote\'s'
_ = 'mine'
42
_
del _
_
print(repr(None))
class Bad:
    def __repr__(self):
        raise ValueError('no repr')

Bad()
_
