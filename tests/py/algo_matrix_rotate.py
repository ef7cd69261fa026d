# Rotating and flipping matrices, spiral order, and in-place rotation
def rotate_cw(m):
    return [list(row) for row in zip(*m[::-1])]


def rotate_ccw(m):
    return [list(row) for row in zip(*m)][::-1]


def rotate_in_place(m):
    n = len(m)
    for i in range(n):
        for j in range(i + 1, n):
            m[i][j], m[j][i] = m[j][i], m[i][j]
    for row in m:
        row.reverse()
    return m


def spiral(m):
    out = []
    while m:
        out.extend(m.pop(0))
        m = [list(r) for r in zip(*m)][::-1]
    return out


def show(m):
    for row in m:
        print(" ".join(f"{x:>2}" for x in row))
    print()


M = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
show(rotate_cw(M))
show(rotate_ccw(M))
show([row[::-1] for row in M])
print(spiral([row[:] for row in M]))
print(spiral([[1, 2, 3], [4, 5, 6], [7, 8, 9]]))
sq = [[i * 4 + j for j in range(4)] for i in range(4)]
show(rotate_in_place([row[:] for row in sq]))
print(rotate_in_place([row[:] for row in sq]) == rotate_cw(sq))
print(rotate_cw(rotate_cw(rotate_cw(rotate_cw(M)))) == M)
print(spiral([]), spiral([[7]]))
