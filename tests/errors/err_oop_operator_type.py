# a TypeError from comparing objects that define no ordering, raised inside sorted() in a method
class Task:
    def __init__(self, name, priority):
        self.name = name
        self.priority = priority


class Queue:
    def __init__(self):
        self.tasks = []

    def add(self, task):
        self.tasks.append(task)

    def ordered(self):
        return sorted(self.tasks)


q = Queue()
q.add(Task("a", 1))
print(len(q.ordered()))
q.add(Task("b", 2))
print([t.name for t in q.ordered()])
