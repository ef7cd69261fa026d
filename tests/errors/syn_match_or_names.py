# every alternative of an or-pattern binds the same names
def area(shape):
    match shape:
        case ("square", side) | ("rect", w, h):
            return side * side
