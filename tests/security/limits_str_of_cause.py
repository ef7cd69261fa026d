# args: --timeout 3
# F1: a chained cause whose __str__ raises; its __str__ would allocate past the cap and spin:
# the traceback says <exception str() failed>, and no user code runs with the limits off
class Payload(Exception):
    def __str__(self):
        s = [str(i) * 100_000_000 for i in range(14)]
        while True: pass
class Bad(Exception):
    def __str__(self): raise Payload()
try:
    raise Bad()
except Bad as b:
    raise ValueError('v') from b
