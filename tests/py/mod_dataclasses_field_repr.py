# a Field's repr before and after its class; metadata is a read-only mappingproxy
from dataclasses import dataclass, field, fields, InitVar

f = field(default=1)
print(repr(f).split('default_factory')[0], repr(f).split('metadata=')[1].split(',')[0], repr(f)[-16:])
@dataclass
class P:
    x: int = field(default=1, metadata={'unit': 'm'})
    y: list = field(default_factory=list)
    z: InitVar[int] = 0
    def __post_init__(self, z):
        pass
fx = fields(P)[0]
print(fx.name, fx.type, fx.metadata, fx.metadata['unit'], type(fx.metadata).__name__, dict(fx.metadata))
print(repr(fx).split('metadata=')[1])
print(fields(P)[1].metadata, len(fields(P)))
try:
    fx.metadata['unit'] = 'cm'
except TypeError as e:
    print(e)
print(list(P.__dataclass_fields__), repr(P.__dataclass_fields__['z'])[-30:])
