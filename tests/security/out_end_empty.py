# args: --max-output 2K --timeout 5
# print with end='' in a tight loop
while True:
    print('x', end='')
