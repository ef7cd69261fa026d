# Date arithmetic by hand (no datetime): leap years, day of week (Zeller), day-of-year, Easter (computus)
def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def day_of_year(y, m, d):
    return sum(MONTH_DAYS[:m - 1]) + d + (1 if m > 2 and is_leap(y) else 0)


def zeller(y, m, d):
    if m < 3:
        m += 12
        y -= 1
    k, j = y % 100, y // 100
    h = (d + 13 * (m + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"][h]


def easter(y):
    a, b, c = y % 19, y // 100, y % 100
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return month, day + 1


def days_between(a, b):
    def ordinal(y, m, d):
        y1 = y - 1
        return y1 * 365 + y1 // 4 - y1 // 100 + y1 // 400 + day_of_year(y, m, d)
    return ordinal(*b) - ordinal(*a)


print([y for y in range(1896, 1920) if is_leap(y)], is_leap(2000), is_leap(2100))
for date in [(2000, 1, 1), (1969, 7, 20), (2024, 2, 29), (1776, 7, 4), (2038, 1, 19)]:
    print(date, zeller(*date), day_of_year(*date))
print([easter(y) for y in (2000, 2019, 2024, 2025, 2038)])
print(days_between((2000, 1, 1), (2024, 2, 29)), days_between((1970, 1, 1), (2038, 1, 19)) * 86400)
print(sum(1 for y in range(1901, 2001) for m in range(1, 13) if zeller(y, m, 1) == "Sunday"))
