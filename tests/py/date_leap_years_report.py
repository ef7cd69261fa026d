import calendar
from datetime import date, timedelta
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
years = [1900, 2000, 2023, 2024, 2100, 2400]
print([(y, is_leap(y), calendar.isleap(y)) for y in years])
print([y for y in range(1990, 2031) if is_leap(y)])
for y in (2023, 2024):
    d = date(y, 3, 1) - timedelta(days=1)
    print(y, d, d.strftime("%j"), (date(y + 1, 1, 1) - date(y, 1, 1)).days)
fridays13 = [date(2024, m, 13).strftime("%b") for m in range(1, 13) if date(2024, m, 13).weekday() == 4]
print("Friday 13th in 2024:", fridays13)
print(sum(1 for y in range(2000, 2101) for m in range(1, 13) if date(y, m, 13).weekday() == 4))
