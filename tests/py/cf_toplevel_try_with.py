# break/continue of loops inside try/with bodies at module level, in class bodies and in
# functions: each must leave or continue the innermost loop, as CPython does
class CM:
    def __init__(self, name): self.name = name
    def __enter__(self): print("enter", self.name); return self
    def __exit__(self, *exc): print("exit", self.name); return False

# inner loop in a try body
for n in range(3):
    try:
        for k in range(5):
            if k == 1:
                break
            print("k", k)
    except ValueError:
        pass
    print("outer", n)

# continue of an inner loop in try
total = 0
for i in range(3):
    try:
        for j in range(4):
            if j == 2:
                continue
            total += j
    except KeyError:
        pass
print("total", total)

# inner loop in a with body
for i in range(2):
    with CM(i):
        for j in range(3):
            if j == 1:
                break
    print("i", i)

# break of the outer loop from inside the try (crossing the closure)
for i in range(5):
    try:
        if i == 2:
            break
        print("try", i)
    finally:
        print("finally", i)
print("after", i)

# continue of the outer loop from the except handler
for i in range(4):
    try:
        if i % 2:
            raise ValueError(i)
    except ValueError as e:
        print("odd", e)
        continue
    print("even", i)

# nested try blocks, inner loop between them
for a in range(2):
    try:
        for b in range(3):
            try:
                if b == 1:
                    continue
                if b == 2:
                    break
                print("ab", a, b)
            finally:
                print("fin", a, b)
    except Exception:
        pass
    print("a done", a)

# while/else with a try inside
n = 0
while n < 5:
    n += 1
    try:
        if n == 3:
            break
    except Exception:
        pass
else:
    print("no break")
print("n", n)

found = None
for x in [3, 8, 12, 5]:
    with CM("scan"):
        for d in range(2, x):
            if x % d == 0:
                break
        else:
            found = x
            break
print("first prime", found)

# a loop in a class body
class Table:
    rows = []
    for r in range(3):
        try:
            for c in range(3):
                if c > r:
                    break
                rows.append((r, c))
        except Exception:
            pass
print(Table.rows)

# in a function, through with and try, with return
def search(grid, target):
    for r, row in enumerate(grid):
        with CM("row%d" % r):
            try:
                for c, v in enumerate(row):
                    if v == target:
                        return (r, c)
                    if v < 0:
                        break
            except TypeError:
                continue
    return None
print(search([[1, 2], [-1, 9], [3, 9]], 9))
print(search([[1, "x"], [5]], 5))

# generator: yield inside try inside a loop, break after
def gen():
    for i in range(10):
        try:
            if i == 3:
                break
            yield i
        finally:
            print("gen fin", i)
print(list(gen()))
