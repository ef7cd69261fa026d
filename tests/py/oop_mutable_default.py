# the mutable default argument pitfall and its fixes
def append_bad(item, bucket=[]):
    bucket.append(item)
    return bucket

def append_good(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket

print(append_bad(1), append_bad(2), append_bad(3))
print(append_good(1), append_good(2))
print(append_bad.__defaults__, append_good.__defaults__)

class Student:
    def __init__(self, name, grades=[]):
        self.name = name
        self.grades = grades

s1 = Student("a")
s2 = Student("b")
s1.grades.append(90)
print(s2.grades, s1.grades is s2.grades)

class FixedStudent:
    def __init__(self, name, grades=None):
        self.name = name
        self.grades = list(grades) if grades else []
f1, f2 = FixedStudent("a"), FixedStudent("b", (70, 80))
f1.grades.append(90)
print(f1.grades, f2.grades)

class Registry:
    items = []
    def add(self, x):
        self.items.append(x)
r1, r2 = Registry(), Registry()
r1.add("shared!")
print(r2.items, Registry.items)

def counter(n, _cache={}):
    _cache[n] = _cache.get(n, 0) + 1
    return dict(_cache)
print(counter("a"), counter("b"), counter("a"))

import time as _unused  # noqa: imports are fine, nothing reads the clock
def default_evaluated_once(x=len("abc") * 2):
    return x
print(default_evaluated_once(), default_evaluated_once(1))
