# args: --timeout 0.5
# str.count and find over long strings in a loop
s = "a" * 10 ** 6
n = 0
while True:
    n += s.count("aab")
