# custom exception hierarchy for an order system, with chaining and attributes
class OrderError(Exception):
    """Base class for order problems."""

class ValidationError(OrderError):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field

class OutOfStock(OrderError):
    def __init__(self, sku, requested, available):
        self.sku, self.requested, self.available = sku, requested, available
        super().__init__(f"{sku} requested {requested}, only {available} left")

class PaymentError(OrderError):
    pass

STOCK = {"A1": 5, "B2": 0, "C3": 12}

def place_order(sku, qty, card):
    if qty <= 0:
        raise ValidationError("qty", f"must be positive (got {qty})")
    if sku not in STOCK:
        raise ValidationError("sku", f"unknown sku {sku!r}")
    if STOCK[sku] < qty:
        raise OutOfStock(sku, qty, STOCK[sku])
    try:
        digits = int(card)
    except ValueError as e:
        raise PaymentError("card number is not numeric") from e
    STOCK[sku] -= qty
    return f"ordered {qty} x {sku} (card ...{digits % 10000:04d})"

orders = [("A1", 2, "4111111111111111"), ("A1", 0, "1"), ("Z9", 1, "1"),
          ("B2", 1, "1"), ("C3", 3, "12ab"), ("A1", 4, "5500000000000004")]
for sku, qty, card in orders:
    try:
        print(place_order(sku, qty, card))
    except ValidationError as e:
        print(f"invalid [{e.field}]: {e}")
    except OutOfStock as e:
        print(f"out of stock: {e} (short by {e.requested - e.available})")
    except OrderError as e:
        print(f"{type(e).__name__}: {e}; cause={type(e.__cause__).__name__}: {e.__cause__}")
print(STOCK)
print([c.__name__ for c in OutOfStock.__mro__])
print(OrderError.__doc__, issubclass(PaymentError, Exception))
e = OutOfStock("X", 3, 1)
print(e.args, str(e), repr(ValidationError("f", "m")))
