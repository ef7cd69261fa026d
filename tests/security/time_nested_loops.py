# args: --timeout 0.5
# nested loops with big ranges
n = 0
for i in range(10 ** 6):
    for j in range(10 ** 6):
        n += 1
