# args: --max-memory 64M --timeout 10
# statistics over a huge generator
import statistics
print(statistics.mean(range(10 ** 9)))
