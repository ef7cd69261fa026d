# args: --max-memory 16M --timeout 10
# memory spent in __del__ (if the runtime runs finalizers)
class D:
    def __del__(self):
        x = "d" * (10 ** 10)
for i in range(1000):
    D()
print("done")
