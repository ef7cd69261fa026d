# str-mixin enums (class Color(str, Enum)) and StrEnum: comparisons with str, formatting, JSON
import json
from enum import Enum, StrEnum

class Color(str, Enum):
    RED = "red"
    GREEN = "green"

class Method(StrEnum):
    GET = "GET"
    POST = "POST"

print(Color.RED == "red", Color.RED.value, Color("green"), isinstance(Color.RED, str))
print(Method.GET == "GET", f"{Method.POST}", str(Method.GET), Method("POST").name, Method.GET.lower())
print(json.dumps({"color": Color.RED, "method": Method.GET}), sorted([Method.POST, Method.GET]))
print({"red": 1}[Color.RED], [m.value for m in Method], "GE" in Method.GET)
routes = {(Method.GET, "/"): "index", (Method.POST, "/login"): "login"}
print(routes[("GET", "/")], routes[(Method.POST, "/login")])
