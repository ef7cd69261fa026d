class Report:
    def __init__(self, title):
        self.title = title
        self.count = 0
    def add(self, n):
        self.count += n
        return self
    def render(self):
        return "Report: " + self.title + " (" + self.count + " items)"
r = Report("Q1").add(3).add(4)
print(r.count)
print(r.render())
