# a dataset class: rows as dicts, column access, filter/select/sort chaining returning new datasets
class Dataset:
    def __init__(self, rows):
        self.rows = [dict(r) for r in rows]

    def __len__(self):
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __getitem__(self, key):
        if isinstance(key, str):
            return [r.get(key) for r in self.rows]
        if isinstance(key, slice):
            return Dataset(self.rows[key])
        return self.rows[key]

    def where(self, **conds):
        def ok(r):
            for k, v in conds.items():
                if callable(v):
                    if not v(r.get(k)):
                        return False
                elif r.get(k) != v:
                    return False
            return True
        return Dataset(r for r in self.rows if ok(r))

    def select(self, *cols):
        return Dataset({c: r.get(c) for c in cols} for r in self.rows)

    def order_by(self, col, reverse=False):
        return Dataset(sorted(self.rows, key=lambda r: r[col], reverse=reverse))

    def group_count(self, col):
        out = {}
        for r in self.rows:
            out[r[col]] = out.get(r[col], 0) + 1
        return out

    def __repr__(self):
        return f"Dataset({len(self)} rows)"

people = Dataset([
    {"name": "ann", "age": 34, "dept": "eng"}, {"name": "bob", "age": 25, "dept": "ops"},
    {"name": "cy", "age": 41, "dept": "eng"}, {"name": "dee", "age": 29, "dept": "sales"},
    {"name": "eve", "age": 25, "dept": "eng"}])
print(people, people["name"], people[0]["name"], people[1:3])
eng = people.where(dept="eng")
print(eng["name"], eng.where(age=lambda a: a > 30)["name"])
print(people.order_by("age").select("name", "age").rows[:2])
print(people.order_by("age", reverse=True)["name"], people.group_count("dept"))
print(sum(people["age"]) / len(people), max(people, key=lambda r: r["age"])["name"])
