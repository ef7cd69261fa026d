try:
x = 1
