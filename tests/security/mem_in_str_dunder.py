# args: --max-memory 16M --timeout 10
# memory spent inside __str__ while an error is formatted
class E(Exception):
    def __str__(self):
        return "x" * (10 ** 10)
raise E()
