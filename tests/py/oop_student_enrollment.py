# course enrollment: many-to-many between students and courses, capacity, waitlists, drop/promote
from collections import deque

class EnrollmentError(Exception):
    pass

class Course:
    def __init__(self, code, capacity):
        self.code, self.capacity = code, capacity
        self.enrolled = []
        self.waitlist = deque()

    def enroll(self, student):
        if student in self.enrolled or student in self.waitlist:
            raise EnrollmentError(f"{student.name} already in {self.code}")
        if len(self.enrolled) < self.capacity:
            self.enrolled.append(student)
            student.courses.add(self.code)
            return "enrolled"
        self.waitlist.append(student)
        return f"waitlisted #{len(self.waitlist)}"

    def drop(self, student):
        self.enrolled.remove(student)
        student.courses.discard(self.code)
        if self.waitlist:
            nxt = self.waitlist.popleft()
            self.enrolled.append(nxt)
            nxt.courses.add(self.code)
            return nxt.name
        return None

class Student:
    def __init__(self, name):
        self.name = name
        self.courses = set()
    def __repr__(self):
        return self.name

math101 = Course("MATH101", 2)
art200 = Course("ART200", 1)
ann, bob, cy, dee = (Student(n) for n in ("ann", "bob", "cy", "dee"))
for s, c in [(ann, math101), (bob, math101), (cy, math101), (dee, math101), (ann, art200), (bob, art200), (ann, math101)]:
    try:
        print(s, c.code, c.enroll(s))
    except EnrollmentError as e:
        print("EnrollmentError:", e)
print(math101.enrolled, list(math101.waitlist), art200.enrolled, list(art200.waitlist))
print("promoted:", math101.drop(ann), "promoted:", art200.drop(ann), "promoted:", art200.drop(bob))
print(math101.enrolled, list(math101.waitlist), {s.name: sorted(s.courses) for s in (ann, bob, cy, dee)})
try:
    math101.drop(ann)
except ValueError as e:
    print("ValueError:", e)
