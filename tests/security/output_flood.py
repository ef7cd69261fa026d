# args: --max-output 1K
while True:
    print("spam " * 20)
