# args: --timeout 0.5
# a finally block that spins after the deadline
try:
    while True:
        pass
finally:
    while True:
        pass
