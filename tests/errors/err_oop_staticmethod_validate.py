# a staticmethod validator raising through __init__ of a subclass
class Email:
    def __init__(self, address):
        self.address = self.validate(address)

    @staticmethod
    def validate(address):
        if "@" not in address:
            raise ValueError(f"invalid email: {address!r}")
        return address.lower()


class WorkEmail(Email):
    def __init__(self, address, company):
        super().__init__(address)
        self.company = company


print(Email("Ann@Example.com").address)
print(WorkEmail("bob@corp.com", "corp").company)
WorkEmail("not-an-email", "corp")
