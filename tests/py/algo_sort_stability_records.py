# Multi-key sorting of records: stable sorts by successive keys, dataclass(order=True), itemgetter ties
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter


@dataclass(order=True)
class Employee:
    sort_index: tuple = field(init=False, repr=False)
    dept: str
    name: str
    salary: int
    age: int

    def __post_init__(self):
        self.sort_index = (self.dept, -self.salary, self.name)


staff = [
    Employee("eng", "zoe", 120, 31), Employee("ops", "amy", 90, 45), Employee("eng", "bob", 120, 28),
    Employee("eng", "cat", 95, 39), Employee("ops", "dan", 90, 33), Employee("hr", "eve", 70, 52),
    Employee("hr", "fay", 85, 29),
]
for e in sorted(staff):
    print(e)
by_age = sorted(staff, key=attrgetter("age"))
by_dept_then_age = sorted(by_age, key=attrgetter("dept"))
print([(e.dept, e.age) for e in by_dept_then_age])
rows = [(e.name, e.dept, e.salary) for e in staff]
print(sorted(rows, key=itemgetter(2, 0), reverse=True))
print(sorted(rows, key=itemgetter(1)))
ranked = sorted(staff, key=lambda e: e.salary, reverse=True)
rank, prev, out = 0, None, []
for i, e in enumerate(ranked, 1):
    if e.salary != prev:
        rank, prev = i, e.salary
    out.append((rank, e.name, e.salary))
print(out)
print(max(staff, key=attrgetter("salary", "age")).name, min(staff).name, Employee("a", "b", 1, 2) < Employee("a", "b", 2, 2))
