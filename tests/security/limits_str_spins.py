# args: --timeout 1
# F1: an exception whose __str__ spins while the traceback is formatted: the time limit holds
class Spin(Exception):
    def __str__(self):
        while True: pass
raise Spin()
