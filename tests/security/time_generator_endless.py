# args: --timeout 0.5
# an endless generator consumed by sum()
def gen():
    while True:
        yield 1
print(sum(gen()))
