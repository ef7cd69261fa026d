# args: --max-memory 16M --timeout 10
# string doubling in a loop
s = "x"
while True:
    s = s + s
