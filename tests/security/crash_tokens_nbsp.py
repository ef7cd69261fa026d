# a non-breaking space in the middle of a line
x = 1
