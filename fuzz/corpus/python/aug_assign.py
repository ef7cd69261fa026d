# augmented assignment with every operator
x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 4; print(x)
x /= 6; print(x)
x = 17
x //= 4; print(x)
x %= 3; print(x)
x **= 5; print(x)
x = 0b1100
x &= 0b1010; print(x)
x |= 0b0101; print(x)
x ^= 0b1111; print(x)
x <<= 3; print(x)
x >>= 2; print(x)
s = "ab"
s += "cd"; s *= 2; print(s)
l = [1]
l += [2]; l += (3,); l += "x"; l *= 2; print(l)
t = (1,)
t += (2,); t *= 2; print(t)
d = {"a": 1}
d |= {"b": 2}; print(d)
st = {1, 2}
st |= {3}; st &= {2, 3}; st -= {2}; st ^= {5}; print(st)
f = 1.5
f += 1; f *= 2; f -= 0.5; f /= 2; f **= 2; print(f)
n = 2
n **= 100; print(n)
n //= 3 ** 20; print(n)
