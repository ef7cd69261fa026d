# a zero-width space inside an identifier
ab​c = 1
