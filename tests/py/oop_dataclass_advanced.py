# dataclasses: inheritance with defaults, field(init=False), InitVar, __post_init__, compare=False,
# repr=False, kw_only, fields(), is_dataclass, custom __eq__ left alone
from dataclasses import dataclass, field, fields, InitVar, is_dataclass, asdict

@dataclass
class Base:
    id: int
    created_by: str = "system"

@dataclass
class Document(Base):
    title: str = "untitled"
    words: list = field(default_factory=list, repr=False)
    word_count: int = field(init=False)
    secret: str = field(default="", compare=False, repr=False)

    def __post_init__(self):
        self.word_count = len(self.words)

@dataclass
class Salted:
    name: str
    salt: InitVar[str] = "xy"
    digest: str = field(init=False)

    def __post_init__(self, salt):
        self.digest = "".join(sorted(self.name + salt))

@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int = 1

d = Document(1, title="notes", words=["a", "b", "c"], secret="s1")
print(d, d.word_count)
print(d == Document(1, "system", "notes", ["a", "b", "c"], secret="other"))
print([f.name for f in fields(Document)], is_dataclass(d), is_dataclass(Document), is_dataclass(1))
print(asdict(d))
s = Salted("bob")
print(s, Salted("al", salt="zz").digest, [f.name for f in fields(Salted)])
print(Options(level=3), Options())
try:
    Options(True)
except TypeError as e:
    print("TypeError:", e)
try:
    Document()
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Bad:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
