# json.JSONDecoder.raw_decode: the value at idx (code points, no whitespace skipped) and where it ends; its errors.
import json
d = json.JSONDecoder()
for s, i in [('{"a": 1} x', 0), ('  [1]', 0), ('  [1]', 2), ('"é" 5', 0), ('"é" 5', 4), ('[1,', 0), ('', 0), ('12.5e3abc', 0), ('{"k": "😀"} 1', 0), ('nul', 0)]:
    try:
        print(repr(s), i, d.raw_decode(s, i))
    except json.JSONDecodeError as e:
        print(repr(s), i, "JSONDecodeError:", e)
print(json.JSONDecoder(parse_int=float).raw_decode("7 8"), json.JSONDecoder(object_hook=lambda o: sorted(o)).raw_decode('{"b": 1, "a": 2}'))
