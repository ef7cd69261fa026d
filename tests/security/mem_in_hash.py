# args: --max-memory 16M --timeout 10
# memory spent in __hash__ during a dict insert
class H:
    def __hash__(self):
        return len("h" * (10 ** 10))
d = {H(): 1}
