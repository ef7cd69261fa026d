# task manager: dataclass tasks with IntEnum priorities, dependencies, topological scheduling
from dataclasses import dataclass, field
from enum import IntEnum
from typing import List, Set

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

@dataclass
class Task:
    name: str
    priority: Priority = Priority.MEDIUM
    depends_on: Set[str] = field(default_factory=set)
    done: bool = False

class CycleError(Exception):
    pass

class TaskManager:
    def __init__(self):
        self.tasks = {}

    def add(self, name, priority=Priority.MEDIUM, after=()):
        self.tasks[name] = Task(name, priority, set(after))

    def ready(self):
        return sorted((t for t in self.tasks.values()
                       if not t.done and all(self.tasks[d].done for d in t.depends_on)),
                      key=lambda t: (-t.priority, t.name))

    def schedule(self) -> List[str]:
        order = []
        while True:
            ready = self.ready()
            if not ready:
                break
            task = ready[0]
            task.done = True
            order.append(f"{task.name}({task.priority.name})")
        left = [t.name for t in self.tasks.values() if not t.done]
        if left:
            raise CycleError(f"cannot schedule {sorted(left)}")
        return order

tm = TaskManager()
tm.add("design", Priority.HIGH)
tm.add("write code", after=["design"])
tm.add("write tests", Priority.HIGH, after=["design"])
tm.add("docs", Priority.LOW, after=["design"])
tm.add("release", Priority.HIGH, after=["write code", "write tests", "docs"])
print([t.name for t in tm.ready()])
print(tm.schedule())
tm2 = TaskManager()
tm2.add("a", after=["b"])
tm2.add("b", after=["a"])
tm2.add("c", Priority.LOW)
try:
    tm2.schedule()
except CycleError as e:
    print("CycleError:", e)
print(Priority.HIGH > Priority.LOW, sorted(Priority)[0], Task("x"))
