# Validate JSON documents against a tiny schema language; collect path-qualified error messages.
import json

SCHEMA = {"type": "object", "required": ["name", "age", "tags"],
          "properties": {"name": {"type": "string"}, "age": {"type": "integer", "min": 0, "max": 150},
                         "email": {"type": "string", "pattern": "@"},
                         "tags": {"type": "array", "items": {"type": "string"}},
                         "address": {"type": "object", "required": ["city"], "properties": {"city": {"type": "string"}}}}}
TYPES = {"string": str, "integer": int, "array": list, "object": dict, "number": (int, float), "boolean": bool}

def validate(doc, schema, path="$"):
    errors = []
    t = schema.get("type")
    if t and not (isinstance(doc, TYPES[t]) and not (t == "integer" and isinstance(doc, bool))):
        return [f"{path}: expected {t}, got {type(doc).__name__}"]
    if t == "object":
        for key in schema.get("required", []):
            if key not in doc:
                errors.append(f"{path}: missing required key {key!r}")
        for key, sub in schema.get("properties", {}).items():
            if key in doc:
                errors += validate(doc[key], sub, f"{path}.{key}")
    elif t == "array":
        for i, item in enumerate(doc):
            errors += validate(item, schema.get("items", {}), f"{path}[{i}]")
    elif t == "integer":
        if doc < schema.get("min", doc) or doc > schema.get("max", doc):
            errors.append(f"{path}: {doc} out of range")
    elif t == "string" and "pattern" in schema and schema["pattern"] not in doc:
        errors.append(f"{path}: {doc!r} does not contain {schema['pattern']!r}")
    return errors

docs = ['{"name": "Ann", "age": 30, "tags": ["a"]}',
        '{"name": 5, "age": -1, "tags": ["x", 2], "email": "nope"}',
        '{"age": true, "tags": [], "address": {"zip": 1}}',
        '[1, 2]']
for d in docs:
    errs = validate(json.loads(d), SCHEMA)
    print("OK" if not errs else f"{len(errs)} error(s):")
    for e in errs:
        print("   ", e)
