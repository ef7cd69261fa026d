# cpython: same
# Lua keywords that are not Python keywords, as every kind of Python name: each is an ordinary name
do = 'do'
elseif = 'elseif'
end = 'end'
false = 'false'
function = 'function'
goto = 'goto'
local = 'local'
nil = 'nil'
repeat = 'repeat'
then = 'then'
true = 'true'
until = 'until'
print(do, elseif, end, false, function, goto, local, nil, repeat, then, true, until)
def f(do, elseif, end, false, function, goto, local, nil, repeat, then, true, until):
    return [do, elseif, end, false, function, goto, local, nil, repeat, then, true, until]
print(f(*range(12)))
print(f(**{k: i for i, k in enumerate(['do', 'elseif', 'end', 'false', 'function', 'goto', 'local', 'nil', 'repeat', 'then', 'true', 'until'])}))
class C:
    do = 0
    elseif = 1
    end = 2
    false = 3
    function = 4
    goto = 5
    local = 6
    nil = 7
    repeat = 8
    then = 9
    true = 10
    until = 11

print([getattr(C, k) for k in ['do', 'elseif', 'end', 'false', 'function', 'goto', 'local', 'nil', 'repeat', 'then', 'true', 'until']])
o = C()
o.do = 'do'.upper()
o.elseif = 'elseif'.upper()
o.end = 'end'.upper()
o.false = 'false'.upper()
o.function = 'function'.upper()
o.goto = 'goto'.upper()
o.local = 'local'.upper()
o.nil = 'nil'.upper()
o.repeat = 'repeat'.upper()
o.then = 'then'.upper()
o.true = 'true'.upper()
o.until = 'until'.upper()

print(vars(o))
d = dict(do=0, elseif=1, end=2, false=3, function=4, goto=5, local=6, nil=7, repeat=8, then=9, true=10, until=11)
print(d)
lam = lambda do, elseif, end, false, function, goto, local, nil, repeat, then, true, until: do + elseif + end + false + function + goto + local + nil + repeat + then + true + until
print(lam(*range(12)))
print([do for do in range(3)])
