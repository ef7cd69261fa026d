# sys.setrecursionlimit cannot raise the real depth: deep recursion still ends in RecursionError
import sys
sys.setrecursionlimit(10 ** 9)
def f(n):
    return f(n + 1) + 1
try:
    f(0)
except RecursionError as e:
    print("RecursionError:", e)
print(sys.getrecursionlimit() >= 1000)
