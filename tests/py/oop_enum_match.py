# match statements over Enum members, dataclasses with enum fields, and value patterns
from enum import Enum, auto
from dataclasses import dataclass

class Op(Enum):
    PUSH = auto()
    POP = auto()
    ADD = auto()
    MUL = auto()
    PRINT = auto()

@dataclass
class Instr:
    op: Op
    arg: int = 0

def run(program):
    stack, out = [], []
    for ins in program:
        match ins:
            case Instr(Op.PUSH, n):
                stack.append(n)
            case Instr(Op.POP):
                stack.pop()
            case Instr(op=Op.ADD | Op.MUL as op):
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if op is Op.ADD else a * b)
            case Instr(Op.PRINT):
                out.append(stack[-1])
            case _:
                raise ValueError(f"bad instruction {ins}")
    return stack, out

prog = [Instr(Op.PUSH, 2), Instr(Op.PUSH, 3), Instr(Op.ADD), Instr(Op.PRINT),
        Instr(Op.PUSH, 4), Instr(Op.MUL), Instr(Op.PRINT), Instr(Op.PUSH, 1), Instr(Op.POP)]
print(run(prog))

def describe(op):
    match op:
        case Op.PUSH | Op.POP:
            return "stack"
        case Op.ADD | Op.MUL:
            return "arithmetic"
        case Op():
            return "other op"
        case _:
            return "not an op"
print([describe(o) for o in Op], describe("PUSH"))
try:
    run([Instr(Op.PUSH, 1), "junk"])
except ValueError as e:
    print("ValueError:", e)
print(Instr(Op.MUL), Instr(Op.PUSH, 5) == Instr(Op.PUSH, 5))
