# an irrefutable alternative must be the last one of an or-pattern
match [1, 2]:
    case [a, b] | c | [a]:
        pass
