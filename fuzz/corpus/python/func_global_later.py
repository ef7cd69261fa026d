# a function may use a global defined later in the file
def area(r):
    return PI * r * r
def describe():
    return f"{NAME} v{VERSION} with {helper()}"
PI = 3.14159
NAME = "demo"
VERSION = 2
def helper():
    return "helper"
print(area(2))
print(describe())
PI = 3
print(area(2))
def use_missing():
    return MISSING
try:
    use_missing()
except NameError as e:
    print("NameError:", e)
MISSING = "now defined"
print(use_missing())
