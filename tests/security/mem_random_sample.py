# args: --max-memory 16M --timeout 10
# random.sample and choices with huge k
import random
try:
    random.sample(range(10), 10 ** 12)
except ValueError as e:
    print("ValueError:", e)
x = random.choices([1], k=10 ** 10)
