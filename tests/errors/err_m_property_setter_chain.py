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
                f"temperature {value} is below absolute zero"
            )
        self._c = value

    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32

temps = [Temperature(t) for t in (0, 100)]
print([t.fahrenheit for t in temps])
Temperature(-300)
