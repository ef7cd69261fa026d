# Convert identifiers between camelCase, PascalCase, snake_case, kebab-case and CONSTANT_CASE.
import re

def split_words(name):
    name = re.sub(r"[-_\s]+", " ", name)
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", name)
    return [w.lower() for w in name.split()]

def to_snake(name):
    return "_".join(split_words(name))

def to_camel(name):
    words = split_words(name)
    return words[0] + "".join(w.capitalize() for w in words[1:]) if words else ""

def to_pascal(name):
    return "".join(w.capitalize() for w in split_words(name))

def to_kebab(name):
    return "-".join(split_words(name))

def to_constant(name):
    return to_snake(name).upper()

names = ["helloWorld", "HTTPServerError", "parse_json_file", "XMLHttpRequest",
         "already-kebab-case", "MAX_RETRY_COUNT", "getHTTP2Response", "simple", "  spaced  out "]
print(f"{'input':<20}{'snake':<22}{'camel':<20}{'pascal':<20}{'kebab':<22}")
for n in names:
    print(f"{n:<20}{to_snake(n):<22}{to_camel(n):<20}{to_pascal(n):<20}{to_kebab(n):<22}")
print([to_constant(n) for n in names[:4]])
print("round trip:", all(to_snake(to_camel(to_snake(n))) == to_snake(n) for n in names))
print("swapcase:", "helloWorld".swapcase(), "title:", "hello_world foo".title())
print("istitle:", "Hello World".istitle(), "Hello world".istitle())
