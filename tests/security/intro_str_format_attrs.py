# format strings that walk attributes: '{0.__class__.__mro__}' and friends stay Python
def t(label, f):
    try:
        r = f()
        print(label, "->", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__)
class C:
    x = 1
for fmt in ["{0.__class__}", "{0.__class__.__mro__}", "{0.__init__.__globals__}", "{0.__dict__}",
            "{0.#meta}", "{0.@upper}", "{0[#meta]}", "{0.__class__.__subclasses__}", "{0.x}"]:
    try:
        print(fmt, "->", fmt.format(C())[:60].split(" at ")[0])
    except (AttributeError, KeyError, TypeError, ValueError) as e:
        print(fmt, type(e).__name__)
