# a KeyError from a class-level registry lookup inside a classmethod
class Handler:
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Handler.registry[cls.__name__.lower()] = cls

    @classmethod
    def create(cls, kind):
        return cls.registry[kind]()


class Email(Handler):
    pass


class Sms(Handler):
    pass


print(sorted(Handler.registry))
print(type(Handler.create("sms")).__name__)
Handler.create("fax")
