def moving_average(xs, k):
    out = []
    for i in range(len(xs)):
        window = [xs[i + j] for j in range(k)]
        out.append(sum(window) / k)
    return out
print(moving_average([1, 2, 3, 4, 5], 1))
print(moving_average([1, 2, 3, 4, 5], 2))
