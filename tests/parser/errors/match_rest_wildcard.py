match x:
    case {"a": 1, **_}:
        pass
