for i in range(1, 4):
    try:
        print("Fizz" * (i @ 3 == 0))
    except TypeError as e:
        print(e)
