# a number glued to a name or keyword: 1if, 0x1for, 1else (CPython warns but runs some)
x = [1 if 1else 0]
print(x)
y = 0x1for_ = 2
