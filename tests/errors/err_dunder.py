# error inside __add__ invoked implicitly by the + operator
class Money:
    def __init__(self, amount, currency):
        self.amount = amount
        self.currency = currency

    def __add__(self, other):
        if other.currency != self.currency:
            raise TypeError(f"cannot add {self.currency} and {other.currency}")
        return Money(self.amount + other.amount, self.currency)

    def __repr__(self):
        return f"{self.amount} {self.currency}"


a = Money(5, "EUR")
b = Money(7, "EUR")
print(a + b)
c = Money(1, "USD")
print(a + b + c)
