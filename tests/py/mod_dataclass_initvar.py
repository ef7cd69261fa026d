# dataclasses.InitVar: an __init__ parameter that __post_init__ receives, and not a field
from dataclasses import dataclass, field, fields, InitVar, asdict
@dataclass
class User:
    name: str
    password: InitVar[str]
    pepper: InitVar[str] = "!"
    hashed: str = field(init=False)
    def __post_init__(self, password, pepper):
        self.hashed = "".join(reversed(password)) + pepper
u = User("ann", "secret")
print(u, [f.name for f in fields(u)], asdict(u), hasattr(u, "password"))
print(User("bob", "pw", pepper="?"), User(name="cy", password="x"))
print(InitVar[int], User.pepper)
try:
    User("dan")
except TypeError as e:
    print("TypeError:", e)
