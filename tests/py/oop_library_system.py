# library system: books, members, loans with limits and custom errors
class LibraryError(Exception):
    pass

class NotAvailable(LibraryError):
    pass

class LimitReached(LibraryError):
    pass

class Book:
    def __init__(self, isbn, title, author):
        self.isbn, self.title, self.author = isbn, title, author
        self.borrower = None
    def __str__(self):
        status = f"on loan to {self.borrower.name}" if self.borrower else "available"
        return f"[{self.isbn}] {self.title} by {self.author} - {status}"

class Member:
    max_loans = 2
    def __init__(self, name):
        self.name = name
        self.loans = []

class PremiumMember(Member):
    max_loans = 4

class Library:
    def __init__(self):
        self.books = {}
        self.members = {}
        self.log = []

    def add_book(self, *books):
        for b in books:
            self.books[b.isbn] = b

    def join(self, member):
        self.members[member.name] = member
        return member

    def checkout(self, name, isbn):
        member = self.members[name]
        book = self.books.get(isbn)
        if book is None:
            raise LibraryError(f"no book {isbn}")
        if book.borrower is not None:
            raise NotAvailable(f"{book.title!r} is on loan")
        if len(member.loans) >= member.max_loans:
            raise LimitReached(f"{name} already has {len(member.loans)} books")
        book.borrower = member
        member.loans.append(book)
        self.log.append(("out", name, isbn))

    def checkin(self, isbn):
        book = self.books[isbn]
        book.borrower.loans.remove(book)
        self.log.append(("in", book.borrower.name, isbn))
        book.borrower = None

    def search(self, text):
        text = text.lower()
        return [b.title for b in self.books.values() if text in b.title.lower() or text in b.author.lower()]

lib = Library()
lib.add_book(Book(1, "Dune", "Frank Herbert"), Book(2, "Emma", "Jane Austen"),
             Book(3, "Ulysses", "James Joyce"), Book(4, "Dubliners", "James Joyce"))
lib.join(Member("ann"))
lib.join(PremiumMember("bo"))
for who, isbn in [("ann", 1), ("ann", 2), ("ann", 3), ("bo", 1), ("bo", 3), ("bo", 9), ("bo", 4)]:
    try:
        lib.checkout(who, isbn)
        print(f"{who} borrowed {lib.books[isbn].title}")
    except LibraryError as e:
        print(f"{type(e).__name__}: {e}")
lib.checkin(1)
lib.checkout("bo", 1)
for b in lib.books.values():
    print(b)
print(lib.search("james"), lib.search("EM"))
print({m.name: [b.isbn for b in m.loans] for m in lib.members.values()})
print(len(lib.log), lib.log[-2:])
