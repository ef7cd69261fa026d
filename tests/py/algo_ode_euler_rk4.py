# ODE solvers: Euler vs RK4 for exponential decay and a harmonic oscillator, with error tables
import math


def euler(f, t, y, h, steps):
    for _ in range(steps):
        y = [yi + h * di for yi, di in zip(y, f(t, y))]
        t += h
    return y


def rk4(f, t, y, h, steps):
    for _ in range(steps):
        k1 = f(t, y)
        k2 = f(t + h / 2, [yi + h / 2 * k for yi, k in zip(y, k1)])
        k3 = f(t + h / 2, [yi + h / 2 * k for yi, k in zip(y, k2)])
        k4 = f(t + h, [yi + h * k for yi, k in zip(y, k3)])
        y = [yi + h / 6 * (a + 2 * b + 2 * c + d) for yi, a, b, c, d in zip(y, k1, k2, k3, k4)]
        t += h
    return y


decay = lambda t, y: [-0.5 * y[0]]
exact = 10 * math.exp(-0.5 * 4)
print(f"exact y(4) = {exact:.10f}")
for n in (10, 40, 160):
    h = 4 / n
    e = euler(decay, 0, [10.0], h, n)[0]
    r = rk4(decay, 0, [10.0], h, n)[0]
    print(f"n={n:4d} euler={e:.10f} err={abs(e - exact):.2e}  rk4={r:.10f} err={abs(r - exact):.2e}")
osc = lambda t, y: [y[1], -y[0]]
for n in (20, 200):
    h = 2 * math.pi / n
    x, v = rk4(osc, 0, [1.0, 0.0], h, n)
    ex, ev = euler(osc, 0, [1.0, 0.0], h, n)
    print(f"n={n}: rk4 ({x:.8f}, {v:+.8f}) energy {x * x + v * v:.10f}; euler energy {ex * ex + ev * ev:.6f}")
lv = lambda t, y: [1.1 * y[0] - 0.4 * y[0] * y[1], 0.1 * y[0] * y[1] - 0.4 * y[1]]
y = [10.0, 10.0]
for step in range(5):
    y = rk4(lv, step, y, 0.01, 100)
    print(f"t={step + 1} prey={y[0]:.6f} predators={y[1]:.6f}")
