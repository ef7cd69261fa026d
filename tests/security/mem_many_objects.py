# args: --max-memory 16M --timeout 10
# many small instances
class P:
    def __init__(self, i): self.i = i
ps = [P(i) for i in range(10 ** 8)]
