from functools import total_ordering
from dataclasses import dataclass, field
from datetime import date, timedelta

@total_ordering
class Book:
    _next_id = 1
    def __init__(self, title, author, year, copies=1):
        self.id = Book._next_id
        Book._next_id += 1
        self.title, self.author, self.year = title, author, year
        self._copies = copies
    @property
    def copies(self):
        return self._copies
    @copies.setter
    def copies(self, v):
        if v < 0:
            raise ValueError(f"copies cannot be negative: {v}")
        self._copies = v
    @classmethod
    def from_string(cls, s):
        title, author, year = [p.strip() for p in s.split("|")]
        return cls(title, author, int(year))
    @staticmethod
    def normalize(t):
        return " ".join(t.lower().split())
    def __repr__(self):
        return f"Book({self.title!r}, {self.author!r}, {self.year})"
    def __str__(self):
        return f"{self.title} by {self.author} ({self.year})"
    def __eq__(self, other):
        if not isinstance(other, Book):
            return NotImplemented
        return (self.title, self.author) == (other.title, other.author)
    def __lt__(self, other):
        return (self.author, self.year) < (other.author, other.year)
    def __hash__(self):
        return hash((self.title, self.author))

@dataclass
class Member:
    name: str
    loans: list = field(default_factory=list)
    def borrow(self, book, when):
        if book.copies == 0:
            raise RuntimeError(f"{book.title!r} is not available")
        book.copies -= 1
        self.loans.append((book, when + timedelta(days=14)))

books = [Book("Dune", "Herbert", 1965, 2), Book.from_string("Emma | Austen | 1815"), Book("Persuasion", "Austen", 1817), Book("Neuromancer", "Gibson", 1984)]
for b in sorted(books):
    print(b.id, b, repr(b))
print(books[0] == Book("Dune", "Herbert", 2000), books[0] != books[1], books[0] == "Dune", books[1] <= books[2], books[3] > books[0])
print(len({books[0], Book("Dune", "Herbert", 1), books[1]}))
print(Book.normalize("  The   Great  GATSBY "), Book._next_id)
m = Member("Zoe")
m.borrow(books[2], date(2024, 5, 1))
print(m)
try:
    m.borrow(books[2], date(2024, 5, 2))
except RuntimeError as e:
    print("error:", e)
try:
    books[0].copies = -5
except ValueError as e:
    print("error:", e, e.args)
print([str(b) for b in books if b.copies], max(books), min(books, key=lambda b: b.year))
print([f"{b!s:>35}|" for b in books[:2]], f"{books[0]!r:^40}")
for book, due in m.loans:
    print(book.title, "due", due.strftime("%d %b %Y"), (due - date(2024, 5, 10)).days, "days left")
