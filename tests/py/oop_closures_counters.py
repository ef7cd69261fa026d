# closures with nonlocal: counters, accumulators, bank with private state, late binding pitfall
def make_counter(start=0, step=1):
    count = start
    def increment():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    increment.reset = reset
    return increment

c1 = make_counter()
c2 = make_counter(100, -10)
print(c1(), c1(), c1(), c2(), c2())
c1.reset()
print(c1(), c2())

def make_account(balance):
    def deposit(x):
        nonlocal balance
        balance += x
        return balance
    def withdraw(x):
        nonlocal balance
        if x > balance:
            raise ValueError("insufficient")
        balance -= x
        return balance
    def get():
        return balance
    return {"deposit": deposit, "withdraw": withdraw, "balance": get}

acct = make_account(10)
acct["deposit"](15)
acct["withdraw"](5)
print(acct["balance"]())
try:
    acct["withdraw"](100)
except ValueError as e:
    print("ValueError:", e)

funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])

def averager():
    nums = []
    def add(x):
        nums.append(x)
        return sum(nums) / len(nums)
    return add
avg = averager()
print([avg(x) for x in (10, 20, 30, 40)])
print(avg.__name__, avg.__qualname__)

total = 0
def add_global(n):
    global total
    total += n
for n in range(5):
    add_global(n)
print(total)

def outer():
    x = "outer"
    def middle():
        def inner():
            nonlocal x
            x = "changed by inner"
        inner()
        return x
    return middle(), x
print(outer())
