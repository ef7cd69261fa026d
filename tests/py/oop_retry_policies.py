# retry policies as classes: fixed, exponential backoff (computed delays, no sleeping), circuit breaker
class RetryPolicy:
    def __init__(self, attempts):
        self.attempts = attempts
    def delays(self):
        return [0] * (self.attempts - 1)
    def run(self, func, *args):
        errors = []
        for attempt, delay in enumerate([0] + self.delays(), 1):
            try:
                result = func(*args)
                return result, attempt, errors
            except (ConnectionError, TimeoutError) as e:
                errors.append(f"{type(e).__name__}({e}) then wait {self.next_delay(attempt)}")
        raise RuntimeError(f"gave up after {self.attempts} attempts: {errors[-1]}")
    def next_delay(self, attempt):
        d = self.delays()
        return d[attempt - 1] if attempt - 1 < len(d) else None

class Exponential(RetryPolicy):
    def __init__(self, attempts, base=0.5, cap=4):
        super().__init__(attempts)
        self.base, self.cap = base, cap
    def delays(self):
        return [min(self.cap, self.base * 2 ** i) for i in range(self.attempts - 1)]

class CircuitBreaker:
    def __init__(self, threshold):
        self.threshold, self.failures, self.state = threshold, 0, "closed"
    def call(self, func):
        if self.state == "open":
            raise RuntimeError("circuit open")
        try:
            result = func()
        except Exception:
            self.failures += 1
            if self.failures >= self.threshold:
                self.state = "open"
            raise
        self.failures = 0
        return result

def flaky_service(fail_times):
    state = {"calls": 0}
    def call():
        state["calls"] += 1
        if state["calls"] <= fail_times:
            raise (TimeoutError if state["calls"] % 2 else ConnectionError)(f"call {state['calls']}")
        return f"ok on call {state['calls']}"
    return call

print(RetryPolicy(3).delays(), Exponential(6).delays(), Exponential(4, base=1, cap=3).delays())
for policy, fails in [(RetryPolicy(3), 2), (Exponential(4), 3), (Exponential(2), 5)]:
    try:
        result, attempts, errors = policy.run(flaky_service(fails))
        print(result, attempts, errors)
    except RuntimeError as e:
        print("RuntimeError:", e)
cb = CircuitBreaker(2)
svc = flaky_service(10)
for i in range(4):
    try:
        cb.call(svc)
    except RuntimeError as e:
        print(i, "RuntimeError:", e, cb.state)
    except Exception as e:
        print(i, type(e).__name__, e, cb.state, cb.failures)
