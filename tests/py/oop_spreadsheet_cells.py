# spreadsheet cells with formulas as lambdas, dependency-driven recalculation and cycle detection
class CycleError(Exception):
    pass

class Sheet:
    def __init__(self):
        self.values = {}
        self.formulas = {}
        self._evaluating = []

    def __setitem__(self, name, value):
        if callable(value):
            self.formulas[name] = value
            self.values.pop(name, None)
        else:
            self.formulas.pop(name, None)
            self.values[name] = value
        self._invalidate()

    def _invalidate(self):
        for n in self.formulas:
            self.values.pop(n, None)

    def __getitem__(self, name):
        if name in self.values:
            return self.values[name]
        if name not in self.formulas:
            raise KeyError(f"empty cell {name}")
        if name in self._evaluating:
            chain = self._evaluating[self._evaluating.index(name):] + [name]
            raise CycleError(" -> ".join(chain))
        self._evaluating.append(name)
        try:
            result = self.formulas[name](self)
        finally:
            self._evaluating.pop()
        self.values[name] = result
        return result

s = Sheet()
s["A1"] = 10
s["A2"] = 32
s["A3"] = lambda sh: sh["A1"] + sh["A2"]
s["B1"] = lambda sh: sh["A3"] * 2
s["B2"] = lambda sh: round(sh["B1"] / sh["A1"], 3)
print(s["A3"], s["B1"], s["B2"])
s["A1"] = 4
print(s["A3"], s["B1"], s["B2"])
s["C1"] = lambda sh: sh["C2"] + 1
s["C2"] = lambda sh: sh["C3"] + 1
s["C3"] = lambda sh: sh["C1"] + 1
try:
    s["C1"]
except CycleError as e:
    print("CycleError:", e)
try:
    s["Z9"]
except KeyError as e:
    print("KeyError:", e)
print(sorted(s.values), s._evaluating)
