# cpython: same
# generated-Lua limits: false_call (must run as CPython runs it, never "generated invalid Lua")
try:
    False()
except TypeError as e:
    print(e)
try:
    None()
except TypeError as e:
    print(e)
try:
    True.x
except AttributeError as e:
    print(e)
print(True.real, False.bit_length(), (None).__class__, ....__class__)
try:
    ...()
except TypeError as e:
    print(e)
try:
    1()
except TypeError as e:
    print(e)
try:
    "a"()
except TypeError as e:
    print(e)
