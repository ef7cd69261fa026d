# args: --timeout 0.5
# SystemExit whose code object spins when converted
class C:
    def __str__(self):
        while True:
            pass
    def __repr__(self):
        while True:
            pass
raise SystemExit(C())
