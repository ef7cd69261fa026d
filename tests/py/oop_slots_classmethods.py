# __slots__, classmethod alternative constructors and staticmethod validators
class Date:
    __slots__ = ("year", "month", "day")
    DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

    def __init__(self, year, month, day):
        if not Date.is_valid(year, month, day):
            raise ValueError(f"invalid date {year}-{month}-{day}")
        self.year, self.month, self.day = year, month, day

    @staticmethod
    def is_leap(year):
        return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)

    @staticmethod
    def is_valid(y, m, d):
        if not 1 <= m <= 12:
            return False
        limit = 29 if m == 2 and Date.is_leap(y) else Date.DAYS[m - 1]
        return 1 <= d <= limit

    @classmethod
    def from_iso(cls, text):
        y, m, d = map(int, text.split("-"))
        return cls(y, m, d)

    @classmethod
    def from_ordinal_day(cls, year, n):
        m = 1
        while True:
            dim = 29 if m == 2 and cls.is_leap(year) else cls.DAYS[m - 1]
            if n <= dim:
                return cls(year, m, n)
            n -= dim
            m += 1

    def __repr__(self):
        return f"{type(self).__name__}({self.year:04d}-{self.month:02d}-{self.day:02d})"

class BusinessDate(Date):
    __slots__ = ()

print(Date.from_iso("2024-02-29"), Date.from_ordinal_day(2023, 100), Date.from_ordinal_day(2024, 366))
print(BusinessDate.from_iso("1999-12-31"), type(BusinessDate.from_ordinal_day(2000, 60)).__name__)
print([y for y in (1900, 2000, 2023, 2024) if Date.is_leap(y)])
d = Date(2020, 5, 17)
print(d.__slots__, hasattr(d, "__dict__"))
try:
    d.hour = 3
except AttributeError as e:
    print("AttributeError:", e)
for text in ("2023-02-29", "2023-13-01", "2023-04-31"):
    try:
        Date.from_iso(text)
    except ValueError as e:
        print("ValueError:", e)
d.day = 18
print(d, d.is_leap(2020))
