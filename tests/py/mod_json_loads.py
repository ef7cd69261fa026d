# json.loads: values, numbers, escapes, hooks, JSONDecodeError positions
import json
print(json.loads('{"a": [1, -2, 3.5, -0.0, 1e3, 1E-2, 2.5e+2], "b": {"c": null}}'))
print(json.loads("123456789012345678901234567890"), json.loads("-9223372036854775809"))
print(json.loads("9223372036854775807"), json.loads("-0"), json.loads("0.5"))
print(repr(json.loads('"\\u00e9\\n\\t\\"\\\\\\/\\b\\f\\r"')))
print(json.loads('"\\ud83d\\ude00"') == "\U0001F600", len(json.loads('"\\ud83d\\ude00"')))
print(json.loads('"é😀"'), json.loads(' \n [ true , false , null ] \r\t'))
print(json.loads("NaN"), json.loads("Infinity"), json.loads("-Infinity"))
print(json.loads('{"a": 1, "a": 2, "b": 3}'))
print(json.loads('{"x": 1, "y": [1, 2]}', object_pairs_hook=list))
print(json.loads('{"x": 1}', object_hook=lambda d: sorted(d.items())))
print(json.loads('[1.5, 2]', parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads('[NaN]', parse_constant=lambda s: "const:" + s))
print(isinstance(json.JSONDecodeError("m", "d", 0), ValueError))
bad = ['', ' ', '{"a":1,}', '[1,]', '[1 2]', '{"a" 1}', '{1:2}', '"abc', '"a\\x"', '"\\u12"',
       '"a\x01"', '1 2', '01', '-', '[', '{', '{"a":', 'nul', '"é" x', '\n\n  x', 'tru',
       '[1, 2', '{"a": 1', '"\\ud800\\u12"', '{"a": 1 "b": 2}', '"\\', 'é', '[1,\n 2,\n ]',
       '1.', '.5', '+1', '[-]', '{"a":}', '"x\ny"']
for s in bad:
    try:
        print("OK?", repr(json.loads(s)))
    except json.JSONDecodeError as e:
        print(repr(s), "|", e, "|", e.msg, e.pos, e.lineno, e.colno)
print(json.loads('"x\ny"', strict=False))
print(json.loads('{"a": {"b": [[], {}, [{}]]}}'))
try:
    json.loads(5)
except TypeError as e:
    print("TypeError:", e)
d = json.JSONDecoder(object_pairs_hook=dict)
print(d.decode('{"q": [1]}'))
print(json.loads(json.dumps({"round": [0.1, 1/3, 1e300, 2**64]})))
