# args: --max-memory 16M --timeout 10
# translate with a huge mapping built at run time
t = {i: "xy" for i in range(10 ** 8)}
