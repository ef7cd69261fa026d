# A DFA with Enum states that recognises numbers (ints, decimals, exponents), plus a table dump
from enum import Enum, auto


class S(Enum):
    START = auto()
    SIGN = auto()
    INT = auto()
    DOT = auto()
    FRAC = auto()
    EXP = auto()
    EXP_SIGN = auto()
    EXP_INT = auto()
    DEAD = auto()


def cls(ch):
    if ch.isdigit():
        return "digit"
    if ch in "+-":
        return "sign"
    if ch == ".":
        return "dot"
    if ch in "eE":
        return "exp"
    return "other"


T = {
    (S.START, "sign"): S.SIGN, (S.START, "digit"): S.INT, (S.START, "dot"): S.DOT,
    (S.SIGN, "digit"): S.INT, (S.SIGN, "dot"): S.DOT,
    (S.INT, "digit"): S.INT, (S.INT, "dot"): S.FRAC, (S.INT, "exp"): S.EXP,
    (S.DOT, "digit"): S.FRAC,
    (S.FRAC, "digit"): S.FRAC, (S.FRAC, "exp"): S.EXP,
    (S.EXP, "sign"): S.EXP_SIGN, (S.EXP, "digit"): S.EXP_INT,
    (S.EXP_SIGN, "digit"): S.EXP_INT, (S.EXP_INT, "digit"): S.EXP_INT,
}
ACCEPT = {S.INT, S.FRAC, S.EXP_INT}


def run(text):
    state, trace = S.START, []
    for ch in text.strip():
        state = T.get((state, cls(ch)), S.DEAD)
        trace.append(state.name)
        if state is S.DEAD:
            break
    return state in ACCEPT, trace


for t in ["0", " 0.1 ", "abc", "1 a", "2e10", "-90E3", "1e", "e3", "6e-1", "99e2.5", "53.5e93", "--6", "-+3", "95a54e53", ".", ".1", "3.", "+.8"]:
    ok, trace = run(t)
    try:
        float(t)
        py = True
    except ValueError:
        py = False
    print(f"{t!r:12} {ok!s:5} python={py!s:5} {' > '.join(trace[-3:])}")
print([s.name for s in S], S.INT.value, S(3), S["FRAC"], len(S), S.DEAD in ACCEPT)
