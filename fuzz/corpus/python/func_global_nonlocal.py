# global and nonlocal declarations
counter = 0
def bump():
    global counter
    counter += 1
bump(); bump()
print(counter)
def read_only():
    return counter * 10
print(read_only())
def set_new_global():
    global created_later
    created_later = "made inside"
set_new_global()
print(created_later)
def outer():
    x = 1
    def mid():
        nonlocal x
        x += 10
        def inner():
            nonlocal x
            x *= 2
        inner()
    mid()
    return x
print(outer())
x = "global x"
def shadow():
    x = "local x"
    return x
print(shadow(), x)
def unbound():
    try:
        print(counter)
        counter = 5
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
unbound()
total = 0
for i in range(5):
    total += i
print(total)
def g():
    global total
    total = -1
g()
print(total)
