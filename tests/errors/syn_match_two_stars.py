# at most one starred name in a sequence pattern
match [1, 2, 3]:
    case [first, *middle, *rest]:
        pass
