# nested f-strings four deep
x = 5
print(f"{f'{x}'}", f"{f'{f"{x}"}'}" if False else 0)
