data = "10, 20, thirty, 40"
total = 0
for tok in data.split(","):
    total += int(tok)
    print("running", total)
