# quiz game: Question subclasses with polymorphic check(), scoring strategy, results summary
class Question:
    points = 1
    def __init__(self, prompt, answer):
        self.prompt, self.answer = prompt, answer
    def check(self, response):
        return str(response).strip().lower() == str(self.answer).lower()

class NumericQuestion(Question):
    points = 2
    def __init__(self, prompt, answer, tolerance=0.0):
        super().__init__(prompt, answer)
        self.tolerance = tolerance
    def check(self, response):
        try:
            return abs(float(response) - self.answer) <= self.tolerance
        except (TypeError, ValueError):
            return False

class ChoiceQuestion(Question):
    points = 3
    def __init__(self, prompt, choices, correct):
        super().__init__(prompt, choices[correct])
        self.choices = choices
    def check(self, response):
        if isinstance(response, int):
            return 0 <= response < len(self.choices) and self.choices[response] == self.answer
        return super().check(response)

quiz = [Question("Capital of France?", "Paris"), NumericQuestion("Pi to 2 places?", 3.14, 0.005),
        ChoiceQuestion("Largest planet?", ["Mars", "Jupiter", "Venus"], 1), NumericQuestion("2**10?", 1024)]
players = {"ann": [" paris ", "3.141", 1, "1024"], "bob": ["Lyon", "three", "jupiter", 1023.5], "cy": ["PARIS", 3.15, 5, "1e3"]}
scores = {}
for name, answers in players.items():
    results = [q.check(a) for q, a in zip(quiz, answers)]
    scores[name] = sum(q.points for q, ok in zip(quiz, results) if ok)
    print(f"{name:4} {''.join('✓' if r else '✗' for r in results)} {scores[name]}")
best = max(scores, key=scores.get)
print(best, sorted(scores.items(), key=lambda kv: -kv[1]), sum(q.points for q in quiz))
print([type(q).__name__ for q in quiz], ChoiceQuestion.points, Question.check(quiz[2], "Jupiter"))
