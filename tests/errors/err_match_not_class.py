# a class pattern's name must be a class
handlers = {"int": int}
convert = handlers["int"]
parse = len
match "42":
    case convert():
        print("an int")
    case parse():
        print("parsed")
