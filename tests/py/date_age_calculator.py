from datetime import date

def age_on(birth, on):
    years = on.year - birth.year - ((on.month, on.day) < (birth.month, birth.day))
    return years

people = [("Alice", date(1990, 5, 17)), ("Bob", date(2000, 2, 29)), ("Carol", date(1985, 12, 31)), ("Dan", date(2010, 3, 15))]
ref = date(2024, 3, 15)
for name, bd in people:
    a = age_on(bd, ref)
    try:
        next_bd = bd.replace(year=ref.year)
    except ValueError as e:
        print("  replace failed:", e)
        next_bd = date(ref.year, 3, 1)
    if next_bd < ref:
        try:
            next_bd = next_bd.replace(year=ref.year + 1)
        except ValueError:
            next_bd = date(ref.year + 1, 3, 1)
    print(f"{name}: born {bd:%d/%m/%Y} ({bd.strftime('%A')}), age {a}, next birthday {next_bd} in {(next_bd - ref).days} days")
print(max(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (p[1].month, p[1].day)))
print(date(2000, 2, 29).isocalendar(), date(2024, 12, 30).isocalendar())
print(date(2024, 1, 1).weekday(), date(2024, 1, 1).isoweekday(), date(2024,1,1).ctime())
