print(1)
await print
