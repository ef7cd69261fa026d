# Date-free calendar arithmetic: leap years, day of week, month grid
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)

def days_in_month(y, m):
    if m == 2:
        return 29 if is_leap(y) else 28
    return 30 if m in (4, 6, 9, 11) else 31

def day_of_week(y, m, d):
    # Zeller-like (Sakamoto): 0 = Sunday
    t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + t[m - 1] + d) % 7

def day_of_year(y, m, d):
    return sum(days_in_month(y, k) for k in range(1, m)) + d

NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

def print_month(y, m):
    print(f"{MONTHS[m - 1]} {y}".center(20))
    print(" ".join(n[:2] for n in NAMES))
    start = day_of_week(y, m, 1)
    cells = ["  "] * start + [f"{d:2}" for d in range(1, days_in_month(y, m) + 1)]
    for i in range(0, len(cells), 7):
        print(" ".join(cells[i:i + 7]))

print([y for y in [1900, 2000, 2020, 2023, 2024, 2100] if is_leap(y)])
print(NAMES[day_of_week(2024, 1, 1)], NAMES[day_of_week(2000, 2, 29)], NAMES[day_of_week(1969, 7, 20)])
print(day_of_year(2024, 12, 31), day_of_year(2023, 12, 31), day_of_year(2024, 3, 1))
print_month(2024, 2)
print_month(2023, 10)
fridays_13 = [(y, m) for y in range(2023, 2026) for m in range(1, 13) if day_of_week(y, m, 13) == 5]
print("Friday 13ths:", fridays_13)
def add_days(y, m, d, n):
    while n > 0:
        left = days_in_month(y, m) - d
        if n <= left:
            return y, m, d + n
        n -= left + 1
        y, m, d = (y + 1, 1, 1) if m == 12 else (y, m + 1, 1)
    return y, m, d
print(add_days(2024, 2, 28, 1), add_days(2024, 12, 25, 10), add_days(2023, 1, 31, 365))
