# args: --max-operations 1000000
# F9: the same work is charged to the operation budget as it goes
print(pow(3, (1 << 200000) - 3, (1 << 200000) - 1) % 7)
