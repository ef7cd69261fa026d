# args: --max-memory 16M --timeout 10
# squaring a big int until the cap
x = 3
while True:
    x = x * x
