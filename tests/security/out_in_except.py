# args: --max-output 1K
# printing a flood from an except clause and a finally block
try:
    1 / 0
except ZeroDivisionError:
    try:
        while True:
            print('e' * 64)
    finally:
        print('finally')
