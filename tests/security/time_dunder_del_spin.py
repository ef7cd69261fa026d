# args: --timeout 0.5
# a spinning __del__ (finalizers must never run without limits)
class D:
    def __del__(self):
        while True:
            pass
for i in range(100):
    D()
while True:
    pass
