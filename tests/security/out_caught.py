# args: --max-output 1K
# the output limit cannot be caught
try:
    while True:
        print('q' * 50)
except BaseException:
    print('caught (must not happen)')
