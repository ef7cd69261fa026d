# args: --timeout 0.5
# the same through a method, a caught exception that is re-raised, and a generator
class A:
    def m(self, n):
        return self.m(n + 1)
def g():
    while True:
        try:
            A().m(0)
        except RecursionError as e:
            yield e
for e in g():
    try:
        raise e
    except RecursionError:
        continue
