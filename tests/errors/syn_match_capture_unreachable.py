# a bare name captures anything: the cases after it could never run
RED = "red"
def colour(c):
    match c:
        case RED:
            return "stop"
        case "green":
            return "go"
