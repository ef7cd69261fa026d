# args: --max-output 1K
# print(flush=True) forever
while True:
    print('.', end='', flush=True)
