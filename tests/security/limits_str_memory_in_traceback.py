# args: --max-memory 64M --timeout 10
# an exception's __str__ that passes the memory cap while its traceback is written: the run
# ends with the memory limit (as a spinning __str__ ends with the time limit), not with the
# "<exception str() failed>" placeholder of a __str__ that raised; and __str__ never runs again
n = [0]
class E(Exception):
    def __str__(self):
        n[0] += 1
        print("str call", n[0])
        if n[0] == 1:
            return "x" * (10**9)
        while True:
            pass
raise E()
