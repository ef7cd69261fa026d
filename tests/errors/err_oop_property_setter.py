# a ValueError from a property setter, reached through __init__
class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(
                f"{value} is below absolute zero"
            )
        self._c = value


readings = [20, -5, -300]
temps = []
for r in readings:
    temps.append(Temperature(r))
    print("ok", r)
