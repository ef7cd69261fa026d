# sorting objects: attrgetter, itemgetter, multi-key, stability, reverse, methodcaller
from operator import attrgetter, itemgetter, methodcaller

class Book:
    def __init__(self, title, author, year, rating):
        self.title, self.author, self.year, self.rating = title, author, year, rating
    def __repr__(self):
        return f"{self.title} ({self.year})"
    def age(self, now):
        return now - self.year

books = [
    Book("Dune", "Herbert", 1965, 4.3),
    Book("Emma", "Austen", 1815, 4.0),
    Book("Persuasion", "Austen", 1817, 4.1),
    Book("Neuromancer", "Gibson", 1984, 3.9),
    Book("Children of Dune", "Herbert", 1976, 3.9),
]
print(sorted(books, key=attrgetter("year")))
print(sorted(books, key=attrgetter("author", "year")))
print(sorted(books, key=lambda b: (-b.rating, b.title)))
print(sorted(books, key=attrgetter("rating"), reverse=True))
print(min(books, key=attrgetter("year")), max(books, key=methodcaller("age", 2000)))
get = attrgetter("title", "rating")
print([get(b) for b in books[:2]])
rows = [("x", 3, 1.5), ("y", 1, 2.5), ("z", 3, 0.5), ("w", 2, 9.0)]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(1, 2)))
print(list(map(itemgetter(0), rows)), itemgetter(slice(1, 3))(rows[0]))
by_author = {}
for b in sorted(books, key=attrgetter("author")):
    by_author.setdefault(b.author, []).append(b.title)
print(by_author)
books.sort(key=attrgetter("title"))
print([b.title[:4] for b in books])
print(sorted(["banana", "Apple", "cherry", "apple"], key=str.lower))
print(sorted(["banana", "Apple", "cherry", "apple"], key=methodcaller("upper")))
