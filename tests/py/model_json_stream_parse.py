# Parse several concatenated JSON values from one string with JSONDecoder.raw_decode.
import json

STREAM = '{"a": 1} [1, 2, 3]   "text" 42 {"nested": {"ok": true}} null 3.5 {"bad": '
decoder = json.JSONDecoder()
pos, values = 0, []
while pos < len(STREAM):
    while pos < len(STREAM) and STREAM[pos].isspace():
        pos += 1
    if pos >= len(STREAM):
        break
    try:
        obj, end = decoder.raw_decode(STREAM, pos)
    except json.JSONDecodeError as e:
        print(f"stopped at {pos}: {e.msg} (pos {e.pos})")
        break
    values.append(obj)
    print(f"{pos:>3}-{end:<3} {type(obj).__name__:<6} {json.dumps(obj)}")
    pos = end
print(len(values), "values;", sum(v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)))
print(json.JSONEncoder(sort_keys=True, indent=1).encode({"b": [1], "a": None}))
