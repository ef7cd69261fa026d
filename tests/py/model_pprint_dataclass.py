# pprint of dataclasses, nested lists of dicts, long strings and tuples; pformat width tuning.
from dataclasses import dataclass, field
from pprint import pprint, pformat

@dataclass
class Address:
    street: str
    city: str
    zip: str = "00000"

@dataclass
class Customer:
    name: str
    emails: list = field(default_factory=list)
    address: Address = None
    scores: dict = field(default_factory=dict)

c = Customer("Ada Lovelace", ["ada@example.com", "countess@analytical.engine"],
             Address("12 St James's Square", "London", "SW1Y"), {"math": 99, "poetry": 87, "engines": 100})
pprint(c)
pprint(c, width=40)
print(pformat([c.address] * 2, width=60))
data = {"matrix": [[i * j for j in range(6)] for i in range(4)], "words": tuple("the quick brown fox jumps over".split()),
        "blurb": "A fairly long string that will need to be split across lines by pprint when the width is small."}
pprint(data, width=50)
pprint(data, width=50, compact=True)
pprint({"z": {"b": 2, "a": 1}, "a": [3, 2, 1]}, sort_dicts=True)
pprint(list(range(30)), width=30, compact=True)
