# __del__ runs when CPython's reference counts would free the object: at `del` of its last
# name, when a name is bound to something else, when a function's locals go (print(f()) shows
# them gone first), when its owner goes (its attributes after it), and at the program's end
# in the order the module's names were bound (they never ran: finalizers were not called)
class DatabaseConnection:
    active = 0

    def __init__(self, name):
        self.name = name
        DatabaseConnection.active += 1
        print(f"[{self.name}] connected (active={DatabaseConnection.active})")

    def query(self, sql):
        return f"{self.name}: {sql}"

    def __del__(self):
        DatabaseConnection.active -= 1
        print(f"[{self.name}] disconnected (active={DatabaseConnection.active})")


class Pool:
    def __init__(self, n):
        self.conns = [DatabaseConnection(f"conn{i}") for i in range(n)]

    def __del__(self):
        print("pool shutting down")


def run_query():
    first = DatabaseConnection("temp1")
    second = DatabaseConnection("temp2")
    return first.query("SELECT 1") + " / " + second.query("SELECT 2")


print(run_query())
print("active after function:", DatabaseConnection.active)

main = DatabaseConnection("main")
alias = main
del main
print("main deleted, alias still holds it:", alias.name)
del alias
print("alias deleted")

pool = Pool(2)
print("pool ready")
pool = None
print("pool released")

cache = {"x": DatabaseConnection("x")}
cache.pop("x")
print("popped")


class Broken:
    def __del__(self):
        raise ValueError("ignored, as CPython ignores it")


b = Broken()
del b
print("after a failing __del__")


def numbers():
    try:
        yield 1
    finally:
        print("generator closed, active =", DatabaseConnection.active)


gen = numbers()
next(gen)
keep1 = DatabaseConnection("keep1")
keep2 = DatabaseConnection("keep2")
print("program ending, active =", DatabaseConnection.active)
