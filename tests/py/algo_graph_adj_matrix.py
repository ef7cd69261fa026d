# Adjacency matrix algorithms: path counts via matrix powers, transitive closure (Warshall), triangles
def matmul(a, b):
    n = len(a)
    return [[sum(a[i][k] * b[k][j] for k in range(n)) for j in range(n)] for i in range(n)]


def matpow(m, k):
    n = len(m)
    r = [[int(i == j) for j in range(n)] for i in range(n)]
    while k:
        if k & 1:
            r = matmul(r, m)
        m = matmul(m, m)
        k >>= 1
    return r


def closure(adj):
    n = len(adj)
    reach = [[bool(adj[i][j]) or i == j for j in range(n)] for i in range(n)]
    for k in range(n):
        for i in range(n):
            if reach[i][k]:
                for j in range(n):
                    reach[i][j] = reach[i][j] or reach[k][j]
    return reach


edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (1, 3)]
n = 5
A = [[0] * n for _ in range(n)]
for u, v in edges:
    A[u][v] = 1
for k in (1, 2, 3, 4):
    P = matpow(A, k)
    print(f"walks of length {k} from 0:", P[0])
for row in closure(A):
    print("".join("1" if x else "." for x in row))
U = [[0] * n for _ in range(n)]
for u, v in edges:
    U[u][v] = U[v][u] = 1
A3 = matpow(U, 3)
print("triangles:", sum(A3[i][i] for i in range(n)) // 6)
print("degrees:", [sum(r) for r in U], "edges:", sum(map(sum, U)) // 2)
print(matpow([[1, 1], [1, 0]], 90)[0][1])
