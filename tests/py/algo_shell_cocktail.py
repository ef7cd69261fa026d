# Shell sort with different gap sequences, cocktail shaker sort, gnome sort
def shell_sort(a, gaps):
    a = list(a)
    for gap in gaps:
        for i in range(gap, len(a)):
            tmp, j = a[i], i
            while j >= gap and a[j - gap] > tmp:
                a[j] = a[j - gap]
                j -= gap
            a[j] = tmp
    return a


def ciura(n):
    gaps = [701, 301, 132, 57, 23, 10, 4, 1]
    return [g for g in gaps if g < n] or [1]


def knuth(n):
    g, out = 1, []
    while g < n:
        out.append(g)
        g = 3 * g + 1
    return out[::-1] or [1]


def cocktail(a):
    a = list(a)
    lo, hi = 0, len(a) - 1
    while lo < hi:
        for i in range(lo, hi):
            if a[i] > a[i + 1]:
                a[i], a[i + 1] = a[i + 1], a[i]
        hi -= 1
        for i in range(hi, lo, -1):
            if a[i - 1] > a[i]:
                a[i - 1], a[i] = a[i], a[i - 1]
        lo += 1
    return a


def gnome(a):
    a, i = list(a), 0
    while i < len(a):
        if i == 0 or a[i - 1] <= a[i]:
            i += 1
        else:
            a[i - 1], a[i] = a[i], a[i - 1]
            i -= 1
    return a


data = [35, 33, 42, 10, 14, 19, 27, 44, 26, 31, -3, 0, 88, 5]
print(knuth(len(data)), ciura(len(data)))
for name, out in [("shell/knuth", shell_sort(data, knuth(len(data)))),
                  ("shell/ciura", shell_sort(data, ciura(len(data)))),
                  ("cocktail", cocktail(data)), ("gnome", gnome(data))]:
    print(f"{name:12} {out == sorted(data)} {out}")
print(gnome("zyxwvu"), cocktail((3, 1, 2)))
