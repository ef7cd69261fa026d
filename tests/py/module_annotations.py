# a module that annotates names at its top level (in blocks too, not in functions or classes)
# has __annotations__, in order, with the annotations evaluated (strings under the future import)
from typing import List, Optional
print("start", __annotations__)
x: int
y: List[int] = [1]
if True:
    n: "int" = 5
for i in range(1):
    m: Optional[str]
class A:
    q: int
def f():
    loc: int = 1
    return loc
f()
try:
    print(x)
except NameError as e:
    print(e)
print(__annotations__, y, n, A.__annotations__)
__annotations__["extra"] = float
print(list(__annotations__))
