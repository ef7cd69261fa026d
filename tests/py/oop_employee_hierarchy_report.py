# org chart: employees with managers, recursive headcount and cost, sorting and grouping reports
from collections import defaultdict
from operator import attrgetter

class Employee:
    def __init__(self, name, title, salary, manager=None):
        self.name, self.title, self.salary = name, title, salary
        self.reports = []
        self.manager = manager
        if manager:
            manager.reports.append(self)

    def chain(self):
        m, out = self.manager, []
        while m:
            out.append(m.name)
            m = m.manager
        return out

    def headcount(self):
        return 1 + sum(r.headcount() for r in self.reports)

    def cost(self):
        return self.salary + sum(r.cost() for r in self.reports)

    def print_tree(self, indent=0):
        print(f"{'  ' * indent}{self.name} ({self.title}, {self.salary:,})")
        for r in sorted(self.reports, key=attrgetter("name")):
            r.print_tree(indent + 1)

ceo = Employee("Ada", "CEO", 300000)
cto = Employee("Linus", "CTO", 250000, ceo)
cfo = Employee("Grace", "CFO", 240000, ceo)
devs = [Employee(n, "Engineer", s, cto) for n, s in [("Ken", 150000), ("Dennis", 155000), ("Bjarne", 140000)]]
intern = Employee("Tim", "Intern", 40000, devs[0])
acct = Employee("Luca", "Accountant", 90000, cfo)
ceo.print_tree()
print(ceo.headcount(), f"{ceo.cost():,}", f"{cto.cost():,}", intern.chain())
everyone = [ceo, cto, cfo, *devs, intern, acct]
by_title = defaultdict(list)
for e in everyone:
    by_title[e.title].append(e.name)
print(dict(sorted(by_title.items())))
top3 = sorted(everyone, key=attrgetter("salary"), reverse=True)[:3]
print([e.name for e in top3])
print(max(everyone, key=lambda e: len(e.reports)).name, [e.name for e in everyone if not e.reports])
avg = {t: round(sum(e.salary for e in everyone if e.title == t) / len(ns)) for t, ns in by_title.items()}
print(avg["Engineer"], sorted(avg, key=avg.get)[0])
