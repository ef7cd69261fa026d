# args: --max-operations 200000
# the operation budget stops a loop
n = 0
while True:
    n += 1
