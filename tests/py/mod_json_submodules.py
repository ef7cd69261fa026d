# json.decoder and json.encoder: imported with json, and importable by name
import json
print(json.decoder.JSONDecodeError is json.JSONDecodeError, json.encoder.JSONEncoder is json.JSONEncoder)
from json.decoder import JSONDecodeError, JSONDecoder
import json.encoder as enc
print(JSONDecoder is json.JSONDecoder, enc.JSONEncoder().encode({'a': [1, 2]}))
try:
    json.loads('{"a": }')
except JSONDecodeError as e:
    print(type(e).__module__, type(e).__qualname__, e)
