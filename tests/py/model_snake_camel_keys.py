# Convert JSON API keys between camelCase and snake_case recursively.
import json
import re

def camel_to_snake(name):
    s1 = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s1).lower()

def snake_to_camel(name):
    first, *rest = name.split("_")
    return first + "".join(p.title() for p in rest)

def convert_keys(obj, fn):
    if isinstance(obj, dict):
        return {fn(k): convert_keys(v, fn) for k, v in obj.items()}
    if isinstance(obj, list):
        return [convert_keys(v, fn) for v in obj]
    return obj

payload = json.loads("""{"userId": 7, "firstName": "Ada", "lastLoginIP": "10.0.0.1",
  "HTTPResponseCode": 200, "addressList": [{"streetName": "Main", "zipCode": "12345"}],
  "isActive": true, "getHTTP2Stream": null}""")
snake = convert_keys(payload, camel_to_snake)
print(json.dumps(snake, indent=1))
camel = convert_keys(snake, snake_to_camel)
print(json.dumps(camel))
for k in payload:
    back = snake_to_camel(camel_to_snake(k))
    print(f"{k:<18} {camel_to_snake(k):<20} {back:<18} {'same' if back == k else 'changed'}")
