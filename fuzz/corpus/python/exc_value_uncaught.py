# int() of a bad literal is an uncaught ValueError
inputs = ["10", "20", "thirty"]
total = 0
for s in inputs:
    total += int(s)
    print("running total", total)
