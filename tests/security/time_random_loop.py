# args: --timeout 0.5
# random numbers forever
import random
while True:
    random.random()
