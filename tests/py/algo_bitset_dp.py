# Bitset tricks with big ints: subset-sum reachability, Hamming distances, bitboard N-queens, sieve as int
def reachable_sums(nums):
    bits = 1
    for x in nums:
        bits |= bits << x
    return [i for i in range(bits.bit_length()) if bits >> i & 1]


def hamming(a, b):
    return (a ^ b).bit_count()


def int_sieve(n):
    bits = (1 << (n + 1)) - 1 & ~0b11
    p = 2
    while p * p <= n:
        if bits >> p & 1:
            for m in range(p * p, n + 1, p):
                bits &= ~(1 << m)
        p += 1
    return bits


def queens_bitboard(n):
    full = (1 << n) - 1
    count = 0
    stack = [(0, 0, 0)]
    while stack:
        cols, d1, d2 = stack.pop()
        if cols == full:
            count += 1
            continue
        avail = full & ~(cols | d1 | d2)
        while avail:
            bit = avail & -avail
            avail ^= bit
            stack.append((cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1))
    return count


print(reachable_sums([3, 5, 7]))
print(len(reachable_sums(list(range(1, 30)))), max(reachable_sums([100, 250, 333])))
words = [0b101101, 0b100001, 0b111111, 0b000000]
print([[hamming(a, b) for b in words] for a in words])
s = int_sieve(120)
print(bin(s).count("1"), [i for i in range(121) if s >> i & 1][-5:], s.bit_length(), hex(s)[:20])
print([queens_bitboard(n) for n in range(1, 10)])
x = 0xDEADBEEF
print(f"{x:032b}", x.bit_count(), (x & -x).bit_length() - 1, (x >> 16) & 0xFFFF, hex(x ^ 0xFFFFFFFF), hex(~x & 0xFFFFFFFF))
print((1 << 200) - 1 == int("1" * 200, 2), ((1 << 200) | (1 << 3)).bit_count(), (-1 << 70) >> 68)
