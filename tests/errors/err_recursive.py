# error at the bottom of a short recursion: one frame per level
def countdown(n):
    if n == 0:
        return 10 // n
    return countdown(n - 1)


print("start")
countdown(3)
