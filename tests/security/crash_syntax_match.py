# cpython: same
# match statements
print('first')
match 1:
    case 1:
        print('one')
