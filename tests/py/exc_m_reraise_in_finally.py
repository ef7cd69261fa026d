import json

def load_config(text):
    try:
        cfg = json.loads(text)
    except json.JSONDecodeError as e:
        print("bad json at", e.pos)
        raise
    finally:
        print("done parsing")
    return cfg

print(load_config('{"a": 1}'))
print(load_config('{"a": }'))
