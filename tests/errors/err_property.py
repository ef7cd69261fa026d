# error raised in a property getter
class Temperature:
    def __init__(self, kelvin):
        self.kelvin = kelvin

    @property
    def celsius(self):
        if self.kelvin < 0:
            raise ValueError("below absolute zero")
        return self.kelvin - 273.15


readings = [Temperature(300), Temperature(-5)]
for r in readings:
    print(round(r.celsius, 2))
