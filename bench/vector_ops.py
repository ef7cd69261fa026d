# classes with operator overloading: a 2-D vector and a particle simulation
import math


class Vector:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, other):
        return isinstance(other, Vector) and self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Vector({self.x:.4f}, {self.y:.4f})"

    def dot(self, other):
        return self.x * other.x + self.y * other.y


class Particle:
    def __init__(self, pos, vel, mass):
        self.pos = pos
        self.vel = vel
        self.mass = mass

    def step(self, force, dt):
        acc = force * (1.0 / self.mass)
        self.vel = self.vel + acc * dt
        self.pos = self.pos + self.vel * dt
        if abs(self.pos) > 100:
            self.vel = -self.vel


def simulate(particles, steps, dt):
    center = Vector(0.0, 0.0)
    for _ in range(steps):
        for p in particles:
            p.step((center - p.pos) * 0.5, dt)
    return particles


def main():
    particles = [Particle(Vector(math.cos(i) * i, math.sin(i) * i), Vector(0.1 * (i % 3), -0.05 * (i % 5)), 1 + i % 4)
                 for i in range(200)]
    simulate(particles, 550, 0.01)
    momentum = sum((p.vel * p.mass for p in particles), Vector())
    energy = sum(0.5 * p.mass * p.vel.dot(p.vel) for p in particles)
    print("momentum:", momentum)
    print(f"kinetic energy: {energy:.6f}")
    print("farthest:", max(particles, key=lambda p: abs(p.pos)).pos)
    grid = {Vector(float(i % 7), float(i % 5)) for i in range(1000)}
    print("distinct grid vectors:", len(grid), Vector(1.0, 2.0) in grid, 2 * Vector(1.5, -1) == Vector(3.0, -2.0))


if __name__ == "__main__":
    main()
