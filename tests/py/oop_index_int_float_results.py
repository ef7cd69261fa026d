class A:
    def __int__(self): return True
    def __float__(self): return 2.5
    def __index__(self): return 3
class MyInt(int): pass
class MyFloat(float): pass
class B:
    def __int__(self): return MyInt(7)
    def __float__(self): return MyFloat(1.5)
class C:
    def __index__(self): return 4
print(int(A()), float(A()), [0,1,2,3,4][A()], int(B()), type(int(B())).__name__, float(B()), type(float(B())).__name__, int(C()), float(C()), hex(C()), range(C()))
class D:
    def __index__(self): return MyInt(2)
print("abc"[D()], [1,2,3][D()], bin(D()))
class MyInt(int): pass
class D:
    def __index__(self): return MyInt(2)
for f in [lambda: "abc"[D()], lambda: [1,2,3][D()], lambda: bin(D()), lambda: "abc"[MyInt(1)], lambda: [1,2][MyInt(1)], lambda: (1,2)[D()], lambda: range(5)[D()], lambda: "ab" * D(), lambda: "abc"[D():]]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
class MyInt(int): pass
print(bin(MyInt(5)), hex(MyInt(-255)), oct(MyInt(8)), bin(True))
class F:
    def __index__(self): return 2.5
for f in (bin, hex, oct):
    try: f(F())
    except TypeError as e: print(e)
