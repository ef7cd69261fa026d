# employee hierarchy with payroll, class-level counters and __str__
class Employee:
    _next_id = 1
    raise_pct = 0.03

    def __init__(self, name, salary):
        self.name = name
        self.salary = salary
        self.emp_id = Employee._next_id
        Employee._next_id += 1

    def monthly_pay(self):
        return round(self.salary / 12, 2)

    def apply_raise(self):
        self.salary = int(self.salary * (1 + self.raise_pct))

    def __str__(self):
        return f"#{self.emp_id} {self.name} ({type(self).__name__}) ${self.salary:,}"

class Manager(Employee):
    raise_pct = 0.10

    def __init__(self, name, salary, reports=None):
        super().__init__(name, salary)
        self.reports = reports if reports is not None else []

    def add_report(self, emp):
        if emp not in self.reports:
            self.reports.append(emp)

    def monthly_pay(self):
        return round(super().monthly_pay() + 100 * len(self.reports), 2)

class Engineer(Employee):
    def __init__(self, name, salary, level=1):
        super().__init__(name, salary)
        self.level = level

    def monthly_pay(self):
        return round(super().monthly_pay() * (1 + 0.05 * self.level), 2)

alice = Manager("Alice", 120000)
bob = Engineer("Bob", 95000, level=2)
carol = Engineer("Carol", 105000, level=3)
dan = Employee("Dan", 48000)
for e in (bob, carol, dan):
    alice.add_report(e)
alice.add_report(bob)
staff = [alice, bob, carol, dan]
for e in staff:
    print(e, "->", e.monthly_pay())
for e in staff:
    e.apply_raise()
print("after raises:")
for e in sorted(staff, key=lambda e: e.salary, reverse=True):
    print(" ", e)
print("reports of Alice:", [r.name for r in alice.reports])
payroll = sum(e.monthly_pay() for e in staff)
print(f"monthly payroll: {payroll:,.2f}")
print("next id:", Employee._next_id, Manager._next_id)
print(Manager.raise_pct, Engineer.raise_pct, Employee.raise_pct)
print(Manager.__mro__[1].__name__, Engineer.__bases__[0].__name__)
