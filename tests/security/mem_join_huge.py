# args: --max-memory 16M --timeout 10
# str.join of many copies of a large string
s = "y" * 1000000
t = ",".join([s] * 1000)
