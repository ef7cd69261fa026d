# dataclasses and enums built from hostile field names
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
import dataclasses, enum
t("make_dataclass #meta", lambda: dataclasses.make_dataclass("D", ["#meta"]))
t("make_dataclass end", lambda: dataclasses.make_dataclass("D", ["end", "local"])(1, 2))
t("fields", lambda: dataclasses.fields(5))
t("Enum #meta", lambda: enum.Enum("E", ["#meta", "@x"]))
E = enum.Enum("E", ["end", "nil", "function"])
print([m.name for m in E], E.end.value)
@dataclasses.dataclass
class P:
    end: int = 1
    nil: int = 2
print(P(), dataclasses.asdict(P()))
