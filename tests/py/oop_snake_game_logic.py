# snake game logic (no display): Direction enum with vectors, deque body, collisions, growth
from collections import deque
from enum import Enum

class Direction(Enum):
    UP = (0, -1)
    DOWN = (0, 1)
    LEFT = (-1, 0)
    RIGHT = (1, 0)

    @property
    def opposite(self):
        dx, dy = self.value
        return Direction((-dx, -dy))

class GameOver(Exception):
    pass

class Snake:
    def __init__(self, width, height, food):
        self.w, self.h = width, height
        self.body = deque([(2, 2), (1, 2), (0, 2)])
        self.dir = Direction.RIGHT
        self.food = list(food)
        self.score = 0

    def turn(self, d):
        if d is not self.dir.opposite:
            self.dir = d

    def step(self):
        hx, hy = self.body[0]
        dx, dy = self.dir.value
        head = (hx + dx, hy + dy)
        if not (0 <= head[0] < self.w and 0 <= head[1] < self.h):
            raise GameOver(f"hit the wall at {head}")
        if head in list(self.body)[:-1]:
            raise GameOver(f"bit itself at {head}")
        self.body.appendleft(head)
        if self.food and head == self.food[0]:
            self.food.pop(0)
            self.score += 1
        else:
            self.body.pop()

    def render(self):
        rows = []
        for y in range(self.h):
            row = ""
            for x in range(self.w):
                row += "@" if (x, y) == self.body[0] else "o" if (x, y) in self.body else "*" if self.food and (x, y) == self.food[0] else "."
            rows.append(row)
        return "\n".join(rows)

g = Snake(6, 5, food=[(4, 2), (4, 0)])
print(g.render(), "\n")
moves = [None, None, Direction.UP, Direction.DOWN, None, Direction.LEFT, None, None]
try:
    for m in moves:
        if m:
            g.turn(m)
        g.step()
        print(g.dir.name, list(g.body), g.score)
except GameOver as e:
    print("GameOver:", e)
print(g.render())
print(Direction.UP.opposite, Direction.LEFT.opposite.name)
