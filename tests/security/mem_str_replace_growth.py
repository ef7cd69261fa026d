# args: --max-memory 16M --timeout 10
# str.replace that multiplies the length
s = "a" * 1000
while True:
    s = s.replace("a", "aa")
