def moving_average(xs, k):
    out = []
    for i in range(len(xs)):
        window = xs[i:i + k]
        total = 0
        for j in range(k):
            total += window[j]
        out.append(total / k)
    return out
print(moving_average([1, 2, 3, 4, 5], 1))
print(moving_average([1, 2, 3, 4, 5], 2))
