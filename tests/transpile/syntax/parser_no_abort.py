# F10: an and-predicate over match-time captures aborted LPeg 1.0.2 (an assertion)
def m():(m==0=2**6
