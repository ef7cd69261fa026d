# args: --timeout 0.5
# nested yield from chains that never end
def inner():
    while True:
        yield 1
def outer(n):
    if n == 0:
        yield from inner()
    else:
        yield from outer(n - 1)
for x in outer(50):
    pass
