# args: --max-output 4K
# an endless print loop: the output cap ends it, the output before it kept
while True:
    print('flood ' * 10)
