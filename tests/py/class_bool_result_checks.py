# bool() checks what __bool__ and __len__ return
class B:
    def __init__(self, r):
        self.r = r
    def __bool__(self):
        return self.r
class L:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
for obj in (B(True), B(False), B(1), B(None), L(0), L(3), L(-1), L(2.0), L(True)):
    try:
        print(bool(obj), "yes" if obj else "no", not obj)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
