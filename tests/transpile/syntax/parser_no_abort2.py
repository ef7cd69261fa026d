# an error right after a comparison inside brackets
x = [a < 0 = -2]
