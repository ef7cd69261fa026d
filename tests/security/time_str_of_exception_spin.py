# args: --timeout 0.5
# a spinning __str__ of an uncaught exception
class E(Exception):
    def __str__(self):
        while True:
            pass
raise E()
