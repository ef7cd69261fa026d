# args: --max-memory 16M --timeout 10
# list() of an endless generator
def gen():
    while True:
        yield "x" * 100
x = list(gen())
