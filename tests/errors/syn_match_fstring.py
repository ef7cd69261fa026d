# an f-string is not a literal pattern
name = "x"
match name:
    case "y":
        pass
    case f"{name}":
        pass
